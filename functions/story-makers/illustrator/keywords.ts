/**
 * Keyword recognition for the parent's free text (setting, main character): accents, case, punctuation
 * and plural endings are ignored, and a keyword only matches whole words ("chat" is not in "château").
 */

/** Lower case, accents stripped, œ/æ spelled out, anything else than letters and digits a single space. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const words = (text: string): string[] => normalizeText(text).split(' ').filter(Boolean);

/** A word of the text matches a keyword's word as written or with a plural ending ("étoiles", "hiboux"). */
const sameWord = (word: string, keyword: string) => word === keyword || word === `${keyword}s` || word === `${keyword}x`;

/** Where the keyword's words first appear in a row in the text's words, or -1. */
function findWords(text: readonly string[], keyword: readonly string[]): number {
  for (let start = 0; start + keyword.length <= text.length; start += 1) {
    if (keyword.every((word, offset) => sameWord(text[start + offset] ?? '', word))) return start;
  }
  return -1;
}

export interface KeywordKind<Id extends string> {
  id: Id;
  /** French and English words or phrases, written naturally (accents and case do not matter). */
  keywords: readonly string[];
  /**
   * Words that settle the kind wherever they stand, before any plain keyword: qualifiers such as
   * "sous-marin" or "enneigée" ("un royaume sous-marin" is under the sea, not a castle).
   */
  qualifiers?: readonly string[];
}

interface Match<Id> {
  id: Id;
  index: number;
  length: number;
}

/** The earliest match among the given words of each kind; at the same word, the longer phrase. */
function firstMatch<Id extends string>(textWords: readonly string[], kinds: readonly KeywordKind<Id>[], pick: (kind: KeywordKind<Id>) => readonly string[]): Match<Id> | undefined {
  let best: Match<Id> | undefined;
  for (const kind of kinds) {
    for (const keyword of pick(kind)) {
      const keywordWords = words(keyword);
      if (keywordWords.length === 0) continue;
      const index = findWords(textWords, keywordWords);
      if (index < 0) continue;
      const length = keywordWords.length;
      if (!best || index < best.index || (index === best.index && length > best.length)) best = { id: kind.id, index, length };
    }
  }
  return best;
}

/**
 * The kind of the text: a qualifier if there is one, else the kind named first; when two keywords
 * start at the same word the longer one wins ("étoile de mer" over "étoile", "montagne enneigée" over
 * "montagne"). `fallback` when nothing matches.
 */
export function recognizeKind<Id extends string, Fallback extends string>(
  text: string,
  kinds: readonly KeywordKind<Id>[],
  fallback: Fallback,
): Id | Fallback {
  const textWords = words(text);
  const best = firstMatch(textWords, kinds, (kind) => kind.qualifiers ?? []) ?? firstMatch(textWords, kinds, (kind) => kind.keywords);
  return best ? best.id : fallback;
}
