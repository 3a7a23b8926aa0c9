import { NUNITO_REGULAR_TTF_BASE64 } from './nunito-regular-font';
import { A5, hexText, num, PdfDocument, type PdfFontRef, type PdfImageRef } from './pdf-writer';
import { decodePng, UnsupportedPngError } from './png-image';
import { parseTrueTypeFont, textWidth, toWinAnsi, type TrueTypeFont } from './true-type-font';

/**
 * The picture book's pages (issue 31, item 3), A5 and print-ready: the cover (title, the child's first
 * name, the first picture), one page per scene (its picture, then its paragraphs), the moral last. Page 1
 * is a recto: odd pages have their binding on the left, even ones on the right, and the inner margin is the
 * wider so no word disappears into the fold.
 */

const MM = 72 / 25.4;
export const BOOK_MARGINS = { inner: 20 * MM, outer: 13 * MM, top: 15 * MM, bottom: 18 * MM } as const;
const INK = '0.19 0.16 0.33';
const SOFT_INK = '0.42 0.38 0.55';
/** Font sizes tried for a scene's text, largest first: a child's book stays large when the text allows. */
const TEXT_SIZES = [13, 12.5, 12, 11.5, 11, 10.5, 10, 9.5, 9, 8.5, 8];
/** Share of the text block the picture may take, largest first; tried for each font size. */
const PICTURE_SHARES = [0.5, 0.42, 0.34, 0.26];
const LINE_HEIGHT = 1.38;

export interface BookContent {
  title: string;
  childName: string;
  /** One entry per scene page: its PNG picture (undefined when missing) and its paragraphs. */
  scenes: { picture: Uint8Array | undefined; paragraphs: string[] }[];
  moral: string;
}

let parsedFont: TrueTypeFont | undefined;
/** Parsed once per container: the metrics do not change between books. */
const bookFont = () => (parsedFont ??= parseTrueTypeFont(Buffer.from(NUNITO_REGULAR_TTF_BASE64, 'base64'), 'Nunito-Regular'));

/** The text block of page `page` (1-based): wider margin on the binding's side. */
export function textBlock(page: number): { x: number; y: number; width: number; height: number } {
  const left = page % 2 === 1 ? BOOK_MARGINS.inner : BOOK_MARGINS.outer;
  return { x: left, y: BOOK_MARGINS.bottom, width: A5.width - BOOK_MARGINS.inner - BOOK_MARGINS.outer, height: A5.height - BOOK_MARGINS.top - BOOK_MARGINS.bottom };
}

/** A paragraph's lines at `size` within `width`; a word wider than the line is cut where it must be. */
export function wrapText(font: Pick<TrueTypeFont, 'widths'>, text: string, size: number, width: number): number[][] {
  const lines: number[][] = [];
  const space = toWinAnsi(' ');
  let line: number[] = [];
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    let codes = toWinAnsi(word);
    const candidate = line.length > 0 ? [...line, ...space, ...codes] : codes;
    if (textWidth(font, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line.length > 0) lines.push(line);
    while (textWidth(font, codes, size) > width && codes.length > 1) {
      let cut = codes.length - 1;
      while (cut > 1 && textWidth(font, codes.slice(0, cut), size) > width) cut--;
      lines.push(codes.slice(0, cut));
      codes = codes.slice(cut);
    }
    line = codes;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

interface Writer {
  font: PdfFontRef;
  ops: string[];
}

/** One line of text; `bold` strokes the outline too (Nunito Regular is the only font embedded). */
function drawLine(writer: Writer, codes: readonly number[], x: number, y: number, size: number, options: { color?: string; bold?: boolean } = {}): void {
  const color = options.color ?? INK;
  // The rendering mode is text state, kept from one text object to the next: always set.
  const bold = options.bold ? `2 Tr ${num(size * 0.035)} w ${color} RG ` : '0 Tr ';
  writer.ops.push(`BT ${bold}${color} rg /${writer.font.resource} ${num(size)} Tf ${num(x)} ${num(y)} Td ${hexText(codes)} Tj ET`);
}

/** Lines centred in the block, from `top` down; returns the baseline below the last. */
function drawCentred(writer: Writer, block: { x: number; width: number }, text: string, top: number, size: number, options: { color?: string; bold?: boolean } = {}): number {
  let y = top;
  for (const line of wrapText(writer.font.font, text, size, block.width)) {
    y -= size * LINE_HEIGHT;
    drawLine(writer, line, block.x + (block.width - textWidth(writer.font.font, line, size)) / 2, y, size, options);
  }
  return y;
}

/** The image scaled to fit the box, centred horizontally, its top at the box's top. Returns its height. */
function drawPicture(writer: Writer, image: PdfImageRef, box: { x: number; top: number; width: number; height: number }): number {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  writer.ops.push(`q ${num(width)} 0 0 ${num(height)} ${num(box.x + (box.width - width) / 2)} ${num(box.top - height)} cm /${image.resource} Do Q`);
  return height;
}

function drawPageNumber(writer: Writer, page: number): void {
  const block = textBlock(page);
  const codes = toWinAnsi(String(page));
  const size = 9;
  // On the outer side, away from the binding.
  const x = page % 2 === 1 ? block.x + block.width - textWidth(writer.font.font, codes, size) : block.x;
  drawLine(writer, codes, x, BOOK_MARGINS.bottom / 2, size, { color: SOFT_INK });
}

interface SceneLayout {
  size: number;
  pictureHeight: number;
  lines: { codes: number[]; gapBefore: boolean }[];
}

/**
 * Font sizes and picture shares in the order they are tried: a point of font size weighs as much as a sixth
 * of the page's picture, so a long text first shrinks the picture a little, then the font a little, in turn.
 */
const CANDIDATES = TEXT_SIZES.flatMap((size) => PICTURE_SHARES.map((share) => ({ size, share }))).sort((a, b) => b.size + 6 * b.share - (a.size + 6 * a.share) || b.size - a.size);

/** The first candidate at which the scene's text fits on its page (the smallest of all when none does). */
function layoutScene(font: TrueTypeFont, paragraphs: string[], hasPicture: boolean, block: { width: number; height: number }): { layout: SceneLayout; fits: boolean } {
  const linesAt = new Map<number, SceneLayout['lines']>();
  const lines = (size: number) => {
    let wrapped = linesAt.get(size);
    if (!wrapped) {
      wrapped = paragraphs.flatMap((paragraph, index) => wrapText(font, paragraph, size, block.width).map((codes, lineIndex) => ({ codes, gapBefore: index > 0 && lineIndex === 0 })));
      linesAt.set(size, wrapped);
    }
    return wrapped;
  };
  let last: SceneLayout | undefined;
  for (const { size, share } of hasPicture ? CANDIDATES : TEXT_SIZES.map((size) => ({ size, share: 0 }))) {
    const leading = size * LINE_HEIGHT;
    const wrapped = lines(size);
    const textHeight = wrapped.length * leading + wrapped.filter((line) => line.gapBefore).length * leading * 0.5;
    const room = block.height - (hasPicture ? leading : 0) - textHeight;
    last = { size, pictureHeight: block.height * share, lines: wrapped };
    // The picture then takes the room the text leaves, up to the largest share.
    if (block.height * share <= room) return { layout: { ...last, pictureHeight: Math.min(room, block.height * PICTURE_SHARES[0]!) }, fits: true };
  }
  // The smallest font with the smallest picture: what does not fit flows onto a next page.
  const size = TEXT_SIZES.at(-1)!;
  return { layout: { size, pictureHeight: block.height * (hasPicture ? PICTURE_SHARES.at(-1)! : 0), lines: lines(size) }, fits: false };
}

/** The book as PDF bytes. A picture that cannot be read leaves its page with text only. */
export function renderBook(content: BookContent): Uint8Array {
  const font = bookFont();
  const document = new PdfDocument({ title: content.title, lang: 'fr-FR' });
  const fontRef = document.addFont(font);
  const images = content.scenes.map(({ picture }) => {
    if (!picture) return undefined;
    try {
      return document.addImage(decodePng(picture));
    } catch (error) {
      if (error instanceof UnsupportedPngError) return undefined;
      throw error;
    }
  });
  let page = 0;
  const newPage = (): Writer => {
    page += 1;
    return { font: fontRef, ops: [] };
  };
  const finish = (writer: Writer, numbered: boolean) => {
    if (numbered) drawPageNumber(writer, page);
    document.addPage(writer.ops.join('\n'));
  };

  // The cover.
  const cover = newPage();
  const coverBlock = textBlock(page);
  const coverTop = coverBlock.y + coverBlock.height;
  let y = drawCentred(cover, coverBlock, content.title, coverTop - 10, 24, { bold: true });
  y = drawCentred(cover, coverBlock, `Une histoire pour ${content.childName}`, y - 8, 14, { color: SOFT_INK });
  if (images[0]) drawPicture(cover, images[0], { x: coverBlock.x, top: y - 24, width: coverBlock.width, height: y - 24 - coverBlock.y - 24 });
  drawCentred(cover, coverBlock, 'Contes Magiques', coverBlock.y + 9 * LINE_HEIGHT, 9, { color: SOFT_INK });
  finish(cover, false);

  // One page per scene; a text too long for its page even small continues on the next.
  content.scenes.forEach((scene, index) => {
    const image = images[index];
    const { layout } = layoutScene(font, scene.paragraphs, Boolean(image), textBlock(1));
    let writer = newPage();
    let block = textBlock(page);
    let top = block.y + block.height;
    if (image) top -= drawPicture(writer, image, { x: block.x, top, width: block.width, height: layout.pictureHeight }) + layout.size * 0.6;
    const leading = layout.size * LINE_HEIGHT;
    for (const line of layout.lines) {
      const needed = leading * (line.gapBefore ? 1.5 : 1);
      if (top - needed < block.y) {
        finish(writer, true);
        writer = newPage();
        block = textBlock(page);
        top = block.y + block.height;
      } else if (line.gapBefore) top -= leading * 0.5;
      top -= leading;
      drawLine(writer, line.codes, block.x, top, layout.size);
    }
    finish(writer, true);
  });

  // The moral, last.
  const last = newPage();
  const lastBlock = textBlock(page);
  y = drawCentred(last, lastBlock, "La morale de l'histoire", lastBlock.y + lastBlock.height * 0.68, 17, { bold: true });
  y = drawCentred(last, lastBlock, content.moral, y - 12, 13);
  drawCentred(last, lastBlock, 'Fin', Math.min(y - 40, lastBlock.y + lastBlock.height * 0.25), 15, { color: SOFT_INK, bold: true });
  finish(last, true);
  return document.toBytes();
}
