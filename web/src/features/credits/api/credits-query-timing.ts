/**
 * Spec part 1 §4 and §9, the credits query: stale after 5 s, re-read every 5 s, retried 3 times with an
 * exponential delay (1 s, 2 s, 4 s…) capped at 10 s. The credits feature's own timing (issue 29, item 3: the
 * domain lives in its feature, not in lib/); the shop's thank-you page reads the re-read interval through the
 * feature's index.
 */
export const CREDITS_STALE_TIME_MS = 5_000;
export const CREDITS_REFETCH_INTERVAL_MS = 5_000;
export const CREDITS_RETRY = 3;
export const CREDITS_RETRY_BASE_DELAY_MS = 1_000;
export const CREDITS_RETRY_MAX_DELAY_MS = 10_000;
