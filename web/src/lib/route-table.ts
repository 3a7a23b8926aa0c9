import { paths, routePatterns } from './paths';

/**
 * The addresses that have a screen today (spec part 1 §2 and part 2 §2), below both of their readers:
 * the side menu shows an entry only when its address is here, so no entry ever leads to the not-found
 * screen; the router (app/protected-routes.tsx) types its routes with `RoutedPath` and its test checks that
 * it routes exactly these. The menu never imports the router, which imports every page.
 *
 * A route is added here together with its real screen, never as a placeholder: until then its path shows
 * the not-found screen, and its menu entry stays hidden.
 */

/**
 * Public pages (no session, no app shell; spec part 1 §2), each prerendered to static HTML at build time
 * (lib/public-pages.ts holds their titles and descriptions). Links that lead a visitor "home" (the /auth
 * page's 'Retour à l'accueil') read this list.
 */
export const PUBLIC_PATHS = [
  paths.home,
  paths.blog,
  paths.about,
  paths.contact,
  paths.legalNotice,
  paths.termsOfSale,
  paths.termsOfUse,
  paths.privacyPolicy,
  paths.cookies,
  paths.gdpr,
  paths.rights,
  paths.personalData,
] as const;

/** Under the app shell without a session: the sign-in screen (it needs Amplify; a signed-in visitor is sent on). */
export const GUEST_PATHS = [paths.auth, paths.authResetPassword] as const;

/** Behind the guard of spec part 1 §4, in the router's order (patterns for the routes with a parameter). */
export const SIGNED_IN_PATHS = [
  paths.app,
  paths.account,
  paths.childProfile,
  routePatterns.editProfile,
  paths.create,
  routePatterns.storyLoading,
  routePatterns.story,
  paths.library,
  paths.appLibrary,
  paths.shop,
  paths.test,
  paths.adminSync,
  paths.support,
  paths.thankYou,
] as const;

export type RoutedPath = (typeof PUBLIC_PATHS)[number] | (typeof GUEST_PATHS)[number] | (typeof SIGNED_IN_PATHS)[number];
