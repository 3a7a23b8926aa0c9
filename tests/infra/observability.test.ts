import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { ALARM_THRESHOLDS, DEFAULT_MONTHLY_BUDGET_USD } from '../../infra/constructs/observability';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { METRIC, METRIC_DIMENSION, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/metrics';
import { synthesizeForTests } from './synthesized-stack';

type Resource = CloudFormationTemplate['Resources'][string];
type Query = { Id: string; Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] } } };

const ALARM_EMAIL = 'ops@example.com';

/** The alarm whose logical id starts with the observability construct's id for it. */
function alarmNamed(template: CloudFormationTemplate, name: string): Resource {
  const found = resourcesOfType(template, 'AWS::CloudWatch::Alarm').filter(([id]) => new RegExp(`^Observability${name}[0-9A-F]{8}$`).test(id));
  if (found.length !== 1) throw new Error(`${String(found.length)} alarms named ${name}`);
  return found[0]![1];
}

/** Every metric an alarm reads: its own, or those of its metric math. */
function metricsOf(alarm: Resource): { namespace: unknown; name: unknown; dimensions: Record<string, unknown> }[] {
  const properties = alarm.Properties!;
  if (properties.MetricName) {
    const dimensions = (properties.Dimensions as { Name: string; Value: unknown }[] | undefined) ?? [];
    return [{ namespace: properties.Namespace, name: properties.MetricName, dimensions: Object.fromEntries(dimensions.map(({ Name, Value }) => [Name, Value])) }];
  }
  return (properties.Metrics as Query[])
    .filter((query) => query.MetricStat)
    .map(({ MetricStat }) => ({
      namespace: MetricStat!.Metric.Namespace,
      name: MetricStat!.Metric.MetricName,
      dimensions: Object.fromEntries((MetricStat!.Metric.Dimensions ?? []).map(({ Name, Value }) => [Name, Value])),
    }));
}

describe('observability in the stack (issue 28)', () => {
  let template: CloudFormationTemplate;
  let bare: CloudFormationTemplate;
  let topicId: string;

  beforeAll(() => {
    template = synthesizeForTests({ context: { alarmEmail: ALARM_EMAIL, monthlyBudgetUsd: '40' } }).template;
    bare = synthesizeForTests().template;
    [[topicId]] = resourcesOfType(template, 'AWS::SNS::Topic') as [[string, Resource]];
  });

  it('should trace every function of ours with X-Ray and give each one source-mapped stack traces', () => {
    // Act: CDK's deploy-time helpers (the site's deployment, the buckets' auto-delete) are not ours to trace.
    const functions = resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Metadata?.[ENTRY_METADATA_KEY]);

    // Assert
    expect(functions.length).toBeGreaterThan(15);
    for (const [id, fn] of functions) {
      expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.NODE_OPTIONS, id).toBe('--enable-source-maps');
    }
  });

  it('should trace the story pipeline state machine', () => {
    // Act
    const machines = resourcesOfType(template, 'AWS::StepFunctions::StateMachine');

    // Assert
    expect(machines).toHaveLength(1);
    expect(machines[0]![1].Properties?.TracingConfiguration).toEqual({ Enabled: true });
  });

  it('should send every alarm of the list to the topic', () => {
    // Arrange
    const names = ['FailedStoryRatio', 'FailedExecutions', 'StuckStories', 'Refunds', 'WebhookRejections', 'Api5xx', 'LambdaErrors1', 'LambdaThrottles1', 'DynamoDbThrottles'];

    // Act
    const alarms = names.map((name) => [name, alarmNamed(template, name)] as const);

    // Assert
    for (const [name, alarm] of alarms) {
      expect(alarm.Properties?.AlarmActions, name).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties?.AlarmDescription, name).toEqual(expect.any(String));
    }
  });

  it('should read the metrics the functions emit, under their shared names and the service dimension', () => {
    // Act
    const ratio = metricsOf(alarmNamed(template, 'FailedStoryRatio'));
    const stuck = metricsOf(alarmNamed(template, 'StuckStories'));
    const refunds = metricsOf(alarmNamed(template, 'Refunds'));
    const webhook = metricsOf(alarmNamed(template, 'WebhookRejections'));

    // Assert
    const service = { [METRIC_DIMENSION.service]: METRICS_SERVICE };
    expect(ratio).toEqual(
      expect.arrayContaining([
        { namespace: METRICS_NAMESPACE, name: METRIC.storiesCreated, dimensions: service },
        { namespace: METRICS_NAMESPACE, name: METRIC.storiesFailed, dimensions: service },
      ]),
    );
    expect(stuck).toEqual([{ namespace: METRICS_NAMESPACE, name: METRIC.storiesFailed, dimensions: { ...service, [METRIC_DIMENSION.failureKind]: 'stuck' } }]);
    expect(refunds).toEqual([{ namespace: METRICS_NAMESPACE, name: METRIC.storiesRefunded, dimensions: service }]);
    expect(webhook).toEqual([{ namespace: METRICS_NAMESPACE, name: METRIC.webhookEventsRejected, dimensions: service }]);
    expect(alarmNamed(template, 'FailedStoryRatio').Properties?.Threshold).toBe(ALARM_THRESHOLDS.failedStoryPercent);
  });

  it('should watch the errors and the throttles of every function, at most 10 metrics per alarm', () => {
    // Arrange
    const functionIds = resourcesOfType(template, 'AWS::Lambda::Function').map(([id]) => id);
    const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm');

    // Act
    const watched = (prefix: string) =>
      alarms
        .filter(([id]) => id.startsWith(`Observability${prefix}`))
        .map(([, alarm]) => metricsOf(alarm))
        .map((metrics) => {
          expect(metrics.length).toBeLessThanOrEqual(10);
          return metrics.map(({ dimensions }) => (dimensions.FunctionName as { Ref: string }).Ref);
        })
        .flat()
        .sort();

    // Assert
    expect(watched('LambdaErrors')).toEqual([...functionIds].sort());
    expect(watched('LambdaThrottles')).toEqual([...functionIds].sort());
  });

  it('should watch both throttle metrics of every DynamoDB table', () => {
    // Arrange
    const tableIds = resourcesOfType(template, 'AWS::DynamoDB::Table').map(([id]) => id);

    // Act
    const metrics = metricsOf(alarmNamed(template, 'DynamoDbThrottles'));

    // Assert
    expect(metrics.map(({ name }) => name).sort()).toEqual(tableIds.flatMap(() => ['ReadThrottleEvents', 'WriteThrottleEvents']).sort());
    expect(new Set(metrics.map(({ dimensions }) => (dimensions.TableName as { Ref: string }).Ref))).toEqual(new Set(tableIds));
  });

  it('should mail the topic to the alarmEmail context key, and to nobody without it', () => {
    // Act
    const subscriptions = resourcesOfType(template, 'AWS::SNS::Subscription').map(([, resource]) => resource.Properties);
    const bareSubscriptions = resourcesOfType(bare, 'AWS::SNS::Subscription');

    // Assert
    expect(subscriptions).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: ALARM_EMAIL, TopicArn: { Ref: topicId } })]);
    expect(bareSubscriptions).toEqual([]);
  });

  it('should refuse non-TLS publishing on the topic and let AWS Budgets publish to it', () => {
    // Act
    const [[, policy]] = resourcesOfType(template, 'AWS::SNS::TopicPolicy') as [[string, Resource]];
    const statements = (policy.Properties!.PolicyDocument as { Statement: { Effect: string; Principal?: unknown; Condition?: unknown; Action: unknown }[] }).Statement;

    // Assert
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'budgets.amazonaws.com' } }),
      ]),
    );
  });

  it('should budget the month at monthlyBudgetUsd, else the default, and notify the topic', () => {
    // Act
    const [[, budget]] = resourcesOfType(template, 'AWS::Budgets::Budget') as [[string, Resource]];
    const [[, bareBudget]] = resourcesOfType(bare, 'AWS::Budgets::Budget') as [[string, Resource]];
    const properties = budget.Properties as {
      Budget: { BudgetType: string; TimeUnit: string; BudgetLimit: { Amount: number; Unit: string } };
      NotificationsWithSubscribers: { Notification: { NotificationType: string }; Subscribers: { SubscriptionType: string; Address: unknown }[] }[];
    };

    // Assert
    expect(properties.Budget).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 40, Unit: 'USD' } });
    expect((bareBudget.Properties as typeof properties).Budget.BudgetLimit.Amount).toBe(DEFAULT_MONTHLY_BUDGET_USD);
    expect(properties.NotificationsWithSubscribers.map(({ Notification }) => Notification.NotificationType).sort()).toEqual(['ACTUAL', 'FORECASTED']);
    for (const { Subscribers } of properties.NotificationsWithSubscribers) expect(Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId } }]);
  });

  it('should draw one dashboard with the story funnel, the steps\' latency and the API\'s 5xx', () => {
    // Act
    const dashboards = resourcesOfType(template, 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboards[0]?.[1].Properties?.DashboardBody);

    // Assert
    expect(dashboards).toHaveLength(1);
    for (const name of [METRIC.storiesCreated, METRIC.storiesCompleted, METRIC.storiesFailed, METRIC.storiesRefunded, METRIC.stepDuration, METRIC.storyCost, '5xx']) {
      expect(body, name).toContain(name);
    }
    expect(body).toContain('Story funnel');
  });
});
