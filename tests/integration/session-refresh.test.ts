import { GetTokensFromRefreshTokenCommand, GlobalSignOutCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { SiteConfig } from '../../shared/site-config';
import { currentIdToken } from '../../web/src/lib/auth/session-client';
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

  it('should accept GlobalSignOut, which Amplify calls when a parent signs out', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act & Assert
    await expect(cognitoClient().send(new GlobalSignOutCommand({ AccessToken: parent.accessToken }))).resolves.toBeDefined();
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
