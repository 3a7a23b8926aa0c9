import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';
import { createStoryThroughUi, expectStoryOpened } from './support/stories';

/** A phone held at bedtime. */
const PHONE = { width: 390, height: 844 };

/** The page's audio element and media session, typed here because the e2e project compiles without the DOM library. */
interface NarrationState {
  currentTime: number;
  paused: boolean;
  volume: number;
}
const narration = (page: Page) =>
  page.evaluate(() => {
    const audio = (globalThis as unknown as { document: { querySelector(selector: string): NarrationState | null } }).document.querySelector('audio');
    return audio ? { currentTime: audio.currentTime, paused: audio.paused, volume: audio.volume } : null;
  });
const lockScreen = (page: Page) =>
  page.evaluate(() => {
    const session = (globalThis as unknown as { navigator: { mediaSession?: { metadata: { title: string; artist: string } | null } } }).navigator.mediaSession;
    return session?.metadata ? { title: session.metadata.title, artist: session.metadata.artist } : null;
  });

test.use({ viewport: PHONE });

test.describe("the story page's 'Mode dodo'", () => {
  test('should darken the screen, fade the narration out over the timer’s last seconds, say good night and remember the choice for the child', async ({ page, request }) => {
    // One real generation by the twin's embedded writer, illustrator and narrator.
    test.setTimeout(300_000);

    // Arrange — a finished story with its narration, then the page on a clock the test drives.
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await createProfileThroughUi(page, { name: 'Mila', age: 5, gender: 'Fille' });
    const { id } = await createStoryThroughUi(page, 'Mila');
    await expectStoryOpened(page, id);
    await expect(page.getByRole('button', { name: 'Lecture', exact: true })).toBeVisible({ timeout: 180_000 });
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.clock.install();
    await page.goto(`/story/${id}`);

    // Act — 'Mode dodo', a 10 min timer, then 'Lecture' on the dark screen.
    await page.getByRole('button', { name: 'Mode dodo' }).click();
    const sleep = page.getByRole('dialog', { name: 'Mode dodo' });
    await expect(sleep).toBeVisible();
    // The radios are drawn as their labels (the inputs are visually hidden): a finger taps the label.
    await sleep.locator('label', { hasText: '10 min' }).click();
    await expect(sleep.getByRole('radio', { name: '10 min' })).toBeChecked();
    await sleep.getByRole('button', { name: 'Lecture' }).click();
    await expect.poll(async () => (await narration(page))?.currentTime ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3);

    // Assert — a dark screen over the whole phone, its text light on it, and the story on the lock screen.
    const look = await sleep.evaluate((element) => {
      const { getComputedStyle, innerWidth, innerHeight } = globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string }; innerWidth: number; innerHeight: number };
      const box = (element as unknown as { getBoundingClientRect(): { width: number; height: number } }).getBoundingClientRect();
      const channels = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      return { background: channels(getComputedStyle(element).backgroundColor), covers: box.width >= innerWidth && box.height >= innerHeight };
    });
    expect(look.covers).toBe(true);
    expect(Math.max(...look.background)).toBeLessThan(40);
    await expect(sleep.getByText('Arrêt dans 10 min')).toBeVisible();
    expect(await lockScreen(page)).toEqual({ title, artist: 'Mila' });
    expect((await narration(page))?.volume).toBe(1);
    await expectNoAxeViolations(page);

    // The phone locks: the page is hidden, and the narration must go on (nothing pauses it on visibilitychange).
    await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { dispatchEvent(event: unknown): boolean } }).document;
      Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(doc, 'hidden', { configurable: true, get: () => true });
      doc.dispatchEvent(new (globalThis as unknown as { Event: new (type: string) => unknown }).Event('visibilitychange'));
    });
    const locked = (await narration(page))!.currentTime;
    await expect.poll(async () => (await narration(page))?.currentTime ?? 0, { timeout: 10_000 }).toBeGreaterThan(locked + 0.5);
    expect((await narration(page))?.paused).toBe(false);

    // Act / Assert — 10 s before the end, the narration plays on, softer, and goes on getting softer.
    // From the end the screen gives, since the clock also flows while the test runs (axe takes seconds).
    const endsAt = Number(await sleep.getAttribute('data-ends-at'));
    const pageNow = await page.evaluate(() => Date.now());
    expect(endsAt - pageNow).toBeGreaterThan(60_000);
    await page.clock.fastForward(endsAt - pageNow - 10_000);
    await expect.poll(async () => (await narration(page))?.volume ?? 1).toBeLessThan(0.3);
    const fading = (await narration(page))!;
    expect(fading.paused).toBe(false);
    expect(fading.volume).toBeGreaterThan(0);
    await expect(sleep.getByText('Le son s’adoucit…')).toBeVisible();
    await page.clock.fastForward('00:05');
    await expect.poll(async () => (await narration(page))?.volume ?? 1).toBeLessThan(fading.volume);

    // At the end: paused, the volume back for the next time, and good night to the child.
    await page.clock.fastForward('00:06');
    await expect(sleep.getByText('Bonne nuit, Mila')).toBeVisible();
    expect(await narration(page)).toMatchObject({ paused: true, volume: 1 });
    await expect(sleep.getByRole('button', { name: 'Réécouter' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The choice is the child's: it is there again on the next visit, and leaving gives the page back.
    await sleep.getByRole('button', { name: 'Quitter le mode dodo' }).click();
    await expect(sleep).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mode dodo' })).toBeFocused();
    await page.reload();
    await page.getByRole('button', { name: 'Mode dodo' }).click();
    await expect(page.getByRole('dialog', { name: 'Mode dodo' }).getByRole('radio', { name: '10 min' })).toBeChecked();
  });
});
