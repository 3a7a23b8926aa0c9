import { paths } from '@/lib/paths';

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
