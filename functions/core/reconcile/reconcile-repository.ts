import type { ReconcileChange } from '#shared/reconcile';
import type { CreditType } from '#shared/stories';
import type { LedgerEntry } from '#core/accounts/account';
import { type AccountTotalField, type AccountTotals, type LedgerFact, type StoryFact } from './credit-truth';

/** The calls whose repairs the ledger names (the `reference` of their `reconciliation` entries). */
export type ReconcileOperation = 'force_sync_stories' | 'recalculate_story_counts' | 'fix_monthly_credits';

/** One number of the ACCOUNT item to set back to the truth; `old` is null when the attribute was missing. */
export interface AccountCorrection {
  field: AccountTotalField;
  old: number | null;
  new: number;
}

/** The numbers as read: a missing attribute (older data) is undefined, and the repair's condition says so. */
export type AccountTotalsAsRead = { [Field in AccountTotalField]: AccountTotals[Field] | undefined };

/**
 * A `reconciliation` ledger entry: it moves no credit (delta 0: the ledger already held the truth, so its sum
 * stays the balance) and keeps what was repaired, from what, to what.
 */
export type ReconciliationEntry = Omit<LedgerEntry, 'entryId'> & { reason: 'reconciliation'; delta: 0; corrections: ReconcileChange[] };

/**
 * The reads and repairs of the reconciliation calls, all inside the caller's partition of the accounts and
 * stories tables (Queries on the `userId` key, never a Scan).
 */
export interface ReconcileRepository {
  /** Every ledger entry of the parent, read consistently. */
  readLedger(userId: string): Promise<LedgerFact[]>;
  /** Every story row of the parent (the fields a reconciliation needs), read consistently. */
  readStories(userId: string): Promise<StoryFact[]>;
  /**
   * Sets the corrected numbers of the ACCOUNT item and puts one `reconciliation` entry per kind of credit
   * repaired, in one transaction, only while the four numbers are still those read. `changed`: something
   * moved them in between (a story, a payment, another reconciliation): read again.
   */
  repairAccount(userId: string, asRead: AccountTotalsAsRead, corrections: readonly AccountCorrection[], operation: ReconcileOperation, now: Date): Promise<'repaired' | 'changed'>;
  /**
   * Sets a story's credit type to its debit's and puts a `reconciliation` entry naming the story, in one
   * transaction, only while the story still exists with the type read. `changed`: it did not.
   */
  repairStoryCreditType(userId: string, storyId: string, asRead: CreditType | null, corrected: CreditType, now: Date): Promise<'repaired' | 'changed'>;
}
