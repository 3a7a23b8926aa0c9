import { describe, expect, it, vi } from 'vitest';
import { SEEDED_SCENARIOS } from '@shared/scenarios';
import type { StoryDetail } from '@shared/stories';
import { CREATE_MESSAGES } from '@/features/stories/messages';
import { API_ERROR_MESSAGES, ApiError, type ApiFetch } from '@/lib/api-client';
import { storyDetail } from '@/test/fixtures/story-detail';
import { createStory } from './create-story';
import { fetchScenarios } from './get-scenarios';
import { fetchStory, isStoryNotFound, storyQueryOptions } from './get-story';
import { storyQueryKeys } from './story-query-keys';

const STORY_ID = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';
const fakeFetch = (body: unknown) => vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(body));

const detail: StoryDetail = storyDetail({ id: STORY_ID, profileId: '01JZ8Y3M4N5P6Q7R8S9T0V1W2Y', narrationRequested: true });

describe('storyQueryKeys', () => {
  it("should start every key with 'stories' so that one invalidation reaches them all", () => {
    // Arrange
    const keys = [storyQueryKeys.recent, storyQueryKeys.pending, storyQueryKeys.library('p1'), storyQueryKeys.library(), storyQueryKeys.detail('s1')];

    // Act / Assert
    expect(keys.every((key) => key[0] === storyQueryKeys.all[0])).toBe(true);
    expect(storyQueryKeys.library(null)).toEqual(['stories', 'library', 'all']);
    expect(storyQueryOptions('s1').queryKey).toEqual(['stories', 'detail', 's1']);
  });
});

describe('fetchScenarios', () => {
  it('should read GET /scenarios and return the validated list', async () => {
    // Arrange
    const fetcher = fakeFetch(SEEDED_SCENARIOS);

    // Act
    const scenarios = await fetchScenarios(fetcher as ApiFetch);

    // Assert
    expect(fetcher).toHaveBeenCalledWith('/scenarios', {});
    expect(scenarios).toEqual(SEEDED_SCENARIOS);
  });

  it('should turn an answer of the wrong shape into an ApiError', async () => {
    // Arrange
    const fetcher = fakeFetch([{ id: 1 }]);

    // Act / Assert
    await expect(fetchScenarios(fetcher as ApiFetch)).rejects.toMatchObject({ message: API_ERROR_MESSAGES.invalidResponse });
  });
});

describe('fetchStory', () => {
  it('should read GET /stories/{id} and validate it', async () => {
    // Arrange
    const fetcher = fakeFetch(detail);

    // Act
    const story = await fetchStory(STORY_ID, fetcher as ApiFetch);

    // Assert
    expect(fetcher).toHaveBeenCalledWith(`/stories/${STORY_ID}`, {});
    expect(story).toEqual(detail);
  });

  it('should refuse a story with an unknown status', async () => {
    // Arrange
    const fetcher = fakeFetch({ ...detail, status: 'lost' });

    // Act / Assert
    await expect(fetchStory(STORY_ID, fetcher as ApiFetch)).rejects.toBeInstanceOf(ApiError);
  });

  it("should recognise the API's 404 as 'Histoire non trouvée', and nothing else", () => {
    // Arrange / Act / Assert
    expect(isStoryNotFound(new ApiError(404, 'Histoire non trouvée'))).toBe(true);
    expect([isStoryNotFound(new ApiError(500, 'x')), isStoryNotFound(new Error('x'))]).toEqual([false, false]);
  });
});

describe('createStory', () => {
  const request = {
    profileId: detail.profileId,
    mainCharacter: 'un petit dragon',
    setting: 'la forêt enchantée',
    scenario: 'retrouver une étoile',
    emotions: ['la joie'],
    values: ["l'amitié"],
    narration: true,
  };

  it('should POST the request as JSON to /stories and return the new id', async () => {
    // Arrange
    const fetcher = fakeFetch({ id: STORY_ID });

    // Act
    const created = await createStory(request, fetcher as ApiFetch);

    // Assert
    expect(created).toEqual({ id: STORY_ID });
    expect(fetcher).toHaveBeenCalledWith('/stories', { method: 'POST', body: JSON.stringify(request) });
  });

  it('should refuse an answer without a story id', async () => {
    // Arrange
    const fetcher = fakeFetch({ ok: true });

    // Act / Assert
    await expect(createStory(request, fetcher as ApiFetch)).rejects.toMatchObject({ message: CREATE_MESSAGES.invalidResponse });
  });
});
