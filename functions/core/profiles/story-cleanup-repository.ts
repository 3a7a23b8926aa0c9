import { storyMediaKeys } from '#shared/media';
import { LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';
import { logger } from '#core/logger';
import type { StoryShareRepository } from '#core/shares/share-repository';
import { owesCredit, type DeletableStory, type StoryCreditRepository } from '#core/stories/story-credit-repository';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import type { StoryRepository } from '#core/stories/story-repository';

/** Removes a profile's stories and their media: the port the profile deletion uses. */
export interface StoryCleanupRepository {
  /**
   * Deletes every story of the profile (giving back the credit of each one not finished) and then their
   * image and audio; returns how many stories there were.
   */
  deleteStoriesOfProfile(userId: string, profileId: string): Promise<number>;
}

export interface StoryCleanupPorts {
  /** The profile's stories by a strongly consistent read of the parent's own partition (never an index alone). */
  listStoriesOfProfile(userId: string, profileId: string): Promise<DeletableStory[]>;
  stories: Pick<StoryRepository, 'get'>;
  credits: Pick<StoryCreditRepository, 'deleteStory'>;
  media: Pick<StoryMediaRepository, 'remove'>;
  /** The family links of the deleted stories (issue 31, item 2): a view already fails once the row is gone; this removes their items. */
  shares?: Pick<StoryShareRepository, 'revoke'>;
  now?: () => Date;
  /** Waits between two tries on a story that changed meanwhile (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

/** Finished stories deleted side by side: each touches only its own row. */
const PARALLEL_DELETIONS = 8;

/**
 * Rows first, media after: a pipeline step that writes an object after its row is gone finds the row
 * missing when it attaches the object and removes it itself (story-pipeline.ts), and any object written
 * before the row went is removed here. The other order would let an object slip in between.
 */
export function storyCleanup(ports: StoryCleanupPorts): StoryCleanupRepository {
  const now = ports.now ?? (() => new Date());

  /**
   * One story: deleted (with its refund when owed) under a condition on what was read, read again when it moved
   * on (its pipeline writes it, or a refund races ours), under the credits' one retry policy; gone meanwhile: done.
   */
  const deleteOne = async (found: DeletableStory): Promise<void> => {
    await retryOnConflict(
      async (attempt) => {
        const story = attempt === 1 ? found : await ports.stories.get(found.userId, found.storyId, { consistent: true });
        if (!story) return undefined;
        return (await ports.credits.deleteStory(story, now())) === 'changed' ? LOST_RACE : undefined;
      },
      { sleep: ports.sleep, exhausted: () => new Error(`Story ${found.storyId} kept changing while it was being deleted`) },
    );
  };

  return {
    async deleteStoriesOfProfile(userId, profileId) {
      const found = await ports.listStoriesOfProfile(userId, profileId);
      const deleted: string[] = [];
      const failures: unknown[] = [];
      const settle = async (stories: DeletableStory[]) => {
        for (const [index, result] of (await Promise.allSettled(stories.map(deleteOne))).entries()) {
          if (result.status === 'fulfilled') deleted.push(stories[index]!.storyId);
          else failures.push(result.reason);
        }
      };
      // Refunds one at a time: they all move the same account item, and would only conflict side by side.
      for (const story of found.filter(owesCredit)) await settle([story]);
      const finished = found.filter((story) => !owesCredit(story));
      for (let index = 0; index < finished.length; index += PARALLEL_DELETIONS) await settle(finished.slice(index, index + PARALLEL_DELETIONS));
      // The media of every row deleted, even when another story failed: once its row is gone, nothing would find them again.
      try {
        await ports.media.remove(deleted.flatMap(storyMediaKeys));
      } catch (error) {
        logger.error('Media of deleted stories could not be removed', { storyIds: deleted, error: error instanceof Error ? error.name : String(error) });
        throw error;
      }
      // After the rows: a link made meanwhile needs its story's row (the link's transaction checks it), so none is left.
      if (ports.shares) for (const storyId of deleted) await ports.shares.revoke(userId, storyId);
      if (failures.length > 0) throw failures[0];
      return found.length;
    },
  };
}
