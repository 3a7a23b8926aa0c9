import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';
import { createStoryThroughUi, expectStoryOpened } from './support/stories';
import { setBonusCredits } from './support/twin-data';

/** A phone held at bedtime. */
const PHONE = { width: 390, height: 844 };

/** Issue 30 item 1: sound within 3 s of POST /api/stories on the embedded makers. */
const GOAL_MS = 3_000;
/**
 * What this test holds whatever the machine: a shared CI machine is noisy (two cores for several test
 * runs), so the goal is printed beside the measure and the assertion only catches a return to waiting for
 * the whole story.
 */
const BOUND_MS = 15_000;
/** The twin's first story also loads its makers (eSpeak NG's workers: about 8 s on a loaded machine). */
const COLD_BOUND_MS = 40_000;

/** The page's audio element and its first `playing`, typed here because the e2e project compiles without the DOM library. */
interface NarrationState {
  currentTime: number;
  duration: number;
  paused: boolean;
  part: string | null;
}
interface Window {
  firstSoundAt?: number;
}
const narration = (page: Page) =>
  page.evaluate(() => {
    const audio = (globalThis as unknown as { document: { querySelector(selector: string): (NarrationState & { dataset: { part?: string } }) | null } }).document.querySelector('audio');
    return audio ? { currentTime: audio.currentTime, duration: audio.duration, paused: audio.paused, part: audio.dataset.part ?? null } : null;
  });

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/**
 * Makes a story through the wizard and presses 'Lecture' as soon as the story page offers it; answers the
 * times from POST /api/stories (the request leaving the browser) to the story page, to the player, and to the
 * first sound (the <audio>'s first `playing`, in the page's clock, which is the machine's).
 */
async function firstSound(page: Page, child: string): Promise<{ id: string } & Times> {
  let postedAt = 0;
  const onRequest = (sent: { method(): string; url(): string }) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/stories') postedAt = Date.now();
  };
  // When the API first answered the text, and the narration's first part (what the page's polls saw).
  const listed = { text: 0, firstPart: 0 };
  const onResponse = async (answer: Response) => {
    if (answer.request().method() !== 'GET' || !/^\/api\/stories\/[0-9A-Z]{26}$/.test(new URL(answer.url()).pathname)) return;
    const at = Date.now();
    const body = (await answer.json().catch(() => null)) as { content?: string; audioParts?: unknown[] } | null;
    if (body?.content && !listed.text) listed.text = at - postedAt;
    if (body?.audioParts?.length && !listed.firstPart) listed.firstPart = at - postedAt;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  const { id } = await createStoryThroughUi(page, child);
  await expectStoryOpened(page, id, 60_000);
  const openedMs = Date.now() - postedAt;
  const play = page.getByRole('button', { name: 'Lecture', exact: true });
  await expect(play).toBeEnabled({ timeout: 60_000 });
  const playerMs = Date.now() - postedAt;
  await play.click();
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as Window).firstSoundAt ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  const firstSoundAt = await page.evaluate(() => (globalThis as unknown as Window).firstSoundAt!);
  page.off('request', onRequest);
  page.off('response', onResponse);
  expect(postedAt).toBeGreaterThan(0);
  return { id, firstSoundMs: firstSoundAt - postedAt, openedMs, playerMs, textListedMs: listed.text, firstPartListedMs: listed.firstPart };
}

interface Times {
  firstSoundMs: number;
  openedMs: number;
  playerMs: number;
  textListedMs: number;
  firstPartListedMs: number;
}

const report = (label: string, times: Times) =>
  console.log(
    `first sound (${label}): ${times.firstSoundMs} ms after POST /api/stories (goal ≤ ${GOAL_MS} ms: ${times.firstSoundMs <= GOAL_MS ? 'met' : 'missed on this machine'}; ` +
      `text answered at ${times.textListedMs} ms, story page at ${times.openedMs} ms, first part answered at ${times.firstPartListedMs} ms, player at ${times.playerMs} ms)`,
  );

test.describe('sound within seconds', () => {
  test('should play the narration’s first part a few seconds after the story is asked for, then the next part on its own', async ({ page, request }) => {
    // Two real generations by the twin's embedded writer, illustrator and narrator.
    test.setTimeout(300_000);

    // Arrange — a parent and a child; on every page load (the wizard opens with one), the page notes when a
    // media element first plays (media events do not bubble, hence the capture).
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await createProfileThroughUi(page, { name: 'Mila', age: 5, gender: 'Fille' });
    await page.addInitScript(() => {
      const scope = globalThis as unknown as Window & { document: { addEventListener(type: string, listener: () => void, options: object): void } };
      scope.document.addEventListener('playing', () => (scope.firstSoundAt ??= Date.now()), { capture: true });
    });

    // Act — the twin's first story pays its makers' cold start (eSpeak NG's workers load with it), as a
    // Lambda's first does; the second is the evening's usual one.
    const cold = await firstSound(page, 'Mila');
    // The first story finished, so the second's narration does not queue behind the first's second part.
    await expect(page.getByText('En cours', { exact: true })).toHaveCount(0, { timeout: 120_000 });
    await setBonusCredits(parent.userId, 1);
    const warm = await firstSound(page, 'Mila');

    // Assert — the times, printed with the goal; the whole story was not waited for.
    report('first story, cold makers', cold);
    report('next story', warm);
    expect(cold.firstSoundMs).toBeLessThan(COLD_BOUND_MS);
    expect(warm.firstSoundMs).toBeLessThan(BOUND_MS);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(|Histoire en cours de création)$/);
    await expectNoAxeViolations(page);

    // Act — near the end of the first part, once the narration is whole.
    await expect(page.getByText('La suite de la narration est en cours de création…')).toHaveCount(0, { timeout: 60_000 });
    await expect.poll(async () => (await narration(page))?.duration ?? Number.NaN, { timeout: 15_000 }).toBeGreaterThan(1);
    const first = (await narration(page))!;
    expect(first.part).toBe('1');
    await page.evaluate((at) => {
      const audio = (globalThis as unknown as { document: { querySelector(selector: string): { currentTime: number } | null } }).document.querySelector('audio');
      if (audio) audio.currentTime = at;
    }, first.duration - 0.5);

    // Assert — the second part follows on the same player and plays, with the time on the whole narration's.
    await expect.poll(async () => (await narration(page))?.part, { timeout: 15_000 }).toBe('2');
    await expect.poll(async () => (await narration(page))?.currentTime ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3);
    expect((await narration(page))?.paused).toBe(false);
    const seek = page.getByRole('slider', { name: 'Position dans la narration' });
    expect(Number(await seek.inputValue())).toBeGreaterThanOrEqual(Math.floor(first.duration));
    // The word lit is one of the second part's (past the title and the opening), not the title's again.
    const lit = page.locator('[data-active="true"]');
    await expect(lit).toHaveCount(1, { timeout: 10_000 });
    expect(Number(await lit.getAttribute('data-word'))).toBeGreaterThan(15);
  });
});
