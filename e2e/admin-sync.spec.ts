import { expect, test, type Page } from '@playwright/test';
import { ADMIN_CREDIT_LABELS, ADMIN_MESSAGES } from '../shared/admin';
import { API_MESSAGES } from '../shared/messages';
import { RECONCILE_MESSAGES } from '../shared/reconcile';
import { expectNoAxeViolations } from './support/a11y';
import { makeAdmin } from './support/admins';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { toastWith } from './support/toasts';

const TITLE = 'Synchronisation administrateur';

/** /AdminSync once the caller's own credits are on screen (the account exists from then on). */
async function openAdminSync(page: Page) {
  await page.goto('/AdminSync');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByTestId('own-stories-left')).toHaveText(/^\d+$/, { timeout: 15_000 });
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

  test('should let an admin set their credits by hand, show the new numbers, and refuse a negative one in French', async ({ page, request }) => {
    // Arrange: the group is a claim of the tokens, so the parent joins it before signing in.
    const parent = await createConfirmedParent(request);
    await makeAdmin(parent.email);
    await signInThroughUi(page, parent.email, parent.password);
    await openAdminSync(page);
    const tools = page.getByTestId('admin-tools');
    const bonus = tools.getByLabel(ADMIN_CREDIT_LABELS.bonusCredits, { exact: true });
    await expect(bonus).toHaveValue('1');
    await expect(tools.getByLabel(ADMIN_CREDIT_LABELS.userId, { exact: true })).toHaveValue(parent.userId);

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
    await expectNoAxeViolations(page);
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
