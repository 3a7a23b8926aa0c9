import { describe, expect, it } from 'vitest';
import type { Caller } from '../../functions/core/caller';
import { syncSubscriptionWithChanges, type SubscriptionSync } from '../../functions/core/reconcile/reconcile-subscription';
import { syncSubscriptionResponseSchema } from '../../shared/reconcile';
import { InMemoryAccounts } from './support/in-memory-accounts';

const PARENT: Caller = { userId: 'parent-1', email: 'parent@example.fr', isAdmin: false };
const NOW = new Date('2026-11-25T10:00:00.000Z');

describe('syncSubscriptionWithChanges', () => {
  it('should answer the payments sync and list what it changed on the account', async () => {
    // Arrange: Stripe says the subscription is active; the sync writes it (as the payments' repository would).
    const accounts = new InMemoryAccounts();
    accounts.open(PARENT.userId, { bonusCredits: 1 });
    const syncSubscription: SubscriptionSync = async (caller) => {
      Object.assign(accounts.rows.get(caller.userId)!, {
        planType: 'subscription',
        subscriptionStatus: 'active',
        monthlyCredits: 30,
        currentPeriodEnd: '2026-12-25T10:00:00.000Z',
        stripeSubscriptionId: 'sub_1',
        stripeCustomerId: 'cus_1',
      });
      return { success: true, plan_type: 'subscription' };
    };

    // Act
    const answer = await syncSubscriptionWithChanges({ accounts, syncSubscription, now: () => NOW }, PARENT);

    // Assert
    expect(syncSubscriptionResponseSchema.parse(answer)).toEqual({
      success: true,
      plan_type: 'subscription',
      changes: [
        { field: 'planType', old: 'free', new: 'subscription' },
        { field: 'subscriptionStatus', old: 'free', new: 'active' },
        { field: 'monthlyCredits', old: 0, new: 30 },
        { field: 'currentPeriodEnd', old: null, new: '2026-12-25T10:00:00.000Z' },
        { field: 'stripeSubscriptionId', old: null, new: 'sub_1' },
        { field: 'stripeCustomerId', old: null, new: 'cus_1' },
      ],
    });
  });

  it('should create a missing account before the sync and report no change when the sync changed nothing', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    const synced: string[] = [];
    const syncSubscription: SubscriptionSync = async (caller) => {
      synced.push(caller.userId);
      return { success: true, plan_type: 'free' };
    };

    // Act
    const answer = await syncSubscriptionWithChanges({ accounts, syncSubscription, now: () => NOW }, PARENT);

    // Assert
    expect(answer).toEqual({ success: true, plan_type: 'free', changes: [] });
    expect(accounts.creations).toHaveLength(1);
    expect(synced).toEqual([PARENT.userId]);
  });
});
