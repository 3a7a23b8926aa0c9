import { randomUUID } from 'node:crypto';
import type { LambdaRuntime } from '../lambda-runtime';
import type { EngineContext, ProvisionedResourceType } from '../registry';
import { ratePeriodMs, Scheduler, type ScheduledJob, type Timers } from '../schedules';
import { functionLogicalIdOf } from '../step-functions';
import { LOCAL_ACCOUNT, LOCAL_REGION, resourcesOfType, type CloudFormationTemplate } from '../template';
import { LAMBDA_FUNCTION } from './lambda-function';

export const EVENTS_RULE = 'AWS::Events::Rule';

/** A scheduled rule as the template declares it; its targets' ARNs still hold tokens. */
export interface ScheduledRuleDefinition {
  logicalId: string;
  scheduleExpression: string;
  /** `ENABLED` unless the template says otherwise. */
  state: string;
  targets: { id: string; arn: unknown; input: unknown }[];
}

export function localRuleArn(logicalId: string): string {
  return `arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT}:rule/${logicalId}`;
}

/** The rules that run on a schedule; rules matching event patterns have nothing to run locally. */
export function scheduledRulesOf(template: CloudFormationTemplate): ScheduledRuleDefinition[] {
  return resourcesOfType(template, EVENTS_RULE).flatMap(([logicalId, { Properties = {} }]) =>
    typeof Properties.ScheduleExpression === 'string'
      ? [
          {
            logicalId,
            scheduleExpression: Properties.ScheduleExpression,
            state: typeof Properties.State === 'string' ? Properties.State : 'ENABLED',
            targets: ((Properties.Targets ?? []) as { Id?: string; Arn?: unknown; Input?: unknown }[]).map((target) => ({
              id: String(target.Id ?? ''),
              arn: target.Arn,
              input: target.Input,
            })),
          },
        ]
      : [],
  );
}

/** What EventBridge sends a target of a scheduled rule (`detail-type: Scheduled Event`). */
export function scheduledEvent(ruleArn: string, time: Date): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT,
    // EventBridge writes whole seconds.
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [ruleArn],
    detail: {},
  };
}

/**
 * The jobs of the enabled `rate(…)` rules whose targets are functions the twin runs: each run invokes every
 * such target with the Scheduled Event (or the target's constant `Input`). Anything else is said once in the
 * log and runs nowhere locally (`cron(…)`, a disabled rule, a target that is not one of the template's functions).
 */
export function scheduledJobs(
  context: Pick<EngineContext, 'resolve' | 'log'>,
  rules: ScheduledRuleDefinition[],
  runtime: Pick<LambdaRuntime, 'has' | 'invoke'>,
  now: () => Date = () => new Date(),
): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  for (const rule of rules) {
    const periodMs = ratePeriodMs(rule.scheduleExpression);
    if (rule.state !== 'ENABLED' || periodMs === undefined) {
      context.log(`schedule ${rule.logicalId}: not run locally (${rule.state}, ${rule.scheduleExpression}): only enabled rate(…) rules are`);
      continue;
    }
    const targets = rule.targets.flatMap((target) => {
      const logicalId = functionLogicalIdOf(String(context.resolve(target.arn)));
      if (logicalId && runtime.has(logicalId)) {
        // A target's constant `Input` replaces the event, as on AWS.
        const input = target.input === undefined ? undefined : (JSON.parse(String(context.resolve(target.input))) as unknown);
        return [{ logicalId, input }];
      }
      context.log(`schedule ${rule.logicalId}: target ${target.id} is not one of the template's functions, not run locally`);
      return [];
    });
    if (targets.length === 0) continue;
    const ruleArn = localRuleArn(rule.logicalId);
    jobs.push({
      id: rule.logicalId,
      periodMs,
      // Targets of one rule are independent on AWS: one failing does not stop the others.
      run: async () => {
        const results = await Promise.allSettled(
          targets.map((target) => runtime.invoke(target.logicalId, target.input ?? scheduledEvent(ruleArn, now()))),
        );
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
        return results.length === 1 ? (results[0] as PromiseFulfilledResult<unknown>).value : results.map((result) => (result as PromiseFulfilledResult<unknown>).value);
      },
    });
  }
  return jobs;
}

/**
 * EventBridge's scheduled rules, run in this process: each enabled `rate(…)` rule invokes its target
 * functions on its period, through the Lambda runtime. The handle is the scheduler: `runNow(logicalId)`
 * runs a rule at once (tests), and the engine's stop clears the timers. A run's failure is logged and never
 * stops the twin. Each rule also runs once when the engine has started (see `Scheduler.start`): the work a
 * schedule does locally (e.g. repairing what a stopped twin left half done) should not wait a whole period.
 */
export function eventsRules(options: { timers?: Timers } = {}): ProvisionedResourceType<ScheduledRuleDefinition, Scheduler> {
  return {
    stage: 'integrations',
    extract: scheduledRulesOf,
    async provision(context, rules) {
      const scheduler = new Scheduler(scheduledJobs(context, rules, context.handle<LambdaRuntime>(LAMBDA_FUNCTION)), {
        ...(options.timers ? { timers: options.timers } : {}),
        log: (line) => context.log(line),
      });
      context.onStop(() => scheduler.stop());
      return { handle: scheduler, started: () => scheduler.start({ runAtStart: true }) };
    },
    resolve: ({ logicalId, attribute }) => (attribute === 'Arn' ? localRuleArn(logicalId) : logicalId),
  };
}

export const scheduledRules = eventsRules();
