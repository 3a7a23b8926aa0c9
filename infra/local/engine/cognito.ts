import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  type CreateUserPoolCommandInput,
  type TimeUnitsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadOrCreateSigningKey, signJwt, unverifiedClaims, verifiedClaims, type SigningKey } from './cognito-keys';
import type { FunctionInvoker } from './lambda-runtime';
import { LOOPBACK_ADDRESS, onlyLoopbackHosts, onlyOrigins, type LoopbackMessages } from './loopback';
import type { MailSink } from './mail-sink';
import { LOCAL_REGION } from './template';

const cognitoRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const lib = (path: string) => cognitoRequire(`./lib/${path}`) as Record<string, unknown>;

type TargetFactory = (services: unknown) => (ctx: unknown, request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface LocalCognito {
  endpoint: string;
  client: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

/** A user pool as the template declares it, with its own clients, groups and Lambda triggers. */
export interface UserPoolDefinition {
  logicalId: string;
  properties: Record<string, unknown>;
  clients: { logicalId: string; properties: Record<string, unknown> }[];
  groups: string[];
  /** The pool's Lambda triggers (`LambdaConfig`): trigger name, e.g. `CustomMessage`, → function logical id. */
  triggers: Record<string, string>;
}

/** cognito-local's clock: the time its tokens are issued at (tests move it to mint expired tokens). */
export interface CognitoClock {
  get(): Date;
}

export interface CognitoTriggers {
  /** Trigger name (`CustomMessage`, `PreSignUp`…) → logical id of its function, from the pools' `LambdaConfig`. */
  functions: Record<string, string>;
  invoker: FunctionInvoker;
}

/** What a code e-mail says when the pool gives neither subject nor text: Cognito's own defaults unless the product words it. */
export interface CognitoMailFallback {
  subject: string;
  body(code: string): string;
}

export const DEFAULT_COGNITO_MAIL_FALLBACK: CognitoMailFallback = {
  subject: 'Your verification code',
  body: (code) => `Your verification code is ${code}.`,
};

export interface CognitoOptions {
  directory: string;
  /** Where the codes and links Cognito would e-mail go. */
  mailbox: MailSink;
  /** The twin's origins: the browser calls this emulator directly (Amplify), and nothing else may. */
  allowedOrigins: readonly string[];
  triggers?: CognitoTriggers;
  clock?: CognitoClock;
  mailFallback?: CognitoMailFallback;
  loopbackMessages?: LoopbackMessages;
}

/**
 * cognito-local, run in this process with absolute data folders (its CLI works relative to the
 * current directory), the targets that Amplify 6 needs and cognito-local lacks, and the template's
 * Lambda triggers run in this process. Its express app runs behind our own HTTP server on loopback:
 * requests naming another host, or coming from another origin's page, never reach it.
 */
export async function startCognito(options: CognitoOptions): Promise<LocalCognito> {
  const dataDirectory = join(options.directory, 'db');
  mkdirSync(dataDirectory, { recursive: true });
  addMissingTargets();
  const signingKey = loadOrCreateSigningKey(options.directory);

  const pino = cognitoRequire('pino') as (options: { level: string }) => unknown;
  const logger = pino({ level: 'silent' });
  const ctx = { logger };
  type Constructor = new (...args: unknown[]) => unknown;
  const constructorOf = (path: string, name: string): Constructor => {
    const exported = lib(path)[name];
    if (typeof exported !== 'function') throw new Error(`cognito-local changed: ${path} exports no ${name}`);
    return exported as Constructor;
  };
  const DateClock = constructorOf('services/index', 'DateClock');
  const TriggersService = constructorOf('services/index', 'TriggersService');
  const LambdaService = constructorOf('services/index', 'LambdaService');
  const MessagesService = constructorOf('services/index', 'MessagesService');
  const StormDBDataStoreFactory = constructorOf('services/dataStore/stormDb', 'StormDBDataStoreFactory');
  const CognitoServiceFactoryImpl = constructorOf('services/cognitoService', 'CognitoServiceFactoryImpl');
  const UserPoolServiceFactoryImpl = constructorOf('services/userPoolService', 'UserPoolServiceFactoryImpl');
  const CryptoService = constructorOf('services/crypto', 'CryptoService');
  const MessageDeliveryService = constructorOf('services/messageDelivery/messageDelivery', 'MessageDeliveryService');
  const JwtTokenGenerator = constructorOf('services/tokenGenerator', 'JwtTokenGenerator');
  const { otp } = lib('services/otp') as { otp: unknown };
  const { Router } = lib('server/Router') as { Router: (services: unknown) => unknown };
  const { createServer } = lib('server/server') as {
    createServer: (router: unknown, logger: unknown, options: unknown, services: unknown) => { application: RequestListener };
  };

  const clock = (options.clock ?? new DateClock()) as CognitoClock;
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoFactory = new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)) as {
    create(ctx: unknown, defaults: unknown): Promise<unknown>;
  };
  const cognitoClient = await cognitoFactory.create(ctx, { UsernameAttributes: ['email'] });
  // cognito-local's own LambdaService builds each trigger's event as Cognito does and returns its
  // `response`; only the Lambda client under it is ours, so a trigger is on exactly when the template sets it.
  const lambda = new LambdaService(options.triggers?.functions ?? {}, options.triggers ? inProcessLambdaClient(options.triggers.invoker) : undefined);
  const triggers = new TriggersService(clock, cognitoClient, lambda, new CryptoService({}));
  // The issuer is known once the port is; tokens are only minted after that.
  const tokenConfig = { IssuerDomain: 'http://127.0.0.1' };
  // In place of cognito-local's ConsoleMessageSender: every message, e-mail or SMS, lands in the mail sink.
  const fallback = options.mailFallback ?? DEFAULT_COGNITO_MAIL_FALLBACK;
  const sender = {
    sendEmail: (_ctx: unknown, user: { Username: string }, destination: string, message: MessageParts) =>
      deliver(options.mailbox, fallback, destination || user.Username, message),
    sendSms: (_ctx: unknown, user: { Username: string }, destination: string, message: MessageParts) =>
      deliver(options.mailbox, fallback, destination || user.Username, message),
  };
  const allServices = {
    clock,
    cognito: cognitoClient,
    config: { TokenConfig: tokenConfig },
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: signedWith(signingKey, new JwtTokenGenerator(clock, triggers, tokenConfig) as TokenGenerator),
    triggers,
  };
  const router = checkingAccessTokens(Router(allServices) as RouteFor, signingKey, clock);
  // Its own `start()` would listen with its `cors({ origin: '*' })` answering every page: we serve its app instead.
  const { application } = createServer(router, logger, { port: 0, hostname: LOOPBACK_ADDRESS, https: false }, allServices);
  const server = createHttpServer(
    onlyLoopbackHosts(onlyOrigins(options.allowedOrigins, servingOwnKeys(signingKey, application), options.loopbackMessages), options.loopbackMessages),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_ADDRESS, resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('cognito-local has no address');
  const endpoint = `http://${LOOPBACK_ADDRESS}:${address.port}`;
  tokenConfig.IssuerDomain = endpoint;

  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return {
    endpoint,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface CognitoTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}
interface TokenGenerator {
  generate(...args: unknown[]): Promise<CognitoTokens>;
}

/**
 * cognito-local's JwtTokenGenerator builds the claims as Cognito does (lifetimes, groups, the
 * PreTokenGeneration trigger) but signs with its published key: the same claims, signed again with the
 * data folder's own key. The refresh token too, since cognito-local stores and looks up the one returned.
 */
function signedWith(key: SigningKey, generator: TokenGenerator): TokenGenerator {
  return {
    async generate(...args) {
      const tokens = await generator.generate(...args);
      // Cognito names the session in `origin_jti` when the client allows revocation (the stack's does);
      // Amplify's signOut revokes the refresh token (RevokeToken) only for tokens that carry it.
      const origin_jti = randomUUID();
      return {
        ...tokens,
        AccessToken: signJwt({ ...unverifiedClaims(tokens.AccessToken), origin_jti }, key),
        IdToken: signJwt({ ...unverifiedClaims(tokens.IdToken), origin_jti }, key),
        RefreshToken: signJwt(unverifiedClaims(tokens.RefreshToken), key),
      };
    },
  };
}

type Route = (ctx: unknown, request: Record<string, unknown> | undefined) => Promise<unknown>;
type RouteFor = (target: string) => Route;

/**
 * cognito-local only decodes the access token of GetUser, ChangePassword, DeleteUser,
 * UpdateUserAttributes…: a token anyone wrote would act as its `sub`. Cognito refuses a token it did
 * not sign or that has expired, with these messages; so does the twin, before the target runs.
 */
function checkingAccessTokens(routeFor: RouteFor, key: SigningKey, clock: CognitoClock): RouteFor {
  const errors = lib('errors') as Record<'NotAuthorizedError', ErrorConstructor>;
  return (target) => {
    const route = routeFor(target);
    return async (ctx, request) => {
      if (request && 'AccessToken' in request) {
        const claims = verifiedClaims(request.AccessToken, key);
        if (!claims || claims.token_use !== 'access') throw new errors.NotAuthorizedError('Invalid Access Token');
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= clock.get().getTime()) throw new errors.NotAuthorizedError('Access Token has expired');
      }
      return route(ctx, request);
    };
  };
}

const JWKS_PATH = /^\/[^/?#]+\/\.well-known\/jwks\.json(?:\?|$)/;

/** The JWKS URL serves the data folder's public key, and only it (cognito-local's own route serves its bundled one). */
function servingOwnKeys(key: SigningKey, application: RequestListener): RequestListener {
  const body = JSON.stringify({ keys: [key.publicJwk] });
  return (request, response) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && JWKS_PATH.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    application(request, response);
  };
}

/** The aws-sdk v2 `Lambda#invoke` that cognito-local's LambdaService calls, answered by the twin's runtime. */
interface InvokeResult {
  StatusCode: number;
  FunctionError?: string;
  Payload: string;
}

function inProcessLambdaClient(invoker: FunctionInvoker) {
  return {
    invoke: (params: { FunctionName: string; Payload: string }) => ({
      promise: async (): Promise<InvokeResult> => {
        try {
          // A JSON round trip, as over the wire: the handler cannot share objects with cognito-local.
          const result = await invoker.invoke(params.FunctionName, JSON.parse(params.Payload));
          return { StatusCode: 200, Payload: JSON.stringify(result ?? null) };
        } catch (error) {
          const errorMessage = error instanceof Error ? error.message : String(error);
          return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage }) };
        }
      },
    }),
  };
}

type MessageParts = { __code?: string; emailSubject?: string; emailMessage?: string; smsMessage?: string };

const CODE_PLACEHOLDER = '{####}';

async function deliver(mailbox: MailSink, fallback: CognitoMailFallback, to: string, message: MessageParts): Promise<void> {
  const code = message.__code ?? null;
  // Cognito fills every `{####}` of a custom message; cognito-local 5.3 only the first one
  // (String#replace), which would leave the placeholder in the link that follows the code in the text.
  const fill = (text: string | undefined) => (code === null ? text : text?.replaceAll(CODE_PLACEHOLDER, code));
  mailbox.deliver({
    to,
    subject: message.emailSubject ?? fallback.subject,
    body: fill(message.emailMessage) ?? fill(message.smsMessage) ?? fallback.body(code ?? ''),
    code,
  });
}

/** The parts of cognito-local's services that ResendConfirmationCode uses. */
interface ResendServices {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: unknown): Promise<LocalUserPool> };
  messages: { deliver(ctx: unknown, source: string, clientId: unknown, userPoolId: string, user: LocalUser, code: string, clientMetadata: unknown, delivery: unknown): Promise<void> };
  otp: () => string;
  clock: CognitoClock;
}
interface LocalUser {
  Username: string;
  UserStatus: string;
  Attributes: { Name: string; Value?: string }[];
}
interface LocalUserPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: unknown): Promise<LocalUser | null>;
  saveUser(ctx: unknown, user: LocalUser & Record<string, unknown>): Promise<void>;
}
type ErrorConstructor = new (message?: string) => Error;

let targetsAdded = false;
/**
 * Amplify 6 refreshes tokens with GetTokensFromRefreshToken and signs out everywhere with GlobalSignOut,
 * which cognito-local 5.3 does not know. The first is InitiateAuth REFRESH_TOKEN_AUTH under another name.
 * ResendConfirmationCode (the register dialog's "send the code again") is missing too. And
 * cognito-local accepts a stored refresh token forever: InitiateAuth refuses an expired one here.
 */
function addMissingTargets(): void {
  if (targetsAdded) return;
  const { Targets } = lib('targets/targets') as { Targets: Record<string, TargetFactory> };
  const initiateAuth = refusingExpiredRefreshTokens(Targets.InitiateAuth!);
  Targets.InitiateAuth = initiateAuth;
  Targets.GetTokensFromRefreshToken = (services) => {
    const initiate = initiateAuth(services);
    return async (ctx, request) => {
      const result = await initiate(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      });
      return { AuthenticationResult: result.AuthenticationResult };
    };
  };
  Targets.GlobalSignOut = (services) => globalSignOut(services as SignOutServices);
  Targets.ResendConfirmationCode = (services) => resendConfirmationCode(services as ResendServices);
  targetsAdded = true;
}

const REFRESH_FLOWS = new Set(['REFRESH_TOKEN', 'REFRESH_TOKEN_AUTH']);

/**
 * Cognito refuses a refresh token past the client's RefreshTokenValidity; cognito-local only looks the
 * token up among those it stored. A stored token is one it signed, so reading its `exp` unverified is
 * enough; a token it cannot read is left to cognito-local, which refuses unknown tokens.
 */
function refusingExpiredRefreshTokens(initiateAuth: TargetFactory): TargetFactory {
  const errors = lib('errors') as Record<'NotAuthorizedError', ErrorConstructor>;
  return (services) => {
    const initiate = initiateAuth(services);
    const { clock } = services as { clock: CognitoClock };
    return async (ctx, request) => {
      const parameters = request.AuthParameters as Record<string, unknown> | undefined;
      if (REFRESH_FLOWS.has(String(request.AuthFlow)) && isExpiredToken(parameters?.REFRESH_TOKEN, clock.get())) {
        // Cognito's own exception and message for this case.
        throw new errors.NotAuthorizedError('Refresh Token has expired');
      }
      return initiate(ctx, request);
    };
  };
}

/** True only for a readable JWT whose `exp` is not after `now`. */
export function isExpiredToken(token: unknown, now: Date): boolean {
  if (typeof token !== 'string') return false;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= now.getTime();
  } catch {
    return false;
  }
}

interface SignOutServices {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: unknown): Promise<LocalUserPool> };
}

/**
 * Cognito's GlobalSignOut: every refresh token of the user stops working (the ID and access tokens
 * already issued live out their lifetime). The access token was verified before this runs.
 */
function globalSignOut(services: SignOutServices) {
  const errors = lib('errors') as Record<'NotAuthorizedError', ErrorConstructor>;
  return async (ctx: unknown, request: Record<string, unknown>) => {
    const claims = unverifiedClaims(String(request.AccessToken));
    const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = await userPool.getUserByUsername(ctx, claims.username);
    if (!user) throw new errors.NotAuthorizedError('User does not exist.');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
}

/** Cognito's ResendConfirmationCode, written like cognito-local's ForgotPassword: a new code, sent as `ResendCode`. */
function resendConfirmationCode(services: ResendServices) {
  const errors = lib('errors') as Record<'UserNotFoundError' | 'InvalidParameterError', ErrorConstructor>;
  return async (ctx: unknown, request: Record<string, unknown>) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await userPool.getUserByUsername(ctx, request.Username);
    if (!user) throw new errors.UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
    const email = user.Attributes.find((attribute) => attribute.Name === 'email')?.Value;
    if (!email) throw new errors.InvalidParameterError('User has no e-mail address to send the code to.');
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = services.otp();
    await services.messages.deliver(ctx, 'ResendCode', request.ClientId, userPool.options.Id, user, code, request.ClientMetadata, delivery);
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: services.clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: delivery };
  };
}

/**
 * The triggers of the template's pools, for cognito-local's one LambdaService. Two pools giving one
 * trigger to two functions cannot run in one local Cognito: say so rather than pick one.
 */
export function triggerFunctionsOf(pools: UserPoolDefinition[]): Record<string, string> {
  const functions: Record<string, string> = {};
  for (const pool of pools) {
    for (const [trigger, logicalId] of Object.entries(pool.triggers)) {
      if (functions[trigger] !== undefined && functions[trigger] !== logicalId) {
        throw new Error(`Trigger ${trigger} runs ${functions[trigger]} and ${logicalId} in two user pools; the local twin runs one local Cognito`);
      }
      functions[trigger] = logicalId;
    }
  }
  return functions;
}

/** Local ids of what the template declares, kept across restarts in the twin's state file. */
export interface CognitoIds {
  userPools: Record<string, string>;
  clients: Record<string, string>;
}

/** Creates (or finds again) the template's user pools, clients and groups in the local Cognito. */
export async function provisionUserPools(
  client: CognitoIdentityProviderClient,
  pools: UserPoolDefinition[],
  known: CognitoIds,
): Promise<CognitoIds> {
  const ids: CognitoIds = { userPools: {}, clients: {} };
  for (const pool of pools) {
    let poolId = known.userPools[pool.logicalId];
    if (poolId && !(await exists(() => client.send(new DescribeUserPoolCommand({ UserPoolId: poolId }))))) poolId = undefined;
    if (!poolId) {
      const { UserPool } = await client.send(new CreateUserPoolCommand(userPoolInput(pool)));
      poolId = UserPool!.Id!;
      for (const group of pool.groups) await client.send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: group }));
    }
    ids.userPools[pool.logicalId] = poolId;
    await applyMfaConfiguration(client, poolId, pool.properties);

    for (const appClient of pool.clients) {
      let clientId = known.clients[appClient.logicalId];
      if (clientId && !(await exists(() => client.send(new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId }))))) {
        clientId = undefined;
      }
      const props = appClient.properties;
      const settings = {
        ExplicitAuthFlows: props.ExplicitAuthFlows as CreateUserPoolClientCommandInput['ExplicitAuthFlows'],
        ...tokenValiditiesOf(props),
      };
      if (!clientId) {
        const { UserPoolClient } = await client.send(
          new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: appClient.logicalId, GenerateSecret: false, ...settings }),
        );
        clientId = UserPoolClient!.ClientId!;
      } else {
        // A client kept from an earlier run gets the stack's current settings (its token lifetimes above all).
        await client.send(new UpdateUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId, ...settings }));
      }
      ids.clients[appClient.logicalId] = clientId;
    }
  }
  return ids;
}

type TokenValidities = Required<Pick<CreateUserPoolClientCommandInput, 'AccessTokenValidity' | 'IdTokenValidity' | 'RefreshTokenValidity'>> & {
  TokenValidityUnits: { AccessToken: TimeUnitsType; IdToken: TimeUnitsType; RefreshToken: TimeUnitsType };
};

/**
 * The client's token lifetimes as the stack declares them, with Cognito's own defaults where it is
 * silent (1 h access and ID tokens, 30 days refresh; units hours, hours, days), never cognito-local's
 * (24 h, 24 h, 7 days).
 */
export function tokenValiditiesOf(properties: Record<string, unknown>): TokenValidities {
  const units = (properties.TokenValidityUnits ?? {}) as Partial<Record<'AccessToken' | 'IdToken' | 'RefreshToken', TimeUnitsType>>;
  const lifetime = (validity: unknown, unit: TimeUnitsType | undefined, defaultUnit: TimeUnitsType, defaultLifetime: [number, TimeUnitsType]) =>
    validity === undefined ? defaultLifetime : ([Number(validity), unit ?? defaultUnit] as [number, TimeUnitsType]);
  const [access, accessUnit] = lifetime(properties.AccessTokenValidity, units.AccessToken, 'hours', [60, 'minutes']);
  const [id, idUnit] = lifetime(properties.IdTokenValidity, units.IdToken, 'hours', [60, 'minutes']);
  const [refresh, refreshUnit] = lifetime(properties.RefreshTokenValidity, units.RefreshToken, 'days', [30, 'days']);
  return {
    AccessTokenValidity: access,
    IdTokenValidity: id,
    RefreshTokenValidity: refresh,
    TokenValidityUnits: { AccessToken: accessUnit, IdToken: idUnit, RefreshToken: refreshUnit },
  };
}

/**
 * The stack's MFA setting (`MfaConfiguration`, `EnabledMfas`), on a new pool and on one kept from an earlier
 * run alike: cognito-local then challenges exactly as Cognito would (OPTIONAL: only a user who set up a
 * second factor), so the web's sign-in is tried against the pool as deployed.
 */
async function applyMfaConfiguration(client: CognitoIdentityProviderClient, poolId: string, properties: Record<string, unknown>): Promise<void> {
  const mfa = properties.MfaConfiguration;
  if (mfa !== 'OFF' && mfa !== 'ON' && mfa !== 'OPTIONAL') return;
  const enabled = Array.isArray(properties.EnabledMfas) ? properties.EnabledMfas : [];
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: poolId,
      MfaConfiguration: mfa,
      SoftwareTokenMfaConfiguration: { Enabled: enabled.includes('SOFTWARE_TOKEN_MFA') },
    }),
  );
}

function userPoolInput(pool: UserPoolDefinition): CreateUserPoolCommandInput {
  const p = pool.properties;
  return {
    PoolName: pool.logicalId,
    Policies: p.Policies as CreateUserPoolCommandInput['Policies'],
    UsernameAttributes: p.UsernameAttributes as CreateUserPoolCommandInput['UsernameAttributes'],
    AutoVerifiedAttributes: p.AutoVerifiedAttributes as CreateUserPoolCommandInput['AutoVerifiedAttributes'],
    Schema: p.Schema as CreateUserPoolCommandInput['Schema'],
    VerificationMessageTemplate: p.VerificationMessageTemplate as CreateUserPoolCommandInput['VerificationMessageTemplate'],
    EmailVerificationSubject: p.EmailVerificationSubject as string | undefined,
    EmailVerificationMessage: p.EmailVerificationMessage as string | undefined,
  };
}

async function exists(describe: () => Promise<unknown>): Promise<boolean> {
  try {
    await describe();
    return true;
  } catch {
    return false;
  }
}
