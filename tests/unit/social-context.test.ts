import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readSocialSignIn } from '../../infra/social-context';

describe('readSocialSignIn (CDK context of `cdk deploy -c …`)', () => {
  it('should give nothing when no provider is configured', () => {
    // Act & Assert
    expect(readSocialSignIn(new App())).toBeUndefined();
  });

  it('should read Google with the secret name, the callback to /app and the domain prefix', () => {
    // Arrange
    const app = new App({
      context: { googleClientId: 'id', googleClientSecretName: 'contes/google', siteUrl: 'https://contes.example.fr/', authDomainPrefix: 'contes' },
    });

    // Act
    const social = readSocialSignIn(app);

    // Assert
    expect(social).toEqual({
      google: { clientId: 'id', clientSecretName: 'contes/google' },
      callbackUrls: ['https://contes.example.fr/app'],
      domainPrefix: 'contes',
    });
  });

  it('should refuse a provider without the site address and domain prefix it needs', () => {
    // Arrange
    const app = new App({ context: { facebookAppId: 'id', facebookAppSecretName: 'contes/facebook' } });

    // Act & Assert
    expect(() => readSocialSignIn(app)).toThrow(/siteUrl/);
  });

  it('should ignore a provider given half (an id without its secret name)', () => {
    // Act & Assert
    expect(readSocialSignIn(new App({ context: { googleClientId: 'id' } }))).toBeUndefined();
  });
});
