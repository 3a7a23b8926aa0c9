import { App, type AppProps } from 'aws-cdk-lib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSocialSignIn } from '../../infra/social-context';

// An App without `outdir` makes a cdk.out folder in the system temp folder and never removes it:
// give every App one inside a scratch folder that the suite removes.
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'social-context-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});
const app = (props: Omit<AppProps, 'outdir'> = {}) => new App({ ...props, outdir: scratch });

describe('readSocialSignIn (CDK context of `cdk deploy -c …`)', () => {
  it('should give nothing when no provider is configured', () => {
    // Act & Assert
    expect(readSocialSignIn(app())).toBeUndefined();
  });

  it('should read Google with the secret name, the callback to /app and the domain prefix', () => {
    // Arrange
    const google = app({
      context: { googleClientId: 'id', googleClientSecretName: 'contes/google', siteUrl: 'https://contes.example.fr/', authDomainPrefix: 'contes' },
    });

    // Act
    const social = readSocialSignIn(google);

    // Assert
    expect(social).toEqual({
      google: { clientId: 'id', clientSecretName: 'contes/google' },
      callbackUrls: ['https://contes.example.fr/app'],
      domainPrefix: 'contes',
    });
  });

  it('should refuse a provider without the site address and domain prefix it needs', () => {
    // Arrange
    const facebookOnly = app({ context: { facebookAppId: 'id', facebookAppSecretName: 'contes/facebook' } });

    // Act & Assert
    expect(() => readSocialSignIn(facebookOnly)).toThrow(/siteUrl/);
  });

  it('should ignore a provider given half (an id without its secret name)', () => {
    // Act & Assert
    expect(readSocialSignIn(app({ context: { googleClientId: 'id' } }))).toBeUndefined();
  });
});
