import type { App } from 'aws-cdk-lib';
import type { SocialSignInProps } from './constructs/auth';

/**
 * Social sign-in is configured with CDK context, e.g.
 * `npx cdk deploy -c googleClientId=… -c googleClientSecretName=contes/google -c siteUrl=https://… -c authDomainPrefix=contes-magiques`.
 * The secrets themselves live in Secrets Manager; only their names are given here.
 */
export function readSocialSignIn(app: App): SocialSignInProps | undefined {
  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const googleClientId = context('googleClientId');
  const googleSecret = context('googleClientSecretName');
  const facebookAppId = context('facebookAppId');
  const facebookSecret = context('facebookAppSecretName');
  if (!(googleClientId && googleSecret) && !(facebookAppId && facebookSecret)) return undefined;

  const siteUrl = context('siteUrl');
  const domainPrefix = context('authDomainPrefix');
  if (!siteUrl || !domainPrefix) {
    throw new Error('Social sign-in needs the context values siteUrl (e.g. https://contes.example.fr) and authDomainPrefix.');
  }
  return {
    ...(googleClientId && googleSecret ? { google: { clientId: googleClientId, clientSecretName: googleSecret } } : {}),
    ...(facebookAppId && facebookSecret ? { facebook: { appId: facebookAppId, appSecretName: facebookSecret } } : {}),
    callbackUrls: [`${siteUrl.replace(/\/$/, '')}/app`],
    domainPrefix,
  };
}
