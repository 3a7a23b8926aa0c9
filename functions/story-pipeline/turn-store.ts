import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoryMedium } from '#shared/story-makers-files';
import { WAITING_TURN_ATTRIBUTE } from '#shared/story-turns';
import { StoryGoneError } from '#core/stories/story-pipeline';
import { EMPTY_TURN_LINE, type TurnLine, type TurnStore, type WaitingStories } from './story-turns';

/** The turns table: one item per medium (partition key `medium`), its version, holders and line. */
export function createTurnStore(client: DynamoDBDocumentClient, table: string): TurnStore {
  return {
    async read(medium) {
      // Consistent: a turn given a moment ago must be seen, or it would be given twice.
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: { medium }, ConsistentRead: true }));
      return Item ? { holders: (Item.holders ?? {}) as TurnLine['holders'], line: (Item.line ?? []) as TurnLine['line'], version: Number(Item.version) } : EMPTY_TURN_LINE;
    },
    async write(medium, next, current) {
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: { medium, version: current.version + 1, holders: next.holders, line: next.line },
            ConditionExpression: current.version === 0 ? 'attribute_not_exists(#medium)' : '#version = :version',
            ExpressionAttributeNames: current.version === 0 ? { '#medium': 'medium' } : { '#version': 'version' },
            ...(current.version === 0 ? {} : { ExpressionAttributeValues: { ':version': current.version } }),
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

/** The story row's place in line (shared/story-turns.ts WAITING_TURN_ATTRIBUTE), which `GET /api/stories/{id}` reads. */
export function createWaitingStories(client: DynamoDBDocumentClient, storiesTable: string): WaitingStories {
  return {
    async markWaiting(userId, storyId, medium: StoryMedium, ahead) {
      const attribute = WAITING_TURN_ATTRIBUTE[medium];
      try {
        await client.send(
          new UpdateCommand({
            TableName: storiesTable,
            Key: { userId, storyId },
            UpdateExpression: ahead === undefined ? 'REMOVE #place' : 'SET #place = :ahead',
            // Never recreate a story deleted with its profile while it waited.
            ConditionExpression: 'attribute_exists(storyId)',
            ExpressionAttributeNames: { '#place': attribute },
            ...(ahead === undefined ? {} : { ExpressionAttributeValues: { ':ahead': ahead } }),
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new StoryGoneError('The story was deleted while it waited for its turn');
        throw error;
      }
    },
  };
}
