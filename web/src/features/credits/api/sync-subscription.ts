import { useMutation } from '@tanstack/react-query';
import { RECONCILE_ROUTES, syncSubscriptionResponseSchema, type SyncSubscriptionResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { postReconcile } from './reconcile-call';

export interface SyncSubscriptionOptions {
  /**
   * The home's quiet sync of a visit: sends `automatic: true`, which the API skips (`skipped: true`) while an
   * admin has turned the automatic synchronisation off. A parent's 'Synchroniser' leaves it out: always synced.
   */
  automatic?: boolean;
}

/** sync-subscription: `POST /api/sync/subscription` with the spec's flags → `{ success, plan_type }`. */
export function syncSubscription(fetcher?: ApiFetch, { automatic = false }: SyncSubscriptionOptions = {}): Promise<SyncSubscriptionResponse> {
  const body = automatic ? { force_sync: true, reset_counter: true, automatic: true } : { force_sync: true, reset_counter: true };
  return postReconcile(RECONCILE_ROUTES.syncSubscription, syncSubscriptionResponseSchema, body, fetcher);
}

export function useSyncSubscription() {
  return useMutation({ mutationFn: () => syncSubscription() });
}
