import { CreateUserPoolClientCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, generateKeyPair } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { creditSummarySchema } from '#shared/credits';
import { ENV } from '#shared/environment';
import { API_MESSAGES } from '#shared/messages';
import { NEW_ACCOUNT_CREDIT_SUMMARY } from '../fixtures/credit-summaries';
import { documents } from './support/aws';
import { api, cognitoClient, signUpAndSignIn } from './support/parents';


describe('GET /api/me/credits on the local twin', () => {
  it('should give a newly confirmed parent one bonus credit and zero counters', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await api('/api/me/credits', { token: parent.idToken });

    // Assert
    expect(response.status).toBe(200);
    const summary = creditSummarySchema.parse(await response.json());
    expect(summary).toEqual(NEW_ACCOUNT_CREDIT_SUMMARY);
  });

  it('should accept the access token as API Gateway does (client_id instead of aud)', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await api('/api/me/credits', { token: parent.accessToken });

    // Assert
    expect(response.status).toBe(200);
  });

  it('should answer 401 with a French message without a token', async () => {
    // Act
    const response = await api('/api/me/credits');

    // Assert
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: API_MESSAGES.unauthorized });
  });

  it('should answer 401 to a token signed with another key', async () => {
    // Arrange: same issuer, audience and subject as a real token, but our own key.
    const parent = await signUpAndSignIn();
    const realClaims = JSON.parse(Buffer.from(parent.idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(realClaims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);

    // Act
    const response = await api('/api/me/credits', { token: forged });

    // Assert
    expect(response.status).toBe(401);
    expect((await response.json()) as { message: string }).toEqual({ message: API_MESSAGES.unauthorized });
  });

  it('should answer 401 to a well-signed token of another app client', async () => {
    // Arrange: a genuine token of the same pool, issued to a client the authorizer does not list.
    const parent = await signUpAndSignIn();
    const cognito = cognitoClient();
    const { UserPoolClient } = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: inject('userPoolId'), ClientName: 'another-app', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
    );
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        ClientId: UserPoolClient!.ClientId!,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: parent.email, PASSWORD: 'secret1' },
      }),
    );

    // Act
    const response = await api('/api/me/credits', { token: AuthenticationResult!.IdToken! });

    // Assert
    expect(response.status).toBe(401);
  });

  it('should create the account and its sign-up grant exactly once under 10 concurrent first reads', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const responses = await Promise.all(Array.from({ length: 10 }, () => api('/api/me/credits', { token: parent.idToken })));

    // Assert
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const summaries = await Promise.all(responses.map(async (response) => creditSummarySchema.parse(await response.json())));
    expect(new Set(summaries.map((summary) => summary.bonusStories))).toEqual(new Set([1]));
    const { Items = [] } = await documents().send(
      new QueryCommand({
        TableName: inject('boundNames')[ENV.accountsTable],
        KeyConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': parent.sub },
      }),
    );
    expect(Items.filter((item) => item.sk === 'ACCOUNT')).toHaveLength(1);
    const ledger = Items.filter((item) => String(item.sk).startsWith('LEDGER#'));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ reason: 'grant_signup', creditType: 'bonus', delta: 1 });
  });
});

describe('GET /api/health on the local twin', () => {
  it('should answer without a session', async () => {
    // Act
    const response = await api('/api/health');

    // Assert
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('should answer 404 with a French message for an unknown API path', async () => {
    // Act
    const response = await api('/api/nothing-here');

    // Assert
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: API_MESSAGES.routeNotFound });
  });
});
