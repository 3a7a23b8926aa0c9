import { describe, expect, it } from 'vitest';
import { newAccount } from '#core/accounts/account';
import { getCreditSummary } from '#core/accounts/get-credit-summary';
import type { Caller } from '#core/caller';
import { creditSummarySchema } from '#shared/credits';
import { NEW_ACCOUNT_CREDIT_SUMMARY } from '../fixtures/credit-summaries';
import { InMemoryAccounts } from './support/in-memory-accounts';

const caller: Caller = { userId: 'user-1', email: 'parent@example.com', isAdmin: false };
const NOW = new Date('2025-03-01T10:00:00.000Z');

describe('getCreditSummary', () => {
  it('should return an existing account without creating it', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.rows.set('user-1', { ...newAccount('user-1', 'parent@example.com', '2025-01-01T00:00:00.000Z'), bonusCredits: 4, storiesCreated: 7 });

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(summary.storiesLeft).toBe(4);
    expect(summary.storiesCreated).toBe(7);
    expect(accounts.creations).toHaveLength(0);
    expect(accounts.reads).toEqual([{ userId: 'user-1', consistent: false }]);
  });

  it('should count every story made, monthly and bonus, in totalStoriesCreated', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active', monthlyCredits: 30, monthlyCreditsRemaining: 21, storiesCreated: 9, bonusCredits: 2, bonusStoriesCreated: 4 });

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(summary).toMatchObject({ storiesCreated: 9, bonusStoriesCreated: 4, totalStoriesCreated: 13, storiesLeft: 23 });
    expect(creditSummarySchema.parse(summary)).toEqual(summary);
  });

  it('should count a new account as having made no story yet', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(summary).toEqual(NEW_ACCOUNT_CREDIT_SUMMARY);
  });

  it('should create a missing account once with its sign-up grant, then read it back consistently', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(accounts.creations).toEqual([{ userId: 'user-1', email: 'parent@example.com', now: NOW }]);
    expect(accounts.reads).toEqual([
      { userId: 'user-1', consistent: false },
      { userId: 'user-1', consistent: true },
    ]);
    expect(summary).toMatchObject({ storiesLeft: 1, bonusStories: 1, storiesCreated: 0, planType: 'free', subscriptionStatus: 'free' });
    expect(await accounts.listLedger('user-1')).toMatchObject([{ reason: 'grant_signup', delta: 1 }]);
    expect(accounts.rows.get('user-1')?.createdAt).toBe(NOW.toISOString());
  });

  it('should pass a null e-mail when the caller has none', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    await getCreditSummary({ accounts, now: () => NOW }, { userId: 'user-2', email: undefined, isAdmin: false });

    // Assert
    expect(accounts.creations).toEqual([{ userId: 'user-2', email: null, now: NOW }]);
    expect(accounts.rows.get('user-2')?.email).toBeNull();
  });

  it('should use the current time when no clock is given', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    const before = Date.now();

    // Act
    await getCreditSummary({ accounts }, caller);

    // Assert
    const [create] = accounts.creations;
    expect(create?.now).toBeInstanceOf(Date);
    expect(create!.now.getTime()).toBeGreaterThanOrEqual(before);
    expect(create!.now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('should read back the winner account when another request created it first', async () => {
    // Arrange: the eventually consistent read misses the account another request just created.
    const accounts = new InMemoryAccounts();
    accounts.rows.set('user-1', { ...newAccount('user-1', 'parent@example.com', '2025-02-28T09:00:00.000Z'), bonusCredits: 3 });
    accounts.visibleToEventualReads = false;

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(accounts.creations).toHaveLength(1);
    expect(accounts.reads.at(-1)).toEqual({ userId: 'user-1', consistent: true });
    expect(summary.bonusStories).toBe(3);
    expect(summary.storiesLeft).toBe(3);
    expect(accounts.ledger).toHaveLength(0);
  });

  it('should read back the winner account when the creation reports a lost race', async () => {
    // Arrange: the winner's write lands while this request's transaction is cancelled.
    const accounts = new InMemoryAccounts();
    accounts.onCreate = (userId) => {
      accounts.rows.set(userId, { ...newAccount(userId, 'parent@example.com', '2025-02-28T09:00:00.000Z'), bonusCredits: 5 });
      return false;
    };

    // Act
    const summary = await getCreditSummary({ accounts, now: () => NOW }, caller);

    // Assert
    expect(accounts.creations).toHaveLength(1);
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
    expect(accounts.reads).toHaveLength(2);
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
