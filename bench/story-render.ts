import { chromium } from '@playwright/test';
import { submitSignInForm } from '../e2e/support/auth';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { buildWebIfNeeded } from '../infra/local/build-web';
import { BENCH_CHILD, createBenchParent, createStoryAndWait, startBenchTwin } from './support/bench-twin';

/**
 * `npm run bench:story-render`: how long a parent waits for `/story/{id}` to show the story's title and
 * its picture, in Debian's Chromium against the local twin. Each run opens the page in a new browser
 * context (empty cache, as a phone that opens a shared link), signed in; the time is the page's own
 * clock (`performance.now()`, from the navigation's start), read by the page itself in the frame where the
 * title is shown and the image has decoded. Median of 7.
 *
 * These machines are shared: a median over the budget is measured once more after a pause, and the bench
 * fails only when both are over (a regression repeats; a neighbour's load rarely does twice).
 */
export const STORY_RENDER_MEDIAN_BUDGET_MS = 1_000;
const RUNS = 7;
const PAUSE_BEFORE_CONFIRMING_MS = 5_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const twin = await startBenchTwin({ webDist: await buildWebIfNeeded(() => {}) });
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] });
let exitCode: number;
try {
  const parent = await createBenchParent(twin, 2);
  const profile = await parent.call('/api/profiles', { method: 'POST', body: JSON.stringify(BENCH_CHILD) });
  const story = await createStoryAndWait(parent, {
    profileId: profile.id,
    mainCharacter: 'une licorne qui a perdu sa corne',
    setting: 'un château dans les nuages',
    scenario: 'retrouver une étoile tombée du ciel',
    emotions: ['la joie'],
    values: ["l'amitié"],
  });
  const { title } = await parent.call(`/api/stories/${story.id}`);

  // Signed in once through /auth; each run starts from that session in a fresh context.
  const signIn = await browser.newContext({ baseURL: twin.url });
  const signInPage = await signIn.newPage();
  await signInPage.goto('/auth');
  await submitSignInForm(signInPage, parent.email, parent.password);
  await signInPage.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const storageState = await signIn.storageState();
  await signIn.close();

  // One cold opening of the story page: the page's clock when the title and the picture are shown.
  const openStoryOnce = async (): Promise<number> => {
    const context = await browser.newContext({ baseURL: twin.url, storageState, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`/story/${story.id}`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      (expectedTitle) => {
        // Runs in the page; the project's types have no DOM, so the page is described here.
        type Page = {
          document: { querySelectorAll: (selector: string) => Iterable<{ textContent: string | null }>; images: Iterable<{ currentSrc: string; complete: boolean; naturalWidth: number }> };
        };
        const { document } = globalThis as unknown as Page;
        const heading = [...document.querySelectorAll('h1, h2')].some((element) => element.textContent?.trim() === expectedTitle);
        const image = [...document.images].find((candidate) => candidate.currentSrc.includes('story_images'));
        // The page's clock when both first hold, read in the same frame (not after a round trip to the bench).
        return heading && image?.complete === true && image.naturalWidth > 0 ? performance.now() : false;
      },
      String(title),
      { timeout: 30_000 },
    );
    const shownAtMs = Number(await shown.jsonValue());
    await context.close();
    return shownAtMs;
  };
  const measure = async (): Promise<number[]> => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await openStoryOnce());
    return times;
  };

  const report = (times: number[]) => {
    const medianMs = median(times);
    const ok = medianMs <= STORY_RENDER_MEDIAN_BUDGET_MS;
    console.log(`/story/{id}, cold cache, title and image shown: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`median ${medianMs.toFixed(0)} ms   budget ${STORY_RENDER_MEDIAN_BUDGET_MS} ms   ${ok ? 'ok' : 'OVER'}`);
    return ok;
  };
  let ok = report(await measure());
  if (!ok) {
    console.log('over the budget: measured once more to confirm');
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BEFORE_CONFIRMING_MS));
    ok = report(await measure());
  }
  exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await twin.dispose();
}
process.exit(exitCode);
