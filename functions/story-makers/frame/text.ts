/**
 * The frame reader's view of a parent's text: cleaned, cut into words, each word with a key that
 * ignores case, accents and ligatures ("Forêt" and "foret" are the same word to the grammar). The
 * vocabulary's own phrases are cut by the same function, so that a phrase and a text always line up.
 */

export interface Word {
  /** As typed (after cleaning): "Pistache", "l'", "Forêt". */
  raw: string;
  /** Lowercase, without accents: "pistache", "l'", "foret". */
  key: string;
  /** Typed with a capital and not at the start of an all-caps text. */
  capital: boolean;
}

import { foldText as fold } from '#shared/fold-text';

export { fold };

const WORD = /\p{L}+'|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

/**
 * The text's words, or null when it holds what no frame can: a question, several sentences, symbols.
 * One final period or exclamation mark is allowed ("Un Dragon.", "Retrouver le trésor perdu !").
 */
export function words(text: string): Word[] | null {
  let cleaned = text
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  cleaned = cleaned.replace(/\s*[.!]+$/u, '').trim();
  if (!cleaned) return [];
  // An all-caps text says nothing about names: "UN ROBOT GÉANT" is "un robot géant".
  const allCaps = !/\p{Ll}/u.test(cleaned) && /\p{Lu}.*\p{Lu}/u.test(cleaned);
  if (allCaps) cleaned = cleaned.toLowerCase();
  const found = cleaned.match(WORD) ?? [];
  const result: Word[] = [];
  for (const raw of found) {
    if (!/[\p{L}\p{N}]/u.test(raw) && raw !== ',') return null;
    result.push({ raw, key: fold(raw), capital: /^\p{Lu}/u.test(raw) });
  }
  return result;
}

/** The keys of a vocabulary phrase. */
export function keysOf(phrase: string): string[] {
  return (words(phrase) ?? []).map((word) => word.key);
}

/** "Forêt enchantée." and "la foret enchantee" compare equal; used for the presets' titles and descriptions. */
export function sameText(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

/** A text as sameText compares it: folded, punctuation as spaces. */
export const comparable = (text: string): string =>
  fold(text)
    .replace(/[’'`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
