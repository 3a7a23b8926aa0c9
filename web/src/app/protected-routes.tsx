import type { RouteObject } from 'react-router-dom';

/**
 * The routes shown inside the app shell (login required; spec part 1 §2, "Protected").
 *
 * Empty on purpose: a route is added here together with its real screen, never as a placeholder, so
 * until then its path shows the not-found screen. Add each one lazily, from its feature folder, e.g.
 * `{ path: paths.app, lazy: () => import('../features/home/home-page') }`, where the module exports
 * `Component` (and `ErrorBoundary` or `loader` if it needs them).
 */
export const protectedRoutes: RouteObject[] = [];
