import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '@/lib/auth/session';
import { storySyncScheduler } from '@/features/credits/components/credits-sync';
import { fixCreditTypes } from '@/features/credits/api/fix-credit-types';
import { fixCredits } from '@/features/credits/api/fix-credits';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { recalculateCredits } from '@/features/credits/api/recalculate-credits';
import {
  fixCreditsErrorToast,
  fixCreditsToast,
  fixCreditTypesErrorToast,
  fixCreditTypesToast,
  notSignedInToast,
  recalculateErrorToast,
  recalculateToast,
  showToast,
  syncStoriesErrorToast,
  syncStoriesToast,
  syncSubscriptionErrorToast,
  syncSubscriptionToast,
  type ReconcileOperation,
  type ToastSpec,
} from './reconcile-toasts';
import { syncSubscription } from '@/features/credits/api/sync-subscription';

/**
 * The reconciliation calls as a parent triggers them, with every toast of the spec (part 1 §4, §5, §8; part
 * 2 §8): the subscription helpers (sync, credits fix, recalculation: `syncing` is true while one runs and
 * each returns true on success, false on failure), the manual story sync of the stories-left button, and
 * the credit-type fix. Each needs a signed-in parent, else it stops with a destructive toast. `quiet` runs
 * one without toasts (the automatic subscription sync), its errors only logged.
 */
export interface ReconcileActions {
  syncing: boolean;
  /** The operation running, to show its button busy. */
  running: ReconcileOperation | null;
  syncStories(options?: RunOptions): Promise<boolean>;
  /** `automatic`: the home's quiet sync of a visit, which the API skips while auto-sync is off (AdminSync). */
  syncSubscription(options?: RunOptions & { automatic?: boolean }): Promise<boolean>;
  fixCredits(options?: RunOptions & { fixCreditTypes?: boolean }): Promise<boolean>;
  recalculate(options?: RunOptions): Promise<boolean>;
  fixCreditTypes(options?: RunOptions): Promise<boolean>;
}

export interface RunOptions {
  quiet?: boolean;
}

export function useReconcileActions(): ReconcileActions {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<ReconcileOperation | null>(null);

  const run = useCallback(
    async <T,>(
      operation: ReconcileOperation,
      call: () => Promise<T>,
      outcome: { succeeded: (result: T) => boolean; toast: (result: T) => ToastSpec; errorToast: (error: unknown) => ToastSpec },
      { quiet = false }: RunOptions = {},
    ): Promise<boolean> => {
      if (status !== 'signedIn') {
        if (!quiet) showToast(notSignedInToast(operation));
        return false;
      }
      setRunning(operation);
      try {
        const result = await call();
        if (!quiet) showToast(outcome.toast(result));
        // The numbers on screen follow what the server just recomputed.
        void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
        return outcome.succeeded(result);
      } catch (error) {
        console.error(error);
        if (!quiet) showToast(outcome.errorToast(error));
        return false;
      } finally {
        setRunning(null);
      }
    },
    [status, queryClient],
  );

  const syncStoriesNow = useCallback(
    (options?: RunOptions) =>
      run('syncStories', () => storySyncScheduler(queryClient).syncNow(), { succeeded: () => true, toast: syncStoriesToast, errorToast: syncStoriesErrorToast }, options),
    [run, queryClient],
  );
  const syncSubscriptionNow = useCallback(
    (options: RunOptions & { automatic?: boolean } = {}) =>
      run(
        'syncSubscription',
        () => syncSubscription(undefined, { automatic: options.automatic === true }),
        { succeeded: (result) => result.success, toast: syncSubscriptionToast, errorToast: syncSubscriptionErrorToast },
        options,
      ),
    [run],
  );
  const fixCreditsNow = useCallback(
    (options: RunOptions & { fixCreditTypes?: boolean } = {}) =>
      run(
        'fixCredits',
        () => fixCredits({ fixCreditTypes: options.fixCreditTypes === true }),
        { succeeded: (result) => result.success, toast: fixCreditsToast, errorToast: fixCreditsErrorToast },
        options,
      ),
    [run],
  );
  const recalculateNow = useCallback(
    (options?: RunOptions) =>
      run('recalculate', () => recalculateCredits(), { succeeded: (result) => result.success, toast: recalculateToast, errorToast: recalculateErrorToast }, options),
    [run],
  );
  const fixCreditTypesNow = useCallback(
    (options?: RunOptions) =>
      run('fixCreditTypes', () => fixCreditTypes(), { succeeded: () => true, toast: fixCreditTypesToast, errorToast: fixCreditTypesErrorToast }, options),
    [run],
  );

  return {
    syncing: running !== null,
    running,
    syncStories: syncStoriesNow,
    syncSubscription: syncSubscriptionNow,
    fixCredits: fixCreditsNow,
    recalculate: recalculateNow,
    fixCreditTypes: fixCreditTypesNow,
  };
}
