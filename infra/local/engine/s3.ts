import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { LOOPBACK_ADDRESS, onlyLoopbackHosts, type LoopbackMessages } from './loopback';
import { onlySignedRequests } from './s3-signatures';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

interface S3rverInstance {
  configureBuckets(): Promise<void>;
  callback(): RequestListener;
  /** Its filesystem store (s3rver 3.7's `store`): where an object's files are. */
  store: {
    getResourcePath(bucket: string, key: string, resource: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
  };
}

/**
 * s3rver's delete removes an object's files and then every folder of its key left empty; a put of another key
 * under that folder at the same moment (the audio step writing part 2 while a story's other objects are
 * deleted) then opens its file in a folder just removed, and the unhandled error of that write ends the whole
 * process (a CI run met it). S3 has no folders: the twin's delete removes the object's files only, and an
 * empty folder stays, listed as nothing (a listing reads object files).
 */
function deleteWithoutFolders(store: S3rverInstance['store']): void {
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** The one key pair s3rver knows (its built-in account): the functions and the twin sign with it. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** How long stop() waits for the requests being answered (an object of a few megabytes takes milliseconds). */
const STOP_DRAIN_MS = 5_000;

/** S3 bucket names are lower case; the twin derives them from the template's logical ids. */
export function localBucketName(logicalId: string): string {
  return logicalId.toLowerCase();
}

/**
 * s3rver on loopback, its files under the twin's data folder. It runs behind our own HTTP server (its
 * documented `callback()`), so a request naming another host never reaches it, and neither does one
 * S3 would refuse: unsigned, signed with another secret, or a presigned URL changed or expired (s3rver
 * itself checks only the access key id and the expiry: s3-signatures.ts).
 */
/** A bucket's CORS rule as the template writes it (`CorsConfiguration.CorsRules`). */
export interface CorsRule {
  AllowedMethods: string[];
  AllowedOrigins: string[];
  AllowedHeaders?: string[];
  ExposedHeaders?: string[];
  MaxAge?: number;
}

/** The template's CORS rules in the XML s3rver reads (S3's own PutBucketCors document). */
export function corsConfigurationXml(rules: CorsRule[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const element = (name: string, values: string[] = []) => values.map((value) => `<${name}>${escape(value)}</${name}>`).join('');
  const body = rules
    .map(
      (rule) =>
        `<CORSRule>${element('AllowedOrigin', rule.AllowedOrigins)}${element('AllowedMethod', rule.AllowedMethods)}${element('AllowedHeader', rule.AllowedHeaders)}` +
        `${element('ExposeHeader', rule.ExposedHeaders)}${rule.MaxAge === undefined ? '' : `<MaxAgeSeconds>${rule.MaxAge}</MaxAgeSeconds>`}</CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${body}</CORSConfiguration>`;
}

export async function startS3(options: {
  directory: string;
  bucketLogicalIds: string[];
  /** Each bucket's CORS rules from the template, if it has any (the media bucket: the page saves stories for offline reading). */
  corsRules?: Record<string, CorsRule[]>;
  loopbackMessages?: LoopbackMessages;
}): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const s3rver = new S3rver({
    silent: true,
    directory: options.directory,
    configureBuckets: options.bucketLogicalIds.map((id) => {
      const rules = options.corsRules?.[id];
      return { name: localBucketName(id), configs: rules?.length ? [corsConfigurationXml(rules)] : [] };
    }),
  });
  deleteWithoutFolders(s3rver.store);
  await s3rver.configureBuckets();
  const credentials = { [LOCAL_S3_CREDENTIALS.accessKeyId]: LOCAL_S3_CREDENTIALS.secretAccessKey };
  const handler = onlyLoopbackHosts(onlySignedRequests(credentials, s3rver.callback()), options.loopbackMessages);
  // Requests still being answered: stop() lets them finish first. s3rver writes an object's file while it
  // answers and has no handler for that stream's errors, so a write still open when the twin removes its
  // data folder (a pipeline step finishing after its test) would end the whole process on ENOENT (a CI run met it).
  const inFlight = new Set<Promise<void>>();
  const server = createServer((request, response) => {
    const answered = new Promise<void>((resolve) => response.once('close', () => resolve()));
    inFlight.add(answered);
    void answered.then(() => inFlight.delete(answered));
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_ADDRESS, resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('s3rver has no address');
  return {
    endpoint: `http://${LOOPBACK_ADDRESS}:${address.port}`,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, STOP_DRAIN_MS).unref())]);
      server.closeAllConnections();
      await closed;
    },
  };
}
