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
 * title is shown and the image has decoded. Median of 7, each beside a cold opening of the not-found screen.
 *
 * These machines are shared: a median over the budget is measured once more after a pause, and the bench
 * fails only when both are over (a regression repeats; a neighbour's load rarely does twice).
 */
export const STORY_RENDER_MEDIAN_BUDGET_MS = 1_000;
/**
 * The same budget in this machine's own units: the story page against the smallest page of the app, opened
 * the same way in the same minute. The 1 s was set when this machine opened the story page in 395 ms; it
 * now opens that same commit in 741–1027 ms, as its neighbours' load varies. The page is over budget only
 * when it is over both: slower than 1 s and slower than this multiple of the reference.
 */
export const STORY_RENDER_RATIO_BUDGET = 3;
const REFERENCE_PATH = '/une-page-qui-n-existe-pas';
const REFERENCE_TITLE = 'Oops! Page introuvable';
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
  const storyId = String(story.id);

  // Signed in once through /auth; each run starts from that session in a fresh context.
  const signIn = await browser.newContext({ baseURL: twin.url });
  const signInPage = await signIn.newPage();
  await signInPage.goto('/auth');
  await submitSignInForm(signInPage, parent.email, parent.password);
  await signInPage.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const storageState = await signIn.storageState();
  await signIn.close();

  // One cold opening of a page: the page's clock when its title (and, for a story, its picture) first shows, read by the page in that frame.
  const openColdOnce = async (path: string, expectedTitle: string, withPicture: boolean): Promise<number> => {
    const context = await browser.newContext({ baseURL: twin.url, storageState, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      ({ expected, picture }) => {
        // Runs in the page; the project's types have no DOM, so the page is described here.
        type Page = {
          document: { querySelectorAll: (selector: string) => Iterable<{ textContent: string | null }>; images: Iterable<{ currentSrc: string; complete: boolean; naturalWidth: number }> };
        };
        const { document } = globalThis as unknown as Page;
        const heading = [...document.querySelectorAll('h1, h2')].some((element) => element.textContent?.trim() === expected);
        const image = [...document.images].find((candidate) => candidate.currentSrc.includes('story_images'));
        const pictureShown = !picture || (image?.complete === true && image.naturalWidth > 0);
        // The page's clock when both first hold, read in the same frame (not after a round trip to the bench).
        return heading && pictureShown ? performance.now() : false;
      },
      { expected: expectedTitle, picture: withPicture },
      { timeout: 30_000 },
    );
    const shownAtMs = Number(await shown.jsonValue());
    await context.close();
    return shownAtMs;
  };
  // Each story run beside a reference run: the not-found screen, the smallest page of the same app.
  const measure = async () => {
    const story: number[] = [];
    const reference: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      reference.push(await openColdOnce(REFERENCE_PATH, REFERENCE_TITLE, false));
      story.push(await openColdOnce(`/story/${storyId}`, String(title), true));
    }
    return { story, reference };
  };

  const report = ({ story: times, reference }: { story: number[]; reference: number[] }) => {
    const medianMs = median(times);
    const ratio = medianMs / median(reference);
    const ok = medianMs <= STORY_RENDER_MEDIAN_BUDGET_MS || ratio <= STORY_RENDER_RATIO_BUDGET;
    console.log(`/story/{id}, cold cache, title and image shown: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`reference (the not-found screen, cold): ${reference.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(
      `median ${medianMs.toFixed(0)} ms (budget ${STORY_RENDER_MEDIAN_BUDGET_MS} ms), ${ratio.toFixed(2)} × the reference (budget ${STORY_RENDER_RATIO_BUDGET})   ${ok ? 'ok' : 'OVER'}`,
    );
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
