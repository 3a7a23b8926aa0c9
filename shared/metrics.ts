import type { FailureKind } from './pipeline-failures';

/**
 * The application's CloudWatch metrics (issue 28), named once: the functions emit them (Powertools
 * Metrics, EMF, functions/core/observability/metrics.ts) and the stack's alarms and dashboard read them
 * (infra/constructs/observability.ts), so a renamed metric cannot leave an alarm watching nothing.
 *
 * Every metric is emitted with the {@link METRICS_SERVICE} dimension alone (what the alarms and the funnel
 * read), and a metric with a breakdown once more with one extra dimension of a closed set of values: a
 * dimension never holds a user id, an e-mail, a child's name or any free text.
 */
export const METRICS_NAMESPACE = 'ContesMagiques';

/**
 * The `service` dimension of every application metric: one value for the whole product, not the
 * function's name (the logs' service name), so that an alarm matches what any function emits.
 */
export const METRICS_SERVICE = 'contes-magiques';

export const METRIC = {
  /** A story accepted by POST /api/stories: its credit spent. */
  storiesCreated: 'StoriesCreated',
  /** A story whose every part was made (the pipeline's Complete step, once per story). */
  storiesCompleted: 'StoriesCompleted',
  /** A story marked failed, once, by {@link METRIC_DIMENSION.failureKind}. */
  storiesFailed: 'StoriesFailed',
  /** A story's credit given back, once, by {@link METRIC_DIMENSION.failureKind}. */
  storiesRefunded: 'StoriesRefunded',
  /** How long a pipeline step's function took to succeed, in ms, by {@link METRIC_DIMENSION.step}. */
  stepDuration: 'StepDuration',
  /** A story maker gave up (its own retries spent, or a request retrying cannot fix), by {@link METRIC_DIMENSION.error}. */
  storyMakerErrors: 'StoryMakerErrors',
  /** A story maker's error the state machine retries (throttled, unavailable), by {@link METRIC_DIMENSION.error}. */
  storyMakerRetries: 'StoryMakerRetries',
  /**
   * What a completed story cost its story makers, in US dollars at list prices (its `costUsd`, issue 28 item 4;
   * shared/maker-prices.ts): 0 with the embedded makers. Unit None: CloudWatch has no currency.
   */
  storyCost: 'StoryCost',
  /** Credits of the packs bought (a paid checkout credited, once per session). */
  creditsSold: 'CreditsSold',
  /** Credits given without a sale, by {@link METRIC_DIMENSION.grant} (a subscription's month). */
  creditsGranted: 'CreditsGranted',
  /** A Stripe webhook event verified and acted upon. */
  webhookEventsAccepted: 'WebhookEventsAccepted',
  /** A Stripe webhook event verified whose work was already done (a redelivery). */
  webhookEventsDuplicate: 'WebhookEventsDuplicate',
  /** A Stripe webhook request refused: missing, wrong or stale signature. */
  webhookEventsRejected: 'WebhookEventsRejected',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

export const METRIC_DIMENSION = {
  service: 'service',
  failureKind: 'failureKind',
  step: 'step',
  error: 'error',
  grant: 'grant',
} as const;

/**
 * Why a story failed, for the metrics: the pipeline's kinds (shared/pipeline-failures.ts), a story the
 * stuck-story job failed, and one whose pipeline did not start.
 */
export type StoryFailureKind = FailureKind | 'stuck' | 'not_started';
export const STORY_FAILURE_KINDS: readonly StoryFailureKind[] = ['refused', 'unavailable', 'other', 'stuck', 'not_started'];

/** The pipeline's steps as the metrics name them (each one's file under functions/story-pipeline). */
export const PIPELINE_STEPS = ['generate-text', 'generate-image', 'generate-audio', 'complete-story', 'fail-story'] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

export type CreditGrant = 'subscription';
