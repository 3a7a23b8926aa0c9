import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi, submitSignInForm } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { toastWith } from './support/toasts';

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const AUTH_URL = /\/auth$/;
const ACCOUNT_URL = /\/account$/;

/** The account page once its credits have loaded (the block shows its numbers). */
async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
  const credits = page.getByRole('region', { name: 'Mes histoires' });
  const available = credits.locator('dl > div').filter({ hasText: 'Histoires disponibles' }).getByRole('definition');
  await expect(available).toHaveText(/^\d+$/, { timeout: 15_000 });
  return { credits, available };
}

function passwordForm(page: Page) {
  return {
    current: page.getByLabel('Mot de passe actuel', { exact: true }),
    next: page.getByLabel('Nouveau mot de passe', { exact: true }),
    confirm: page.getByLabel('Confirmer le mot de passe', { exact: true }),
    submit: page.getByRole('button', { name: 'Mettre à jour le mot de passe' }),
  };
}

test.describe('the account page', () => {
  test('should send a signed-out visitor from /account to /auth, then back to /account once signed in', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);

    // Act
    await page.goto('/account');
    await expect(page).toHaveURL(AUTH_URL);
    await submitSignInForm(page, parent.email, parent.password);

    // Assert
    await expect(page).toHaveURL(ACCOUNT_URL, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
  });

  test("should show the parent's e-mail, 1 available story and 0 created, with a way to the shop", async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);

    // Act
    const { credits, available } = await openAccount(page);

    // Assert
    await expect(page.getByText(parent.email, { exact: true })).toBeVisible();
    await expect(available).toHaveText('1');
    await expect(credits.locator('dl > div').filter({ hasText: 'Histoires créées' }).getByRole('definition')).toHaveText('0');
    await expect(credits.getByRole('link', { name: "Acheter plus d'histoires" })).toHaveAttribute('href', '/boutique');
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
  });

  test('should have no axe violation on /account', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);

    // Act
    await openAccount(page);

    // Assert
    await expectNoAxeViolations(page);
  });

  test('should keep the submit button disabled until every field is filled, and toggle each password', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await openAccount(page);
    const form = passwordForm(page);
    const toggle = page.getByRole('button', { name: /Nouveau mot de passe/ });

    // Act / Assert
    await expect(form.submit).toBeDisabled();
    await form.current.fill(parent.password);
    await form.next.fill('nouveau1');
    await expect(form.submit).toBeDisabled();
    await form.confirm.fill('nouveau1');
    await expect(form.submit).toBeEnabled();

    await expect(form.next).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(form.next).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('should refuse a short password and a mismatch with the French toasts and inline errors', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await openAccount(page);
    const form = passwordForm(page);
    await form.current.fill(parent.password);

    // Act: too short
    await form.next.fill('abc');
    await form.confirm.fill('abc');
    await form.submit.click();

    // Assert
    await expect(toastWith(page, 'Erreur de validation')).toContainText('Le mot de passe doit contenir au moins 6 caractères');
    await expect(form.next).toHaveAttribute('aria-invalid', 'true');
    await expect(form.next).toHaveAccessibleDescription(/Le mot de passe doit contenir au moins 6 caractères/);

    // Act: long enough, but different
    await form.next.fill('nouveau1');
    await form.confirm.fill('nouveau2');
    await form.submit.click();

    // Assert
    await expect(toastWith(page, 'Les mots de passe ne correspondent pas')).toContainText('Erreur');
    await expect(form.confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    await expect(page).toHaveURL(ACCOUNT_URL);
  });

  test('should say so when the current password is wrong, and stay on /account', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await openAccount(page);
    const form = passwordForm(page);

    // Act
    await form.current.fill('pas-le-bon');
    await form.next.fill('nouveau1');
    await form.confirm.fill('nouveau1');
    await form.submit.click();

    // Assert
    await expect(toastWith(page, 'Le mot de passe actuel est incorrect')).toBeVisible();
    await expect(form.current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect');
    await expect(page).toHaveURL(ACCOUNT_URL);
  });

  test('should change the password, sign out to /auth, then accept only the new password', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request, { password: 'ancien1' });
    const newPassword = 'nouveau-secret';
    await signInThroughUi(page, parent.email, parent.password);
    await openAccount(page);
    const form = passwordForm(page);

    // Act
    await form.current.fill(parent.password);
    await form.next.fill(newPassword);
    await form.confirm.fill(newPassword);
    await form.submit.click();

    // Assert: success toast, the redirect announced, then /auth (the spec's 2 s, waited for, not slept)
    await expect(toastWith(page, 'Votre mot de passe a été mis à jour avec succès')).toContainText('Succès');
    await expect(page.getByText('Vous allez être redirigé vers la page de connexion pour vous reconnecter.')).toBeVisible();
    await expect(page).toHaveURL(AUTH_URL, { timeout: 10_000 });

    // Act / Assert: the old password no longer works
    await submitSignInForm(page, parent.email, parent.password);
    await expect(toastWith(page, 'Email ou mot de passe incorrect')).toBeVisible();
    await expect(page).toHaveURL(AUTH_URL);

    // Act / Assert: the new one does
    await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).not.toHaveURL(AUTH_URL, { timeout: 10_000 });
  });
});

test.describe('the side menu', () => {
  test('should open from the menu button, pass axe, close with Escape and give focus back', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await openAccount(page);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });

    // Act
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');

    // Assert
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Paramètres du compte' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("should lead from /app to the account settings", async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await page.goto('/app');

    // Act
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Paramètres du compte' }).click();

    // Assert
    await expect(page).toHaveURL(ACCOUNT_URL);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("should sign out with 'Se déconnecter': toast 'Déconnexion réussie', then /auth", async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await page.goto('/app');
    await page.evaluate(() => {
      const { localStorage } = globalThis as unknown as { localStorage: BrowserStorage };
      localStorage.setItem('selectedProfileId', 'profil-1');
      localStorage.setItem('cookiesAccepted', 'true');
    });

    // Act
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();

    // Assert
    await expect(toastWith(page, 'Déconnexion réussie')).toContainText('À bientôt!');
    await expect(page).toHaveURL(AUTH_URL, { timeout: 10_000 });
    const remembered = await page.evaluate(() => {
      const { localStorage } = globalThis as unknown as { localStorage: BrowserStorage };
      return [localStorage.getItem('selectedProfileId'), localStorage.getItem('cookiesAccepted')];
    });
    expect(remembered).toEqual([null, null]);
    await page.goto('/account');
    await expect(page).toHaveURL(AUTH_URL);
  });
});

test.describe('the home screen', () => {
  test('should show the logo and tagline, and drop new_signup from the address while keeping the rest', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);

    // Act
    await page.goto('/app?new_signup=true&source=email');

    // Assert
    await expect(page.getByText('Créez des histoires aussi uniques que vos enfants')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${parent.firstName} !`);
    await expect(page).toHaveURL(/\/app\?source=email$/);
    await expectNoAxeViolations(page);
  });
});
