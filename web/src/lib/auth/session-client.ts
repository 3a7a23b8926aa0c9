import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { isNetworkFailure, storedParent, type StoredParent } from './offline-parent';

/**
 * The two calls the app shell needs on every page (who is signed in, sign out). Kept apart from
 * auth-client.ts so the shell's chunk does not carry the sign-in and sign-up code of the /auth page.
 */

const storedParentOfThisApp = (): StoredParent | null => storedParent(Amplify.getConfig().Auth?.Cognito?.userPoolClientId);

/**
 * Amplify's session, or, without a network, the parent whose tokens this device keeps even if they have
 * expired (they cannot be refreshed offline): the stories saved on the device open for them (offline-parent.ts).
 * Offline, Amplify is not asked at all: its refresh would only fail after its retries.
 */
async function sessionTokens(options?: { forceRefresh: true }): Promise<{ id: string; email: string; idToken: string } | null> {
  if (isNetworkFailure(undefined)) return storedParentOfThisApp();
  try {
    const { tokens } = await fetchAuthSession(options);
    const payload = tokens?.idToken?.payload;
    if (!payload?.sub || !tokens?.idToken) return null;
    return { id: String(payload.sub), email: String(payload.email ?? ''), idToken: tokens.idToken.toString() };
  } catch (error) {
    const stored = isNetworkFailure(error) ? storedParentOfThisApp() : null;
    if (stored) return stored;
    throw error;
  }
}

/** The signed-in parent from the current tokens (refreshed silently when expired; offline, as last stored), or null. */
export async function currentParent(): Promise<{ id: string; email: string } | null> {
  const parent = await sessionTokens();
  return parent ? { id: parent.id, email: parent.email } : null;
}

/**
 * The current session's ID token, or undefined when nobody is signed in. Amplify refreshes it when it
 * expires within 5 s (ID tokens live 15 minutes: infra/constructs/auth.ts); `forceRefresh` asks for a new
 * one even so, for a token the API refused all the same (a clock that runs behind). Offline, the last one
 * stored, expired or not: no request reaches the API then, and the service worker only reads whose it is.
 */
export async function currentIdToken(options: { forceRefresh?: boolean } = {}): Promise<string | undefined> {
  return (await sessionTokens(options.forceRefresh ? { forceRefresh: true } : undefined))?.idToken;
}

export async function signOutParent(): Promise<void> {
  await signOut();
}
