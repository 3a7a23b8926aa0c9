import { STORY_MESSAGES } from '#shared/stories';
import {
  firstNameOf,
  SHARE_MESSAGES,
  SHARE_TOKEN_PATTERN,
  SHARE_VIEW_LIMIT,
  sharedStoryPath,
  type ActiveShares,
  type CreatedShare,
  type ShareDurationDays,
  type SharedStory,
} from '#shared/story-shares';
import type { Caller } from '#core/caller';
import { NotFoundError } from '#core/errors';
import { toStoryDetail } from '#core/stories/get-story';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import type { StoryRepository } from '#core/stories/story-repository';
import { ShareViewsLimitedError, StoryNotShareableError } from './share-errors';
import type { StoryShareRepository } from './share-repository';
import { hashShareToken, newShareToken } from './share-token';

export interface StorySharePorts {
  stories: Pick<StoryRepository, 'get'>;
  shares: StoryShareRepository;
  now?: () => Date;
}

export interface CreateSharePorts extends StorySharePorts {
  /** The site's address (`https://…`), which the link starts with. */
  siteUrl: string;
  /** Tests pass a known token; the handler, the random one. */
  newToken?: () => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = (ports: { now?: () => Date }) => ports.now ?? (() => new Date());

/** The caller's own story, or the 404 anyone else's id gets. */
async function ownStory(ports: StorySharePorts, caller: Caller, storyId: string) {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return story;
}

/**
 * `POST /api/stories/{id}/share`: a new link to the caller's finished story, valid `days` days. It replaces the
 * story's previous link (which stops working), so a parent who lost the link makes another. The token is in the
 * answer only: the table keeps its hash.
 */
export async function createShare(ports: CreateSharePorts, caller: Caller, storyId: string, days: ShareDurationDays): Promise<CreatedShare> {
  const story = await ownStory(ports, caller, storyId);
  if (story.status !== 'completed') throw new StoryNotShareableError();
  const createdAt = clock(ports)();
  const expiresAt = new Date(createdAt.getTime() + days * DAY_MS);
  const token = (ports.newToken ?? newShareToken)();
  const outcome = await ports.shares.put({ ownerId: caller.userId, storyId, tokenHash: hashShareToken(token), title: story.title, createdAt, expiresAt });
  // Deleted between the read and the write (its profile, or the account).
  if (outcome === 'story_gone') throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return { url: `${ports.siteUrl}${sharedStoryPath(token)}`, expiresAt: expiresAt.toISOString() };
}

/** `DELETE /api/stories/{id}/share`: the link ends at once. Only on the caller's own story (404 otherwise); no link is no error. */
export async function revokeShare(ports: StorySharePorts, caller: Caller, storyId: string): Promise<void> {
  await ownStory(ports, caller, storyId);
  await ports.shares.revoke(caller.userId, storyId);
}

/** `GET /api/me/shares`: the caller's links still valid (the account page, and the story page's state). */
export async function listShares(ports: Pick<StorySharePorts, 'shares' | 'now'>, caller: Caller): Promise<ActiveShares> {
  return { shares: await ports.shares.listActive(caller.userId, clock(ports)()) };
}

export interface ViewSharedStoryPorts extends StorySharePorts {
  media: StoryMediaRepository;
}

/**
 * `GET /api/shared/{token}`, without an account: the story behind a valid link, as a read-only page needs it,
 * and the child's first name; nothing about the parent, the profile or other stories. Every way a link can fail
 * (malformed, unknown, revoked, expired, its story deleted) is the same 404, so an answer tells nothing.
 */
export async function viewSharedStory(ports: ViewSharedStoryPorts, token: string): Promise<SharedStory> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new NotFoundError(SHARE_MESSAGES.linkNotFound);
  const opened = await ports.shares.takeView(hashShareToken(token), { name: 'share-view', ...SHARE_VIEW_LIMIT }, clock(ports)());
  if (opened === 'not_found') throw new NotFoundError(SHARE_MESSAGES.linkNotFound);
  if (opened === 'rate_limited') throw new ShareViewsLimitedError();
  // The story's own row, read now: a story deleted since the link was made is gone, whatever its link items say.
  const story = await ports.stories.get(opened.ownerId, opened.storyId, { consistent: true });
  if (!story || story.status !== 'completed') throw new NotFoundError(SHARE_MESSAGES.linkNotFound);
  const detail = await toStoryDetail(story, ports.media);
  // Field by field: whatever the story detail gains later stays off the public page unless added here.
  return {
    title: detail.title,
    // A story of two children (issue 31, item 5) names both, by their first names only.
    childFirstName: story.request.sibling ? `${firstNameOf(story.request.child.name)} et ${firstNameOf(story.request.sibling.name)}` : firstNameOf(story.request.child.name),
    content: detail.content,
    moral: detail.moral,
    illustrations: detail.illustrations.map(({ url, paragraph, caption }) => ({ url, paragraph, caption })),
    audioParts: detail.audioParts,
    words: detail.words,
    parentVoice: detail.voice?.complete
      ? [...detail.voice.paragraphs].sort((left, right) => left.paragraph - right.paragraph).map(({ url, durationMs }) => ({ url, durationMs }))
      : null,
  };
}
