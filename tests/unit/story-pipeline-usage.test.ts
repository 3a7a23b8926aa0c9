import { describe, expect, it } from 'vitest';
import { toStoryDetail } from '#core/stories/get-story';
import { regenerateImage } from '#core/stories/regenerate-image';
import { costOfStory } from '#core/stories/story-cost';
import { completeStory, generateAudio, generateImage, generateText } from '#core/stories/story-pipeline';
import type { Story } from '#core/stories/story';
import { StoryMakerUnavailableError } from '#core/story-maker-errors';
import type { UsageMeter } from '#core/story-makers-port';
import type { MakerUsage } from '#shared/maker-prices';
import type { StoryStatus } from '#shared/stories';
import { FAKE_NARRATION, FAKE_PNG, FAKE_STORY, fakeStoryMakers } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryLease } from './support/in-memory-lease';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

const KEYS = { userId: 'parent-1', storyId: 'story-1' };
const NOW = new Date('2026-11-25T10:05:00.000Z');

const TEXT_ATTEMPT: MakerUsage = { kind: 'text', model: 'gpt-4o-mini', inputTokens: 1_200, cachedInputTokens: 0, outputTokens: 1_500 };
const PICTURE: MakerUsage = { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024', textInputTokens: 300, imageInputTokens: 0, outputTokens: 1_056 };
const SPEECH_CHUNK: MakerUsage = { kind: 'speech', model: 'gpt-4o-mini-tts', characters: 1_400, seconds: 95 };

/**
 * Makers that tell the meter what a paid service would have billed: the writer two attempts (a malformed
 * answer, then the story), each picture one drawing, the narrator two chunks. `failAfterTelling` makes the
 * named work throw once it has told its usage (a paid call whose answer was not usable).
 */
function payingMakers(failAfterTelling?: 'write' | 'illustrate' | 'narrate') {
  const { makers } = fakeStoryMakers();
  const fail = (work: string) => {
    if (work === failAfterTelling) throw new StoryMakerUnavailableError('OpenAI: HTTP 503');
  };
  return {
    ...makers,
    writer: {
      write: async (_request: unknown, meter?: UsageMeter) => {
        meter?.record(TEXT_ATTEMPT);
        meter?.record(TEXT_ATTEMPT);
        fail('write');
        return { ...FAKE_STORY };
      },
    },
    illustrator: {
      illustrate: async (_request: unknown, _scene?: unknown, _reference?: Uint8Array, meter?: UsageMeter) => {
        meter?.record(PICTURE);
        fail('illustrate');
        return FAKE_PNG;
      },
    },
    narrator: {
      narrate: async (_request: unknown, meter?: UsageMeter) => {
        meter?.record(SPEECH_CHUNK);
        meter?.record(SPEECH_CHUNK);
        fail('narrate');
        return FAKE_NARRATION;
      },
    },
  };
}

function world(status: StoryStatus, options: { fields?: Partial<Story>; failAfterTelling?: 'write' | 'illustrate' | 'narrate'; illustrationsPerStory?: number } = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  stories.put(storyAt('story-1', status, options.fields));
  const ports = { stories, media, makers: payingMakers(options.failAfterTelling), illustrationsPerStory: options.illustrationsPerStory ?? 3, drawConcurrently: true, now: () => NOW };
  return { stories, ports, row: () => stories.rows.get('story-1')! };
}

describe('the pipeline stores what the story makers used', () => {
  it("should store the writer's attempts on the story with their cost at list prices", async () => {
    // Arrange
    const { ports, row } = world('draft');

    // Act
    await generateText(ports, KEYS);

    // Assert
    expect(row().usage).toEqual([TEXT_ATTEMPT, TEXT_ATTEMPT]);
    expect(row().costUsd).toBe(costOfStory([TEXT_ATTEMPT, TEXT_ATTEMPT]).usd);
    expect(row().costUsd).toBeGreaterThan(0);
  });

  it('should add each step to what the story already used: text, then three pictures and the narration (in two parts) side by side', async () => {
    // Arrange
    const { ports, row } = world('draft');
    await generateText(ports, KEYS);

    // Act
    await Promise.all([generateImage(ports, KEYS), generateAudio(ports, KEYS)]);
    await completeStory(ports, KEYS);

    // Assert
    const usage = row().usage ?? [];
    expect(usage.filter((entry) => entry.kind === 'text')).toHaveLength(2);
    expect(usage.filter((entry) => entry.kind === 'image')).toHaveLength(3);
    // Two chunks for each of the narration's two parts.
    expect(usage.filter((entry) => entry.kind === 'speech')).toHaveLength(4);
    expect(row().costUsd).toBeCloseTo(costOfStory(usage).usd, 9);
    expect(row().status).toBe('completed');
  });

  it('should store the usage of a step whose paid call failed, and still fail the step with its error', async () => {
    // Arrange
    const { ports, row } = world('content_generated', { failAfterTelling: 'narrate' });

    // Act
    const run = generateAudio(ports, KEYS);

    // Assert
    await expect(run).rejects.toBeInstanceOf(StoryMakerUnavailableError);
    expect(row().usage).toEqual([SPEECH_CHUNK, SPEECH_CHUNK]);
    expect(row().audioKey).toBeUndefined();
  });

  it('should write no usage for makers that pay for nothing (the embedded ones)', async () => {
    // Arrange
    const stories = new InMemoryStories();
    stories.put(storyAt('story-1', 'draft'));
    const { makers } = fakeStoryMakers();

    // Act
    await generateText({ stories, media: new InMemoryMedia(), makers, now: () => NOW }, KEYS);

    // Assert
    expect(stories.writes).toEqual(['advanceStatus story-1 generating_text', 'saveContent story-1']);
    expect(stories.rows.get('story-1')!.usage).toBeUndefined();
  });

  it('should not fail a story whose usage cannot be stored', async () => {
    // Arrange
    const { ports, stories, row } = world('draft');
    stories.before.recordUsage = () => {
      throw new Error('DynamoDB: throttled');
    };

    // Act
    await generateText(ports, KEYS);

    // Assert
    expect(row().status).toBe('content_generated');
    expect(row().usage).toBeUndefined();
  });

  it("should add a picture a parent has drawn again to the story's usage and cost", async () => {
    // Arrange: a completed story whose picture is missing from the bucket, already charged for its making.
    const stories = new InMemoryStories();
    stories.put(storyAt('story-1', 'completed', { imageKey: 'story_images/story-1.png', usage: [TEXT_ATTEMPT], costUsd: 0.001 }));
    const ports = { accounts: new InMemoryAccounts(), stories, media: new InMemoryMedia(), lease: new InMemoryLease(), illustrator: payingMakers().illustrator, now: () => NOW };

    // Act
    await regenerateImage(ports, { userId: 'parent-1', email: undefined, isAdmin: false }, 'story-1');

    // Assert
    const row = stories.rows.get('story-1')!;
    expect(row.usage).toEqual([TEXT_ATTEMPT, PICTURE]);
    expect(row.costUsd).toBeCloseTo(0.001 + costOfStory([PICTURE]).usd, 9);
  });

  it("should keep the usage and the cost out of the story the parent's page reads", async () => {
    // Arrange
    const story = storyAt('story-1', 'completed', { imageKey: 'story_images/story-1.png', usage: [TEXT_ATTEMPT, PICTURE], costUsd: 0.05 });

    // Act
    const detail = await toStoryDetail(story, new InMemoryMedia());

    // Assert
    expect(detail.id).toBe('story-1');
    expect(JSON.stringify(detail)).not.toMatch(/usage|costUsd|gpt-/);
  });
});
