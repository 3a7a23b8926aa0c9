import {
  LIBRARY_PAGE_SIZE,
  PENDING_STATUSES,
  PENDING_STORIES_LIMIT,
  RECENT_STORIES_COUNT,
  STORY_STATUSES,
  type LibraryPage,
  type PendingStory,
  type StoryCard,
} from '#shared/stories';
import type { Caller } from '#core/caller';
import type { Story } from './story';
import type { StoryMediaRepository } from './story-media-repository';
import type { StoryQueryRepository } from './story-query-repository';

export interface ReadStoriesPorts {
  queries: StoryQueryRepository;
  media: StoryMediaRepository;
}

/** Cards carry the beginning of the text, not all of it: a page of six stays small on a phone. */
export const EXCERPT_LENGTH = 240;
/** Pending stories are among the newest: reading further back would only slow the 10 s poll. */
const PENDING_READ_LIMIT = 100;

export function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))}…`;
}

export async function toStoryCard(story: Story, media: StoryMediaRepository): Promise<StoryCard> {
  return {
    id: story.storyId,
    profileId: story.profileId,
    // Brothers and sisters (issue 31, item 5): a story of two children names the second one's profile.
    ...(story.siblingProfileId ? { siblingProfileId: story.siblingProfileId } : {}),
    title: story.title,
    excerpt: excerptOf(story.content),
    moral: story.moral,
    status: story.status,
    createdAt: story.createdAt,
    creditType: story.creditType,
    imageUrl: story.imageKey ? await media.signedUrl(story.imageKey) : null,
    // « La suite » (issue 31, item 1): the library groups a series' episodes.
    ...(story.series ? { series: story.series } : {}),
  };
}

/**
 * `GET /api/stories`: the caller's stories, newest first, a page of 6 (spec part 2 §7, library): the
 * completed ones and those still being made, which the cards show 'En cours' (spec part 2 §2) — the
 * progress screen tells the parent the story waits for them in the library (issue 27 item 8). Failed
 * ones gave their credit back and are not kept.
 */
export async function listLibrary(ports: ReadStoriesPorts, caller: Caller, query: { profileId?: string; cursor?: string }): Promise<LibraryPage> {
  const { stories, next } = await ports.queries.newest(caller.userId, {
    limit: LIBRARY_PAGE_SIZE,
    filter: { statuses: STORY_STATUSES, ...(query.profileId ? { profileId: query.profileId } : {}) },
    ...(query.cursor ? { afterStoryId: query.cursor } : {}),
  });
  return { stories: await Promise.all(stories.map((story) => toStoryCard(story, ports.media))), nextCursor: next ?? null };
}

/** `GET /api/stories/recent`: the 6 newest stories that are not demos, whatever their status (home). */
export async function listRecent(ports: ReadStoriesPorts, caller: Caller): Promise<StoryCard[]> {
  const { stories } = await ports.queries.newest(caller.userId, { limit: RECENT_STORIES_COUNT, filter: { isDemo: false } });
  return Promise.all(stories.map((story) => toStoryCard(story, ports.media)));
}

/**
 * `GET /api/stories/pending`: up to 5 stories still being made (draft to generating_image). Demos (the /test
 * page's) are left out: no pipeline moves them, so a test draft would hold one of the 5 places for good.
 */
export async function listPending(ports: Pick<ReadStoriesPorts, 'queries'>, caller: Caller): Promise<PendingStory[]> {
  const { stories } = await ports.queries.newest(caller.userId, {
    limit: PENDING_STORIES_LIMIT,
    filter: { statuses: PENDING_STATUSES, isDemo: false },
    maxRead: PENDING_READ_LIMIT,
  });
  return stories.map((story) => ({ id: story.storyId, title: story.title, status: story.status, createdAt: story.createdAt }));
}
