import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FAILED_STATUS } from '#shared/stories';
import type { Story } from '#core/stories/story';
import type { TestStoryRepository } from '#core/test-tools/test-story-repository';

const IS_DEMO = 'attribute_exists(storyId) AND isDemo = :true';

export function createTestStoryRepository(client: DynamoDBDocumentClient, tables: { stories: string; profiles: string }): TestStoryRepository {
  const update = async (userId: string, storyId: string, expression: string, names: Record<string, string>, values: Record<string, unknown>) => {
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tables.stories,
          Key: { userId, storyId },
          UpdateExpression: expression,
          ConditionExpression: IS_DEMO,
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: { ...values, ':true': true },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as Story | undefined;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  };

  return {
    async getDemo(userId, storyId) {
      const { Item } = await client.send(new GetCommand({ TableName: tables.stories, Key: { userId, storyId }, ConsistentRead: true }));
      const story = Item as Story | undefined;
      return story?.isDemo === true ? story : undefined;
    },

    async create(story) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: { TableName: tables.profiles, Key: { userId: story.userId, profileId: story.profileId }, ConditionExpression: 'attribute_exists(profileId)' } },
              { Put: { TableName: tables.stories, Item: story, ConditionExpression: 'attribute_not_exists(storyId)' } },
            ],
          }),
        );
        return 'created';
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return 'no_profile';
        throw error;
      }
    },

    async setStatus(userId, storyId, status, failureReason, now) {
      const at = now.toISOString();
      return status === FAILED_STATUS
        ? update(userId, storyId, 'SET #status = :status, failureReason = :reason, updatedAt = :now', { '#status': 'status' }, { ':status': status, ':reason': failureReason, ':now': at })
        : update(userId, storyId, 'SET #status = :status, updatedAt = :now REMOVE failureReason', { '#status': 'status' }, { ':status': status, ':now': at });
    },

    async attachNarration(userId, storyId, audio, now) {
      const updated = await update(
        userId,
        storyId,
        'SET audioKey = :audioKey, timingsKey = :timingsKey, narrationDurationMs = :durationMs, narrationRequested = :true, updatedAt = :now',
        {},
        { ':audioKey': audio.audioKey, ':timingsKey': audio.timingsKey, ':durationMs': audio.durationMs, ':now': now.toISOString() },
      );
      return updated !== undefined;
    },
  };
}