import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInThroughUi } from './support/auth';
import { createConfirmedParent } from './support/parents';
import { createProfileThroughUi, profileCheckbox, profileRadio } from './support/profiles';
import { toastWith } from './support/toasts';

const APP_URL = /\/app$/;

const CREATE_MESSAGES = [
  'Veuillez sélectionner le prénom',
  "Veuillez sélectionner l'âge",
  'Veuillez sélectionner le genre',
  'Veuillez sélectionner la couleur de peau',
  'Veuillez sélectionner la couleur des cheveux',
  'Veuillez sélectionner le type de cheveux',
  'Veuillez sélectionner la longueur des cheveux',
  'Veuillez sélectionner la couleur des yeux',
  'Veuillez sélectionner la taille',
  'Veuillez sélectionner le style vestimentaire',
  'Veuillez sélectionner au moins un trait de personnalité',
  "Veuillez sélectionner au moins un centre d'intérêt",
];

/** A signed-in parent of their own, so that journeys never share profiles. */
async function signedInParent(page: Page, request: Parameters<typeof createConfirmedParent>[0]) {
  const parent = await createConfirmedParent(request);
  await signInThroughUi(page, parent.email, parent.password);
  return parent;
}

/** The banner shown after a failed save (role alert), by its exact text. */
function banner(page: Page | Locator, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^${text}$`) });
}

test.describe('the create-profile page', () => {
  test('should list every missing field, then create the profile with every field, select it and go to /app', async ({ page, request }) => {
    test.setTimeout(90_000);
    // Arrange
    await signedInParent(page, request);
    await page.goto('/child-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau profil enfant' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);

    // Act: save the empty form
    await page.getByRole('button', { name: 'Créer le profil' }).click();

    // Assert: each message, the general alert, the toast, and the first field focused (and invalid)
    for (const message of CREATE_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(banner(page, 'Veuillez remplir tous les champs obligatoires pour créer le profil')).toBeVisible();
    await expect(toastWith(page, 'Formulaire incomplet')).toBeVisible();
    const name = page.getByLabel('Prénom', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Veuillez sélectionner le prénom');
    await expect(page.getByRole('radiogroup', { name: 'Genre' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // Act / Assert: a field's error goes as soon as it changes, the others stay
    await name.fill('Léa');
    await expect(page.getByText('Veuillez sélectionner le prénom')).toHaveCount(0);
    await expect(page.getByText("Veuillez sélectionner l'âge")).toBeVisible();

    // Act / Assert: the avatar appears once a gender is chosen, and the traits follow the gender
    await expect(page.getByRole('radiogroup', { name: 'Avatar' })).toHaveCount(0);
    await profileRadio(page, 'Genre', 'Fille').check();
    await expect(page.getByRole('radiogroup', { name: 'Avatar' })).toBeVisible();
    await expect(profileCheckbox(page, 'Personnalité', 'Créative')).toBeVisible();
    await profileRadio(page, 'Avatar', 'Fusée').check();

    // Act: everything else
    await page.getByLabel('Âge', { exact: true }).fill('6');
    await page.getByLabel('Couleur de peau', { exact: true }).selectOption('Métisse claire');
    await page.getByLabel('Couleur des yeux', { exact: true }).selectOption('Noisette');
    await page.getByLabel('Couleur des cheveux', { exact: true }).selectOption('Roux');
    await page.getByLabel('Type de cheveux', { exact: true }).selectOption('Bouclés');
    await profileRadio(page, 'Longueur des cheveux', 'Mi-longs').check();
    await profileRadio(page, 'Taille', 'Petit(e)').check();

    const styleToggle = page.getByRole('button', { name: 'Voir plus (6) – Style vestimentaire' });
    await expect(page.getByRole('radiogroup', { name: 'Style vestimentaire' }).getByRole('radio')).toHaveCount(6);
    await styleToggle.click();
    await expect(page.getByRole('radiogroup', { name: 'Style vestimentaire' }).getByRole('radio')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Voir moins – Style vestimentaire' })).toHaveAttribute('aria-expanded', 'true');
    await profileRadio(page, 'Style vestimentaire', 'Vintage').check();

    await expect(page.getByText('#FFD700', { exact: true })).toBeVisible();
    await profileRadio(page, 'Couleur préférée', 'Vert').check();
    await expect(page.getByText('#43A047', { exact: true })).toBeVisible();
    await page.getByLabel('Loisir préféré', { exact: true }).fill('Le dessin');
    await expect(profileRadio(page, 'Niveau de lecture', 'Débutant (premières lectures)')).toBeChecked();
    await profileRadio(page, 'Niveau de lecture', 'Intermédiaire').check();

    await profileCheckbox(page, 'Personnalité', 'Curieuse').check();
    await profileCheckbox(page, 'Personnalité', 'Calme').check();
    await profileCheckbox(page, 'Personnalité', 'Calme').uncheck();
    await expect(profileCheckbox(page, 'Personnalité', 'Calme')).not.toBeChecked();
    await page.getByRole('button', { name: 'Voir plus (16) – Personnalité' }).click();
    await profileCheckbox(page, 'Personnalité', 'Joviale').check();

    await page.getByRole('button', { name: "Voir plus (32) – Centres d'intérêt" }).click();
    await profileCheckbox(page, "Centres d'intérêt", 'Yoga').check();
    await profileCheckbox(page, "Centres d'intérêt", 'Animaux').check();
    await page.getByRole('radio', { name: 'Océan' }).click();

    // Assert: no error left, so no banner
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Act
    await page.getByRole('button', { name: 'Créer le profil' }).click();

    // Assert
    await expect(toastWith(page, 'Le profil enfant a été créé avec succès')).toContainText('Succès !');
    await expect(page).toHaveURL(APP_URL);

    // Assert: what was stored, read back through the edit page (the new profile is the selected one)
    const id = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('selectedProfileId'));
    expect(id).toMatch(/^[0-9A-Z]{26}$/);
    await page.goto(`/edit-profile/${id!}`);
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Léa');
    await expect(page.getByLabel('Âge', { exact: true })).toHaveValue('6');
    await expect(profileRadio(page, 'Avatar', 'Fusée')).toBeChecked();
    await expect(profileRadio(page, 'Style vestimentaire', 'Vintage')).toBeChecked();
    await expect(profileRadio(page, 'Couleur préférée', 'Vert')).toBeChecked();
    await expect(profileCheckbox(page, 'Personnalité', 'Joviale')).toBeChecked();
    await expect(profileCheckbox(page, 'Personnalité', 'Calme')).not.toBeChecked();
    await expect(profileCheckbox(page, "Centres d'intérêt", 'Yoga')).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Océan' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Loisir préféré', { exact: true })).toHaveValue('Le dessin');
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the edit-profile page at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('should refuse an empty name, clear the error as it is typed, then save the changes and go to /app', async ({ page, request }) => {
      test.setTimeout(90_000);
      // Arrange
      await signedInParent(page, request);
      const { id } = await createProfileThroughUi(page, { name: 'Tom', age: 5, gender: 'Garçon' });
      await page.goto(`/edit-profile/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Créer un Personnage Principal' })).toBeVisible();
      const name = page.getByLabel('Prénom', { exact: true });
      await expect(name).toHaveValue('Tom');
      await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
      await expectNoAxeViolations(page);

      // Act: an empty name
      await name.fill('');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

      // Assert
      await expect(page.getByText('Le nom est requis', { exact: true })).toBeVisible();
      await expect(banner(page, 'Veuillez remplir tous les champs obligatoires')).toBeVisible();
      await expect(toastWith(page, 'Formulaire incomplet')).toContainText('Veuillez remplir tous les champs obligatoires');
      await expect(name).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/edit-profile/${id}$`));
      await expectNoAxeViolations(page);

      // Act / Assert: typing a name clears its error and the banner
      await name.fill('Timothée');
      await expect(page.getByText('Le nom est requis', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Act: a new age and one more trait
      await page.getByLabel('Âge', { exact: true }).fill('7');
      await profileCheckbox(page, 'Personnalité', 'Curieux').check();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

      // Assert
      await expect(toastWith(page, 'Profil mis à jour')).toContainText('Les modifications ont été enregistrées avec succès');
      await expect(page).toHaveURL(APP_URL);

      // Assert: the new values are stored
      await page.goto(`/edit-profile/${id}`);
      await expect(name).toHaveValue('Timothée');
      await expect(page.getByLabel('Âge', { exact: true })).toHaveValue('7');
      await expect(profileCheckbox(page, 'Personnalité', 'Curieux')).toBeChecked();
      await expect(profileCheckbox(page, 'Personnalité', 'Calme')).toBeChecked();
    });
  });
}

test.describe('the edit-profile page', () => {
  test("should go back to /app with 'Annuler', and leave an unknown profile with 'Impossible de charger le profil'", async ({ page, request }) => {
    test.setTimeout(60_000);
    // Arrange
    await signedInParent(page, request);
    const { id } = await createProfileThroughUi(page, { name: 'Zoé', age: 4, gender: 'Fille' });
    await page.goto(`/edit-profile/${id}`);
    await page.getByLabel('Prénom', { exact: true }).fill('Pas enregistré');

    // Act
    await page.getByRole('button', { name: 'Annuler' }).click();

    // Assert
    await expect(page).toHaveURL(APP_URL);
    await page.goto(`/edit-profile/${id}`);
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Zoé');

    // Act: an id that is no profile of this parent
    await page.goto('/edit-profile/01ARZ3NDEKTSV4RRFFQ69G5FAV');

    // Assert: the toast, on /app
    await expect(toastWith(page, 'Impossible de charger le profil')).toContainText('Erreur');
    await expect(page).toHaveURL(APP_URL, { timeout: 10_000 });
  });
});

test.describe('the edit-profile modal', () => {
  for (const viewport of [
    { width: 1280, height: 800, container: 'dialog' },
    { width: 375, height: 812, container: 'sheet' },
  ]) {
    test(`should open from the menu's edit button as a ${viewport.container} at ${String(viewport.width)} px, refuse an empty name, then save and close`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Arrange
      await signedInParent(page, request);
      await createProfileThroughUi(page, { name: 'Nina', age: 8, gender: 'Fille' });
      await page.goto('/app');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();

      // Act
      await page.getByRole('dialog').getByRole('button', { name: /^Modifier.*Nina$/ }).click();
      const modal = page.getByRole('dialog', { name: 'Modifier le profil' });

      // Assert
      await expect(modal).toBeVisible();
      await expect(modal).toHaveAttribute('data-slot', `${viewport.container}-content`);
      const name = modal.getByLabel('Prénom', { exact: true });
      await expect(name).toHaveValue('Nina');
      await expect(modal.getByRole('button', { name: "Retour à l'accueil" })).toBeVisible();
      await expectNoAxeViolations(page);

      // Act: an empty name
      await name.fill('');
      await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();

      // Assert
      await expect(modal.getByText('Le nom est requis', { exact: true })).toBeVisible();
      await expect(banner(modal, 'Veuillez remplir tous les champs obligatoires')).toBeVisible();
      await expect(toastWith(page, 'Formulaire incomplet')).toContainText('Veuillez remplir tous les champs requis');
      await expect(name).toBeFocused();
      await expectNoAxeViolations(page);

      // Act: a valid name
      await name.fill('Ninon');
      await expect(modal.getByText('Le nom est requis', { exact: true })).toHaveCount(0);
      await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();

      // Assert
      await expect(toastWith(page, 'Profil mis à jour')).toContainText('Les modifications ont été enregistrées avec succès');
      await expect(modal).toBeHidden();

      // Act: open it again from another page, then 'Retour à l'accueil'
      await page.goto('/account');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^Modifier.*Ninon$/ }).click();

      // Assert: the saved name is there, and the back button closes the modal on /app
      await expect(name).toHaveValue('Ninon');
      await modal.getByRole('button', { name: "Retour à l'accueil" }).click();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(APP_URL);
    });
  }
});
