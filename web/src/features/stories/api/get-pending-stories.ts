import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { PENDING_POLL_MS, pendingStorySchema, type PendingStory } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { storyQueryKeys } from './story-query-keys';

const pendingStoriesSchema = z.array(pendingStorySchema);

/** `GET /api/stories/pending`: at most 5 stories still being made (draft to generating_image). */
export async function fetchPendingStories(fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<PendingStory[]> {
  const parsed = pendingStoriesSchema.safeParse(await fetcher<unknown>('/stories/pending', signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** Spec part 2 §7: polled every 10 s (in the background too, so a finished story is announced). */
export function pendingStoriesQueryOptions(fetcher: ApiFetch = apiFetch) {
  return queryOptions({
    queryKey: storyQueryKeys.pending,
    queryFn: ({ signal }) => fetchPendingStories(fetcher, signal),
    refetchInterval: PENDING_POLL_MS,
    staleTime: PENDING_POLL_MS / 2,
  });
}

/** `enabled: false` holds the polling back (see PendingStoriesWatcher). */
export function usePendingStories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pendingStoriesQueryOptions(), enabled });
}
