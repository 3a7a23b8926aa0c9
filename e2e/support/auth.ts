import { expect, type Page } from '@playwright/test';

/**
 * Signing in the way a parent does, on the /auth page's login tab: the fields labelled 'Email' and
 * 'Mot de passe' and the button 'Se connecter'.
 */

/** Fills and sends the login form of the page already shown (e.g. after the guard sent us to /auth). */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Opens /auth, signs in and waits until the page has left /auth. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await submitSignInForm(page, email, password);
  await expect(page).not.toHaveURL(/\/auth(\/|\?|#|$)/, { timeout: 10_000 });
}
