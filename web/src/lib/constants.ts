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

/** Spec part 1 §9: redirect to /auth this long after sign-out. */
export const SIGN_OUT_REDIRECT_DELAY_MS = 500;
/** Spec part 1 §9: redirect after a password change (to /auth) or a reset (to /app). */
export const PASSWORD_REDIRECT_DELAY_MS = 2_000;
/** Spec part 1 §9: how long the "already registered" warning and its 'Se connecter' action stay. */
export const SIGNUP_WARNING_DURATION_MS = 8_000;

/**
 * Local storage keys: the spec's two (part 1 §3), removed at sign-out, and the selected child's theme,
 * kept for the pages outside the signed-in area (the 404 page), removed at sign-out too. The per-account
 * memory of the selected child (features/profiles/selection-memory.ts) prefixes `selectedProfileId`.
 */
export const STORAGE_KEYS = {
  selectedProfileId: 'selectedProfileId',
  cookiesAccepted: 'cookiesAccepted',
  childTheme: 'childTheme',
} as const;

/** Spec part 1 §9: going to the shop this long after the toast's shop button is clicked. */
export const SHOP_REDIRECT_DELAY_MS = 100;
