import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoryDetail } from '@shared/stories';
import { createQueryClient } from '@/lib/query-client';
import { storyDetail } from '@/test/fixtures/story-detail';
import { seedStory } from './get-story';
import { storyQueryKeys } from './story-query-keys';

const STORY_ID = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';
/** A story read before the page opened: written and illustrated, its picture on the media host. */
const story = (overrides: Partial<StoryDetail> = {}): StoryDetail =>
  storyDetail({ id: STORY_ID, profileId: '01JZ8Y3M4N5P6Q7R8S9T0V1W2Y', status: 'completed', imageUrl: 'http://127.0.0.1:9/story_images/a.png?X-Amz-Signature=1', ...overrides });

/** The pictures the browser was asked to download. */
function stubImages(): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        requested.push(value);
      }
      decode() {
        return Promise.resolve();
      }
    },
  );
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('seedStory', () => {
  it('should put a checked early answer in the cache and start downloading its picture', async () => {
    // Arrange
    const queryClient = createQueryClient();
    const images = stubImages();

    // Act
    await seedStory(queryClient, STORY_ID, Promise.resolve(story()));

    // Assert
    expect(queryClient.getQueryData(storyQueryKeys.detail(STORY_ID))).toEqual(story());
    expect(images).toEqual([story().imageUrl]);
  });

  it('should drop an answer that fails the schema, belongs to another story, or failed', async () => {
    // Arrange
    const queryClient = createQueryClient();
    const images = stubImages();

    // Act
    await seedStory(queryClient, STORY_ID, Promise.resolve({ id: STORY_ID, title: 42 }));
    await seedStory(queryClient, STORY_ID, Promise.resolve(story({ id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2Z' })));
    await seedStory(queryClient, STORY_ID, Promise.reject(new Error('401')));

    // Assert
    expect(queryClient.getQueryData(storyQueryKeys.detail(STORY_ID))).toBeUndefined();
    expect(images).toEqual([]);
  });

  it('should keep what the page already read', async () => {
    // Arrange
    const queryClient = createQueryClient();
    stubImages();
    queryClient.setQueryData(storyQueryKeys.detail(STORY_ID), story({ title: 'Lue par la page' }));

    // Act
    await seedStory(queryClient, STORY_ID, Promise.resolve(story({ title: 'Plus ancienne' })));

    // Assert
    expect(queryClient.getQueryData<StoryDetail>(storyQueryKeys.detail(STORY_ID))?.title).toBe('Lue par la page');
  });
});
