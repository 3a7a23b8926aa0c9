/**
 * Every route of the product (spec part 1 §2 and part 2 §2), in one place so that links and the route
 * table never disagree. Static routes are strings; routes with a parameter are builders, and their
 * patterns for the route table are in `routePatterns`.
 *
 * Listing a path here does not make it exist: a route is added to the router only with its screen.
 */

/** Ids come from the server (ULIDs, UUIDs); encoding keeps a stray character from changing the route. */
const segment = (value: string): string => encodeURIComponent(value);

export const paths = {
  // Public (no login)
  home: '/',
  faq: '/#faq',
  blog: '/blog',
  about: '/qui-sommes-nous',
  /** Redirects to `about`. */
  aboutAlias: '/about',
  contact: '/contact',
  legalNotice: '/mentions-legales',
  termsOfSale: '/cgv',
  termsOfUse: '/cgu',
  privacyPolicy: '/politique-confidentialite',
  cookies: '/cookies',
  gdpr: '/rgpd',
  rights: '/droits',
  personalData: '/donnees-personnelles',
  /** Redirects to `shop`. */
  plans: '/plans',
  auth: '/auth',
  authResetPassword: '/auth/reset-password',

  // Protected (login required)
  app: '/app',
  create: '/create',
  storyLoading: (id: string) => `/story/${segment(id)}/loading`,
  childProfile: '/child-profile',
  editProfile: (id: string) => `/edit-profile/${segment(id)}`,
  library: '/library',
  /** Same screen as `library`; the progress screen navigates here. */
  appLibrary: '/app/library',
  story: (id: string) => `/story/${segment(id)}`,
  shop: '/boutique',
  thankYou: '/thank-you',
  account: '/account',
  support: '/support',
  test: '/test',
  /** The /test page with the test story's loading screen shown on it (spec part 2 §2). */
  testLoading: (id: string) => `/test/chargement/${segment(id)}`,
  adminSync: '/AdminSync',
} as const;

/** Route-table patterns of the parametrised paths above (React Router syntax). */
export const routePatterns = {
  storyLoading: '/story/:id/loading',
  editProfile: '/edit-profile/:id',
  story: '/story/:id',
  testLoading: '/test/chargement/:id',
} as const satisfies Partial<Record<keyof typeof paths, string>>;

export type PathName = keyof typeof paths;
