import { DomainError } from '#core/errors';

/**
 * A per-parent token bucket, kept as its "theoretical arrival time" (GCRA): the instant at which the bucket
 * would be full again. Taking a token pushes it one refill interval later; the bucket is empty when it lies
 * more than `capacity` intervals ahead of now. One number per bucket, so DynamoDB can take a token with an
 * atomic `SET tat = tat + :interval` under a condition, whatever the number of requests racing.
 */
export interface TokenBucketRule {
  /** The bucket's item in the parent's partition is `RATE#<name>`. */
  readonly name: string;
  /** Tokens a parent may spend at once, after a pause. */
  readonly capacity: number;
  /** One token comes back every this many milliseconds, up to the capacity. */
  readonly refillEveryMs: number;
}

/**
 * The limits per parent, under the route throttles (infra/constructs/api.ts), which stay the ceiling for
 * all parents together. A parent who reads each story before asking for the next never meets them: a
 * story takes about a minute to make, and 20 at once is what the credit transaction already serves for a
 * parent tapping 'Confirmer' twenty times. What they stop is one parent (or a script with their token)
 * holding a route's shared throttle for long: after a burst, one a minute.
 */
export const PARENT_RATE_LIMITS = {
  /** POST /api/stories: 20 at once, then one a minute (60 an hour at most, sustained). */
  storyCreation: { name: 'story-create', capacity: 20, refillEveryMs: 60_000 },
  /** POST /api/stories/{id}/image, when a picture is drawn: 10 at once (a story has 3), then one a minute. */
  imageRegeneration: { name: 'image-regenerate', capacity: 10, refillEveryMs: 60_000 },
} as const satisfies Record<string, TokenBucketRule>;

export const RATE_LIMIT_SK_PREFIX = 'RATE#';

export const RATE_LIMIT_MESSAGES = {
  tooManyRequests: 'Vous avez fait beaucoup de demandes en peu de temps. Veuillez réessayer dans une minute.',
} as const;

/** 429: the parent's own bucket for this action is empty; nothing was done or spent. */
export class ParentRateLimitedError extends DomainError {
  override readonly name = 'ParentRateLimitedError';
  readonly status = 429;
  constructor(message: string = RATE_LIMIT_MESSAGES.tooManyRequests) {
    super(message);
  }
}

/** The latest arrival time that still leaves a token: `capacity - 1` intervals ahead of now. */
export function latestAllowedArrival(rule: TokenBucketRule, nowMs: number): number {
  return nowMs + (rule.capacity - 1) * rule.refillEveryMs;
}

/**
 * The bucket's arithmetic: the new arrival time when a token is taken at `nowMs`, or undefined when the
 * bucket is empty. A bucket never used, or idle long enough to be full, starts again from now (the tokens
 * of a long pause are not saved beyond the capacity). The DynamoDB repository applies exactly these rules
 * as conditions.
 */
export function takeToken(rule: TokenBucketRule, arrival: number | undefined, nowMs: number): number | undefined {
  if (arrival === undefined || arrival <= nowMs) return nowMs + rule.refillEveryMs;
  if (arrival <= latestAllowedArrival(rule, nowMs)) return arrival + rule.refillEveryMs;
  return undefined;
}

/** Tokens left at `nowMs` for a bucket whose arrival time is `arrival` (for tests and logs). */
export function tokensLeft(rule: TokenBucketRule, arrival: number | undefined, nowMs: number): number {
  if (arrival === undefined || arrival <= nowMs) return rule.capacity;
  return Math.max(0, rule.capacity - Math.ceil((arrival - nowMs) / rule.refillEveryMs));
}
