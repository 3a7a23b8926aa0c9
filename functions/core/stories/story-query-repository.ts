import type { Story } from './story';

/**
 * Reads of a parent's stories, newest first: always a Query of the caller's own partition (story ids
 * are ULIDs, so the sort key orders them by creation). Filters narrow within that partition only.
 */
export interface StoryQueryRepository {
  /**
   * Up to `limit` stories matching the filter, newest first, starting after `afterStoryId`; `next` is
   * the id to continue from when more may follow. At most `maxRead` items are read per call.
   */
  newest(
    userId: string,
    options: { limit: number; filter?: StoryFilter; afterStoryId?: string; maxRead?: number },
  ): Promise<{ stories: Story[]; next: string | undefined }>;
}

export interface StoryFilter {
  statuses?: readonly string[];
  profileId?: string;
  isDemo?: boolean;
}
