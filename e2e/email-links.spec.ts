import { expect, test } from '@playwright/test';
import { CognitoIdentityProviderClient, ForgotPasswordCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { signInThroughUi, submitSignInForm } from './support/auth';
import { createConfirmedParent, newParentEmail } from './support/parents';
import { twinConfig, waitForMail } from './support/twin';

async function cognito(request: Parameters<typeof twinConfig>[0]) {
  const config = await twinConfig(request);
  return {
    config,
    client: new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: config.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  };
}

test.describe('links of the e-mails', () => {
  test('should confirm the address from the sign-up e-mail link, then let the parent sign in', async ({ page, request }) => {
    // Arrange: registered, never confirmed; the e-mail carries a link to /auth with the user id and the code.
    const email = newParentEmail();
    const { config, client } = await cognito(request);
    await client.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: email,
        Password: 'secret1',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Léa' },
          { Name: 'family_name', Value: 'Martin' },
        ],
      }),
    );
    const mail = await waitForMail(request, email);
    expect(mail.subject).toBe('Contes Magiques : confirmez votre adresse email');
    expect(mail.link).toMatch(/\/auth\?user=[^&]+&code=\d{6}$/);
    expect(mail.link).not.toContain(encodeURIComponent(email));

    // Act
    await page.goto(mail.link!);

    // Assert
    await expect(page.getByText('Adresse email confirmée !')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignInForm(page, email, 'secret1');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('should reset the password from the reset e-mail link with the code already filled in', async ({ page, request }) => {
    // Arrange
    const parent = await createConfirmedParent(request);
    const { config, client } = await cognito(request);
    await client.send(new ForgotPasswordCommand({ ClientId: config.userPoolClientId, Username: parent.email }));
    const mail = await waitForMail(request, parent.email, 2);
    expect(mail.subject).toBe('Contes Magiques : réinitialisez votre mot de passe');

    // Act
    await page.goto(mail.link!);
    await expect(page.getByLabel('Code reçu par email')).toHaveValue(mail.code!);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('depuis-le-lien');
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('depuis-le-lien');
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();

    // Assert
    await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  });
});

test.describe('the session, followed live', () => {
  test('should send every open tab to /auth when the parent signs out in one of them', async ({ context, request }) => {
    // Arrange: two tabs of the same browser, signed in.
    const parent = await createConfirmedParent(request);
    const first = await context.newPage();
    await signInThroughUi(first, parent.email, parent.password);
    await first.goto('/account');
    const second = await context.newPage();
    await second.goto('/app');
    await expect(second).toHaveURL(/\/app$/);

    // Act: sign out from the menu of the second tab.
    await second.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await second.getByRole('button', { name: 'Se déconnecter' }).click();

    // Assert: the first tab follows without a reload.
    await expect(second).toHaveURL(/\/auth$/);
    await expect(first).toHaveURL(/\/auth$/);
  });
});
