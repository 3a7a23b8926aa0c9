import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIC } from '#shared/metrics';
import type { MakerUsage } from '#shared/maker-prices';
import { loadWithMetrics } from './support/emf-capture';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const PAID: MakerUsage[] = [{ kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024' }];

describe('the StoryCost metric', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("should record a completed story's cost once, in dollars, however often Complete runs", async () => {
    // Arrange: a story with every part, whose makers were paid 0.042 $.
    const { pipeline, metrics, records } = await loadWithMetrics();
    const stories = new InMemoryStories();
    stories.put(storyAt('story-1', 'image_generated', { imageKey: 'story_images/story-1.png', narrationRequested: false, usage: PAID, costUsd: 0.042 }));
    const ports = { stories, media: new InMemoryMedia(), now: () => new Date('2026-11-25T10:05:00.000Z') };

    // Act
    await pipeline.completeStory(ports, { userId: 'parent-1', storyId: 'story-1' });
    await pipeline.completeStory(ports, { userId: 'parent-1', storyId: 'story-1' });
    metrics.publishMetrics();

    // Assert
    const costs = records().flatMap((record) =>
      record._aws.CloudWatchMetrics.flatMap(({ Metrics }) => Metrics.filter(({ Name }) => Name === METRIC.storyCost).map(({ Unit }) => ({ unit: Unit, value: record[METRIC.storyCost] }))),
    );
    expect(costs).toEqual([{ unit: 'None', value: 0.042 }]);
  });
});
