import { PROGRESS, storyIdSchema, type Illustration, type StoryDetail } from '@shared/stories';

/**
 * The story page's rules that need no React (spec part 2 §2, §4).
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
      : [{ picture: 1, url: story.imageUrl, paragraph: 0, moment: 'opening', caption: story.title ? `Illustration de l'histoire « ${story.title} »` : "Illustration de l'histoire", missing: story.imageMissing }];
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

/** What the page and the progress screen need of a story to tell whether it is ready to read. */
export type ReadinessStory = Pick<StoryDetail, 'status' | 'narrationRequested' | 'audioUrl'>;

/**
 * Issue 27 item 7, the one rule the progress screen and the story page share: a story is ready to read
 * when it is completed and the page has every medium it will show — the narration's audio when one was
 * asked for. The spec's other reading (text, image and title are enough) sent the parent to a page that
 * still said 'En cours' without a player: it is not used.
 */
export function isStoryReadyToRead(story: ReadinessStory): boolean {
  return story.status === 'completed' && (!story.narrationRequested || (story.audioUrl !== null && story.audioUrl !== ''));
}

/** 'En cours' shows on a story that is neither ready to read nor failed (spec part 2 §2). */
export function isInProgress(story: ReadinessStory): boolean {
  return story.status !== 'failed' && !isStoryReadyToRead(story);
}

/** While the story is still being made, the page asks again every 5 s (spec part 2 §4, image readiness). */
export function storyPollDelay(story: ReadinessStory | undefined): number | false {
  return story !== undefined && isInProgress(story) ? PROGRESS.pollIntervalMs : false;
}

/** A story id is a ULID: anything else is not one of the parent's stories, and is not even asked for. */
export function isPossibleStoryId(id: string): boolean {
  return storyIdSchema.safeParse(id).success;
}
