import { PROGRESS, statusRank, storyIdSchema, type Illustration, type StoryDetail } from '@shared/stories';
import { pictureCaption } from '@/features/stories/messages';

/**
 * The story's rules (read by the story view, its article and the progress screen) that need no React (spec part 2 §2, §4).
 */

/**
 * The story's paragraphs, cut as the server counts them for the pictures' places (shared/stories.ts):
 * at blank lines; single line breaks stay inside their paragraph, and empty paragraphs are dropped.
 */
export { storyParagraphs } from '@shared/stories';

/** One picture of the page: its number for a regeneration (1-based) and where the API says it goes. */
export interface PagePicture extends Illustration {
  picture: number;
}

/**
 * Where the pictures go (issue 16, the picture book): the first (the opening) at the top, in the 400 px
 * area, as always; each other one just before its paragraph (`before[n]`), or after the text when its
 * paragraph is not there. A story answered without illustrations still has its `imageUrl` at the top.
 */
export function picturePlaces(story: Pick<StoryDetail, 'illustrations' | 'imageUrl' | 'imageMissing' | 'title'>, paragraphCount: number) {
  const pictures: PagePicture[] =
    story.illustrations.length > 0
      ? story.illustrations.map((illustration, index) => ({ ...illustration, picture: index + 1 }))
      : [{ picture: 1, url: story.imageUrl, paragraph: 0, moment: 'opening', caption: pictureCaption(story.title), missing: story.imageMissing }];
  const [top, ...others] = pictures;
  const before = new Map<number, PagePicture[]>();
  const after: PagePicture[] = [];
  for (const picture of others) {
    if (picture.paragraph < paragraphCount) before.set(picture.paragraph, [...(before.get(picture.paragraph) ?? []), picture]);
    else after.push(picture);
  }
  return { top: top!, before, after };
}

/** The first missing picture not yet drawn again automatically: pictures are repaired one at a time (one drawing per parent at once). */
export function nextPictureToRepair(pictures: readonly Pick<PagePicture, 'picture' | 'missing'>[], tried: ReadonlySet<number>): number | undefined {
  return pictures.find((picture) => picture.missing && !tried.has(picture.picture))?.picture;
}

/** What the page and the progress screen need of a story to tell what of it is ready. */
export type ReadinessStory = Pick<StoryDetail, 'status' | 'narrationRequested' | 'narrationComplete' | 'content'> & Partial<Pick<StoryDetail, 'audioParts'>>;

/**
 * Issue 27 item 7, the one rule the progress screen and the story page share: a story is finished when it
 * is completed and the page has every medium it will show — the whole narration when one was asked for
 * (every part of it, issue 30). Until then the page says 'En cours'.
 */
export function isStoryReadyToRead(story: ReadinessStory): boolean {
  return story.status === 'completed' && (!story.narrationRequested || story.narrationComplete);
}

/**
 * Issue 30: the text is written (and kept: past the Moderator), so the story page can show it while its
 * pictures and narration are still being made. The progress screen hands over to the page then.
 */
export function isTextReady(story: ReadinessStory): boolean {
  return story.status !== 'failed' && statusRank(story.status) >= statusRank('content_generated') && story.content.trim() !== '';
}

/** 'En cours' shows on a story that is neither ready to read nor failed (spec part 2 §2). */
export function isInProgress(story: ReadinessStory): boolean {
  return story.status !== 'failed' && !isStoryReadyToRead(story);
}

/** Issue 30, sound within seconds: how often a story still waiting for its text or its first sound is read again. */
export const FIRST_SOUND_POLL_MS = 1_000;
/** While the narration's next parts are being made: the part playing lasts longer than this. */
export const NEXT_PART_POLL_MS = 2_000;

/**
 * While the story is still being made, the page asks again: every second until the text and the narration's
 * first part are there (a parent and a child are waiting for them), every 2 s while the narration's next
 * parts are made, then every 5 s for the last pictures (spec part 2 §4, image readiness).
 */
export function storyPollDelay(story: ReadinessStory | undefined): number | false {
  if (story === undefined || !isInProgress(story)) return false;
  if (!isTextReady(story) || (story.narrationRequested && (story.audioParts?.length ?? 0) === 0)) return FIRST_SOUND_POLL_MS;
  if (story.narrationRequested && !story.narrationComplete) return NEXT_PART_POLL_MS;
  return PROGRESS.pollIntervalMs;
}

/** A story id is a ULID: anything else is not one of the parent's stories, and is not even asked for. */
export function isPossibleStoryId(id: string): boolean {
  return storyIdSchema.safeParse(id).success;
}
