import { expect, test, type Page } from '@playwright/test';
import { THEME_LABELS, THEMES, type Theme } from '../shared/profiles';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi, type ProfileBasics } from './support/profiles';
import { toastWith } from './support/toasts';

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface BrowserStorage {
  getItem(key: string): string | null;
}

const APP_URL = /\/app$/;
const LEO: ProfileBasics = { name: 'Léo', age: 6, gender: 'Garçon' };
const INES: ProfileBasics = { name: 'Inès', age: 8, gender: 'Fille' };
const TOM: ProfileBasics = { name: 'Tom', age: 4, gender: 'Garçon' };

/** A new parent, signed in through /auth. */
async function signedInParent(page: Page, request: Parameters<typeof createConfirmedParent>[0]) {
  const parent = await createConfirmedParent(request);
  await signInThroughUi(page, parent.email, parent.password);
  return parent;
}

/** /app once its checks are done (the main button is no longer 'Chargement...'). */
async function openHome(page: Page, search = '') {
  await page.goto(`/app${search}`);
  await expect(page.getByRole('button', { name: 'Chargement...' })).toHaveCount(0, { timeout: 15_000 });
}

/** Opens the side menu and returns it. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: /Contes Magiques/ });
  await expect(menu).toBeVisible();
  return menu;
}

const badge = (page: Page) => page.getByTestId('selected-profile-badge');
const documentTheme = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dataset: { theme?: string } } } }).document.documentElement.dataset.theme);
const storedSelection = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.getItem('selectedProfileId'));

/** The menu's row button that selects a child (its name starts with the child's first name). */
const profileRow = (menu: ReturnType<Page['getByRole']>, name: string) => menu.getByRole('button', { name: new RegExp(`^${name}\\b`) });

test.describe('the home screen', () => {
  test('should offer a new parent to create the first child profile, with the library below and no badge', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);

    // Act
    await openHome(page);

    // Assert
    await expect(page.getByRole('link', { name: 'Créer le premier profil enfant' })).toHaveAttribute('href', '/child-profile');
    await expect(page.getByRole('link', { name: "Voir ma bibliothèque d'histoires" })).toHaveAttribute('href', '/library');
    await expect(page.getByRole('link', { name: 'Créer mon conte magique' })).toHaveCount(0);
    await expect(page.getByText('Créez des histoires aussi uniques que vos enfants')).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    expect(await documentTheme(page)).toBe('normal');
    await expectNoAxeViolations(page);
  });

  test("should offer 'Créer mon conte magique' once a child exists, and show the selected child's badge", async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await createProfileThroughUi(page, INES);

    // Act
    await openHome(page);

    // Assert
    await expect(page.getByRole('link', { name: 'Créer mon conte magique' })).toHaveAttribute('href', '/create');
    await expect(badge(page)).toHaveText('Histoire de Inès, 8 ans, Fille');
    await expectNoAxeViolations(page);
  });

  test('should replace the quick actions with a loading status while a story is being created', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);

    // Act
    await page.goto('/app?creating_story=true');

    // Assert
    await expect(page.getByRole('status').filter({ hasText: 'Création de votre histoire en cours...' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Voir ma bibliothèque d'histoires" })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Créer le premier profil enfant' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('should show the second logo when the first one cannot load', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await page.route('**/logo.svg', (route) => route.abort());

    // Act
    await openHome(page);

    // Assert
    const logo = page.getByTestId('app-logo');
    await expect(logo).toHaveAttribute('src', '/logo-fallback.svg');
    await expect.poll(() => logo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  });

  test('should draw the enchanted sky behind /app and the profile art behind /account, hidden from assistive technologies', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);

    // Act
    await openHome(page);
    const art = page.locator('.magic-bg');

    // Assert
    await expect(art).toHaveAttribute('data-variant', 'enchanted');
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art).toHaveCSS('pointer-events', 'none');
    await expect(art).toHaveAttribute('data-stars', /^(20|12|8)$/);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Paramètres du compte' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(art).toHaveAttribute('data-variant', 'profile');
  });
});

test.describe('the side menu', () => {
  test("should list the children, select one by click (badge, /app, menu closed) and another by keyboard", async ({ page, request }) => {
    // Arrange
    test.setTimeout(60_000);
    await signedInParent(page, request);
    const leo = await createProfileThroughUi(page, LEO);
    const ines = await createProfileThroughUi(page, INES);
    await page.goto('/account');

    // Act
    const menu = await openMenu(page);

    // Assert: the section and its rows
    await expect(menu.getByRole('heading', { name: 'Profils Enfants' })).toBeVisible();
    const rows = menu.getByTestId('menu-profiles').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Léo');
    await expect(rows.nth(0)).toContainText('Garçon, 6 ans');
    await expect(rows.nth(1)).toContainText('Inès');
    await expect(rows.nth(1)).toContainText('Fille, 8 ans');
    await expect(menu.getByRole('button', { name: 'Modifier le profil de Léo' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Supprimer le profil de Inès' })).toBeVisible();
    await expect(profileRow(menu, 'Inès')).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);

    // Act: select Léo with the mouse
    await profileRow(menu, 'Léo').click();

    // Assert
    await expect(page).toHaveURL(APP_URL);
    await expect(menu).toBeHidden();
    await expect(badge(page)).toHaveText('Histoire de Léo, 6 ans, Garçon');
    expect(await storedSelection(page)).toBe(leo.id);

    // Act: select Inès with the keyboard
    await page.getByRole('button', { name: 'Ouvrir le menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await profileRow(menu, 'Inès').focus();
    await page.keyboard.press('Enter');

    // Assert
    await expect(menu).toBeHidden();
    await expect(badge(page)).toHaveText('Histoire de Inès, 8 ans, Fille');
    expect(await storedSelection(page)).toBe(ines.id);
  });

  test("should save the selected child's theme from the menu: page theme, toast, menu closed, kept after a reload, axe clean", async ({ page, request }) => {
    // Arrange
    test.setTimeout(60_000);
    await signedInParent(page, request);
    await createProfileThroughUi(page, TOM);
    await openHome(page);
    expect(await documentTheme(page)).toBe('normal');

    // Act
    let menu = await openMenu(page);
    const picker = menu.getByRole('radiogroup', { name: 'Thème de Tom' });
    await expect(picker.getByRole('radio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'true');
    await picker.getByRole('radio', { name: 'Océan' }).click();

    // Assert
    await expect(toastWith(page, 'Thème mis à jour')).toContainText('Le thème a été enregistré pour ce profil');
    await expect(menu).toBeHidden();
    await expect.poll(() => documentTheme(page)).toBe('ocean');
    await expectNoAxeViolations(page);

    // Act: another theme, then a reload
    menu = await openMenu(page);
    await menu.getByRole('radiogroup', { name: 'Thème de Tom' }).getByRole('radio', { name: 'Volcan' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => documentTheme(page)).toBe('volcano');
    await expectNoAxeViolations(page);
    await openHome(page);

    // Assert
    await expect.poll(() => documentTheme(page)).toBe('volcano');
  });

  test('should move and save the theme with the arrow keys without closing the menu', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await createProfileThroughUi(page, TOM);
    await openHome(page);
    const menu = await openMenu(page);
    const picker = menu.getByRole('radiogroup', { name: 'Thème de Tom' });

    // Act
    await picker.getByRole('radio', { name: 'Normal' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');

    // Assert: two steps, one save, the menu still open on 'Océan'
    await expect(picker.getByRole('radio', { name: 'Océan' })).toBeFocused();
    await expect(picker.getByRole('radio', { name: 'Océan' })).toHaveAttribute('aria-checked', 'true');
    await expect(toastWith(page, 'Thème mis à jour')).toHaveCount(1);
    await expect.poll(() => documentTheme(page)).toBe('ocean');
    await expect(menu).toBeVisible();
  });

  test('should pass axe on /app under every theme', async ({ page, request }) => {
    // Arrange
    test.setTimeout(90_000);
    await signedInParent(page, request);
    await createProfileThroughUi(page, LEO);
    await openHome(page);

    for (const theme of THEMES.filter((candidate) => candidate !== 'normal') as Theme[]) {
      // Act
      const menu = await openMenu(page);
      await menu.getByRole('radio', { name: THEME_LABELS[theme] }).click();
      await expect(menu).toBeHidden();
      await expect.poll(() => documentTheme(page)).toBe(theme);
      await page.locator('[data-sonner-toast]').first().waitFor();

      // Assert
      await expectNoAxeViolations(page);
    }
  });

  test('should confirm before deleting a child, then select the first remaining one', async ({ page, request }) => {
    // Arrange
    test.setTimeout(90_000);
    await signedInParent(page, request);
    await createProfileThroughUi(page, LEO);
    const ines = await createProfileThroughUi(page, INES);
    await createProfileThroughUi(page, TOM);
    await openHome(page);
    let menu = await openMenu(page);
    await profileRow(menu, 'Léo').click();
    await expect(badge(page)).toHaveText('Histoire de Léo, 6 ans, Garçon');
    menu = await openMenu(page);

    // Act: open the confirmation, then cancel
    await menu.getByRole('button', { name: 'Supprimer le profil de Léo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le profil' });

    // Assert
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Cette action est irréversible !');
    await expect(confirm).toContainText('Toutes les histoires de Léo et leurs illustrations et narrations seront définitivement supprimées.');
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Supprimer le profil de Léo' })).toBeFocused();
    await expect(menu.getByTestId('menu-profiles').getByRole('listitem')).toHaveCount(3);

    // Act: delete for good
    await menu.getByRole('button', { name: 'Supprimer le profil de Léo' }).click();
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();

    // Assert
    await expect(toastWith(page, 'Profil supprimé avec succès')).toContainText('Succès');
    await expect(confirm).toBeHidden();
    await expect(menu.getByTestId('menu-profiles').getByRole('listitem')).toHaveCount(2);
    await expect(profileRow(menu, 'Léo')).toHaveCount(0);
    await expect(profileRow(menu, 'Inès')).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('heading', { name: 'Profils Enfants' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(badge(page)).toHaveText('Histoire de Inès, 8 ans, Fille');
    expect(await storedSelection(page)).toBe(ines.id);
  });

  test("should open 'Modifier le profil' from a child's edit button", async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await createProfileThroughUi(page, INES);
    await openHome(page);
    const menu = await openMenu(page);

    // Act
    await menu.getByRole('button', { name: 'Modifier le profil de Inès' }).click();

    // Assert
    const modal = page.getByRole('dialog', { name: 'Modifier le profil' });
    await expect(modal).toBeVisible({ timeout: 10_000 });

    // Act / Assert: closing it goes back to the menu, on the same button
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Modifier le profil de Inès' })).toBeFocused();
  });

  test("should lead to /child-profile with 'Ajouter un enfant', and pass axe while open", async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await openHome(page);
    const menu = await openMenu(page);

    // Assert: a parent without children, the signed-in entries whose screens exist
    await expect(menu.getByText('Aucun profil enfant pour le moment.')).toBeVisible();
    await expect(menu.getByRole('radiogroup')).toHaveCount(0);
    const entries = menu.getByRole('navigation', { name: 'Menu principal' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'Ajouter un enfant' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Paramètres du compte' })).toHaveCount(1);
    await expect(entries.last()).toHaveText('Se déconnecter');
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Act
    await menu.getByRole('link', { name: 'Ajouter un enfant' }).click();

    // Assert
    await expect(page).toHaveURL(/\/child-profile$/);
    await expect(menu).toBeHidden();
  });
});
