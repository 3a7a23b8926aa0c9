import { LEGAL_PATHS } from '@/features/public/legal/legal-document';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';
import { VISITOR_LINK_LABELS } from '@/features/public/messages';

/**
 * Where the public pages' header, menu and footer lead (spec part 1 §2), as data: the components only draw
 * these lists, and the unit tests check them without rendering anything.
 */

export interface PublicLink {
  /** Stable key, also the `data-link` attribute of the rendered item (e2e tests find entries by it). */
  id: string;
  label: string;
  to: string;
}

/** The menu's entries; their icons are the drawer's (visitor-menu-drawer.tsx), so the page loads none of them. */
export type VisitorMenuEntryId = 'sign-in' | 'sign-up' | 'my-space' | 'about' | 'contact' | 'blog';

export interface VisitorMenuEntry extends PublicLink {
  id: VisitorMenuEntryId;
}

/** Spec part 1 §2: login and signup both lead to /auth (its tabs then offer either). */
const SIGN_IN: VisitorMenuEntry = { id: 'sign-in', label: VISITOR_LINK_LABELS.signIn, to: paths.auth };
const SIGN_UP: VisitorMenuEntry = { id: 'sign-up', label: VISITOR_LINK_LABELS.signUp, to: paths.auth };
/** A parent already signed in goes back to the app rather than to a sign-up call. */
const MY_SPACE: VisitorMenuEntry = { id: 'my-space', label: VISITOR_LINK_LABELS.mySpace, to: paths.app };

const SITE_ENTRIES: readonly VisitorMenuEntry[] = [
  { id: 'about', label: VISITOR_LINK_LABELS.about, to: paths.about },
  { id: 'contact', label: VISITOR_LINK_LABELS.contact, to: paths.contact },
  { id: 'blog', label: VISITOR_LINK_LABELS.blog, to: paths.blog },
];

/** The visitors' side menu: the account entries first (or 'Mon espace' when signed in), then the site's pages. */
export function visitorMenuEntries(signedIn: boolean): VisitorMenuEntry[] {
  return [...(signedIn ? [MY_SPACE] : [SIGN_IN, SIGN_UP]), ...SITE_ENTRIES];
}

/** The header's calls on wider screens, beside the menu button: the same account entries as the menu's. */
export function headerAccountLinks(signedIn: boolean): PublicLink[] {
  return signedIn ? [MY_SPACE] : [SIGN_IN, SIGN_UP];
}

/** The footer's legal links, labelled with each page's own title (lib/public-pages.ts), so the two never differ. */
export const FOOTER_LEGAL_LINKS: readonly PublicLink[] = LEGAL_PATHS.map((path) => ({
  id: path.slice(1),
  label: publicPage(path)?.title ?? path,
  to: path,
}));

/** The footer's links to the rest of the site. */
export const FOOTER_SITE_LINKS: readonly PublicLink[] = [
  { id: 'about', label: VISITOR_LINK_LABELS.about, to: paths.about },
  { id: 'contact', label: VISITOR_LINK_LABELS.contact, to: paths.contact },
  { id: 'blog', label: VISITOR_LINK_LABELS.blog, to: paths.blog },
  { id: 'faq', label: VISITOR_LINK_LABELS.faq, to: paths.faq },
];

/**
 * The year of the footer's copyright: the year of the legal texts' last update (an ISO date), never the
 * clock, so that the prerendered page and the hydrated one say the same thing whatever the day.
 */
export function copyrightYear(legalLastUpdated: string): string {
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(legalLastUpdated)?.[1];
  if (!year) throw new Error(`legalLastUpdated n'est pas une date ISO : ${legalLastUpdated}`);
  return year;
}

/** True when `to` is the page shown (a link to an anchor of another page, like /#faq, never is). */
export function isCurrentPage(to: string, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !to.includes('#') && to === trimmed;
}
