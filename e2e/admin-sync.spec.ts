import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditSummarySchema, type CreditSummary } from '../shared/credits';
import { ADMIN_CREDIT_LABELS, ADMIN_MESSAGES } from '../shared/admin';
import { API_MESSAGES } from '../shared/messages';
import { RECONCILE_MESSAGES } from '../shared/reconcile';
import { expectNoAxeViolations } from './support/a11y';
import { makeAdmin } from './support/admins';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent, newParentEmail, type TestParent } from './support/parents';
import { twinConfig } from './support/twin';
import { setBonusCredits, setStoriesCreated } from './support/twin-data';
import { toastWith } from './support/toasts';

const TITLE = 'Synchronisation administrateur';

/** /AdminSync once the caller's own credits are on screen (the account exists from then on). */
async function openAdminSync(page: Page) {
  await page.goto('/AdminSync');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByTestId('own-stories-left')).toHaveText(/^\d+$/, { timeout: 15_000 });
}

/** Another parent's ID token, straight from the twin's Cognito: that parent is not the one in the browser. */
async function idTokenOf(request: APIRequestContext, parent: TestParent): Promise<string> {
  const config = await twinConfig(request);
  const cognito = new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: config.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: parent.password } }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** A parent's credits as the API reads them for that parent (the first read also creates the account, as the app's first page does). */
async function creditsThroughApi(request: APIRequestContext, idToken: string): Promise<CreditSummary> {
  const response = await request.get('/api/me/credits', { headers: { authorization: `Bearer ${idToken}` } });
  expect(response.ok(), 'GET /api/me/credits').toBe(true);
  return creditSummarySchema.parse(await response.json());
}

const ownNumber = (page: Page, name: 'stories-left' | 'bonus-credits' | 'monthly-credits' | 'stories-created') => page.getByTestId(`own-${name}`);

test.describe('the admin synchronisation page (/AdminSync)', () => {
  test('should give a parent its two buttons on their own account, and the admin tools only as the French refusal', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);

    // Act
    await openAdminSync(page);
    await page.getByRole('button', { name: "Forcer la synchronisation de l'abonnement" }).click();
    // A confirmation stays 2 s: read it before the next click.
    await expect(toastWith(page, RECONCILE_MESSAGES.updated)).toContainText('Votre abonnement gratuit a été synchronisé avec succès.');
    await page.getByRole('button', { name: 'Corriger les types de crédit des histoires' }).click();

    // Assert
    await expect(toastWith(page, RECONCILE_MESSAGES.noStoryToFix)).toBeVisible();
    await expect(page).toHaveTitle(/^Synchronisation administrateur — /);
    await expect(page.getByTestId('admin-tools')).toHaveCount(0);
    await expect(page.getByTestId('admin-only-notice')).toContainText(API_MESSAGES.adminOnly);
    await expect(ownNumber(page, 'stories-left')).toHaveText('1');
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);
  });

  test('should let an admin load their own credits, set them by hand, show the new numbers, and refuse a negative one in French', async ({ page, request }) => {
    // Arrange: the group is a claim of the tokens, so the parent joins it before signing in.
    const parent = await createConfirmedParent(request);
    await makeAdmin(parent.email);
    await signInThroughUi(page, parent.email, parent.password);
    await openAdminSync(page);
    const tools = page.getByTestId('admin-tools');
    await tools.getByRole('button', { name: 'Mes crédits' }).click();
    const bonus = tools.getByLabel(ADMIN_CREDIT_LABELS.bonusCredits, { exact: true });
    await expect(bonus).toHaveValue('1');
    await expect(tools.getByTestId('selected-parent-id')).toHaveText(parent.userId);

    // Act: a negative number first, then the right ones.
    await bonus.fill('-3');
    await tools.getByRole('button', { name: 'Mettre à jour les crédits' }).click();
    const refusal = tools.getByText(ADMIN_MESSAGES.count(ADMIN_CREDIT_LABELS.bonusCredits));
    await expect(refusal).toBeVisible();
    await expect(bonus).toBeFocused();
    await bonus.fill('7');
    await tools.getByLabel(ADMIN_CREDIT_LABELS.bonusStoriesCreated, { exact: true }).fill('2');
    await tools.getByRole('button', { name: 'Mettre à jour les crédits' }).click();

    // Assert
    await expect(toastWith(page, RECONCILE_MESSAGES.updated)).toContainText('Crédits bonus : 1 → 7');
    await expect(refusal).toHaveCount(0);
    await expect(ownNumber(page, 'bonus-credits')).toHaveText('7');
    await expect(ownNumber(page, 'stories-left')).toHaveText('7');
    await expect(ownNumber(page, 'stories-created')).toHaveText('2');
    await expect(bonus).toHaveValue('7');
    await expectNoAxeViolations(page);
  });

  test("should find another parent by e-mail, show that parent's numbers, change one of them and keep showing that parent's numbers", async ({ page, request }) => {
    // Arrange: a parent with numbers of their own (12 bonus credits, 3 monthly and 2 bonus stories made), and an admin with 1 bonus credit.
    const other = await createConfirmedParent(request);
    const otherToken = await idTokenOf(request, other);
    await creditsThroughApi(request, otherToken);
    await setStoriesCreated(other.userId, { storiesCreated: 3, bonusStoriesCreated: 2 });
    await setBonusCredits(other.userId, 12);
    const admin = await createConfirmedParent(request);
    await makeAdmin(admin.email);
    await signInThroughUi(page, admin.email, admin.password);
    await openAdminSync(page);
    const tools = page.getByTestId('admin-tools');
    const field = (name: keyof typeof ADMIN_CREDIT_LABELS) => tools.getByLabel(ADMIN_CREDIT_LABELS[name], { exact: true });

    // Act: the parent found by an address typed with capitals, then one number changed.
    await field('email').fill(other.email.toUpperCase());
    await tools.getByRole('button', { name: 'Rechercher' }).click();
    await expect(tools.getByTestId('selected-parent-id')).toHaveText(other.userId);
    await expect(field('bonusCredits')).toHaveValue('12');
    await expect(field('monthlyCredits')).toHaveValue('0');
    await expect(field('storiesCreated')).toHaveValue('3');
    await expect(field('bonusStoriesCreated')).toHaveValue('2');
    await field('monthlyCredits').fill('5');
    await tools.getByRole('button', { name: 'Mettre à jour les crédits' }).click();

    // Assert: only that number moved, on that parent; the form still shows that parent; the admin's own account did not move.
    await expect(toastWith(page, RECONCILE_MESSAGES.updated)).toContainText('Crédits mensuels restants : 0 → 5');
    await expect(tools.getByTestId('selected-parent-id')).toHaveText(other.userId);
    await expect(field('monthlyCredits')).toHaveValue('5');
    await expect(field('bonusCredits')).toHaveValue('12');
    await expect(field('storiesCreated')).toHaveValue('3');
    await expect(field('bonusStoriesCreated')).toHaveValue('2');
    expect(await creditsThroughApi(request, otherToken)).toMatchObject({ monthlyCreditsRemaining: 5, bonusStories: 12, storiesCreated: 3, bonusStoriesCreated: 2 });
    await expect(ownNumber(page, 'bonus-credits')).toHaveText('1');
    await expect(ownNumber(page, 'stories-created')).toHaveText('0');
    await expectNoAxeViolations(page);
  });

  test("should refuse in French a change made on a parent's numbers that moved since they were shown, and reload them on request", async ({ page, request }) => {
    // Arrange
    const other = await createConfirmedParent(request);
    await creditsThroughApi(request, await idTokenOf(request, other));
    const admin = await createConfirmedParent(request);
    await makeAdmin(admin.email);
    await signInThroughUi(page, admin.email, admin.password);
    await openAdminSync(page);
    const tools = page.getByTestId('admin-tools');
    const bonus = tools.getByLabel(ADMIN_CREDIT_LABELS.bonusCredits, { exact: true });
    await tools.getByLabel(ADMIN_CREDIT_LABELS.email, { exact: true }).fill(other.email);
    await tools.getByRole('button', { name: 'Rechercher' }).click();
    await expect(bonus).toHaveValue('1');

    // Act: a pack of 10 arrives while the form shows 1, then the admin saves 4.
    await setBonusCredits(other.userId, 11);
    await bonus.fill('4');
    await tools.getByRole('button', { name: 'Mettre à jour les crédits' }).click();

    // Assert
    await expect(tools.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.stale })).toBeVisible();
    await tools.getByRole('button', { name: 'Recharger ses valeurs' }).click();
    await expect(bonus).toHaveValue('11');
    await expect(tools.getByText(ADMIN_MESSAGES.stale)).toHaveCount(0);
    await expect(tools.getByTestId('selected-parent-id')).toHaveText(other.userId);
  });

  test('should say in French under the field that no parent signed in with an address', async ({ page, request }) => {
    // Arrange
    const admin = await createConfirmedParent(request);
    await makeAdmin(admin.email);
    await signInThroughUi(page, admin.email, admin.password);
    await openAdminSync(page);
    const tools = page.getByTestId('admin-tools');
    const email = tools.getByLabel(ADMIN_CREDIT_LABELS.email, { exact: true });

    // Act
    await email.fill(newParentEmail());
    await tools.getByRole('button', { name: 'Rechercher' }).click();

    // Assert
    await expect(tools.getByText(ADMIN_MESSAGES.parentNotFound)).toBeVisible();
    await expect(email).toBeFocused();
    await expect(tools.getByTestId('selected-parent')).toHaveCount(0);
  });

  test('should let an admin turn the automatic synchronisation off and on again, keyboard only', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await makeAdmin(parent.email);
    await signInThroughUi(page, parent.email, parent.password);
    await openAdminSync(page);
    const toggle = page.getByRole('switch', { name: 'Synchronisation automatique des abonnements' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Act
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toastWith(page, ADMIN_MESSAGES.autoSyncDisabled)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Enter');

    // Assert: on again, as every other journey expects it.
    await expect(toastWith(page, ADMIN_MESSAGES.autoSyncEnabled)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toContainText('Modifié le');
  });
});
