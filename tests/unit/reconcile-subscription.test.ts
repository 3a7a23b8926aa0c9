import { describe, expect, it } from 'vitest';
import type { AdminRepository, AutoSyncSetting } from '#core/admin/admin-repository';
import type { Caller } from '#core/caller';
import { syncSubscriptionWithChanges, type SubscriptionSync } from '#core/reconcile/reconcile-subscription';
import { syncSubscriptionResponseSchema } from '#shared/reconcile';
import { InMemoryAccounts } from './support/in-memory-accounts';

const PARENT: Caller = { userId: 'parent-1', email: 'parent@example.fr', isAdmin: false };
const NOW = new Date('2026-11-25T10:00:00.000Z');

/** AdminSync's setting as stored (undefined: no admin ever set it). */
const autoSync = (setting: AutoSyncSetting | undefined): Pick<AdminRepository, 'readAutoSync'> => ({ readAutoSync: async () => setting });
const AUTO_SYNC_OFF: AutoSyncSetting = { enabled: false, updatedAt: '2026-11-24T08:00:00.000Z', updatedBy: 'admin-1' };
const AUTO_SYNC_ON: AutoSyncSetting = { ...AUTO_SYNC_OFF, enabled: true };

/** A subscriber, and a payments sync that records each call (standing for the gateway's loading and Stripe's read). */
function subscriberWithRecordedSync() {
  const accounts = new InMemoryAccounts();
  accounts.open(PARENT.userId, { planType: 'subscription', subscriptionStatus: 'active', monthlyCredits: 30, stripeSubscriptionId: 'sub_1', stripeCustomerId: 'cus_1' });
  const synced: string[] = [];
  const syncSubscription: SubscriptionSync = async (caller) => {
    synced.push(caller.userId);
    Object.assign(accounts.rows.get(caller.userId)!, { cancelAtPeriodEnd: true });
    return { success: true, plan_type: 'subscription' };
  };
  return { accounts, synced, syncSubscription };
}

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
    const answer = await syncSubscriptionWithChanges({ accounts, syncSubscription, admin: autoSync(undefined), now: () => NOW }, PARENT);

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
    const answer = await syncSubscriptionWithChanges({ accounts, syncSubscription, admin: autoSync(undefined), now: () => NOW }, PARENT);

    // Assert
    expect(answer).toEqual({ success: true, plan_type: 'free', changes: [] });
    expect(accounts.creations).toHaveLength(1);
    expect(synced).toEqual([PARENT.userId]);
  });

  it('should skip an automatic sync while auto-sync is off: no payments call, the account as it stands, skipped', async () => {
    // Arrange
    const { accounts, synced, syncSubscription } = subscriberWithRecordedSync();

    // Act
    const answer = await syncSubscriptionWithChanges({ accounts, syncSubscription, admin: autoSync(AUTO_SYNC_OFF), now: () => NOW }, PARENT, { automatic: true });

    // Assert
    expect(syncSubscriptionResponseSchema.parse(answer)).toEqual({ success: true, plan_type: 'subscription', changes: [], skipped: true });
    expect(synced).toEqual([]);
    expect(accounts.rows.get(PARENT.userId)?.cancelAtPeriodEnd).toBe(false);
  });

  it("should sync a parent's explicit call even while auto-sync is off", async () => {
    // Arrange
    const { accounts, synced, syncSubscription } = subscriberWithRecordedSync();

    // Act
    const answer = await syncSubscriptionWithChanges({ accounts, syncSubscription, admin: autoSync(AUTO_SYNC_OFF), now: () => NOW }, PARENT);

    // Assert
    expect(answer).toEqual({ success: true, plan_type: 'subscription', changes: [{ field: 'cancelAtPeriodEnd', old: false, new: true }] });
    expect(synced).toEqual([PARENT.userId]);
  });

  it('should run an automatic sync while auto-sync is on, or was never set', async () => {
    // Arrange
    const on = subscriberWithRecordedSync();
    const neverSet = subscriberWithRecordedSync();

    // Act
    const whenOn = await syncSubscriptionWithChanges({ ...on, admin: autoSync(AUTO_SYNC_ON), now: () => NOW }, PARENT, { automatic: true });
    const whenNeverSet = await syncSubscriptionWithChanges({ ...neverSet, admin: autoSync(undefined), now: () => NOW }, PARENT, { automatic: true });

    // Assert
    for (const answer of [whenOn, whenNeverSet]) {
      expect(answer).toEqual({ success: true, plan_type: 'subscription', changes: [{ field: 'cancelAtPeriodEnd', old: false, new: true }] });
    }
    expect(on.synced).toEqual([PARENT.userId]);
    expect(neverSet.synced).toEqual([PARENT.userId]);
  });
});
