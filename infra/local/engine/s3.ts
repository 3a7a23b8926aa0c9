import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
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
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** The one key pair s3rver knows (its built-in account): the functions and the twin sign with it. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

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
  await s3rver.configureBuckets();
  const credentials = { [LOCAL_S3_CREDENTIALS.accessKeyId]: LOCAL_S3_CREDENTIALS.secretAccessKey };
  const server = createServer(onlyLoopbackHosts(onlySignedRequests(credentials, s3rver.callback()), options.loopbackMessages));
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
