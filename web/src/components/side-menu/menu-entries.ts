import { LogInIcon, LogOutIcon, SettingsIcon, type LucideIcon } from 'lucide-react';
import { paths } from '../../lib/paths';

/**
 * The side menu's entries (spec part 1 §2, "Side menu"), as data: a later screen adds its entry here in
 * one line. The spec's full signed-in list, in its order, is: Nouvelle histoire, Bibliothèque, Ajouter un
 * enfant (hidden on the library page), Paramètres du compte, Support, Boutique, Se déconnecter; signed
 * out, only Se connecter. Only the entries whose screen exists are listed, e.g. later:
 *
 *   { id: 'new-story', label: 'Nouvelle histoire', icon: PlusIcon, audience: 'signedIn', action: { kind: 'link', to: paths.create } },
 *   { id: 'add-child', label: 'Ajouter un enfant', icon: UserPlusIcon, audience: 'signedIn',
 *     action: { kind: 'link', to: paths.childProfile }, hiddenOn: [paths.library, paths.appLibrary] },
 */

/** Who sees an entry. */
export type MenuAudience = 'signedIn' | 'signedOut';

/** What an entry does: go to a path, or sign out (spec part 1 §4). */
export type MenuAction = { kind: 'link'; to: string } | { kind: 'signOut' };

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

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'account', label: 'Paramètres du compte', icon: SettingsIcon, audience: 'signedIn', action: { kind: 'link', to: paths.account } },
  { id: 'sign-out', label: 'Se déconnecter', icon: LogOutIcon, audience: 'signedIn', action: { kind: 'signOut' } },
  { id: 'sign-in', label: 'Se connecter', icon: LogInIcon, audience: 'signedOut', action: { kind: 'link', to: paths.auth } },
];

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
  if (entry.action.kind !== 'link') return false;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === entry.action.to;
}
