import type { ModerationCategory } from '#core/story-makers-port';
import type { Token } from '../common/normalise';

/**
 * Words cut by spaces or punctuation in any places ("su ici de", "pé-do-phi-le", "co.ca.ïne"): the
 * tokens of a text are joined without their separators and a few long, unambiguous stems are searched
 * in the result. A stem counts only when it starts a word and runs over two words or more (inside one
 * word, the word lists already decide: "terroriser" is not "terroriste"), so ordinary French rarely
 * forms one by accident. Only a parent's text and the story's sentences that carry it are searched.
 */
const STEMS: readonly [string, ModerationCategory][] = [
  ['suicid', 'self_harm'],
  ['automutil', 'self_harm'],
  ['scarifi', 'self_harm'],
  ['pedophil', 'sexual'],
  ['pedoporn', 'sexual'],
  ['pedocrimin', 'sexual'],
  ['pornograph', 'sexual'],
  ['masturb', 'sexual'],
  ['sodomi', 'sexual'],
  ['fellation', 'sexual'],
  ['partouze', 'sexual'],
  ['prostitu', 'sexual'],
  ['inceste', 'sexual'],
  ['hitler', 'hate'],
  ['nazisme', 'hate'],
  ['croixgammee', 'hate'],
  ['terroriste', 'violence'],
  ['terrorisme', 'violence'],
  ['djihadiste', 'violence'],
  ['jihadiste', 'violence'],
  ['kamikaze', 'violence'],
  ['attentat', 'violence'],
  ['assassin', 'violence'],
  ['massacre', 'violence'],
  ['decapite', 'violence'],
  ['egorge', 'violence'],
  ['genocide', 'violence'],
  ['cadavre', 'violence'],
  ['pendaison', 'violence'],
  ['cocaine', 'drugs'],
  ['heroinomane', 'drugs'],
  ['methamphetamine', 'drugs'],
  ['ecstasy', 'drugs'],
  ['cannabis', 'drugs'],
  ['marijuana', 'drugs'],
  ['kalachnikov', 'violence'],
  ['mitraillette', 'violence'],
];

/** The stems by their first two letters: a word can start one only if it starts like it. */
const STEMS_BY_START = new Map<string, [string, ModerationCategory][]>();
for (const entry of STEMS) {
  const start = entry[0].slice(0, 2);
  STEMS_BY_START.set(start, [...(STEMS_BY_START.get(start) ?? []), entry]);
}

/** The category of a stem found across words, or undefined. */
export function cutWordCategory(tokens: readonly Token[]): ModerationCategory | undefined {
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const word = tokens[index]?.folded[0] ?? '';
    const stems = word.length >= 2 ? STEMS_BY_START.get(word.slice(0, 2)) : undefined;
    if (stems === undefined) continue;
    for (const [stem, category] of stems) {
      // The word must be the stem's beginning and stop before its end: the stem runs over the next words.
      if (word.length >= stem.length || !stem.startsWith(word)) continue;
      let joined = word;
      for (let next = index + 1; next < tokens.length && joined.length < stem.length; next += 1) joined += tokens[next]?.folded[0] ?? '';
      if (joined.startsWith(stem)) return category;
    }
  }
  return undefined;
}
