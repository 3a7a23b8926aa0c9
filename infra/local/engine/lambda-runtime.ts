import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCAL_ACCOUNT } from './template';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/** A function of the template that the twin can run: one whose source file the template names. */
export interface FunctionDefinition {
  logicalId: string;
  /** Source file relative to the source root, e.g. `functions/credits/handler.ts`. */
  entry: string;
  handlerName: string;
  environment: Record<string, unknown>;
  /** ReservedConcurrentExecutions: at most this many invocations at once (undefined: no reservation). */
  reservedConcurrency?: number;
}

/**
 * What Lambda answers an invocation beyond the function's reserved concurrency (HTTP 429,
 * TooManyRequestsException, reason ReservedFunctionConcurrentInvocationLimitExceeded). Step Functions
 * names it `Lambda.TooManyRequestsException` (see step-functions.ts), which the pipeline retries.
 */
export class LambdaThrottledError extends Error {
  readonly reason = 'ReservedFunctionConcurrentInvocationLimitExceeded';

  constructor(logicalId: string) {
    super(`Rate Exceeded. (${logicalId} runs its reserved concurrency already)`);
    this.name = 'TooManyRequestsException';
  }
}

/** Runs one of the template's functions by logical id, as Lambda would. */
export interface FunctionInvoker {
  invoke(logicalId: string, event: unknown): Promise<unknown>;
}

/**
 * Emulators that call functions (Cognito's triggers) start before the Lambda runtime exists (the
 * runtime needs their ids to resolve its environment), so they reach it through this, bound once the
 * runtime is built.
 */
export class LateBoundInvoker implements FunctionInvoker {
  private target: FunctionInvoker | undefined;

  bind(target: FunctionInvoker): void {
    this.target = target;
  }

  invoke(logicalId: string, event: unknown): Promise<unknown> {
    if (!this.target) return Promise.reject(new Error(`Trigger ${logicalId} called before the Lambda runtime was bound`));
    return this.target.invoke(logicalId, event);
  }
}

/**
 * Runs the template's functions in this process, from their TypeScript source under `sourceRoot`.
 * Their environment variables (resolved from the template) are merged into this process's environment
 * before the first import: the handlers read their configuration at module scope, as in Lambda. Every
 * function shares the same tables and bucket, so one name never needs two values.
 */
export class LambdaRuntime implements FunctionInvoker {
  private readonly loaded = new Map<string, Promise<LambdaHandler>>();
  /** Invocations running now, per function: a reservation is enforced as Lambda does, by refusing the one beyond. */
  private readonly running = new Map<string, number>();
  /** Invocations refused for the reservation, per function (benchmarks report them). */
  readonly throttled = new Map<string, number>();

  constructor(
    private readonly functions: Map<string, FunctionDefinition & { resolvedEnvironment: Record<string, string> }>,
    private readonly sourceRoot: string,
  ) {
    const merged: Record<string, string> = {};
    for (const fn of functions.values()) {
      for (const [name, value] of Object.entries(fn.resolvedEnvironment)) {
        // Per-function names (the log service name) may differ; shared bindings never do.
        if (name !== 'POWERTOOLS_SERVICE_NAME' && merged[name] !== undefined && merged[name] !== value) {
          throw new Error(`Environment variable ${name} has two values across functions; the local twin cannot run both in one process`);
        }
        merged[name] = value;
      }
    }
    delete merged.POWERTOOLS_SERVICE_NAME;
    // Node's flags for a Lambda's bundle (its source maps): this process runs the sources, and passes its
    // environment on to the processes it starts.
    delete merged.NODE_OPTIONS;
    Object.assign(process.env, merged);
  }

  has(logicalId: string): boolean {
    return this.functions.has(logicalId);
  }

  async invoke(logicalId: string, event: unknown): Promise<unknown> {
    const definition = this.functions.get(logicalId);
    if (!definition) throw new Error(`No function ${logicalId} in the template`);
    const running = this.running.get(logicalId) ?? 0;
    if (definition.reservedConcurrency !== undefined && running >= definition.reservedConcurrency) {
      this.throttled.set(logicalId, (this.throttled.get(logicalId) ?? 0) + 1);
      throw new LambdaThrottledError(logicalId);
    }
    this.running.set(logicalId, running + 1);
    try {
      return await this.run(logicalId, definition, event);
    } finally {
      this.running.set(logicalId, (this.running.get(logicalId) ?? 1) - 1);
    }
  }

  /** Invocations of the function running now. */
  runningNow(logicalId: string): number {
    return this.running.get(logicalId) ?? 0;
  }

  private async run(logicalId: string, definition: FunctionDefinition, event: unknown): Promise<unknown> {
    let handler = this.loaded.get(logicalId);
    if (!handler) {
      handler = import(pathToFileURL(join(this.sourceRoot, definition.entry)).href).then((module: Record<string, unknown>) => {
        const exported = module[definition.handlerName];
        if (typeof exported !== 'function') throw new Error(`${definition.entry} exports no ${definition.handlerName}()`);
        return exported as LambdaHandler;
      });
      this.loaded.set(logicalId, handler);
    }
    return (await handler)(event, lambdaContext(definition));
  }
}

function lambdaContext(definition: FunctionDefinition): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: definition.logicalId,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:${LOCAL_ACCOUNT}:function:${definition.logicalId}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${definition.logicalId}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, 30_000 - (Date.now() - started)),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
