/**
 * The read-along's rules, pure so they are tested without a browser.
 *
 * The narration reads the title, the paragraphs, then "Morale de l'histoire : " and the moral; its
 * timings name the words as the page shows them, without colour codes, emoji or markup, with the
 * punctuation at their ends removed. The page cuts its texts into the same words (`textTokens`), then
 * `alignWords` pairs each timing with a displayed word in order, skipping what only one side has
 * (an '&' read "et", an emoji…), so one odd word never shifts all the following ones.
 */

/** #RRGGBB shown in its colour (spec part 2 §2); the narrator drops #RGB, #RRGGBB and #RRGGBBAA. */
const DISPLAY_HEX = /#[0-9a-fA-F]{6}(?![0-9a-zA-Z_])/g;
const SPOKEN_HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})(?![\p{L}\p{N}_])/giu;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** How two spellings of a word are compared: case, accents' encoding and apostrophes do not count. */
export function normaliseWord(word: string): string {
  return word
    .normalize('NFC')
    .replace(/[’‘ʼ]/g, "'")
    .replace(EDGE_PUNCTUATION, '')
    .toLocaleLowerCase('fr-FR');
}

/** A piece of displayed text: spaces, a colour code, or plain text. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'colour'; text: string };

/** A displayed token: spaces, or a non-space run that may be a word (`word` is its index in the sequence). */
export interface TextToken {
  pieces: TextPiece[];
  /** The word's index among all the page's words, or null for spaces and runs without any letter or digit. */
  word: number | null;
  /** The normalised word, '' when not a word. */
  normalised: string;
}

/**
 * The tokens' pieces with adjacent text joined: a handful of text nodes and the colour codes, for a text
 * drawn whole before its words become read-along spans (read-along-text.tsx, `plain`).
 */
export function joinedPieces(tokens: readonly TextToken[]): TextPiece[] {
  const joined: TextPiece[] = [];
  for (const token of tokens) {
    for (const piece of token.pieces) {
      const last = joined.at(-1);
      if (piece.kind === 'text' && last?.kind === 'text') last.text += piece.text;
      else joined.push({ ...piece });
    }
  }
  return joined;
}

function pieces(run: string): TextPiece[] {
  const result: TextPiece[] = [];
  let last = 0;
  for (const match of run.matchAll(DISPLAY_HEX)) {
    if (match.index > last) result.push({ kind: 'text', text: run.slice(last, match.index) });
    result.push({ kind: 'colour', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < run.length) result.push({ kind: 'text', text: run.slice(last) });
  return result;
}

/**
 * Cuts a text into tokens; its words are numbered from `firstWord` (the title's, then the paragraphs',
 * then the moral's follow each other). Returns the tokens and the next free word index.
 */
export function textTokens(text: string, firstWord: number): { tokens: TextToken[]; nextWord: number } {
  const tokens: TextToken[] = [];
  let next = firstWord;
  for (const match of text.matchAll(/\s+|\S+/g)) {
    const run = match[0];
    if (/^\s/.test(run)) {
      tokens.push({ pieces: [{ kind: 'text', text: run }], word: null, normalised: '' });
      continue;
    }
    // A colour code is not read aloud: "rouge#FF0000" is the word "rouge" with its colour.
    const normalised = normaliseWord(run.replace(SPOKEN_HEX, ' ').trim().split(/\s+/)[0] ?? '');
    const isWord = /[\p{L}\p{N}]/u.test(normalised);
    tokens.push({ pieces: pieces(run), word: isWord ? next : null, normalised: isWord ? normalised : '' });
    if (isWord) next += 1;
  }
  return { tokens, nextWord: next };
}

/** How far ahead a timing's word is looked for among the displayed ones before it is left unpaired. */
const LOOKAHEAD = 6;

/**
 * Pairs the narration's words with the displayed ones, in order: `result[i]` is the displayed word
 * index of timing i, or null when it matches none near the current place.
 */
export function alignWords(displayed: readonly string[], spoken: readonly string[]): (number | null)[] {
  const result: (number | null)[] = [];
  let cursor = 0;
  for (const word of spoken) {
    const target = normaliseWord(word);
    let found: number | null = null;
    for (let index = cursor; index < Math.min(displayed.length, cursor + LOOKAHEAD); index += 1) {
      if (displayed[index] === target) {
        found = index;
        break;
      }
    }
    result.push(found);
    if (found !== null) cursor = found + 1;
  }
  return result;
}

/** The timing being read at `ms` (the last one started), or -1 before the first and after the last ends. */
export function activeTimingIndex(timings: readonly { startMs: number; endMs: number }[], ms: number): number {
  let low = 0;
  let high = timings.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (timings[middle]!.startMs <= ms) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found === -1) return -1;
  const last = timings[timings.length - 1]!;
  return found === timings.length - 1 && ms > last.endMs ? -1 : found;
}

/** Where a displayed word starts in the narration (ms), for a tap on it; absent when never read. */
export function wordStarts(alignment: readonly (number | null)[], timings: readonly { startMs: number }[]): Map<number, number> {
  const starts = new Map<number, number>();
  alignment.forEach((word, index) => {
    if (word !== null && !starts.has(word)) starts.set(word, timings[index]!.startMs);
  });
  return starts;
}

/** m:ss (spec part 2 §4, audio player); 0:00 for anything not a finite positive time. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Spoken form of a time for the seek bar's aria-valuetext: '1 minute 5 secondes sur 3 minutes 2 secondes'. */
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes > 1 ? 's' : ''}`);
  parts.push(`${rest} seconde${rest > 1 ? 's' : ''}`);
  return parts.join(' ');
}

/**
 * A colour code's swatch: the text in its colour on black or white, whichever contrasts more. One of
 * the two always gives at least 4.58:1 (WCAG AA for text), whatever the colour.
 */
export function colourCodeStyle(hex: string): { color: string; backgroundColor: string } {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return { color: hex, backgroundColor: onBlack >= onWhite ? '#000000' : '#ffffff' };
}

/** A story's texts cut into numbered words, in the narration's order, paired with its timings. */
export interface StoryReadAlong {
  title: TextToken[];
  paragraphs: TextToken[][];
  moralHeading: TextToken[];
  moral: TextToken[];
  /** Timing index → displayed word index (or null). */
  alignment: (number | null)[];
  /** Displayed word index → start in the narration (ms). */
  starts: Map<number, number>;
}

/**
 * The title, the paragraphs, the moral's heading (the narrator says "Morale de l'histoire" too) and
 * the moral, numbered one after the other, then aligned with the timings' words.
 */
export function storyReadAlong(
  texts: { title: string; paragraphs: readonly string[]; moralHeading: string; moral: string },
  timings: readonly { word: string; startMs: number }[] | null,
): StoryReadAlong {
  let next = 0;
  const cut = (text: string) => {
    const result = textTokens(text, next);
    next = result.nextWord;
    return result.tokens;
  };
  const title = cut(texts.title);
  const paragraphs = texts.paragraphs.map(cut);
  const moralHeading = texts.moral ? cut(texts.moralHeading) : [];
  const moral = texts.moral ? cut(texts.moral) : [];
  const displayed = [title, ...paragraphs, moralHeading, moral]
    .flat()
    .filter((token) => token.word !== null)
    .map((token) => token.normalised);
  const alignment = timings ? alignWords(displayed, timings.map((timing) => timing.word)) : [];
  return { title, paragraphs, moralHeading, moral, alignment, starts: timings ? wordStarts(alignment, timings) : new Map() };
}
