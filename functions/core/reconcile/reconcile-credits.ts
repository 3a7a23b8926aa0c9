import {
  RECONCILE_MESSAGES,
  type FixCreditTypesResponse,
  type FixCreditsResponse,
  type ReconcileChange,
  type ReconcileRequest,
  type RecalculateResponse,
  type SyncStoriesResponse,
} from '#shared/reconcile';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';
import { ConflictError, ForbiddenError } from '#core/errors';
import { accountTruth, BALANCE_FIELDS, COUNTER_FIELDS, creditTypeMismatches, type AccountTotalField, type AccountTotals } from './credit-truth';
import type { AccountCorrection, AccountTotalsAsRead, ReconcileOperation, ReconcileRepository } from './reconcile-repository';

export interface ReconcilePorts {
  accounts: AccountRepository;
  reconcile: ReconcileRepository;
  now?: () => Date;
  /** Waits between two tries of a repair that lost a race (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

const COUNTERS: readonly AccountTotalField[] = [COUNTER_FIELDS.monthly, COUNTER_FIELDS.bonus];
const BALANCES_AND_COUNTERS: readonly AccountTotalField[] = [BALANCE_FIELDS.monthly, BALANCE_FIELDS.bonus, ...COUNTERS];

/**
 * The spec's clients send the user's id in the body; the API takes the user from the token only. An id that
 * is not the caller's is refused rather than ignored: answering with the caller's own numbers would tell
 * that client something false about the account it named (DESIGN departure 4: the caller's own account only).
 */
export function requireOwnAccount(caller: Caller, request: ReconcileRequest): void {
  for (const named of [request.user_id, request.user_id_param]) {
    if (named && named !== caller.userId) throw new ForbiddenError(RECONCILE_MESSAGES.otherAccount);
  }
}

interface AccountReconciliation {
  before: AccountTotalsAsRead;
  after: AccountTotals;
  changes: ReconcileChange[];
}

/**
 * Recomputes `fields` of the caller's ACCOUNT item and repairs those that differ:
 * 1. the account, read consistently (created with its sign-up grant if missing);
 * 2. then the ledger and the stories of the caller's partition, read consistently. Read after the account:
 *    any story or payment written since moved the account too, so the repair's condition fails and (3)
 *    starts again, rather than repairing against numbers that are already old;
 * 3. one transaction sets the differing numbers and puts the `reconciliation` entries, under the condition
 *    that the four numbers are still those read; a lost race reads again, a few times, then 409.
 * Nothing differs: nothing is written (so a second call reports no change).
 */
async function reconcileAccount(ports: ReconcilePorts, caller: Caller, operation: ReconcileOperation, fields: readonly AccountTotalField[]): Promise<AccountReconciliation> {
  const now = ports.now ?? (() => new Date());
  // Each lost race means the account moved meanwhile: read everything again (CONFLICT_RETRY_POLICY).
  return retryOnConflict(async () => {
    const account = await getOrCreateAccount(ports.accounts, caller, now(), { consistent: true });
    const [ledger, stories] = await Promise.all([ports.reconcile.readLedger(caller.userId), ports.reconcile.readStories(caller.userId)]);
    const truth = accountTruth(ledger, stories);
    // A missing attribute (older data) reads as undefined: it differs from any truth, and the condition says so.
    const asRead: AccountTotalsAsRead = {
      monthlyCreditsRemaining: account.monthlyCreditsRemaining,
      bonusCredits: account.bonusCredits,
      storiesCreated: account.storiesCreated,
      bonusStoriesCreated: account.bonusStoriesCreated,
    };
    const corrections: AccountCorrection[] = fields.filter((field) => asRead[field] !== truth[field]).map((field) => ({ field, old: asRead[field] ?? null, new: truth[field] }));
    const after = { ...asRead, ...Object.fromEntries(fields.map((field) => [field, truth[field]])) } as AccountTotalsAsRead;
    const result = { before: asRead, after: withZeros(after), changes: corrections.map(({ field, old, new: corrected }) => ({ field, old, new: corrected })) };
    if (corrections.length === 0) return result;
    if ((await ports.reconcile.repairAccount(caller.userId, asRead, corrections, operation, now())) === 'repaired') return result;
    return LOST_RACE;
  }, { sleep: ports.sleep, exhausted: () => new ConflictError(RECONCILE_MESSAGES.busy) });
}

/** Numbers outside a call's scope that were missing stay missing in the item; the answers read them as 0. */
function withZeros(totals: AccountTotalsAsRead): AccountTotals {
  return {
    monthlyCreditsRemaining: totals.monthlyCreditsRemaining ?? 0,
    bonusCredits: totals.bonusCredits ?? 0,
    storiesCreated: totals.storiesCreated ?? 0,
    bonusStoriesCreated: totals.bonusStoriesCreated ?? 0,
  };
}

/** force_sync_stories (`POST /api/sync/stories`): the two story counters recomputed and repaired. */
export async function forceSyncStories(ports: ReconcilePorts, caller: Caller): Promise<SyncStoriesResponse> {
  const { after, changes } = await reconcileAccount(ports, caller, 'force_sync_stories', COUNTERS);
  return { monthly_count: after.storiesCreated, bonus_count: after.bonusStoriesCreated, changes };
}

/** recalculate_story_counts (`POST /api/credits/recalculate`): the same repair, in the spec's other shape. */
export async function recalculateStoryCounts(ports: ReconcilePorts, caller: Caller): Promise<RecalculateResponse> {
  const { after, changes } = await reconcileAccount(ports, caller, 'recalculate_story_counts', COUNTERS);
  return { success: true, monthly_count: after.storiesCreated, bonus_count: after.bonusStoriesCreated, changes };
}

/**
 * fix_monthly_credits (`POST /api/credits/fix`): both balances against the ledger's sums and both counters
 * (the spec's body asks for the counters too: fix_stories_count, reset_stories); with `fixCreditTypes` (the
 * home screen's variant) the stories' credit types first.
 */
export async function fixMonthlyCredits(ports: ReconcilePorts, caller: Caller, options: { fixCreditTypes?: boolean } = {}): Promise<FixCreditsResponse> {
  const typeChanges = options.fixCreditTypes ? (await fixCreditTypes(ports, caller)).changes : [];
  const { before, after, changes } = await reconcileAccount(ports, caller, 'fix_monthly_credits', BALANCES_AND_COUNTERS);
  const all = [...typeChanges, ...changes];
  const totalBefore = (before.storiesCreated ?? 0) + (before.bonusStoriesCreated ?? 0);
  return {
    success: true,
    message: all.length > 0 ? RECONCILE_MESSAGES.updated : RECONCILE_MESSAGES.nothingToFix,
    stories_created: {
      changed: changes.some((change) => COUNTERS.includes(change.field as AccountTotalField)),
      old: totalBefore,
      new: after.storiesCreated + after.bonusStoriesCreated,
    },
    old_value: before.monthlyCreditsRemaining ?? 0,
    new_value: after.monthlyCreditsRemaining,
    changes: all,
  };
}

/**
 * fix_credit_types (`POST /api/credits/fix-types`): every story of the caller whose credit type is missing or
 * disagrees with its `debit_story` entry gets the ledger's, each in its own transaction with its
 * `reconciliation` entry, under the condition that the row still has the type read (a story changed or
 * deleted meanwhile is left for the next call). No balance moves: the ledger already holds the money's truth.
 */
export async function fixCreditTypes(ports: Pick<ReconcilePorts, 'reconcile' | 'now'>, caller: Caller): Promise<FixCreditTypesResponse> {
  const now = ports.now ?? (() => new Date());
  const [ledger, stories] = await Promise.all([ports.reconcile.readLedger(caller.userId), ports.reconcile.readStories(caller.userId)]);
  const changes: ReconcileChange[] = [];
  for (const mismatch of creditTypeMismatches(ledger, stories)) {
    const outcome = await ports.reconcile.repairStoryCreditType(caller.userId, mismatch.storyId, mismatch.old, mismatch.new, now());
    if (outcome === 'repaired') changes.push({ field: 'creditType', storyId: mismatch.storyId, old: mismatch.old, new: mismatch.new });
  }
  return { updated_stories_count: changes.length, message: changes.length > 0 ? RECONCILE_MESSAGES.updated : RECONCILE_MESSAGES.noStoryToFix, changes };
}
