import { expect, test, type Download, type Page } from '@playwright/test';
import { privacyExportSchema } from '../shared/privacy';
import { expectNoAxeViolations } from './support/a11y';
import { submitSignInForm } from './support/auth';
import { createProfileThroughUi } from './support/profiles';
import { signedInParent } from './support/session';
import { toastWith } from './support/toasts';

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface BrowserStorage {
  readonly length: number;
  key(index: number): string | null;
}

/** /account once its credits have loaded, scrolled to the 'Mes données' card. */
async function openMyData(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
  const available = page.getByRole('region', { name: 'Mes histoires' }).locator('dl > div').filter({ hasText: 'Histoires disponibles' }).getByRole('definition');
  await expect(available).toHaveText(/^\d+$/, { timeout: 15_000 });
  const card = page.getByRole('region', { name: 'Mes données' });
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** The downloaded file's text, read from Playwright's copy (removed with the browser context). */
async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  await download.delete();
  return Buffer.concat(chunks).toString('utf8');
}

function deletionDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte ?' });
  return {
    dialog,
    word: dialog.getByLabel('Pour confirmer, tapez SUPPRIMER'),
    confirm: dialog.getByRole('button', { name: 'Supprimer définitivement' }),
    cancel: dialog.getByRole('button', { name: 'Annuler' }),
  };
}

test.describe('a parent’s data on /account', () => {
  test('should download the parent’s data as a JSON file with their account and their child’s profile', async ({ page, request }) => {
    // Arrange
    const parent = await signedInParent(page, request);
    await createProfileThroughUi(page, { name: 'Léa', age: 6, gender: 'Fille' });
    const card = await openMyData(page);

    // Act
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;

    // Assert
    expect(download.suggestedFilename()).toMatch(/^contes-magiques-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = privacyExportSchema.parse(JSON.parse(await textOf(download)));
    expect(exported).toMatchObject({ userId: parent.userId, email: parent.email, account: { bonusCredits: 1 } });
    expect(exported.ledger.map((entry) => entry.reason)).toEqual(['grant_signup']);
    expect(exported.profiles.map((profile) => profile.name)).toEqual(['Léa']);
    expect(exported.stories).toEqual([]);
    await expect(toastWith(page, 'Vos données ont été téléchargées')).toBeVisible();
  });

  test('should say what the deletion loses, enable it only once SUPPRIMER is typed, and pass axe with the dialog open', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    const card = await openMyData(page);
    const opener = card.getByRole('button', { name: 'Supprimer mon compte' });
    const { dialog, word, confirm } = deletionDialog(page);

    // Act
    await opener.focus();
    await page.keyboard.press('Enter');

    // Assert
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('effacés pour toujours');
    await expect(dialog).toContainText('les crédits non utilisés ne sont pas remboursés');
    await expect(confirm).toBeDisabled();
    await word.fill('SUPPRIM');
    await expect(confirm).toBeDisabled();
    await word.fill('supprimer');
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolations(page);

    // Act / Assert: Escape closes it, gives the focus back, and forgets the word.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(word).toHaveValue('');
  });

  test('should delete the account with the typed word, land on the home with the confirmation, and refuse that e-mail’s sign-in', async ({ page, request }) => {
    // Arrange
    const parent = await signedInParent(page, request);
    const card = await openMyData(page);
    const { word, confirm } = deletionDialog(page);
    await card.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await word.fill('SUPPRIMER');

    // Act
    await confirm.click();

    // Assert: the public home, its notice once, the address without its parameter, no session left in the browser.
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Votre compte a été supprimé' })).toBeVisible();
    const amplifyKeys = await page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
      return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter((key) => key.startsWith('CognitoIdentityServiceProvider.'));
    });
    expect(amplifyKeys).toEqual([]);
    await expectNoAxeViolations(page);

    // Act / Assert: the e-mail and password no longer open a session.
    await page.goto('/auth');
    await submitSignInForm(page, parent.email, parent.password);
    await expect(toastWith(page, 'Email ou mot de passe incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
