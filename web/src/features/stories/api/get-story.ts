import { queryOptions, useQuery } from '@tanstack/react-query';
import { storyDetailSchema, type StoryDetail } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { storyQueryKeys } from './story-query-keys';

/** `GET /api/stories/{id}`: one of the caller's stories (404 'Histoire non trouvée' otherwise). */
export async function fetchStory(id: string, fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<StoryDetail> {
  const parsed = storyDetailSchema.safeParse(await fetcher<unknown>(`/stories/${encodeURIComponent(id)}`, signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/**
 * The base options; the progress screen and the story page add their own polling (`refetchInterval`)
 * and retry rules by spreading these.
 */
export function storyQueryOptions(id: string, fetcher: ApiFetch = apiFetch) {
  return queryOptions({ queryKey: storyQueryKeys.detail(id), queryFn: ({ signal }) => fetchStory(id, fetcher, signal) });
}

export function useStory(id: string) {
  return useQuery(storyQueryOptions(id));
}

/** True for the API's 'Histoire non trouvée' (unknown id, or another parent's story). */
export function isStoryNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
