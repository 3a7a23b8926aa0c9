import { chromium } from '@playwright/test';
import { submitSignInForm } from '../e2e/support/auth';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { buildWebIfNeeded } from '../infra/local/build-web';
import { BENCH_CHILD, createBenchParent, createStoryAndWait, startBenchTwin } from './support/bench-twin';

/**
 * `npm run bench:story-render`: how long a parent waits for `/story/{id}` to show the story's title and
 * its picture, in Debian's Chromium against the local twin. Each run opens the page in a new browser
 * context (empty cache, as a phone that opens a shared link), signed in; the time is the page's own
 * clock (`performance.now()`, from the navigation's start) when the title is shown and the image has
 * decoded. Median of 5.
 */
export const STORY_RENDER_MEDIAN_BUDGET_MS = 1_000;
const RUNS = 5;

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

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: twin.url, storageState, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`/story/${story.id}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (expectedTitle) => {
        // Runs in the page; the project's types have no DOM, so the page is described here.
        type Page = {
          document: { querySelectorAll: (selector: string) => Iterable<{ textContent: string | null }>; images: Iterable<{ currentSrc: string; complete: boolean; naturalWidth: number }> };
        };
        const { document } = globalThis as unknown as Page;
        const heading = [...document.querySelectorAll('h1, h2')].some((element) => element.textContent?.trim() === expectedTitle);
        const image = [...document.images].find((candidate) => candidate.currentSrc.includes('story_images'));
        return heading && image?.complete === true && image.naturalWidth > 0;
      },
      String(title),
      { timeout: 30_000 },
    );
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }

  const medianMs = median(times);
  const ok = medianMs <= STORY_RENDER_MEDIAN_BUDGET_MS;
  console.log(`/story/{id}, cold cache, title and image shown: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`median ${medianMs.toFixed(0)} ms   budget ${STORY_RENDER_MEDIAN_BUDGET_MS} ms   ${ok ? 'ok' : 'OVER'}`);
  exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await twin.dispose();
}
process.exit(exitCode);
