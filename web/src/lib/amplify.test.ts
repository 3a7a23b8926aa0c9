import { describe, expect, it } from 'vitest';
import { buildAmplifyConfig } from './amplify';
import { parseSiteConfig } from './site-config';

describe('buildAmplifyConfig', () => {
  it('should configure e-mail sign-in with code verification against the real Cognito', () => {
    // Arrange
    const config = parseSiteConfig({ region: 'eu-west-3', userPoolId: 'eu-west-3_abc', userPoolClientId: 'client' });

    // Act
    const amplify = buildAmplifyConfig(config);

    // Assert
    expect(amplify).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'eu-west-3_abc',
          userPoolClientId: 'client',
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
  });

  it('should point Amplify at the local Cognito when the config gives an endpoint', () => {
    // Arrange
    const config = parseSiteConfig({
      region: 'eu-west-3',
      userPoolId: 'local_abc',
      userPoolClientId: 'client',
      userPoolEndpoint: 'http://127.0.0.1:9229',
      local: true,
    });

    // Act
    const amplify = buildAmplifyConfig(config);

    // Assert
    expect(amplify.Auth?.Cognito.userPoolEndpoint).toBe('http://127.0.0.1:9229');
  });
});
