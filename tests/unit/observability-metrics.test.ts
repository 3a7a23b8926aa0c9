import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/metrics';
import { STORY_MAKER_THROTTLED_ERROR, STORY_REFUSED_ERROR } from '#shared/pipeline-failures';
import { isRedelivery } from '#core/payments/handle-stripe-event';
import { InMemoryCredits } from './support/in-memory-credits';
import { loadWithMetrics, type EmfRecord } from './support/emf-capture';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

/** Each metric a record carries, with its value and dimension names. */
function metricsOf(records: EmfRecord[]) {
  return records.flatMap((record) =>
    record._aws.CloudWatchMetrics.flatMap(({ Namespace, Dimensions, Metrics }) =>
      Metrics.map(({ Name }) => ({ namespace: Namespace, name: Name, value: record[Name], dimensions: Dimensions, failureKind: record.failureKind, service: record.service })),
    ),
  );
}

/** A story of a parent whose data must never reach a metric: their id, the child's name, the free texts. */
function failingWorld() {
  const stories = new InMemoryStories();
  const story = storyAt('story-1', 'generating_image', { userId: 'parent-1', creditType: 'bonus' });
  stories.put(story);
  const credits = new InMemoryCredits(stories);
  credits.accounts.open('parent-1', { bonusCredits: 0, bonusStoriesCreated: 1, monthlyCreditsRemaining: 0, storiesCreated: 0 });
  return { ports: { stories, media: new InMemoryMedia(), credits, now: () => new Date('2026-11-25T10:05:00.000Z') }, story };
}

describe('the metrics port', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('should count a failed story once as failed and refunded, in total and by its failure kind, however often MarkFailed runs', async () => {
    // Arrange
    const { metrics, pipeline, records } = await loadWithMetrics();
    const { ports } = failingWorld();

    // Act
    for (let run = 0; run < 2; run += 1) await pipeline.failStory(ports, { userId: 'parent-1', storyId: 'story-1', error: { Error: STORY_REFUSED_ERROR } });
    metrics.publishMetrics();

    // Assert
    const emitted = metricsOf(records()).map(({ name, value, dimensions, failureKind }) => ({ name, value, dimensions, failureKind }));
    expect(emitted).toEqual(
      expect.arrayContaining([
        { name: METRIC.storiesFailed, value: 1, dimensions: [['service', 'failureKind']], failureKind: 'refused' },
        { name: METRIC.storiesRefunded, value: 1, dimensions: [['service', 'failureKind']], failureKind: 'refused' },
        { name: METRIC.storiesFailed, value: 1, dimensions: [['service']], failureKind: undefined },
        { name: METRIC.storiesRefunded, value: 1, dimensions: [['service']], failureKind: undefined },
      ]),
    );
    expect(emitted).toHaveLength(4);
    expect(metricsOf(records()).every(({ namespace, service }) => namespace === METRICS_NAMESPACE && service === METRICS_SERVICE)).toBe(true);
  });

  it('should write no id, name or free text of the parent into any record of a failed story', async () => {
    // Arrange
    const { metrics, pipeline, emfLines } = await loadWithMetrics();
    const { ports, story } = failingWorld();
    const personal = [story.userId, story.storyId, story.profileId, story.request.child.name, story.request.child.favoriteHobby, story.request.choices.mainCharacter, story.title].filter(
      (value): value is string => typeof value === 'string' && value.length > 2,
    );

    // Act
    await pipeline.failStory(ports, { userId: story.userId, storyId: story.storyId, error: { Error: STORY_MAKER_THROTTLED_ERROR, Cause: story.request.child.name } });
    metrics.countStepError(STORY_MAKER_THROTTLED_ERROR);
    metrics.publishMetrics();

    // Assert
    expect(personal.length).toBeGreaterThanOrEqual(6);
    expect(emfLines().length).toBeGreaterThan(0);
    for (const line of emfLines()) for (const value of personal) expect(line).not.toContain(value);
  });

  it('should count a story maker error that the state machine retries as an error and a retry, and ignore errors that are not a maker\'s', async () => {
    // Arrange
    const { metrics, records } = await loadWithMetrics();

    // Act
    metrics.countStepError(STORY_MAKER_THROTTLED_ERROR);
    metrics.countStepError('TypeError');
    metrics.publishMetrics();

    // Assert
    const totals = metricsOf(records()).filter(({ dimensions }) => dimensions.length === 1 && dimensions[0]!.length === 1);
    expect(totals.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: METRIC.storyMakerErrors, value: 1 },
      { name: METRIC.storyMakerRetries, value: 1 },
    ]);
  });

  it('should write nothing outside Lambda when the environment does not ask for metrics', async () => {
    // Arrange
    const { defaultSinkFor } = await import('#adapters/observability/powertools-metrics');
    const { NO_METRICS } = await import('#core/observability/metrics');

    // Act
    const outside = defaultSinkFor({});
    const inLambda = defaultSinkFor({ AWS_LAMBDA_FUNCTION_NAME: 'contes-magiques-generate-story' });

    // Assert
    expect(outside).toBe(NO_METRICS);
    expect(inLambda).not.toBe(NO_METRICS);
  });
});

describe('isRedelivery (the webhook\'s duplicate events)', () => {
  it.each([
    [['already_credited'], true],
    [['period_already_granted'], true],
    [['credited'], false],
    [['subscription_saved', 'period_already_granted'], false],
    [['ignored'], false],
    [[], false],
  ] as const)('should tell %j as a redelivery: %s', (outcomes, expected) => {
    // Act
    const result = isRedelivery(outcomes);

    // Assert
    expect(result).toBe(expected);
  });
});
