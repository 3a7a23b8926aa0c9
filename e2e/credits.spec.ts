import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { createProfileThroughUi } from './support/profiles';
import { openHome, signedInParent } from './support/session';
import { toastWith } from './support/toasts';
import { putPictureBookStory, setBonusCredits, setStoriesCreated } from './support/twin-data';

/**
 * Issue 13, credits on every screen (spec part 1 §2, §4, §8): the home's stories-left button (a popover on a
 * phone, a tooltip on a wide screen), the first-load synchronisation and its toast, the upsell dialog and its
 * banner, the main button's 'Obtenir plus d'histoires', and /account's subscription block and credit checks.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };


const storiesLeftButton = (page: Page) => page.getByTestId('stories-left-button');

/** A panel row's number ('Histoires créées' → '2'). */
const panelValue = (page: Page, label: string) => page.getByTestId('credits-panel').locator('dl > div').filter({ hasText: label }).getByRole('definition');

test.describe('the stories-left button', () => {
  test('should open a popover on a phone with the stories available and created, and the bonus-created count only above 0', async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(PHONE);
    const parent = await signedInParent(page, request);
    await openHome(page);

    // Act
    await storiesLeftButton(page).click();

    // Assert
    const popover = page.getByRole('dialog', { name: 'Vos histoires' });
    await expect(popover).toBeVisible();
    await expect(panelValue(page, 'Histoires disponibles')).toHaveText('1');
    await expect(panelValue(page, 'Histoires créées')).toHaveText('0');
    await expect(popover.getByText('Histoires bonus créées')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Act: two stories paid with bonus credits (ledger entries, so the synchronisation keeps them)
    await setStoriesCreated(parent.userId, { storiesCreated: 0, bonusStoriesCreated: 2 });
    await popover.getByRole('button', { name: 'Synchroniser mes histoires' }).click();

    // Assert
    await expect(toastWith(page, '0 histoire mensuelle et 2 histoires bonus détectées')).toContainText('Synchronisation réussie');
    await expect(panelValue(page, 'Histoires bonus créées')).toHaveText('2');
    await expect(panelValue(page, 'Histoires créées')).toHaveText('2');
    await expect(panelValue(page, 'Histoires disponibles')).toHaveText('1');
  });

  test("should show a tooltip on hover on a wide screen, and lead to the shop with 'Acheter plus d'histoires'", async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(DESKTOP);
    await signedInParent(page, request);
    await openHome(page);

    // Act
    await storiesLeftButton(page).hover();

    // Assert
    await expect(page.getByRole('tooltip')).toContainText('1 histoire disponible');
    await expect(page.getByTestId('credits-panel')).toBeVisible();
    await expectNoAxeViolations(page);

    // Act: a click opens the same panel as a popover, reachable by keyboard
    await storiesLeftButton(page).click();
    const popover = page.getByRole('dialog', { name: 'Vos histoires' });
    await popover.getByRole('button', { name: "Acheter plus d'histoires" }).click();

    // Assert
    await expect(page).toHaveURL(/\/boutique$/);
  });

  test("should report the stories found on the home's first load", async ({ page, request }) => {
    // Arrange: a parent with one story made with a bonus credit
    const parent = await signedInParent(page, request);
    await putPictureBookStory(parent.userId, { title: 'La cabane du jardin', paragraphs: ['Il était une fois une cabane.'], scenes: [{ moment: 'opening', paragraph: 0, caption: 'La cabane' }] });

    // Act
    await openHome(page);

    // Assert
    await expect(toastWith(page, '0 histoire mensuelle et 1 histoire bonus détectées')).toBeVisible({ timeout: 15_000 });
  });

  test('should greet a parent who has no story yet without a toast about zero stories', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    const synchronised = page.waitForResponse((response) => response.url().endsWith('/api/sync/stories') && response.request().method() === 'POST');

    // Act
    await openHome(page);
    await synchronised;
    // The toast would be rendered within a frame of the answer: let two frames pass before looking.
    await page.evaluate(() => {
      const { requestAnimationFrame } = globalThis as unknown as { requestAnimationFrame(callback: () => void): number };
      return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    });

    // Assert
    await expect(toastWith(page, 'détectées')).toHaveCount(0);
  });
});

test.describe('the upsell', () => {
  test("should offer the packs to a free parent with no story left, then leave a banner after 'Plus tard'", async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(PHONE);
    const parent = await signedInParent(page, request);
    await createProfileThroughUi(page, { name: 'Inès', age: 8, gender: 'Fille' });
    await setBonusCredits(parent.userId, 0);

    // Act
    await openHome(page);

    // Assert: the dialog and the main button
    const dialog = page.getByRole('dialog', { name: "Plus d'histoires disponibles !" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText("jusqu'à 30 histoires uniques par mois");
    await expect(dialog.getByRole('link', { name: "Découvrir les packs d'histoires" })).toHaveAttribute('href', '/boutique');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Plus tard' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByTestId('upsell-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Voir les packs' })).toHaveAttribute('href', '/boutique');
    await expect(page.getByRole('link', { name: "Obtenir plus d'histoires" })).toHaveAttribute('href', '/boutique');
    await expect(storiesLeftButton(page)).toHaveText('0 histoire');

    // Assert: the choice holds for the tab
    await openHome(page);
    await expect(banner).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('should not offer the packs to a parent who still has a story', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await createProfileThroughUi(page, { name: 'Tom', age: 4, gender: 'Garçon' });

    // Act
    await openHome(page);

    // Assert
    await expect(page.getByRole('link', { name: 'Créer mon conte magique' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: "Plus d'histoires disponibles !" })).toHaveCount(0);
    await expect(page.getByTestId('upsell-banner')).toHaveCount(0);
  });
});

test.describe('the account page', () => {
  test('should show the free plan and run each credit check with its toast', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await page.goto('/account');
    await expect(page.getByTestId('subscription-plan')).toHaveText('Formule gratuite', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Gérer mon abonnement' })).toHaveCount(0);
    const tools = page.getByTestId('credits-tools');
    await tools.getByText('Un souci avec vos histoires ?').click();

    // Act / Assert: each check, and its toast
    await tools.getByRole('button', { name: 'Synchroniser mon abonnement' }).click();
    await expect(toastWith(page, 'Votre abonnement gratuit a été synchronisé avec succès.')).toContainText('Synchronisation réussie');
    await tools.getByRole('button', { name: 'Corriger mes crédits' }).click();
    await expect(toastWith(page, 'Aucune correction nécessaire.')).toContainText('Information');
    await tools.getByRole('button', { name: 'Recalculer mes histoires' }).click();
    await expect(toastWith(page, 'Recalcul réussi')).toContainText('0 histoire mensuelle et 0 histoire bonus détectées');
    await tools.getByRole('button', { name: 'Corriger le type de mes histoires' }).click();
    await expect(toastWith(page, "Aucune histoire n'avait besoin de correction")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
