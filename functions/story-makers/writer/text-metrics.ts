/**
 * How the writer measures its own text, to hit the length band of the child's age and the sentence
 * length of the reading level. A word is a whitespace-separated token with a letter or digit in it
 * ("l'arbre" is one word, "!" none); a sentence ends at . ! ? … followed by a capital or «.
 */

export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…](?:[\s\u00A0]*»)?)\s+(?=[«\p{Lu}])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0);
}

export function meanSentenceLength(text: string): number {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return 0;
  return countWords(text) / sentences.length;
}
