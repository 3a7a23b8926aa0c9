import { fetchAuthSession, signOut } from 'aws-amplify/auth';

/**
 * The two calls the app shell needs on every page (who is signed in, sign out). Kept apart from
 * auth-client.ts so the shell's chunk does not carry the sign-in and sign-up code of the /auth page.
 */

/** The signed-in parent from the current tokens (refreshed silently when expired), or null. */
export async function currentParent(): Promise<{ id: string; email: string } | null> {
  const { tokens } = await fetchAuthSession();
  const payload = tokens?.idToken?.payload;
  if (!payload?.sub) return null;
  return { id: String(payload.sub), email: String(payload.email ?? '') };
}

/**
 * The current session's ID token, or undefined when nobody is signed in. Amplify refreshes it when it
 * expires within 5 s (ID tokens live 15 minutes: infra/constructs/auth.ts); `forceRefresh` asks for a new
 * one even so, for a token the API refused all the same (a clock that runs behind).
 */
export async function currentIdToken(options: { forceRefresh?: boolean } = {}): Promise<string | undefined> {
  const { tokens } = await fetchAuthSession(options.forceRefresh ? { forceRefresh: true } : undefined);
  return tokens?.idToken?.toString();
}

export async function signOutParent(): Promise<void> {
  await signOut();
}
