import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi, type ProfileBasics } from './support/profiles';
import { clickContinue, openCharacterStep, suggestion, wizardHeading } from './support/stories';

const NINO: ProfileBasics = { name: 'Nino', age: 6, gender: 'Garçon' };

/** A being the writer knows, then a clause it does not read: the story keeps the being only (issue 25, item 3). */
const READ_IN_PART = 'un suricate qui guette tout';

test.describe('a typed text the writer reads in part (issue 25, item 3)', () => {
  test('should say on its step what the story keeps, then go on, and recap it before the credit is spent', async ({ page, request }) => {
    test.setTimeout(180_000);

    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await createProfileThroughUi(page, NINO);
    const character = await openCharacterStep(page);
    await character.fill(READ_IN_PART);

    // Act
    await clickContinue(page);

    // Assert: still on step 2, the kept text under the field and said by the polite region, nothing marked wrong.
    const note = page.locator('[data-kept-text="mainCharacter"]');
    await expect(note).toContainText('Nous garderons : un suricate.');
    await expect(note).toContainText("Le reste de la phrase ne sera pas dans l'histoire.");
    await expect(page.locator('main form [aria-live="polite"]')).toContainText('Nous garderons : un suricate.');
    await expect(wizardHeading(page)).toHaveText('Le Personnage Principal');
    await expect(character).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // Act: « Continuer » again keeps the text as it is.
    await clickContinue(page);

    // Assert
    await expect(wizardHeading(page)).toHaveText('Scénario et Lieu');
    await suggestion(page, 'Idées de lieux', 'la forêt enchantée').click();
    await suggestion(page, 'Scénarios proposés', /^L'étoile tombée du ciel/).click();
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Émotions & Valeurs');
    await suggestion(page, 'Émotions', 'la joie').click();
    await suggestion(page, 'Valeurs', "l'amitié").click();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' });
    await expect(confirmation).toContainText(READ_IN_PART);
    await expect(confirmation).toContainText("Dans l'histoire : un suricate");
    await expectNoAxeViolations(page);
  });
});
