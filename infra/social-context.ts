import type { App } from 'aws-cdk-lib';
import type { SocialSignInProps } from './constructs/auth';
import { readDeployConfig } from './deploy-config';

/**
 * Social sign-in is configured with CDK context, e.g.
 * `npx cdk deploy -c googleClientId=… -c googleClientSecretName=contes/google -c siteUrl=https://… -c authDomainPrefix=contes-magiques`.
 * The secrets themselves live in Secrets Manager; only their names are given here. The keys are read and
 * checked with every other one by infra/deploy-config.ts: this is its social part, as the twin reads it.
 */
export function readSocialSignIn(app: App): SocialSignInProps | undefined {
  return readDeployConfig(app, 'twin').social;
}
