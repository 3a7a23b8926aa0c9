import { vi } from 'vitest';
import type * as SessionModule from '@/lib/auth/session';

/**
 * The parent's session as the component tests set it: `useSession` reads `session.current`, which a test (or its
 * beforeEach) replaces; by default a parent signed in. Wired, like the api double (see there why), with
 * `vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession())`.
 */
export interface SessionDouble {
  status?: SessionModule.SessionStatus;
  user?: { id?: string; email?: string } | null;
  refresh?: () => Promise<unknown>;
  signOut?: () => Promise<unknown>;
}

/** A parent signed in, with the session's two actions doing nothing. */
export function signedIn(user: { id?: string; email?: string } = { id: 'parent-a', email: 'parent@example.fr' }): SessionDouble {
  return { status: 'signedIn', user, refresh: () => Promise.resolve(null), signOut: () => Promise.resolve() };
}

/** Nobody signed in; `refresh` records whether a sign-in asked the session to read itself again. */
export function signedOut(): SessionDouble {
  return { status: 'signedOut', user: null, refresh: vi.fn(() => Promise.resolve(null)), signOut: vi.fn(() => Promise.resolve()) };
}

export const session: { current: SessionDouble } = { current: signedIn() };

/** The session module as the components see it: only `useSession`, answering the test's session. */
export function mockSession() {
  return { useSession: () => session.current } as unknown as typeof SessionModule;
}
