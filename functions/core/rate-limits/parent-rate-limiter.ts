import { type TokenBucketRule } from './token-bucket';

/** Takes one token of a parent's own bucket, or refuses with ParentRateLimitedError (a French 429). */
export interface ParentRateLimiter {
  /** ParentRateLimitedError when the bucket is empty; AccountDeletedError when the account is gone. */
  take(userId: string, rule: TokenBucketRule, now: Date): Promise<void>;
}
