import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ADMIN_ROUTES } from '#shared/admin';
import { ADMINS_GROUP } from '#shared/auth';
import type { SiteConfig } from '#shared/site-config';
import { currentIdToken, signOutParent } from '../../web/src/lib/auth/session-client';
import { api, cognitoClient, signUpAndSignIn } from './support/parents';

describe('the local Cognito calls Amplify makes to keep and end a session', () => {
  it('should give fresh tokens for a refresh token (Amplify refreshes expired tokens this way), accepted by the API', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const cognito = cognitoClient();
    const { AuthenticationResult: first } = await cognito.send(
      new InitiateAuthCommand({
        ClientId: inject('userPoolClientId'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: parent.email, PASSWORD: 'secret1' },
      }),
    );

    // Act
    const { AuthenticationResult: refreshed } = await cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: inject('userPoolClientId'), RefreshToken: first!.RefreshToken! }),
    );

    // Assert
    expect(refreshed?.IdToken).toBeTruthy();
    expect((await api('/api/me/credits', { token: refreshed!.IdToken! })).status).toBe(200);
  });

  it('should accept GlobalSignOut, which Amplify calls when a parent signs out everywhere, and refuse the refresh tokens afterwards as Cognito does', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const cognito = cognitoClient();
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: 'secret1' } }),
    );

    // Act
    await cognito.send(new GlobalSignOutCommand({ AccessToken: parent.accessToken }));
    const refresh = await cognito
      .send(new GetTokensFromRefreshTokenCommand({ ClientId: inject('userPoolClientId'), RefreshToken: AuthenticationResult!.RefreshToken! }))
      .then(() => undefined, (error: unknown) => error);

    // Assert
    expect(refresh).toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('the web’s token for API calls, once the ID token has expired', () => {

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should be a fresh one that Amplify got silently with the refresh token, which the API accepts', async () => {
    // Arrange: Amplify configured from the twin's /config.json, as the SPA does, and a parent signed in.
    const parent = await signUpAndSignIn();
    const siteConfig = (await (await fetch(`${inject('twinUrl')}/config.json`)).json()) as SiteConfig;
    // web/src/lib/amplify.ts's settings (that module is typed for the browser, not for this Node project).
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: siteConfig.userPoolId,
          userPoolClientId: siteConfig.userPoolClientId,
          ...(siteConfig.userPoolEndpoint ? { userPoolEndpoint: siteConfig.userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    await signIn({ username: parent.email, password: 'secret1', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    const first = await currentIdToken();
    const { exp } = JSON.parse(Buffer.from(first!.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
    // Only Date moves: the browser's clock past the ID token's 15 minutes; timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 + 60_000);

    // Act
    const second = await currentIdToken();
    const response = await api('/api/me/credits', { token: second! });

    // Assert
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(response.status).toBe(200);
  });
});

describe('a parent who signs out in the web', () => {
  it('should leave a refresh token that no longer gives tokens (Amplify revokes it, as the stack’s client allows)', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const siteConfig = (await (await fetch(`${inject('twinUrl')}/config.json`)).json()) as SiteConfig;
    Amplify.configure({
      Auth: { Cognito: { userPoolId: siteConfig.userPoolId, userPoolClientId: siteConfig.userPoolClientId, userPoolEndpoint: siteConfig.userPoolEndpoint!, loginWith: { email: true } } },
    });
    // Amplify's token storage, readable by the test (configure() sets its default one: replaced after it).
    const storage = new Map<string, string>();
    cognitoUserPoolsTokenProvider.setKeyValueStorage({
      setItem: async (key, value) => void storage.set(key, value),
      getItem: async (key) => storage.get(key) ?? null,
      removeItem: async (key) => void storage.delete(key),
      clear: async () => storage.clear(),
    });
    await signIn({ username: parent.email, password: 'secret1', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    const refreshToken = [...storage].find(([key]) => key.endsWith('.refreshToken'))?.[1];

    // Act
    await signOutParent();
    const refresh = await cognitoClient()
      .send(new GetTokensFromRefreshTokenCommand({ ClientId: inject('userPoolClientId'), RefreshToken: refreshToken }))
      .then(() => undefined, (error: unknown) => error);

    // Assert
    expect(refreshToken).toBeTruthy();
    expect(refresh).toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('an admin removed from the admins group', () => {
  it('should keep admin access only until the ID token is refreshed (15 minutes at most), and lose it with the next token', async () => {
    // Arrange: an admin signed in.
    const parent = await signUpAndSignIn();
    const cognito = cognitoClient();
    const group = { UserPoolId: inject('userPoolId'), Username: parent.email, GroupName: ADMINS_GROUP };
    await cognito.send(new AdminAddUserToGroupCommand(group));
    const { AuthenticationResult: asAdmin } = await cognito.send(
      new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: 'secret1' } }),
    );

    // Act: the operator removes them; the web refreshes its token as it does once the old one expires.
    await cognito.send(new AdminRemoveUserFromGroupCommand(group));
    const withOldToken = await api(ADMIN_ROUTES.autoSync, { token: asAdmin!.IdToken! });
    const { AuthenticationResult: refreshed } = await cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: inject('userPoolClientId'), RefreshToken: asAdmin!.RefreshToken! }),
    );
    const withNextToken = await api(ADMIN_ROUTES.autoSync, { token: refreshed!.IdToken! });

    // Assert: the window is the old token's lifetime; the next token no longer names the group.
    expect(withOldToken.status).toBe(200);
    expect(withNextToken.status).toBe(403);
  });
});
