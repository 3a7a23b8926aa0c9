import { describe, expect, it } from 'vitest';
import { hasActiveSubscription, newAccount, toCreditSummary, type Account } from '#core/accounts/account';
import { SIGNUP_BONUS_CREDITS, creditSummarySchema } from '#shared/credits';
import { NEW_ACCOUNT_CREDIT_SUMMARY } from '../fixtures/credit-summaries';

const NOW = '2025-03-01T10:00:00.000Z';

function subscribedAccount(overrides: Partial<Account> = {}): Account {
  return {
    ...newAccount('user-1', 'parent@example.com', NOW),
    planType: 'subscription',
    subscriptionStatus: 'active',
    monthlyCredits: 30,
    monthlyCreditsRemaining: 12,
    bonusCredits: 2,
    storiesCreated: 18,
    currentPeriodEnd: '2025-04-01T10:00:00.000Z',
    stripeSubscriptionId: 'sub_123',
    stripeCustomerId: 'cus_123',
    ...overrides,
  };
}

describe('newAccount', () => {
  it('should start on the free plan with one bonus credit and every counter at 0', () => {
    // Act
    const account = newAccount('user-1', 'parent@example.com', NOW);

    // Assert
    expect(account).toEqual({
      userId: 'user-1',
      email: 'parent@example.com',
      planType: 'free',
      subscriptionStatus: 'free',
      monthlyCredits: 0,
      monthlyCreditsRemaining: 0,
      storiesCreated: 0,
      bonusCredits: 1,
      bonusStoriesCreated: 0,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      stripeCustomerId: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(account.bonusCredits).toBe(SIGNUP_BONUS_CREDITS);
  });

  it('should accept an account without an e-mail', () => {
    // Act
    const account = newAccount('user-2', null, NOW);

    // Assert
    expect(account.email).toBeNull();
  });
});

describe('toCreditSummary', () => {
  it('should count only the bonus credit of a new account', () => {
    // Arrange
    const account = newAccount('user-1', null, NOW);

    // Act
    const summary = toCreditSummary(account);

    // Assert
    expect(summary).toEqual(NEW_ACCOUNT_CREDIT_SUMMARY);
    expect(creditSummarySchema.safeParse(summary).success).toBe(true);
  });

  it.each(['active', 'trialing'] as const)('should add the monthly credits left while the subscription is %s', (status) => {
    // Arrange
    const account = subscribedAccount({ subscriptionStatus: status });

    // Act
    const summary = toCreditSummary(account);

    // Assert
    expect(hasActiveSubscription(account)).toBe(true);
    expect(summary.storiesLeft).toBe(2 + 12);
    expect(summary.bonusStories).toBe(2);
    expect(summary.monthlyCreditsRemaining).toBe(12);
    expect(creditSummarySchema.parse(summary)).toEqual(summary);
  });

  it.each(['canceled', 'past_due', 'unpaid', 'incomplete', 'free'] as const)(
    'should count only the bonus credits when the subscription is %s',
    (status) => {
      // Arrange
      const account = subscribedAccount({ subscriptionStatus: status });

      // Act
      const summary = toCreditSummary(account);

      // Assert
      expect(hasActiveSubscription(account)).toBe(false);
      expect(summary.storiesLeft).toBe(2);
      expect(summary.monthlyCreditsRemaining).toBe(12);
      expect(summary.subscriptionStatus).toBe(status);
      expect(creditSummarySchema.safeParse(summary).success).toBe(true);
    },
  );

  it('should not count monthly credits on the free plan even with an active status', () => {
    // Arrange
    const account = subscribedAccount({ planType: 'free', subscriptionStatus: 'active' });

    // Act
    const summary = toCreditSummary(account);

    // Assert
    expect(summary.storiesLeft).toBe(2);
  });

  it('should copy the subscription details and never expose the account identity', () => {
    // Arrange
    const account = subscribedAccount({ cancelAtPeriodEnd: true, bonusStoriesCreated: 3 });

    // Act
    const summary = toCreditSummary(account);

    // Assert
    expect(summary).toMatchObject({
      storiesCreated: 18,
      bonusStoriesCreated: 3,
      planType: 'subscription',
      currentPeriodEnd: '2025-04-01T10:00:00.000Z',
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: 'sub_123',
      stripeCustomerId: 'cus_123',
      monthlyCredits: 30,
    });
    expect(summary).not.toHaveProperty('userId');
    expect(summary).not.toHaveProperty('email');
    expect(Object.keys(summary).sort()).toEqual(Object.keys(creditSummarySchema.shape).sort());
  });
});
