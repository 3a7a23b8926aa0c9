/**
 * The little of a TrueType font a PDF needs to embed it whole (FontFile2) as a simple font in WinAnsi
 * encoding: its metrics for the font descriptor and the advance widths of the 224 WinAnsi codes, read
 * from the `head`, `hhea`, `hmtx`, `OS/2`, `post` and `cmap` (format 4) tables. No subsetting: the font
 * is embedded as shipped, so nothing here rewrites glyph data.
 */

/** Unicode of the WinAnsi codes 0x80–0x9F (the rest of 0x20–0xFF is Latin-1 itself); 0 where the code is unused. */
const WIN_ANSI_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

export const FIRST_CHAR = 0x20;
export const LAST_CHAR = 0xff;

/** The Unicode code point a WinAnsi code stands for (0 for an unused code). */
export function winAnsiToUnicode(code: number): number {
  if (code >= 0x80 && code <= 0x9f) return WIN_ANSI_HIGH[code - 0x80]!;
  return code;
}

const UNICODE_TO_WIN_ANSI = new Map<number, number>();
for (let code = FIRST_CHAR; code <= LAST_CHAR; code++) {
  const unicode = winAnsiToUnicode(code);
  if (unicode) UNICODE_TO_WIN_ANSI.set(unicode, code);
}
// Spaces French typography puts before « ; : ! ? and inside « »: the no-break space prints them all.
UNICODE_TO_WIN_ANSI.set(0x202f, 0xa0);
UNICODE_TO_WIN_ANSI.set(0x2009, 0x20);
UNICODE_TO_WIN_ANSI.set(0x2011, 0x2d);
UNICODE_TO_WIN_ANSI.set(0x2010, 0x2d);

/**
 * A text as WinAnsi bytes. A character WinAnsi lacks loses its accent if that gives one it has (ŷ → y),
 * else becomes a question mark: the page always prints, and French needs nothing outside WinAnsi.
 */
export function toWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.replace(/\r?\n/g, ' ')) {
    const code = UNICODE_TO_WIN_ANSI.get(char.codePointAt(0)!);
    if (code !== undefined) {
      bytes.push(code);
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    const fallback = bare.length === 1 ? UNICODE_TO_WIN_ANSI.get(bare.codePointAt(0)!) : undefined;
    bytes.push(fallback ?? 0x3f);
  }
  return bytes;
}

export interface TrueTypeFont {
  /** The font's PostScript-like name for /BaseFont (no spaces). */
  name: string;
  bytes: Uint8Array;
  /** In PDF glyph space (1/1000 of the font size). */
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  /** Advance widths of codes FIRST_CHAR..LAST_CHAR, in 1/1000 of the font size. */
  widths: number[];
}

interface TableDirectory {
  view: DataView;
  table(tag: string): number;
}

function tablesOf(bytes: Uint8Array): TableDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  const offsets = new Map<string, number>();
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(bytes[record]!, bytes[record + 1]!, bytes[record + 2]!, bytes[record + 3]!);
    offsets.set(tag, view.getUint32(record + 8));
  }
  return {
    view,
    table(tag) {
      const offset = offsets.get(tag);
      if (offset === undefined) throw new Error(`TrueType font: no ${tag} table`);
      return offset;
    },
  };
}

/** Unicode → glyph index through the (3,1) or (0,x) cmap subtable of format 4. */
function glyphLookup({ view, table }: TableDirectory): (unicode: number) => number {
  const cmap = table('cmap');
  const count = view.getUint16(cmap + 2);
  let subtable = -1;
  for (let index = 0; index < count; index++) {
    const platform = view.getUint16(cmap + 4 + index * 8);
    const encoding = view.getUint16(cmap + 6 + index * 8);
    const offset = cmap + view.getUint32(cmap + 8 + index * 8);
    if (view.getUint16(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) {
      subtable = offset;
      if (platform === 3) break;
    }
  }
  if (subtable < 0) throw new Error('TrueType font: no Unicode cmap of format 4');
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (unicode) => {
    for (let segment = 0; segment < segments; segment++) {
      if (view.getUint16(ends + segment * 2) < unicode) continue;
      const start = view.getUint16(starts + segment * 2);
      if (start > unicode) return 0;
      const delta = view.getInt16(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      if (rangeOffset === 0) return (unicode + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (unicode - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function parseTrueTypeFont(bytes: Uint8Array, name: string): TrueTypeFont {
  const directory = tablesOf(bytes);
  const { view, table } = directory;
  const head = table('head');
  const unitsPerEm = view.getUint16(head + 18);
  const scale = (value: number) => Math.round((value * 1000) / unitsPerEm);
  const bbox: TrueTypeFont['bbox'] = [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)].map(scale) as TrueTypeFont['bbox'];
  const hhea = table('hhea');
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) => view.getUint16(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  const os2 = table('OS/2');
  const os2Version = view.getUint16(os2);
  const post = table('post');
  const glyphOf = glyphLookup(directory);
  const widths: number[] = [];
  for (let code = FIRST_CHAR; code <= LAST_CHAR; code++) {
    const unicode = winAnsiToUnicode(code);
    widths.push(unicode ? scale(advance(glyphOf(unicode === 0xa0 ? 0x20 : unicode) || glyphOf(unicode))) : 0);
  }
  return {
    name,
    bytes,
    bbox,
    ascent: scale(view.getInt16(hhea + 4)),
    descent: scale(view.getInt16(hhea + 6)),
    capHeight: os2Version >= 2 ? scale(view.getInt16(os2 + 88)) : bbox[3],
    italicAngle: view.getInt32(post + 4) / 65536,
    widths,
  };
}

/** The width of a WinAnsi-encoded text at `size` points. */
export function textWidth(font: Pick<TrueTypeFont, 'widths'>, codes: readonly number[], size: number): number {
  let total = 0;
  for (const code of codes) total += font.widths[code - FIRST_CHAR] ?? 0;
  return (total * size) / 1000;
}
