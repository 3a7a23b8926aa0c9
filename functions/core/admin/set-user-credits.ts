import { ADMIN_MESSAGES, type AdminCreditsRequest, type AdminCreditsResponse } from '../../../shared/admin';
import type { ReconcileChange } from '../../../shared/reconcile';
import { CREDIT_TYPES } from '../../../shared/stories';
import type { AccountRepository } from '../accounts/account-repository';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError } from '../errors';
import { logger } from '../logger';
import { BALANCE_FIELDS, COUNTER_FIELDS, ledgerBalances, storiesCounted, type AccountTotalField, type AccountTotals } from '../reconcile/credit-truth';
import type { AccountTotalsAsRead, ReconcileRepository } from '../reconcile/reconcile-repository';
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

/** Tries before giving up: each lost one means the parent's account moved meanwhile. */
const MAX_ATTEMPTS = 5;
const BACKOFF_STEP_MS = 25;

const FIELDS: readonly AccountTotalField[] = [BALANCE_FIELDS.monthly, BALANCE_FIELDS.bonus, COUNTER_FIELDS.monthly, COUNTER_FIELDS.bonus];

/**
 * manual_update_user_credits (`POST /api/admin/credits`), for admins only: a parent's four numbers set by hand,
 * the way money moves in this product (DESIGN "Credits, exactly"):
 * 1. the account, read consistently (none, or one being deleted: 404; accounts are made on a parent's first visit,
 *    not here);
 * 2. the parent's ledger and stories, read after it (as a reconciliation does), for what they say the numbers are;
 * 3. one transaction sets the four numbers and puts, per kind of credit that moves, an `admin_adjustment` entry
 *    naming the admin, whose `delta` takes the ledger's sum to the new balance and whose `counterDelta` takes
 *    the stories' count to the new counter: a later reconciliation (fix, recalculate, sync) finds the numbers
 *    right and keeps them. It holds only while the four numbers are still those read: a debit or a grant
 *    committed meanwhile is never overwritten; the whole is read and computed again, a few times, then 409.
 * The numbers are absolute (the operator's decision), so trying again after a concurrent story is right.
 */
export async function setUserCredits(ports: SetUserCreditsPorts, caller: Caller, request: AdminCreditsRequest): Promise<AdminCreditsResponse> {
  requireAdmin(caller);
  const now = ports.now ?? (() => new Date());
  const sleep = ports.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const target: AccountTotals = {
    monthlyCreditsRemaining: request.monthlyCredits,
    bonusCredits: request.bonusCredits,
    storiesCreated: request.storiesCreated,
    bonusStoriesCreated: request.bonusStoriesCreated,
  };
  const answer = (changes: ReconcileChange[], written: boolean): AdminCreditsResponse => ({
    success: true,
    message: written ? ADMIN_MESSAGES.updated : ADMIN_MESSAGES.unchanged,
    userId: request.userId,
    credits: { storiesCreated: target.storiesCreated, bonusStoriesCreated: target.bonusStoriesCreated, monthlyCredits: target.monthlyCreditsRemaining, bonusCredits: target.bonusCredits },
    changes,
  });

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const account = await ports.accounts.get(request.userId, { consistent: true });
    // An account being deleted (DELETE /api/me) is as good as gone: nothing is written in it any more.
    if (!account || account.deletingAt !== undefined) throw new NotFoundError(ADMIN_MESSAGES.accountNotFound);
    const [ledger, stories] = await Promise.all([ports.reconcile.readLedger(request.userId), ports.reconcile.readStories(request.userId)]);
    // A missing attribute (older data) reads as undefined; the transaction's condition says so.
    const asRead: AccountTotalsAsRead = {
      monthlyCreditsRemaining: account.monthlyCreditsRemaining,
      bonusCredits: account.bonusCredits,
      storiesCreated: account.storiesCreated,
      bonusStoriesCreated: account.bonusStoriesCreated,
    };
    const changes: ReconcileChange[] = FIELDS.filter((field) => asRead[field] !== target[field]).map((field) => ({ field, old: asRead[field] ?? null, new: target[field] }));
    const balances = ledgerBalances(ledger);
    // Unclamped: the adjustment is measured from what the ledger and the stories add up to, whatever that is.
    const counted = storiesCounted(ledger, stories);
    const adjustments: CreditAdjustment[] = CREDIT_TYPES.flatMap((creditType) => {
      const [balance, counter] = [BALANCE_FIELDS[creditType], COUNTER_FIELDS[creditType]];
      const adjustment = {
        creditType,
        delta: target[balance] - balances[creditType],
        counterDelta: target[counter] - counted[creditType],
        // Both numbers of the kind, before and after, even the one that did not move: the entry reads on its own.
        corrections: [balance, counter].map((field) => ({ field, old: asRead[field] ?? null, new: target[field] })),
      };
      const moves = adjustment.delta !== 0 || adjustment.counterDelta !== 0 || changes.some((change) => change.field === balance || change.field === counter);
      return moves ? [adjustment] : [];
    });
    // Already so, in the account and in the ledger: nothing to write, nothing to explain.
    if (adjustments.length === 0) return answer([], false);
    if ((await ports.admin.adjustAccount(request.userId, asRead, target, adjustments, caller.userId, now())) === 'adjusted') {
      logger.info('credits set by an admin', { adminUserId: caller.userId, userId: request.userId, fields: changes.map((change) => change.field) });
      return answer(changes, true);
    }
    // Lost a race: wait a little (randomised, so racing calls spread out) and read everything again.
    await sleep(BACKOFF_STEP_MS * (attempt + 1) * Math.random());
  }
  throw new ConflictError(ADMIN_MESSAGES.busy);
}
