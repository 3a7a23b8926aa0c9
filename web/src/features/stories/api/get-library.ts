import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIBRARY_PAGE_SIZE, PROGRESS, libraryPageSchema, type LibraryPage } from '@shared/stories';
import { isCardInProgress } from '@/features/stories/components/story-card';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import { storyQueryKeys } from './story-query-keys';

/** Spec part 2 §9, library: stale after 5 s, kept 5 min, 3 retries with delay min(1000·2^n, 10000) ms. */
const LIBRARY_STALE_TIME_MS = 5_000;
const LIBRARY_GC_TIME_MS = 5 * 60_000;
const LIBRARY_RETRY = 3;
const LIBRARY_RETRY_BASE_MS = 1_000;
const LIBRARY_RETRY_MAX_MS = 10_000;

/** `attemptIndex` starts at 0: 1 s, 2 s, 4 s… capped at 10 s. */
export function libraryRetryDelay(attemptIndex: number): number {
  return Math.min(LIBRARY_RETRY_BASE_MS * 2 ** Math.max(0, Math.floor(attemptIndex)), LIBRARY_RETRY_MAX_MS);
}

/**
 * Spec part 2 §4, library paging: a next page is asked for only after a full page of 6 came back, and
 * only if the API says where it starts. `undefined` tells React Query there is no next page.
 */
export function nextLibraryCursor(page: LibraryPage): string | undefined {
  if (page.stories.length < LIBRARY_PAGE_SIZE) return undefined;
  return page.nextCursor ?? undefined;
}

export function libraryPath(profileId: string | null | undefined, cursor: string | null | undefined): string {
  const query = new URLSearchParams();
  if (profileId) query.set('profileId', profileId);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `/stories?${search}` : '/stories';
}

/** `GET /api/stories?profileId=&cursor=`: one page of the parent's stories (completed or being made), newest first. */
export async function fetchLibraryPage(
  profileId: string | null | undefined,
  cursor: string | null | undefined,
  fetcher: ApiFetch = apiFetch,
  signal?: AbortSignal,
): Promise<LibraryPage> {
  const parsed = libraryPageSchema.safeParse(await fetcher<unknown>(libraryPath(profileId, cursor), signal ? { signal } : {}));
  if (!parsed.success) throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  return parsed.data;
}

/** While a card shows 'En cours', the library asks again every 5 s, as the story page does, so it turns into the finished story. */
export function libraryPollDelay(pages: readonly LibraryPage[] | undefined): number | false {
  return pages?.some((page) => page.stories.some((story) => isCardInProgress(story.status))) ? PROGRESS.pollIntervalMs : false;
}

export function libraryQueryOptions(profileId?: string | null, fetcher: ApiFetch = apiFetch) {
  return infiniteQueryOptions({
    queryKey: storyQueryKeys.library(profileId),
    queryFn: ({ pageParam, signal }) => fetchLibraryPage(profileId, pageParam, fetcher, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => nextLibraryCursor(lastPage),
    staleTime: LIBRARY_STALE_TIME_MS,
    gcTime: LIBRARY_GC_TIME_MS,
    retry: LIBRARY_RETRY,
    retryDelay: libraryRetryDelay,
    refetchInterval: (query) => libraryPollDelay(query.state.data?.pages),
  });
}

export function useLibrary(profileId?: string | null) {
  return useInfiniteQuery(libraryQueryOptions(profileId));
}
