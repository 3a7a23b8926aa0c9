import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_API_GATEWAY_MESSAGES } from './api-gateway';
import { AWS_RESOURCE_TYPES } from './aws-resource-types';
import { DEFAULT_COGNITO_MAIL_FALLBACK } from './cognito';
import { LateBoundInvoker } from './lambda-runtime';
import { DEFAULT_LOOPBACK_MESSAGES } from './loopback';
import {
  isProvisioned,
  PROVISIONING_STAGES,
  type EngineContext,
  type EngineMessages,
  type EngineOptions,
  type Provisioned,
  type ProvisioningStage,
  type ResourceRegistry,
} from './registry';
import { LOCAL_ACCOUNT, LOCAL_REGION, resolveValue, type CloudFormationTemplate, type TokenResolver } from './template';

// The engine's own notices, not the stack's: the AWS SDK v2 inside cognito-local announces its maintenance mode.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

/** Ids an emulator generated (Cognito's pool ids…), kept in the data folder so a restart finds them again. */
export const ENGINE_STATE_FILE = 'twin-state.json';

export interface Engine {
  readonly template: CloudFormationTemplate;
  readonly resolver: TokenResolver;
  resolve(value: unknown): unknown;
  /** The handle the entry for `type` provisioned. */
  handle<Handle>(type: string): Handle;
  /** Where the emulator of the entry for `type` listens, if it listens. */
  endpoint(type: string): string | undefined;
  stop(): Promise<void>;
}

/**
 * Runs any template on this machine: each stage's entries of the registry provisioned together, in
 * the order of PROVISIONING_STAGES. Whatever fails, what was started is stopped before the error is
 * thrown again.
 */
export async function startEngine(template: CloudFormationTemplate, options: EngineOptions, registry: ResourceRegistry = AWS_RESOURCE_TYPES): Promise<Engine> {
  mkdirSync(options.dataDir, { recursive: true });
  const provisioned = new Map<string, Provisioned<unknown>>();
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    // Last started, first stopped; each stop runs once even if stop() is called again.
    for (let next = stops.pop(); next; next = stops.pop()) await next().catch(() => {});
  };
  const context = engineContext(template, options, registry, provisioned, stops);
  try {
    for (const stage of PROVISIONING_STAGES) await provisionStage(stage, context, registry, provisioned);
  } catch (error) {
    await stop();
    throw error;
  }
  for (const result of provisioned.values()) result.started?.();
  return {
    template,
    resolver: context.resolver,
    resolve: context.resolve,
    handle: context.handle,
    endpoint: (type) => provisioned.get(type)?.endpoint,
    stop,
  };
}

async function provisionStage(stage: ProvisioningStage, context: EngineContext, registry: ResourceRegistry, provisioned: Map<string, Provisioned<unknown>>): Promise<void> {
  const entries = Object.entries(registry).flatMap(([type, entry]) => (isProvisioned(entry) && entry.stage === stage ? [[type, entry] as const] : []));
  // Settled, not raced: an entry still starting when another fails must have registered its stop.
  const results = await Promise.allSettled(
    entries.map(async ([type, entry]) => {
      const result = await entry.provision(context, entry.extract(context.template, context.options));
      provisioned.set(type, result);
      applyEnvironment(result.environment);
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

function applyEnvironment(environment: Record<string, string | undefined> = {}): void {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

function engineContext(
  template: CloudFormationTemplate,
  options: EngineOptions,
  registry: ResourceRegistry,
  provisioned: Map<string, Provisioned<unknown>>,
  stops: (() => Promise<unknown>)[],
): EngineContext {
  const messages: EngineMessages = {
    api: options.messages?.api ?? DEFAULT_API_GATEWAY_MESSAGES,
    loopback: options.messages?.loopback ?? DEFAULT_LOOPBACK_MESSAGES,
    cognitoMail: options.messages?.cognitoMail ?? DEFAULT_COGNITO_MAIL_FALLBACK,
  };
  const statePath = join(options.dataDir, ENGINE_STATE_FILE);
  const readState = (): Record<string, unknown> => (existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as Record<string, unknown>) : {});

  // As CloudFormation's, new for each stack: here for each start (the API's origin token is its last part).
  const stackUuid = randomUUID();
  const resolver: TokenResolver = (logicalId, attribute) => {
    if (logicalId === 'AWS::StackName') {
      if (options.stackName === undefined) throw new Error('The template names AWS::StackName: start the engine with a stackName');
      return options.stackName;
    }
    if (logicalId === 'AWS::StackId') return `arn:aws:cloudformation:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stack/${options.stackName ?? 'local'}/${stackUuid}`;
    const type = template.Resources[logicalId]?.Type;
    const entry = type === undefined ? undefined : registry[type];
    // What runs nowhere locally (roles, log groups, alarms…) still needs a stable, recognisable value.
    if (!entry?.resolve) return `local-${logicalId}${attribute ? `-${attribute}` : ''}`;
    return entry.resolve({ logicalId, attribute }, context);
  };

  const context: EngineContext = {
    template,
    options,
    messages,
    resolver,
    resolve: (value) => resolveValue(value, resolver),
    handle: <Handle>(type: string): Handle => {
      const result = provisioned.get(type);
      if (!result) {
        const entry = registry[type];
        const why = !entry ? 'the registry has no entry for it' : isProvisioned(entry) ? `its stage (${entry.stage}) has not run yet` : 'its entry provisions nothing';
        throw new Error(`${type} is not provisioned: ${why}`);
      }
      return result.handle as Handle;
    },
    functions: new LateBoundInvoker(),
    onStop: (stop) => stops.push(stop),
    loadState: <Value>(key: string) => readState()[key] as Value | undefined,
    saveState: (key, value) => writeFileSync(statePath, JSON.stringify({ ...readState(), [key]: value }, null, 2)),
    log: options.log ?? (() => {}),
  };
  return context;
}
