import { GetTokensFromRefreshTokenCommand, GlobalSignOutCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
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
