import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MakerUsage } from '../../../shared/maker-prices';
import { FAILED_STATUS, STORY_STATUSES, statusRank, type StoryStatus } from '../../../shared/stories';
import { PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE } from '../../../shared/tables';
import type { WrittenStory } from '../story-makers-port';
import type { StoryScene } from '../story-scenes';
import type { Story, StoredAudioPart } from './story';
import { pictureKeyAttribute } from './story-pictures';

/** The stories the pipeline and the API read and move forward. Every call is inside one parent's partition. */
export interface StoryRepository {
  get(userId: string, storyId: string, options?: { consistent?: boolean }): Promise<Story | undefined>;
  /** Moves the status to `to` only from an earlier status of the spec's order; false when it was not earlier. */
  advanceStatus(userId: string, storyId: string, to: StoryStatus, now: Date): Promise<boolean>;
  /**
   * Stores the written text and the scenes to draw (one per picture) and moves to `content_generated`, only
   * while the text is still being made.
   */
  saveContent(userId: string, storyId: string, written: WrittenStory & { scenes: StoryScene[] }, now: Date): Promise<boolean>;
  /**
   * Points the story at its stored picture `picture` (1-based; the first is `imageKey`), or at its
   * narration, only while the row exists and has not failed: false otherwise, and the caller decides what
   * becomes of the object it stored (see story-pipeline.ts). Each picture is its own attribute, so pictures
   * attached side by side never overwrite one another.
   */
  attachImage(userId: string, storyId: string, picture: number, imageKey: string, now: Date): Promise<boolean>;
  attachAudio(userId: string, storyId: string, audio: { audioKey: string; timingsKey: string; durationMs: number }, now: Date): Promise<boolean>;
  /**
   * Records the narration's parts stored so far (the whole list, in order: one writer, the audio step) and
   * how many there will be, under attachAudio's condition: the page plays part 1 while the rest is made.
   */
  attachAudioParts(userId: string, storyId: string, parts: readonly StoredAudioPart[], partCount: number, now: Date): Promise<boolean>;
  /**
   * Adds a step's paid calls to the story's `usage` and their cost to its `costUsd`, whatever its status (a
   * failed story was paid for too), in one update: the image and audio steps, which run side by side, each
   * append without overwriting the other. False when the story no longer exists. `updatedAt` is left as it
   * is: this is accounting, not progress.
   */
  recordUsage(userId: string, storyId: string, usage: readonly MakerUsage[], costUsd: number): Promise<boolean>;
}

const earlierStatuses = (to: StoryStatus): StoryStatus[] => STORY_STATUSES.slice(0, Math.max(0, statusRank(to)));

export function createStoryRepository(client: DynamoDBDocumentClient, tableName: string): StoryRepository {
  /** One conditional update; a failed condition is an answer (false), not an error. */
  const conditionalUpdate = async (
    userId: string,
    storyId: string,
    set: Record<string, unknown>,
    condition: { expression: string; values?: Record<string, unknown> },
    remove: readonly string[] = [],
  ): Promise<boolean> => {
    const names: Record<string, string> = { '#status': 'status' };
    const values: Record<string, unknown> = { ...condition.values };
    const assignments = Object.entries(set).map(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:f${index}`] = value;
      return `#f${index} = :f${index}`;
    });
    const removals = remove.map((field, index) => {
      names[`#r${index}`] = field;
      return `#r${index}`;
    });
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { userId, storyId },
          UpdateExpression: `SET ${assignments.join(', ')}${removals.length > 0 ? ` REMOVE ${removals.join(', ')}` : ''}`,
          ConditionExpression: `attribute_exists(storyId) AND (${condition.expression})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  /** `#status IN (:s0, :s1, …)` for the given statuses. */
  const statusIn = (statuses: readonly StoryStatus[]) => {
    const values = Object.fromEntries(statuses.map((status, index) => [`:s${index}`, status]));
    return { expression: `#status IN (${Object.keys(values).join(', ')})`, values };
  };

  return {
    async get(userId, storyId, options) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: { userId, storyId }, ConsistentRead: options?.consistent ?? false }),
      );
      return Item as Story | undefined;
    },

    async advanceStatus(userId, storyId, to, now) {
      const earlier = earlierStatuses(to);
      if (to === FAILED_STATUS || earlier.length === 0) return false;
      // A completed story leaves the pending-stories index (shared/tables.ts): the stuck-story job never sees it again.
      const remove = to === 'completed' ? [PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE] : [];
      return conditionalUpdate(userId, storyId, { status: to, updatedAt: now.toISOString() }, statusIn(earlier), remove);
    },

    async saveContent(userId, storyId, written, now) {
      return conditionalUpdate(
        userId,
        storyId,
        {
          title: written.title,
          content: written.content,
          moral: written.moral,
          scenes: written.scenes,
          status: 'content_generated',
          updatedAt: now.toISOString(),
        },
        statusIn(['draft', 'generating_text']),
      );
    },

    async attachImage(userId, storyId, picture, imageKey, now) {
      // A failed story keeps what it has; anything else may get its pictures (regeneration included).
      return conditionalUpdate(
        userId,
        storyId,
        { [pictureKeyAttribute(picture)]: imageKey, updatedAt: now.toISOString() },
        { expression: '#status <> :failed', values: { ':failed': FAILED_STATUS } },
      );
    },

    async recordUsage(userId, storyId, usage, costUsd) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { userId, storyId },
            UpdateExpression: 'SET #usage = list_append(if_not_exists(#usage, :none), :usage) ADD #cost :cost',
            ConditionExpression: 'attribute_exists(storyId)',
            ExpressionAttributeNames: { '#usage': 'usage', '#cost': 'costUsd' },
            ExpressionAttributeValues: { ':none': [], ':usage': usage, ':cost': costUsd },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async attachAudio(userId, storyId, audio, now) {
      return conditionalUpdate(
        userId,
        storyId,
        { audioKey: audio.audioKey, timingsKey: audio.timingsKey, narrationDurationMs: audio.durationMs, updatedAt: now.toISOString() },
        { expression: '#status <> :failed', values: { ':failed': FAILED_STATUS } },
      );
    },

    async attachAudioParts(userId, storyId, parts, partCount, now) {
      return conditionalUpdate(
        userId,
        storyId,
        { audioParts: parts.map((part) => ({ ...part })), narrationPartCount: partCount, updatedAt: now.toISOString() },
        { expression: '#status <> :failed', values: { ':failed': FAILED_STATUS } },
      );
    },
  };
}
