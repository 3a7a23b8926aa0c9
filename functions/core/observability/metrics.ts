import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  METRIC,
  METRIC_DIMENSION,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  type CreditGrant,
  type MetricName,
  type PipelineStep,
  type StoryFailureKind,
} from '#shared/metrics';
import { RETRYABLE_STORY_MAKER_ERRORS, STORY_MAKER_ERROR } from '#shared/pipeline-failures';

/**
 * What an operator watches (issue 28), as named events: the use cases and handlers call these, never
 * Powertools. Dimensions take values of closed sets only (a failure kind, a step, an error class's name):
 * no id, e-mail, name or free text can reach CloudWatch through them.
 */
export interface MetricsSink {
  /** `breakdown`: the same value once more under one extra dimension. */
  add(name: MetricName, unit: 'Count' | 'Milliseconds' | 'None', value: number, breakdown?: readonly [dimension: string, value: string]): void;
  /** Writes what was recorded (one EMF line) and empties the buffer. */
  publish(): void;
}

/**
 * Powertools Metrics (EMF on stdout, which Lambda sends to CloudWatch Logs, which makes the metrics).
 * A breakdown is a record of its own (a single metric): a buffered dimension would apply to every metric of
 * the invocation. Off where `POWERTOOLS_METRICS_DISABLED` (or `POWERTOOLS_DEV`) says so, as in the twin.
 */
export function createPowertoolsSink(): MetricsSink {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
  return {
    add(name, unit, value, breakdown) {
      const metricUnit = unit === 'Count' ? MetricUnit.Count : unit === 'Milliseconds' ? MetricUnit.Milliseconds : MetricUnit.NoUnit;
      metrics.addMetric(name, metricUnit, value);
      if (breakdown) metrics.singleMetric().addDimension(breakdown[0], breakdown[1]).addMetric(name, metricUnit, value);
    },
    publish() {
      // Powertools warns on an empty flush; most API calls record nothing.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    },
  };
}

const STORY_MAKER_ERRORS: ReadonlySet<string> = new Set([STORY_MAKER_ERROR, ...RETRYABLE_STORY_MAKER_ERRORS]);
const RETRIED: ReadonlySet<string> = new Set(RETRYABLE_STORY_MAKER_ERRORS);

/** What the stripe webhook did with a request. */
export type WebhookOutcome = 'accepted' | 'duplicate' | 'rejected';
const WEBHOOK_METRICS: Readonly<Record<WebhookOutcome, MetricName>> = {
  accepted: METRIC.webhookEventsAccepted,
  duplicate: METRIC.webhookEventsDuplicate,
  rejected: METRIC.webhookEventsRejected,
};

export function createStoryMetrics(sink: () => MetricsSink) {
  const count = (name: MetricName, value = 1, breakdown?: readonly [string, string]) => sink().add(name, 'Count', value, breakdown);
  return {
    countStoryCreated: () => count(METRIC.storiesCreated),
    countStoryCompleted: () => count(METRIC.storiesCompleted),
    /** A story failed and its credit came back: both happen in one transaction, so both are counted together. */
    countStoryFailedAndRefunded: (kind: StoryFailureKind) => {
      count(METRIC.storiesFailed, 1, [METRIC_DIMENSION.failureKind, kind]);
      count(METRIC.storiesRefunded, 1, [METRIC_DIMENSION.failureKind, kind]);
    },
    recordStepDuration: (step: PipelineStep, milliseconds: number) =>
      sink().add(METRIC.stepDuration, 'Milliseconds', milliseconds, [METRIC_DIMENSION.step, step]),
    /**
     * An error a step threw, counted when it is a story maker's (any other is a bug or AWS's, which the
     * Lambda errors alarm sees); a retryable one is also a retry, since the state machine retries it
     * (unless its attempts are spent).
     */
    countStepError: (errorName: string) => {
      if (!STORY_MAKER_ERRORS.has(errorName)) return;
      count(METRIC.storyMakerErrors, 1, [METRIC_DIMENSION.error, errorName]);
      if (RETRIED.has(errorName)) count(METRIC.storyMakerRetries, 1, [METRIC_DIMENSION.error, errorName]);
    },
    /** A completed story's cost in US dollars (issue 28, item 4): the StoryCost metric's average is the cost per story. */
    recordStoryCost: (usd: number) => sink().add(METRIC.storyCost, 'None', usd),
    countCreditsSold: (credits: number) => count(METRIC.creditsSold, credits),
    countCreditsGranted: (credits: number, grant: CreditGrant) => count(METRIC.creditsGranted, credits, [METRIC_DIMENSION.grant, grant]),
    countWebhookEvent: (outcome: WebhookOutcome) => count(WEBHOOK_METRICS[outcome]),
    publishMetrics: () => sink().publish(),
  };
}

/** Records nothing: see {@link defaultSinkFor}. */
export const NO_METRICS: MetricsSink = { add: () => {}, publish: () => {} };

/**
 * Powertools in Lambda; nothing elsewhere (the twin and the tests run the handlers in-process, the CLIs
 * run the use cases, where EMF lines on stdout would only be noise), unless the environment asks for
 * metrics either way with Powertools' own switches (`POWERTOOLS_METRICS_DISABLED`, `POWERTOOLS_DEV`).
 */
export function defaultSinkFor(env: NodeJS.ProcessEnv): MetricsSink {
  const inLambda = env.AWS_LAMBDA_FUNCTION_NAME !== undefined;
  const asked = env.POWERTOOLS_METRICS_DISABLED !== undefined || env.POWERTOOLS_DEV !== undefined;
  return inLambda || asked ? createPowertoolsSink() : NO_METRICS;
}

/** Built at the first metric, so that the environment (a test's) is read once it is set. */
let defaultSink: MetricsSink | undefined;
const storyMetrics = createStoryMetrics(() => (defaultSink ??= defaultSinkFor(process.env)));

export const {
  countStoryCreated,
  countStoryCompleted,
  countStoryFailedAndRefunded,
  recordStepDuration,
  recordStoryCost,
  countStepError,
  countCreditsSold,
  countCreditsGranted,
  countWebhookEvent,
  publishMetrics,
} = storyMetrics;

/**
 * A handler whose metrics are flushed when it returns or throws (Powertools' `logMetrics`, without middy):
 * Lambda may freeze the environment right after, and the buffer must not carry over to the next call.
 */
export function withMetrics<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } finally {
      publishMetrics();
    }
  };
}
