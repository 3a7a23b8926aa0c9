import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { VoiceMediaRepository, VoiceRowRepository } from '#core/voice/voice-repository';

const VOICE_ATTRIBUTE = 'voiceParagraphs';

export function createVoiceRowRepository(client: DynamoDBDocumentClient, table: string): VoiceRowRepository {
  const failedCondition = (error: unknown) => error instanceof ConditionalCheckFailedException || (error as { name?: string }).name === 'ConditionalCheckFailedException';
  return {
    async recordParagraph(userId, storyId, paragraph, stored, now) {
      const Key = { userId, storyId };
      // One paragraph's entry set in place, so two uploads side by side never overwrite each other; the map is
      // made by the first one. Both only while the row exists: a deleted story is never written back.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          await client.send(
            new UpdateCommand({
              TableName: table,
              Key,
              UpdateExpression: 'SET #voice.#paragraph = :stored, updatedAt = :now',
              ConditionExpression: 'attribute_exists(storyId) AND attribute_exists(#voice)',
              ExpressionAttributeNames: { '#voice': VOICE_ATTRIBUTE, '#paragraph': String(paragraph) },
              ExpressionAttributeValues: { ':stored': stored, ':now': now.toISOString() },
            }),
          );
          return true;
        } catch (error) {
          if (!failedCondition(error)) throw error;
        }
        try {
          await client.send(
            new UpdateCommand({
              TableName: table,
              Key,
              UpdateExpression: 'SET #voice = :voice, updatedAt = :now',
              ConditionExpression: 'attribute_exists(storyId) AND attribute_not_exists(#voice)',
              ExpressionAttributeNames: { '#voice': VOICE_ATTRIBUTE },
              ExpressionAttributeValues: { ':voice': { [String(paragraph)]: stored }, ':now': now.toISOString() },
            }),
          );
          return true;
        } catch (error) {
          if (!failedCondition(error)) throw error;
          // Either the story is gone, or another upload made the map first: the loop tells which.
        }
      }
      return false;
    },

    async clear(userId, storyId, now) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: { userId, storyId },
            UpdateExpression: 'REMOVE #voice SET updatedAt = :now',
            ConditionExpression: 'attribute_exists(storyId)',
            ExpressionAttributeNames: { '#voice': VOICE_ATTRIBUTE },
            ExpressionAttributeValues: { ':now': now.toISOString() },
          }),
        );
        return true;
      } catch (error) {
        if (failedCondition(error)) return false;
        throw error;
      }
    },
  };
}

export function createVoiceMediaRepository(storage: S3Client, bucket: string): VoiceMediaRepository {
  return {
    async put(key, audio, contentType) {
      // Private and never cached by a shared cache: it is the parent's voice.
      await storage.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: audio, ContentType: contentType, CacheControl: 'private, max-age=3600' }));
    },
  };
}