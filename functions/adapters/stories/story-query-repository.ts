import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Story } from '#core/stories/story';
import type { StoryQueryRepository } from '#core/stories/story-query-repository';
import { STORY_OF_PROFILE_FILTER } from '#core/stories/story-siblings';

/** Items read per request: a page of the library rarely needs more than one. */
const READ_PAGE = 50;

export function createStoryQueryRepository(client: DynamoDBDocumentClient, tableName: string): StoryQueryRepository {
  return {
    async newest(userId, { limit, filter = {}, afterStoryId, maxRead = Number.POSITIVE_INFINITY }) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':userId': userId };
      const conditions: string[] = [];
      if (filter.statuses) {
        names['#status'] = 'status';
        const keys = filter.statuses.map((status, index) => {
          values[`:status${index}`] = status;
          return `:status${index}`;
        });
        conditions.push(`#status IN (${keys.join(', ')})`);
      }
      if (filter.profileId) {
        values[':profileId'] = filter.profileId;
        // A story of two children is in both libraries (story-siblings.ts).
        conditions.push(STORY_OF_PROFILE_FILTER);
      }
      if (filter.isDemo !== undefined) {
        values[':isDemo'] = filter.isDemo;
        conditions.push('isDemo = :isDemo');
      }

      const stories: Story[] = [];
      let startKey: Record<string, unknown> | undefined = afterStoryId ? { userId, storyId: afterStoryId } : undefined;
      let read = 0;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'userId = :userId',
            ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
            ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
            ScanIndexForward: false,
            Limit: READ_PAGE,
            ExclusiveStartKey: startKey,
          }),
        );
        read += page.ScannedCount ?? 0;
        for (const item of (page.Items ?? []) as Story[]) {
          if (stories.length === limit) break;
          stories.push(item);
          // Continue after the last story returned, not after the last one read.
          startKey = { userId, storyId: item.storyId };
        }
        if (stories.length < limit) startKey = page.LastEvaluatedKey;
      } while (stories.length < limit && startKey && read < maxRead);
      // A full page may have a next one (the web asks only after a full page); a short one is the end.
      return { stories, next: stories.length === limit ? stories.at(-1)!.storyId : undefined };
    },
  };
}