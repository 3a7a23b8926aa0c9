import { describe, expect, it, vi } from 'vitest';
import { RECONCILE_ROUTES, type SyncSubscriptionResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { syncSubscription } from './sync-subscription';

const answer: SyncSubscriptionResponse = { success: true, plan_type: 'subscription', changes: [] };

const fakeFetch = (body: unknown) => vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(body));

/** The JSON body of the one call the fetcher received. */
function sentBody(fetcher: ReturnType<typeof fakeFetch>): unknown {
  expect(fetcher).toHaveBeenCalledTimes(1);
  const [path, init] = fetcher.mock.calls[0]!;
  expect(path).toBe(RECONCILE_ROUTES.syncSubscription);
  expect(init?.method).toBe('POST');
  return JSON.parse(String(init?.body));
}

describe('syncSubscription', () => {
  it("should send the spec's flags without `automatic` for a parent's click, so the API always syncs", async () => {
    // Arrange
    const fetcher = fakeFetch(answer);

    // Act
    const result = await syncSubscription(fetcher as unknown as ApiFetch);

    // Assert
    expect(sentBody(fetcher)).toEqual({ force_sync: true, reset_counter: true });
    expect(result).toEqual(answer);
  });

  it("should send `automatic: true` for the home's quiet sync and accept a skipped answer", async () => {
    // Arrange
    const skipped: SyncSubscriptionResponse = { success: true, plan_type: 'free', changes: [], skipped: true };
    const fetcher = fakeFetch(skipped);

    // Act
    const result = await syncSubscription(fetcher as unknown as ApiFetch, { automatic: true });

    // Assert
    expect(sentBody(fetcher)).toEqual({ force_sync: true, reset_counter: true, automatic: true });
    expect(result).toEqual(skipped);
  });
});
