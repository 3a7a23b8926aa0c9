import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FAILED_STATUS, STORY_STATUSES, statusRank, type StoryStatus } from '#shared/stories';
import { PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE } from '#shared/tables';
import type { Story } from '#core/stories/story';
import { pictureKeyAttribute } from '#core/stories/story-pictures';
import type { StoryRepository } from '#core/stories/story-repository';

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