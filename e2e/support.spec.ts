import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TWIN_ENDPOINTS_FILE } from '../infra/local/twin';
import { ENV } from '../shared/environment';
import { expectNoAxeViolations } from './support/a11y';
import { signedInParent } from './support/session';
import { toastWith } from './support/toasts';
import { mailboxFor, type MailboxMessage } from './support/twin';

/** A support mail as the twin's mailbox lists it: SES's mails carry their sender and Reply-To. */
type SupportMail = MailboxMessage & { from?: string; replyTo?: string[] };

/** Where the twin's support function sends the parents' messages (the stack's operator address). */
function operatorAddress(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const { boundNames } = JSON.parse(readFileSync(join(dataDir, TWIN_ENDPOINTS_FILE), 'utf8')) as { boundNames: Record<string, string> };
  return boundNames[ENV.supportToEmail]!;
}

/** The form of the support page shown now. */
async function supportForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 15_000 });
  return {
    message: page.getByRole('textbox', { name: 'Votre message' }),
    send: page.getByRole('button', { name: 'Envoyer' }),
  };
}

async function openSupport(page: Page) {
  await page.goto('/support');
  return supportForm(page);
}

test.describe('the support page', () => {
  test('should send a message: “Envoi en cours...”, the success toast, /app after 2 s, and both e-mails in the mailbox', async ({ page, request }) => {
    // Arrange: the request is held until the sending state has been seen, then let through.
    const parent = await signedInParent(page, request);
    const form = await openSupport(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/support', async (route) => {
      await held;
      await route.continue();
    });
    const text = `Bonjour,\nl'histoire de Léa ne se charge pas. (${parent.userId})`;

    // Act
    await form.message.fill(text);
    await form.send.click();

    // Assert: sending
    const sending = page.getByRole('button', { name: 'Envoi en cours...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    // Assert: sent, cleared, then home
    await expect(toastWith(page, 'Message envoyé avec succès')).toContainText('Merci de nous avoir contacté. Nous vous répondrons dans les plus brefs délais.');
    await expect(form.message).toHaveValue('');
    await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });

    // Assert: the operator's copy (Reply-To the parent) and the parent's acknowledgement
    const toOperator = ((await mailboxFor(request, operatorAddress())) as SupportMail[]).filter((mail) => mail.replyTo?.includes(parent.email));
    expect(toOperator).toHaveLength(1);
    expect(toOperator[0]!.body).toContain("l'histoire de Léa ne se charge pas.");
    const toParent = await mailboxFor(request, parent.email);
    expect(toParent.filter((mail) => mail.subject === 'Contes Magiques : nous avons bien reçu votre message')).toHaveLength(1);
  });

  test('should keep “Envoyer” disabled while the message is blank, and have a way back to /app', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    const form = await openSupport(page);

    // Act / Assert
    await expect(form.message).toHaveAttribute('placeholder', 'Votre message...');
    await expect(form.send).toBeDisabled();
    await form.message.fill('   \n   ');
    await expect(form.send).toBeDisabled();
    await form.message.fill('Une question');
    await expect(form.send).toBeEnabled();
    await form.message.fill('');
    await expect(form.send).toBeDisabled();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
  });

  test('should show the server’s French message in the failure toast, and keep the message', async ({ page, request }) => {
    // Arrange: the API refuses, as it does after five messages in an hour.
    await signedInParent(page, request);
    const form = await openSupport(page);
    const tooMany = 'Vous avez déjà envoyé 5 messages au cours de la dernière heure.';
    await page.route('**/api/support', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: tooMany }) }));

    // Act
    await form.message.fill('Encore une question');
    await form.send.click();

    // Assert
    await expect(toastWith(page, 'Erreur')).toContainText(tooMany);
    await expect(form.message).toHaveValue('Encore une question');
    await expect(page).toHaveURL(/\/support$/);
  });

  test('should be reachable from the side menu, by keyboard, and pass axe', async ({ page, request }) => {
    // Arrange
    await signedInParent(page, request);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();

    // Act
    await page.getByRole('dialog').getByRole('link', { name: 'Support' }).click();

    // Assert
    await expect(page).toHaveURL(/\/support$/);
    const form = await supportForm(page);
    await expect(page).toHaveTitle('Support — Contes Magiques');
    await form.message.focus();
    await page.keyboard.type('Bonjour');
    await page.keyboard.press('Tab');
    await expect(form.send).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
