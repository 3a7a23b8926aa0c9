import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';
import { createStoryThroughUi, expectStoryOpened } from './support/stories';

/** A phone in the car, the plane or at grandma's. */
const PHONE = { width: 390, height: 844 };
const OFFLINE_CACHE = 'contes-offline-v1';
/** A well-formed story id this parent never saved (nor has). */
const UNSAVED_STORY_ID = '01KAZ3NDEKTSV4RRFFQ69G5FAV';

/** The browser's state read in the page; typed here because the e2e project compiles without the DOM library. */
type BrowserGlobals = {
  navigator: { serviceWorker?: { controller: unknown } };
  localStorage: { length: number; key(index: number): string | null; getItem(key: string): string | null };
  caches: { keys(): Promise<string[]>; open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
  document: { querySelector(selector: string): { currentTime: number; paused: boolean } | null; querySelectorAll(selector: string): ArrayLike<{ complete: boolean; naturalWidth: number }> };
};

const savedKeys = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const { caches } = globalThis as unknown as BrowserGlobals;
    if (!(await caches.keys()).includes(cacheName)) return [];
    return (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHE);
/** The seconds until the ID token Amplify keeps expires, by the page's clock (negative once expired). */
const idTokenLifeLeft = (page: Page) =>
  page.evaluate(() => {
    const { localStorage } = globalThis as unknown as BrowserGlobals;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.endsWith('.idToken')) continue;
      const payload = localStorage.getItem(key)!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { exp: number }).exp - Date.now() / 1000;
    }
    return null;
  });
const narrationTime = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.querySelector('audio')?.currentTime ?? 0);
const picturesShown = (page: Page) =>
  page.evaluate(() => Array.from((globalThis as unknown as BrowserGlobals).document.querySelectorAll('img[data-testid="story-picture"]')).filter((image) => image.complete && image.naturalWidth > 0).length);

// The journey is about the service worker, which the other journeys block (playwright.config.ts).
test.use({ viewport: PHONE, serviceWorkers: 'allow' });

test.describe('offline reading', () => {
  test('should save a story, then open, read and play it with the network cut and the session expired, say what needs a network, and forget it at sign-out', async ({ page, context, request }) => {
    // One real generation by the twin's embedded writer, illustrator and narrator.
    test.setTimeout(360_000);

    // Arrange — a finished story with its narration, and the service worker in charge of the page.
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await createProfileThroughUi(page, { name: 'Lou', age: 6, gender: 'Garçon' });
    const { id } = await createStoryThroughUi(page, 'Lou');
    await expectStoryOpened(page, id);
    await expect(page.getByRole('button', { name: 'Lecture', exact: true })).toBeVisible({ timeout: 180_000 });
    const save = page.getByRole('button', { name: 'Disponible hors ligne' });
    await expect(save).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => Boolean((globalThis as unknown as BrowserGlobals).navigator.serviceWorker?.controller)), { timeout: 30_000 }).toBe(true);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    // Act — save it.
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();

    // Assert — pressed, said, and stored under our own keys (no signed URL in them).
    await expect(save).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(page.getByText(/Histoire enregistrée : elle se lit et s'écoute sans réseau \(\d/)).toBeVisible();
    await expect(save).toBeFocused();
    const keys = await savedKeys(page);
    expect(keys).toContain(`/offline/${id}/story.json`);
    expect(keys).toContain(`/offline/${id}/audio`);
    expect(keys.some((key) => key.includes('X-Amz'))).toBe(false);

    // Act — the network goes; the library is opened again.
    await page.goto('/library');
    await expect(page.getByRole('heading', { name: 'Disponibles hors ligne' })).toBeVisible();
    await context.setOffline(true);
    // A long trip: three hours later the ID token (15 minutes) has expired and cannot be refreshed without a network.
    await page.clock.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
    await page.reload();

    // Assert — the session has expired, yet the banner, the saved story with its size, and an honest word where the API is needed.
    expect(await idTokenLifeLeft(page)).toBeLessThan(0);
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByText('Vous êtes hors ligne.', { exact: false })).toBeVisible({ timeout: 15_000 });
    const saved = page.getByRole('list', { name: 'Disponibles hors ligne' });
    await expect(saved.getByRole('link', { name: `Lire « ${title} »` })).toBeVisible();
    await expect(saved).toContainText(/\d+(,\d)? (Ko|Mo)/);
    await expect(page.getByTestId('offline-total')).toContainText('1 histoire');
    await expectNoAxeViolations(page);

    // Act — open, read and play it without a network.
    await saved.getByRole('link', { name: `Lire « ${title} »` }).click();

    // Assert
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('story-text')).toBeVisible();
    // Every picture of the book, the lazy ones too once scrolled to, from the saved copy.
    const pictures = page.getByTestId('story-picture');
    expect(await pictures.count()).toBeGreaterThan(0);
    for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picturesShown(page), { timeout: 15_000 }).toBe(await pictures.count());
    await page.getByRole('button', { name: 'Lecture', exact: true }).click();
    await expect.poll(() => narrationTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3);
    await expectNoAxeViolations(page);

    // A story that was not saved says it needs the network, in French, instead of waiting in silence.
    await page.goto(`/story/${UNSAVED_STORY_ID}`);
    await expect(page.getByText("Impossible de charger l'histoire")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Impossible de joindre le serveur', { exact: false })).toBeVisible();
    await expect(page.getByText('Vous êtes hors ligne.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    // Act — home, the clock right and the network back, the parent signs out (the device is the family's).
    await page.clock.setSystemTime(Date.now());
    await context.setOffline(false);
    await page.goto('/app');
    // The free credit is spent: the home's upsell is answered 'Plus tard' first.
    await page.getByRole('dialog', { name: "Plus d'histoires disponibles !" }).getByRole('button', { name: 'Plus tard' }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();

    // Assert — every saved copy is gone.
    await expect(page).toHaveURL(/\/auth/, { timeout: 10_000 });
    await expect.poll(() => savedKeys(page), { timeout: 10_000 }).toEqual([]);
  });
});
