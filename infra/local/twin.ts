import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { siteConfigSchema, SITE_CONFIG_PATH, type SiteConfig } from '../../shared/site-config';
import { PROJECT_ROOT } from '../project-root';
import { synthesize, type CloudFormationTemplate } from '../synth';
import { LocalApiGateway, send } from './api-gateway';
import { LateBoundInvoker, provisionUserPools, startCognito, triggerFunctionsOf, type CognitoIds } from './cognito';
import { runCustomSdkCalls } from './custom-resources';
import { createTables, startDynamoDb, type LocalDynamoDb } from './dynamodb';
import { LambdaRuntime } from './lambda-runtime';
import { LOOPBACK_ADDRESS, loopbackOrigins, loopbackUpgrades, onlyLoopbackHosts } from './loopback';
import { Mailbox, type MailboxMessage } from './mailbox';
import { freePort } from './ports';
import { localBucketName, startS3, type LocalS3 } from './s3';
import { serveStatic } from './static-files';
import { LocalStepFunctions, localFunctionArn, localStateMachineArn, startStepFunctionsEndpoint } from './step-functions';
import { ENV } from '../../shared/environment';
import {
  bucketsOf,
  functionsOf,
  LOCAL_ACCOUNT,
  LOCAL_REGION,
  resolveValue,
  resourcesOfType,
  routesOf,
  siteConfigOutput,
  stateMachinesOf,
  tablesOf,
  customSdkCallsOf,
  userPoolsOf,
  type TokenResolver,
} from './template';

export const MAILBOX_PATH = '/_local/mailbox';
/** Written in the data folder at start: `{ endpoints, boundNames }` (see below). */
export const TWIN_ENDPOINTS_FILE = 'twin-endpoints.json';

// The twin's own notices, not the product's: the AWS SDKs would warn about Node 20 and SDK v2 (cognito-local).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

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
  /** The built SPA to serve. */
  webDist?: string;
  log?: (line: string) => void;
  retryIntervalOverrides?: Record<string, number>;
}

export interface Twin {
  url: string;
  port: number;
  mailbox: Mailbox;
  /** Undefined only for a template without a site (test stacks). */
  siteConfig: SiteConfig | undefined;
  template: CloudFormationTemplate;
  stepFunctions: LocalStepFunctions;
  endpoints: { dynamodb: string; s3: string; cognito: string; stepFunctions: string };
  stop(): Promise<void>;
}

interface TwinState {
  cognito: CognitoIds;
}

/** Starts the whole stack on this machine: emulators provisioned from the template, one HTTP port. */
export async function startTwin(options: TwinOptions): Promise<Twin> {
  const log = options.log ?? (() => {});
  const webDist = options.webDist ?? join(PROJECT_ROOT, 'web', 'dist');
  mkdirSync(options.dataDir, { recursive: true });
  const template = options.template ?? synthesizeInto(options.dataDir, webDist);

  const stoppers: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
  };
  try {
    // Known before any function environment is resolved: the site's domain (in e-mailed links) is this port.
    const port = options.port || (await freePort());
    // The pages the twin serves, whichever loopback name the developer typed: the emulators' only CORS origins.
    const origins = loopbackOrigins(port);
    const mailbox = new Mailbox((message) => log(describeMail(message)));
    const triggerInvoker = new LateBoundInvoker();
    const [dynamo, s3, cognito] = await Promise.all([
      startDynamoDb({ corsOrigins: origins, ...(options.inMemory ? {} : { dataDir: join(options.dataDir, 'dynamodb') }) }),
      startS3({ directory: join(options.dataDir, 's3'), bucketLogicalIds: bucketsOf(template) }),
      startCognito({
        directory: join(options.dataDir, 'cognito'),
        mailbox,
        allowedOrigins: origins,
        triggers: { functions: triggerFunctionsOf(userPoolsOf(template)), invoker: triggerInvoker },
      }),
    ]);
    stoppers.push(dynamo.stop, s3.stop, cognito.stop);
    await createTables(dynamo.client, tablesOf(template));

    const statePath = join(options.dataDir, 'twin-state.json');
    const previous: TwinState = existsSync(statePath)
      ? (JSON.parse(readFileSync(statePath, 'utf8')) as TwinState)
      : { cognito: { userPools: {}, clients: {} } };
    const cognitoIds = await provisionUserPools(cognito.client, userPoolsOf(template), previous.cognito);
    writeFileSync(statePath, JSON.stringify({ cognito: cognitoIds } satisfies TwinState, null, 2));

    const resolver = localResolver(template, cognitoIds, s3, `${LOOPBACK_ADDRESS}:${port}`);
    await runCustomSdkCalls(customSdkCallsOf(template), resolver, dynamo.client);
    setAwsEnvironment(dynamo, s3);
    const runtime = new LambdaRuntime(
      new Map(
        functionsOf(template).map((fn) => [
          fn.logicalId,
          { ...fn, resolvedEnvironment: resolveValue(fn.environment, resolver) as Record<string, string> },
        ]),
      ),
    );
    triggerInvoker.bind({
      invoke: (logicalId, event) =>
        runtime.invoke(logicalId, event).catch((error: unknown) => {
          // cognito-local swallows a failed trigger (its log is silenced): say it here, without the event.
          log(`[cognito] trigger ${logicalId}: ${String(error)}`);
          throw error;
        }),
    });
    const stepFunctions = new LocalStepFunctions(
      stateMachinesOf(template),
      resolver,
      runtime,
      options.retryIntervalOverrides ? { retryIntervalOverrides: options.retryIntervalOverrides } : {},
    );
    const sfn = await startStepFunctionsEndpoint(stepFunctions);
    stoppers.push(() => new Promise((resolve) => sfn.server.close(resolve)));
    process.env.AWS_ENDPOINT_URL_SFN = sfn.endpoint;

    const [userPool] = userPoolsOf(template);
    const poolId = userPool ? cognitoIds.userPools[userPool.logicalId]! : '';
    const gateway = new LocalApiGateway(routesOf(template), runtime, {
      issuer: `${cognito.endpoint}/${poolId}`,
      audience: authorizerAudiences(template, resolver),
    });

    const siteConfigValue = siteConfigOutput(template);
    const siteConfig = siteConfigValue
      ? siteConfigSchema.parse({
          ...(JSON.parse(String(resolveValue(siteConfigValue, resolver))) as object),
          userPoolEndpoint: cognito.endpoint,
          local: true,
        })
      : undefined;
    const headers = securityHeaders(template, resolver, { cognito: cognito.endpoint, s3: s3.endpoint });

    // Nothing is served (SPA, /config.json, /api, mailbox) to a request naming another host: DNS rebinding.
    const server = createServer(
      onlyLoopbackHosts((request, response) => {
        route(request, response).catch((error: unknown) => {
          log(`[twin] ${request.method} ${request.url}: ${String(error)}`);
          if (!response.headersSent) send(response, 500, { message: 'Internal Server Error' });
        });
      }),
    );
    // Vite's hot reload shares the twin's port instead of opening a WebSocket port of its own; its
    // upgrades pass the same Host check first.
    const vite = options.dev ? await startVite(loopbackUpgrades(server)) : undefined;
    if (vite) stoppers.push(() => vite.close());
    const route = async (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        return gateway.handle(request, response, await readBody(request));
      }
      if (url.pathname === SITE_CONFIG_PATH && siteConfig) {
        response.setHeader('cache-control', 'no-cache');
        return send(response, 200, siteConfig);
      }
      if (url.pathname === MAILBOX_PATH) return send(response, 200, mailbox.list(url.searchParams.get('to') ?? undefined));
      if (vite) return vite.middlewares(request, response);
      serveStatic(webDist, url.pathname, response, headers);
    };
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOOPBACK_ADDRESS, resolve);
    });
    stoppers.push(() => closeServer(server));

    // For tools on this machine (e2e arrangements): where the emulators listen and what the functions
    // call their tables and bucket. Loopback addresses and resource names only, nothing secret.
    const endpoints = { dynamodb: dynamo.endpoint, s3: s3.endpoint, cognito: cognito.endpoint, stepFunctions: sfn.endpoint };
    const boundNames = Object.fromEntries(Object.values(ENV).flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
    writeFileSync(join(options.dataDir, TWIN_ENDPOINTS_FILE), JSON.stringify({ endpoints, boundNames }, null, 2));

    return {
      url: `http://${LOOPBACK_ADDRESS}:${port}`,
      port,
      mailbox,
      siteConfig,
      template,
      stepFunctions,
      endpoints,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * The app's template. CDK writes a ~22 MB cloud assembly at each synth, in a new folder of the system's
 * temporary directory unless told otherwise: the twin writes it in its data folder and removes it.
 */
function synthesizeInto(dataDir: string, webDist: string): CloudFormationTemplate {
  const outdir = mkdtempSync(join(dataDir, 'cdk.out-'));
  try {
    return synthesize({ siteAssetsPath: webDist, outdir }).template;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** What each `Ref` and `Fn::GetAtt` of the template means on this machine. */
function localResolver(template: CloudFormationTemplate, cognito: CognitoIds, s3: LocalS3, siteHost: string): TokenResolver {
  return (logicalId, attribute) => {
    const type = template.Resources[logicalId]?.Type;
    switch (type) {
      case 'AWS::DynamoDB::Table':
        return attribute === 'Arn' ? `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${logicalId}` : logicalId;
      case 'AWS::S3::Bucket': {
        const name = localBucketName(logicalId);
        if (attribute === 'Arn') return `arn:aws:s3:::${name}`;
        if (attribute?.endsWith('DomainName')) return new URL(s3.endpoint).host;
        return name;
      }
      case 'AWS::Cognito::UserPool':
        return attribute === 'Arn' ? `arn:aws:cognito-idp:${LOCAL_REGION}:${LOCAL_ACCOUNT}:userpool/${cognito.userPools[logicalId]}` : cognito.userPools[logicalId]!;
      case 'AWS::Cognito::UserPoolClient':
        return cognito.clients[logicalId]!;
      case 'AWS::Lambda::Function':
        return attribute === 'Arn' ? localFunctionArn(logicalId) : logicalId;
      case 'AWS::StepFunctions::StateMachine':
        return attribute === 'Name' ? logicalId : localStateMachineArn(logicalId);
      case 'AWS::CloudFront::Distribution':
        // The twin serves the site itself, on the loopback.
        return attribute === 'DomainName' ? siteHost : `local-${logicalId}`;
      default:
        return `local-${logicalId}${attribute ? `-${attribute}` : ''}`;
    }
  };
}

/** The AWS SDK in the handlers finds the emulators through its own endpoint variables. */
function setAwsEnvironment(dynamo: LocalDynamoDb, s3: LocalS3): void {
  delete process.env.AWS_PROFILE;
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // s3rver accepts only this key id; DynamoDB Local (-sharedDb) accepts any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    // Never ask an instance-metadata address for credentials: nothing leaves the machine.
    AWS_EC2_METADATA_DISABLED: 'true',
  });
}

function authorizerAudiences(template: CloudFormationTemplate, resolver: TokenResolver): string[] {
  return resourcesOfType(template, 'AWS::ApiGatewayV2::Authorizer').flatMap(([, authorizer]) => {
    const configuration = authorizer.Properties?.JwtConfiguration as { Audience?: unknown[] } | undefined;
    return (resolveValue(configuration?.Audience ?? [], resolver) as string[]).filter(Boolean);
  });
}

/** CloudFront's response headers from the template, with the local emulators' origins allowed. */
function securityHeaders(template: CloudFormationTemplate, resolver: TokenResolver, origins: { cognito: string; s3: string }): Record<string, string> {
  const [policy] = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const config = policy?.[1].Properties?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig?: Record<string, Record<string, unknown>> } | undefined;
  const security = config?.SecurityHeadersConfig;
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (security?.FrameOptions?.FrameOption) headers['x-frame-options'] = String(security.FrameOptions.FrameOption);
  if (security?.ReferrerPolicy?.ReferrerPolicy) headers['referrer-policy'] = String(security.ReferrerPolicy.ReferrerPolicy);
  const csp = security?.ContentSecurityPolicy?.ContentSecurityPolicy;
  if (csp) {
    headers['content-security-policy'] = String(resolveValue(csp, resolver))
      .split('; ')
      .map((directive) => {
        if (directive.startsWith('connect-src')) return `${directive} ${origins.cognito}`;
        if (directive.startsWith('img-src') || directive.startsWith('media-src')) return `${directive} ${origins.s3}`;
        return directive;
      })
      .join('; ');
  }
  return headers;
}

/** `upgrades` emits the twin server's accepted `upgrade` events: all Vite listens to on its `ws.server`. */
async function startVite(upgrades: EventEmitter) {
  const { createServer: createViteServer } = await import('vite');
  return createViteServer({
    configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: upgrades as Server } },
    appType: 'spa',
  });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function describeMail(message: MailboxMessage): string {
  const [name = '', domain = ''] = message.to.split('@');
  const masked = `${name.slice(0, 2)}…@${domain}`;
  // The link names the Cognito user by its id, never by the address.
  return `[mailbox] « ${message.subject} » pour ${masked}${message.code ? ` — code ${message.code}` : ''}${message.link ? ` — ${message.link}` : ''}`;
}
