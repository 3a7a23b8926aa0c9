import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { submitSignInForm } from './support/auth';
import { createConfirmedParent, newParentEmail } from './support/parents';
import { waitForMail } from './support/twin';

/** Signs in from /auth and stays on whatever page follows, failure included. */
async function signInThroughUi(page: Page, email: string, password: string) {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await submitSignInForm(page, email, password);
}

test.describe('/auth', () => {
  test('should show Connexion and Inscription with labelled fields and no axe violation', async ({ page }) => {
    // Act
    await page.goto('/auth');

    // Assert
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(page.getByText("La connexion avec Google n'est pas disponible sur cette installation")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
    for (const label of ['Prénom', 'Nom', 'Email', 'Mot de passe']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByText('pensez à vérifier vos spams')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('should sign a new parent up, confirm with the e-mailed code and land on /app', async ({ page, request }) => {
    // Arrange
    const email = newParentEmail();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Inscription' }).click();

    // Act
    await page.getByLabel('Prénom', { exact: true }).fill('Léa');
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inscription réussie !' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const { code } = await waitForMail(request, email);
    await dialog.getByLabel('Code de confirmation').fill(code!);
    await dialog.getByRole('button', { name: "Continuer vers l'application" }).click();

    // Assert: /app?new_signup=true, whose parameter the home screen then removes.
    await expect(page).toHaveURL(/\/app$/);
  });

  test('should say the address is taken and switch to the login tab from the warning', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Inscription' }).click();

    // Act
    await page.getByLabel('Prénom', { exact: true }).fill('Léa');
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel('Email', { exact: true }).fill(parent.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // Assert
    await expect(page.getByText('Cette adresse email est déjà utilisée')).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(parent.email);
  });

  test('should refuse a wrong password with the spec message', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);

    // Act
    await signInThroughUi(page, parent.email, 'not-the-password');

    // Assert
    await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('should show the required-field messages without calling Cognito', async ({ page }) => {
    // Arrange
    await page.goto('/auth');

    // Act
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();

    // Assert
    await expect(page.getByText("L'adresse email est requise")).toBeVisible();
    await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('should ask for the code when an unconfirmed parent signs in, then let them in', async ({ page, request }) => {
    // Arrange: registered through the page but never confirmed.
    const email = newParentEmail();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await page.getByLabel('Prénom', { exact: true }).fill('Noé');
    await page.getByLabel('Nom', { exact: true }).fill('Bernard');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('tab', { name: 'Connexion' }).click();

    // Act
    await signInThroughUi(page, email, 'secret1');

    // Assert
    await expect(page.getByText('Veuillez vérifier votre email et confirmer votre compte')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Confirmez votre adresse email' });
    await expect(dialog).toBeVisible();
    const { code } = await waitForMail(request, email);
    await dialog.getByLabel('Code de confirmation').fill(code!);
    await dialog.getByRole('button', { name: "Continuer vers l'application" }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('should reset a forgotten password with the e-mailed code, land on /app, and sign in with it', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expectNoAxeViolations(page);

    // Act
    await page.getByLabel('Email', { exact: true }).fill(parent.email);
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    await expect(page.getByText('Email envoyé !')).toBeVisible();
    const { code } = await waitForMail(request, parent.email, 2);
    await page.getByLabel('Code reçu par email').fill(code!);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau1');
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('nouveau1');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();

    // Assert: /app two seconds later (the spec's delay), signed in with the new password.
    await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
    await page.context().clearCookies();
    await page.evaluate('localStorage.clear()');
    await signInThroughUi(page, parent.email, parent.password);
    await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau1');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('should say "Email non trouvé" for a reset of an unknown address and offer to sign up', async ({ page }) => {
    // Arrange
    await page.goto('/auth/reset-password');

    // Act
    await page.getByLabel('Email', { exact: true }).fill(newParentEmail());
    await page.getByRole('button', { name: 'Envoyer le code' }).click();

    // Assert
    await expect(page.getByText('Email non trouvé')).toBeVisible();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
  });

  test('should send a signed-in visitor of /auth on to /app', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    await signInThroughUi(page, parent.email, parent.password);
    await expect(page).toHaveURL(/\/app$/);

    // Act
    await page.goto('/auth');

    // Assert
    await expect(page).toHaveURL(/\/app$/);
  });
});
