/**
 * Waiting on a condition with a deadline, for tests that watch something happen elsewhere (a pipeline
 * finishing, a signed URL expiring). A fixed sleep either waits too long or not long enough on a loaded
 * machine; a poll stops as soon as the condition holds and fails with a clear message when it never does.
 */

export interface WaitForOptions {
  /** Give up after this long; the condition is checked one last time at the deadline. */
  readonly timeoutMs: number;
  /** Pause between two checks (default 50 ms). */
  readonly intervalMs?: number;
  /** What is awaited, for the failure message ("story 01H… to finish"). */
  readonly description: string;
}

/** The condition still did not hold at the deadline. */
export class WaitForTimeoutError extends Error {
  constructor(
    readonly description: string,
    readonly timeoutMs: number,
    readonly lastValue: unknown,
  ) {
    super(`Waited ${timeoutMs} ms for ${description}; last seen: ${describeValue(lastValue)}`);
    this.name = 'WaitForTimeoutError';
  }
}

function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks `condition` until it returns a truthy value, and returns that value. A falsy value means "not
 * yet"; an error thrown by the condition is a failure and ends the wait at once (a poll must not hide a
 * broken request behind a timeout).
 */
export async function waitFor<T>(condition: () => T | Promise<T>, options: WaitForOptions): Promise<NonNullable<T>> {
  const { timeoutMs, intervalMs = 50, description } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    const left = deadline - Date.now();
    if (left <= 0) throw new WaitForTimeoutError(description, timeoutMs, value);
    await pause(Math.min(intervalMs, left));
  }
}
