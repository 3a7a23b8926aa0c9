import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { SiteConfig } from './site-config';

/**
 * Amplify's Auth settings for a deployment, from `/config.json`. Sign-in is by e-mail and sign-up is
 * confirmed with the code Cognito sends (DESIGN: departures, 3). `userPoolEndpoint` is set only by the
 * local twin, whose embedded Cognito is not at the AWS address.
 */
export function buildAmplifyConfig(config: SiteConfig): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          // Cognito's hosted sign-in exists only when the stack was given a social provider's ids.
          ...(config.oauthDomain && typeof window !== 'undefined'
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${window.location.origin}/app`],
                  redirectSignOut: [`${window.location.origin}/auth`],
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
        signUpVerificationMethod: 'code',
      },
    },
  };
}

export async function configureAmplify(config: SiteConfig): Promise<void> {
  // Completes a social sign-in when Cognito's hosted page sends the parent back with a code; only
  // loaded where a provider is configured.
  if (config.oauthDomain) await import('aws-amplify/auth/enable-oauth-listener');
  Amplify.configure(buildAmplifyConfig(config));
}
