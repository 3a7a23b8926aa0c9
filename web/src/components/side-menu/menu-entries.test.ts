import { SettingsIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { isCurrentEntry, isWithinPath, MENU_ENTRIES, visibleMenuEntries, type MenuEntry } from './menu-entries';

const labels = (entries: MenuEntry[]) => entries.map((entry) => entry.label);

describe('visibleMenuEntries', () => {
  it('should show a signed-in parent the account settings, then sign-out last', () => {
    // Arrange
    const context = { signedIn: true, pathname: paths.app };

    // Act
    const entries = visibleMenuEntries(MENU_ENTRIES, context);

    // Assert
    expect(labels(entries)).toEqual(['Paramètres du compte', 'Se déconnecter']);
    expect(entries.at(-1)?.action).toEqual({ kind: 'signOut' });
  });

  it("should show a visitor only 'Se connecter', leading to /auth", () => {
    // Arrange
    const context = { signedIn: false, pathname: paths.app };

    // Act
    const entries = visibleMenuEntries(MENU_ENTRIES, context);

    // Assert
    expect(labels(entries)).toEqual(['Se connecter']);
    expect(entries[0]?.action).toEqual({ kind: 'link', to: paths.auth });
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

  it('should keep only entries whose screen exists (no placeholders)', () => {
    // Arrange
    const existingScreens: string[] = [paths.account, paths.auth];
    const linkTargets = MENU_ENTRIES.flatMap((entry) => (entry.action.kind === 'link' ? [entry.action.to] : []));

    // Act
    const unknown = linkTargets.filter((to) => !existingScreens.includes(to));

    // Assert
    expect(unknown).toEqual([]);
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
    const [account, signOut] = visibleMenuEntries(MENU_ENTRIES, { signedIn: true, pathname: paths.account });

    // Act
    const results = [isCurrentEntry(account!, '/account/'), isCurrentEntry(account!, paths.app), isCurrentEntry(signOut!, paths.account)];

    // Assert
    expect(results).toEqual([true, false, false]);
  });
});
