import { CfnResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct, type IConstruct } from 'constructs';
import {
  METRIC,
  METRIC_DIMENSION,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  PIPELINE_STEPS,
  STORY_FAILURE_KINDS,
  type MetricName,
} from '#shared/metrics';

/** Without `monthlyBudgetUsd`: about ten times what the stack costs idle, so a runaway shows within days. */
export const DEFAULT_MONTHLY_BUDGET_USD = 50;

/**
 * When each alarm fires. Chosen so that one parent's bad luck does not page anyone, and a pattern does
 * within the hour.
 */
export const ALARM_THRESHOLDS = {
  /** Failed stories as a share of created ones over an hour, in % (with at least 3 failures). */
  failedStoryPercent: 20,
  failedStoriesMinimum: 3,
  /** Executions failed, timed out or aborted within 15 minutes (each also refunds a credit). */
  failedExecutions: 3,
  /** Any story the stuck-story job had to fail and refund: a run was lost. */
  stuckStories: 1,
  /** Credits given back within an hour. */
  refundsPerHour: 10,
  /** Stripe webhook requests refused (signature) within 15 minutes: a wrong secret refuses them all. */
  webhookRejections: 3,
  /** API answers 5xx within 5 minutes. */
  api5xx: 5,
  /** Lambda invocations refused for concurrency within 5 minutes. */
  lambdaThrottles: 5,
  /** Lambda invocations that failed within 5 minutes. */
  lambdaErrors: 5,
  /** DynamoDB requests throttled within 5 minutes (the tables are on demand: this means a hot key or a runaway). */
  dynamoDbThrottles: 1,
} as const;

/** A CloudWatch alarm's metric math takes at most 10 metrics: functions are summed in groups of this size. */
const METRICS_PER_ALARM = 10;

export interface ObservabilityProps {
  /** Mailed every alarm and the budget's notifications (a subscription to confirm once); none: the topic only. */
  readonly alarmEmail?: string | undefined;
  /** The monthly AWS cost budget in US dollars; default {@link DEFAULT_MONTHLY_BUDGET_USD}. */
  readonly monthlyBudgetUsd?: number | undefined;
  readonly httpApi: HttpApi;
  readonly stateMachine: IStateMachine;
  readonly tables: Readonly<Record<string, Table>>;
  /** The names of the functions whose errors and throttles are watched (see {@link lambdaFunctionNamesOf}). */
  readonly functionNames: readonly string[];
}

/**
 * The name of every Lambda function under a construct, CDK's own deploy-time helpers included (some of which
 * are plain CloudFormation resources, not `Function`s): call it last.
 */
export function lambdaFunctionNamesOf(scope: IConstruct): string[] {
  return scope.node
    .findAll()
    .filter((child): child is CfnResource => CfnResource.isCfnResource(child) && child.cfnResourceType === 'AWS::Lambda::Function')
    .map((resource) => resource.ref);
}

/**
 * What reaches an operator (issue 28): one SNS topic (mailed to `alarmEmail`), the alarms listed in
 * {@link ALARM_THRESHOLDS} on it, a monthly cost budget notifying it, and one dashboard with the story
 * funnel and the latency. The application's metrics are read under the names the functions emit them
 * (shared/metrics.ts).
 */
export class Observability extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Contes Magiques : alertes', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm and budget notifications carry metric names, thresholds and amounts, never personal data; encrypting them would need a customer-managed key whose policy lets CloudWatch and Budgets use it.',
    });

    const action = new SnsAction(this.topic);
    const alarm = (name: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1) => {
      const created = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };

    const hour = Duration.hours(1);
    const created = appMetric(METRIC.storiesCreated, hour);
    const failed = appMetric(METRIC.storiesFailed, hour);
    alarm(
      'FailedStoryRatio',
      `More than ${String(ALARM_THRESHOLDS.failedStoryPercent)} % of the stories created in an hour failed (and at least ${String(ALARM_THRESHOLDS.failedStoriesMinimum)}): look at the pipeline's logs and the StoriesFailed metric by failureKind.`,
      new MathExpression({
        // A quiet hour is 0, not missing data; too few failures are 0, not a page; never a division by zero.
        expression: `IF(FILL(failed, 0) >= ${String(ALARM_THRESHOLDS.failedStoriesMinimum)}, 100 * FILL(failed, 0) / MAX([FILL(created, 0), FILL(failed, 0)]), 0)`,
        usingMetrics: { created, failed },
        period: hour,
        label: 'Failed stories (%)',
      }),
      ALARM_THRESHOLDS.failedStoryPercent,
    );
    alarm(
      'FailedExecutions',
      'Story pipeline executions failed, timed out or were aborted: each story was failed and refunded; look at the executions.',
      new MathExpression({
        expression: 'FILL(failed, 0) + FILL(timedOut, 0) + FILL(aborted, 0)',
        usingMetrics: {
          failed: props.stateMachine.metricFailed({ period: Duration.minutes(15) }),
          timedOut: props.stateMachine.metricTimedOut({ period: Duration.minutes(15) }),
          aborted: props.stateMachine.metricAborted({ period: Duration.minutes(15) }),
        },
        period: Duration.minutes(15),
      }),
      ALARM_THRESHOLDS.failedExecutions,
    );
    alarm(
      'StuckStories',
      'The stuck-story job failed and refunded a story left without a running pipeline: a run was lost or never started.',
      appMetric(METRIC.storiesFailed, Duration.minutes(15), { [METRIC_DIMENSION.failureKind]: 'stuck' }),
      ALARM_THRESHOLDS.stuckStories,
    );
    alarm('Refunds', 'Many credits given back within an hour: see StoriesRefunded by failureKind.', appMetric(METRIC.storiesRefunded, hour), ALARM_THRESHOLDS.refundsPerHour);
    alarm(
      'WebhookRejections',
      "Stripe webhook requests refused for their signature: check the webhook secret (a wrong one refuses every payment's credit).",
      appMetric(METRIC.webhookEventsRejected, Duration.minutes(15)),
      ALARM_THRESHOLDS.webhookRejections,
    );
    alarm('Api5xx', 'The API answered 5xx: look at the functions\' logs (Unexpected error).', props.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }), ALARM_THRESHOLDS.api5xx);

    const functionGroups = chunk(props.functionNames, METRICS_PER_ALARM);
    functionGroups.forEach((group, index) => {
      const suffix = functionGroups.length > 1 ? String(index + 1) : '';
      alarm(`LambdaErrors${suffix}`, 'Lambda invocations failed (a function threw or timed out).', sumOf(group.map((name) => lambdaMetric(name, 'Errors'))), ALARM_THRESHOLDS.lambdaErrors);
      alarm(
        `LambdaThrottles${suffix}`,
        'Lambda invocations refused for concurrency (a story maker at its reserved concurrency, or the account\'s limit).',
        sumOf(group.map((name) => lambdaMetric(name, 'Throttles'))),
        ALARM_THRESHOLDS.lambdaThrottles,
      );
    });
    alarm(
      'DynamoDbThrottles',
      'DynamoDB requests throttled on a table of the stack.',
      sumOf(Object.values(props.tables).flatMap((table) => ['ReadThrottleEvents', 'WriteThrottleEvents'].map((name) => tableMetric(table, name)))),
      ALARM_THRESHOLDS.dynamoDbThrottles,
    );

    this.addBudget(props.monthlyBudgetUsd ?? DEFAULT_MONTHLY_BUDGET_USD);
    this.dashboard = this.addDashboard(props);
  }

  /** Notifies the topic at 80 % of the month's budget spent, and when the month is forecast to go over it. */
  private addBudget(amount: number): void {
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${stack.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        { notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: 80, thresholdType: 'PERCENTAGE' }, subscribers },
        { notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' }, subscribers },
      ],
    });
  }

  /** The story funnel, how stories fail, each step's latency and the API's. */
  private addDashboard(props: ObservabilityProps): Dashboard {
    const hour = Duration.hours(1);
    const fiveMinutes = Duration.minutes(5);
    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${Stack.of(this).stackName}-stories`, defaultInterval: Duration.days(7) });
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Story funnel (per hour)',
        width: 12,
        left: [
          appMetric(METRIC.storiesCreated, hour, {}, 'Created'),
          appMetric(METRIC.storiesCompleted, hour, {}, 'Completed'),
          appMetric(METRIC.storiesFailed, hour, {}, 'Failed'),
          appMetric(METRIC.storiesRefunded, hour, {}, 'Refunded'),
        ],
      }),
      new GraphWidget({
        title: 'Failed stories by kind (per hour)',
        width: 12,
        stacked: true,
        left: STORY_FAILURE_KINDS.map((kind) => appMetric(METRIC.storiesFailed, hour, { [METRIC_DIMENSION.failureKind]: kind }, kind)),
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Pipeline step duration, p50 and p95 (ms)',
        width: 12,
        left: PIPELINE_STEPS.flatMap((step) =>
          ['p50', 'p95'].map((statistic) =>
            new Metric({ namespace: METRICS_NAMESPACE, metricName: METRIC.stepDuration, dimensionsMap: serviceDimensions({ [METRIC_DIMENSION.step]: step }), statistic, period: fiveMinutes, label: `${step} ${statistic}` }),
          ),
        ),
      }),
      new GraphWidget({
        title: 'Story pipeline execution time, p50 and p95 (ms)',
        width: 12,
        left: ['p50', 'p95'].map((statistic) => props.stateMachine.metricTime({ statistic, period: fiveMinutes, label: `execution ${statistic}` })),
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API: 5xx, 4xx and latency p95',
        width: 12,
        left: [props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum', label: '5xx' }), props.httpApi.metricClientError({ period: fiveMinutes, statistic: 'Sum', label: '4xx' })],
        right: [props.httpApi.metricLatency({ period: fiveMinutes, statistic: 'p95', label: 'latency p95 (ms)' })],
      }),
      new GraphWidget({
        title: 'Story makers, credits and the Stripe webhook (per hour)',
        width: 12,
        left: [
          appMetric(METRIC.storyMakerErrors, hour, {}, 'Story maker errors'),
          appMetric(METRIC.storyMakerRetries, hour, {}, 'Story maker retries'),
          appMetric(METRIC.webhookEventsAccepted, hour, {}, 'Webhook accepted'),
          appMetric(METRIC.webhookEventsDuplicate, hour, {}, 'Webhook duplicate'),
          appMetric(METRIC.webhookEventsRejected, hour, {}, 'Webhook rejected'),
        ],
        right: [appMetric(METRIC.creditsSold, hour, {}, 'Credits sold'), appMetric(METRIC.creditsGranted, hour, {}, 'Credits granted')],
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Cost per completed story, average and p95 (USD)',
        width: 12,
        left: ['Average', 'p95'].map(
          (statistic) => new Metric({ namespace: METRICS_NAMESPACE, metricName: METRIC.storyCost, dimensionsMap: serviceDimensions(), statistic, period: hour, label: `cost ${statistic}` }),
        ),
      }),
    );
    return dashboard;
  }
}

function serviceDimensions(extra: Record<string, string> = {}): Record<string, string> {
  return { [METRIC_DIMENSION.service]: METRICS_SERVICE, ...extra };
}

/** One of the application's metrics (shared/metrics.ts), summed over `period`. */
function appMetric(name: MetricName, period: Duration, extra: Record<string, string> = {}, label?: string): Metric {
  return new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: serviceDimensions(extra), statistic: 'Sum', period, ...(label ? { label } : {}) });
}

/** One of a function's metrics (Lambda's own namespace), summed over 5 minutes. */
function lambdaMetric(functionName: string, metricName: string): Metric {
  return new Metric({ namespace: 'AWS/Lambda', metricName, dimensionsMap: { FunctionName: functionName }, statistic: 'Sum', period: Duration.minutes(5) });
}

/** One of a table's metrics (DynamoDB's own namespace), summed over 5 minutes. */
function tableMetric(table: Table, metricName: string): Metric {
  return new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: table.tableName }, statistic: 'Sum', period: Duration.minutes(5) });
}

/**
 * The sum of plain metrics as one expression, a metric with no data point counting as 0. An alarm takes at
 * most 10 metrics and 10 expressions: hence flat, and at most {@link METRICS_PER_ALARM} metrics.
 */
function sumOf(metrics: readonly IMetric[]): MathExpression {
  if (metrics.length === 0 || metrics.length > METRICS_PER_ALARM) throw new Error(`An alarm sums 1 to ${String(METRICS_PER_ALARM)} metrics, not ${String(metrics.length)}`);
  const usingMetrics = Object.fromEntries(metrics.map((metric, index) => [`m${String(index)}`, metric]));
  return new MathExpression({ expression: Object.keys(usingMetrics).map((key) => `FILL(${key}, 0)`).join(' + '), usingMetrics, period: Duration.minutes(5) });
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
