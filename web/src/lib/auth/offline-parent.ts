/*
 * No import: session-client.ts reads this, and the integration tests run session-client.ts in Node, without
 * the web's `@/` alias (tests/integration/session-refresh.test.ts).
 */

/** Amplify's prefix for the tokens it keeps in localStorage (stored-session.ts names it too, for the public pages). */
const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.';

function localStorageOrNone(): Pick<Storage, 'getItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The parent whose tokens this device keeps, as read without a network: who they are, and their last ID token. */
export interface StoredParent {
  id: string;
  email: string;
  /** Possibly expired: only the service worker reads it, to give a saved copy to the parent who saved it. */
  idToken: string;
}

/**
 * The signed-in parent as Amplify left them in localStorage (`<prefix><client>.LastAuthUser`, then
 * `<prefix><client>.<user>.idToken`), whether or not the token has expired. A long trip without a network
 * outlives the ID token (15 minutes) and the refresh needs Cognito, yet the stories saved on this device
 * must still open: the session is then this identity, for the device's own copies only — the API checks
 * every token itself, and signing out (or another parent signing in) removes both the tokens and the copies.
 */
export function storedParent(clientId: string | undefined, storage: Pick<Storage, 'getItem'> | undefined = localStorageOrNone()): StoredParent | null {
  if (!storage || !clientId) return null;
  try {
    const user = storage.getItem(`${AMPLIFY_PREFIX}${clientId}.LastAuthUser`);
    const idToken = user ? storage.getItem(`${AMPLIFY_PREFIX}${clientId}.${user}.idToken`) : null;
    const payload = idToken ? jwtPayload(idToken) : null;
    if (!idToken || typeof payload?.sub !== 'string' || payload.sub === '') return null;
    return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : '', idToken };
  } catch {
    // A blocked storage or a token that is not a JWT: nobody is known on this device.
    return null;
  }
}

function jwtPayload(token: string): { sub?: unknown; email?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown; email?: unknown };
}

/**
 * Whether a failure is the network's (the browser knows it is offline, or Amplify could not reach Cognito)
 * rather than the session's: only then is the stored parent used instead of a refreshed session.
 */
export function isNetworkFailure(error: unknown, online: boolean = typeof navigator === 'undefined' || (navigator as { onLine?: boolean }).onLine !== false): boolean {
  if (!online) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NetworkError';
}
