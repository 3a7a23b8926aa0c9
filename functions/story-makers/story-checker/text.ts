/**
 * How the checker reads a story: paragraphs, sentences, and for each sentence its narration (the words
 * outside « … », where quoted speech is replaced by a bare « » so that a rule still sees a quote was there).
 * A quote may span several sentences: the depth of « … » is carried from one sentence to the next.
 */

export interface Sentence {
  /** The sentence as written (trimmed). */
  text: string;
  /** The sentence outside quotation marks, quoted speech replaced by « ». */
  narration: string;
  /** 0-based index of its paragraph. */
  paragraph: number;
  /** 0-based index of the sentence in the whole story. */
  index: number;
}

export interface ReadStory {
  paragraphs: string[];
  sentences: Sentence[];
}

/** Curly apostrophes and non-breaking spaces written as plain ones: every rule reads the same text. */
export function plain(text: string): string {
  return text.replace(/[’ʼ]/g, "'").replace(/[\u00A0\u202F]/g, ' ');
}

/** A sentence ends at . ! ? … (and a closing » after it) followed by a capital or «. */
export function splitSentences(text: string): string[] {
  return plain(text)
    .split(/(?<=[.!?…](?:\s*»)?)\s+(?=[«\p{Lu}])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function readStory(content: string): ReadStory {
  const paragraphs = splitParagraphs(content);
  const sentences: Sentence[] = [];
  paragraphs.forEach((paragraph, paragraphIndex) => {
    let depth = 0;
    for (const text of splitSentences(paragraph)) {
      let narration = '';
      for (const char of text) {
        if (char === '«') {
          if (depth === 0) narration += '«';
          depth += 1;
        } else if (char === '»') {
          depth = Math.max(0, depth - 1);
          if (depth === 0) narration += '»';
        } else if (depth === 0) narration += char;
      }
      // A sentence that opens inside a quote shows where the quote ends.
      sentences.push({ text, narration: narration.replace(/\s+/g, ' ').trim(), paragraph: paragraphIndex, index: sentences.length });
    }
  });
  return { paragraphs, sentences };
}

/** Lower-case word tokens; an elided article or pronoun is its own token ("j'adore" → "j'", "adore"). */
export function words(text: string): string[] {
  return plain(text).toLowerCase().match(/[\p{L}]+'|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/** A sentence for comparison: lower case, letters, digits and single spaces only. */
export function normalise(text: string): string {
  return plain(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a parent's free text or of a suggestion as the checker compares it: normalised, no final period. */
export function normaliseChoice(text: string): string {
  return normalise(text.replace(/[.!?…]+\s*$/, ''));
}

/** Escapes a text for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word-bounded, case-insensitive, Unicode pattern (French letters count as word characters). */
export function wordPattern(source: string, flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);
}
