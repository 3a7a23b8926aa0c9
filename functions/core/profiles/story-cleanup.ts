import { DeleteObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { STORIES_BY_PROFILE_INDEX } from '../../../shared/tables';
import { storyMediaKeys } from '../../../shared/media';

/** Removes a profile's stories and their media: the port the profile deletion uses. */
export interface StoryCleanup {
  /** Deletes every story of the profile (and its image and audio) and returns how many there were. */
  deleteStoriesOfProfile(userId: string, profileId: string): Promise<number>;
}

const BATCH_SIZE = 25;

/**
 * The caller must have checked that the profile is theirs (a GetItem in their partition) before: the
 * index is keyed by profile id, and each story found is deleted by its full key, user id included.
 */
export function createStoryCleanup(client: DynamoDBDocumentClient, storiesTable: string, storage: S3Client, mediaBucket: string): StoryCleanup {
  return {
    async deleteStoriesOfProfile(userId, profileId) {
      const storyIds: string[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: storiesTable,
            IndexName: STORIES_BY_PROFILE_INDEX,
            KeyConditionExpression: 'profileId = :profileId',
            ExpressionAttributeValues: { ':profileId': profileId },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) if (item.userId === userId) storyIds.push(String(item.storyId));
        startKey = page.LastEvaluatedKey;
      } while (startKey);

      for (let index = 0; index < storyIds.length; index += BATCH_SIZE) {
        const batch = storyIds.slice(index, index + BATCH_SIZE);
        // Media first: a story row never points at media that is already gone.
        await storage.send(
          new DeleteObjectsCommand({
            Bucket: mediaBucket,
            Delete: { Objects: batch.flatMap((storyId) => storyMediaKeys(storyId).map((Key) => ({ Key }))), Quiet: true },
          }),
        );
        let requests = batch.map((storyId) => ({ DeleteRequest: { Key: { userId, storyId } } }));
        for (let attempt = 0; requests.length > 0; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
          if (attempt > 5) throw new Error('Stories could not all be deleted');
          const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [storiesTable]: requests } }));
          requests = (UnprocessedItems?.[storiesTable] ?? []) as typeof requests;
        }
      }
      return storyIds.length;
    },
  };
}
