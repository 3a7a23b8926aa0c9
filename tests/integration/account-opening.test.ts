import { ConfirmForgotPasswordCommand, ConfirmSignUpCommand, ForgotPasswordCommand, GetUserPoolMfaConfigCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { creditSummarySchema } from '#shared/credits';
import { ENV } from '#shared/environment';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { boundName, documents } from './support/aws';
import { api, cognitoClient, latestCode, signUp } from './support/parents';

/** Every item of the parent's partition of the accounts table: the account and its ledger. */
async function accountItems(userId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documents().send(
    new QueryCommand({ TableName: boundName(ENV.accountsTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': userId }, ConsistentRead: true }),
  );
  return Items;
}

const grantsOf = (items: Record<string, unknown>[]) => items.filter((item) => String(item.sk).startsWith(LEDGER_SK_PREFIX) && item.reason === 'grant_signup');

/** The `sub` of a confirmed parent, from the ID token of a sign-in made without any call to the API. */
async function signIn(email: string, password: string): Promise<{ sub: string; idToken: string }> {
  const { AuthenticationResult } = await cognitoClient().send(
    new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const idToken = AuthenticationResult!.IdToken!;
  return { idToken, sub: (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub };
}

describe('the account opened by the PostConfirmation trigger on the local twin', () => {
  it('should open the account with its one welcome credit when the e-mail is confirmed, before any request to the API', async () => {
    // Arrange
    const email = await signUp({ password: 'secret1' });

    // Act
    await cognitoClient().send(new ConfirmSignUpCommand({ ClientId: inject('userPoolClientId'), Username: email, ConfirmationCode: await latestCode(email) }));

    // Assert
    const { sub } = await signIn(email, 'secret1');
    const items = await accountItems(sub);
    expect(items.find((item) => item.sk === ACCOUNT_SK)).toMatchObject({ userId: sub, email, bonusCredits: 1, planType: 'free' });
    expect(grantsOf(items)).toHaveLength(1);
    expect(grantsOf(items)[0]).toMatchObject({ creditType: 'bonus', delta: 1 });
  });

  it('should grant the welcome credit once when the trigger runs again for the same parent (a password reset confirms again)', async () => {
    // Arrange: a confirmed parent who spent nothing yet.
    const email = await signUp({ password: 'secret1' });
    const client = cognitoClient();
    const clientId = inject('userPoolClientId');
    await client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: await latestCode(email) }));

    // Act: ConfirmForgotPassword runs the same trigger (PostConfirmation_ConfirmForgotPassword).
    await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
    await client.send(new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: email, ConfirmationCode: await latestCode(email), Password: 'secret2' }));

    // Assert
    const { sub, idToken } = await signIn(email, 'secret2');
    expect(grantsOf(await accountItems(sub))).toHaveLength(1);
    const response = await api('/api/me/credits', { token: idToken });
    expect(response.status).toBe(200);
    expect(creditSummarySchema.parse(await response.json())).toMatchObject({ storiesLeft: 1, bonusStories: 1 });
  });

  it('should sign a parent in with e-mail and password alone: MFA is optional, as the stack declares it', async () => {
    // Arrange
    const email = await signUp({ password: 'secret1' });
    await cognitoClient().send(new ConfirmSignUpCommand({ ClientId: inject('userPoolClientId'), Username: email, ConfirmationCode: await latestCode(email) }));

    // Act
    const { MfaConfiguration, SoftwareTokenMfaConfiguration } = await cognitoClient().send(new GetUserPoolMfaConfigCommand({ UserPoolId: inject('userPoolId') }));
    const { idToken } = await signIn(email, 'secret1');

    // Assert
    expect(MfaConfiguration).toBe('OPTIONAL');
    expect(SoftwareTokenMfaConfiguration?.Enabled).toBe(true);
    expect(idToken).toBeTruthy();
  });
});
