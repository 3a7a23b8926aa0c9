import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { StorySyncScheduler } from '@/features/credits/story-sync-scheduler';
import { syncStories } from '@/features/credits/api/sync-stories';

/**
 * The credits refresh rules of spec part 1 §4 on the page: one StorySyncScheduler per query cache (so per
 * tab), fed by the cache itself. Every successful credits read (the credits query, re-read every 5 s while a
 * screen shows them) may force a story sync, at most once per 60 s; a change in the list of stories being
 * made (the pending-stories query every signed-in page polls) forces one. The manual refresh of the
 * stories-left button uses the same scheduler, so it never runs beside an automatic one.
 */

const schedulers = new WeakMap<QueryClient, StorySyncScheduler>();

export function storySyncScheduler(queryClient: QueryClient): StorySyncScheduler {
  let scheduler = schedulers.get(queryClient);
  if (!scheduler) {
    scheduler = new StorySyncScheduler({
      sync: () => syncStories(),
      refreshCredits: () => void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
      now: () => Date.now(),
      schedule: (callback, ms) => void setTimeout(callback, ms),
      // Spec part 1 §4: errors in syncing or reading credits are only logged.
      log: (error) => console.error(error),
    });
    schedulers.set(queryClient, scheduler);
  }
  return scheduler;
}

/** The pending-stories query of the stories feature (features/stories/api/story-query-keys.ts). */
const PENDING_STORIES_KEY = ['stories', 'pending'] as const;

const sameKey = (key: readonly unknown[], expected: readonly unknown[]) => key.length === expected.length && expected.every((part, index) => key[index] === part);

/** Mounted once behind the route guard: watches the cache and forces the story syncs the spec asks for. */
export function CreditsSync(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const scheduler = storySyncScheduler(queryClient);
    let pending: unknown;
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.query.queryKey;
      if (sameKey(key, CREDITS_QUERY_KEY)) {
        scheduler.onCreditsRead();
      } else if (sameKey(key, PENDING_STORIES_KEY)) {
        // React Query keeps the same object when an answer is equal to the last one: a new one is a change.
        const data: unknown = event.query.state.data;
        if (pending !== undefined && data !== pending) scheduler.onStoriesChanged();
        pending = data;
      }
    });
    return () => {
      stop();
      // A parent who signs out (the guard unmounts this) leaves no 60 s window to the next one.
      schedulers.delete(queryClient);
    };
  }, [queryClient]);
  return null;
}
