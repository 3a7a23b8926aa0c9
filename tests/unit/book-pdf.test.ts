import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BOOK_MARGINS, renderBook, textBlock, wrapText, type BookContent } from '#core/book/book-layout';
import { NUNITO_REGULAR_TTF_BASE64 } from '#core/book/nunito-regular-font';
import { A5 } from '#core/book/pdf-writer';
import { decodePng } from '#core/book/png-image';
import { parseTrueTypeFont, toWinAnsi } from '#core/book/true-type-font';
import { makePng } from '../fixtures/png';

const NUNITO_FILE = createRequire(import.meta.url).resolve('@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf');

const PICTURE = makePng(8, 8, 6, (x, y) => [x * 30, y * 30, 120, x === 0 ? 0 : 255], 2);

function sampleBook(fields: Partial<BookContent> = {}): BookContent {
  return {
    title: "L'étoile « perdue » de Léa",
    childName: 'Léa',
    scenes: [
      { picture: PICTURE, paragraphs: ['Il était une fois une fillette qui rêvait d’étoiles.', 'Un soir, une étoile tomba.'] },
      { picture: PICTURE, paragraphs: ['« Où es-tu ? » demanda-t-elle, le cœur battant.'] },
      { picture: undefined, paragraphs: ['Elle la rendit au ciel, et l’étoile brilla pour elle.'] },
    ],
    moral: 'L’amitié rend chaque aventure plus belle.',
    ...fields,
  };
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The PDF's objects by number, from its cross-reference table, each checked to start where the table says. */
function objectsOf(pdf: Uint8Array): Map<number, string> {
  const text = latin1(pdf);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  const objects = new Map<number, string>();
  entries.forEach((entry, number) => {
    expect(entry).toMatch(/^\d{10} \d{5} [nf] $/);
    if (number === 0) return;
    const offset = Number(entry.slice(0, 10));
    const head = `${number} 0 obj\n`;
    expect(text.slice(offset, offset + head.length)).toBe(head);
    objects.set(number, text.slice(offset + head.length, text.indexOf('\nendobj\n', offset)));
  });
  return objects;
}

const streamOf = (object: string) => Buffer.from(object.slice(object.indexOf('stream\n') + 7, object.lastIndexOf('\nendstream')), 'latin1');

describe('the picture book PDF', () => {
  it('should point every cross-reference entry at its object and end with the trailer', () => {
    // Arrange
    const book = sampleBook();

    // Act
    const pdf = renderBook(book);

    // Assert
    expect(latin1(pdf.subarray(0, 8))).toBe('%PDF-1.7');
    const objects = objectsOf(pdf);
    expect(objects.size).toBeGreaterThan(8);
    expect(latin1(pdf)).toMatch(new RegExp(`trailer\\n<< /Size ${objects.size + 1} /Root 1 0 R /Info \\d+ 0 R >>`));
  });

  it('should have A5 pages: the cover, one per scene and the moral', () => {
    // Arrange
    const book = sampleBook();

    // Act
    const objects = [...objectsOf(renderBook(book)).values()];

    // Assert
    const pages = objects.filter((object) => object.startsWith('<< /Type /Page '));
    expect(pages).toHaveLength(1 + book.scenes.length + 1);
    for (const page of pages) expect(page).toContain('/MediaBox [0 0 419.53 595.28]');
    expect(objects.find((object) => object.startsWith('<< /Type /Pages '))).toContain(`/Count ${pages.length}`);
  });

  it('should embed the Nunito TrueType font whole, with WinAnsi widths from its metrics', () => {
    // Arrange
    const ttf = readFileSync(NUNITO_FILE);

    // Act
    const objects = [...objectsOf(renderBook(sampleBook())).values()];

    // Assert
    expect(Buffer.from(NUNITO_REGULAR_TTF_BASE64, 'base64').equals(ttf)).toBe(true);
    const fontFile = objects.find((object) => object.includes('/Length1 '))!;
    expect(fontFile).toContain(`/Length1 ${ttf.length}`);
    expect(inflateSync(streamOf(fontFile)).equals(ttf)).toBe(true);
    const font = objects.find((object) => object.includes('/Subtype /TrueType'))!;
    expect(font).toContain('/Encoding /WinAnsiEncoding');
    const widths = /\/Widths \[([^\]]+)\]/.exec(font)![1]!.split(' ').map(Number);
    expect(widths).toHaveLength(224);
    // A wider glyph than the space, and « as wide as », as Nunito draws them.
    expect(widths[0x4d - 32]).toBeGreaterThan(widths[0]!);
    expect(widths[0xab - 32]).toBe(widths[0xbb - 32]);
    expect(objects.find((object) => object.includes('/Type /FontDescriptor'))).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('should write French text as WinAnsi: accents, guillemets, apostrophes and œ', () => {
    // Arrange
    const text = 'é à ç « » ’ œ Œ … ŷ';

    // Act
    const codes = toWinAnsi(text.replaceAll(' ', ''));

    // Assert
    expect(codes).toEqual([0xe9, 0xe0, 0xe7, 0xab, 0xbb, 0x92, 0x9c, 0x8c, 0x85, 0x79]);
  });

  it('should draw the title on the cover and each paragraph on its scene page', () => {
    // Arrange
    const book = sampleBook();

    // Act
    const objects = [...objectsOf(renderBook(book)).values()];

    // Assert
    const contents = objects
      .filter((object) => object.startsWith('<< /Filter /FlateDecode /Length ') && object.includes('stream'))
      .map((object) => inflateSync(streamOf(object)).toString('latin1'))
      .filter((content) => content.includes(' Tj '));
    const hex = (text: string) => Buffer.from(toWinAnsi(text)).toString('hex');
    expect(contents[0]).toContain(hex('de Léa'));
    expect(contents[0]).toContain(hex('Une histoire pour Léa'));
    expect(contents[2]).toContain(hex('demanda-t-elle, le cœur battant.'));
    expect(contents.at(-1)).toContain(hex('L’amitié rend chaque aventure plus belle.'));
  });

  it('should put the wider margin on the binding side, left on odd pages and right on even ones', () => {
    // Act
    const [odd, even] = [textBlock(3), textBlock(4)];

    // Assert
    expect(odd.x).toBeCloseTo(BOOK_MARGINS.inner);
    expect(A5.width - even.x - even.width).toBeCloseTo(BOOK_MARGINS.inner);
    expect(BOOK_MARGINS.inner).toBeGreaterThan(BOOK_MARGINS.outer);
  });

  it('should keep every line inside the margins, and flow a text too long for its page onto the next', () => {
    // Arrange: one scene with far more text than an A5 page holds even at the smallest size.
    const long = 'Il était une fois une fillette qui rêvait d’étoiles et de dragons, chaque soir un peu plus fort. '.repeat(12);
    const book = sampleBook({ scenes: [{ picture: PICTURE, paragraphs: Array.from({ length: 8 }, () => long) }] });
    const font = parseTrueTypeFont(readFileSync(NUNITO_FILE), 'Nunito-Regular');

    // Act
    const objects = [...objectsOf(renderBook(book)).values()];

    // Assert
    const contents = objects
      .filter((object) => object.startsWith('<< /Filter /FlateDecode /Length ') && object.includes('stream'))
      .map((object) => inflateSync(streamOf(object)).toString('latin1'));
    expect(contents.length).toBeGreaterThan(3);
    contents.forEach((content, index) => {
      const block = textBlock(index + 1);
      for (const [, size, x, y, hex] of content.matchAll(/\/F1 ([\d.]+) Tf ([\d.]+) ([\d.]+) Td <([0-9a-f]*)> Tj/g)) {
        const width = (Buffer.from(hex!, 'hex').reduce((sum, code) => sum + font.widths[code - 32]!, 0) * Number(size)) / 1000;
        expect(Number(x)).toBeGreaterThanOrEqual(block.x - 0.01);
        expect(Number(x) + width).toBeLessThanOrEqual(block.x + block.width + 0.01);
        // Page numbers sit in the bottom margin; text lines above it.
        if (hex!.length > 8) expect(Number(y)).toBeGreaterThanOrEqual(BOOK_MARGINS.bottom - 0.01);
      }
    });
  });

  it('should wrap a paragraph within the text block', () => {
    // Arrange
    const font = parseTrueTypeFont(readFileSync(NUNITO_FILE), 'Nunito-Regular');
    const paragraph = 'Il était une fois une fillette qui rêvait d’étoiles et de dragons. '.repeat(6);

    // Act
    const lines = wrapText(font, paragraph, 12, 200);

    // Assert
    expect(lines.length).toBeGreaterThan(5);
    const widthOf = (codes: number[]) => (codes.reduce((sum, code) => sum + font.widths[code - 32]!, 0) * 12) / 1000;
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(200);
  });
});

describe('the PNG pictures', () => {
  it('should split an RGBA picture into its colours and an alpha mask, undoing the row filters', () => {
    // Arrange
    const png = makePng(3, 2, 6, (x, y) => [x * 10, y * 10, 7, x === 1 ? 128 : 255], 2);

    // Act
    const image = decodePng(png);

    // Assert
    expect(image).toMatchObject({ width: 3, height: 2, colorSpace: 'DeviceRGB', bitsPerComponent: 8 });
    expect([...inflateSync(image.data)]).toEqual([0, 0, 7, 10, 0, 7, 20, 0, 7, 0, 10, 7, 10, 10, 7, 20, 10, 7]);
    expect([...inflateSync(image.alpha!)]).toEqual([255, 128, 255, 255, 128, 255]);
  });

  it('should keep an RGB picture as its own stream with the PNG predictor and no mask', () => {
    // Arrange
    const png = makePng(4, 4, 2, (x) => [x, x, x]);

    // Act
    const image = decodePng(png);

    // Assert
    expect(image.predictor).toEqual({ colors: 3, columns: 4 });
    expect(image.alpha).toBeUndefined();
    expect(inflateSync(image.data)).toHaveLength(4 * (1 + 4 * 3));
  });

  it('should draw an opaque RGBA picture without a mask', () => {
    // Arrange
    const png = makePng(2, 2, 6, () => [1, 2, 3, 255]);

    // Act
    const image = decodePng(png);

    // Assert
    expect(image.alpha).toBeUndefined();
  });
});
