import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../lib/paths';

/**
 * Routes of the app shell that need no session: the sign-in screen (spec part 1 §2, "/auth and
 * /auth/reset-password"). It is under the shell because it needs Amplify; a signed-in visitor is sent on.
 */
export const authRoutes: RouteObject[] = [
  { path: paths.auth, lazy: () => import('../features/auth/auth-page') },
  { path: paths.authResetPassword, lazy: () => import('../features/auth/auth-page') },
];

/**
 * The routes shown behind the guard (login required; spec part 1 §2, "Protected").
 *
 * A route is added here together with its real screen, never as a placeholder, so until then its path
 * shows the not-found screen. Each one is lazy, from its feature folder, and exports `Component`.
 */
export const protectedRoutes: RouteObject[] = [
  { path: paths.app, lazy: () => import('../features/home/home-page') },
  { path: paths.account, lazy: () => import('../features/account/account-page') },
  { path: paths.childProfile, lazy: () => import('../features/create-profile/create-profile-page') },
  { path: routePatterns.editProfile, lazy: () => import('../features/edit-profile/edit-profile-page') },
  // The wizard and its progress screen are one page (spec part 2 §2): the id in the route picks the view.
  { path: paths.create, lazy: () => import('../features/create-story/create-story-page') },
  { path: routePatterns.storyLoading, lazy: () => import('../features/create-story/create-story-page') },
  { path: routePatterns.story, lazy: () => import('../features/story/story-page') },
  // The library has two addresses (spec part 2 §2); the progress screen uses the second.
  { path: paths.library, lazy: () => import('../features/library/library-page') },
  { path: paths.appLibrary, lazy: () => import('../features/library/library-page') },
];
