import type { WrittenStory } from '#core/story-makers-port';

/**
 * Text preparation for the embedded narrator: what is displayed (title, content, moral) becomes what is
 * spoken, without colour codes, emoji or markup, with the punctuation kept for the prosody.
 */

/** Said before the moral; its words are spoken, so they have timings too (the page shows this label). */
export const MORAL_PREFIX = "Morale de l'histoire : ";

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lt: ' ',
  gt: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return HTML_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** #RGB, #RRGGBB, #RRGGBBAA: a colour code means nothing read aloud. */
const HEX_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})(?![\p{L}\p{N}_])/giu;
/** Keycaps (1️⃣), pictographs, skin tones, flags, joiners and variation selectors, tags, private use. */
const KEYCAP = /[0-9#*]\uFE0F?\u20E3/gu;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0E|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}]|\p{Co}/gu;
/** Other symbols (★, ♥, ✓…) are read by their Unicode names; the degree sign is kept. */
const OTHER_SYMBOLS = /[^\P{So}°]/gu;

function stripMarkup(text: string): string {
  return (
    text
      // HTML: comments, script/style with their content, line-level tags as breaks, other tags dropped.
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|blockquote|section|article)\s*>/gi, '\n\n')
      .replace(/<\/?[a-z][^<>]*>/gi, '')
      // Markdown: images dropped, links keep their text, fenced code markers, headings, quotes, bullets, rules.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*(```|~~~).*$/gm, '')
      .replace(/^[ \t]*#{1,6}[ \t]*/gm, '')
      .replace(/^[ \t]*>[ \t]?/gm, '')
      .replace(/^[ \t]*[-*+•][ \t]+/gm, '')
      .replace(/^[ \t]*([-*_=])(?:[ \t]*\1){2,}[ \t]*$/gm, '')
  );
}

function stripSymbols(text: string): string {
  return (
    text
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(HEX_COLOUR, ' ')
      .replace(KEYCAP, ' ')
      .replace(EMOJI, ' ')
      .replace(OTHER_SYMBOLS, ' ')
      // Leftover markdown and markup characters; "--" as a dash (a pause, not read).
      .replace(/[*`~^\\[\]{}<>|#]/g, ' ')
      .replace(/-{2,}/g, ' – ')
      .replace(/_/g, ' ')
      .replace(/&/g, ' et ')
      // Control characters other than line breaks and tabs.
      .replace(/[^\P{Cc}\n\t]/gu, ' ')
  );
}

/** Tidies what the removals leave behind: empty brackets, doubled or orphan punctuation, spaces. */
function tidyParagraph(paragraph: string): string {
  return paragraph
    .replace(/[\s\u00A0\u202F\u2007]+/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/«\s*»/g, ' ')
    .replace(/"\s*"/g, ' ')
    .replace(/ +([,.])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/,\s*([.!?…])/g, '$1')
    .replace(/^[\s,;:.)\]]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function hasSpeakableCharacter(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * The text as it should be read aloud: no colour codes, emoji, HTML or markdown; normal punctuation kept;
 * paragraphs separated by a blank line ("\n\n"), each on one line.
 */
export function cleanForSpeech(text: string): string {
  const normalised = text.normalize('NFC').replace(/\r\n?/g, '\n');
  const withoutMarkup = stripSymbols(decodeEntities(stripMarkup(normalised)));
  return withoutMarkup
    .split(/\n[ \t\u00A0]*\n/)
    .map(tidyParagraph)
    .filter(hasSpeakableCharacter)
    .join('\n\n');
}

/** A displayed word of a spoken text: punctuation stripped at its ends, its place in the text (UTF-16). */
export interface SpeechWord {
  word: string;
  start: number;
  end: number;
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** The words of a text, split on spaces the way a page shows them ("l'étoile", "dit-il" are one word each). */
export function speechWords(text: string): SpeechWord[] {
  const words: SpeechWord[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const word = match[0].replace(EDGE_PUNCTUATION, '');
    if (word.length > 0) {
      words.push({ word, start: match.index, end: match.index + match[0].length });
    }
  }
  return words;
}

export type SegmentKind = 'title' | 'paragraph' | 'moral';

/** One piece read in a single breath group by the synthesiser; pauses are inserted between pieces. */
export interface SpokenSegment {
  kind: SegmentKind;
  text: string;
  words: SpeechWord[];
}

/** A title or a moral without a final mark is said as a statement. */
function withFinalStop(text: string): string {
  return /[.!?…]["»”)]*$/u.test(text) ? text : `${text}.`;
}

/** Title, then each paragraph of the content, then "Morale de l'histoire : " and the moral. */
export function toSpokenSegments(story: WrittenStory): SpokenSegment[] {
  const segments: SpokenSegment[] = [];
  const push = (kind: SegmentKind, text: string): void => {
    const words = speechWords(text);
    if (words.length > 0) {
      segments.push({ kind, text, words });
    }
  };
  const title = cleanForSpeech(story.title).replace(/\n+/g, ' ');
  if (title) {
    push('title', withFinalStop(title));
  }
  for (const paragraph of cleanForSpeech(story.content).split('\n\n')) {
    if (paragraph) {
      push('paragraph', paragraph);
    }
  }
  const moral = cleanForSpeech(story.moral).replace(/\n+/g, ' ');
  if (moral) {
    push('moral', withFinalStop(`${MORAL_PREFIX}${moral}`));
  }
  return segments;
}
