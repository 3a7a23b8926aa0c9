import type { ReconcileChange } from '#shared/reconcile';
import type { CreditType } from '#shared/stories';
import type { LedgerEntry } from '#core/accounts/account';
import type { AccountTotals } from '#core/reconcile/credit-truth';
import type { AccountTotalsAsRead } from '#core/reconcile/reconcile-repository';

/** What the ledger names as the cause of an operator's change (the spec's procedure). */
export const MANUAL_UPDATE_REFERENCE = 'manual_update_user_credits';

/**
 * Where the operators' settings live: a partition of the accounts table that no parent has (Cognito's `sub`
 * is a UUID, never this), read and written by its exact key (GetItem, PutItem), never listed with the parents'.
 */
export const SETTINGS_PARTITION = '#settings';
export const AUTO_SYNC_SK = 'AUTO_SYNC';

/**
 * One kind of credit moved by an operator: the ledger entry that explains it. `delta` moves the balance from
 * the ledger's sum to the operator's number (so the ledger keeps explaining the balance), `counterDelta` moves
 * the stories' count to the operator's counter (credit-truth.ts adds it), and `corrections` keeps the account's
 * numbers before and after, for whoever reads the ledger.
 */
export interface CreditAdjustment {
  creditType: CreditType;
  delta: number;
  counterDelta: number;
  corrections: ReconcileChange[];
}

/** An `admin_adjustment` entry as it is stored, naming the admin who made it. */
export type AdminAdjustmentEntry = Omit<LedgerEntry, 'entryId'> & {
  reason: 'admin_adjustment';
  counterDelta: number;
  adminUserId: string;
  corrections: ReconcileChange[];
};

export interface AutoSyncSetting {
  enabled: boolean;
  updatedAt: string;
  /** The admin's user id. */
  updatedBy: string;
}

/** The operators' writes (manual_update_user_credits, toggle_auto_sync). */
export interface AdminRepository {
  /**
   * Sets the numbers named in `target` (and only those) on a parent's ACCOUNT item and puts one `admin_adjustment`
   * entry per kind of credit adjusted, in one transaction, only while the account exists, is not being deleted,
   * and still has every number of `asRead` as read (a missing attribute: still missing). `changed`: it moved in
   * between (a story, a payment, a reconciliation, another admin) or went away: read again.
   */
  adjustAccount(
    userId: string,
    asRead: Partial<AccountTotalsAsRead>,
    target: Partial<AccountTotals>,
    adjustments: readonly CreditAdjustment[],
    adminUserId: string,
    now: Date,
  ): Promise<'adjusted' | 'changed'>;
  readAutoSync(): Promise<AutoSyncSetting | undefined>;
  writeAutoSync(setting: AutoSyncSetting): Promise<void>;
}
