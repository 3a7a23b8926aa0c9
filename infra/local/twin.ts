import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '#shared/environment';
import type { SiteConfig } from '#shared/site-config';
import { ENTRY_METADATA_KEY } from '../constructs/lambda-function';
import { PROJECT_ROOT } from '../project-root';
import { synthesize } from '../synth';
import type { LocalApiGateway } from './engine/api-gateway';
import { startEngine, type Engine } from './engine/engine';
import { freePort } from './engine/free-port';
import { LOOPBACK_ADDRESS, loopbackOrigins } from './engine/loopback';
import type { EngineOptions } from './engine/registry';
import { API_GATEWAY_V2_ROUTE } from './engine/resource-types/http-api';
import { COGNITO_USER_POOL } from './engine/resource-types/cognito-user-pool';
import { DYNAMODB_TABLE } from './engine/resource-types/dynamodb-table';
import { EVENTS_RULE } from './engine/resource-types/events-rule';
import { S3_BUCKET } from './engine/resource-types/s3-bucket';
import { STEP_FUNCTIONS_STATE_MACHINE } from './engine/resource-types/state-machine';
import type { Scheduler } from './engine/schedules';
import type { LocalStepFunctions } from './engine/step-functions';
import type { LambdaRuntime } from './engine/lambda-runtime';
import { LAMBDA_FUNCTION } from './engine/resource-types/lambda-function';
import type { CloudFormationTemplate } from './engine/template';
import { startFrontServer } from './front-server';
import { Mailbox } from './mailbox';
import { localApiOriginHeaders, localPathHeaders, localSecurityHeaders, localSiteConfig } from './site';
import type { LocalStripe } from './stripe/local-stripe';
import { startTwinPayments, type PaymentsMode } from './stripe/twin-payments';
import { describeMail, TWIN_MESSAGES } from './twin-messages';

/**
 * The product layer of the local twin: Contes Magiques' stack run by the engine (engine/, which knows
 * nothing of the product), with what only this product has: its site config, its mailbox, its SPA
 * (built or through Vite), its local payment provider, its French texts, and the endpoints file its
 * e2e tools read.
 */

/** Written in the data folder at start: `{ endpoints, boundNames, stripeWebhookSecret? }` (see writeEndpointsFile). */
export const TWIN_ENDPOINTS_FILE = 'twin-endpoints.json';

export interface TwinOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where DynamoDB, S3 and Cognito keep their data. */
  dataDir: string;
  /** Keep DynamoDB in memory (tests). */
  inMemory?: boolean;
  /** Serve the SPA through Vite's dev server with hot reload instead of `web/dist`. */
  dev?: boolean;
  /** The template to run; by default the app's stack, synthesized in-process. */
  template?: CloudFormationTemplate;
  /** CDK context for the app's stack when the twin synthesizes it (`-c key=value`, e.g. a benchmark's `openAiTier`). */
  context?: Readonly<Record<string, unknown>>;
  /** The built SPA to serve. */
  webDist?: string;
  log?: (line: string) => void;
  retryIntervalOverrides?: Record<string, number>;
  /** The state machines' Retry waits multiplied by this (a benchmark whose providers' time is scaled down). */
  retryTimeScale?: number;
  /**
   * 'auto' (default): the local payment provider unless STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
   * name Stripe's test mode; 'local': the local provider whatever the environment says (tests).
   */
  payments?: PaymentsMode;
  /** The waits between the local provider's webhook retries. */
  stripeRetryDelaysMs?: readonly number[];
}

export interface Twin {
  url: string;
  port: number;
  mailbox: Mailbox;
  /** Undefined only for a template without a site (test stacks). */
  siteConfig: SiteConfig | undefined;
  template: CloudFormationTemplate;
  stepFunctions: LocalStepFunctions;
  /** The functions' runtime (its `throttled` counts the invocations refused for a reservation). */
  lambdaRuntime: LambdaRuntime;
  /** The template's scheduled rules (`runNow(logicalId)` runs one at once). */
  schedules: Scheduler;
  endpoints: TwinEndpoints;
  /** The local payment provider; undefined when the functions talk to Stripe's test mode. */
  stripe: LocalStripe | undefined;
  stop(): Promise<void>;
}

export interface TwinEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
  stepFunctions: string;
  /** The local payment provider's Stripe-compatible API, when it runs. */
  stripe?: string;
}

/** Starts the whole product on this machine: the stack on the engine, served on one loopback port. */
export async function startTwin(options: TwinOptions): Promise<Twin> {
  const log = options.log ?? (() => {});
  const webDist = options.webDist ?? join(PROJECT_ROOT, 'web', 'dist');
  const { template, stackName } = options.template ? { template: options.template, stackName: undefined } : synthesizeInto(options.dataDir, webDist, options.context);
  // Known before any function environment is resolved: the site's domain (in e-mailed links) is this port.
  const port = options.port || (await freePort());
  const mailbox = new Mailbox((message) => log(describeMail(message)));
  const payments = await startTwinPayments({
    mode: options.payments ?? 'auto',
    siteOrigin: `http://${LOOPBACK_ADDRESS}:${port}`,
    dataDir: options.dataDir,
    inMemory: options.inMemory ?? false,
    log,
    ...(options.stripeRetryDelaysMs ? { retryDelaysMs: options.stripeRetryDelaysMs } : {}),
    loopbackMessages: TWIN_MESSAGES.loopback,
  });
  const engine = await startEngine(template, engineOptions(options, { port, stackName, mailbox, log, functionEnvironment: payments.functionEnvironment })).catch(
    async (error: unknown) => {
      await payments.stop();
      throw error;
    },
  );
  try {
    const endpoints = { ...endpointsOf(engine), ...(payments.local ? { stripe: payments.local.url } : {}) };
    const siteConfig = localSiteConfig(engine, endpoints.cognito);
    const front = await startFrontServer({
      port,
      gateway: engine.handle<LocalApiGateway>(API_GATEWAY_V2_ROUTE),
      siteConfig,
      mailbox,
      webDist,
      dev: options.dev ?? false,
      securityHeaders: localSecurityHeaders(engine, endpoints),
      pathHeaders: localPathHeaders(engine, endpoints),
      apiOriginHeaders: localApiOriginHeaders(engine),
      loopbackMessages: TWIN_MESSAGES.loopback,
      ...(payments.local ? { localPages: payments.local.pages } : {}),
      log,
    });
    writeEndpointsFile(options.dataDir, endpoints, payments.local?.webhookSecret);
    return {
      url: `http://${LOOPBACK_ADDRESS}:${port}`,
      port,
      mailbox,
      siteConfig,
      template,
      stepFunctions: engine.handle<LocalStepFunctions>(STEP_FUNCTIONS_STATE_MACHINE),
      lambdaRuntime: engine.handle<LambdaRuntime>(LAMBDA_FUNCTION),
      schedules: engine.handle<Scheduler>(EVENTS_RULE),
      endpoints,
      stripe: payments.local,
      stop: async () => {
        // Deliveries first: none may reach a front server that is closing.
        await payments.stop().catch(() => {});
        await front.stop().catch(() => {});
        await engine.stop();
      },
    };
  } catch (error) {
    await payments.stop().catch(() => {});
    await engine.stop();
    throw error;
  }
}

/**
 * The app's template. CDK writes a ~22 MB cloud assembly at each synth, in a new folder of the system's
 * temporary directory unless told otherwise: the twin writes it in its data folder and removes it.
 */
function synthesizeInto(dataDir: string, webDist: string, context?: Readonly<Record<string, unknown>>): { template: CloudFormationTemplate; stackName: string } {
  mkdirSync(dataDir, { recursive: true });
  const outdir = mkdtempSync(join(dataDir, 'cdk.out-'));
  try {
    const { template, stack } = synthesize({ siteAssetsPath: webDist, outdir, ...(context ? { context } : {}) });
    return { template, stackName: stack.stackName };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** What the engine needs to know of this product, and nothing more. */
function engineOptions(
  options: TwinOptions,
  product: {
    port: number;
    stackName: string | undefined;
    mailbox: Mailbox;
    log: (line: string) => void;
    functionEnvironment: Record<string, string | undefined>;
  },
): EngineOptions {
  return {
    dataDir: options.dataDir,
    inMemory: options.inMemory ?? false,
    // The pages the twin serves, whichever loopback name the developer typed: the emulators' only CORS origins.
    allowedOrigins: loopbackOrigins(product.port),
    functionSources: { root: PROJECT_ROOT, entryMetadataKey: ENTRY_METADATA_KEY },
    ...(product.stackName ? { stackName: product.stackName } : {}),
    // The twin serves the site itself: links the functions write (e-mails) point at this port.
    siteDomain: `${LOOPBACK_ADDRESS}:${product.port}`,
    mailbox: product.mailbox,
    // The payment provider the functions talk to (its key, URL and webhook secret), and no STRIPE_SECRET_ARN.
    functionEnvironment: product.functionEnvironment,
    messages: TWIN_MESSAGES,
    ...(options.retryIntervalOverrides || options.retryTimeScale
      ? {
          stepFunctions: {
            ...(options.retryIntervalOverrides ? { retryIntervalOverrides: options.retryIntervalOverrides } : {}),
            ...(options.retryTimeScale ? { retryTimeScale: options.retryTimeScale } : {}),
          },
        }
      : {}),
    log: product.log,
  };
}

function endpointsOf(engine: Engine): TwinEndpoints {
  const endpoint = (type: string) => {
    const value = engine.endpoint(type);
    if (value === undefined) throw new Error(`The twin's engine started no emulator for ${type}`);
    return value;
  };
  return {
    dynamodb: endpoint(DYNAMODB_TABLE),
    s3: endpoint(S3_BUCKET),
    cognito: endpoint(COGNITO_USER_POOL),
    stepFunctions: endpoint(STEP_FUNCTIONS_STATE_MACHINE),
  };
}

/** Variables whose values are keys: never written in the endpoints file, even when the developer set them. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([ENV.openAiApiKey, ENV.stripeSecretKey, ENV.stripeWebhookSecret]);

/**
 * For tools on this machine (e2e arrangements): where the emulators listen and what the functions
 * call their tables and bucket. Loopback addresses and resource names only, and the local payment
 * provider's webhook secret (made for this data folder, so e2e tools can sign events as it does).
 */
function writeEndpointsFile(dataDir: string, endpoints: TwinEndpoints, stripeWebhookSecret: string | undefined): void {
  const boundNames = Object.fromEntries(
    Object.values(ENV).flatMap((name) => (process.env[name] && !SECRET_VARIABLES.has(name) ? [[name, process.env[name]]] : [])),
  );
  const content = { endpoints, boundNames, ...(stripeWebhookSecret ? { stripeWebhookSecret } : {}) };
  writeFileSync(join(dataDir, TWIN_ENDPOINTS_FILE), JSON.stringify(content, null, 2));
}
