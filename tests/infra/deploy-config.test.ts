import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/environment';
import { DEPLOY_CONTEXT_KEYS, DeployConfigError, parseDeployConfig, readPublisherFile, type DeployConfig } from '../../infra/deploy-config';
import { resourcesOfType } from '../../infra/local/engine/template';
import { PROJECT_ROOT } from '../../infra/project-root';
import type { CloudFormationTemplate } from '../../infra/synth';
import { functionWithEntry, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

/** The repository's config/publisher.json: the local twin's placeholders. */
const twinPublisher = readPublisherFile();

/** What an operator writes before deploying: every field their own. */
const filledPublisher = {
  siteUrl: 'https://www.contes-magiques.fr',
  companyName: 'Contes Magiques SAS',
  legalForm: 'Société par actions simplifiée',
  shareCapital: '5 000 €',
  registration: 'RCS Lyon 912 345 678',
  vatNumber: 'FR41 912345678',
  address: '12 rue Mercière, 69002 Lyon, France',
  phone: '04 78 12 34 56',
  publicationDirector: 'Léa Martin',
  contactEmail: 'contact@contes-magiques.fr',
  privacyEmail: 'dpo@contes-magiques.fr',
  host: { name: 'Amazon Web Services EMEA SARL', address: '38 avenue John F. Kennedy, L-1855 Luxembourg', phone: '+352 2789 0057', website: 'https://aws.amazon.com' },
  consumerMediator: { name: 'CM2C', address: '49 rue de Ponthieu, 75008 Paris, France', website: 'https://www.cm2c.net' },
  awsRegion: 'eu-west-3',
  awsRegionLabel: 'Paris (France)',
  legalLastUpdated: '2026-11-25',
};

function refusal(run: () => unknown): DeployConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeployConfigError) return error;
    throw error;
  }
  throw new Error('expected a DeployConfigError, got none');
}

describe('the deploy configuration (infra/deploy-config.ts)', () => {
  it('should refuse the publisher file’s placeholders in deploy mode, naming every field in one message', () => {
    // Act
    const error = refusal(() => parseDeployConfig({ context: {}, publisher: twinPublisher, mode: 'deploy' }));

    // Assert
    expect(error.message).toMatch(/^Refusing to deploy placeholders/);
    const fields = ['siteUrl', 'companyName', 'registration', 'vatNumber', 'address', 'phone', 'publicationDirector', 'contactEmail', 'privacyEmail'];
    for (const field of [...fields, 'consumerMediator.name', 'consumerMediator.website']) expect(error.message, field).toContain(`config/publisher.json ${field} `);
    expect(error.message).toContain('"http://127.0.0.1:3000"');
    // The host is the operator's real one: named only when it is a placeholder.
    expect(error.message).not.toContain('host.');
    expect(error.problems).toHaveLength(fields.length + 3);
  });

  it('should refuse placeholder addresses given as context in deploy mode, alongside a filled publisher', () => {
    // Arrange
    const context = { siteUrl: 'http://localhost:3000', supportEmail: 'aide@example.com', alarmEmail: 'ops@contes.local', openAiBaseUrl: 'http://127.0.0.1:4010/v1' };

    // Act
    const error = refusal(() => parseDeployConfig({ context, publisher: filledPublisher, mode: 'deploy' }));

    // Assert
    expect(error.problems.map((problem) => problem.split(' ').slice(0, 2).join(' '))).toEqual(['-c siteUrl', '-c openAiBaseUrl', '-c supportEmail', '-c alarmEmail']);
  });

  it('should refuse a site address that is not https in deploy mode', () => {
    // Act
    const error = refusal(() => parseDeployConfig({ context: {}, publisher: { ...filledPublisher, siteUrl: 'http://www.contes-magiques.fr' }, mode: 'deploy' }));

    // Assert
    expect(error.problems).toEqual([expect.stringMatching(/^config\/publisher\.json siteUrl must be https/)]);
  });

  it('should deploy a filled publisher file and context', () => {
    // Act
    const config = parseDeployConfig({ context: { supportEmail: 'aide@contes-magiques.fr', alarmEmail: 'ops@contes-magiques.fr' }, publisher: filledPublisher, mode: 'deploy' });

    // Assert
    expect(config.mode).toBe('deploy');
    expect(config.publisher.siteUrl).toBe('https://www.contes-magiques.fr');
    expect(config.support).toEqual({ operatorAddress: 'aide@contes-magiques.fr', senderAddress: 'aide@contes-magiques.fr' });
  });

  it('should accept the placeholders for the local twin, with every default', () => {
    // Act
    const config = parseDeployConfig({ context: {}, publisher: twinPublisher, mode: 'twin' });

    // Assert
    expect(config).toEqual<DeployConfig>({
      mode: 'twin',
      stackName: 'ContesMagiques',
      payments: { subscriptionPriceCents: 1299 },
      support: { operatorAddress: 'contact@contes-magiques.example', senderAddress: 'contact@contes-magiques.example' },
      makerConcurrency: 10,
      illustrationsPerStory: 3,
      alarms: {},
      publisher: expect.objectContaining({ siteUrl: 'http://127.0.0.1:3000', companyName: 'Contes Magiques SAS (exemple)' }) as DeployConfig['publisher'],
    });
  });

  it('should reject values of the wrong type in either mode, listing every wrong key with what it expects and what it got', () => {
    // Arrange
    const context = { makerConcurrency: 'beaucoup', subscriptionPriceCents: 12.99, monthlyBudgetUsd: '0', alarmEmail: 'Ops <ops@contes-magiques.fr>', stackName: '1-stack' };

    // Act
    const errors = (['twin', 'deploy'] as const).map((mode) => refusal(() => parseDeployConfig({ context, publisher: filledPublisher, mode })));

    // Assert
    for (const error of errors) {
      expect(error.message).toMatch(/^The deploy configuration is not valid/);
      expect(error.problems).toEqual([
        '-c stackName must be a CloudFormation stack name (a letter, then letters, digits or hyphens) (got "1-stack")',
        '-c subscriptionPriceCents must be a whole number of euro cents between 50 and 99999 (got 12.99)',
        '-c makerConcurrency must be a whole number, 0 or more (at most 1000) (got "beaucoup")',
        '-c alarmEmail must be one e-mail address such as ops@example.com (got "Ops <ops@contes-magiques.fr>")',
        '-c monthlyBudgetUsd must be a positive number of US dollars (got "0")',
      ]);
    }
  });

  it('should reject a malformed publisher file, naming the fields', () => {
    // Arrange
    const { phone: _phone, ...withoutPhone } = filledPublisher;
    const publisher = { ...withoutPhone, siteUrl: 'https://www.contes-magiques.fr/', legalLastUpdated: '2026-02-30' };

    // Act
    const error = refusal(() => parseDeployConfig({ context: {}, publisher, mode: 'twin' }));

    // Assert
    expect(error.problems).toEqual([
      expect.stringMatching(/^config\/publisher\.json siteUrl must be the site’s address without a trailing slash/),
      'config/publisher.json phone must be a non-empty text (got nothing)',
      'config/publisher.json legalLastUpdated must be a calendar date such as 2026-11-25 (got "2026-02-30")',
    ]);
  });

  it('should read the command line’s texts as numbers, and cdk.json’s numbers as they are', () => {
    // Act
    const fromCommandLine = parseDeployConfig({ context: { makerConcurrency: '0', monthlyBudgetUsd: '150.5', analyticsPixelId: '42' }, publisher: twinPublisher, mode: 'twin' });
    const fromCdkJson = parseDeployConfig({ context: { makerConcurrency: 0, monthlyBudgetUsd: 150.5, analyticsPixelId: 42 }, publisher: twinPublisher, mode: 'twin' });

    // Assert
    for (const config of [fromCommandLine, fromCdkJson]) {
      expect(config.makerConcurrency).toBe(0);
      expect(config.alarms).toEqual({ monthlyBudgetUsd: 150.5 });
      expect(config.analytics).toEqual({ provider: 'meta-pixel', pixelId: '42' });
    }
  });

  it('should refuse a key one or two letters away from one of ours, naming the key meant, and leave CDK’s own keys alone', () => {
    // Arrange
    const context = { makerConcurency: '0', SiteURL: 'https://www.contes-magiques.fr', 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:checkSecretUsage': true, 'cli-telemetry': false };

    // Act
    const error = refusal(() => parseDeployConfig({ context, publisher: twinPublisher, mode: 'twin' }));

    // Assert
    expect(error.problems).toEqual([
      '-c makerConcurency is not a key of this app: did you mean makerConcurrency?',
      '-c SiteURL is not a key of this app: did you mean siteUrl?',
    ]);
  });

  it('should ask for the site address and domain prefix when a social provider is given without them', () => {
    // Act
    const error = refusal(() => parseDeployConfig({ context: { googleClientId: 'id', googleClientSecretName: 'contes/google' }, publisher: twinPublisher, mode: 'twin' }));

    // Assert
    expect(error.problems).toEqual([expect.stringMatching(/^-c siteUrl and -c authDomainPrefix are needed by social sign-in/)]);
  });

  it('should list every context key once in README’s Deploy configuration table, and no other', () => {
    // Arrange
    const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8').split('\n');
    const afterHeading = readme.slice(readme.indexOf('### Deploy configuration'));
    const firstRow = afterHeading.findIndex((line) => line.startsWith('|'));
    const table = afterHeading.slice(firstRow, firstRow + afterHeading.slice(firstRow).findIndex((line) => !line.startsWith('|')));

    // Act
    const keys = table.flatMap((line) => /^\| `([A-Za-z]+)` \|/.exec(line)?.[1] ?? []);

    // Assert
    expect([...keys].sort()).toEqual([...DEPLOY_CONTEXT_KEYS].sort());
  });
});

describe('infra/app.ts, what `npx cdk deploy` runs', () => {
  /** The app as the CDK CLI starts it: its `-c` values arrive in CDK_CONTEXT_JSON. */
  const runApp = (context: Record<string, unknown>) =>
    spawnSync(join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), ['infra/app.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify(context), CDK_OUTDIR: outdir },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('should stop before synthesizing, with the list of placeholders and no stack trace, on the repository’s publisher file', () => {
    // Act
    const run = runApp({});

    // Assert
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Refusing to deploy placeholders/);
    expect(run.stderr).toContain('config/publisher.json companyName says « exemple »');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('should tell a value of the wrong type given with -c first', () => {
    // Act
    const run = runApp({ makerConcurrency: 'beaucoup' });

    // Assert
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^The deploy configuration is not valid/);
    expect(run.stderr).toContain('-c makerConcurrency must be a whole number, 0 or more (at most 1000) (got "beaucoup")');
  });
});

describe('every context key, given to the stack, still has its effect', () => {
  const context = {
    googleClientId: 'google-client-id',
    googleClientSecretName: 'contes/google',
    facebookAppId: 'facebook-app-id',
    facebookAppSecretName: 'contes/facebook',
    siteUrl: 'https://www.contes-magiques.fr/',
    authDomainPrefix: 'contes-magiques',
    openAiSecretName: 'contes/openai',
    openAiTextModel: 'gpt-text-test',
    openAiImageModel: 'gpt-image-test',
    openAiSpeechModel: 'gpt-speech-test',
    openAiModerationModel: 'moderation-test',
    openAiBaseUrl: 'https://openai.proxy.contes-magiques.fr/v1',
    stripeSecretName: 'contes/stripe',
    subscriptionPriceCents: '899',
    analyticsPixelId: '1234567890',
    supportEmail: 'aide@contes-magiques.fr',
    supportSenderEmail: 'no-reply@contes-magiques.fr',
    makerConcurrency: '4',
    illustrationsPerStory: '2',
    alarmEmail: 'ops@contes-magiques.fr',
    monthlyBudgetUsd: '120',
  };
  let json: CloudFormationTemplate;
  let config: DeployConfig;

  beforeAll(() => {
    const synth = synthesizeForTests({ outdir, context });
    json = synth.template;
    config = synth.stack.config;
  });

  const variablesOf = (entry: string) => (functionWithEntry(json, entry)[1].Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

  it('should add both social providers, the callback to /app and the hosted domain', () => {
    // Arrange
    const template = Template.fromJSON(json);

    // Assert
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', { ProviderName: 'Google', ProviderDetails: Match.objectLike({ client_id: 'google-client-id' }) });
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', { ProviderName: 'Facebook', ProviderDetails: Match.objectLike({ client_id: 'facebook-app-id' }) });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', { CallbackURLs: ['https://www.contes-magiques.fr/app'] });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'contes-magiques' });
  });

  it('should give the text step OpenAI’s secret, models and server, and the number of pictures', () => {
    // Act
    const variables = variablesOf('functions/story-pipeline/generate-text.ts');

    // Assert
    expect(JSON.stringify(variables[ENV.openAiApiKeySecretArn])).toContain('secret:contes/openai');
    expect(variables).toMatchObject({
      [ENV.openAiTextModel]: 'gpt-text-test',
      [ENV.openAiImageModel]: 'gpt-image-test',
      [ENV.openAiSpeechModel]: 'gpt-speech-test',
      [ENV.openAiModerationModel]: 'moderation-test',
      [ENV.openAiBaseUrl]: 'https://openai.proxy.contes-magiques.fr/v1',
      [ENV.illustrationsPerStory]: '2',
    });
  });

  it('should give the checkout the Stripe secret and the price, and the site the price and the pixel', () => {
    // Act
    const variables = variablesOf('functions/checkout/handler.ts');
    const siteConfig = JSON.stringify(json.Outputs?.SiteConfig?.Value);

    // Assert
    expect(JSON.stringify(variables[ENV.stripeSecretArn])).toContain('secret:contes/stripe');
    expect(variables[ENV.subscriptionPriceCents]).toBe('899');
    expect(siteConfig).toContain('\\"subscriptionPriceCents\\":899');
    expect(siteConfig).toContain('\\"pixelId\\":\\"1234567890\\"');
  });

  it('should send the support e-mails from the sender’s SES identity to the operator', () => {
    // Act
    const variables = variablesOf('functions/send-support-email/handler.ts');

    // Assert
    expect(variables[ENV.supportToEmail]).toBe('aide@contes-magiques.fr');
    expect(variables[ENV.supportFromEmail]).toBe('no-reply@contes-magiques.fr');
    Template.fromJSON(json).hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@contes-magiques.fr' });
  });

  it('should reserve the makers’ concurrency', () => {
    // Act
    const reservations = resourcesOfType(json, 'AWS::Lambda::Function').flatMap(([, fn]) => (fn.Properties as { ReservedConcurrentExecutions?: number }).ReservedConcurrentExecutions ?? []);

    // Assert
    expect(reservations).toEqual([4, 4, 4, 4]);
  });

  it('should expose the alarms’ e-mail and budget to the stack’s constructs', () => {
    // Assert
    expect(config.alarms).toEqual({ email: 'ops@contes-magiques.fr', monthlyBudgetUsd: 120 });
  });
});
