import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StoryRepository } from '#core/stories/story-repository';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { ENV } from '#shared/environment';
import type { MakerUsage } from '#shared/maker-prices';
import { draftStoryItem } from '../fixtures/stories';
import { boundName, documents } from './support/aws';

const TEXT: MakerUsage = { kind: 'text', model: 'gpt-4o-mini', inputTokens: 1_200, cachedInputTokens: 0, outputTokens: 1_500 };
const PICTURE: MakerUsage = { kind: 'image', model: 'gpt-image-1', quality: 'medium', size: '1024x1024', textInputTokens: 300, imageInputTokens: 0, outputTokens: 1_056 };
const DALL_E_PICTURE: MakerUsage = { kind: 'image', model: 'dall-e-3', quality: 'standard', size: '1024x1024' };
const SPEECH: MakerUsage = { kind: 'speech', model: 'gpt-4o-mini-tts', characters: 1_400, seconds: 95.2 };

/** The stories table of the twin (DynamoDB Local), through the adapter the pipeline uses. */
describe('StoryRepository.recordUsage on DynamoDB', () => {
  let stories: StoryRepository;
  const table = () => boundName(ENV.storiesTable);

  beforeAll(() => {
    stories = createStoryRepository(documents(), table());
  });

  async function storedStory(status: 'draft' | 'failed' = 'draft') {
    const userId = `parent-${randomUUID()}`;
    const storyId = `story-${randomUUID()}`;
    await documents().send(new PutCommand({ TableName: table(), Item: { ...draftStoryItem({ userId, storyId, profileId: 'profile-1', at: new Date('2026-12-06T10:00:00.000Z'), narrationRequested: true }), status } }));
    return { userId, storyId };
  }

  it('should append what two steps running side by side used, and add their costs, leaving updatedAt as it was', async () => {
    // Arrange
    const { userId, storyId } = await storedStory();
    await stories.recordUsage(userId, storyId, [TEXT], 0.001);

    // Act
    const recorded = await Promise.all([stories.recordUsage(userId, storyId, [PICTURE, DALL_E_PICTURE], 0.084), stories.recordUsage(userId, storyId, [SPEECH, SPEECH], 0.05)]);

    // Assert
    expect(recorded).toEqual([true, true]);
    const story = (await stories.get(userId, storyId, { consistent: true }))!;
    expect(story.usage).toHaveLength(5);
    expect(story.usage![0]).toEqual(TEXT);
    expect(story.usage).toEqual(expect.arrayContaining([PICTURE, DALL_E_PICTURE, SPEECH]));
    expect(story.costUsd).toBeCloseTo(0.135, 9);
    expect(story.updatedAt).toBe('2026-12-06T10:00:00.000Z');
  });

  it('should record the usage of a story that failed, and answer false for a story that no longer exists', async () => {
    // Arrange
    const failed = await storedStory('failed');

    // Act
    const onFailed = await stories.recordUsage(failed.userId, failed.storyId, [TEXT], 0.001);
    const onGone = await stories.recordUsage(failed.userId, `story-${randomUUID()}`, [TEXT], 0.001);

    // Assert
    expect(onFailed).toBe(true);
    expect((await stories.get(failed.userId, failed.storyId, { consistent: true }))!.usage).toEqual([TEXT]);
    expect(onGone).toBe(false);
  });
});
