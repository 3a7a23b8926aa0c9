import { SettingsIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { GUEST_PATHS, SIGNED_IN_PATHS } from '@/lib/route-table';
import {
  entriesWithScreens,
  isCurrentEntry,
  isWithinPath,
  MENU_CATALOGUE,
  newStoryDestination,
  routedPaths,
  visibleMenuEntries,
  type MenuEntry,
} from './menu-entries';

const labels = (entries: MenuEntry[]) => entries.map((entry) => entry.label);

/** Every screen the menu can lead to, as once every issue has landed. */
const EVERY_SCREEN = new Set<string>([paths.create, paths.library, paths.childProfile, paths.account, paths.support, paths.shop, paths.auth]);

describe('visibleMenuEntries', () => {
  it("should show a signed-in parent the spec's seven entries in its order once every screen exists", () => {
    // Arrange
    const entries = entriesWithScreens(MENU_CATALOGUE, EVERY_SCREEN);

    // Act
    const visible = visibleMenuEntries(entries, { signedIn: true, pathname: paths.app });

    // Assert
    expect(labels(visible)).toEqual([
      'Nouvelle histoire',
      'Bibliothèque',
      'Ajouter un enfant',
      'Paramètres du compte',
      'Support',
      'Boutique',
      'Se déconnecter',
    ]);
    expect(visible[0]?.action).toEqual({ kind: 'newStory', to: paths.create });
    expect(visible.at(-1)?.action).toEqual({ kind: 'signOut' });
  });

  it('should show only the entries whose screen exists today, then sign-out last', () => {
    // Arrange
    const entries = entriesWithScreens(MENU_CATALOGUE, new Set([paths.app, paths.account, paths.childProfile, paths.auth]));

    // Act
    const visible = visibleMenuEntries(entries, { signedIn: true, pathname: paths.app });

    // Assert
    expect(labels(visible)).toEqual(['Ajouter un enfant', 'Paramètres du compte', 'Se déconnecter']);
  });

  it("should show a visitor only 'Se connecter', leading to /auth", () => {
    // Arrange
    const entries = entriesWithScreens(MENU_CATALOGUE, EVERY_SCREEN);

    // Act
    const visible = visibleMenuEntries(entries, { signedIn: false, pathname: paths.app });

    // Assert
    expect(labels(visible)).toEqual(['Se connecter']);
    expect(visible[0]?.action).toEqual({ kind: 'link', to: paths.auth });
  });

  it("should hide 'Ajouter un enfant' on the library pages only", () => {
    // Arrange
    const entries = entriesWithScreens(MENU_CATALOGUE, EVERY_SCREEN);
    const pathnames = [paths.library, `${paths.library}/`, paths.appLibrary, `${paths.library}/x`, paths.app, paths.account];

    // Act
    const shown = pathnames.map((pathname) => labels(visibleMenuEntries(entries, { signedIn: true, pathname })).includes('Ajouter un enfant'));

    // Assert
    expect(shown).toEqual([false, false, false, false, true, true]);
  });

  it('should hide an entry on the pages it lists, and on their sub-paths only', () => {
    // Arrange
    const addChild: MenuEntry = {
      id: 'add-child',
      label: 'Ajouter un enfant',
      icon: SettingsIcon,
      audience: 'signedIn',
      action: { kind: 'link', to: paths.childProfile },
      hiddenOn: [paths.library, paths.appLibrary],
    };
    const pathnames = [paths.library, `${paths.library}/`, paths.appLibrary, '/libraryx', paths.app];

    // Act
    const shown = pathnames.map((pathname) => visibleMenuEntries([addChild], { signedIn: true, pathname }).length);

    // Assert
    expect(shown).toEqual([0, 0, 0, 1, 1]);
  });
});

describe('entriesWithScreens', () => {
  it('should keep sign-out always and drop every entry whose path is not routed', () => {
    // Arrange
    const routed = new Set<string>();

    // Act
    const kept = entriesWithScreens(MENU_CATALOGUE, routed);

    // Assert
    expect(kept.map((entry) => entry.id)).toEqual(['sign-out']);
  });

  it('should never lead to a screen missing from the route table (no placeholders)', () => {
    // Arrange
    const routed = routedPaths(GUEST_PATHS, SIGNED_IN_PATHS);

    // Act
    const targets = entriesWithScreens(MENU_CATALOGUE, routed).flatMap((entry) => (entry.action.kind === 'signOut' ? [] : [entry.action.to]));

    // Assert
    expect(targets.filter((to) => !routed.has(to))).toEqual([]);
    expect(targets).toEqual(expect.arrayContaining([paths.account, paths.auth]));
  });
});

describe('routedPaths', () => {
  it('should collect the static addresses of every list and leave out parameters and wildcards', () => {
    // Arrange
    const guest = ['/', '/auth'];
    const signedIn = ['/app', '/edit-profile/:id', '*'];

    // Act
    const found = routedPaths(guest, signedIn);

    // Assert
    expect([...found]).toEqual(['/', '/auth', '/app']);
  });
});

describe('isWithinPath', () => {
  it('should match the path itself and its sub-paths, not a longer name', () => {
    // Arrange
    const cases: [string, string][] = [
      ['/account', '/account'],
      ['/account/', '/account'],
      ['/app/library', '/app'],
      ['/application', '/app'],
    ];

    // Act
    const results = cases.map(([pathname, base]) => isWithinPath(pathname, base));

    // Assert
    expect(results).toEqual([true, true, true, false]);
  });
});

describe('isCurrentEntry', () => {
  it('should mark the link of the page being shown, never the sign-out entry', () => {
    // Arrange
    const entries = visibleMenuEntries(entriesWithScreens(MENU_CATALOGUE, new Set([paths.account])), { signedIn: true, pathname: paths.account });
    const account = entries.find((entry) => entry.id === 'account')!;
    const signOut = entries.find((entry) => entry.id === 'sign-out')!;

    // Act
    const results = [isCurrentEntry(account, '/account/'), isCurrentEntry(account, paths.app), isCurrentEntry(signOut, paths.account)];

    // Assert
    expect(results).toEqual([true, false, false]);
  });
});

describe('newStoryDestination', () => {
  it('should send to the shop with no story left, and to the create screen otherwise', () => {
    // Arrange
    const cases = [{ storiesLeft: 0 }, { storiesLeft: -1 }, { storiesLeft: 1 }, { storiesLeft: 30 }, undefined];

    // Act
    const destinations = cases.map(newStoryDestination);

    // Assert
    expect(destinations).toEqual(['shop', 'shop', 'create', 'create', 'create']);
  });
});
