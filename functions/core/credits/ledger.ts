import { monotonicFactory, ulid } from 'ulid';
import type { CreditType } from '#shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import type { Account, LedgerEntry } from '#core/accounts/account';

/**
 * The one place where credits change (DESIGN "Credits, exactly"): the pieces every credit transaction of the
 * accounts table is made of. A change of a balance is one DynamoDB transaction holding the update of the
 * ACCOUNT item (under a condition on what was read) and the `LEDGER#<ulid>` entry that explains it, so the
 * ledger's sum stays the balance. The repositories (accounts, story credits, payments, reconciliation, admin)
 * arrange these pieces with their own items (a story, a purchase marker) and read the cancellation through
 * {@link cancellationOf}; the use cases try again under `retryOnConflict` (retry-on-conflict.ts). No other file
 * names the ledger's sort keys: an ESLint rule (eslint.config.js) keeps `LEDGER#` and `LEDGER_SK_PREFIX` here.
 */

// ── The ledger's keys ────────────────────────────────────────────────────────────────────────────────────

/** The entry's id from its sort key, or undefined when the item is not a ledger entry. */
export function ledgerEntryIdOf(sk: string): string | undefined {
  return sk.startsWith(LEDGER_SK_PREFIX) ? sk.slice(LEDGER_SK_PREFIX.length) : undefined;
}

/** The key condition of a Query listing one parent's ledger entries (their partition, the `LEDGER#` prefix). */
export function ledgerKeyCondition(userId: string): { KeyConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> } {
  return {
    KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':userId': userId, ':prefix': LEDGER_SK_PREFIX },
  };
}

// ── The ledger entry ─────────────────────────────────────────────────────────────────────────────────────

/** What a change writes in its entry: the common fields, plus whatever its reason keeps (corrections, the admin...). */
export type NewLedgerEntry = Omit<LedgerEntry, 'entryId' | 'createdAt'> & Record<string, unknown>;

/** Entries written in the same millisecond by one writer (a reconciliation's fixes, an admin's two kinds) keep their order. */
const nextOrderedId = monotonicFactory();

/**
 * The Put of a new ledger entry, only if no item has its key: its id is a ULID of `now` (`ordered`: strictly
 * after the process's previous ordered id, for the writers that put several entries at once).
 */
export function ledgerEntryPut(table: string, entry: NewLedgerEntry, now: Date, options: { ordered?: boolean } = {}) {
  const id = options.ordered ? nextOrderedId(now.getTime()) : ulid(now.getTime());
  return {
    Put: {
      TableName: table,
      Item: { ...entry, sk: `${LEDGER_SK_PREFIX}${id}`, createdAt: now.toISOString() },
      ConditionExpression: 'attribute_not_exists(sk)',
    },
  };
}

// ── The balances ─────────────────────────────────────────────────────────────────────────────────────────

/** Which balance and which counter (stories made with it) a kind of credit moves. */
export const CREDIT_FIELDS = {
  monthly: { balance: 'monthlyCreditsRemaining', counter: 'storiesCreated' },
  bonus: { balance: 'bonusCredits', counter: 'bonusStoriesCreated' },
} as const satisfies Record<CreditType, { balance: keyof Account; counter: keyof Account }>;

/** Monthly credits are spendable only while the subscription is active (see `hasActiveSubscription`). */
const MONTHLY_CONDITION = 'planType = :subscription AND subscriptionStatus IN (:active, :trialing)';
const MONTHLY_VALUES = { ':subscription': 'subscription', ':active': 'active', ':trialing': 'trialing' };

/**
 * The condition a balance move holds under:
 * - `account_exists`: the account is there (a grant, a refund: given back even while the account is being deleted,
 *   whose deletion lists the stories after marking it);
 * - `spendable`: the account is there and not being deleted (DELETE /api/me), has the credits taken, and, for
 *   monthly ones, an active subscription: a debit never takes a balance below zero nor spends a lapsed month.
 */
export type BalanceGuard = 'account_exists' | 'spendable';

export interface BalanceMove {
  userId: string;
  creditType: CreditType;
  /** Added to the balance (negative: a debit). */
  delta: number;
  /** Added to the counter of stories made with that kind of credit (a debit counts one, a refund takes it back). */
  counterDelta?: number;
  guard: BalanceGuard;
  now: Date;
}

/** The Update of the ACCOUNT item that moves one kind of credit's balance (and counter), under its guard. */
export function balanceUpdate(table: string, move: BalanceMove) {
  const { balance, counter } = CREDIT_FIELDS[move.creditType];
  const counterDelta = move.counterDelta ?? 0;
  const sets = ['#balance = #balance + :delta', ...(counterDelta === 0 ? [] : ['#counter = #counter + :counterDelta']), 'updatedAt = :now'];
  const spendable = move.guard === 'spendable';
  const monthly = spendable && move.creditType === 'monthly';
  const conditions = spendable
    ? ['attribute_not_exists(deletingAt)', '#balance >= :spent', ...(monthly ? [MONTHLY_CONDITION] : [])]
    : ['attribute_exists(userId)'];
  return {
    Update: {
      TableName: table,
      Key: { userId: move.userId, sk: ACCOUNT_SK },
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: { '#balance': balance, ...(counterDelta === 0 ? {} : { '#counter': counter }) },
      ExpressionAttributeValues: {
        ':delta': move.delta,
        ':now': move.now.toISOString(),
        ...(counterDelta === 0 ? {} : { ':counterDelta': counterDelta }),
        ...(spendable ? { ':spent': Math.max(0, -move.delta) } : {}),
        ...(monthly ? MONTHLY_VALUES : {}),
      },
    },
  };
}

/** Numbers of the ACCOUNT item that a change sets outright (a period's allowance, a repair, an operator's figure). */
export type AccountNumbers = Partial<Record<keyof Account | 'grantedPeriodStart', number>>;

export interface AccountNumbersChange {
  userId: string;
  /** The numbers set. */
  set: AccountNumbers;
  /**
   * The numbers as read, held by the condition: each must still be so (undefined: still missing, as in older
   * data), so a debit, a grant or another change committed since the read fails the transaction and is never
   * overwritten.
   */
  asRead: Partial<Record<keyof AccountNumbers, number | undefined>>;
  /** An account being deleted takes no such change (an operator's). */
  refuseDeleting?: boolean;
  now: Date;
}

/** The Update of the ACCOUNT item that sets numbers outright, only while the account exists and `asRead` holds. */
export function accountNumbersUpdate(table: string, change: AccountNumbersChange) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': change.now.toISOString() };
  const conditions = ['attribute_exists(userId)', ...(change.refuseDeleting ? ['attribute_not_exists(deletingAt)'] : [])];
  // Every name through a placeholder: DynamoDB reserves hundreds of words.
  const nameOf = (field: string) => {
    names[`#${field}`] = field;
    return `#${field}`;
  };
  const sets = Object.entries(change.set).map(([field, value]) => {
    values[`:set_${field}`] = value;
    return `${nameOf(field)} = :set_${field}`;
  });
  for (const [field, read] of Object.entries(change.asRead)) {
    if (read === undefined) conditions.push(`attribute_not_exists(${nameOf(field)})`);
    else {
      values[`:read_${field}`] = read;
      conditions.push(`${nameOf(field)} = :read_${field}`);
    }
  }
  return {
    Update: {
      TableName: table,
      Key: { userId: change.userId, sk: ACCOUNT_SK },
      UpdateExpression: `SET ${[...sets, 'updatedAt = :now'].join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

// ── A transaction's cancellation ─────────────────────────────────────────────────────────────────────────

/** Why a credit transaction was cancelled, read from DynamoDB's reasons (one per item, in the transaction's order). */
export interface Cancellation {
  /** The condition of the item at `index` failed (the state it held on is gone). */
  failedAt(index: number): boolean;
  /** Another transaction touched one of the items at that very moment: nothing moved, try again. */
  readonly conflict: boolean;
  /** Any condition failed or another transaction ran: both mean "read again and try again". */
  readonly lostRace: boolean;
}

/** The cancellation of a transaction, or undefined when `error` is anything else (to be thrown again). */
export function cancellationOf(error: unknown): Cancellation | undefined {
  if (!isTransactionCancelled(error)) return undefined;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  const conflict = codes.includes('TransactionConflict');
  return {
    failedAt: (index) => codes[index] === 'ConditionalCheckFailed',
    conflict,
    lostRace: conflict || codes.includes('ConditionalCheckFailed'),
  };
}

/**
 * DynamoDB's TransactionCanceledException, recognised by its name (the SDK's own advice for service errors) rather
 * than by its class, so that the domain imports no AWS SDK (eslint.config.js): the reasons are the only field read.
 */
function isTransactionCancelled(error: unknown): error is Error & { CancellationReasons?: { Code?: string }[] } {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}
