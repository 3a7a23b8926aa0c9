import { expect, type Locator, type Page } from '@playwright/test';
import { STORY_STEP_LABELS } from '../../shared/stories';

/**
 * Stories made the way a parent makes them, through the /create wizard (spec part 2 §2): its groups of
 * suggestions, its fields, 'Continuer', 'Créer' and the confirmation.
 */

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface BrowserStorage {
  removeItem(key: string): void;
}

/** The step labels a working story can show (everything but our 'failed' status's). */
export const WORKING_STEP_LABELS = [...new Set(Object.entries(STORY_STEP_LABELS).filter(([status]) => status !== 'failed').map(([, label]) => label))];

export const LOADING_URL = /\/story\/([0-9A-HJKMNP-TV-Z]{26})\/loading$/;

/**
 * A story just confirmed: its progress screen, or already its page, since the progress screen opens the story as
 * soon as it can be read and the embedded makers may finish before the test's first look (a CI run saw the page
 * within a second). For journeys about something else than the progress screen, which create-story.spec checks.
 */
export const CREATED_STORY_URL = /\/story\/([0-9A-HJKMNP-TV-Z]{26})(?:\/loading)?$/;

/** Waits for the progress screen or the story's page after 'Confirmer', and returns the new story's id. */
export async function createdStoryId(page: Page): Promise<string> {
  await expect(page).toHaveURL(CREATED_STORY_URL, { timeout: 15_000 });
  return CREATED_STORY_URL.exec(new URL(page.url()).pathname)![1]!;
}

/** The wizard's heading (the step's header). */
export function wizardHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** A suggestion (chip or scenario card) of a labelled group, e.g. `suggestion(page, 'Émotions', 'la joie')`. */
export function suggestion(page: Page, group: string, name: string | RegExp): Locator {
  return page.getByRole('group', { name: group, exact: true }).getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
}

/** Opens /create and waits until its checks are done (step 1 shown). */
export async function openWizard(page: Page): Promise<void> {
  await page.goto('/create');
  await expect(wizardHeading(page)).toHaveText('Choix du Personnage', { timeout: 15_000 });
}

/** Forgets this tab's selected child (the spec's key, as a sign-out does); the account's own memory stays. */
export async function forgetSelectedProfile(page: Page): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.removeItem('selectedProfileId'));
}

/** The wizard opened on its second step (the main character), as a spec about a typed companion starts: its field. */
export async function openCharacterStep(page: Page): Promise<Locator> {
  await openWizard(page);
  await clickContinue(page);
  await expect(wizardHeading(page)).toHaveText('Le Personnage Principal');
  return page.getByLabel('Personnage principal', { exact: true });
}

export async function clickContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
}

/**
 * Runs the whole wizard with suggestions for the child named `childName` (chosen on step 1 if needed),
 * confirms, and returns the new story's id once its progress screen (or already its page) shows.
 */
export async function createStoryThroughUi(page: Page, childName: string): Promise<{ id: string }> {
  await openWizard(page);
  const child = page.getByRole('radio', { name: new RegExp(`^${childName}\\b`) });
  if (!(await child.isChecked())) await child.check();
  await clickContinue(page);
  await expect(wizardHeading(page)).toHaveText('Le Personnage Principal');
  await suggestion(page, 'Idées de personnages', 'un lapin très curieux').click();
  await clickContinue(page);
  await expect(wizardHeading(page)).toHaveText('Scénario et Lieu');
  await suggestion(page, 'Idées de lieux', 'le fond de la mer').click();
  await suggestion(page, 'Scénarios proposés', /^La carte au trésor/).click();
  await clickContinue(page);
  await expect(wizardHeading(page)).toHaveText('Émotions & Valeurs');
  await suggestion(page, 'Émotions', 'la joie').click();
  await suggestion(page, 'Valeurs', "l'amitié").click();
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' }).getByRole('button', { name: 'Confirmer' }).click();
  return { id: await createdStoryId(page) };
}

/**
 * Waits until the progress screen opens the finished story on /story/{id}. A story that failed shows its
 * reason on the progress screen: the wait ends there, with that reason, instead of running out its whole
 * deadline on a screen that will not change (a CI run once waited 200 s on such a story, saying nothing).
 */
export async function expectStoryOpened(page: Page, storyId: string, timeout = 200_000): Promise<void> {
  // The progress screen's own alert (a toast is not in a section with a heading).
  const failure = page.locator('section:has(h1) [role="alert"]').first();
  const opened = page.waitForURL(new RegExp(`/story/${storyId}$`), { timeout }).then(() => undefined);
  const failed = failure.waitFor({ state: 'visible', timeout }).then(async () => (await failure.innerText()).replace(/\s+/g, ' '));
  // The race's loser settles later (at its deadline, or when the page closes): nobody waits for it.
  opened.catch(() => undefined);
  failed.catch(() => undefined);
  const reason = await Promise.race([opened, failed]);
  expect(reason, 'the story failed instead of opening').toBeUndefined();
}
