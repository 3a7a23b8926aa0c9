import {
  BookOpenIcon,
  LifeBuoyIcon,
  LogInIcon,
  LogOutIcon,
  SettingsIcon,
  ShoppingBagIcon,
  SparklesIcon,
  UserPlusIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';
import { MENU_LABELS } from '@/components/messages';

/**
 * The side menu's entries (spec part 1 §2, "Side menu"), as data, in the spec's order. Signed in:
 * Nouvelle histoire, Bibliothèque, Ajouter un enfant (hidden on the library pages), Paramètres du compte,
 * Support, Boutique, Se déconnecter; signed out, only Se connecter.
 *
 * The whole list is written once here, but an entry is shown only when the route table (lib/route-table.ts)
 * has its screen (`entriesWithScreens`): a screen that lands in the table brings its entry along, and no entry
 * ever leads to the not-found screen.
 */

/** Who sees an entry. */
export type MenuAudience = 'signedIn' | 'signedOut';

/**
 * What an entry does: go to a path; start a new story (spec part 1 §4: the credits are re-read first,
 * and without credits the parent is sent to the shop); or sign out.
 */
export type MenuAction = { kind: 'link'; to: string } | { kind: 'newStory'; to: string } | { kind: 'signOut' };

export interface MenuEntry {
  /** Stable key, also the `data-menu-entry` attribute of the rendered item. */
  id: string;
  label: string;
  icon: LucideIcon;
  audience: MenuAudience;
  action: MenuAction;
  /** Paths (and their sub-paths) on which the entry is not shown. */
  hiddenOn?: readonly string[];
}

/** Every entry of the spec, whether its screen exists yet or not. */
export const MENU_CATALOGUE: readonly MenuEntry[] = [
  { id: 'new-story', label: MENU_LABELS.newStory, icon: SparklesIcon, audience: 'signedIn', action: { kind: 'newStory', to: paths.create } },
  { id: 'library', label: MENU_LABELS.library, icon: BookOpenIcon, audience: 'signedIn', action: { kind: 'link', to: paths.library } },
  {
    id: 'add-child',
    label: MENU_LABELS.addChild,
    icon: UserPlusIcon,
    audience: 'signedIn',
    action: { kind: 'link', to: paths.childProfile },
    hiddenOn: [paths.library, paths.appLibrary],
  },
  { id: 'account', label: MENU_LABELS.account, icon: SettingsIcon, audience: 'signedIn', action: { kind: 'link', to: paths.account } },
  { id: 'support', label: MENU_LABELS.support, icon: LifeBuoyIcon, audience: 'signedIn', action: { kind: 'link', to: paths.support } },
  { id: 'shop', label: MENU_LABELS.shop, icon: ShoppingBagIcon, audience: 'signedIn', action: { kind: 'link', to: paths.shop } },
  { id: 'sign-out', label: MENU_LABELS.signOut, icon: LogOutIcon, audience: 'signedIn', action: { kind: 'signOut' } },
  { id: 'sign-in', label: MENU_LABELS.signIn, icon: LogInIcon, audience: 'signedOut', action: { kind: 'link', to: paths.auth } },
];

/** The static addresses of the route table's lists (lib/route-table.ts); patterns with parameters are left out. */
export function routedPaths(...lists: readonly (readonly string[])[]): Set<string> {
  return new Set(lists.flat().filter((path) => path.startsWith('/') && !/[:*]/.test(path)));
}

/** The entries whose screen exists: sign-out always, a link or a new story only when its path is routed. */
export function entriesWithScreens(entries: readonly MenuEntry[], routed: ReadonlySet<string>): MenuEntry[] {
  return entries.filter((entry) => entry.action.kind === 'signOut' || routed.has(entry.action.to));
}

/** True when `pathname` is `base` or one of its sub-paths (`/library` matches `/library/x`, not `/libraryx`). */
export function isWithinPath(pathname: string, base: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === base || trimmed.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** The entries to show for this visitor on this page, in list order. */
export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  context: { signedIn: boolean; pathname: string },
): MenuEntry[] {
  const audience: MenuAudience = context.signedIn ? 'signedIn' : 'signedOut';
  return entries.filter(
    (entry) => entry.audience === audience && !(entry.hiddenOn ?? []).some((path) => isWithinPath(context.pathname, path)),
  );
}

/** True when a link entry points at the page being shown (rendered with aria-current="page"). */
export function isCurrentEntry(entry: MenuEntry, pathname: string): boolean {
  if (entry.action.kind === 'signOut') return false;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === entry.action.to;
}

/**
 * Spec part 1 §4, a new story from the menu, once the credits were re-read: with no story left the
 * parent goes to the shop; otherwise (or when the credits could not be read: the create screen checks
 * again) to the create screen.
 */
export function newStoryDestination(credits: { storiesLeft: number } | undefined): 'create' | 'shop' {
  return credits && credits.storiesLeft <= 0 ? 'shop' : 'create';
}
