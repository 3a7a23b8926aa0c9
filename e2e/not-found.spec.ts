import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the not-found screen', () => {
  test('should show "Oops! Page introuvable" in French for an unknown path, with no axe violation', async ({ page }) => {
    // Act
    await page.goto('/une-page-qui-n-existe-pas');

    // Assert
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page introuvable' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('should lead on to /app through its link, by keyboard (the guard then asks a visitor to sign in)', async ({ page }) => {
    // Arrange
    await page.goto('/encore/une/autre/page');
    const link = page.getByRole('link', { name: "Retour à l'accueil" });

    // Act
    await link.focus();
    await page.keyboard.press('Enter');

    // Assert
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });

  test('should show the landing page at /, not the app: a visitor is not sent to /auth', async ({ page }) => {
    // Act
    await page.goto('/');

    // Assert
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the local twin', () => {
  test('should serve /config.json with the local user pool and answer /api/health', async ({ request }) => {
    // Act
    const config = await request.get('/config.json');
    const health = await request.get('/api/health');

    // Assert
    expect(config.ok()).toBe(true);
    expect(await config.json()).toMatchObject({ userPoolId: expect.stringMatching(/.+/), userPoolClientId: expect.stringMatching(/.+/), local: true });
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  test('should answer an unknown API path with JSON and a French message, not the SPA', async ({ request }) => {
    // Act
    const response = await request.get('/api/nope');

    // Assert
    expect(response.status()).toBe(404);
    expect((await response.json()) as { message: string }).toHaveProperty('message');
  });
});

test.describe('the route guard', () => {
  test("should send a visitor of /child-profile to /auth with 'Non autorisé'", async ({ page }) => {
    // Act
    await page.goto('/child-profile');

    // Assert
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Vous devez être connecté pour créer un profil enfant')).toBeVisible();
  });
});
