import { describe, expect, it, vi } from 'vitest';
import { creditSummary } from '@/test/fixtures/credit-summary';
import { API_ERROR_MESSAGES, ApiError, type ApiFetch } from '@/lib/api-client';
import {
  CREDITS_REFETCH_INTERVAL_MS,
  CREDITS_RETRY,
  CREDITS_RETRY_MAX_DELAY_MS,
  CREDITS_STALE_TIME_MS,
} from './credits-query-timing';
import { CREDITS_PATH, creditsErrorMessage, creditsQueryOptions, creditsRetryDelay, fetchCredits } from './get-credits';

const summary = creditSummary();

const fakeFetch = (body: unknown) => vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(body));

describe('creditsRetryDelay', () => {
  it('should double the delay from 1 s at each attempt', () => {
    // Arrange
    const attempts = [0, 1, 2, 3];

    // Act
    const delays = attempts.map(creditsRetryDelay);

    // Assert
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('should never wait more than 10 s', () => {
    // Arrange
    const attempts = [4, 5, 10, 60];

    // Act
    const delays = attempts.map(creditsRetryDelay);

    // Assert
    expect(delays.every((delay) => delay === CREDITS_RETRY_MAX_DELAY_MS)).toBe(true);
    expect(CREDITS_RETRY_MAX_DELAY_MS).toBe(10_000);
  });

  it('should treat a negative or fractional attempt as the first one', () => {
    // Arrange / Act
    const delays = [creditsRetryDelay(-1), creditsRetryDelay(0.7)];

    // Assert
    expect(delays).toEqual([1_000, 1_000]);
  });
});

describe('creditsQueryOptions', () => {
  it('should follow the spec: key credits, stale 5 s, refresh 5 s, 3 retries with the capped back-off', () => {
    // Arrange / Act
    const options = creditsQueryOptions(fakeFetch(summary) as unknown as ApiFetch);

    // Assert
    expect(options.queryKey).toEqual(['credits']);
    expect(options.staleTime).toBe(CREDITS_STALE_TIME_MS);
    expect(options.refetchInterval).toBe(CREDITS_REFETCH_INTERVAL_MS);
    expect(options.retry).toBe(CREDITS_RETRY);
    expect(options.retryDelay).toBe(creditsRetryDelay);
    expect([CREDITS_STALE_TIME_MS, CREDITS_REFETCH_INTERVAL_MS, CREDITS_RETRY]).toEqual([5_000, 5_000, 3]);
  });
});

describe('fetchCredits', () => {
  it('should GET /me/credits and return the validated summary', async () => {
    // Arrange
    const fetcher = fakeFetch(summary);

    // Act
    const result = await fetchCredits(fetcher as unknown as ApiFetch);

    // Assert
    expect(result).toEqual(summary);
    expect(fetcher).toHaveBeenCalledWith(CREDITS_PATH, {});
  });

  it('should reject an answer of the wrong shape with the French invalid-response error', async () => {
    // Arrange
    const fetcher = fakeFetch({ storiesLeft: 'beaucoup' });

    // Act
    const outcome = fetchCredits(fetcher as unknown as ApiFetch);

    // Assert
    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toThrow(API_ERROR_MESSAGES.invalidResponse);
  });

  it('should pass the abort signal on so React Query can cancel the call', async () => {
    // Arrange
    const fetcher = fakeFetch(summary);
    const controller = new AbortController();

    // Act
    await fetchCredits(fetcher as unknown as ApiFetch, controller.signal);

    // Assert
    expect(fetcher).toHaveBeenCalledWith(CREDITS_PATH, { signal: controller.signal });
  });
});

describe('creditsErrorMessage', () => {
  it("should show the API's French message, or a generic one for anything else", () => {
    // Arrange
    const apiError = new ApiError(401, 'Vous devez être connecté pour effectuer cette action.');

    // Act
    const messages = [creditsErrorMessage(apiError), creditsErrorMessage(new TypeError('boom'))];

    // Assert
    expect(messages).toEqual(['Vous devez être connecté pour effectuer cette action.', API_ERROR_MESSAGES.unknown]);
  });
});
