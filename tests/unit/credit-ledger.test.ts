import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { accountNumbersUpdate, balanceUpdate, cancellationOf, ledgerEntryIdOf, ledgerEntryPut } from '#core/credits/ledger';
import { backoffCeilingMs, CONFLICT_RETRY_POLICY, LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';

const NOW = new Date('2026-12-06T10:00:00.000Z');

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('retryOnConflict (the one policy of a credit write that lost a race)', () => {
  it('should answer the first try that did not lose, waiting between tries only', async () => {
    // Arrange
    const answers: (string | typeof LOST_RACE)[] = [LOST_RACE, LOST_RACE, 'written'];
    const sleeps: number[] = [];
    const tries: number[] = [];

    // Act
    const answer = await retryOnConflict(
      async (attempt) => {
        tries.push(attempt);
        return answers.shift()!;
      },
      { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5, exhausted: () => new Error('busy') },
    );

    // Assert
    expect(answer).toBe('written');
    expect(tries).toEqual([1, 2, 3]);
    expect(sleeps).toEqual([0.5 * backoffCeilingMs(1), 0.5 * backoffCeilingMs(2)]);
  });

  it('should give up with the caller’s error after the policy’s tries, without a wait after the last', async () => {
    // Arrange
    const sleeps: number[] = [];
    let tries = 0;

    // Act
    const attempt = retryOnConflict(
      async () => {
        tries += 1;
        return LOST_RACE;
      },
      { sleep: async (ms) => void sleeps.push(ms), exhausted: () => new RangeError('toujours occupé') },
    );

    // Assert
    await expect(attempt).rejects.toThrow(new RangeError('toujours occupé'));
    expect(tries).toBe(CONFLICT_RETRY_POLICY.attempts);
    expect(sleeps).toHaveLength(CONFLICT_RETRY_POLICY.attempts - 1);
  });

  it('should draw each wait below a ceiling that doubles up to its cap', async () => {
    // Arrange
    const sleeps: number[] = [];

    // Act
    await retryOnConflict(async () => LOST_RACE, { sleep: async (ms) => void sleeps.push(ms), random: () => 0.999, exhausted: () => new Error('busy') }).catch(() => undefined);

    // Assert
    const ceilings = sleeps.map((_, index) => backoffCeilingMs(index + 1));
    expect(ceilings.slice(0, 3)).toEqual([CONFLICT_RETRY_POLICY.baseDelayMs, 2 * CONFLICT_RETRY_POLICY.baseDelayMs, 4 * CONFLICT_RETRY_POLICY.baseDelayMs]);
    expect(Math.max(...ceilings)).toBe(CONFLICT_RETRY_POLICY.maxDelayMs);
    sleeps.forEach((ms, index) => expect(ms).toBeLessThan(ceilings[index]!));
    // The worst case of all the waits stays within an API call's budget.
    expect(ceilings.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(5_000);
  });

  it('should let any other error through at once', async () => {
    // Arrange
    const sleeps: number[] = [];

    // Act
    const attempt = retryOnConflict(
      async () => {
        throw new TypeError('panne');
      },
      { sleep: async (ms) => void sleeps.push(ms), exhausted: () => new Error('busy') },
    );

    // Assert
    await expect(attempt).rejects.toThrow(new TypeError('panne'));
    expect(sleeps).toEqual([]);
  });
});

describe('the credit ledger module', () => {
  it('should put a ledger entry under a condition that its key is new, and read its id back from the key', () => {
    // Arrange
    const entry = { userId: 'parent-1', reason: 'grant_pack' as const, creditType: 'bonus' as const, delta: 30, reference: 'cs_1' };

    // Act
    const { Put } = ledgerEntryPut('accounts', entry, NOW);

    // Assert
    expect(Put).toMatchObject({ TableName: 'accounts', ConditionExpression: 'attribute_not_exists(sk)', Item: { ...entry, createdAt: NOW.toISOString() } });
    const id = ledgerEntryIdOf(Put.Item.sk);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(ledgerEntryIdOf('ACCOUNT')).toBeUndefined();
  });

  it('should keep the order of entries put in the same millisecond when asked to', () => {
    // Arrange
    const entry = { userId: 'parent-1', reason: 'admin_adjustment' as const, creditType: 'bonus' as const, delta: 1, reference: null };

    // Act
    const ids = [1, 2, 3].map(() => ledgerEntryIdOf(ledgerEntryPut('accounts', entry, NOW, { ordered: true }).Put.Item.sk)!);

    // Assert
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it('should take a debit only from an open account with the credits, and a monthly one only under an active subscription', () => {
    // Act
    const monthly = balanceUpdate('accounts', { userId: 'parent-1', creditType: 'monthly', delta: -1, counterDelta: 1, guard: 'spendable', now: NOW }).Update;
    const bonus = balanceUpdate('accounts', { userId: 'parent-1', creditType: 'bonus', delta: -1, counterDelta: 1, guard: 'spendable', now: NOW }).Update;

    // Assert
    expect(monthly.ExpressionAttributeNames).toEqual({ '#balance': 'monthlyCreditsRemaining', '#counter': 'storiesCreated' });
    expect(monthly.ConditionExpression).toContain('attribute_not_exists(deletingAt)');
    expect(monthly.ConditionExpression).toContain('#balance >= :spent');
    expect(monthly.ConditionExpression).toContain('subscriptionStatus IN (:active, :trialing)');
    expect(monthly.ExpressionAttributeValues).toMatchObject({ ':delta': -1, ':counterDelta': 1, ':spent': 1 });
    expect(bonus.ExpressionAttributeNames).toEqual({ '#balance': 'bonusCredits', '#counter': 'bonusStoriesCreated' });
    expect(bonus.ConditionExpression).not.toContain('subscriptionStatus');
  });

  it('should give credits to an existing account without touching its counter when none is moved', () => {
    // Act
    const { Update } = balanceUpdate('accounts', { userId: 'parent-1', creditType: 'bonus', delta: 30, guard: 'account_exists', now: NOW });

    // Assert
    expect(Update.UpdateExpression).toBe('SET #balance = #balance + :delta, updatedAt = :now');
    expect(Update.ConditionExpression).toBe('attribute_exists(userId)');
    expect(Update.ExpressionAttributeNames).toEqual({ '#balance': 'bonusCredits' });
  });

  it('should set numbers only while those read still hold, a missing one staying missing', () => {
    // Act
    const { Update } = accountNumbersUpdate('accounts', {
      userId: 'parent-1',
      set: { monthlyCreditsRemaining: 10, grantedPeriodStart: 1_700 },
      asRead: { monthlyCreditsRemaining: 3, grantedPeriodStart: undefined },
      refuseDeleting: true,
      now: NOW,
    });

    // Assert
    expect(Update.ConditionExpression.split(' AND ')).toEqual([
      'attribute_exists(userId)',
      'attribute_not_exists(deletingAt)',
      '#monthlyCreditsRemaining = :read_monthlyCreditsRemaining',
      'attribute_not_exists(#grantedPeriodStart)',
    ]);
    expect(Update.ExpressionAttributeValues).toMatchObject({ ':set_monthlyCreditsRemaining': 10, ':set_grantedPeriodStart': 1_700, ':read_monthlyCreditsRemaining': 3 });
  });

  it('should read which item of a cancelled transaction failed, a conflict, and nothing of another error', () => {
    // Act
    const profileGone = cancellationOf(cancelled('None', 'ConditionalCheckFailed', 'None'));
    const conflict = cancellationOf(cancelled('TransactionConflict', 'None'));
    const other = cancellationOf(new Error('réseau'));

    // Assert
    expect([profileGone?.failedAt(0), profileGone?.failedAt(1), profileGone?.conflict, profileGone?.lostRace]).toEqual([false, true, false, true]);
    expect([conflict?.failedAt(0), conflict?.conflict, conflict?.lostRace]).toEqual([false, true, true]);
    expect(other).toBeUndefined();
  });
});
