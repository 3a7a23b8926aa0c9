import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { LOOPBACK_ADDRESS, onlyLoopbackHosts, type LoopbackMessages } from './loopback';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

interface S3rverInstance {
  configureBuckets(): Promise<void>;
  callback(): RequestListener;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** S3 bucket names are lower case; the twin derives them from the template's logical ids. */
export function localBucketName(logicalId: string): string {
  return logicalId.toLowerCase();
}

/**
 * s3rver on loopback, its files under the twin's data folder. Note: it checks the access key and
 * the expiry of presigned URLs but not their signature. It runs behind our own HTTP server (its
 * documented `callback()`), so a request naming another host never reaches it.
 */
export async function startS3(options: { directory: string; bucketLogicalIds: string[]; loopbackMessages?: LoopbackMessages }): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const s3rver = new S3rver({
    silent: true,
    directory: options.directory,
    configureBuckets: options.bucketLogicalIds.map((id) => ({ name: localBucketName(id) })),
  });
  await s3rver.configureBuckets();
  const server = createServer(onlyLoopbackHosts(s3rver.callback(), options.loopbackMessages));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_ADDRESS, resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('s3rver has no address');
  return {
    endpoint: `http://${LOOPBACK_ADDRESS}:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
