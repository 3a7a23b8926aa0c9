import type { LedgerReason } from '#shared/credits';
import type { CreditType } from '#shared/stories';
import type { Account } from '#core/accounts/account';

/** What a reconciliation reads of one ledger entry. */
export interface LedgerFact {
  reason: LedgerReason;
  creditType: CreditType;
  delta: number;
  /** The story of a `debit_story` or `refund_story` entry. */
  reference: string | null;
  /**
   * On an `admin_adjustment` entry: how far an operator moved this kind's story counter from the stories'
   * count (functions/core/admin). Stories made keep counting on top of it, so a reconciliation keeps the
   * operator's number.
   */
  counterDelta?: number;
}

/** What a reconciliation reads of one story row; the credit type may be missing on stories of older data. */
export interface StoryFact {
  storyId: string;
  creditType?: CreditType | null;
  isDemo?: boolean;
  refundedAt?: string;
}

/** The four numbers of the ACCOUNT item a reconciliation recomputes. */
export type AccountTotals = Pick<Account, 'monthlyCreditsRemaining' | 'bonusCredits' | 'storiesCreated' | 'bonusStoriesCreated'>;
export type AccountTotalField = keyof AccountTotals;

/** Which balance and which counter a kind of credit moves: the same pairs as story-credit-repository.ts. */
export const BALANCE_FIELDS = { monthly: 'monthlyCreditsRemaining', bonus: 'bonusCredits' } as const satisfies Record<CreditType, AccountTotalField>;
export const COUNTER_FIELDS = { monthly: 'storiesCreated', bonus: 'bonusStoriesCreated' } as const satisfies Record<CreditType, AccountTotalField>;

/** The kind of credit a field of the account belongs to (the ledger entry of its repair names it). */
export function creditTypeOf(field: AccountTotalField): CreditType {
  return field === BALANCE_FIELDS.monthly || field === COUNTER_FIELDS.monthly ? 'monthly' : 'bonus';
}

/**
 * The balances as the ledger says: per kind of credit, the sum of its entries' deltas (the ledger invariant
 * of DESIGN "Credits, exactly"). The ledger is the book of record; the ACCOUNT item's balances are its sums
 * kept at hand, so where they differ the balance is what is wrong.
 */
export function ledgerBalances(ledger: readonly LedgerFact[]): Record<CreditType, number> {
  const sums = { monthly: 0, bonus: 0 };
  for (const entry of ledger) sums[entry.creditType] += entry.delta;
  return sums;
}

/** The kind of credit each story was paid with, from its `debit_story` entry. */
function debitsByStory(ledger: readonly LedgerFact[]): Map<string, CreditType> {
  const debits = new Map<string, CreditType>();
  for (const entry of ledger) if (entry.reason === 'debit_story' && entry.reference) debits.set(entry.reference, entry.creditType);
  return debits;
}

/**
 * The stories made, per kind of credit: what `storiesCreated` (monthly) and `bonusStoriesCreated` count.
 *
 * The one rule, the counters' own (story-credit-repository.ts): a story counts from the moment its credit is
 * taken, and stops counting when that credit is given back (a failed generation's `failWithRefund`, the
 * deletion of a story that was never finished): both take it off the counter. A completed story deleted with
 * its profile keeps counting (its deletion gives nothing back). So a story counts when it is not a demo (the
 * /test page's, never paid for) and was not refunded (its row's `refundedAt` or a `refund_story` entry), and
 * either its row is in the caller's partition or the ledger holds its `debit_story` (the row may be gone).
 * It counts under the kind of its debit — the money's — or, for a row the ledger has no debit for (a story
 * brought from the old product), under its row's credit type; a row with neither is not counted. An
 * operator's `admin_adjustment` entries add their `counterDelta` to their kind's count.
 */
export function storiesMade(ledger: readonly LedgerFact[], stories: readonly StoryFact[]): Record<CreditType, number> {
  const counts = storiesCounted(ledger, stories);
  // An operator's lower number, then a refund of one of the stories it covered: a counter never goes below 0.
  return { monthly: Math.max(0, counts.monthly), bonus: Math.max(0, counts.bonus) };
}

/** {@link storiesMade} before it is kept at 0 or more: what an operator's adjustment is measured from. */
export function storiesCounted(ledger: readonly LedgerFact[], stories: readonly StoryFact[]): Record<CreditType, number> {
  const debits = debitsByStory(ledger);
  const refunded = new Set(ledger.filter((entry) => entry.reason === 'refund_story' && entry.reference).map((entry) => entry.reference));
  const rows = new Map(stories.map((story) => [story.storyId, story]));
  const counts = { monthly: 0, bonus: 0 };
  for (const storyId of new Set([...debits.keys(), ...rows.keys()])) {
    const row = rows.get(storyId);
    if (row?.isDemo || row?.refundedAt || refunded.has(storyId)) continue;
    const creditType = debits.get(storyId) ?? row?.creditType;
    if (creditType) counts[creditType] += 1;
  }
  for (const entry of ledger) if (entry.reason === 'admin_adjustment' && entry.counterDelta) counts[entry.creditType] += entry.counterDelta;
  return counts;
}

/** The truth of the four numbers of the ACCOUNT item. */
export function accountTruth(ledger: readonly LedgerFact[], stories: readonly StoryFact[]): AccountTotals {
  const balances = ledgerBalances(ledger);
  const made = storiesMade(ledger, stories);
  return {
    monthlyCreditsRemaining: balances.monthly,
    bonusCredits: balances.bonus,
    storiesCreated: made.monthly,
    bonusStoriesCreated: made.bonus,
  };
}

/**
 * Stories whose credit type is missing or disagrees with their `debit_story` entry, with the ledger's type.
 * The row's type is what a refund gives back (MarkFailed, a profile deletion), so it must be the money's.
 * Demo stories and rows the ledger has no debit for are left as they are: nothing says what they should be.
 */
export function creditTypeMismatches(ledger: readonly LedgerFact[], stories: readonly StoryFact[]): { storyId: string; old: CreditType | null; new: CreditType }[] {
  const debits = debitsByStory(ledger);
  return stories.flatMap((story) => {
    const paidWith = debits.get(story.storyId);
    if (story.isDemo || !paidWith || story.creditType === paidWith) return [];
    return [{ storyId: story.storyId, old: story.creditType ?? null, new: paidWith }];
  });
}
