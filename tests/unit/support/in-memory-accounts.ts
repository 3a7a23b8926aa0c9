import type { LedgerReason } from '#shared/credits';
import type { CreditType } from '#shared/stories';
import { newAccount, type Account, type LedgerEntry } from '#core/accounts/account';
import type { AccountRepository } from '#core/accounts/account-repository';

/** Which balance and which counter a kind of credit moves: the same pairs as story-credit-repository.ts. */
const CREDIT_FIELDS = {
  monthly: { balance: 'monthlyCreditsRemaining', counter: 'storiesCreated' },
  bonus: { balance: 'bonusCredits', counter: 'bonusStoriesCreated' },
} as const satisfies Record<CreditType, { balance: keyof Account; counter: keyof Account }>;

/**
 * The accounts table of the parents (their `ACCOUNT` item and their `LEDGER#…` entries), in memory, with
 * the DynamoDB adapter's rules: the account is created once with its sign-up grant, and every balance
 * change writes its ledger entry. The story credit fake (in-memory-credits.ts) moves balances through
 * `move`, so the account a use case reads and the balance a transaction takes are the same.
 */
export class InMemoryAccounts implements AccountRepository {
  readonly rows = new Map<string, Account>();
  readonly ledger: LedgerEntry[] = [];
  /** Every `get`, in order: the use cases must read consistently where a stale balance would matter. */
  readonly reads: { userId: string; consistent: boolean }[] = [];
  readonly creations: { userId: string; email: string | null; now: Date }[] = [];
  /** False models DynamoDB's eventual consistency: a read that is not consistent misses every account. */
  visibleToEventualReads = true;
  /** Replaces the creation (another request winning the race, a failure). */
  onCreate: ((userId: string, email: string | null, now: Date) => boolean) | undefined;
  private entries = 0;

  /**
   * Puts an account as it would be after its grants: a new account's fields with `fields` over them, and
   * one ledger entry per balance (bonus as `grant_signup`, monthly as `grant_subscription`), so that the
   * ledger explains the balances from the start.
   */
  open(userId: string, fields: Partial<Account> = {}, at = '2026-11-25T09:00:00.000Z'): Account {
    const account: Account = { ...newAccount(userId, null, at), ...fields, userId };
    this.rows.set(userId, account);
    if (account.bonusCredits !== 0) this.record(userId, 'grant_signup', 'bonus', account.bonusCredits, null, at);
    if (account.monthlyCreditsRemaining !== 0) this.record(userId, 'grant_subscription', 'monthly', account.monthlyCreditsRemaining, null, at);
    return structuredClone(account);
  }

  /** What a deleted account leaves (deleteMyAccount): its bare marker, which opens no account again. */
  deleted(userId: string, at = '2026-11-25T09:00:00.000Z'): void {
    this.rows.set(userId, { userId, deletingAt: at } as Account);
  }

  /** Adds credits (a pack, a subscription), opening an empty free account first when there is none. */
  grant(userId: string, creditType: CreditType, count: number): void {
    if (!this.rows.has(userId)) this.open(userId, { bonusCredits: 0 });
    const account = this.rows.get(userId)!;
    account[CREDIT_FIELDS[creditType].balance] += count;
    this.record(userId, creditType === 'bonus' ? 'grant_pack' : 'grant_subscription', creditType, count, null, account.updatedAt);
  }

  /** One balance change with its counter and its ledger entry; the counter counts stories made, so it moves the other way. */
  move(userId: string, creditType: CreditType, delta: number, reason: LedgerReason, reference: string | null, now: Date): void {
    const account = this.rows.get(userId);
    // The adapter's update is conditioned on the account's existence: its transaction is cancelled.
    if (!account) throw new Error(`No account for ${userId}: the transaction would be cancelled`);
    const { balance, counter } = CREDIT_FIELDS[creditType];
    account[balance] += delta;
    account[counter] -= delta;
    account.updatedAt = now.toISOString();
    this.record(userId, reason, creditType, delta, reference, account.updatedAt);
  }

  balance(userId: string, creditType: CreditType): number {
    return this.rows.get(userId)?.[CREDIT_FIELDS[creditType].balance] ?? 0;
  }

  counter(userId: string, creditType: CreditType): number {
    return this.rows.get(userId)?.[CREDIT_FIELDS[creditType].counter] ?? 0;
  }

  /** The sum of one parent's ledger deltas of a kind: it must equal that balance (every change has its entry). */
  ledgerTotal(userId: string, creditType: CreditType): number {
    return this.ledger.filter((entry) => entry.userId === userId && entry.creditType === creditType).reduce((sum, entry) => sum + entry.delta, 0);
  }

  async get(userId: string, options?: { consistent?: boolean }): Promise<Account | undefined> {
    const consistent = options?.consistent ?? false;
    this.reads.push({ userId, consistent });
    if (!consistent && !this.visibleToEventualReads) return undefined;
    const account = this.rows.get(userId);
    return account && structuredClone(account);
  }

  async createWithSignupGrant(userId: string, email: string | null, now: Date): Promise<boolean> {
    this.creations.push({ userId, email, now });
    if (this.onCreate) return this.onCreate(userId, email, now);
    if (this.rows.has(userId)) return false;
    const account = newAccount(userId, email, now.toISOString());
    this.rows.set(userId, account);
    this.record(userId, 'grant_signup', 'bonus', account.bonusCredits, null, account.createdAt);
    return true;
  }

  async listLedger(userId: string): Promise<LedgerEntry[]> {
    return this.ledger.filter((entry) => entry.userId === userId).map((entry) => ({ ...entry }));
  }

  private record(userId: string, reason: LedgerReason, creditType: CreditType, delta: number, reference: string | null, createdAt: string): void {
    this.entries += 1;
    this.ledger.push({ userId, entryId: String(this.entries).padStart(6, '0'), reason, creditType, delta, reference, createdAt });
  }
}
