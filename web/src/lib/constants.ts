/**
 * The spec's values used by the web app (part 1 §9), named so a reader can trace each one back to it.
 */

/** General data cache, app-wide: "stale 5 s, one retry". */
export const QUERY_STALE_TIME_MS = 5_000;
export const QUERY_RETRY = 1;

/** Same-origin prefix of the HTTP API (CloudFront and the local twin both route it to the API). */
export const API_BASE_PATH = '/api';

/** The theme shown when no child profile is selected. */
export const DEFAULT_THEME = 'normal';
