import type { ActiveShare } from '#shared/story-shares';
import { type TokenBucketRule } from '#core/rate-limits/token-bucket';

/**
 * Sort key prefix of a link's item in its parent's partition of the accounts table (`SHARE#<storyId>`): one link
 * per story, listed by the account page with one Query. The privacy function reads it to find the token items.
 */
export const SHARE_SK_PREFIX = 'SHARE#';
/** Partition of a link's token item (`SHARE_TOKEN#<sha-256 of the token>`): what an anonymous view is read by. */
export const SHARE_TOKEN_PARTITION_PREFIX = 'SHARE_TOKEN#';
export const SHARE_TOKEN_SK = 'SHARE_TOKEN';

export const shareTokenKey = (tokenHash: string) => ({ userId: `${SHARE_TOKEN_PARTITION_PREFIX}${tokenHash}`, sk: SHARE_TOKEN_SK });

export interface NewShare {
  ownerId: string;
  storyId: string;
  tokenHash: string;
  /** The story's title, for the account page's list. */
  title: string;
  createdAt: Date;
  expiresAt: Date;
}

/** What a view of a link opens: whose story, which one. */
export interface SharedStoryRef {
  ownerId: string;
  storyId: string;
}

export interface StoryShareRepository {
  /**
   * Stores the link, replacing (and so ending) the story's previous one, while the story exists in the owner's
   * partition with status `completed`: `story_gone` otherwise. AccountDeletedError when the account is closing.
   */
  put(share: NewShare): Promise<'created' | 'story_gone'>;
  /** Ends the story's link at once (both items); false when it had none. */
  revoke(ownerId: string, storyId: string): Promise<boolean>;
  /** The owner's links not yet expired, newest first. */
  listActive(ownerId: string, now: Date): Promise<ActiveShare[]>;
  /**
   * One view of the link: takes a token of its own bucket and says what it opens; `not_found` when the link is
   * unknown, revoked or expired; `rate_limited` when its bucket is empty.
   */
  takeView(tokenHash: string, rule: TokenBucketRule, now: Date): Promise<SharedStoryRef | 'not_found' | 'rate_limited'>;
}
