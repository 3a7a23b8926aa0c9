import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { storyDetailSchema, type StoryDetail } from '@shared/stories';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { storyApiPath } from './story-api-path';
import { storyQueryKeys } from './story-query-keys';

/** `GET /api/stories/{id}`: one of the caller's stories (404 'Histoire non trouvée' otherwise). */
export async function fetchStory(id: string, fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<StoryDetail> {
  const parsed = storyDetailSchema.safeParse(await fetcher<unknown>(storyApiPath(id), signal ? { signal } : {}));
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

/**
 * A story's answer asked for before its page rendered (app/first-page-prefetch.ts), put in the cache once
 * checked, unless the page already has it; and its picture with it: the browser downloads and decodes it
 * while React draws the text, and the page's `<img>` reuses it. A failed or invalid answer is dropped: the
 * page asks again with its own rules.
 */
export async function seedStory(queryClient: QueryClient, id: string, answer: Promise<unknown>): Promise<void> {
  const parsed = await answer.then((body) => storyDetailSchema.safeParse(body)).catch(() => null);
  if (!parsed?.success || parsed.data.id !== id) return;
  const key = storyQueryKeys.detail(id);
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, parsed.data);
  const imageUrl = queryClient.getQueryData<StoryDetail>(key)?.imageUrl;
  if (!imageUrl) return;
  const image = new Image();
  image.src = imageUrl;
  // A picture that cannot be decoded is the page's to report, with its own error state.
  await image.decode().catch(() => undefined);
}

export function useStory(id: string) {
  return useQuery(storyQueryOptions(id));
}

/** True for the API's 'Histoire non trouvée' (unknown id, or another parent's story). */
export function isStoryNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
