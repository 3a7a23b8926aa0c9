import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './project-root';
import { readOpenAiContext } from './constructs/open-ai';
import { readSocialSignIn } from './social-context';
import { ContesMagiquesStack } from './stack';

// `npx cdk deploy` runs this (cdk.json builds the SPA first).
const app = new App();
const siteAssetsPath = join(PROJECT_ROOT, 'web', 'dist');
if (!existsSync(join(siteAssetsPath, 'index.html'))) {
  throw new Error(`The SPA is not built (${siteAssetsPath}). Run: npm run build:web`);
}
const social = readSocialSignIn(app);
const openAi = readOpenAiContext(app);
new ContesMagiquesStack(app, app.node.tryGetContext('stackName') ?? 'ContesMagiques', {
  siteAssetsPath,
  ...(social ? { social } : {}),
  ...(openAi ? { openAi } : {}),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Contes Magiques: histoires personnalisées pour enfants (SPA, API, Cognito, DynamoDB, S3).',
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
