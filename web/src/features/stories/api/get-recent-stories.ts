import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { storyCardSchema, type StoryCard } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { QUERY_STALE_TIME_MS } from '@/lib/constants';
import { storyQueryKeys } from './story-query-keys';

const recentStoriesSchema = z.array(storyCardSchema);

/** `GET /api/stories/recent`: the home's 6 newest stories, whatever their status (demos excluded). */
export async function fetchRecentStories(fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<StoryCard[]> {
  const parsed = recentStoriesSchema.safeParse(await fetcher<unknown>('/stories/recent', signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

export function recentStoriesQueryOptions(fetcher: ApiFetch = apiFetch) {
  return queryOptions({
    queryKey: storyQueryKeys.recent,
    queryFn: ({ signal }) => fetchRecentStories(fetcher, signal),
    staleTime: QUERY_STALE_TIME_MS,
  });
}

export function useRecentStories() {
  return useQuery(recentStoriesQueryOptions());
}
