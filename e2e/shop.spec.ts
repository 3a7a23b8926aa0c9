import { expect, test, type Page } from '@playwright/test';
import { PACKS } from '../shared/packs';
import { expectNoAxeViolations } from './support/a11y';
import { submitSignInForm } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';
import { createStoryThroughUi } from './support/stories';
import { openHome, signedInParent } from './support/session';
import { toastWith } from './support/toasts';

/**
 * Issue 13, the shop in the browser (spec part 2 §2, §4, §6, §8, §9): /boutique, buying through the twin's
 * local checkout (its 'Payer', 'Carte refusée' and 'Annuler'), /thank-you, the credits on the home's
 * stories-left button, and the subscription with its billing portal ('Passer à la période suivante').
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LOCAL_CHECKOUT_URL = /\/_local\/checkout\/[^/]+$/;


/** /boutique once the parent's stories are shown. */
async function openShop(page: Page) {
  await page.goto('/boutique');
  await expect(page.getByTestId('shop-available-stories')).toBeVisible({ timeout: 15_000 });
}

const storiesLeftButton = (page: Page) => page.getByTestId('stories-left-button');
const packCard = (page: Page, id: string) => page.getByTestId(`pack-${id}`);

/** Clicks 'Acheter' on a wide screen and returns the new tab once it shows the local checkout page. */
async function buyInNewTab(page: Page, packId: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await packCard(page, packId).getByRole('button', { name: 'Acheter' }).click();
  const checkout = await opened;
  await expect(checkout).toHaveURL(LOCAL_CHECKOUT_URL, { timeout: 15_000 });
  return checkout;
}

test.describe('the shop', () => {
  test('should show the stories, the four packs and their prices, the carousel, badges, FAQ, testimonials and the payment note', async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(DESKTOP);
    await signedInParent(page, request);

    // Act
    await openShop(page);

    // Assert: the stories available and the four cards on one row
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    await expect(page.getByTestId('shop-available-stories')).toHaveText('Vous avez 1 histoire disponible');
    const cards = page.getByTestId('pack-grid').getByRole('article');
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    for (const pack of PACKS) {
      await expect(packCard(page, pack.id).getByRole('heading', { name: pack.name })).toBeVisible();
    }
    await expect(packCard(page, 'pack-30').getByTestId('pack-price')).toHaveText('15,99\u00a0€');
    await expect(packCard(page, 'pack-30')).toContainText('au lieu de 19,99\u00a0€');
    await expect(packCard(page, 'pack-365').getByTestId('pack-per-story')).toHaveText('Seulement 0,35€/histoire');
    await expect(page.getByText('POPULAIRE', { exact: true })).toHaveCount(1);
    await expect(packCard(page, 'pack-60').getByText('POPULAIRE', { exact: true })).toBeVisible();
    await expect(page.getByTestId('subscription-offer')).toContainText('12,99\u00a0€');

    // Assert: the carousel turns with its buttons and its dots
    const carousel = page.getByRole('region', { name: 'Ce qui est inclus dans chaque pack' });
    const slide = carousel.getByTestId('carousel-slide');
    await expect(slide).toContainText('Des histoires personnalisées');
    await carousel.getByRole('button', { name: 'Fonctionnalité suivante' }).click();
    await expect(slide).toContainText('Des illustrations uniques');
    await carousel.getByRole('button', { name: /\(5 sur 5\)$/ }).click();
    await expect(slide).toContainText('Des histoires pour toujours');
    await carousel.getByRole('button', { name: 'Fonctionnalité suivante' }).click();
    await expect(slide).toContainText('Des histoires personnalisées');
    await carousel.getByRole('button', { name: 'Fonctionnalité précédente' }).click();
    await expect(slide).toContainText('Des histoires pour toujours');

    // Assert: badges, FAQ, testimonials (wide screen), the way back to the packs, the payment note
    await expect(page.getByRole('list', { name: 'Nos engagements' }).getByRole('listitem')).toHaveCount(3);
    const faq = page.getByRole('region', { name: 'Questions fréquentes' });
    await expect(faq.locator('details')).toHaveCount(5);
    await faq.getByText('Mes histoires achetées expirent-elles ?').click();
    await expect(faq.getByText(/Jamais\./)).toBeVisible();
    await expect(page.getByTestId('shop-testimonials').locator('figure')).toHaveCount(2);
    await expect(page.getByTestId('shop-testimonials')).toBeVisible();
    await page.getByRole('button', { name: 'Voir les packs' }).click();
    await expect(page.getByRole('heading', { name: "Nos packs d'histoires" })).toBeFocused();
    await expect(page.getByTestId('secure-payment-note')).toContainText('Paiements sécurisés');
    await expectNoAxeViolations(page);
  });

  test('should put the packs in 2 columns on a phone and leave the testimonials out', async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(PHONE);
    await signedInParent(page, request);

    // Act
    await openShop(page);

    // Assert
    const cards = page.getByTestId('pack-grid').getByRole('article');
    const lefts = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
    await expect(page.getByTestId('shop-testimonials')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('should send /plans to the shop', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);

    // Act
    await page.goto('/plans');

    // Assert
    await expect(page).toHaveURL(/\/boutique$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible({ timeout: 15_000 });
  });

  test("should ask a visitor to sign in ('Connexion requise'), then bring them back to the shop", async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);

    // Act
    await page.goto('/boutique');

    // Assert
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await expect(toastWith(page, 'Veuillez vous connecter pour acheter des histoires')).toContainText('Connexion requise');
    await submitSignInForm(page, parent.email, parent.password);
    await expect(page).toHaveURL(/\/boutique$/, { timeout: 15_000 });
  });

  test("should send a parent whose session ended to /auth with 'Connexion requise' when they buy", async ({ page, request }) => {
    // Arrange: the tokens are gone from this tab's storage (as after a sign-out elsewhere), the page not told yet
    await page.setViewportSize(PHONE);
    await signedInParent(page, request);
    await openShop(page);
    await page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: { length: number; key(index: number): string | null; removeItem(key: string): void } }).localStorage;
      const tokens = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key?.startsWith('CognitoIdentityServiceProvider.'));
      for (const key of tokens) storage.removeItem(key!);
    });

    // Act
    await packCard(page, 'pack-30').getByRole('button', { name: 'Acheter' }).click();

    // Assert
    await expect(toastWith(page, 'Veuillez vous connecter pour acheter des histoires')).toContainText('Connexion requise');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("should show 'Redirection...' while the payment page is prepared, then the server's message when it fails", async ({ page, request }) => {
    // Arrange: a checkout that answers slowly, then fails
    await page.setViewportSize(PHONE);
    await signedInParent(page, request);
    await openShop(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/checkout', async (route) => {
      await released;
      await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'La création de la session de paiement a échoué' }) });
    });

    // Act
    await packCard(page, 'pack-90').getByRole('button', { name: 'Acheter' }).click();

    // Assert: busy, the other cards held, then the error and the button back
    await expect(packCard(page, 'pack-90').getByRole('button', { name: 'Redirection...' })).toBeDisabled();
    await expect(packCard(page, 'pack-30').getByRole('button', { name: 'Acheter' })).toBeDisabled();
    release();
    await expect(toastWith(page, 'La création de la session de paiement a échoué')).toContainText('Erreur');
    await expect(packCard(page, 'pack-90').getByRole('button', { name: 'Acheter' })).toBeEnabled();
  });
});

test.describe('buying through the local checkout', () => {
  test('should buy a pack in a new tab on a wide screen, thank the parent and show +30 on the home button', async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(DESKTOP);
    await signedInParent(page, request);
    await openHome(page);
    await expect(storiesLeftButton(page)).toHaveText('1 histoire');
    await openShop(page);

    // Act
    const checkout = await buyInNewTab(page, 'pack-30');
    await expect(checkout.getByText('Pack 30 histoires')).toBeVisible();
    await checkout.getByRole('button', { name: 'Payer' }).click();

    // Assert: the payment tab closes and the first tab shows the thank-you page, its address reduced to `stories`, the new balance
    await expect.poll(() => checkout.isClosed(), { timeout: 15_000 }).toBe(true);
    expect(page.context().pages()).toEqual([page]);
    await expect(page).toHaveURL(/\/thank-you\?stories=30$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre achat !' })).toBeVisible();
    await expect(page.getByText('Vos 30 histoires ont été ajoutées à votre compte.')).toBeVisible();
    await expect(page.getByTestId('thank-you-available')).toHaveText('Vous avez maintenant 31 histoires disponibles.', { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Créer une histoire' })).toHaveAttribute('href', '/create');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(storiesLeftButton(page)).toHaveText('31 histoires', { timeout: 15_000 });
  });

  test("should leave one shop tab saying the payment was cancelled after 'Annuler' on a wide screen", async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(DESKTOP);
    await signedInParent(page, request);
    await openShop(page);
    const checkout = await buyInNewTab(page, 'pack-30');

    // Act
    await checkout.getByRole('button', { name: 'Annuler' }).click();

    // Assert
    await expect.poll(() => checkout.isClosed(), { timeout: 15_000 }).toBe(true);
    expect(page.context().pages()).toEqual([page]);
    await expect(page).toHaveURL(/\/boutique$/);
    await expect(page.getByTestId('payment-cancelled')).toHaveText("Paiement annulé : aucun montant n'a été débité.");
    await expect(page.getByTestId('shop-available-stories')).toHaveText('Vous avez 1 histoire disponible', { timeout: 15_000 });
  });

  test('should keep the credits when the card is refused, and come back to a shop saying the payment was cancelled on Annuler (phone: same tab)', async ({ page, request }) => {
    // Arrange
    await page.setViewportSize(PHONE);
    await signedInParent(page, request);
    await openShop(page);

    // Act
    await packCard(page, 'pack-60').getByRole('button', { name: 'Acheter' }).click();
    await expect(page).toHaveURL(LOCAL_CHECKOUT_URL, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Carte refusée' }).click();

    // Assert
    await expect(page.getByRole('alert')).toHaveText('Votre carte a été refusée.');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByTestId('payment-cancelled')).toHaveText("Paiement annulé : aucun montant n'a été débité.", { timeout: 15_000 });
    // The sign leaves the address, so that a reload says nothing more.
    await expect(page).toHaveURL(/\/boutique$/);
    await expect(page.getByTestId('shop-available-stories')).toHaveText('Vous avez 1 histoire disponible', { timeout: 15_000 });
  });

  test('should subscribe, then grant the 30 monthly stories again when a new period starts', async ({ page, request }) => {
    // Arrange: a subscriber who has spent one monthly story
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signedInParent(page, request);
    await createProfileThroughUi(page, { name: 'Léo', age: 6, gender: 'Garçon' });
    await openShop(page);
    await page.getByTestId('subscription-offer').getByRole('button', { name: "S'abonner" }).click();
    await expect(page).toHaveURL(LOCAL_CHECKOUT_URL, { timeout: 15_000 });
    await expect(page.getByText('Abonnement mensuel')).toBeVisible();
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/thank-you\?stories=30$/, { timeout: 15_000 });
    await expect(page.getByTestId('thank-you-available')).toHaveText('Vous avez maintenant 31 histoires disponibles.', { timeout: 15_000 });
    await createStoryThroughUi(page, 'Léo');
    await page.goto('/account');
    const monthlyLeft = page.getByTestId('subscription-monthly-left');
    await expect(monthlyLeft).toHaveText('29 sur 30 histoires mensuelles restantes', { timeout: 15_000 });
    await expect(page.getByTestId('subscription-plan')).toContainText('Abonnement mensuel');

    // Act: the billing portal moves the subscription to its next period
    await page.getByRole('button', { name: 'Gérer mon abonnement' }).click();
    await expect(page).toHaveURL(/\/_local\/billing\/[^/]+$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Passer à la période suivante' }).click();
    await page.getByRole('link', { name: 'Retour' }).click();

    // Assert
    await expect(page).toHaveURL(/\/account$/);
    await expect(monthlyLeft).toHaveText('30 sur 30 histoires mensuelles restantes', { timeout: 15_000 });
    await openShop(page);
    await expect(page.getByTestId('subscription-offer')).toContainText('Votre abonnement est actif.');
  });
});
