import { useSyncExternalStore } from 'react';
import { readCookieChoice, subscribeToCookieChoice, type CookieChoice } from '@/lib/analytics/consent';
import { hasStoredSession } from '@/lib/auth/stored-session';

/**
 * What the public pages know of the visitor, read from the browser's storage. The pages are prerendered:
 * the server knows nothing of the visitor, so both hooks give the server's answer while the prerendered
 * page hydrates (`useSyncExternalStore`'s server snapshot), then re-render with the browser's. The
 * hydrated markup thus matches the prerendered one, and a page rendered without prerendering (dev server)
 * shows the browser's answer at once.
 */

/** Another tab signing in or out, or answering the banner, changes the storage: the `storage` event. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const signedOutOnServer = () => false;

/** Whether a parent seems signed in in this browser (a hint for 'Mon espace', never a proof); false on the server. */
export function useHasStoredSession(): boolean {
  return useSyncExternalStore(subscribeToStorage, () => hasStoredSession(), signedOutOnServer);
}

/** The server cannot know the answer: undefined keeps the banner away from the prerendered page. */
const unknownOnServer = () => undefined;

/** The visitor's answer to the cookie banner, null while there is none, undefined until the page is hydrated. */
export function useCookieChoice(): CookieChoice | null | undefined {
  return useSyncExternalStore(subscribeToCookieChoice, () => readCookieChoice(), unknownOnServer);
}
