import { createServer, type RequestListener, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { StateMachine } from 'aws-local-stepfunctions';
import { LambdaThrottledError, type FunctionInvoker } from './lambda-runtime';
import { LOOPBACK_ADDRESS, onlyLoopbackHosts, type LoopbackMessages } from './loopback';
import { LOCAL_ACCOUNT, LOCAL_REGION, resolveValue, type TokenResolver } from './template';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type States = Record<string, { Type: string; Resource?: string; Parameters?: Record<string, Json>; Branches?: { States: States }[]; Iterator?: { States: States }; ItemProcessor?: { States: States } }>;
type TaskHandler = (input: Json) => Promise<Json>;

export const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/** A state machine as the template declares it: its definition, still holding tokens to resolve. */
export interface StateMachineDefinition {
  logicalId: string;
  definitionString: unknown;
}

export function localFunctionArn(logicalId: string): string {
  return `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${logicalId}`;
}
export function localStateMachineArn(logicalId: string): string {
  return `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:${logicalId}`;
}
/** The logical id of a template function from its local ARN (see {@link localFunctionArn}). */
export function functionLogicalIdOf(arn: string): string | undefined {
  return /^arn:aws:lambda:[^:]*:[^:]*:function:([^:]+)/.exec(arn)?.[1];
}

/**
 * An invocation from a Task state: the Lambda service's own errors reach the state machine prefixed, as on
 * AWS (a throttled invocation is `Lambda.TooManyRequestsException`, which a Retry can match); the
 * function's own errors keep their names.
 */
async function invokeAsTask(runtime: FunctionInvoker, logicalId: string, payload: unknown): Promise<unknown> {
  try {
    return await runtime.invoke(logicalId, payload);
  } catch (error) {
    if (error instanceof LambdaThrottledError) throw Object.assign(new Error(error.message), { name: `Lambda.${error.name}` });
    throw error;
  }
}

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: Date;
  stopDate?: Date;
  done: Promise<void>;
  /** Ends the run as StopExecution does: no state starts after the one running now, whose task still finishes. */
  abort: () => void;
}

export interface StateMachineRunOptions {
  /** Milliseconds to wait between retries, per state (tests use 0). */
  retryIntervalOverrides?: Record<string, number>;
  /**
   * Every Retry's waits (IntervalSeconds, MaxDelaySeconds) multiplied by this factor, back-off and jitter
   * kept: a benchmark that scales the providers' time down (1/20) scales the state machine's waits alike.
   */
  retryTimeScale?: number;
}

type RetrySpec = { IntervalSeconds?: number; MaxDelaySeconds?: number };
type ScalableState = { Type?: string; Seconds?: number; Retry?: RetrySpec[]; Branches?: { States: Record<string, ScalableState> }[]; Iterator?: { States: Record<string, ScalableState> }; ItemProcessor?: { States: Record<string, ScalableState> } };

/**
 * A copy of the states whose Retry waits (ASL's default interval is 1 s) and Wait states' fixed `Seconds`
 * (a story waiting its turn, shared/story-turns.ts) are multiplied by `scale`.
 */
export function scaleRetryWaits<T extends Record<string, unknown>>(states: T, scale: number): T {
  const scaled = structuredClone(states) as unknown as Record<string, ScalableState>;
  const visit = (group: Record<string, ScalableState>) => {
    for (const state of Object.values(group)) {
      if (state.Type === 'Wait' && typeof state.Seconds === 'number') state.Seconds *= scale;
      for (const retry of state.Retry ?? []) {
        retry.IntervalSeconds = (retry.IntervalSeconds ?? 1) * scale;
        if (retry.MaxDelaySeconds !== undefined) retry.MaxDelaySeconds *= scale;
      }
      for (const branch of state.Branches ?? []) visit(branch.States);
      const iterator = state.ItemProcessor ?? state.Iterator;
      if (iterator) visit(iterator.States);
    }
  };
  visit(scaled);
  return scaled as unknown as T;
}

/**
 * The template's state machines run in this process by aws-local-stepfunctions. Every Task state is
 * mapped, by its state name, to the handler of the function its Resource or FunctionName designates.
 */
export class LocalStepFunctions {
  private readonly machines = new Map<
    string,
    { definition: { States: States; StartAt: string }; handlers: Record<string, TaskHandler>; validated?: Promise<StateMachine> }
  >();
  private readonly executions = new Map<string, Execution>();

  constructor(
    definitions: StateMachineDefinition[],
    resolver: TokenResolver,
    private readonly runtime: FunctionInvoker,
    private readonly options: StateMachineRunOptions = {},
  ) {
    for (const machine of definitions) {
      const text = resolveValue(machine.definitionString, resolver);
      const definition = JSON.parse(typeof text === 'string' ? text : JSON.stringify(text)) as { States: States; StartAt: string };
      this.machines.set(localStateMachineArn(machine.logicalId), { definition, handlers: this.taskHandlers(definition.States) });
    }
  }

  private taskHandlers(states: States, handlers: Record<string, TaskHandler> = {}): Record<string, TaskHandler> {
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === 'Task' && state.Resource) {
        if (state.Resource.startsWith(LAMBDA_INVOKE)) {
          const logicalId = functionLogicalIdOf(String(state.Parameters?.FunctionName ?? state.Parameters?.['FunctionName.$'] ?? ''));
          if (!logicalId) throw new Error(`Task ${name} invokes no function of the template`);
          // The Lambda service integration hands over { FunctionName, Payload } and returns the Invoke response.
          handlers[name] = async (input) => {
            const payload = input && typeof input === 'object' && !Array.isArray(input) && 'Payload' in input ? input.Payload : input;
            return { Payload: (await invokeAsTask(this.runtime, logicalId, payload)) as Json, StatusCode: 200, ExecutedVersion: '$LATEST' };
          };
        } else {
          const logicalId = functionLogicalIdOf(state.Resource);
          if (logicalId) handlers[name] = async (input) => (await invokeAsTask(this.runtime, logicalId, input)) as Json;
        }
      }
      for (const branch of state.Branches ?? []) this.taskHandlers(branch.States, handlers);
      const iterator = state.ItemProcessor ?? state.Iterator;
      if (iterator) this.taskHandlers(iterator.States, handlers);
    }
    return handlers;
  }

  stateMachineArns(): string[] {
    return [...this.machines.keys()];
  }

  async start(stateMachineArn: string, input: Json, name: string = randomUUID()): Promise<Execution> {
    const machine = this.machines.get(stateMachineArn);
    if (!machine) throw Object.assign(new Error(`State machine does not exist: ${stateMachineArn}`), { name: 'StateMachineDoesNotExist' });
    // Built once per machine: the constructor validates the whole definition (the StoryPipeline's: 0.3–0.5 s
    // of CPU, over a second on a busy machine), which every StartExecution paid before; runs share nothing.
    const scale = this.options.retryTimeScale;
    machine.validated ??= import('aws-local-stepfunctions').then(({ StateMachine }) => {
      const validated = new StateMachine(machine.definition as never, { validationOptions: { checkArn: false } });
      if (scale === undefined || scale === 1) return validated;
      // Validated as written above; the scaled waits are fractions of a second, which ASL's schema refuses.
      return new StateMachine({ ...machine.definition, States: scaleRetryWaits(machine.definition.States, scale) } as never, { validationOptions: { noValidate: true } });
    });
    const executionArn = stateMachineArn.replace(':stateMachine:', ':execution:') + `:${name}`;
    const run = (await machine.validated).run(input, {
      overrides: {
        taskResourceLocalHandlers: machine.handlers,
        ...(this.options.retryIntervalOverrides ? { retryIntervalOverrides: this.options.retryIntervalOverrides } : {}),
      },
    });
    const execution: Execution = {
      executionArn,
      stateMachineArn,
      name,
      status: 'RUNNING',
      input: JSON.stringify(input),
      startDate: new Date(),
      abort: run.abort,
      done: run.result.then(
        (output) => {
          Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate: new Date() });
        },
        (error: Error & { cause?: unknown }) => {
          if (execution.status === 'ABORTED') return;
          // ExecutionError wraps the state's error, whose name is the ASL error (e.g. a Fail state's).
          const failure = (error.cause instanceof Error ? error.cause : error) as Error & { cause?: unknown };
          const cause = typeof failure.cause === 'string' ? failure.cause : failure.message;
          Object.assign(execution, { status: 'FAILED', error: failure.name, cause, stopDate: new Date() });
        },
      ),
    };
    this.executions.set(executionArn, execution);
    return execution;
  }

  describe(executionArn: string): Execution | undefined {
    return this.executions.get(executionArn);
  }

  /**
   * StopExecution: a running execution ends ABORTED at once (with the error and cause given), and no state
   * starts after the one running now. As on AWS, a Lambda task already invoked runs to its end; its result
   * is dropped. Undefined when no such execution exists; a stopped or ended one is left as it is.
   */
  stop(executionArn: string, failure: { error?: string; cause?: string } = {}): Execution | undefined {
    const execution = this.executions.get(executionArn);
    if (execution?.status !== 'RUNNING') return execution;
    Object.assign(execution, { status: 'ABORTED', stopDate: new Date(), ...failure });
    execution.abort();
    return execution;
  }

  /** Waits for every running execution (used on shutdown and by tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.executions.values()].map((execution) => execution.done));
  }
}

/**
 * The part of the Step Functions API our functions and tests call (StartExecution, DescribeExecution, StopExecution), on
 * loopback, so they use the real SDK client with `AWS_ENDPOINT_URL_SFN`.
 */
export async function startStepFunctionsEndpoint(
  stepFunctions: LocalStepFunctions,
  loopbackMessages?: LoopbackMessages,
): Promise<{ endpoint: string; server: Server }> {
  const handle: RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify(body));
      };
      const target = String(request.headers['x-amz-target'] ?? '').split('.')[1];
      let body: Record<string, string>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
      } catch {
        return reply(400, { __type: 'SerializationException', message: 'Invalid JSON' });
      }
      if (target === 'StartExecution') {
        let input: Json;
        try {
          input = JSON.parse(body.input ?? '{}') as Json;
        } catch {
          return reply(400, { __type: 'InvalidExecutionInput', message: 'Invalid input JSON' });
        }
        stepFunctions
          .start(body.stateMachineArn!, input, body.name)
          .then((execution) => reply(200, { executionArn: execution.executionArn, startDate: execution.startDate.getTime() / 1000 }))
          .catch((error: Error) => reply(400, { __type: error.name, message: error.message }));
        return;
      }
      if (target === 'DescribeExecution') {
        const execution = stepFunctions.describe(body.executionArn!);
        if (!execution) return reply(400, { __type: 'ExecutionDoesNotExist', message: 'Execution does not exist' });
        const { done: _done, abort: _abort, startDate, stopDate, ...rest } = execution;
        return reply(200, { ...rest, startDate: startDate.getTime() / 1000, ...(stopDate ? { stopDate: stopDate.getTime() / 1000 } : {}) });
      }
      if (target === 'StopExecution') {
        const execution = stepFunctions.stop(body.executionArn!, { ...(body.error ? { error: body.error } : {}), ...(body.cause ? { cause: body.cause } : {}) });
        if (!execution) return reply(400, { __type: 'ExecutionDoesNotExist', message: 'Execution does not exist' });
        return reply(200, { stopDate: (execution.stopDate ?? new Date()).getTime() / 1000 });
      }
      reply(400, { __type: 'UnknownOperationException', message: `Unsupported operation ${target}` });
    });
  };
  const server = createServer(onlyLoopbackHosts(handle, loopbackMessages));
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK_ADDRESS, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('No address');
  return { endpoint: `http://${LOOPBACK_ADDRESS}:${address.port}`, server };
}
