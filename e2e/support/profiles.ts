import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Child profiles made the way a parent makes them, through the /child-profile form (spec part 1 §2):
 * the form's labels, options and 'Créer le profil' button.
 */

export type GenderLabel = 'Garçon' | 'Fille';

export interface ProfileBasics {
  name: string;
  age: number;
  gender: GenderLabel;
}

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface BrowserStorage {
  getItem(key: string): string | null;
}

/** A radio of one of the form's radio groups, e.g. `profileRadio(page, 'Genre', 'Fille')`. */
export function profileRadio(scope: Page | Locator, group: string, option: string): Locator {
  return scope.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: option, exact: true });
}

/** A checkbox chip of the personality or interests group. */
export function profileCheckbox(scope: Page | Locator, group: 'Personnalité' | "Centres d'intérêt", option: string): Locator {
  return scope.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name: option, exact: true });
}

/**
 * Fills the smallest valid profile in a profile form (page or modal): name, age, gender, appearance,
 * style, one trait and one interest, all among the options shown before 'Voir plus'.
 */
export async function fillRequiredProfileFields(scope: Page | Locator, { name, age, gender }: ProfileBasics): Promise<void> {
  await scope.getByLabel('Prénom', { exact: true }).fill(name);
  await scope.getByLabel('Âge', { exact: true }).fill(String(age));
  await profileRadio(scope, 'Genre', gender).check();
  await scope.getByLabel('Couleur de peau', { exact: true }).selectOption('Claire');
  await scope.getByLabel('Couleur des yeux', { exact: true }).selectOption('Marron');
  await scope.getByLabel('Couleur des cheveux', { exact: true }).selectOption('Brun');
  await scope.getByLabel('Type de cheveux', { exact: true }).selectOption('Lisses');
  await profileRadio(scope, 'Longueur des cheveux', 'Courts').check();
  await profileRadio(scope, 'Taille', 'Moyen(ne)').check();
  await profileRadio(scope, 'Style vestimentaire', 'Sportif').check();
  // 'Calme' is the same word for a boy and a girl.
  await profileCheckbox(scope, 'Personnalité', 'Calme').check();
  await profileCheckbox(scope, "Centres d'intérêt", 'Animaux').check();
}

/**
 * Creates a profile through /child-profile (the parent must be signed in) and returns its id, read from
 * the selection the page makes (localStorage `selectedProfileId`) once it has gone back to /app.
 */
export async function createProfileThroughUi(page: Page, basics: ProfileBasics): Promise<{ id: string }> {
  await page.goto('/child-profile');
  await fillRequiredProfileFields(page, basics);
  await page.getByRole('button', { name: 'Créer le profil' }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  const id = await page.evaluate(() => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.getItem('selectedProfileId'));
  if (!id) throw new Error('The new profile was not selected');
  return { id };
}
