/**
 * The one policy for a credit write that lost a race (DESIGN "Credits, exactly"): every change of a balance is
 * one DynamoDB transaction under a condition on what was read, so a concurrent change makes it fail rather
 * than be overwritten; the caller then reads again and tries again, under this policy.
 *
 * - `attempts`: 10 tries in all, enough for a parent tapping 'Confirmer' twenty times at once (the busiest
 *   race the tests hold) and far more than a webhook, a reconciliation or an operator meets;
 * - between two tries, a wait drawn uniformly between 0 and `min(maxDelayMs, baseDelayMs × 2^(n−1))` before
 *   the (n+1)th ("full jitter"): racing callers spread out instead of colliding again in step, and the
 *   worst case of all nine waits stays under five seconds, well within an API call's budget;
 * - no wait after the last try: the caller gives up at once (a French 409, or a 500 that Stripe redelivers).
 */
export const CONFLICT_RETRY_POLICY = { attempts: 10, baseDelayMs: 25, maxDelayMs: 1_000 } as const;

/** What a try answers when it lost the race: read again, try again. */
export const LOST_RACE = Symbol('lost race');

export interface RetryOptions {
  /** Waits between two tries (tests pass one that records and does not wait). */
  sleep?: (milliseconds: number) => Promise<void>;
  /** The error thrown once every try lost (the caller's domain error). */
  exhausted: () => Error;
  /** Draws the jitter, in [0, 1). */
  random?: () => number;
}

const realSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** The longest wait before try `attempt + 1` (attempt counts from 1). */
export function backoffCeilingMs(attempt: number): number {
  return Math.min(CONFLICT_RETRY_POLICY.maxDelayMs, CONFLICT_RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1));
}

/**
 * Runs `attempt` (given its number, from 1) until it answers something other than {@link LOST_RACE}, at most
 * {@link CONFLICT_RETRY_POLICY}`.attempts` times, with the policy's jittered wait in between; then throws
 * `exhausted()`. Anything `attempt` throws goes through untouched.
 */
export async function retryOnConflict<T>(attempt: (attempt: number) => Promise<T | typeof LOST_RACE>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let tries = 1; ; tries += 1) {
    const answer = await attempt(tries);
    if (answer !== LOST_RACE) return answer;
    if (tries >= CONFLICT_RETRY_POLICY.attempts) throw options.exhausted();
    await sleep(random() * backoffCeilingMs(tries));
  }
}
