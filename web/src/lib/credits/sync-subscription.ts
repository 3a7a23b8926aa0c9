import { useMutation } from '@tanstack/react-query';
import { RECONCILE_ROUTES, syncSubscriptionResponseSchema, type SyncSubscriptionResponse } from '@shared/reconcile';
import type { ApiFetch } from '@/lib/api-client';
import { postReconcile } from './reconcile-call';

/** sync-subscription: `POST /api/sync/subscription` with the spec's flags → `{ success, plan_type }`. */
export function syncSubscription(fetcher?: ApiFetch): Promise<SyncSubscriptionResponse> {
  return postReconcile(RECONCILE_ROUTES.syncSubscription, syncSubscriptionResponseSchema, { force_sync: true, reset_counter: true }, fetcher);
}

export function useSyncSubscription() {
  return useMutation({ mutationFn: () => syncSubscription() });
}
