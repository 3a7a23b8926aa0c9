import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../../infra/local/engine/registry';
import { eventsRules, localRuleArn, scheduledRulesOf } from '../../infra/local/engine/resource-types/events-rule';
import { LAMBDA_FUNCTION } from '../../infra/local/engine/resource-types/lambda-function';
import { ratePeriodMs, Scheduler, type Timers } from '../../infra/local/engine/schedules';
import { localFunctionArn } from '../../infra/local/engine/step-functions';
import { resolveValue, type CloudFormationTemplate } from '../../infra/local/engine/template';

/**
 * The twin's schedules (EventBridge `rate(…)` rules) with fake timers: ticks are fired by hand, so nothing
 * waits and nothing opens a port.
 */

/** Timers that only record: a test fires an interval's callback itself. */
class FakeTimers implements Timers {
  readonly intervals = new Map<number, { callback: () => void; ms: number }>();
  private next = 0;

  setInterval(callback: () => void, ms: number): unknown {
    this.next += 1;
    this.intervals.set(this.next, { callback, ms });
    return this.next;
  }

  clearInterval(handle: unknown): void {
    this.intervals.delete(handle as number);
  }

  fireAll(): void {
    for (const { callback } of this.intervals.values()) callback();
  }
}

/** A promise the test settles when it wants: a run still in progress. */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const TEMPLATE: CloudFormationTemplate = {
  Resources: {
    Cleaner: { Type: 'AWS::Lambda::Function', Properties: {} },
    Unknown: { Type: 'AWS::Lambda::Function', Properties: {} },
    EveryFiveMinutes: {
      Type: 'AWS::Events::Rule',
      Properties: { ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED', Targets: [{ Id: 'Target0', Arn: { 'Fn::GetAtt': ['Cleaner', 'Arn'] } }] },
    },
    Hourly: {
      Type: 'AWS::Events::Rule',
      Properties: { ScheduleExpression: 'rate(1 hour)', Targets: [{ Id: 'Target0', Arn: { 'Fn::GetAtt': ['Cleaner', 'Arn'] }, Input: '{"mode":"full"}' }] },
    },
    Nightly: { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'cron(0 3 * * ? *)', Targets: [{ Id: 'Target0', Arn: { 'Fn::GetAtt': ['Cleaner', 'Arn'] } }] } },
    Disabled: { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'rate(1 minute)', State: 'DISABLED', Targets: [{ Id: 'Target0', Arn: { 'Fn::GetAtt': ['Cleaner', 'Arn'] } }] } },
    ElsewhereOnly: { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'rate(1 minute)', Targets: [{ Id: 'Queue', Arn: 'arn:aws:sqs:eu-west-3:123456789012:jobs' }] } },
    OnEvents: { Type: 'AWS::Events::Rule', Properties: { EventPattern: { source: ['aws.s3'] }, Targets: [{ Id: 'Target0', Arn: { 'Fn::GetAtt': ['Cleaner', 'Arn'] } }] } },
  },
};

/** The entry provisioned against a fake engine: a runtime that records invocations, a log, the stops. */
async function provisionRules(invoke: (logicalId: string, event: unknown) => Promise<unknown> = async () => 'ok') {
  const timers = new FakeTimers();
  const invocations: { logicalId: string; event: Record<string, unknown> }[] = [];
  const log: string[] = [];
  const stops: (() => Promise<unknown>)[] = [];
  const runtime = {
    has: (logicalId: string) => logicalId === 'Cleaner',
    invoke: (logicalId: string, event: unknown) => {
      invocations.push({ logicalId, event: event as Record<string, unknown> });
      return invoke(logicalId, event);
    },
  };
  const context = {
    template: TEMPLATE,
    resolve: (value: unknown) => resolveValue(value, (logicalId) => localFunctionArn(logicalId)),
    handle: (type: string) => {
      if (type !== LAMBDA_FUNCTION) throw new Error(`Unexpected handle ${type}`);
      return runtime;
    },
    log: (line: string) => log.push(line),
    onStop: (stop: () => Promise<unknown>) => stops.push(stop),
  } as unknown as EngineContext;
  const entry = eventsRules({ timers });
  const provisioned = await entry.provision(context, entry.extract(TEMPLATE, {} as never));
  return { timers, invocations, log, scheduler: provisioned.handle, started: provisioned.started!, stop: () => Promise.all(stops.map((stop) => stop())) };
}

describe('ratePeriodMs', () => {
  it.each([
    ['rate(1 minute)', 60_000],
    ['rate(5 minutes)', 300_000],
    ['rate(2 hours)', 7_200_000],
    ['rate(1 day)', 86_400_000],
  ])('should read %s as %i ms', (expression, ms) => {
    // Act
    const period = ratePeriodMs(expression);

    // Assert
    expect(period).toBe(ms);
  });

  it.each(['cron(0 3 * * ? *)', 'rate(0 minutes)', 'rate(5 weeks)', 'at(2026-01-01T00:00:00)'])('should not schedule %s', (expression) => {
    // Act
    const period = ratePeriodMs(expression);

    // Assert
    expect(period).toBeUndefined();
  });
});

describe('the AWS::Events::Rule entry', () => {
  it('should read the scheduled rules of the template, not the ones matching events', () => {
    // Act
    const rules = scheduledRulesOf(TEMPLATE);

    // Assert
    expect(rules.map((rule) => rule.logicalId)).toEqual(['EveryFiveMinutes', 'Hourly', 'Nightly', 'Disabled', 'ElsewhereOnly']);
    expect(rules.find((rule) => rule.logicalId === 'Hourly')?.state).toBe('ENABLED');
  });

  it('should schedule only the enabled rate rules whose targets are functions it runs, and say why the others are not', async () => {
    // Act
    const { scheduler, timers, log } = await provisionRules();

    // Assert
    expect(scheduler.ids()).toEqual(['EveryFiveMinutes', 'Hourly']);
    expect(timers.intervals.size).toBe(0);
    expect(log.join('\n')).toMatch(/Nightly: not run locally.*cron/);
    expect(log.join('\n')).toMatch(/Disabled: not run locally \(DISABLED/);
    expect(log.join('\n')).toMatch(/ElsewhereOnly: target Queue is not one of the template's functions/);
  });

  it('should run each rule once when the engine has started, then on its period, with a Scheduled Event or the target’s own input', async () => {
    // Arrange
    const { started, timers, invocations, stop } = await provisionRules();

    // Act
    started();
    await settle();
    const atStart = invocations.splice(0);
    timers.fireAll();
    await settle();

    // Assert
    expect([...timers.intervals.values()].map((interval) => interval.ms).sort()).toEqual([300_000, 3_600_000]);
    expect(atStart.map((invocation) => invocation.logicalId)).toEqual(['Cleaner', 'Cleaner']);
    const scheduled = atStart.find((invocation) => invocation.event['detail-type'])!.event;
    expect(scheduled).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', resources: [localRuleArn('EveryFiveMinutes')], detail: {} });
    expect(String(scheduled.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(atStart.map((invocation) => invocation.event)).toContainEqual({ mode: 'full' });
    expect(invocations).toHaveLength(2);
    await stop();
  });

  it('should run a rule now and give its result, and refuse a rule it does not know', async () => {
    // Arrange
    const { scheduler, invocations } = await provisionRules(async () => ({ recovered: 1 }));

    // Act
    const result = await scheduler.runNow('EveryFiveMinutes');
    const unknown = scheduler.runNow('Nightly');

    // Assert
    expect(result).toEqual({ recovered: 1 });
    expect(invocations).toHaveLength(1);
    await expect(unknown).rejects.toThrow(/No scheduled rule Nightly/);
  });

  it('should log a failed run and keep running the rule on its period', async () => {
    // Arrange
    let calls = 0;
    const { started, timers, log, stop } = await provisionRules(async () => {
      calls += 1;
      throw Object.assign(new Error('table missing'), { name: 'ResourceNotFoundException' });
    });

    // Act
    started();
    await settle();
    timers.fireAll();
    await settle();

    // Assert
    expect(calls).toBe(4);
    expect(log.filter((line) => line.includes('run failed: ResourceNotFoundException: table missing'))).toHaveLength(4);
    await stop();
  });
});

describe('Scheduler', () => {
  it('should skip a tick while the same job still runs, instead of piling runs up', async () => {
    // Arrange
    const timers = new FakeTimers();
    const log: string[] = [];
    const run = deferred();
    let runs = 0;
    const scheduler = new Scheduler([{ id: 'Slow', periodMs: 1_000, run: () => ((runs += 1), run.promise) }], { timers, log: (line) => log.push(line) });
    scheduler.start();

    // Act
    timers.fireAll();
    await settle();
    timers.fireAll();
    await settle();
    run.resolve('done');
    await settle();
    timers.fireAll();
    await settle();

    // Assert
    expect(runs).toBe(2);
    expect(log).toEqual(['schedule Slow: still running, this run is skipped']);
    await scheduler.stop();
  });

  it('should clear its timers on stop, wait for the run in progress, and run nothing more', async () => {
    // Arrange
    const timers = new FakeTimers();
    const run = deferred();
    let runs = 0;
    let stopped = false;
    const scheduler = new Scheduler([{ id: 'Job', periodMs: 1_000, run: () => ((runs += 1), run.promise) }], { timers });
    scheduler.start({ runAtStart: true });
    await settle();

    // Act
    const stopping = scheduler.stop().then(() => (stopped = true));
    await settle();
    const stoppedBeforeRunEnded = stopped;
    run.resolve('done');
    await stopping;
    scheduler.start({ runAtStart: true });
    await settle();

    // Assert
    expect(stoppedBeforeRunEnded).toBe(false);
    expect(timers.intervals.size).toBe(0);
    expect(runs).toBe(1);
  });
});
