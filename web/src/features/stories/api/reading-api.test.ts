import { describe, expect, it, vi } from 'vitest';
import type { LibraryPage, StoryCard } from '@shared/stories';
import { API_ERROR_MESSAGES, type ApiFetch } from '@/lib/api-client';
import { fetchLibraryPage, libraryPath, libraryPollDelay, libraryQueryOptions, libraryRetryDelay, nextLibraryCursor } from './get-library';
import { fetchPendingStories } from './get-pending-stories';
import { fetchRecentStories } from './get-recent-stories';
import { regenerateImage } from './regenerate-image';

const fakeFetch = (body: unknown) => vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(body));

const card = (id: string): StoryCard => ({
  id,
  profileId: '01JZ8Y3M4N5P6Q7R8S9T0V1W2Y',
  title: `Histoire ${id}`,
  excerpt: 'Il était une fois…',
  moral: 'Morale',
  status: 'completed',
  createdAt: '2026-11-20T20:00:00.000Z',
  creditType: 'bonus',
  imageUrl: null,
});
const page = (count: number, nextCursor: string | null): LibraryPage => ({ stories: Array.from({ length: count }, (_, index) => card(`s${index}`)), nextCursor });

describe('libraryRetryDelay', () => {
  it('should double from 1 s and stop at 10 s', () => {
    // Arrange / Act / Assert
    expect([0, 1, 2, 3, 4, 10].map(libraryRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});

describe('nextLibraryCursor', () => {
  it('should ask for a next page only after a full page of 6 with a cursor', () => {
    // Arrange / Act / Assert
    expect(nextLibraryCursor(page(6, 'C1'))).toBe('C1');
    expect(nextLibraryCursor(page(5, 'C1'))).toBeUndefined();
    expect(nextLibraryCursor(page(6, null))).toBeUndefined();
    expect(nextLibraryCursor(page(0, null))).toBeUndefined();
  });
});

describe('libraryPollDelay', () => {
  it("should ask again every 5 s while a card shows 'En cours', and not otherwise", () => {
    // Arrange
    const finished = page(2, null);
    const unfinished: LibraryPage = { stories: [card('s1'), { ...card('s2'), status: 'generating_audio' }], nextCursor: null };

    // Act / Assert
    expect(libraryPollDelay([finished, unfinished])).toBe(5_000);
    expect(libraryPollDelay([finished])).toBe(false);
    expect(libraryPollDelay(undefined)).toBe(false);
  });
});

describe('the library query', () => {
  it('should carry the spec’s cache and retry settings and key by profile', () => {
    // Arrange / Act
    const options = libraryQueryOptions('P1');

    // Assert
    expect(options.queryKey).toEqual(['stories', 'library', 'P1']);
    expect([options.staleTime, options.gcTime, options.retry]).toEqual([5_000, 300_000, 3]);
  });

  it('should build the path with the optional filter and cursor', async () => {
    // Arrange
    const fetcher = fakeFetch(page(1, null));

    // Act
    await fetchLibraryPage('P1', 'C1', fetcher as ApiFetch);

    // Assert
    expect(fetcher).toHaveBeenCalledWith('/stories?profileId=P1&cursor=C1', {});
    expect([libraryPath(null, null), libraryPath(undefined, 'C2')]).toEqual(['/stories', '/stories?cursor=C2']);
  });

  it('should refuse a page of the wrong shape', async () => {
    // Arrange / Act / Assert
    await expect(fetchLibraryPage(null, null, fakeFetch({ stories: 'x' }) as ApiFetch)).rejects.toMatchObject({ message: API_ERROR_MESSAGES.invalidResponse });
  });
});

describe('recent, pending and regeneration calls', () => {
  it('should read GET /stories/recent and /stories/pending', async () => {
    // Arrange
    const recent = fakeFetch([card('a')]);
    const pending = fakeFetch([{ id: 'b', title: '', status: 'draft', createdAt: '2026-11-20T20:00:00.000Z' }]);

    // Act
    const [cards, stories] = await Promise.all([fetchRecentStories(recent as ApiFetch), fetchPendingStories(pending as ApiFetch)]);

    // Assert
    expect(recent).toHaveBeenCalledWith('/stories/recent', {});
    expect(pending).toHaveBeenCalledWith('/stories/pending', {});
    expect([cards.length, stories[0]?.status]).toEqual([1, 'draft']);
  });

  it('should name the picture to draw again in the body', async () => {
    // Arrange
    const fetcher = fakeFetch({ imageUrl: 'https://x/z.png' });

    // Act
    await regenerateImage('S1', fetcher as ApiFetch, 3);

    // Assert
    expect(fetcher).toHaveBeenCalledWith('/stories/S1/image', { method: 'POST', body: JSON.stringify({ picture: 3 }) });
  });

  it('should POST /stories/{id}/image and return the new URL', async () => {
    // Arrange
    const fetcher = fakeFetch({ imageUrl: 'https://x/y.png' });

    // Act
    const result = await regenerateImage('S1', fetcher as ApiFetch);

    // Assert
    expect(fetcher).toHaveBeenCalledWith('/stories/S1/image', { method: 'POST', body: JSON.stringify({ picture: 1 }) });
    expect(result).toEqual({ imageUrl: 'https://x/y.png' });
    await expect(regenerateImage('S1', fakeFetch({}) as ApiFetch)).rejects.toMatchObject({ message: API_ERROR_MESSAGES.invalidResponse });
  });
});
