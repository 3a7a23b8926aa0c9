import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { makeAdmin } from './support/admins';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';

const TITLE = 'Page de test';
const ADMIN_ONLY = 'Cette action est réservée aux administrateurs.';

/** The audio element of the page, as the e2e project sees it (compiled without the DOM library). */
interface AudioElement {
  duration: number;
  readyState: number;
}

async function openTestPage(page: Page): Promise<void> {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLE} — Contes Magiques`);
}

const logPanel = (page: Page) => page.getByRole('log', { name: 'Journal des appels' });

test.describe('the /test page', () => {
  test('should send a signed-out visitor to /auth', async ({ page }) => {
    // Act
    await page.goto('/test');

    // Assert
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('should let an admin create a test story, set its status while its loading screen polls, combine its audio, and log and clear every call', async ({ page, request }) => {
    test.setTimeout(180_000);
    // Arrange: an admin (the group is in the token minted at sign-in) with a child profile.
    const admin = await createConfirmedParent(request);
    await makeAdmin(admin.email);
    await signInThroughUi(page, admin.email, admin.password);
    await createProfileThroughUi(page, { name: 'Noé', age: 5, gender: 'Garçon' });
    await openTestPage(page);

    // Assert: the profile list names the parent's own profiles, the first one chosen
    await expect(page.getByLabel('Profil enfant').locator('option')).toHaveText(['Noé']);
    await expect(page.getByLabel('Profil enfant')).toHaveValue(/^[0-9A-HJKMNP-TV-Z]{26}$/);

    // Act: create, then open the loading screen beside the page.
    await page.getByLabel('Titre (facultatif)').fill('Histoire du test e2e');
    await page.getByRole('button', { name: 'Créer une histoire de test' }).click();
    const facts = page.getByTestId('test-story-facts');
    await expect(page.getByTestId('test-story-status')).toHaveText('draft — Initialisation');
    await expect(facts).toContainText('Histoire du test e2e');
    const storyId = (await facts.locator('dd.font-mono').textContent())!.trim();
    await expect(page.getByRole('link', { name: /Ouvrir l'écran de chargement/ })).toHaveAttribute('href', `/story/${storyId}/loading`);
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);
    const [loading] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Ouvrir l'écran de chargement/ }).click()]);
    await expect(loading.getByTestId('story-step-label')).toHaveText('Initialisation', { timeout: 15_000 });

    // Act: statuses in any order; the loading screen follows (it polls every second at first) and opens the story once completed.
    // A status before the text is written: from 'Texte créé' on, a test story has its text and the screen opens the story
    // page at once (issue 30), so a later label would show for one frame only.
    const status = page.getByLabel('Statut', { exact: true });
    await status.selectOption('generating_text');
    await page.getByRole('button', { name: 'Définir le statut' }).click();
    await expect(page.getByTestId('test-story-status')).toHaveText('generating_text — Création du texte');
    await expect(loading.getByTestId('story-step-label')).toHaveText('Création du texte', { timeout: 15_000 });
    await status.selectOption('completed');
    await page.getByRole('button', { name: 'Définir le statut' }).click();
    await expect(page.getByTestId('test-story-status')).toHaveText('completed — Terminé');
    await expect(loading).toHaveURL(new RegExp(`/story/${storyId}$`), { timeout: 15_000 });

    // Act: failed: the test story never took a credit, and its page does not claim one came back
    await status.selectOption('failed');
    await page.getByRole('button', { name: 'Définir le statut' }).click();
    await expect(page.getByTestId('test-story-status')).toContainText('failed');
    await loading.reload();

    // Assert
    await expect(loading.getByText("Histoire de test : aucun crédit n'avait été utilisé.")).toBeVisible({ timeout: 15_000 });
    await expect(loading.getByText('Votre crédit vous a été rendu', { exact: false })).toHaveCount(0);
    await loading.close();

    // Arrange: back to completed for the audio combination
    await status.selectOption('completed');
    await page.getByRole('button', { name: 'Définir le statut' }).click();
    await expect(page.getByTestId('test-story-status')).toHaveText('completed — Terminé');

    // Act: the audio combination, as the browser hears it.
    const combinationAnswer = page.waitForResponse((response) => response.url().endsWith(`/api/test/stories/${storyId}/audio-combination`));
    await page.getByRole('button', { name: 'Simuler la combinaison audio' }).click();
    const result = (await (await combinationAnswer).json()) as { durationMs: number; parts: { durationMs: number }[] };
    const combination = page.getByTestId('test-combination');
    await expect(combination).toContainText('3 parties combinées', { timeout: 60_000 });
    const audio = combination.locator('audio');
    await expect.poll(() => audio.evaluate((element) => (element as unknown as AudioElement).readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const playedSeconds = await audio.evaluate((element) => (element as unknown as AudioElement).duration);

    // Assert: Chromium reads the combined MP3's length as the parts' sum (the Xing frame's count).
    expect(result.parts).toHaveLength(3);
    expect(result.durationMs).toBeCloseTo(result.parts.reduce((sum, part) => sum + part.durationMs, 0), 6);
    expect(Math.abs(playedSeconds * 1000 - result.durationMs)).toBeLessThan(30);

    // Act: the log.
    await page.getByRole('tab', { name: /Journal/ }).click();
    const log = logPanel(page);

    // Assert: every call and its answer, with its time.
    await expect(log).toContainText('→ POST /api/test/stories {"title":"Histoire du test e2e"');
    await expect(log).toContainText(`→ PATCH /api/test/stories/${storyId}/status {"status":"generating_text"}`);
    await expect(log).toContainText(`→ PATCH /api/test/stories/${storyId}/status {"status":"completed"}`);
    await expect(log).toContainText(`→ PATCH /api/test/stories/${storyId}/status {"status":"failed"}`);
    await expect(log).toContainText(`→ POST /api/test/stories/${storyId}/audio-combination`);
    await expect(log).toContainText('← OK 3 parties combinées');
    // Six calls, each with its answer: the creation, four statuses (generating_text, completed, failed, completed) and the combination.
    await expect(log.locator('li')).toHaveCount(12);
    await expect(log.locator('li time').first()).toHaveText(/^\[\d{2}:\d{2}:\d{2}\]$/);
    // The spec's 400 px, border included; longer logs scroll inside it.
    expect(await log.evaluate((element) => (element as unknown as { offsetHeight: number }).offsetHeight)).toBe(400);
    await expectNoAxeViolations(page);

    // Act: clear it.
    await page.getByRole('button', { name: 'Effacer le journal' }).click();

    // Assert
    await expect(log).toHaveText("Le journal est vide : chaque appel et sa réponse s'inscrivent ici.");
    await expect(log.locator('li')).toHaveCount(0);
  });

  test('should show the test story’s loading screen on the page, following the statuses set there, and stay on the page once completed', async ({ page, request }) => {
    test.setTimeout(120_000);
    // Arrange: an admin with a child profile and a test story.
    const admin = await createConfirmedParent(request);
    await makeAdmin(admin.email);
    await signInThroughUi(page, admin.email, admin.password);
    await createProfileThroughUi(page, { name: 'Lou', age: 7, gender: 'Fille' });
    await openTestPage(page);
    await page.getByRole('button', { name: 'Créer une histoire de test' }).click();
    await expect(page.getByTestId('test-story-status')).toHaveText('draft — Initialisation');
    const storyId = (await page.getByTestId('test-story-facts').locator('dd.font-mono').textContent())!.trim();

    // Act: the loading screen, on this page.
    await page.getByRole('link', { name: "Afficher l'écran de chargement sur cette page" }).click();

    // Assert: the same screen as /story/{id}/loading, under the controls, which stay usable.
    await expect(page).toHaveURL(new RegExp(`/test/chargement/${storyId}$`));
    const screen = page.getByRole('region', { name: 'Écran de chargement' });
    await expect(screen.getByRole('heading', { level: 2, name: 'Création de votre histoire' })).toBeVisible();
    await expect(screen.getByTestId('story-step-label')).toHaveText('Initialisation', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Act: statuses set here; the screen polls every 5 s.
    const status = page.getByLabel('Statut', { exact: true });
    await status.selectOption('generating_image');
    await page.getByRole('button', { name: 'Définir le statut' }).click();
    await expect(screen.getByTestId('story-step-label')).toHaveText("Création de l'illustration", { timeout: 15_000 });
    await status.selectOption('completed');
    await page.getByRole('button', { name: 'Définir le statut' }).click();

    // Assert: 100 % and « Terminé », and the page stays (its log and controls with it).
    await expect(screen.getByRole('progressbar', { name: 'Progression de votre histoire' })).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
    await expect(screen.getByTestId('story-step-label')).toHaveText('Terminé');
    await expect(page).toHaveURL(new RegExp(`/test/chargement/${storyId}$`));
    await expect(page.getByTestId('test-story-status')).toHaveText('completed — Terminé');
    await expect(page).toHaveTitle(/^Page de test — /);
  });

  test("should show a parent outside the admins group the API's French 403 in the log and a notice on the page", async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await openTestPage(page);

    // Act
    await page.getByRole('button', { name: 'Créer une histoire de test' }).click();

    // Assert
    const notice = page.getByTestId('test-page-forbidden');
    await expect(notice).toContainText('Accès réservé');
    await expect(notice).toContainText(ADMIN_ONLY);
    await expect(page.getByRole('button', { name: 'Définir le statut' })).toBeDisabled();
    await page.getByRole('tab', { name: /Journal/ }).click();
    await expect(logPanel(page)).toContainText(`← Erreur 403 : ${ADMIN_ONLY}`);
    await expectNoAxeViolations(page);
  });
});
