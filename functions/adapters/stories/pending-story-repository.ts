import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PENDING_PARTITION, PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE, STORIES_BY_PENDING_SINCE_INDEX } from '#shared/tables';
import type { PendingStoryKey, PendingStoryRepository } from '#core/stories/recover-stuck-stories';

/** Keys read per Query page: small items (keys only), so one page is one cheap read. */
const PAGE_SIZE = 50;

/**
 * The pending-stories index of the stories table (shared/tables.ts): a Query of its one partition for the
 * stories created before a moment, oldest first. It lists only unfinished stories (the keys are set with the
 * credit and removed on completion or refund), so it never reads the whole table, and the job reads each
 * story again in its own partition before deciding anything.
 */
export function createPendingStoryRepository(client: DynamoDBDocumentClient, tableName: string): PendingStoryRepository {
  return {
    async pendingBefore(before, limit) {
      const keys: PendingStoryKey[] = [];
      if (limit < 1) return keys;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: STORIES_BY_PENDING_SINCE_INDEX,
            KeyConditionExpression: '#partition = :pending AND #since < :before',
            ExpressionAttributeNames: { '#partition': PENDING_PARTITION_ATTRIBUTE, '#since': PENDING_SINCE_ATTRIBUTE },
            ExpressionAttributeValues: { ':pending': PENDING_PARTITION, ':before': before.toISOString() },
            Limit: Math.min(PAGE_SIZE, limit - keys.length),
            ...(startKey ? { ExclusiveStartKey: startKey } : {}),
          }),
        );
        for (const item of page.Items ?? []) keys.push({ userId: String(item.userId), storyId: String(item.storyId) });
        startKey = page.LastEvaluatedKey;
      } while (startKey && keys.length < limit);
      return keys;
    },

    async forget(story) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { userId: story.userId, storyId: story.storyId },
            UpdateExpression: 'REMOVE #partition, #since',
            ConditionExpression: 'attribute_exists(storyId) AND (#status = :completed OR attribute_exists(refundedAt) OR isDemo = :true)',
            ExpressionAttributeNames: { '#partition': PENDING_PARTITION_ATTRIBUTE, '#since': PENDING_SINCE_ATTRIBUTE, '#status': 'status' },
            ExpressionAttributeValues: { ':completed': 'completed', ':true': true },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}