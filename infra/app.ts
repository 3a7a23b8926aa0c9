import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './project-root';
import { DeployConfigError, readDeployConfig, type DeployConfig } from './deploy-config';
import { ContesMagiquesStack } from './stack';

// `npx cdk deploy` runs this (cdk.json builds the SPA first); so do `cdk synth` and `cdk diff`.
const app = new App();
// First, so that a wrong setting is told before anything else. Deploy mode: the placeholders the twin runs with
// (config/publisher.json's « (exemple) », 127.0.0.1) are refused here.
let config: DeployConfig;
try {
  config = readDeployConfig(app, 'deploy');
} catch (error) {
  // The list alone, without a stack trace that would bury it.
  if (!(error instanceof DeployConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const siteAssetsPath = join(PROJECT_ROOT, 'web', 'dist');
if (!existsSync(join(siteAssetsPath, 'index.html'))) {
  throw new Error(`The SPA is not built (${siteAssetsPath}). Run: npm run build:web`);
}
new ContesMagiquesStack(app, config.stackName, {
  siteAssetsPath,
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Contes Magiques: histoires personnalisées pour enfants (SPA, API, Cognito, DynamoDB, S3).',
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
