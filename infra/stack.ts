import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AccessLogs } from './constructs/access-logs';
import { API_THROTTLE, Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Media } from './constructs/media';
import { OpenAiSettings } from './constructs/open-ai';
import { Payments } from './constructs/payments';
import { StoryPipeline } from './constructs/pipeline';
import { ScenarioSeed } from './constructs/scenario-seed';
import { Site } from './constructs/site';
import { StuckStories } from './constructs/stuck-stories';
import { lambdaFunctionNamesOf, Observability } from './constructs/observability';
import { SUPPORT_THROTTLE, SupportEmail } from './constructs/support-email';
import { ENV } from '#shared/environment';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { readDeployConfig, type DeployConfig } from './deploy-config';

export interface ContesMagiquesStackProps extends StackProps {
  /** The built SPA to publish (`web/dist`). */
  readonly siteAssetsPath: string;
  /**
   * Every operator setting (infra/deploy-config.ts): `infra/app.ts` gives it, parsed in deploy mode. Without it the
   * stack reads the app's context and config/publisher.json itself, as the twin and the tests do (placeholders accepted).
   */
  readonly config?: DeployConfig;
}

/** The whole product in one stack (DESIGN "Cloud shape"). */
export class ContesMagiquesStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly media: Media;
  readonly api: Api;
  readonly pipeline: StoryPipeline;
  readonly site: Site;
  readonly payments: Payments;
  readonly observability: Observability;
  /** The settings every construct of the stack was given (the observability construct reads `alarms`). */
  readonly config: DeployConfig;

  constructor(scope: Construct, id: string, props: ContesMagiquesStackProps) {
    super(scope, id, props);
    const config = props.config ?? readDeployConfig(this, 'twin');
    this.config = config;
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    this.auth = new Auth(this, 'Auth', config.social ? { social: config.social } : {});
    this.data = new Data(this, 'Data');
    this.auth.addAccountOpening(this.data);
    this.media = new Media(this, 'Media', { accessLogs: accessLogs.bucket });
    this.api = new Api(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      data: this.data,
      media: this.media,
    });

    this.api.addFunction({ name: 'health', routes: [{ route: 'GET /api/health', auth: 'none' }], memorySize: 256 });
    this.api.addFunction({ name: 'credits', routes: [{ route: 'GET /api/me/credits' }], tables: { accounts: 'readWrite' } });
    const profiles = this.api.addFunction({
      name: 'profiles',
      routes: [
        { route: 'GET /api/profiles' },
        { route: 'POST /api/profiles' },
        { route: 'GET /api/profiles/{id}' },
        { route: 'PUT /api/profiles/{id}' },
        { route: 'DELETE /api/profiles/{id}' },
        { route: 'PATCH /api/profiles/{id}/theme' },
      ],
      // Deleting a profile deletes its stories (giving back the credits of unfinished ones) and their media.
      tables: { profiles: 'readWrite', stories: 'readWrite', accounts: 'readWrite' },
      media: 'readWrite',
    });

    const openAi = new OpenAiSettings(this, 'OpenAi', config.openAi);
    // A profile's name and favourite hobby pass the Moderator too (OpenAI's when configured).
    openAi.bind(profiles);
    new ScenarioSeed(this, 'ScenarioSeed', { table: this.data.tables.scenarios, scenarios: SEEDED_SCENARIOS });
    const { makerConcurrency, makerConcurrencyByMedium, illustrationsPerStory } = config;
    this.pipeline = new StoryPipeline(this, 'StoryPipeline', { data: this.data, media: this.media, openAi, makerConcurrency, makerConcurrencyByMedium, illustrationsPerStory });

    this.api.addFunction({ name: 'scenarios', routes: [{ route: 'GET /api/scenarios' }], tables: { scenarios: 'read' }, memorySize: 256 });
    const generateStory = this.api.addFunction({
      name: 'generate-story',
      folder: 'create-story',
      routes: [
        { route: 'POST /api/stories', throttle: API_THROTTLE.storyCreation },
        // The wizard's check of a step's free texts (issue 25): the Moderator and the frame reader, nothing spent.
        { route: 'POST /api/stories/check', throttle: API_THROTTLE.storyCheck },
      ],
      // Reads the profile, spends the credit and creates the story in one transaction, which checks that the profile still exists.
      tables: { profiles: 'read', accounts: 'readWrite', stories: 'readWrite' },
    });
    this.pipeline.bindStarter(generateStory);
    // The parent's free texts pass the Moderator (OpenAI's when configured) before anything is spent.
    openAi.bind(generateStory);
    // « La suite » (issue 31, item 1): a story's next episode, at a story's price and rules; its own function keeps
    // generate-story's bundle as it is. It reads the earlier episode and marks it the series' first in the credit transaction.
    const storySequel = this.api.addFunction({
      name: 'story-sequel',
      routes: [{ route: 'POST /api/stories/{id}/sequel', throttle: API_THROTTLE.storyCreation }],
      tables: { profiles: 'read', accounts: 'readWrite', stories: 'readWrite' },
    });
    this.pipeline.bindStarter(storySequel);
    openAi.bind(storySequel);
    this.api.addFunction({
      name: 'stories',
      routes: [{ route: 'GET /api/stories' }, { route: 'GET /api/stories/recent' }, { route: 'GET /api/stories/pending' }, { route: 'GET /api/stories/{id}' }],
      tables: { stories: 'read' },
      media: 'read',
    });
    // The picture book to print (issue 31, item 3): made from the story and its pictures, kept beside them.
    this.api.addFunction({
      name: 'story-book',
      routes: [{ route: 'GET /api/stories/{id}/book.pdf' }],
      tables: { stories: 'read' },
      media: 'readWrite',
      // Three 1024-pixel pictures unpacked and compressed again: memory is also the Lambda's CPU.
      memorySize: 1024,
      timeout: Duration.seconds(20),
    });
    // The parent's own voice (issue 31, item 4): each paragraph's recording, kept in the private media; no story maker.
    this.api.addFunction({
      name: 'story-voice',
      routes: [{ route: 'PUT /api/stories/{id}/voice/paragraphs/{n}' }, { route: 'DELETE /api/stories/{id}/voice' }],
      tables: { stories: 'readWrite' },
      media: 'readWrite',
    });
    const generateImage = this.api.addFunction({
      name: 'generate-image',
      folder: 'regenerate-image',
      routes: [{ route: 'POST /api/stories/{id}/image', throttle: API_THROTTLE.imageRegeneration }],
      // The accounts table holds the parent's regeneration lease (one at a time).
      tables: { stories: 'readWrite', accounts: 'readWrite' },
      media: 'readWrite',
      // The illustrator only; its embedded files only when OpenAI is not configured.
      storyMakers: { makes: 'image', embedded: openAi.secret === undefined },
      reservedConcurrency: makerConcurrency,
      memorySize: 1536,
      // API Gateway answers after 30 s whatever happens: stop just before.
      timeout: Duration.seconds(29),
    });
    openAi.bind(generateImage);

    // The shop shows the subscription's price from /config.json.
    const paymentsSettings = config.payments;
    const analytics = config.analytics;
    this.site = new Site(this, 'Site', {
      assetsPath: props.siteAssetsPath,
      httpApi: this.api.httpApi,
      originVerifyToken: this.api.originVerifyToken,
      accessLogs: accessLogs.bucket,
      mediaBucket: this.media.bucket,
      config: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        socialProviders: this.auth.socialProviders,
        ...(this.auth.oauthDomain ? { oauthDomain: this.auth.oauthDomain } : {}),
        subscriptionPriceCents: paymentsSettings.subscriptionPriceCents,
        ...(analytics ? { analytics } : {}),
        local: false,
      },
    });
    // After the site: the e-mails link to its domain (user pool → trigger → distribution, never back).
    this.auth.addEmailMessages(this.site.distribution.distributionDomainName);
    // After the site too: Stripe sends the parent back to its domain.
    this.payments = new Payments(this, 'Payments', { api: this.api, siteDomain: this.site.distribution.distributionDomainName, ...paymentsSettings });
    // The private link for the family (issue 31, item 2); after the site, whose address starts the link. Its items live in
    // the accounts table (TTL); the public view reads the story's row and signs its media, and counts views per link.
    const storyShare = this.api.addFunction({
      name: 'story-share',
      routes: [
        { route: 'POST /api/stories/{id}/share' },
        { route: 'DELETE /api/stories/{id}/share' },
        { route: 'GET /api/me/shares' },
        {
          route: 'GET /api/shared/{token}',
          auth: 'none',
          throttle: API_THROTTLE.sharedStoryView,
          publicBecause: 'The family link: a 256-bit token stored hashed opens one finished story read-only (no parent data), per-link view limit and route throttle.',
        },
      ],
      tables: { accounts: 'readWrite', stories: 'read' },
      media: 'read',
      memorySize: 256,
    });
    storyShare.addEnvironment(ENV.siteDomain, this.site.distribution.distributionDomainName);
    // The spec's repair calls as reconciliations: counters, balances and credit types from the ledger and the
    // stories (fix-types corrects story rows); the subscription re-read from Stripe (hence the payments binding).
    const reconcile = this.api.addFunction({
      name: 'reconcile',
      routes: [
        { route: 'POST /api/sync/stories' },
        { route: 'POST /api/sync/subscription' },
        { route: 'POST /api/credits/fix' },
        { route: 'POST /api/credits/recalculate' },
        { route: 'POST /api/credits/fix-types' },
      ],
      tables: { accounts: 'readWrite', stories: 'readWrite' },
    });
    // The support form (POST /api/support): the message is stored in the parent's partition, then mailed
    // through SES to the operator (Reply-To the parent) and acknowledged to the parent.
    const supportEmail = new SupportEmail(this, 'SupportEmail', config.support);
    const sendSupportEmail = this.api.addFunction({
      name: 'send-support-email',
      routes: [{ route: 'POST /api/support', throttle: SUPPORT_THROTTLE }],
      // Accounts: a message is stored only while the parent's account exists (created on a first write, DELETE /api/me).
      tables: { support: 'readWrite', accounts: 'readWrite' },
      // Two e-mails, each given two tries of at most 4 s by the SES client: the French 502 comes before API Gateway's 30 s.
      timeout: Duration.seconds(20),
    });
    supportEmail.bind(sendSupportEmail);
    // Issue 15: a scheduled job fails the stories left unfinished with no running pipeline and refunds them, once.
    new StuckStories(this, 'StuckStories', { data: this.data, stateMachine: this.pipeline.stateMachine });
    // The /test page's calls (issue 15): demo stories in the caller's partition, for the `admins` group only;
    // the audio combination narrates with the embedded narrator (hence the story makers' files) and stores the MP3.
    this.api.addFunction({
      name: 'test-tools',
      routes: [
        { route: 'POST /api/test/stories' },
        { route: 'PATCH /api/test/stories/{id}/status' },
        { route: 'POST /api/test/stories/{id}/audio-combination' },
      ],
      // Profiles: read, and the ConditionCheck that the test story's profile still exists.
      tables: { stories: 'readWrite', profiles: 'read' },
      media: 'readWrite',
      // The embedded narrator only (always embedded, even with OpenAI configured).
      storyMakers: { makes: 'audio' },
      // API Gateway answers after 30 s whatever happens: stop just before.
      timeout: Duration.seconds(29),
    });
    // The operators' calls of /AdminSync (issue 15): credits set by hand (the account and its ledger entry in one
    // transaction, measured against the parent's ledger and stories) and the auto-sync setting; `admins` only.
    const admin = this.api.addFunction({
      name: 'admin',
      routes: [{ route: 'POST /api/admin/credits' }, { route: 'POST /api/admin/credits/lookup' }, { route: 'GET /api/admin/auto-sync' }, { route: 'POST /api/admin/auto-sync' }],
      tables: { accounts: 'readWrite', stories: 'read' },
      memorySize: 256,
    });
    // A parent's data rights (issue 15): GET /api/me/export (a JSON file of everything theirs, media as signed
    // links) and DELETE /api/me (every item of their partitions, their media, then their Cognito user).
    const privacy = this.api.addFunction({
      name: 'privacy',
      routes: [{ route: 'GET /api/me/export' }, { route: 'DELETE /api/me' }],
      tables: { accounts: 'readWrite', profiles: 'readWrite', stories: 'readWrite', support: 'readWrite' },
      media: 'readWrite',
      // A large library is many batches and media deletions: stop before API Gateway's 30 s (a retry finishes the job).
      timeout: Duration.seconds(29),
    });
    // The only two functions that ask the user pool anything, on this pool only: the admin's lookup of a parent by
    // e-mail (ListUsers), and the privacy function's deletion of the caller's user, named by the caller's token.
    this.auth.userPool.grant(admin, 'cognito-idp:ListUsers');
    this.auth.userPool.grant(privacy, 'cognito-idp:AdminDeleteUser');
    this.payments.bind(reconcile);
    // Last: the alarms watch every function of the stack (issue 28: metrics, alarms on an SNS topic, a budget, a dashboard).
    this.observability = new Observability(this, 'Observability', {
      alarmEmail: config.alarms.email,
      monthlyBudgetUsd: config.alarms.monthlyBudgetUsd,
      httpApi: this.api.httpApi,
      stateMachine: this.pipeline.stateMachine,
      tables: this.data.tables,
      functionNames: lambdaFunctionNamesOf(this),
    });
  }
}
