import { useMutation } from '@tanstack/react-query';
import { RECONCILE_ROUTES, syncStoriesResponseSchema, type SyncStoriesResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { postReconcile } from './reconcile-call';

/** force_sync_stories: `POST /api/sync/stories` → the story counters recomputed (`monthly_count`, `bonus_count`). */
export function syncStories(fetcher?: ApiFetch): Promise<SyncStoriesResponse> {
  return postReconcile(RECONCILE_ROUTES.syncStories, syncStoriesResponseSchema, {}, fetcher);
}

export function useSyncStories() {
  return useMutation({ mutationFn: () => syncStories() });
}
