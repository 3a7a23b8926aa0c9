import type { CreditSummary } from '../../../shared/credits';
import type { ReconcileChange, ReconciledField, SyncSubscriptionResponse } from '../../../shared/reconcile';
import type { Account } from '../accounts/account';
import type { AccountRepository } from '../accounts/account-repository';
import { getOrCreateAccount } from '../accounts/get-or-create-account';
import type { Caller } from '../caller';

/** The payments' re-read of the caller's subscription from Stripe (functions/core/payments' `syncSubscription`, bound to its ports). */
export type SubscriptionSync = (caller: Caller) => Promise<{ success: boolean; plan_type: CreditSummary['planType'] }>;

export interface SyncSubscriptionPorts {
  accounts: AccountRepository;
  syncSubscription: SubscriptionSync;
  now?: () => Date;
}

/** What the subscription sync may change; the balances are fix_monthly_credits' to report. */
const SUBSCRIPTION_FIELDS = [
  'planType',
  'subscriptionStatus',
  'monthlyCredits',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'stripeSubscriptionId',
  'stripeCustomerId',
] as const satisfies readonly (ReconciledField & keyof Account)[];

/**
 * sync-subscription (`POST /api/sync/subscription`): the payments' own re-read from Stripe (which writes
 * through its own conditions and ledger entries), with what it changed on the caller's account: the account
 * read consistently before and after.
 */
export async function syncSubscriptionWithChanges(ports: SyncSubscriptionPorts, caller: Caller): Promise<SyncSubscriptionResponse> {
  const now = ports.now ?? (() => new Date());
  const before = await getOrCreateAccount(ports.accounts, caller, now(), { consistent: true });
  const result = await ports.syncSubscription(caller);
  const after = (await ports.accounts.get(caller.userId, { consistent: true })) ?? before;
  const changes: ReconcileChange[] = SUBSCRIPTION_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map((field) => ({
    field,
    old: before[field] ?? null,
    new: after[field] ?? null,
  }));
  return { success: result.success, plan_type: result.plan_type, changes };
}
