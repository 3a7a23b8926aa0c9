import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** S3 bucket names are lower case; the twin derives them from the template's logical ids. */
export function localBucketName(logicalId: string): string {
  return logicalId.toLowerCase();
}

/**
 * s3rver on loopback, its files under the twin's data folder. Note: it checks the access key and
 * the expiry of presigned URLs but not their signature.
 */
export async function startS3(options: { directory: string; bucketLogicalIds: string[] }): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    configureBuckets: options.bucketLogicalIds.map((id) => ({ name: localBucketName(id) })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
