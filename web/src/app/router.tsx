import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { authRoutes, protectedRoutes } from './protected-routes';
import { aboutAliasRoute, publicRoutes } from './public-routes';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFallback } from './route-fallback';

/**
 * The router (its addresses are lib/route-table.ts's). Every screen is a lazy chunk, so a page downloads
 * only its own code; in particular the app shell (Amplify, React Query) is never part of a public page's
 * initial JS, nor of the prerendered public pages.
 */
export const routes: RouteObject[] = [
  {
    // Pathless root: one French error screen and one loading state for every route below.
    id: 'root',
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: RouteFallback,
    children: [
      {
        // Pathless layout of the public pages: the visitors' header and menu, the footer, the cookie banner.
        id: 'public',
        lazy: () => import('@/features/public/components/public-layout'),
        children: publicRoutes,
      },
      aboutAliasRoute,
      // Spec part 1 §2: /plans redirects to the shop (whose guard asks a visitor to sign in first).
      { path: paths.plans, element: <Navigate to={paths.shop} replace /> },
      {
        // Pathless layout: loads the configuration, Amplify, the session, React Query and the toaster.
        id: 'app-shell',
        lazy: () => import('./app-shell'),
        children: [
          ...authRoutes,
          // The guard of spec part 1 §4 in front of every protected route.
          { id: 'require-session', lazy: () => import('./require-session'), children: protectedRoutes },
        ],
      },
      // The not-found page, or a family link's page (issue 31, item 2): see unrouted-page.tsx.
      { path: '*', lazy: () => import('./unrouted-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
