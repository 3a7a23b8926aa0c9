import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';
import { clickContinue, createdStoryId, expectStoryOpened, suggestion, wizardHeading } from './support/stories';
import { putPictureBookStory } from './support/twin-data';

const TITLE = 'Léo et le petit dragon';
const PARAGRAPHS = ['Léo partit avec un petit dragon.', 'Ils cherchèrent une étoile tombée.', "L'étoile brilla de nouveau."];

test.describe('« La suite », the next episode (issue 31, item 1)', () => {
  test("should write episode 2 from a finished story's page with its choices pre-filled, open it with the recap, and group both episodes in the library", async ({ page, request }) => {
    // A real generation by the twin's embedded makers (without narration, to keep it short).
    test.setTimeout(240_000);

    // Arrange — a parent with one child, their free credit, and a finished first episode of that child's.
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    const child = await createProfileThroughUi(page, { name: 'Léo', age: 6, gender: 'Garçon' });
    const firstId = await putPictureBookStory(parent.userId, {
      title: TITLE,
      paragraphs: PARAGRAPHS,
      profileId: child.id,
      scenes: [
        { moment: 'opening', paragraph: 0, caption: 'Léo et le dragon partent.' },
        { moment: 'problem', paragraph: 1, caption: 'Ils cherchent.' },
        { moment: 'resolution', paragraph: 2, caption: "L'étoile brille." },
      ],
    });
    await page.goto(`/story/${firstId}`);

    // Act — 'Écrire la suite' on the story page.
    const write = page.getByRole('link', { name: 'Écrire la suite' });
    await expect(write).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await write.click();

    // Assert — the wizard opens on the companion, pre-filled from the first episode, numbered episode 2.
    await expect(page).toHaveURL(new RegExp(`/create\\?suite=${firstId}$`));
    await expect(wizardHeading(page)).toHaveText('Le Personnage Principal', { timeout: 15_000 });
    await expect(page.getByText(`La suite de « ${TITLE} » · Épisode 2`)).toBeVisible();
    await expect(page.getByLabel('Personnage principal', { exact: true })).toHaveValue('un petit dragon qui a peur du noir');
    await expectNoAxeViolations(page);

    // Act — the same companion and place, a new goal, the same emotions and values, no narration.
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Scénario et Lieu');
    await expect(page.getByLabel("Lieu de l'histoire", { exact: true })).toHaveValue('la forêt enchantée');
    await expect(page.getByLabel("Scénario de l'histoire", { exact: true })).toHaveValue('');
    await suggestion(page, 'Scénarios proposés', /^La carte au trésor/).click();
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Émotions & Valeurs');
    await expect(suggestion(page, 'Émotions', 'la joie')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('switch', { name: 'Narration audio' }).click();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' }).getByRole('button', { name: 'Confirmer' }).click();

    // Assert — the episode is made and opens with the recap of the first, told for a boy.
    const secondId = await createdStoryId(page);
    await expectStoryOpened(page, secondId);
    await expect(page.locator('main')).toContainText('La dernière fois, Léo était parti dans la forêt enchantée avec le petit dragon', { timeout: 30_000 });
    await expect(page.getByText('En cours', { exact: true })).toHaveCount(0, { timeout: 180_000 });
    await expectNoAxeViolations(page);

    // Act — the library.
    await page.goto('/library');

    // Assert — both episodes in one series, numbered in order.
    const series = page.getByRole('region', { name: 'Une série de 2 épisodes' });
    await expect(series).toBeVisible({ timeout: 15_000 });
    await expect(series.getByText(/^Épisode \d$/)).toHaveText(['Épisode 1', 'Épisode 2']);
    // By order, not by title: the second episode's title may begin with the first's (« Léo et le petit dragon dans… »).
    const episodes = series.getByTestId('story-card');
    await expect(episodes).toHaveCount(2);
    await expect(episodes.nth(0)).toHaveAttribute('href', `/story/${firstId}`);
    await expect(episodes.nth(1)).toHaveAttribute('href', `/story/${secondId}`);
    await expectNoAxeViolations(page);
  });
});
