import type { MakerUsage } from '#shared/maker-prices';
import { FAILED_STATUS, STORY_STATUSES, statusRank, type StoryStatus } from '#shared/stories';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import type { Story, StoredAudioPart } from '#core/stories/story';
import type { StoryQueryRepository } from '#core/stories/story-query-repository';
import type { StoryRepository } from '#core/stories/story-repository';
import type { WrittenStory } from '#core/story-makers-port';
import type { StoryScene } from '#core/story-scenes';
import { pictureKeyAttribute } from '#core/stories/story-pictures';

/** The parent most fixtures belong to. */
export const PARENT_ID = 'parent-1';

/**
 * The stories table in memory, with the same conditions as the DynamoDB adapter (story-repository.ts),
 * so that use cases can be driven through a race step by step (each call can be intercepted) without a
 * network. Story ids are unique, so rows are kept by id; every call still checks the row's `userId`, as
 * the adapter's key does: another parent's story is simply not there.
 */
export class InMemoryStories implements StoryRepository {
  readonly rows = new Map<string, Story>();
  /** Runs before each call, by name: tests delete a row at a chosen moment. */
  readonly before: Partial<Record<keyof StoryRepository, () => void>> = {};
  /** Every write that changed a row, as `method storyId[ value]`: a step run again must add none. */
  readonly writes: string[] = [];

  put(story: Story): void {
    this.rows.set(story.storyId, structuredClone(story));
  }

  async get(userId: string, storyId: string): Promise<Story | undefined> {
    this.before.get?.();
    const row = this.row(userId, storyId);
    return row && structuredClone(row);
  }

  async advanceStatus(userId: string, storyId: string, to: StoryStatus, now: Date): Promise<boolean> {
    this.before.advanceStatus?.();
    const row = this.row(userId, storyId);
    const earlier: readonly StoryStatus[] = STORY_STATUSES.slice(0, Math.max(0, statusRank(to)));
    if (!row || to === FAILED_STATUS || !earlier.includes(row.status)) return false;
    return this.write(row, 'advanceStatus', { status: to }, now, to);
  }

  async saveContent(userId: string, storyId: string, written: WrittenStory & { scenes: StoryScene[] }, now: Date): Promise<boolean> {
    this.before.saveContent?.();
    const row = this.row(userId, storyId);
    if (!row || !['draft', 'generating_text'].includes(row.status)) return false;
    return this.write(
      row,
      'saveContent',
      { title: written.title, content: written.content, moral: written.moral, scenes: structuredClone(written.scenes), status: 'content_generated' },
      now,
    );
  }

  async attachImage(userId: string, storyId: string, picture: number, imageKey: string, now: Date): Promise<boolean> {
    this.before.attachImage?.();
    const row = this.row(userId, storyId);
    if (!row || row.status === FAILED_STATUS) return false;
    // The first picture's write is named as before the picture book; the others say which picture.
    return this.write(row, 'attachImage', { [pictureKeyAttribute(picture)]: imageKey }, now, picture === 1 ? undefined : String(picture));
  }

  async attachAudio(userId: string, storyId: string, audio: { audioKey: string; timingsKey: string; durationMs: number }, now: Date): Promise<boolean> {
    this.before.attachAudio?.();
    const row = this.row(userId, storyId);
    if (!row || row.status === FAILED_STATUS) return false;
    return this.write(row, 'attachAudio', { audioKey: audio.audioKey, timingsKey: audio.timingsKey, narrationDurationMs: audio.durationMs }, now);
  }

  async attachAudioParts(userId: string, storyId: string, parts: readonly StoredAudioPart[], partCount: number, now: Date): Promise<boolean> {
    this.before.attachAudioParts?.();
    const row = this.row(userId, storyId);
    if (!row || row.status === FAILED_STATUS) return false;
    return this.write(row, 'attachAudioParts', { audioParts: structuredClone([...parts]), narrationPartCount: partCount }, now, String(parts.length));
  }

  async recordUsage(userId: string, storyId: string, usage: readonly MakerUsage[], costUsd: number): Promise<boolean> {
    this.before.recordUsage?.();
    const row = this.row(userId, storyId);
    if (!row) return false;
    // The adapter's list_append and ADD: what another step stored stays, whatever the status; updatedAt unchanged.
    row.usage = [...(row.usage ?? []), ...structuredClone(usage)];
    row.costUsd = (row.costUsd ?? 0) + costUsd;
    this.writes.push(`recordUsage ${storyId}`);
    return true;
  }

  private row(userId: string, storyId: string): Story | undefined {
    const row = this.rows.get(storyId);
    return row?.userId === userId ? row : undefined;
  }

  private write(row: Story, method: keyof StoryRepository, fields: Partial<Story>, now: Date, value?: string): true {
    Object.assign(row, fields, { updatedAt: now.toISOString() });
    this.writes.push([method, row.storyId, value].filter(Boolean).join(' '));
    return true;
  }
}

/**
 * The adapter's reads of a parent's stories (story-query-repository.ts) over the same rows: the caller's partition
 * only, newest first (ids sort by creation), after the cursor, at most `maxRead` rows looked at, and a
 * `next` cursor after a full page.
 */
export class InMemoryStoryQueryRepository implements StoryQueryRepository {
  constructor(private readonly stories: InMemoryStories) {}

  async newest(
    userId: string,
    { limit, filter = {}, afterStoryId, maxRead = Number.POSITIVE_INFINITY }: Parameters<StoryQueryRepository['newest']>[1],
  ): Promise<{ stories: Story[]; next: string | undefined }> {
    const partition = [...this.stories.rows.values()]
      .filter((story) => story.userId === userId && (afterStoryId === undefined || story.storyId < afterStoryId))
      .sort((a, b) => (a.storyId < b.storyId ? 1 : -1));
    const stories = partition
      .slice(0, maxRead)
      .filter(
        (story) =>
          (!filter.statuses || filter.statuses.includes(story.status)) &&
          (filter.profileId === undefined || story.profileId === filter.profileId || story.siblingProfileId === filter.profileId) &&
          (filter.isDemo === undefined || story.isDemo === filter.isDemo),
      )
      .slice(0, limit)
      .map((story) => structuredClone(story));
    return { stories, next: stories.length === limit ? stories.at(-1)!.storyId : undefined };
  }
}

/** A story of the parent `parent-1`, at a status, with the sample request (its text once it is written). */
export function storyAt(storyId: string, status: StoryStatus, fields: Partial<Story> = {}): Story {
  const written = status !== FAILED_STATUS && statusRank(status) >= statusRank('content_generated');
  return {
    userId: PARENT_ID,
    storyId,
    profileId: 'profile-1',
    title: written ? 'Le titre' : '',
    content: written ? 'Il était une fois…' : '',
    moral: '',
    status,
    creditType: 'bonus',
    isDemo: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    request: { ...SAMPLE_STORY_REQUEST, seed: storyId },
    narrationRequested: true,
    ...fields,
  };
}
