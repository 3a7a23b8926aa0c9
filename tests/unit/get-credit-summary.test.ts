import { describe, expect, it } from 'vitest';
import { newAccount, type Account, type LedgerEntry } from '../../functions/core/accounts/account';
import type { AccountRepository } from '../../functions/core/accounts/account-repository';
import { getCreditSummary } from '../../functions/core/accounts/get-credit-summary';
import type { Caller } from '../../functions/core/caller';

interface GetCall {
  userId: string;
  consistent: boolean;
}

interface CreateCall {
  userId: string;
  email: string | null;
  now: Date;
}

/**
 * An in-memory accounts table. `visibleToEventualReads` lets a test model the eventual consistency of
 * DynamoDB; `onCreate` lets it model another request winning the creation race.
 */
class InMemoryAccounts implements AccountRepository {
  readonly accounts = new Map<string, Account>();
  readonly ledger: LedgerEntry[] = [];
  readonly gets: GetCall[] = [];
  readonly creates: CreateCall[] = [];
  visibleToEventualReads = true;
  onCreate: ((userId: string, email: string | null, now: Date) => boolean) | undefined;

  async get(userId: string, options?: { consistent?: boolean }): Promise<Account | undefined> {
    const consistent = options?.consistent ?? false;
    this.gets.push({ userId, consistent });
    if (!consistent && !this.visibleToEventualReads) return undefined;
    const account = this.accounts.get(userId);
    return account ? { ...account } : undefined;
  }

  async createWithSignupGrant(userId: string, email: string | null, now: Date): Promise<boolean> {
    this.creates.push({ userId, email, now });
    if (this.onCreate) return this.onCreate(userId, email, now);
    if (this.accounts.has(userId)) return false;
    const account = newAccount(userId, email, now.toISOString());
    this.accounts.set(userId, account);
    this.ledger.push({
      userId,
      entryId: String(this.ledger.length + 1),
      reason: 'grant_signup',
      creditType: 'bonus',
      delta: account.bonusCredits,
      reference: null,
      createdAt: account.createdAt,
    });
    return true;
  }

  async listLedger(userId: string): Promise<LedgerEntry[]> {
    return this.ledger.filter((entry) => entry.userId === userId);
  }
}

const caller: Caller = { userId: 'user-1', email: 'parent@example.com', isAdmin: false };
const NOW = new Date('2025-03-01T10:00:00.000Z');

describe('getCreditSummary', () => {
  it('should return an existing account without creating it', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.accounts.set('user-1', { ...newAccount('user-1', 'parent@example.com', '2025-01-01T00:00:00.000Z'), bonusCredits: 4, storiesCreated: 7 });

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(summary.storiesLeft).toBe(4);
    expect(summary.storiesCreated).toBe(7);
    expect(accounts.creates).toHaveLength(0);
    expect(accounts.gets).toEqual([{ userId: 'user-1', consistent: false }]);
  });

  it('should create a missing account once with its sign-up grant, then read it back consistently', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(accounts.creates).toEqual([{ userId: 'user-1', email: 'parent@example.com', now: NOW }]);
    expect(accounts.gets).toEqual([
      { userId: 'user-1', consistent: false },
      { userId: 'user-1', consistent: true },
    ]);
    expect(summary).toMatchObject({ storiesLeft: 1, bonusStories: 1, storiesCreated: 0, planType: 'free', subscriptionStatus: 'free' });
    expect(await accounts.listLedger('user-1')).toMatchObject([{ reason: 'grant_signup', delta: 1 }]);
    expect(accounts.accounts.get('user-1')?.createdAt).toBe(NOW.toISOString());
  });

  it('should pass a null e-mail when the caller has none', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    await getCreditSummary({ accounts, now: () => NOW }, { userId: 'user-2', email: undefined, isAdmin: false });

    // Assert
    expect(accounts.creates).toEqual([{ userId: 'user-2', email: null, now: NOW }]);
    expect(accounts.accounts.get('user-2')?.email).toBeNull();
  });

  it('should use the current time when no clock is given', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    const before = Date.now();

    // Act
    await getCreditSummary({ accounts }, caller);

    // Assert
    const [create] = accounts.creates;
    expect(create?.now).toBeInstanceOf(Date);
    expect(create!.now.getTime()).toBeGreaterThanOrEqual(before);
    expect(create!.now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('should read back the winner account when another request created it first', async () => {
    // Arrange: the eventually consistent read misses the account another request just created.
    const accounts = new InMemoryAccounts();
    accounts.accounts.set('user-1', { ...newAccount('user-1', 'parent@example.com', '2025-02-28T09:00:00.000Z'), bonusCredits: 3 });
    accounts.visibleToEventualReads = false;

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(accounts.creates).toHaveLength(1);
    expect(accounts.gets.at(-1)).toEqual({ userId: 'user-1', consistent: true });
    expect(summary.bonusStories).toBe(3);
    expect(summary.storiesLeft).toBe(3);
    expect(accounts.ledger).toHaveLength(0);
  });

  it('should read back the winner account when the creation reports a lost race', async () => {
    // Arrange: the winner's write lands while this request's transaction is cancelled.
    const accounts = new InMemoryAccounts();
    accounts.onCreate = (userId) => {
      accounts.accounts.set(userId, { ...newAccount(userId, 'parent@example.com', '2025-02-28T09:00:00.000Z'), bonusCredits: 5 });
      return false;
    };

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(accounts.creates).toHaveLength(1);
    expect(summary.storiesLeft).toBe(5);
  });

  it('should throw when the account is still missing after its creation', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.onCreate = () => true;

    // Act
    const read = getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    await expect(read).rejects.toThrow('Account missing right after its creation');
    expect(accounts.gets).toHaveLength(2);
  });

  it('should let a repository failure propagate', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.onCreate = () => {
      throw new Error('ProvisionedThroughputExceededException');
    };

    // Act
    const read = getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    await expect(read).rejects.toThrow('ProvisionedThroughputExceededException');
  });
});
