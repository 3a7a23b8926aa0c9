import { createHash, createPublicKey, createPrivateKey, generateKeyPairSync, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key the local Cognito signs its tokens with. cognito-local signs with a private key published in
 * its npm package, so anyone could mint an admin token for a twin that trusted it: each data folder gets
 * its own RSA pair instead, made on first start and kept there (never in the repository).
 */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as the JWKS URL serves it. */
  publicJwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

export const SIGNING_KEY_FILE = 'token-signing-key.pem';

/** The data folder's key pair: read from `directory`, or made and written there (readable by its owner only). */
export function loadOrCreateSigningKey(directory: string): SigningKey {
  const file = join(directory, SIGNING_KEY_FILE);
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    try {
      // `wx`: a twin starting at the same moment on the same folder keeps the pair written first.
      writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      pem = readFileSync(file, 'utf8');
    }
  }
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  // RFC 7638 thumbprint: the same key always has the same id, a new folder's key another.
  const kid = createHash('sha256').update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).digest('base64url');
  return { kid, privateKey, publicKey, publicJwk: { kty: jwk.kty, e: jwk.e, n: jwk.n, kid, alg: 'RS256', use: 'sig' } };
}

/** An RS256 JWT over `payload` as it is (its iss, aud, iat and exp included). */
export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const header = { alg: 'RS256', typ: 'JWT', kid: key.kid };
  const input = `${base64url(header)}.${base64url(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/** The claims of a JWT this key signed, or undefined for any other token (another key, another algorithm, malformed). */
export function verifiedClaims(token: unknown, key: SigningKey): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (alg !== 'RS256') return undefined;
    if (!verify('sha256', Buffer.from(`${header}.${payload}`), key.publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The payload of a JWT without checking it: only for tokens cognito-local has just signed in this process. */
export function unverifiedClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
