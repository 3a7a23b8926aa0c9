import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi, type ProfileBasics } from './support/profiles';
import { clickContinue, createdStoryId, openCharacterStep, suggestion, wizardHeading } from './support/stories';

const MILA: ProfileBasics = { name: 'Mila', age: 5, gender: 'Fille' };

/** A being no vocabulary knows: the writer could only paste it, so the wizard declines it (issue 25). */
const UNREADABLE_CHARACTER = 'un grozblutch ventripotent';

test.describe('a typed text the writer cannot tell (issue 25)', () => {
  test('should be declined on its own step with close suggestions, one of which replaces it, and the story then be created', async ({ page, request }) => {
    test.setTimeout(180_000);

    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await createProfileThroughUi(page, MILA);
    const character = await openCharacterStep(page);

    // Act
    await character.fill(UNREADABLE_CHARACTER);
    await clickContinue(page);

    // Assert: still on step 2, the field marked, described by the decline, focused, with its suggestions.
    const offers = page.getByRole('list', { name: 'Suggestions' });
    await expect(offers).toBeVisible();
    await expect(wizardHeading(page)).toHaveText('Le Personnage Principal');
    await expect(character).toHaveAttribute('aria-invalid', 'true');
    await expect(character).toBeFocused();
    const describedBy = (await character.getAttribute('aria-describedby')) ?? '';
    const message = (await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent())?.trim() ?? '';
    expect(message.length).toBeGreaterThan(0);
    await expect(page.locator('main form [aria-live="polite"]')).toHaveText(message);
    const choices = offers.getByRole('button');
    const count = await choices.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    await expectNoAxeViolations(page);

    // Act: a suggestion replaces the text, is checked again, and the wizard goes on.
    const picked = ((await choices.first().textContent()) ?? '').trim();
    await choices.first().click();

    // Assert
    await expect(character).toHaveValue(picked);
    await expect(offers).toHaveCount(0);
    await expect(character).not.toHaveAttribute('aria-invalid', 'true');
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Scénario et Lieu');
    await suggestion(page, 'Idées de lieux', 'la forêt enchantée').click();
    await suggestion(page, 'Scénarios proposés', /^L'étoile tombée du ciel/).click();
    await clickContinue(page);
    await expect(wizardHeading(page)).toHaveText('Émotions & Valeurs');
    await suggestion(page, 'Émotions', 'la joie').click();
    await suggestion(page, 'Valeurs', "l'amitié").click();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' });
    await expect(confirmation).toContainText(picked);
    await confirmation.getByRole('button', { name: 'Confirmer' }).click();
    await createdStoryId(page);
  });
});
