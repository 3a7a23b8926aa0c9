import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storyAudioKey, storyImageKey, storyTimingsKey } from '#shared/media';
import { SIGNED_URL_SECONDS, type StoryMediaRepository } from '#core/stories/story-media-repository';
import type { WordTiming } from '#core/story-makers-port';
const MAX_KEYS_PER_DELETE = 1000;

export function createStoryMediaRepository(storage: S3Client, bucket: string, options: { signedUrlSeconds?: number } = {}): StoryMediaRepository {
  const put = (Key: string, Body: Uint8Array | string, ContentType: string) =>
    storage.send(new PutObjectCommand({ Bucket: bucket, Key, Body, ContentType, CacheControl: 'private, max-age=3600' }));

  return {
    async putImage(storyId, png, picture = 1) {
      const key = storyImageKey(storyId, picture);
      await put(key, png, 'image/png');
      return key;
    },

    async putNarration(storyId, mp3, words, part = 1) {
      const audioKey = storyAudioKey(storyId, part);
      const timingsKey = storyTimingsKey(storyId, part);
      // Timings first: an audio object never exists without its read-along.
      await put(timingsKey, JSON.stringify(words), 'application/json');
      await put(audioKey, mp3, 'audio/mpeg');
      return { audioKey, timingsKey };
    },

    async readImage(storyId, picture) {
      try {
        const { Body } = await storage.send(new GetObjectCommand({ Bucket: bucket, Key: storyImageKey(storyId, picture) }));
        return Body ? await Body.transformToByteArray() : undefined;
      } catch (error) {
        // Any other failure (throttling, access) is the step's to retry, not a missing picture.
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        await storage.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },

    async remove(keys) {
      // DeleteObjects takes at most 1000 keys a call.
      for (let index = 0; index < keys.length; index += MAX_KEYS_PER_DELETE) {
        const batch = keys.slice(index, index + MAX_KEYS_PER_DELETE);
        const { Errors = [] } = await storage.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        if (Errors.length > 0) throw new Error(`${Errors.length} media objects could not be deleted (${Errors[0]?.Code ?? 'unknown'})`);
      }
    },

    async readTimings(key) {
      const { Body } = await storage.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return JSON.parse((await Body?.transformToString('utf8')) ?? '[]') as WordTiming[];
    },

    async readContent(key) {
      try {
        const { Body } = await storage.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const document = JSON.parse((await Body?.transformToString('utf8')) ?? 'null') as { content?: unknown } | null;
        return typeof document?.content === 'string' && document.content.trim() ? document.content : undefined;
      } catch {
        return undefined;
      }
    },

    signedUrl(key) {
      return getSignedUrl(storage, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: options.signedUrlSeconds ?? SIGNED_URL_SECONDS });
    },
  };
}