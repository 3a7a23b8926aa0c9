import { logger } from '#core/logger';
import type { UsageMeter } from '#core/story-makers-port';
import type { Story } from './story';
import { costOfStory, createUsageLog, type UsageLog } from './story-cost';
import type { StoryRepository } from './story-repository';

/**
 * Stores what a story's makers were paid for (issue 28, item 4), whether the work succeeded or not: a
 * failed or retried call was paid too. Accounting never fails a story nor a parent's request: a store
 * that fails is logged, and lost.
 */
export async function storeUsage(stories: StoryRepository, story: Pick<Story, 'userId' | 'storyId'>, log: UsageLog): Promise<void> {
  if (log.entries.length === 0) return;
  const cost = costOfStory(log.entries);
  try {
    await stories.recordUsage(story.userId, story.storyId, log.entries, cost.usd);
  } catch (error) {
    logger.warn('The story makers usage could not be stored', { storyId: story.storyId, error: error instanceof Error ? error.name : 'unknown' });
    return;
  }
  // Model names and figures only: nothing of the child's story.
  if (cost.unpriced.length > 0) logger.warn('Story makers usage without a list price', { storyId: story.storyId, unpriced: cost.unpriced });
}

/** Runs paid work with a usage log, and stores what it used however the work ends. */
export async function metered<T>(stories: StoryRepository, story: Pick<Story, 'userId' | 'storyId'>, work: (meter: UsageMeter) => Promise<T>): Promise<T> {
  const log = createUsageLog();
  try {
    return await work(log);
  } finally {
    await storeUsage(stories, story, log);
  }
}
