import { describe, expect, it } from 'vitest';
import { creditSummary } from '@/test/fixtures/credit-summary';
import type { CreditSummary } from '@shared/credits';
import { frenchDate, subscriptionView } from './subscription-logic';

const free = creditSummary();

const subscriber: CreditSummary = {
  ...free,
  planType: 'subscription',
  subscriptionStatus: 'active',
  currentPeriodEnd: '2026-03-12T10:00:00.000Z',
  stripeSubscriptionId: 'sub_1',
  stripeCustomerId: 'cus_1',
  monthlyCredits: 30,
  monthlyCreditsRemaining: 28,
};

describe('subscriptionView', () => {
  it('should show the free plan without a way to the billing portal when the parent never paid', () => {
    // Arrange / Act
    const view = subscriptionView(free);

    // Assert
    expect(view).toEqual({ title: 'Formule gratuite', status: null, period: null, monthlyLeft: null, canManage: false });
  });

  it('should show an active subscription, its renewal date and the monthly stories left', () => {
    // Arrange / Act
    const view = subscriptionView(subscriber);

    // Assert
    expect(view).toEqual({
      title: 'Abonnement mensuel',
      status: 'Actif',
      period: 'Se renouvelle le 12 mars 2026',
      monthlyLeft: '28 sur 30 histoires mensuelles restantes',
      canManage: true,
    });
  });

  it('should say when a subscription set to stop at the end of its period ends', () => {
    // Arrange / Act
    const view = subscriptionView({ ...subscriber, cancelAtPeriodEnd: true });

    // Assert
    expect(view.period).toBe('Se termine le 12 mars 2026');
  });

  it('should keep the billing portal for a former subscriber', () => {
    // Arrange / Act
    const view = subscriptionView({ ...free, subscriptionStatus: 'canceled', stripeCustomerId: 'cus_1' });

    // Assert
    expect(view.canManage).toBe(true);
  });

  it('should leave out a date it cannot read', () => {
    // Arrange / Act / Assert
    expect(frenchDate('pas une date')).toBeNull();
    expect(frenchDate(null)).toBeNull();
  });
});
