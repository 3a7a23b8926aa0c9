import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * Signature Version 4 as S3 checks it, in front of s3rver, which reads only the access key id and the
 * expiry of a presigned URL: a URL whose signature was changed, or any request signed with another
 * secret, would be served. Here every request but a CORS preflight must be signed with one of the
 * twin's keys, in the query (a presigned URL) or in the Authorization header (the SDK), and a presigned
 * URL past its X-Amz-Expires is refused, with S3's own codes and XML.
 *
 * Not checked, as the twin needs no more: the body against x-amz-content-sha256 (the signature covers
 * the hash the client declares), and the 15-minute clock skew S3 allows a header-signed request.
 */

/** Access key id → secret access key. */
export type S3Credentials = Readonly<Record<string, string>>;

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3's longest presigned URL: seven days. */
const MAX_EXPIRES_SECONDS = 604_800;

export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  /** Further elements S3 writes in its error document (e.g. `Expires`, `ServerTime`). */
  details?: Record<string, string>;
}

interface SignedParts {
  accessKeyId: string;
  /** `20261206/eu-west-3/s3/aws4_request` */
  scope: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** The query's own pairs, raw, with X-Amz-Signature left out. */
  queryPairs: [string, string][];
  expiresSeconds?: number;
}

/** Why S3 would refuse this request, or undefined when it would let it through to the bucket. */
export function refusalOf(request: IncomingMessage, credentials: S3Credentials, now: Date): S3Refusal | undefined {
  const method = (request.method ?? 'GET').toUpperCase();
  // A CORS preflight carries no credentials, on S3 too: the bucket's CORS rules answer it.
  if (method === 'OPTIONS') return undefined;
  const rawUrl = request.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const rawPairs = queryStart === -1 ? [] : parseQuery(rawUrl.slice(queryStart + 1));
  const inQuery = rawPairs.some(([name]) => name === 'X-Amz-Algorithm');
  const authorization = request.headers.authorization;
  if (inQuery && authorization !== undefined) {
    return { status: 400, code: 'InvalidArgument', message: 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified' };
  }
  if (!inQuery && authorization === undefined) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };

  const parts = inQuery ? fromQuery(rawPairs) : fromHeader(authorization!, request, rawPairs);
  if ('code' in parts) return parts;

  const secret = Object.hasOwn(credentials, parts.accessKeyId) ? credentials[parts.accessKeyId] : undefined;
  if (secret === undefined) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.', details: { AWSAccessKeyId: parts.accessKeyId } };
  }
  const signedAt = parseAmzDate(parts.amzDate);
  const [scopeDate, region, service, terminator] = parts.scope.split('/');
  if (!signedAt || scopeDate !== parts.amzDate.slice(0, 8) || !region || service !== 's3' || terminator !== 'aws4_request') {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Error parsing the X-Amz-Credential parameter or the X-Amz-Date.' };
  }
  if (!parts.signedHeaders.includes('host')) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Query-string authentication requires the host header to be signed.' };
  }

  const canonicalRequest = [
    method,
    rawPath,
    canonicalQuery(parts.queryPairs),
    ...parts.signedHeaders.map((name) => `${name}:${headerValue(request, name)}`),
    '',
    parts.signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, parts.amzDate, parts.scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [scopeDate, region, service, terminator].reduce<Buffer | string>((key, part) => hmac(key, part), `AWS4${secret}`);
  const expected = hmac(signingKey, stringToSign);
  const provided = /^[0-9a-f]{64}$/.test(parts.signature) ? Buffer.from(parts.signature, 'hex') : Buffer.alloc(0);
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      details: { AWSAccessKeyId: parts.accessKeyId, StringToSign: stringToSign, SignatureProvided: parts.signature },
    };
  }
  // S3 checks the expiry once the signature holds: a forged URL learns nothing from it.
  if (parts.expiresSeconds !== undefined) {
    const expiresAt = new Date(signedAt.getTime() + parts.expiresSeconds * 1000);
    if (now.getTime() > expiresAt.getTime()) {
      return {
        status: 403,
        code: 'AccessDenied',
        message: 'Request has expired',
        details: { 'X-Amz-Expires': String(parts.expiresSeconds), Expires: isoSeconds(expiresAt), ServerTime: isoSeconds(now) },
      };
    }
  }
  return undefined;
}

function fromQuery(pairs: [string, string][]): SignedParts | S3Refusal {
  const value = (name: string) => {
    const found = pairs.find(([key]) => key === name);
    return found ? safeDecode(found[1]) : undefined;
  };
  const [algorithm, credential, amzDate, expires, signedHeaders, signature] = [
    'X-Amz-Algorithm',
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
  ].map(value);
  if (algorithm !== ALGORITHM) return { status: 400, code: 'AuthorizationQueryParametersError', message: 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"' };
  if (!credential || !amzDate || !expires || !signedHeaders || !signature) {
    return {
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message: 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    };
  }
  const expiresSeconds = /^\d+$/.test(expires) ? Number(expires) : NaN;
  if (!(expiresSeconds >= 0 && expiresSeconds <= MAX_EXPIRES_SECONDS)) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'X-Amz-Expires must be less than a week (in seconds) that is; 604800 seconds' };
  }
  const slash = credential.indexOf('/');
  return {
    accessKeyId: credential.slice(0, slash),
    scope: credential.slice(slash + 1),
    amzDate,
    signedHeaders: signedHeaders.split(';'),
    signature,
    // A presigned URL's payload is unsigned unless the URL names its hash.
    payloadHash: value('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    queryPairs: pairs.filter(([name]) => name !== 'X-Amz-Signature'),
    expiresSeconds,
  };
}

function fromHeader(authorization: string, request: IncomingMessage, pairs: [string, string][]): SignedParts | S3Refusal {
  const malformed: S3Refusal = { status: 400, code: 'AuthorizationHeaderMalformed', message: 'The authorization header is malformed.' };
  if (!authorization.startsWith(`${ALGORITHM} `)) return malformed;
  const fields = Object.fromEntries(
    authorization
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((field) => field.trim().split('=', 2) as [string, string?]),
  );
  const [credential, signedHeaders, signature] = [fields.Credential, fields.SignedHeaders, fields.Signature];
  const amzDate = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (!credential || !signedHeaders || !signature || typeof amzDate !== 'string') return malformed;
  if (typeof payloadHash !== 'string') return { status: 400, code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' };
  const slash = credential.indexOf('/');
  return {
    accessKeyId: credential.slice(0, slash),
    scope: credential.slice(slash + 1),
    amzDate,
    signedHeaders: signedHeaders.split(';'),
    signature,
    payloadHash,
    queryPairs: pairs,
  };
}

/** `a=1&b&c=%20` → raw pairs, as sent (an absent `=` is an empty value). */
function parseQuery(query: string): [string, string][] {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    });
}

/** SigV4's canonical query: each name and value decoded, encoded again as RFC 3986 says, sorted. */
function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([name, value]) => [strictEncode(safeDecode(name)), strictEncode(safeDecode(value))] as const)
    .sort(([a, aValue], [b, bValue]) => (a < b ? -1 : a > b ? 1 : aValue < bValue ? -1 : aValue > bValue ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

function parseAmzDate(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** S3's error document. */
export function writeS3Refusal(response: ServerResponse, refusal: S3Refusal): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const details = Object.entries(refusal.details ?? {})
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message>` +
    `${details}<RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(refusal.status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': requestId,
  });
  response.end(body);
}

/** A request listener that lets through only requests S3 would accept from the twin's credentials. */
export function onlySignedRequests(credentials: S3Credentials, listener: RequestListener, clock: () => Date = () => new Date()): RequestListener {
  return (request, response) => {
    const refusal = refusalOf(request, credentials, clock());
    if (refusal) {
      // The body of a refused upload is not read: drop it with the connection rather than buffer it.
      if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined) response.setHeader('connection', 'close');
      writeS3Refusal(response, refusal);
      return;
    }
    listener(request, response);
  };
}
