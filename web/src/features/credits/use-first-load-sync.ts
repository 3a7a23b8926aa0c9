import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { confirmationToast } from '@/lib/toasts';
import { storySyncScheduler } from '@/features/credits/components/credits-sync';
import type { CreditSummary } from '@/features/credits/api/get-credits';
import { firstLoadSyncMessage, forcedSyncErrorToast, showToast } from './reconcile-toasts';
import { useReconcileActions } from './use-reconcile-actions';

/** The parents whose first load of the home ran in this page (a module value: one per tab, gone on reload). */
const storiesSynced = new Set<string>();
const subscriptionSynced = new Set<string>();

/**
 * The home screen's first load (spec part 1 §4): once the session is ready, the story-counter
 * synchronisation runs once, then a toast says '{n} histoires mensuelles et {n} histoires bonus détectées' (once the
 * parent has a story: firstLoadSyncMessage).
 * A subscriber's subscription is also synchronised once, quietly (spec: "it also runs on the home screen");
 * a parent without one has nothing to re-read from the payment provider, so no call is made.
 * Once per parent and page load: coming back to /app from another screen does not repeat it.
 */
export function useFirstLoadSync(userId: string | undefined, credits: CreditSummary | undefined): void {
  const queryClient = useQueryClient();
  const { syncSubscription } = useReconcileActions();

  useEffect(() => {
    if (!userId || storiesSynced.has(userId)) return;
    storiesSynced.add(userId);
    storySyncScheduler(queryClient)
      .syncNow()
      .then((result) => {
        const message = firstLoadSyncMessage(result);
        if (message) confirmationToast(message);
      })
      .catch((error: unknown) => {
        console.error(error);
        showToast(forcedSyncErrorToast());
      });
  }, [userId, queryClient]);

  const subscriptionId = credits?.stripeSubscriptionId ?? null;
  useEffect(() => {
    if (!userId || subscriptionId === null || subscriptionSynced.has(userId)) return;
    subscriptionSynced.add(userId);
    // Automatic: the API skips it while an admin has turned the automatic synchronisation off (AdminSync).
    void syncSubscription({ quiet: true, automatic: true });
  }, [userId, subscriptionId, syncSubscription]);
}
