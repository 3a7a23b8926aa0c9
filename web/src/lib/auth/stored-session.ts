import { browserStorage } from '@/lib/browser-storage';
/** Amplify's prefix for the tokens it keeps in localStorage. */
export const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Whether this browser holds a parent's session, read without Amplify: the public pages must not load it
 * (bench:size), yet show a signed-in parent 'Mon espace' instead of the sign-up calls. Amplify keeps
 * `CognitoIdentityServiceProvider.<client>.LastAuthUser` while someone is signed in. It is a hint for a
 * link, never a proof: /app's guard checks the session itself.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = browserStorage()): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(AMPLIFY_STORAGE_PREFIX) && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // A blocked storage: treated as signed out, which only shows the sign-up calls.
  }
  return false;
}
