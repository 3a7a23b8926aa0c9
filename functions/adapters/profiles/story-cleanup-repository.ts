import type { S3Client } from '@aws-sdk/client-s3';
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { storyCleanup, type StoryCleanupPorts, type StoryCleanupRepository } from '#core/profiles/story-cleanup-repository';
import type { DeletableStory } from '#core/stories/story-credit-repository';
import { STORY_OF_PROFILE_FILTER } from '#core/stories/story-siblings';
import { createStoryShareRepository } from '#adapters/shares/share-repository';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { createStoryRepository } from '#adapters/stories/story-repository';

/** The consistent listing: a Query of the parent's partition filtered on the profile, page by page. */
export function listStoriesOfProfile(client: DynamoDBDocumentClient, storiesTable: string): StoryCleanupPorts['listStoriesOfProfile'] {
  return async (userId, profileId) => {
    const stories: DeletableStory[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: storiesTable,
          KeyConditionExpression: 'userId = :userId',
          // A story of two children goes with either child's profile (story-siblings.ts).
          FilterExpression: STORY_OF_PROFILE_FILTER,
          ProjectionExpression: 'userId, storyId, #status, creditType, isDemo, refundedAt',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':userId': userId, ':profileId': profileId },
          // The index is eventually consistent: a story created a moment ago could be missing from it.
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      stories.push(...((page.Items ?? []) as DeletableStory[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return stories;
  };
}

/** The cleanup on the real tables and bucket (the profiles function). */
export function createStoryCleanupRepository(client: DynamoDBDocumentClient, tables: { stories: string; accounts: string }, storage: S3Client, mediaBucket: string): StoryCleanupRepository {
  return storyCleanup({
    listStoriesOfProfile: listStoriesOfProfile(client, tables.stories),
    stories: createStoryRepository(client, tables.stories),
    credits: createStoryCreditRepository(client, tables),
    media: createStoryMediaRepository(storage, mediaBucket),
    shares: createStoryShareRepository(client, tables),
  });
}