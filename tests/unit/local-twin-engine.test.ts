import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE_STATE_FILE, startEngine } from '../../infra/local/engine/engine';
import type { OutgoingMail } from '../../infra/local/engine/mail-sink';
import type { EngineContext, EngineOptions, ProvisionedResourceType, ResourceRegistry } from '../../infra/local/engine/registry';
import { cloudFrontDistributions } from '../../infra/local/engine/resource-types/cloudfront-distribution';
import { cognitoUserPoolClients, cognitoUserPools, type LocalUserPools } from '../../infra/local/engine/resource-types/cognito-user-pool';
import { dynamoDbTables } from '../../infra/local/engine/resource-types/dynamodb-table';
import { lambdaFunctions } from '../../infra/local/engine/resource-types/lambda-function';
import { stateMachines } from '../../infra/local/engine/resource-types/state-machine';
import { resourcesOfType, type CloudFormationTemplate } from '../../infra/local/engine/template';
import { PROJECT_ROOT } from '../../infra/project-root';

/**
 * The engine against a synthetic template and a registry of made-up resource types: nothing here
 * starts an emulator or opens a port, and nothing names the product.
 */

const QUEUE = 'Test::Queue';
const WORKER = 'Test::Worker';
const DISPATCHER = 'Test::Dispatcher';

const TEMPLATE: CloudFormationTemplate = {
  Resources: {
    Jobs: { Type: QUEUE, Properties: { Fifo: true } },
    Mails: { Type: QUEUE, Properties: {} },
    Worker: {
      Type: WORKER,
      Properties: {
        Environment: {
          JOBS_URL: { Ref: 'Jobs' },
          JOBS_ARN: { 'Fn::GetAtt': ['Jobs', 'Arn'] },
          MAILS_ARN: { 'Fn::Sub': '${Mails.Arn}' },
          ROLE: { 'Fn::Join': ['/', ['role', { Ref: 'WorkerRole' }]] },
          STACK: { Ref: 'AWS::StackName' },
        },
      },
    },
    WorkerRole: { Type: 'AWS::IAM::Role', Properties: {} },
    Dispatcher: { Type: DISPATCHER, Properties: { Target: { Ref: 'Worker' } } },
  },
};

interface LocalQueues {
  urls: Record<string, string>;
}

/** What the fake entries did, in order: the engine's sequencing is read from it. */
let events: string[] = [];
let dataDirs: string[] = [];
const setVariables = new Set<string>();

afterEach(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  for (const name of setVariables) delete process.env[name];
  dataDirs = [];
  events = [];
  setVariables.clear();
});

/** A queue service as a real entry would be: extract, start (with a stop), resolve through its handle. */
function queueEntry(overrides: Partial<ProvisionedResourceType<string, LocalQueues>> = {}): ProvisionedResourceType<string, LocalQueues> {
  return {
    stage: 'emulators',
    extract: (template) => resourcesOfType(template, QUEUE).map(([logicalId]) => logicalId),
    async provision(context, queues) {
      events.push(`queues:start ${queues.join(',')}`);
      context.onStop(async () => events.push('queues:stop'));
      await Promise.resolve();
      events.push('queues:ready');
      setVariables.add('TEST_ENGINE_QUEUE_ENDPOINT');
      return {
        handle: { urls: Object.fromEntries(queues.map((id) => [id, `http://127.0.0.1:9/queue/${id}`])) },
        endpoint: 'http://127.0.0.1:9',
        environment: { TEST_ENGINE_QUEUE_ENDPOINT: 'http://127.0.0.1:9' },
      };
    },
    resolve: ({ logicalId, attribute }, context) =>
      attribute === 'Arn' ? `arn:test:queue:${logicalId}` : context.handle<LocalQueues>(QUEUE).urls[logicalId]!,
    ...overrides,
  };
}

/** Another emulator of the same stage, to see both start before either is ready. */
function cacheEntry(): ProvisionedResourceType<string, string> {
  return {
    stage: 'emulators',
    extract: () => [],
    async provision(context) {
      events.push('cache:start');
      context.onStop(async () => events.push('cache:stop'));
      await Promise.resolve();
      events.push('cache:ready');
      return { handle: 'cache' };
    },
  };
}

/** A function-like resource: its environment is resolved through the whole registry. */
function workerEntry(): ProvisionedResourceType<{ logicalId: string; environment: unknown }, Record<string, unknown>> {
  return {
    stage: 'functions',
    extract: (template) => resourcesOfType(template, WORKER).map(([logicalId, resource]) => ({ logicalId, environment: resource.Properties?.Environment })),
    async provision(context, workers) {
      events.push('worker:start');
      context.onStop(async () => events.push('worker:stop'));
      return { handle: Object.fromEntries(workers.map((worker) => [worker.logicalId, context.resolve(worker.environment)])) };
    },
    resolve: ({ logicalId }) => `worker:${logicalId}`,
  };
}

function options(overrides: Partial<EngineOptions> = {}): EngineOptions {
  const dataDir = mkdtempSync(join(tmpdir(), 'contes-engine-'));
  dataDirs.push(dataDir);
  return {
    dataDir,
    allowedOrigins: ['http://127.0.0.1:3000'],
    functionSources: { root: dataDir, entryMetadataKey: 'Test:Entry' },
    stackName: 'TestStack',
    mailbox: { deliver: (_mail: OutgoingMail) => {} },
    ...overrides,
  };
}

describe('startEngine with a registry of made-up types', () => {
  it('should run a new resource type from its one registry entry: extracted, provisioned, and resolved in other resources’ tokens', async () => {
    // Arrange
    const registry: ResourceRegistry = { [QUEUE]: queueEntry(), [WORKER]: workerEntry() };

    // Act
    const engine = await startEngine(TEMPLATE, options(), registry);

    // Assert
    expect(events).toContain('queues:start Jobs,Mails');
    expect(engine.handle<Record<string, unknown>>(WORKER)).toEqual({
      Worker: {
        JOBS_URL: 'http://127.0.0.1:9/queue/Jobs',
        JOBS_ARN: 'arn:test:queue:Jobs',
        MAILS_ARN: 'arn:test:queue:Mails',
        // A type without an entry runs nowhere: a recognisable placeholder.
        ROLE: 'role/local-WorkerRole',
        STACK: 'TestStack',
      },
    });
    expect(engine.endpoint(QUEUE)).toBe('http://127.0.0.1:9');
    expect(engine.resolve({ 'Fn::GetAtt': ['Dispatcher', 'Arn'] })).toBe('local-Dispatcher-Arn');
    await engine.stop();
  });

  it('should start the entries of one stage together, and a stage only once the one before is ready', async () => {
    // Arrange
    const registry: ResourceRegistry = { [WORKER]: workerEntry(), [QUEUE]: queueEntry(), cache: cacheEntry() };

    // Act
    const engine = await startEngine(TEMPLATE, options(), registry);

    // Assert
    expect(events).toEqual(['queues:start Jobs,Mails', 'cache:start', 'queues:ready', 'cache:ready', 'worker:start']);
    await engine.stop();
  });

  it('should call what an entry starts once the engine has started, after every stage and its variables', async () => {
    // Arrange
    const dispatcher: ProvisionedResourceType<string, string> = {
      stage: 'functions',
      extract: () => [],
      async provision() {
        events.push('dispatcher:provisioned');
        return { handle: 'dispatcher', started: () => events.push(`dispatcher:started with ${process.env.TEST_ENGINE_QUEUE_ENDPOINT ?? 'no queue'}`) };
      },
    };
    const registry: ResourceRegistry = { [DISPATCHER]: dispatcher, [QUEUE]: queueEntry(), [WORKER]: workerEntry() };

    // Act
    const engine = await startEngine(TEMPLATE, options(), registry);

    // Assert
    expect(events).toEqual(['queues:start Jobs,Mails', 'queues:ready', 'dispatcher:provisioned', 'worker:start', 'dispatcher:started with http://127.0.0.1:9']);
    await engine.stop();
  });

  it('should stop what it started, last started first, and only once', async () => {
    // Arrange
    const engine = await startEngine(TEMPLATE, options(), { [QUEUE]: queueEntry(), [WORKER]: workerEntry() });
    events = [];

    // Act
    await engine.stop();
    await engine.stop();

    // Assert
    expect(events).toEqual(['worker:stop', 'queues:stop']);
  });

  it('should stop what was started and throw the error again when an entry fails to provision', async () => {
    // Arrange
    const failing: ProvisionedResourceType<unknown, unknown> = {
      stage: 'functions',
      extract: () => [],
      provision: async () => {
        throw new Error('worker cannot start');
      },
    };

    // Act
    const start = startEngine(TEMPLATE, options(), { [QUEUE]: queueEntry(), [WORKER]: failing });

    // Assert
    await expect(start).rejects.toThrow('worker cannot start');
    expect(events.at(-1)).toBe('queues:stop');
  });

  it('should fail clearly when an entry reads the handle of an entry of a later stage', async () => {
    // Arrange
    const early: ProvisionedResourceType<unknown, unknown> = {
      stage: 'emulators',
      extract: () => [],
      provision: async (context) => ({ handle: context.handle(WORKER) }),
    };

    // Act
    const start = startEngine(TEMPLATE, options(), { early, [WORKER]: workerEntry() });

    // Assert
    await expect(start).rejects.toThrow(`${WORKER} is not provisioned: its stage (functions) has not run yet`);
  });

  it('should refuse a template that names AWS::StackName when no stack name is given', async () => {
    // Arrange
    const { stackName: _omitted, ...withoutStackName } = options();

    // Act
    const start = startEngine(TEMPLATE, withoutStackName, { [QUEUE]: queueEntry(), [WORKER]: workerEntry() });

    // Assert
    await expect(start).rejects.toThrow(/AWS::StackName/);
  });

  it('should set the variables an entry gives for the functions as soon as it is provisioned', async () => {
    // Arrange
    let seenByWorker: string | undefined;
    const worker: ProvisionedResourceType<unknown, unknown> = {
      stage: 'functions',
      extract: () => [],
      provision: async () => {
        seenByWorker = process.env.TEST_ENGINE_QUEUE_ENDPOINT;
        return { handle: undefined };
      },
    };

    // Act
    const engine = await startEngine(TEMPLATE, options(), { [QUEUE]: queueEntry(), [WORKER]: worker });

    // Assert
    expect(seenByWorker).toBe('http://127.0.0.1:9');
    await engine.stop();
  });

  it('should keep an entry’s state in the data folder for the next start', async () => {
    // Arrange
    const engineOptions = options();
    const remembering = (seen: unknown[]): ProvisionedResourceType<unknown, unknown> => ({
      stage: 'emulators',
      extract: () => [],
      provision: async (context: EngineContext) => {
        seen.push(context.loadState('ids'));
        context.saveState('ids', { Jobs: 'generated-42' });
        return { handle: undefined };
      },
    });
    const seen: unknown[] = [];

    // Act
    await (await startEngine(TEMPLATE, engineOptions, { remembering: remembering(seen) })).stop();
    await (await startEngine(TEMPLATE, engineOptions, { remembering: remembering(seen) })).stop();

    // Assert
    expect(seen).toEqual([undefined, { Jobs: 'generated-42' }]);
    const stateFile = join(engineOptions.dataDir, ENGINE_STATE_FILE);
    expect(existsSync(stateFile)).toBe(true);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toEqual({ ids: { Jobs: 'generated-42' } });
  });
});

describe('the AWS entries’ resolution', () => {
  /** Only what the entries' resolve reads: the options and, for Cognito, its handle. */
  function contextWith(overrides: Partial<EngineOptions> = {}): EngineContext {
    const pools: Pick<LocalUserPools, 'ids'> = { ids: { userPools: { Pool: 'eu-west-3_local1' }, clients: { PoolClient: 'client-1' } } };
    return { options: options(overrides), handle: <Handle>() => pools as Handle } as unknown as EngineContext;
  }

  it.each([
    ['a table', dynamoDbTables.resolve!, 'Table', undefined, 'Table'],
    ['a table’s ARN', dynamoDbTables.resolve!, 'Table', 'Arn', 'arn:aws:dynamodb:eu-west-3:000000000000:table/Table'],
    ['a function', lambdaFunctions.resolve!, 'Fn', undefined, 'Fn'],
    ['a function’s ARN', lambdaFunctions.resolve!, 'Fn', 'Arn', 'arn:aws:lambda:eu-west-3:000000000000:function:Fn'],
    ['a state machine', stateMachines.resolve!, 'Machine', undefined, 'arn:aws:states:eu-west-3:000000000000:stateMachine:Machine'],
    ['a state machine’s name', stateMachines.resolve!, 'Machine', 'Name', 'Machine'],
    ['a user pool', cognitoUserPools.resolve!, 'Pool', undefined, 'eu-west-3_local1'],
    ['a user pool’s ARN', cognitoUserPools.resolve!, 'Pool', 'Arn', 'arn:aws:cognito-idp:eu-west-3:000000000000:userpool/eu-west-3_local1'],
    ['a user pool client', cognitoUserPoolClients.resolve, 'PoolClient', undefined, 'client-1'],
    ['a distribution’s domain', cloudFrontDistributions.resolve, 'Site', 'DomainName', '127.0.0.1:3000'],
    ['a distribution', cloudFrontDistributions.resolve, 'Site', undefined, 'local-Site'],
  ] as const)('should resolve %s as the twin always has', (_what, resolve, logicalId, attribute, expected) => {
    // Arrange
    const context = contextWith({ siteDomain: '127.0.0.1:3000' });

    // Act
    const value = resolve({ logicalId, attribute }, context);

    // Assert
    expect(value).toBe(expected);
  });
});

describe('the engine’s boundary', () => {
  /** Every TypeScript file under the engine folder, relative imports included. */
  function engineFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? engineFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );
  }

  it('should import nothing of the product: only Node, npm packages and the engine’s own files', () => {
    // Arrange
    const engineRoot = resolve(PROJECT_ROOT, 'infra', 'local', 'engine');
    const outside: string[] = [];

    // Act
    for (const file of engineFiles(engineRoot)) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)) {
        if (specifier!.startsWith('.') && !resolve(dirname(file), specifier!).startsWith(engineRoot + sep)) outside.push(`${file}: ${specifier}`);
      }
    }

    // Assert
    expect(engineFiles(engineRoot).length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });
});
