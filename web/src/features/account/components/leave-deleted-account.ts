import { accountDeletedHome } from '@/lib/account-deleted';
import { signOutParent } from '@/lib/auth/auth-client';
import { AMPLIFY_STORAGE_PREFIX } from '@/lib/auth/stored-session';
import { browserStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/constants';
import { accountSelectionKey } from '@/features/profiles';
import { paths } from '@/lib/paths';

/**
 * Once the account is deleted: this browser forgets the parent (their session, the selected child, the
 * remembered choice of this account, the theme, the cookie choice, as a sign-out does, and more), then
 * the public home opens afresh with its confirmation (`/?compte=supprime`). A full page load, not a route
 * change: nothing of the signed-in app (its cached answers, Amplify's state) survives it.
 */
export async function leaveDeletedAccount(userId: string | undefined): Promise<void> {
  const storage = browserStorage();
  const forget = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // A blocked storage holds nothing to forget.
    }
  };
  for (const key of [STORAGE_KEYS.selectedProfileId, STORAGE_KEYS.cookiesAccepted, STORAGE_KEYS.childTheme, ...(userId ? [accountSelectionKey(userId)] : [])]) forget(key);
  try {
    await signOutParent();
  } catch (error) {
    // The sign-in no longer exists, so Cognito may refuse to revoke its token: the local session goes all the same.
    console.error(error);
    const keys: string[] = [];
    for (let index = 0; index < (storage?.length ?? 0); index += 1) keys.push(storage?.key(index) ?? '');
    for (const key of keys.filter((candidate) => candidate.startsWith(AMPLIFY_STORAGE_PREFIX))) forget(key);
  }
  window.location.replace(accountDeletedHome(paths.home));
}
