import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi } from './support/profiles';
import { clickContinue, createdStoryId, expectStoryOpened, openWizard, suggestion, wizardHeading } from './support/stories';

test.describe('brothers and sisters in one story (issue 31, item 5)', () => {
  test("should make one story for two children from the wizard, name both on the story page and list it in each child's library", async ({ page, request }) => {
    // The journey includes a real generation by the twin's embedded writer, illustrator and narrator.
    test.setTimeout(240_000);

    // Arrange — a parent with three children; Léa is the selected one.
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    const tom = await createProfileThroughUi(page, { name: 'Tom', age: 5, gender: 'Garçon' });
    const ines = await createProfileThroughUi(page, { name: 'Inès', age: 9, gender: 'Fille' });
    const lea = await createProfileThroughUi(page, { name: 'Léa', age: 7, gender: 'Fille' });

    // Act — step 1: Léa, then « Ajouter un frère ou une sœur » and Tom.
    await openWizard(page);
    await expect(page.getByRole('radio', { name: /^Léa\b/ })).toBeChecked();
    await page.getByRole('button', { name: 'Ajouter un frère ou une sœur' }).click();
    const siblings = page.getByRole('radiogroup', { name: 'Avec quel frère ou quelle sœur ?' });
    await expect(siblings.getByRole('radio')).toHaveCount(2);
    await siblings.getByRole('radio', { name: /^Tom\b/ }).check();
    await expectNoAxeViolations(page);
    await clickContinue(page);

    // Steps 2 to 4 with suggestions, then the confirmation, which names both children.
    await expect(wizardHeading(page)).toHaveText('Le Personnage Principal');
    await suggestion(page, 'Idées de personnages', 'un lapin très curieux').click();
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Scénario et Lieu');
    await suggestion(page, 'Idées de lieux', 'la forêt enchantée').click();
    await suggestion(page, 'Scénarios proposés', /^La carte au trésor/).click();
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Émotions & Valeurs');
    await suggestion(page, 'Émotions', 'la joie').click();
    await suggestion(page, 'Valeurs', "l'amitié").click();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' });
    await expect(confirm.getByText(/Léa et Tom/).first()).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    const id = await createdStoryId(page);
    await expectStoryOpened(page, id);

    // Assert — the story page names both children, and its text tells both.
    await expect(page.getByTestId('story-heroes')).toHaveText('Une histoire pour Léa et Tom', { timeout: 15_000 });
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Léa');
    expect(text).toContain('Tom');
    await expectNoAxeViolations(page);

    // Assert — in Tom's library and in Léa's, named for both; not in Inès's.
    for (const child of [tom, lea]) {
      await page.goto(`/library?profileId=${child.id}`);
      const cards = page.getByTestId('story-card');
      await expect(cards).toHaveCount(1, { timeout: 15_000 });
      // Finished or still narrated, it is the same story: its title is the story page's.
      await expect(cards.first()).toContainText(title);
      await expect(cards.first().getByTestId('story-heroes')).toHaveText('Une histoire pour Léa et Tom');
    }
    await expectNoAxeViolations(page);
    await page.goto(`/library?profileId=${ines.id}`);
    await expect(page.getByTestId('story-card')).toHaveCount(0, { timeout: 15_000 });
  });
});
