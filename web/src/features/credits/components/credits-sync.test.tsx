import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONCILE_ROUTES } from '@shared/reconcile';
import { creditSummary } from '@/test/fixtures/credit-summary';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { CreditsSync } from './credits-sync';
import { api } from '@/test/api-double';

// The API is the network here: the component, its scheduler and the answer's schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));

const PENDING_KEY = ['stories', 'pending'] as const;
const NO_CHANGE = { monthly_count: 0, bonus_count: 1, changes: [] };
const syncs = () => api.fetch.mock.calls.filter(([path]) => path === RECONCILE_ROUTES.syncStories).length;

let client: QueryClient;

/** A successful read of a query, as the cache records one. */
const read = (key: readonly unknown[], data: unknown) => act(() => void client.setQueryData(key, data));

function renderSync() {
  return render(
    <QueryClientProvider client={client}>
      <CreditsSync />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  client = new QueryClient();
  api.fetch.mockImplementation((path) => (path === RECONCILE_ROUTES.syncStories ? Promise.resolve(NO_CHANGE) : Promise.reject(new Error(`unexpected ${path}`))));
});

afterEach(() => {
  api.fetch.mockReset();
  client.clear();
  vi.restoreAllMocks();
});

describe('CreditsSync', () => {
  it('should sync the stories at the first credits read, and not again within 60 s', async () => {
    // Arrange
    renderSync();

    // Act
    read(CREDITS_QUERY_KEY, creditSummary({ storiesLeft: 1 }));
    await vi.waitFor(() => expect(syncs()).toBe(1));
    read(CREDITS_QUERY_KEY, creditSummary({ storiesLeft: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Assert
    expect(syncs()).toBe(1);
  });

  it('should sync when the list of stories being made changes, not at its first read nor when it comes back the same', async () => {
    // Arrange
    renderSync();
    read(PENDING_KEY, [{ id: 's1' }]);
    read(PENDING_KEY, [{ id: 's1' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(syncs()).toBe(0);

    // Act
    read(PENDING_KEY, []);

    // Assert
    await vi.waitFor(() => expect(syncs()).toBe(1));
  });

  it('should read the credits again shortly after a sync that found a mismatch', async () => {
    // Arrange
    api.fetch.mockResolvedValue({ monthly_count: 2, bonus_count: 1, changes: [{ field: 'monthlyCreditsRemaining', old: 1, new: 2 }] });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderSync();

    // Act
    read(CREDITS_QUERY_KEY, creditSummary());

    // Assert
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: CREDITS_QUERY_KEY }), { timeout: 2000 });
  });

  it('should leave no 60 s wait to the next parent once it is unmounted (sign-out)', async () => {
    // Arrange
    const first = renderSync();
    read(CREDITS_QUERY_KEY, creditSummary());
    await vi.waitFor(() => expect(syncs()).toBe(1));
    first.unmount();

    // Act
    renderSync();
    read(CREDITS_QUERY_KEY, creditSummary({ storiesLeft: 3 }));

    // Assert
    await vi.waitFor(() => expect(syncs()).toBe(2));
  });

  it('should only log a sync that fails', async () => {
    // Arrange
    api.fetch.mockRejectedValue(new Error('network'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSync();

    // Act
    read(CREDITS_QUERY_KEY, creditSummary());

    // Assert
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(new Error('network')));
  });
});
