import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@/lib/paths';
import type { RoutedPath } from '@/lib/route-table';

/** A route of the table in lib/route-table.ts (router.test.ts checks that the two lists match exactly). */
type TableRoute = RouteObject & { path: RoutedPath };

/**
 * Routes of the app shell that need no session: the sign-in screen (spec part 1 §2, "/auth and
 * /auth/reset-password"). It is under the shell because it needs Amplify; a signed-in visitor is sent on.
 */
export const authRoutes: TableRoute[] = [
  { path: paths.auth, lazy: () => import('@/features/auth/pages/auth-page') },
  { path: paths.authResetPassword, lazy: () => import('@/features/auth/pages/auth-page') },
];

/**
 * The routes shown behind the guard (login required; spec part 1 §2, "Protected").
 *
 * A route is added here and to lib/route-table.ts together with its real screen, never as a placeholder, so
 * until then its path shows the not-found screen. Each one is lazy, from its feature folder, and exports
 * `Component`; only app/ imports the features.
 */
export const protectedRoutes: TableRoute[] = [
  { path: paths.app, lazy: () => import('@/features/stories/pages/home-page') },
  { path: paths.account, lazy: () => import('@/features/account/pages/account-page') },
  { path: paths.childProfile, lazy: () => import('@/features/profiles/pages/create-profile-page') },
  { path: routePatterns.editProfile, lazy: () => import('@/features/profiles/pages/edit-profile-page') },
  // The wizard and its progress screen are one page (spec part 2 §2): the id in the route picks the view.
  { path: paths.create, lazy: () => import('@/features/stories/pages/create-story-page') },
  { path: routePatterns.storyLoading, lazy: () => import('@/features/stories/pages/create-story-page') },
  { path: routePatterns.story, lazy: () => import('@/features/stories/pages/story-page') },
  // The library has two addresses (spec part 2 §2); the progress screen uses the second.
  { path: paths.library, lazy: () => import('@/features/stories/pages/library-page') },
  { path: paths.appLibrary, lazy: () => import('@/features/stories/pages/library-page') },
  // The shop and the page its payments come back to (spec part 2 §2); /plans redirects to the shop (router.tsx).
  { path: paths.shop, lazy: () => import('@/features/shop/pages/shop-page') },
  // The /test page (spec part 2 §2): its calls answer admins only; anyone signed in sees the page and the API's 403.
  // Its test story's loading screen shows on the page (an Outlet of it): the stories feature's own screen,
  // composed here because features never import each other.
  {
    path: paths.test,
    lazy: () => import('@/features/test-tools/pages/test-page'),
    children: [{ path: routePatterns.testLoading, lazy: () => import('@/features/stories/pages/story-progress-preview') }],
  },
  // AdminSync (spec part 2 §2): two buttons on the caller's own account; the admin tools only for the `admins` group.
  { path: paths.adminSync, lazy: () => import('@/features/admin/pages/admin-sync-page') },
  // The support form (spec part 1 §2): its menu entry appears with it.
  { path: paths.support, lazy: () => import('@/features/support/pages/support-page') },
  { path: paths.thankYou, lazy: () => import('@/features/shop/pages/thank-you-page') },
];
