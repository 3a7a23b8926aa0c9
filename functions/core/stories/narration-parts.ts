import { MAX_NARRATION_PARTS } from '#shared/media';
import { storyParagraphs } from '#shared/stories';
import type { WrittenStory } from '#core/story-makers-port';

/**
 * How a story's narration is cut into parts (issue 30: sound within seconds). The first part is small —
 * the title and the opening paragraph, or its first sentences when that paragraph is long — so that it is
 * narrated, stored and playing while the rest is still being narrated; the second part is everything else,
 * the moral included. Read one after the other, the parts say exactly the words the whole story says, in
 * the same order: the page's read-along pairs their timings with the text as if they were one narration.
 *
 * The cut depends on the text only, so a retried step cuts the same parts and narrates only those missing.
 */

/** The first part stops at the first sentence end past this many words (a few seconds of speech). */
export const FIRST_PART_MIN_WORDS = 20;
/** An opening paragraph up to this long is kept whole in the first part. */
export const FIRST_PART_MAX_WORDS = 45;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A sentence with its final marks (and any closing quote) and the spaces after it. */
const SENTENCE = /[^.!?…]*(?:[.!?…]+["»”)’]*\s*|$)/gu;

/**
 * The opening paragraph cut after the first sentence that ends past FIRST_PART_MIN_WORDS, when the
 * paragraph is longer than FIRST_PART_MAX_WORDS; otherwise whole (`rest` empty).
 */
function cutOpening(paragraph: string): { head: string; rest: string } {
  if (wordCount(paragraph) <= FIRST_PART_MAX_WORDS) return { head: paragraph, rest: '' };
  let end = 0;
  for (const match of paragraph.matchAll(SENTENCE)) {
    if (match[0] === '') break;
    end = match.index + match[0].length;
    if (wordCount(paragraph.slice(0, end)) >= FIRST_PART_MIN_WORDS) break;
  }
  return { head: paragraph.slice(0, end).trim(), rest: paragraph.slice(end).trim() };
}

/**
 * The parts to narrate, in order (at most MAX_NARRATION_PARTS): one when the story is all opening, two
 * otherwise. Each part is a written story of its own for the narrator: the title only in the first, the
 * moral only in the last.
 */
export function narrationParts(story: WrittenStory): WrittenStory[] {
  const [opening, ...others] = storyParagraphs(story.content);
  if (opening === undefined) return [story];
  const { head, rest } = cutOpening(opening);
  const remaining = [rest, ...others].filter((paragraph) => paragraph !== '');
  if (remaining.length === 0 && !story.moral.trim()) return [story];
  const parts = [
    { title: story.title, content: head, moral: '' },
    { title: '', content: remaining.join('\n\n'), moral: story.moral },
  ];
  return parts.slice(0, MAX_NARRATION_PARTS);
}
