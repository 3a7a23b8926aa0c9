import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../web/src/lib/public-pages';
import { expectNoAxeViolations } from './support/a11y';

/** The one h1 of each public page, as its prerendered HTML and the hydrated page show it. */
const HEADINGS: Record<string, string> = {
  '/': 'Créez des histoires aussi uniques que vos enfants',
  '/blog': 'Grandir avec les histoires',
  '/qui-sommes-nous': 'Des histoires où votre enfant est le héros',
  '/contact': 'Une question ? Écrivez-nous',
  '/mentions-legales': 'Mentions légales',
  '/cgv': 'Conditions générales de vente',
  '/cgu': "Conditions générales d’utilisation",
  '/politique-confidentialite': 'Politique de confidentialité',
  '/cookies': 'Politique de cookies',
  '/rgpd': 'Vos droits RGPD',
  '/droits': 'Exercer vos droits',
  '/donnees-personnelles': 'Données personnelles',
};
const documentTitle = (title?: string) => (title ? `${title} — Contes Magiques` : 'Contes Magiques — Histoires personnalisées pour enfants');
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies' });
/** The page's storage, read in the page (the e2e project's types have no DOM). */
type InPage = { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } };
const storedChoice = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).localStorage.getItem('cookiesAccepted'));

test.describe('the public pages, prerendered', () => {
  for (const publicPage of PUBLIC_PAGES) {
    test(`should serve ${publicPage.path} as static HTML readable without JavaScript, with its title, description and canonical URL`, async ({ browser }) => {
      // Arrange
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();

      // Act
      await page.goto(publicPage.path);

      // Assert
      await expect(page).toHaveTitle(documentTitle('title' in publicPage ? publicPage.title : undefined));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[publicPage.path]!);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', publicPage.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${publicPage.path === '/' ? '/' : publicPage.path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await context.close();
    });
  }

  test('should list the public pages in sitemap.xml and keep robots away from the private ones', async ({ request }) => {
    // Act
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const robots = await (await request.get('/robots.txt')).text();

    // Assert
    for (const publicPage of PUBLIC_PAGES) expect(sitemap).toContain(`${publicPage.path === '/' ? '' : publicPage.path}</loc>`);
    expect(sitemap).not.toContain('/about<');
    expect(robots).toMatch(/Disallow: \/app/);
    expect(robots).toMatch(/Disallow: \/auth/);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});

test.describe('the public pages, hydrated', () => {
  for (const publicPage of PUBLIC_PAGES) {
    test(`should show ${publicPage.path} with its footer's legal links and no axe violation`, async ({ page }) => {
      // Arrange
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      // Act
      await page.goto(publicPage.path);

      // Assert
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[publicPage.path]!);
      const footer = page.getByRole('contentinfo');
      for (const legal of ['/mentions-legales', '/cgv', '/cgu', '/politique-confidentialite']) await expect(footer.locator(`a[href="${legal}"]`)).toBeVisible();
      await expect(cookieBanner(page)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('should send /about to /qui-sommes-nous', async ({ page }) => {
    // Act
    await page.goto('/about');

    // Assert
    await expect(page).toHaveURL(/\/qui-sommes-nous$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/qui-sommes-nous']!);
  });

  test('should open the FAQ at /#faq, and lead a visitor to /auth from the landing page', async ({ page }) => {
    // Act
    await page.goto('/#faq');

    // Assert
    await expect(page.locator('#faq')).toBeInViewport();
    await expect(page.getByText('La première histoire est-elle vraiment gratuite ?')).toBeVisible();
    await page.getByRole('link', { name: 'Créer mon premier conte' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("should show a signed-in parent 'Mon espace' instead of the sign-up calls", async ({ page }) => {
    // Arrange: what Amplify keeps while a parent is signed in (only a hint: /app's guard checks the session)
    await page.addInitScript(() => (globalThis as unknown as InPage).localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'parent'));

    // Act
    await page.goto('/');

    // Assert
    await expect(page.getByRole('link', { name: 'Mon espace' }).first()).toHaveAttribute('href', '/app');
    await expect(page.getByRole('link', { name: 'Créer mon premier conte' })).toHaveCount(0);
  });
});

test.describe('the cookie choice', () => {
  test('should keep a refusal across a reload, then change it to an acceptance from the footer', async ({ page }) => {
    // Arrange
    await page.goto('/blog');
    await expect(cookieBanner(page).getByRole('link', { name: /confidentialité/i }).first()).toHaveAttribute('href', '/politique-confidentialite');
    await expect(cookieBanner(page).locator('a[href="/rgpd"]')).toBeVisible();

    // Act
    await cookieBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await page.reload();

    // Assert
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBe('false');
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await cookieBanner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBe('true');
  });
});

test.describe('the typing effect', () => {
  // The suite's default is reduced motion, under which the phrase stays whole.
  test.use({ reducedMotion: 'no-preference' });

  test('should pause 1.8 s on a phrase, erase it at 20 ms a character and type the next at 35 ms, on a driven clock', async ({ page }) => {
    // Arrange: a fake clock, paused before the page loads, so every step is the page's own timer
    await page.clock.install({ time: new Date('2026-11-25T20:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-25T20:00:01Z'));
    await page.goto('/');
    const typed = page.getByTestId('landing-typing').locator(':scope > span:last-child > span:first-child');
    await expect(typed).toHaveText('part explorer la Lune');
    // Hydrated, and React's effects run.
    type Hydrated = { document: { querySelector(selector: string): object | null } };
    await page.waitForFunction(() => Object.keys((globalThis as unknown as Hydrated).document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    // React renders a timer's change in a task of its own: the page settles after each step before it is read.
    const settle = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const channel = new MessageChannel();
            (channel.port1 as unknown as { onmessage: (event: unknown) => void }).onmessage = resolve;
            channel.port2.postMessage(null);
          }),
      );
    const advance = async (ms: number) => {
      await page.clock.runFor(ms);
      await settle();
    };
    await settle();

    // Act / Assert: the first erasure comes 1.8 s after the page starts animating
    let waited = 0;
    while ((await typed.textContent()) === 'part explorer la Lune' && waited <= 1_800) {
      await advance(10);
      waited += 10;
    }
    expect(waited).toBe(1_800);
    await expect(typed).toHaveText('part explorer la Lun');
    // The next erasure, found to the millisecond: from it on, every step is timed exactly.
    let step = 0;
    while ((await typed.textContent()) === 'part explorer la Lun' && step <= 20) {
      await advance(1);
      step += 1;
    }
    expect(step).toBeLessThanOrEqual(20);
    await expect(typed).toHaveText('part explorer la Lu');
    await advance(18 * 20);
    await expect(typed).toHaveText('p');
    await advance(19);
    await expect(typed).toHaveText('p');
    await advance(1);
    await expect(typed).toHaveText('');
    await advance(34);
    await expect(typed).toHaveText('');
    await advance(1);
    await expect(typed).toHaveText('a');
    await advance(35 * 25);
    await expect(typed).toHaveText('apprivoise un petit dragon');
    await advance(1_799);
    await expect(typed).toHaveText('apprivoise un petit dragon');
    await advance(1);
    await expect(typed).toHaveText('apprivoise un petit drago');
  });
});
