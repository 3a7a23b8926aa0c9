import { ADMIN_COUNT_FIELDS, ADMIN_MESSAGES, type AdminCountField, type AdminCredits, type AdminCreditsRequest, type AdminCreditsResponse } from '#shared/admin';
import type { ReconcileChange } from '#shared/reconcile';
import { CREDIT_TYPES } from '#shared/stories';
import type { Account } from '#core/accounts/account';
import type { AccountRepository } from '#core/accounts/account-repository';
import type { Caller } from '#core/caller';
import { LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';
import { ConflictError, NotFoundError } from '#core/errors';
import { logger } from '#core/logger';
import { BALANCE_FIELDS, COUNTER_FIELDS, ledgerBalances, storiesCounted, type AccountTotalField, type AccountTotals } from '#core/reconcile/credit-truth';
import type { AccountTotalsAsRead, ReconcileRepository } from '#core/reconcile/reconcile-repository';
import type { AdminRepository, CreditAdjustment } from './admin-repository';
import { requireAdmin } from './require-admin';

export interface SetUserCreditsPorts {
  accounts: Pick<AccountRepository, 'get'>;
  reconcile: Pick<ReconcileRepository, 'readLedger' | 'readStories'>;
  admin: Pick<AdminRepository, 'adjustAccount'>;
  now?: () => Date;
  /** Waits between two tries that lost a race (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

/** Each number of the form and the account's field it sets. */
export const ACCOUNT_FIELD_OF = {
  storiesCreated: 'storiesCreated',
  bonusStoriesCreated: 'bonusStoriesCreated',
  monthlyCredits: 'monthlyCreditsRemaining',
  bonusCredits: 'bonusCredits',
} as const satisfies Record<AdminCountField, AccountTotalField>;

const ACCOUNT_FIELDS: readonly AccountTotalField[] = [BALANCE_FIELDS.monthly, BALANCE_FIELDS.bonus, COUNTER_FIELDS.monthly, COUNTER_FIELDS.bonus];

/** The account's four numbers by the form's names; a missing attribute (older data) shows as 0, as the credits read does. */
export function adminCreditsOf(account: Pick<Account, AccountTotalField>): AdminCredits {
  return {
    storiesCreated: account.storiesCreated ?? 0,
    bonusStoriesCreated: account.bonusStoriesCreated ?? 0,
    monthlyCredits: account.monthlyCreditsRemaining ?? 0,
    bonusCredits: account.bonusCredits ?? 0,
  };
}

/**
 * manual_update_user_credits (`POST /api/admin/credits`), for admins only: some of a parent's four numbers set by
 * hand, and only those, the way money moves in this product (DESIGN "Credits, exactly" and departure 10):
 * 1. the account, read consistently (none, or one being deleted: 404; accounts are made on a parent's first visit,
 *    not here);
 * 2. when the request carries the values the form showed (`expected`), any of them that is no longer the account's
 *    ends the call with the French 409 `stale`: the admin decided on numbers that are gone, nothing is written;
 * 3. the parent's ledger and stories, read after it (as a reconciliation does), for what they say the numbers are;
 * 4. one transaction sets the numbers given and puts, per kind of credit that moves, an `admin_adjustment` entry
 *    naming the admin, whose `delta` takes the ledger's sum to the new balance (when the balance is set) and whose
 *    `counterDelta` takes the stories' count to the new counter (when the counter is set): a later reconciliation
 *    (fix, recalculate, sync) finds the numbers right and keeps them. It holds only while the numbers set and the
 *    numbers expected are still those read: a debit, a grant or another admin's change committed meanwhile is never
 *    overwritten. The numbers not given are neither written nor held.
 * A lost race reads again: with `expected`, the next read says whether the shown values still hold (else 409
 * `stale`); without, the numbers are the operator's absolute decision and are tried again, a few times, then 409.
 */
export async function setUserCredits(ports: SetUserCreditsPorts, caller: Caller, request: AdminCreditsRequest): Promise<AdminCreditsResponse> {
  requireAdmin(caller);
  const now = ports.now ?? (() => new Date());
  const target: Partial<AccountTotals> = {};
  for (const field of ADMIN_COUNT_FIELDS) {
    const value = request[field];
    if (value !== undefined) target[ACCOUNT_FIELD_OF[field]] = value;
  }
  const expected: Partial<AccountTotals> = {};
  for (const field of ADMIN_COUNT_FIELDS) {
    const value = request.expected?.[field];
    if (value !== undefined) expected[ACCOUNT_FIELD_OF[field]] = value;
  }
  const setFields = ACCOUNT_FIELDS.filter((field) => target[field] !== undefined);
  const heldFields = ACCOUNT_FIELDS.filter((field) => target[field] !== undefined || expected[field] !== undefined);

  // Each lost race means the parent's account moved meanwhile: read everything again (CONFLICT_RETRY_POLICY).
  return retryOnConflict(async () => {
    const account = await ports.accounts.get(request.userId, { consistent: true });
    // An account being deleted (DELETE /api/me) is as good as gone: nothing is written in it any more.
    if (!account || account.deletingAt !== undefined) throw new NotFoundError(ADMIN_MESSAGES.accountNotFound);
    // A missing attribute (older data) was shown as 0 and reads as undefined; the transaction's condition says so.
    if (ACCOUNT_FIELDS.some((field) => expected[field] !== undefined && expected[field] !== (account[field] ?? 0))) {
      logger.info('admin credits refused: the values shown moved', { adminUserId: caller.userId, userId: request.userId });
      throw new ConflictError(ADMIN_MESSAGES.stale);
    }
    const [ledger, stories] = await Promise.all([ports.reconcile.readLedger(request.userId), ports.reconcile.readStories(request.userId)]);
    const asRead: Partial<AccountTotalsAsRead> = Object.fromEntries(heldFields.map((field) => [field, account[field]]));
    const changes: ReconcileChange[] = setFields.filter((field) => account[field] !== target[field]).map((field) => ({ field, old: account[field] ?? null, new: target[field]! }));
    const balances = ledgerBalances(ledger);
    // Unclamped: the adjustment is measured from what the ledger and the stories add up to, whatever that is.
    const counted = storiesCounted(ledger, stories);
    const adjustments: CreditAdjustment[] = CREDIT_TYPES.flatMap((creditType) => {
      const [balance, counter] = [BALANCE_FIELDS[creditType], COUNTER_FIELDS[creditType]];
      const [newBalance, newCounter] = [target[balance], target[counter]];
      const fields = setFields.filter((field) => field === balance || field === counter);
      const adjustment = {
        creditType,
        delta: newBalance === undefined ? 0 : newBalance - balances[creditType],
        counterDelta: newCounter === undefined ? 0 : newCounter - counted[creditType],
        // The numbers of this kind the admin set, before and after: the entry reads on its own.
        corrections: fields.map((field) => ({ field, old: account[field] ?? null, new: target[field]! })),
      };
      const moves = adjustment.delta !== 0 || adjustment.counterDelta !== 0 || changes.some((change) => fields.includes(change.field as AccountTotalField));
      return moves ? [adjustment] : [];
    });
    const answer = (written: boolean, after: Pick<Account, AccountTotalField>): AdminCreditsResponse => ({
      success: true,
      message: written ? ADMIN_MESSAGES.updated : ADMIN_MESSAGES.unchanged,
      userId: request.userId,
      credits: adminCreditsOf(after),
      changes: written ? changes : [],
    });
    // Already so, in the account and in the ledger: nothing to write, nothing to explain.
    if (adjustments.length === 0) return answer(false, account);
    if ((await ports.admin.adjustAccount(request.userId, asRead, target, adjustments, caller.userId, now())) === 'adjusted') {
      logger.info('credits set by an admin', { adminUserId: caller.userId, userId: request.userId, fields: changes.map((change) => change.field) });
      // The form shows, and next expects, the account as it is now: the numbers not set may have moved since the read.
      const after = await ports.accounts.get(request.userId, { consistent: true });
      return answer(true, after ?? { ...account, ...target });
    }
    return LOST_RACE;
  }, { sleep: ports.sleep, exhausted: () => new ConflictError(ADMIN_MESSAGES.busy) });
}
