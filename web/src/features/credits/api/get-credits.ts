import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditSummarySchema, type CreditSummary } from '@shared/credits';
import { CREDITS_MESSAGES } from '@/features/credits/messages';
import { API_ERROR_MESSAGES, ApiError, apiFetch, type ApiFetch } from '@/lib/api-client';
import {
  CREDITS_REFETCH_INTERVAL_MS,
  CREDITS_RETRY,
  CREDITS_RETRY_BASE_DELAY_MS,
  CREDITS_RETRY_MAX_DELAY_MS,
  CREDITS_STALE_TIME_MS,
} from './credits-query-timing';

/**
 * The signed-in parent's credit summary (spec part 1 §3): `GET /api/me/credits`. The API creates the
 * free account (1 bonus credit) on first read, so a new parent always gets an answer.
 */

export type { CreditSummary };

export const CREDITS_PATH = '/me/credits';
export const CREDITS_QUERY_KEY = ['credits'] as const;

/** Shown when the credits cannot be read (the API's own French message is preferred when it sent one). */
export const CREDITS_ERROR_MESSAGE = CREDITS_MESSAGES.loadFailed;

/** Fetches and validates the summary; an answer of the wrong shape is an ApiError like any other failure. */
export async function fetchCredits(fetcher: ApiFetch = apiFetch, signal?: AbortSignal): Promise<CreditSummary> {
  const body = await fetcher<unknown>(CREDITS_PATH, signal ? { signal } : {});
  const parsed = creditSummarySchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(200, API_ERROR_MESSAGES.invalidResponse, { cause: parsed.error });
  }
  return parsed.data;
}

/** Spec part 1 §4: exponential back-off (1 s, 2 s, 4 s…) capped at 10 s. `attemptIndex` starts at 0. */
export function creditsRetryDelay(attemptIndex: number): number {
  const exponent = Math.max(0, Math.floor(attemptIndex));
  return Math.min(CREDITS_RETRY_BASE_DELAY_MS * 2 ** exponent, CREDITS_RETRY_MAX_DELAY_MS);
}

/** The options of the credits query, shared by `useCredits()` and by anyone who prefetches or invalidates it. */
export function creditsQueryOptions(fetcher: ApiFetch = apiFetch) {
  return queryOptions({
    queryKey: CREDITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchCredits(fetcher, signal),
    staleTime: CREDITS_STALE_TIME_MS,
    refetchInterval: CREDITS_REFETCH_INTERVAL_MS,
    retry: CREDITS_RETRY,
    retryDelay: creditsRetryDelay,
  });
}

/** The live credit summary: re-read every 5 s while the page is visible. */
export function useCredits() {
  return useQuery(creditsQueryOptions());
}

/** The French detail of a failed credits read: the API's (or network) message, or a generic one. */
export function creditsErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown;
}
