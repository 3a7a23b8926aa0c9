import {
  METRIC,
  METRIC_DIMENSION,
  type CreditGrant,
  type MetricName,
  type PipelineStep,
  type StoryFailureKind,
} from '#shared/metrics';
import { RETRYABLE_STORY_MAKER_ERRORS, STORY_MAKER_ERROR } from '#shared/pipeline-failures';

/**
 * What an operator watches (issue 28), as named events: the use cases and handlers call these, never
 * Powertools (the sink that writes them is an adapter: functions/adapters/observability/powertools-metrics.ts). Dimensions take values of closed sets only (a failure kind, a step, an error class's name):
 * no id, e-mail, name or free text can reach CloudWatch through them.
 */
export interface MetricsSink {
  /** `breakdown`: the same value once more under one extra dimension. */
  add(name: MetricName, unit: 'Count' | 'Milliseconds' | 'None', value: number, breakdown?: readonly [dimension: string, value: string]): void;
  /** Writes what was recorded (one EMF line) and empties the buffer. */
  publish(): void;
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

/** Records nothing: where no adapter installed a sink (the CLIs, the tests that do not ask for metrics). */
export const NO_METRICS: MetricsSink = { add: () => {}, publish: () => {} };

/**
 * Where the named events go: the domain holds no SDK (issue 29, item 2), so the Lambda entries that record
 * metrics install Powertools' sink by importing functions/adapters/observability/powertools-metrics.ts (its
 * `withMetrics`, or the pipeline's steps); the factory is called at the first metric, so that the
 * environment (a test's) is read once it is set.
 */
let sinkFactory: () => MetricsSink = () => NO_METRICS;
let defaultSink: MetricsSink | undefined;
export function installMetricsSink(factory: () => MetricsSink): void {
  sinkFactory = factory;
  defaultSink = undefined;
}
const storyMetrics = createStoryMetrics(() => (defaultSink ??= sinkFactory()));

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
