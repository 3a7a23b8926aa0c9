import { splitSentences } from './text-metrics';
import { FEELINGS } from './banks/feelings';

/**
 * For confident readers, neighbouring sentences of a paragraph may become one: "Léa hésita. Mais elle
 * continua." → "Léa hésita, mais elle continua." Only plain narration is joined (no dialogue, no
 * exclamation), and only where French joins naturally (see joinPair).
 */

/** Sentence openings that the joined sentence turns into a connector. */
const CONNECTORS: [RegExp, string][] = [
  [/^Mais /, ', mais '],
  [/^Puis /, ', puis '],
  [/^Et /, ', et '],
  [/^Ensuite, /, ', puis '],
  [/^Soudain, /, ', quand soudain, '],
  [/^Tout à coup, /, ', quand tout à coup, '],
  [/^Heureusement, /, ' ; heureusement, '],
];

const countWords = (text: string): number => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/**
 * The feelings' names (banks/feelings.ts keys, accents put back by their first letters' pattern): two emotion lines told
 * after one event (compose.ts SAME_CAUSE) are never joined into one sentence, which would read as a list of emotions.
 */
const FEELING_WORD = new RegExp(`(?<![\\p{L}])(?:${FEELINGS.flatMap((feeling) => feeling.keys).map((key) => key.replace(/e/gu, '[eéèê]').replace(/i/gu, '[iî]')).join('|')})`, 'iu');

function joinable(first: string, second: string): boolean {
  if (!/[\p{L}\d)]\.$/u.test(first)) return false;
  if (FEELING_WORD.test(first) && FEELING_WORD.test(second)) return false;
  if (/[«»]/.test(first) || /[«»]/.test(second)) return false;
  if (/\?$/.test(second.trim()) || (/[!…]$/.test(second.trim()) && countWords(second) < 4)) return false;
  return true;
}

/** "Il" that is no one ("Il y avait", "Il fallait"): never taken for the child. */
const IMPERSONAL = /^Il (y |fallait|faut|faisait|était (une fois|temps)|restait|manquait|commença à pleuvoir|pleuvait|n'y )/;

/**
 * Joins one boundary; null when it would not read well. Only two cases are joined: the second
 * sentence opens with a connector ("Mais", "Puis"…), or the child is the subject of both (the name or
 * the pronoun, then the pronoun) and the first has no "et" yet (so no "…, et …, et …").
 */
function joinPair(first: string, second: string, subject: { name: string; pronoun: string }): string | null {
  const head = first.slice(0, -1);
  // One colon per sentence: "X : Y, et elle Z : W" reads badly.
  if (head.includes(':') && second.includes(':')) return null;
  for (const [pattern, connector] of CONNECTORS) {
    if (pattern.test(second)) return head + connector + second.replace(pattern, '');
  }
  const hasEt = /\bet\b/.test(head);
  // "Léa sourit. Elle…" or "Léa sourit. Léa…": the child goes on; "et" once per sentence at most.
  const aboutChild = first.startsWith(`${subject.name} `) || (first.startsWith(`${subject.pronoun} `) && !IMPERSONAL.test(first));
  const goesOn = second.startsWith(`${subject.pronoun} `) || second.startsWith(`${subject.name} `);
  if (aboutChild && goesOn && !IMPERSONAL.test(second) && !hasEt && !/\bet\b/.test(second)) {
    const rest = second.startsWith(`${subject.name} `) ? second.slice(subject.name.length + 1) : second.slice(subject.pronoun.length + 1);
    return `${head}, et ${subject.pronoun.toLowerCase()} ${rest}`;
  }
  // "Le chemin était long. C'était…" → "Le chemin était long : c'était…" (one colon per sentence).
  if (/^(C'|Ce n'|Ça |Cela |Il fallait )/.test(second) && !/:/.test(head)) return `${head} : ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
  return null;
}

/**
 * Joins sentences of a paragraph: each boundary whose draw is below `probability` is joined, as long
 * as the sentence stays under `maxWords`.
 */
export function combineSentences(
  paragraph: string,
  probability: number,
  maxWords: number,
  draws: () => number,
  subject: { name: string; pronoun: string },
): string {
  if (probability <= 0) return paragraph;
  const sentences = splitSentences(paragraph);
  const result: string[] = [];
  for (const sentence of sentences) {
    const previous = result[result.length - 1];
    const draw = draws();
    if (previous !== undefined && draw < probability && joinable(previous, sentence) && countWords(previous) + countWords(sentence) + 1 <= maxWords) {
      const joined = joinPair(previous, sentence, subject);
      if (joined) {
        result[result.length - 1] = joined;
        continue;
      }
    }
    result.push(sentence);
  }
  return result.join(' ');
}
