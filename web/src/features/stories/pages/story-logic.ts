import { PROGRESS, storyIdSchema, type StoryStatus } from '@shared/stories';

/**
 * The story page's rules that need no React (spec part 2 §2, §4).
 */

/**
 * The story's paragraphs: the text is cut at blank lines (spec: double line breaks are preserved);
 * single line breaks stay inside their paragraph, and empty paragraphs are dropped.
 */
export function storyParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** While the story is still being made, the page asks again every 5 s (spec part 2 §4, image readiness). */
export function storyPollDelay(status: StoryStatus | undefined): number | false {
  if (status === undefined || status === 'completed' || status === 'failed') return false;
  return PROGRESS.pollIntervalMs;
}

/** 'En cours' shows on a story that is neither finished nor failed (spec part 2 §2). */
export function isInProgress(status: StoryStatus): boolean {
  return status !== 'completed' && status !== 'failed';
}

/** A story id is a ULID: anything else is not one of the parent's stories, and is not even asked for. */
export function isPossibleStoryId(id: string): boolean {
  return storyIdSchema.safeParse(id).success;
}
