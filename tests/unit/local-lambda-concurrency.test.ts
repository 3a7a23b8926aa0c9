import { afterEach, describe, expect, it } from 'vitest';
import { LambdaRuntime, LambdaThrottledError, type FunctionDefinition } from '../../infra/local/engine/lambda-runtime';
import { functionsOf } from '../../infra/local/engine/resource-types/lambda-function';
import { LocalStepFunctions, localFunctionArn, localStateMachineArn, scaleRetryWaits } from '../../infra/local/engine/step-functions';
import { PROJECT_ROOT } from '../../infra/project-root';
import { closeGate, invocations, openGate } from '../fixtures/lambda/gated';

const ENTRY = 'tests/fixtures/lambda/gated.ts';

function runtimeOf(...functions: (Pick<FunctionDefinition, 'logicalId'> & Partial<FunctionDefinition>)[]): LambdaRuntime {
  return new LambdaRuntime(
    new Map(functions.map((fn) => [fn.logicalId, { entry: ENTRY, handlerName: 'handler', environment: {}, resolvedEnvironment: {}, ...fn }])),
    PROJECT_ROOT,
  );
}

/** Waits until `condition` holds, or fails after `ms`. */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

afterEach(() => {
  // Whatever a test left held runs to its end, and the next test starts with a closed gate.
  openGate();
  closeGate();
});

describe('the twin’s Lambda runtime and reserved concurrency', () => {
  it('should refuse an invocation beyond the reserved concurrency with TooManyRequestsException, and accept one once a running one ends', async () => {
    // Arrange
    const runtime = runtimeOf({ logicalId: 'Maker', reservedConcurrency: 1 });
    const running = runtime.invoke('Maker', { value: 1 });
    await until(() => runtime.runningNow('Maker') === 1);

    // Act
    const refused = await runtime.invoke('Maker', { value: 2 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    openGate();
    const first = await running;
    const afterwards = await runtime.invoke('Maker', { value: 3 });

    // Assert
    expect(refused).toBeInstanceOf(LambdaThrottledError);
    expect(refused).toMatchObject({ name: 'TooManyRequestsException', reason: 'ReservedFunctionConcurrentInvocationLimitExceeded' });
    expect([first, afterwards]).toEqual([{ value: 1 }, { value: 3 }]);
    expect(runtime.throttled.get('Maker')).toBe(1);
    expect(runtime.runningNow('Maker')).toBe(0);
  });

  it('should run any number of invocations at once of a function without a reservation', async () => {
    // Arrange
    const runtime = runtimeOf({ logicalId: 'Free' });
    const started = invocations.started;

    // Act
    const runs = [1, 2, 3, 4].map((value) => runtime.invoke('Free', { value }));
    await until(() => invocations.started === started + 4);
    openGate();

    // Assert
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4].map((value) => ({ value })));
    expect(runtime.throttled.size).toBe(0);
  });

  it('should read the reservation from the template’s ReservedConcurrentExecutions', () => {
    // Arrange
    const template = {
      Resources: {
        Reserved: { Type: 'AWS::Lambda::Function', Properties: { Handler: 'index.handler', ReservedConcurrentExecutions: 7 }, Metadata: { entry: ENTRY } },
        Unreserved: { Type: 'AWS::Lambda::Function', Properties: { Handler: 'index.handler' }, Metadata: { entry: ENTRY } },
      },
    };

    // Act
    const functions = functionsOf(template, 'entry');

    // Assert
    expect(functions.map((fn) => [fn.logicalId, fn.reservedConcurrency])).toEqual([
      ['Reserved', 7],
      ['Unreserved', undefined],
    ]);
  });
});

describe('a state machine’s task on a throttled function', () => {
  const definition = (retry: Record<string, unknown>[]) =>
    JSON.stringify({
      StartAt: 'Make',
      States: {
        Make: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: localFunctionArn('Maker'), 'Payload.$': '$' },
          OutputPath: '$.Payload',
          Retry: retry,
          End: true,
        },
      },
    });

  it('should see Lambda.TooManyRequestsException, and with a Retry on it wait its turn and succeed', async () => {
    // Arrange
    const runtime = runtimeOf({ logicalId: 'Maker', reservedConcurrency: 1 });
    const machines = new LocalStepFunctions(
      [{ logicalId: 'Pipeline', definitionString: definition([{ ErrorEquals: ['Lambda.TooManyRequestsException'], IntervalSeconds: 1, MaxAttempts: 10_000 }]) }],
      () => '',
      runtime,
      { retryIntervalOverrides: { Make: 1 } },
    );
    const arn = localStateMachineArn('Pipeline');

    // Act
    const first = await machines.start(arn, { value: 1 });
    await until(() => runtime.runningNow('Maker') === 1);
    const second = await machines.start(arn, { value: 2 });
    await until(() => (runtime.throttled.get('Maker') ?? 0) >= 2);
    openGate();
    await Promise.all([first.done, second.done]);

    // Assert
    expect([first.status, second.status]).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(JSON.parse(second.output!)).toEqual({ value: 2 });
  });

  it('should fail the execution with Lambda.TooManyRequestsException when no Retry names it', async () => {
    // Arrange
    const runtime = runtimeOf({ logicalId: 'Maker', reservedConcurrency: 1 });
    const machines = new LocalStepFunctions([{ logicalId: 'Pipeline', definitionString: definition([]) }], () => '', runtime);
    const arn = localStateMachineArn('Pipeline');

    // Act
    const first = await machines.start(arn, { value: 1 });
    await until(() => runtime.runningNow('Maker') === 1);
    const second = await machines.start(arn, { value: 2 });
    await second.done;
    openGate();
    await first.done;

    // Assert
    expect(second).toMatchObject({ status: 'FAILED', error: 'Lambda.TooManyRequestsException' });
    expect(first.status).toBe('SUCCEEDED');
  });
});

describe('scaleRetryWaits', () => {
  it('should multiply every Retry’s interval and maximum delay, inside branches too, and leave the definition given untouched', () => {
    // Arrange
    const states = {
      Text: { Type: 'Task', Retry: [{ ErrorEquals: ['A'], IntervalSeconds: 5, MaxDelaySeconds: 60, BackoffRate: 2 }, { ErrorEquals: ['B'] }] },
      Media: { Type: 'Parallel', Branches: [{ StartAt: 'Image', States: { Image: { Type: 'Task', Retry: [{ ErrorEquals: ['A'], IntervalSeconds: 2 }] } } }] },
    };

    // Act
    const scaled = scaleRetryWaits(states, 1 / 20);

    // Assert
    expect(scaled.Text.Retry).toEqual([
      { ErrorEquals: ['A'], IntervalSeconds: 0.25, MaxDelaySeconds: 3, BackoffRate: 2 },
      { ErrorEquals: ['B'], IntervalSeconds: 0.05 },
    ]);
    expect(scaled.Media.Branches[0]!.States.Image.Retry).toEqual([{ ErrorEquals: ['A'], IntervalSeconds: 0.1 }]);
    expect(states.Text.Retry[0]!.IntervalSeconds).toBe(5);
  });
});
