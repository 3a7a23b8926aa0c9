import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import type { RoutedPath } from '@/lib/route-table';

type TableRoute = RouteObject & { path: RoutedPath };

/** The legal pages share one screen, which shows the document of its path (features/public/legal). */
const legalPage = () => import('@/features/public/pages/legal-page');

/**
 * The public pages of spec part 1 §2, in lib/route-table.ts's order. None of them loads Amplify or React
 * Query: they sit beside the app shell, not under it. Each is prerendered to static HTML (scripts/prerender-web.ts).
 */
export const publicRoutes: TableRoute[] = [
  { path: paths.home, lazy: () => import('@/features/public/pages/landing-page') },
  { path: paths.blog, lazy: () => import('@/features/public/pages/blog-page') },
  { path: paths.about, lazy: () => import('@/features/public/pages/about-page') },
  { path: paths.contact, lazy: () => import('@/features/public/pages/contact-page') },
  { path: paths.legalNotice, lazy: legalPage },
  { path: paths.termsOfSale, lazy: legalPage },
  { path: paths.termsOfUse, lazy: legalPage },
  { path: paths.privacyPolicy, lazy: legalPage },
  { path: paths.cookies, lazy: legalPage },
  { path: paths.gdpr, lazy: legalPage },
  { path: paths.rights, lazy: legalPage },
  { path: paths.personalData, lazy: legalPage },
];

/** Spec part 1 §2: /about redirects to /qui-sommes-nous. */
export const aboutAliasRoute: RouteObject = { path: paths.aboutAlias, element: <Navigate to={paths.about} replace /> };
