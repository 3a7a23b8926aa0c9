import { expect, test, type Page } from '@playwright/test';
import { THEMES } from '../shared/profiles';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi, type ProfileBasics } from './support/profiles';
import {
  clickContinue,
  createStoryThroughUi,
  expectStoryOpened,
  forgetSelectedProfile,
  LOADING_URL,
  openWizard,
  suggestion,
  wizardHeading,
  WORKING_STEP_LABELS,
} from './support/stories';
import { toastWith } from './support/toasts';

const LEO: ProfileBasics = { name: 'Léo', age: 6, gender: 'Garçon' };
const INES: ProfileBasics = { name: 'Inès', age: 8, gender: 'Fille' };

/** The page's colours as the selected child's theme sets them (the wizard does not change them itself). */
async function setDocumentTheme(page: Page, theme: string) {
  await page.evaluate((value) => {
    (globalThis as unknown as { document: { documentElement: { dataset: { theme?: string } } } }).document.documentElement.dataset.theme = value;
  }, theme);
}

/** A message under a field of the wizard's form (the toasts may repeat it). */
function fieldMessage(page: Page, text: string) {
  return page.locator('main form').getByText(text, { exact: true });
}

interface ToastRecorder {
  readOffers?: number;
}

/**
 * Counts, from now on and across the page's own navigations, the toasts that offer 'Lire' (the
 * background watcher's 'Histoire terminée !'), so a toast that came and went is counted too.
 */
async function recordReadOffers(page: Page) {
  await page.evaluate(() => {
    const scope = globalThis as unknown as ToastRecorder & {
      document: { body: unknown; querySelectorAll(selector: string): Iterable<{ textContent: string | null }> };
      MutationObserver: new (callback: () => void) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void };
    };
    scope.readOffers = 0;
    const seen = new Set<unknown>();
    new scope.MutationObserver(() => {
      for (const button of scope.document.querySelectorAll('[data-sonner-toast] button')) {
        if (button.textContent?.trim() === 'Lire' && !seen.has(button)) {
          seen.add(button);
          scope.readOffers! += 1;
        }
      }
    }).observe(scope.document.body, { childList: true, subtree: true });
  });
}

const readOffers = (page: Page) => page.evaluate(() => (globalThis as unknown as ToastRecorder).readOffers ?? 0);

/** A new parent with one child profile (selected), signed in through /auth. */
async function parentWithChild(page: Page, request: Parameters<typeof createConfirmedParent>[0], child: ProfileBasics) {
  const parent = await createConfirmedParent(request);
  await signInThroughUi(page, parent.email, parent.password);
  await createProfileThroughUi(page, child);
  return parent;
}

test.describe('the story wizard', () => {
  test('should check each step, build the story from suggestions and a custom emotion, show its progress and open it', async ({ page, request }) => {
    // The whole journey includes a real generation by the twin's embedded writer, illustrator and narrator.
    test.setTimeout(240_000);

    // Arrange
    await parentWithChild(page, request, LEO);

    // Act / Assert — step 1: the selected child is preselected…
    await openWizard(page);
    const leo = page.getByRole('radio', { name: /^Léo\b/ });
    await expect(leo).toBeChecked();
    await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute('href', '/app');
    // …and still after the browser forgot this tab's selection (issue 18: remembered for the account).
    await forgetSelectedProfile(page);
    await openWizard(page);
    await expect(leo).toBeChecked();
    await expectNoAxeViolations(page);
    await clickContinue(page);

    // Step 2: the main character.
    await expect(wizardHeading(page)).toHaveText('Le Personnage Principal');
    await expect(toastWith(page, 'Étape 2/4 : Personnage')).toBeVisible();
    await expect(wizardHeading(page)).toBeFocused();
    await clickContinue(page);
    await expect(fieldMessage(page, 'Veuillez choisir ou décrire le personnage principal')).toBeVisible();
    await expect(toastWith(page, 'Champ requis')).toBeVisible();
    await expect(page.getByLabel('Personnage principal', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await expect(suggestion(page, 'Idées de personnages', 'un chat astronaute')).toHaveCount(0);
    await page.getByRole('button', { name: 'Voir plus (8 suggestions)' }).click();
    await suggestion(page, 'Idées de personnages', 'un chat astronaute').click();
    await expect(suggestion(page, 'Idées de personnages', 'un chat astronaute')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Personnage principal', { exact: true })).toHaveValue('un chat astronaute');
    await page.getByRole('button', { name: 'Voir moins' }).click();
    // A chosen suggestion stays on screen when the list is folded.
    await expect(suggestion(page, 'Idées de personnages', 'un chat astronaute')).toBeVisible();
    await clickContinue(page);

    // Step 3: the setting and the scenario.
    await expect(wizardHeading(page)).toHaveText('Scénario et Lieu');
    await expect(toastWith(page, 'Étape 3/4 : Scénario')).toBeVisible();
    await clickContinue(page);
    await expect(fieldMessage(page, "Veuillez indiquer le lieu de l'histoire")).toBeVisible();
    await expect(fieldMessage(page, "Veuillez décrire le scénario de l'histoire")).toBeVisible();
    await expect(toastWith(page, 'Veuillez compléter les informations sur le scénario et le lieu')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Lieu de l'histoire", { exact: true }).fill('un phare au bord de la mer');
    await expect(fieldMessage(page, "Veuillez indiquer le lieu de l'histoire")).toHaveCount(0);
    await suggestion(page, 'Scénarios proposés', /^L'étoile tombée du ciel/).click();
    await expect(page.getByLabel("Scénario de l'histoire", { exact: true })).toHaveValue('retrouver une étoile tombée du ciel et la ramener chez elle');
    // 'Précédent' keeps what was chosen.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByLabel('Personnage principal', { exact: true })).toHaveValue('un chat astronaute');
    await clickContinue(page);
    await expect(page.getByLabel("Lieu de l'histoire", { exact: true })).toHaveValue('un phare au bord de la mer');
    await clickContinue(page);

    // Step 4: emotions, values and the narration.
    await expect(wizardHeading(page)).toHaveText('Émotions & Valeurs');
    await expect(toastWith(page, 'Étape 4/4 : Émotions & Valeurs')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Narration audio' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await expect(toastWith(page, 'Veuillez sélectionner au moins une émotion et une valeur')).toBeVisible();
    await expect(fieldMessage(page, "Veuillez sélectionner au moins une émotion pour l'histoire")).toBeVisible();
    await expect(fieldMessage(page, "Veuillez sélectionner au moins une valeur pour l'histoire")).toBeVisible();
    await expectNoAxeViolations(page);
    await suggestion(page, 'Émotions', 'le courage').click();
    const customEmotion = page.getByLabel('Ajouter une émotion', { exact: true });
    await customEmotion.fill('  la douceur  ');
    await customEmotion.press('Enter');
    await expect(customEmotion).toHaveValue('');
    await expect(suggestion(page, 'Émotions', 'la douceur')).toHaveAttribute('aria-pressed', 'true');
    // Choosing a chip again removes it.
    await suggestion(page, 'Valeurs', 'le partage').click();
    await suggestion(page, 'Valeurs', 'le partage').click();
    await expect(suggestion(page, 'Valeurs', 'le partage')).toHaveAttribute('aria-pressed', 'false');
    await suggestion(page, 'Valeurs', "l'amitié").click();
    await expect(fieldMessage(page, "Veuillez sélectionner au moins une émotion pour l'histoire")).toHaveCount(0);

    // The confirmation: 'Annuler' keeps the parent on step 4, 'Confirmer' creates the story.
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('la douceur');
    await expectNoAxeViolations(page);
    await confirmation.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirmation).toHaveCount(0);
    // The text comes within seconds (issue 30): the screen's answers say it is still being written until axe has run.
    let holding = true;
    await page.route(/\/api\/stories\/[0-9A-HJKMNP-TV-Z]{26}$/, async (route) => {
      const response = await route.fetch();
      const story = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: holding ? { ...story, status: 'generating_text', title: '', content: '', moral: '' } : story });
    });
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await confirmation.getByRole('button', { name: 'Confirmer' }).click();

    // The progress screen, on /story/{id}/loading.
    await expect(page).toHaveURL(LOADING_URL, { timeout: 15_000 });
    const storyId = LOADING_URL.exec(new URL(page.url()).pathname)![1]!;
    await recordReadOffers(page);
    const progressbar = page.getByRole('progressbar', { name: 'Progression de votre histoire' });
    await expect(progressbar).toBeVisible();
    await expect(progressbar).toHaveAttribute('aria-valuemax', '100');
    await expect(page.getByTestId('story-step-label')).toHaveText(new RegExp(`^(${WORKING_STEP_LABELS.join('|')})$`));
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);
    holding = false;

    // The story, on /story/{id}, as soon as its text is written; then finished there.
    await expectStoryOpened(page, storyId);
    await expect(toastWith(page, 'Votre histoire est écrite : la voici !')).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).not.toHaveText(/^(|Histoire en cours de création)$/, { timeout: 15_000 });
    await expect(page.getByText('En cours', { exact: true })).toHaveCount(0, { timeout: 180_000 });
    await expect(page.getByRole('heading', { name: "Morale de l'histoire" })).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);
    // Issue 18: no 'Histoire terminée !' with 'Lire' while the parent was being taken to this very story.
    expect(await readOffers(page)).toBe(0);
  });

  test("should stop a parent without credits with 'Crédits insuffisants' and send them back to /app", async ({ page, request }) => {
    test.setTimeout(90_000);

    // Arrange: the free credit is spent on a first story.
    await parentWithChild(page, request, INES);
    await createStoryThroughUi(page, INES.name);

    // Act
    await page.goto('/create');

    // Assert
    await expect(toastWith(page, 'Crédits insuffisants')).toBeVisible({ timeout: 15_000 });
    await expect(toastWith(page, "Vous n'avez plus de crédits pour créer une histoire.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuer', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/\/app$/, { timeout: 5_000 });
  });
});

test.describe('the story wizard without a session', () => {
  test("should say 'Non autorisé' and send a signed-out visitor of /create to /auth", async ({ page }) => {
    // Act
    await page.goto('/create');

    // Assert
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toastWith(page, 'Non autorisé')).toBeVisible();
    await expect(toastWith(page, 'Vous devez être connecté pour créer une histoire')).toBeVisible();
  });
});

test.describe('the story wizard under every theme', () => {
  test('should pass axe with chosen chips and cards, errors and the narration switch, in each of the six themes', async ({ page, request }) => {
    test.setTimeout(120_000);

    // Arrange: step 3 with a chosen scenario and the setting's error, then step 4 with chosen chips and an error.
    await parentWithChild(page, request, INES);
    await openWizard(page);
    await clickContinue(page);
    await suggestion(page, 'Idées de personnages', 'un robot qui apprend à rire').click();
    await clickContinue(page);
    await suggestion(page, 'Scénarios proposés', /^La fête surprise/).click();
    await clickContinue(page);
    await expect(fieldMessage(page, "Veuillez indiquer le lieu de l'histoire")).toBeVisible();

    // Act / Assert
    for (const theme of THEMES) {
      await setDocumentTheme(page, theme);
      await expectNoAxeViolations(page);
    }
    await suggestion(page, 'Idées de lieux', 'une station spatiale').click();
    await clickContinue(page);
    await suggestion(page, 'Émotions', 'la curiosité').click();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await expect(fieldMessage(page, "Veuillez sélectionner au moins une valeur pour l'histoire")).toBeVisible();
    for (const theme of THEMES) {
      await setDocumentTheme(page, theme);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('the progress screen', () => {
  // The story page keeps reading the story: a read still in flight when the test ends is not an error.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  /**
   * Answers every read of a story with the real story changed by `changes`: a state the twin's pipeline
   * cannot be asked to stay in (still writing after minutes, or failed).
   */
  async function holdStory(page: Page, changes: Record<string, unknown>) {
    await page.route(/\/api\/stories\/[0-9A-HJKMNP-TV-Z]{26}$/, async (route) => {
      const response = await route.fetch();
      const story = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...story, ...changes } });
    });
  }

  test("should show 'Oups, une erreur est survenue' with the reason and the credit given back when the generation fails", async ({ page, request }) => {
    test.setTimeout(90_000);

    // Arrange
    await parentWithChild(page, request, LEO);
    const reason = "L'illustration n'a pas pu être créée.";
    await holdStory(page, { status: 'failed', failureReason: reason });

    // Act
    const { id } = await createStoryThroughUi(page, LEO.name);

    // Assert
    await expect(page.getByRole('heading', { name: 'Oups, une erreur est survenue' })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: reason })).toContainText('Votre crédit vous a été rendu');
    // The journeys' wait for a finished story ends here at once, with the reason, not at its deadline.
    await expect(expectStoryOpened(page, id)).rejects.toThrow(reason);
    await expect(page.getByRole('link', { name: 'Voir mon histoire quand même' })).toHaveAttribute('href', `/story/${id}`);
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Voir mon histoire quand même' }).click();
    await expect(page).toHaveURL(new RegExp(`/story/${id}$`));
  });

  test("should offer 'Voir ma bibliothèque' after 45 s and open the story after 3 minutes at the latest", async ({ page, request }) => {
    test.setTimeout(90_000);

    // Arrange: the browser's clock is driven by the test, and the story never gets past its first step.
    await page.clock.install();
    await parentWithChild(page, request, LEO);
    // Nothing written yet either, or the "ready" rule (content, image and title) would end the wait.
    await holdStory(page, { status: 'generating_text', title: '', content: '', moral: '', imageUrl: null, audioUrl: null });
    const { id } = await createStoryThroughUi(page, LEO.name);
    const library = page.getByRole('link', { name: 'Voir ma bibliothèque' });
    await expect(page.getByTestId('story-step-label')).toHaveText('Création du texte');
    await expect(library).toHaveCount(0);

    // Act / Assert
    await page.clock.runFor(46_000);
    await expect(library).toHaveAttribute('href', '/app/library');
    const percent = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(23);
    expect(percent).toBeLessThan(95);
    await page.clock.runFor(140_000);
    await expect(page).toHaveURL(new RegExp(`/story/${id}$`), { timeout: 15_000 });
  });
});

test.describe('the story page', () => {
  test("should say 'Histoire non trouvée' for an unknown id and go back to /app", async ({ page, request }) => {
    // Arrange
    await parentWithChild(page, request, LEO);

    // Act
    await page.goto('/story/01JZ8Y3M4N5P6Q7R8S9T0V1W2X');

    // Assert
    await expect(toastWith(page, 'Histoire non trouvée')).toBeVisible({ timeout: 15_000 });
    await expect(toastWith(page, "Cette histoire n'existe pas ou a été supprimée")).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
  });
});
