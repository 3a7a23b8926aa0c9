import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '#shared/story-shares';

/** A new link's secret: 32 random bytes, base64url (43 characters). Given to the parent once, never stored. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/**
 * What the table keeps: the token's SHA-256. A random 256-bit secret needs no salt or slow hash (nothing to
 * guess from a dictionary), and a read of the table never yields a working link.
 */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
