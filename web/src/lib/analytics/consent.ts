import { browserStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/constants';

/**
 * The visitor's answer to the cookie banner (spec part 1 §3: `cookiesAccepted` in local storage, true once the
 * banner is accepted; part 1 §4: removed at sign-out). Analytics read it before every event and send nothing
 * without it. A refusal is stored too (`'false'`), so that the banner does not ask again at every visit; any
 * value other than `'true'` still means no consent.
 */

/** What the visitor answered: only the audience measurement needs an answer (the session is strictly necessary). */
export type CookieChoice = 'accepted' | 'refused';

/** The part of `localStorage` these functions use, so tests pass a plain object. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored values: the spec's `true`, and ours for a refusal. */
const STORED_VALUES: Readonly<Record<CookieChoice, string>> = { accepted: 'true', refused: 'false' };


/**
 * The stored answer, or null while the visitor has not answered. An unknown value (an older version's, or one
 * typed by hand) counts as no answer, so the banner asks again rather than guessing.
 */
export function readCookieChoice(storage: ConsentStorage | undefined = browserStorage()): CookieChoice | null {
  let value: string | null;
  try {
    value = storage?.getItem(STORAGE_KEYS.cookiesAccepted) ?? null;
  } catch {
    return null;
  }
  if (value === STORED_VALUES.accepted) return 'accepted';
  if (value === STORED_VALUES.refused) return 'refused';
  return null;
}

/** True only when the visitor accepted the cookies: no answer, a refusal, any other value or no storage means no. */
export function hasCookieConsent(storage: ConsentStorage | undefined = browserStorage()): boolean {
  return readCookieChoice(storage) === 'accepted';
}

/** True once the visitor answered the banner, either way: the banner is then shown only when asked for. */
export function hasCookieChoice(storage: ConsentStorage | undefined = browserStorage()): boolean {
  return readCookieChoice(storage) !== null;
}

/** Screens following the answer (the banner), told when it changes in this tab. */
const listeners = new Set<() => void>();

/**
 * What the banner calls: accepting stores `'true'`, refusing (or withdrawing) stores `'false'`. Whoever
 * subscribed is told, even when the storage refused the write: it then reads the answer as missing.
 */
export function setCookieConsent(accepted: boolean, storage: ConsentStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.cookiesAccepted, STORED_VALUES[accepted ? 'accepted' : 'refused']);
  } catch (error) {
    // A full or blocked storage: the visitor stays without consent, which is the safe side.
    console.error(error);
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever the answer may have changed: set in this tab, or in another tab of the site
 * (the `storage` event; sign-out there removes it). For `useSyncExternalStore`; returns the unsubscription.
 */
export function subscribeToCookieChoice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // A null key means the whole storage was cleared.
    if (event.key === null || event.key === STORAGE_KEYS.cookiesAccepted) listener();
  };
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener('storage', onStorage);
  };
}
