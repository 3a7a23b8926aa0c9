import { paths } from '@/lib/paths';
import { AUTH_BACK_LINK_TEXT } from '@/features/auth/messages';

/** Where the guard sent the parent from, kept in the navigation state of /auth. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * After a sign-in: back to the protected page the parent first asked for, or /app. Only paths of this
 * app are followed (never a full URL), and never /auth itself.
 */
export function returnPathAfterSignIn(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.app;
  if (from.pathname === paths.auth || from.pathname.startsWith(`${paths.auth}/`)) return paths.app;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Spec part 1 §2: reset mode from the path, from `redirect_to=/app`, or from a recovery marker in the URL. */
export function isResetMode(location: { pathname: string; search: string; hash: string }): boolean {
  if (location.pathname === paths.authResetPassword) return true;
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  return query.get('redirect_to') === paths.app || hash.has('access_token') || hash.get('type') === 'recovery' || query.get('type') === 'recovery';
}

/** The back link at the top of /auth: where it goes and what it says, or null when it is not shown. */
export interface AuthBackLink {
  to: string;
  label: string;
}

/**
 * Issue 18, 'no loop for a visitor'. In reset mode the link goes back to the sign-in form. Otherwise it
 * says 'Retour à l'accueil' and leads to `/`, only while a public home page is routed (`publicPaths` is
 * lib/route-table.ts's PUBLIC_PATHS): without one, `/` would lead to /app, whose guard sends a visitor
 * straight back to /auth. The landing page (issue 14) is routed, so the link is shown.
 */
export function authBackLink(resetMode: boolean, publicPaths: readonly string[]): AuthBackLink | null {
  if (resetMode) return { to: paths.auth, label: AUTH_BACK_LINK_TEXT.toSignIn };
  if (publicPaths.includes(paths.home)) return { to: paths.home, label: AUTH_BACK_LINK_TEXT.toHome };
  return null;
}
