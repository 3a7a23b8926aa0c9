import { STORAGE_KEYS } from '@/lib/constants';

/**
 * The visitor's answer to the cookie banner (spec part 1 §3: `cookiesAccepted` in local storage, true once the
 * banner is accepted; part 1 §4: removed at sign-out). Analytics read it before every event and send nothing
 * without it. The banner itself comes with the public pages' issue: it calls `setCookieConsent(true)`.
 */

/** The part of `localStorage` these functions use, so tests pass a plain object. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's storage, or undefined where there is none (or it is blocked, as in some private modes). */
function browserStorage(): ConsentStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** True only when the visitor accepted the cookies: no answer, any other value or no storage means no. */
export function hasCookieConsent(storage: ConsentStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.cookiesAccepted) === 'true';
  } catch {
    return false;
  }
}

/** What the banner calls: accepting stores `true`; refusing (or withdrawing) removes the answer. */
export function setCookieConsent(accepted: boolean, storage: ConsentStorage | undefined = browserStorage()): void {
  try {
    if (accepted) storage?.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    else storage?.removeItem(STORAGE_KEYS.cookiesAccepted);
  } catch (error) {
    // A full or blocked storage: the visitor stays without consent, which is the safe side.
    console.error(error);
  }
}
