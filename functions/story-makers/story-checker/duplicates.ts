import { finding, type StoryFinding, type StoryRule } from './context';
import { normalise } from './text';

/**
 * Duplicated sentences: the same sentence (normalised: case, punctuation and quotation marks aside)
 * twice in a story. Sentences of fewer than three words ("Toc, toc !", "Chut…") are a refrain, not a
 * duplicate.
 */

export const DUPLICATE_RULE = 'duplicate-sentence';

export const checkDuplicates: StoryRule = (context) => {
  const seen = new Set<string>();
  const found: StoryFinding[] = [];
  for (const sentence of context.content.sentences) {
    const key = normalise(sentence.text);
    if (key.split(' ').length < 3) continue;
    if (seen.has(key)) found.push(finding(DUPLICATE_RULE, sentence, 'phrase déjà écrite plus haut dans l\'histoire'));
    seen.add(key);
  }
  return found;
};
