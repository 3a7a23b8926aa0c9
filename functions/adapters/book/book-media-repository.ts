import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BOOK_URL_SECONDS, type BookMediaRepository } from '#core/book/book-media-repository';
/** S3 user metadata holding what the cached book was made from (make-story-book.ts `bookFingerprint`). */
const FINGERPRINT_METADATA = 'fingerprint';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createBookMediaRepository(storage: S3Client, bucket: string): BookMediaRepository {
  const head = async (key: string) => {
    try {
      return await storage.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    versions: (keys) => Promise.all(keys.map(async (key) => (await head(key))?.ETag)),

    async read(key) {
      try {
        const { Body } = await storage.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Body ? await Body.transformToByteArray() : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async cachedFingerprint(key) {
      return (await head(key))?.Metadata?.[FINGERPRINT_METADATA];
    },

    async putBook(key, pdf, fingerprint) {
      await storage.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: pdf, ContentType: 'application/pdf', CacheControl: 'private, max-age=300', Metadata: { [FINGERPRINT_METADATA]: fingerprint } }),
      );
    },

    downloadUrl(key, fileName) {
      // RFC 6266: an ASCII fallback and the UTF-8 name, so « Le dragon » keeps its accents.
      const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'livre.pdf';
      const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
      return getSignedUrl(storage, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition, ResponseContentType: 'application/pdf' }), {
        expiresIn: BOOK_URL_SECONDS,
      });
    },
  };
}