import { ConfirmSignUpCommand, ForgotPasswordCommand, InitiateAuthCommand, ResendConfirmationCodeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { EMAIL_LINK_PARAMS } from '#shared/auth';
import { cognitoClient, mailboxOf, signUp, signUpAndSignIn } from './support/parents';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The newest e-mail for an address, with its link taken apart. */
async function latestMail(email: string) {
  const [message] = await mailboxOf(email);
  if (!message) throw new Error('No message in the mailbox');
  if (!message.link) throw new Error('The message has no link');
  const link = new URL(message.link);
  return {
    message,
    link,
    user: link.searchParams.get(EMAIL_LINK_PARAMS.user),
    code: link.searchParams.get(EMAIL_LINK_PARAMS.code),
  };
}

describe('Cognito e-mails on the local twin (CustomMessage trigger)', () => {
  it('should send the French confirmation e-mail with the code and a link to /auth naming the user by id', async () => {
    // Arrange
    const twin = new URL(inject('twinUrl'));

    // Act
    const email = await signUp({ givenName: 'Léa' });
    const { message, link, user, code } = await latestMail(email);

    // Assert
    expect(message.subject).toBe('Contes Magiques : confirmez votre adresse email');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain('Bonjour Léa,');
    expect(message.body).toContain(message.code);
    expect(message.body).not.toContain('{####}');
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:${twin.port}/auth`);
    expect(user).toMatch(UUID);
    expect(code).toBe(message.code);
    expect(message.link).not.toContain(email.split('@')[0]);
  });

  it('should send the confirmation e-mail again, with the new code, when the code is resent', async () => {
    // Arrange
    const email = await signUp();
    const first = await latestMail(email);

    // Act
    await cognitoClient().send(new ResendConfirmationCodeCommand({ ClientId: inject('userPoolClientId'), Username: email }));
    const resent = await latestMail(email);

    // Assert
    expect(resent.message.id).not.toBe(first.message.id);
    expect(resent.message.subject).toBe('Contes Magiques : confirmez votre adresse email');
    expect(resent.link.pathname).toBe('/auth');
    expect(resent.user).toBe(first.user);
    expect(resent.code).toBe(resent.message.code);
  });

  it('should confirm the account with the user name and code taken from the link', async () => {
    // Arrange
    const email = await signUp({ password: 'secret1' });
    const { user, code } = await latestMail(email);
    const client = cognitoClient();
    const clientId = inject('userPoolClientId');

    // Act
    await client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: user!, ConfirmationCode: code! }));

    // Assert: a confirmed account signs in.
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }),
    );
    expect(AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('should send the French reset e-mail with the code and a link to /auth/reset-password', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const twin = new URL(inject('twinUrl'));

    // Act
    await cognitoClient().send(new ForgotPasswordCommand({ ClientId: inject('userPoolClientId'), Username: parent.email }));
    const { message, link, user, code } = await latestMail(parent.email);

    // Assert
    expect(message.subject).toBe('Contes Magiques : réinitialisez votre mot de passe');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain('Bonjour Camille,');
    expect(message.body).toContain(message.code);
    expect(`${link.origin}${link.pathname}`).toBe(`http://127.0.0.1:${twin.port}/auth/reset-password`);
    expect(user).toBe(parent.sub);
    expect(code).toBe(message.code);
  });
});
