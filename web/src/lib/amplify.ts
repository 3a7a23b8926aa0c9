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
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  };
}

export function configureAmplify(config: SiteConfig): void {
  Amplify.configure(buildAmplifyConfig(config));
}
