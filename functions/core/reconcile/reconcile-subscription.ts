import type { CreditSummary } from '#shared/credits';
import type { ReconcileChange, ReconciledField, SyncSubscriptionResponse } from '#shared/reconcile';
import type { Account } from '#core/accounts/account';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { AdminRepository } from '#core/admin/admin-repository';
import { isAutoSyncEnabled } from '#core/admin/auto-sync';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';

/** The payments' re-read of the caller's subscription from Stripe (functions/core/payments' `syncSubscription`, bound to its ports). */
export type SubscriptionSync = (caller: Caller) => Promise<{ success: boolean; plan_type: CreditSummary['planType'] }>;

export interface SyncSubscriptionPorts {
  accounts: AccountRepository;
  /** Loads the payment gateway itself, so that a skipped sync never reaches Stripe nor reads its keys. */
  syncSubscription: SubscriptionSync;
  /** Where AdminSync's product-wide auto-sync setting is read (only for an automatic call). */
  admin: Pick<AdminRepository, 'readAutoSync'>;
  now?: () => Date;
}

export interface SyncSubscriptionOptions {
  /** The home screen's quiet sync of a visit (`automatic: true`), not a parent's click. */
  automatic?: boolean;
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
 * read consistently before and after. An automatic call while an admin has turned the automatic sync off
 * answers the account as it stands with `skipped: true`, without asking the payments anything; a call
 * that is not automatic (a parent's 'Synchroniser') always syncs.
 */
export async function syncSubscriptionWithChanges(ports: SyncSubscriptionPorts, caller: Caller, options: SyncSubscriptionOptions = {}): Promise<SyncSubscriptionResponse> {
  const now = ports.now ?? (() => new Date());
  const before = await getOrCreateAccount(ports.accounts, caller, now(), { consistent: true });
  if (options.automatic === true && !(await isAutoSyncEnabled(ports.admin))) {
    logger.info('Automatic subscription sync skipped: turned off by an admin');
    return { success: true, plan_type: before.planType, changes: [], skipped: true };
  }
  const result = await ports.syncSubscription(caller);
  const after = (await ports.accounts.get(caller.userId, { consistent: true })) ?? before;
  const changes: ReconcileChange[] = SUBSCRIPTION_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map((field) => ({
    field,
    old: before[field] ?? null,
    new: after[field] ?? null,
  }));
  return { success: result.success, plan_type: result.plan_type, changes };
}
