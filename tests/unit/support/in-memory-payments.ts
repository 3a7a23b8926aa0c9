import type { Account } from '#core/accounts/account';
import {
  checkoutMarkerSk,
  periodMarkerSk,
  type BillingState,
  type PackGrant,
  type PaymentRepository,
  type PeriodGrant,
} from '#core/payments/payment-repository';
import type { SubscriptionState } from '#core/payments/subscription-rules';
import { InMemoryAccounts } from './in-memory-accounts';

/**
 * The payment writes (payment-repository.ts) over the in-memory accounts, with the adapter's conditions:
 * a marker is put only if absent, and everything of a grant is written or nothing; the subscription's
 * state never goes back to an older event's; a period is granted only if the balance and the granted
 * period are still those read. Markers live beside the accounts, as in the parent's partition.
 */
export class InMemoryPayments implements PaymentRepository {
  /** Marker sort keys, by parent. */
  readonly markers = new Map<string, Set<string>>();
  /** The ACCOUNT item's billing fields, by parent. */
  readonly billing = new Map<string, { grantedPeriodStart: number | null; subscriptionUpdatedAt: number | null }>();
  /** Answers `conflict`/`changed` this many times first: another transaction held the items. */
  readonly conflicts = { grantPack: 0, grantPeriod: 0 };
  /** Runs before each write, by name: tests move a balance at a chosen moment. */
  readonly before: Partial<Record<'grantPack' | 'grantPeriod', () => void>> = {};
  private entries = 0;

  constructor(readonly accounts: InMemoryAccounts = new InMemoryAccounts()) {}

  markersOf(userId: string): string[] {
    return [...(this.markers.get(userId) ?? [])];
  }

  async getBillingState(userId: string): Promise<BillingState | undefined> {
    const account = this.accounts.rows.get(userId);
    if (!account) return undefined;
    return { monthlyCreditsRemaining: account.monthlyCreditsRemaining, ...this.billingOf(userId) };
  }

  async grantPack(grant: PackGrant): Promise<'granted' | 'already_granted' | 'conflict'> {
    this.before.grantPack?.();
    if (this.conflicts.grantPack > 0) {
      this.conflicts.grantPack -= 1;
      return 'conflict';
    }
    const sk = checkoutMarkerSk(grant.sessionId);
    if (this.markersOf(grant.userId).includes(sk)) return 'already_granted';
    const account = this.accountOf(grant.userId);
    this.addMarker(grant.userId, sk);
    account.bonusCredits += grant.count;
    account.updatedAt = grant.now.toISOString();
    this.record(grant.userId, 'grant_pack', 'bonus', grant.count, grant.sessionId, grant.now);
    return 'granted';
  }

  async saveSubscriptionState(userId: string, state: SubscriptionState, stateAt: number, now: Date): Promise<'saved' | 'stale'> {
    const account = this.accounts.rows.get(userId);
    const billing = this.billingOf(userId);
    if (!account || (billing.subscriptionUpdatedAt !== null && billing.subscriptionUpdatedAt > stateAt)) return 'stale';
    Object.assign(account, {
      planType: state.planType,
      subscriptionStatus: state.subscriptionStatus,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      stripeSubscriptionId: state.subscriptionId,
      ...(state.customerId !== null ? { stripeCustomerId: state.customerId } : {}),
      updatedAt: now.toISOString(),
    } satisfies Partial<Account>);
    this.billing.set(userId, { ...billing, subscriptionUpdatedAt: stateAt });
    return 'saved';
  }

  async grantPeriod(grant: PeriodGrant): Promise<'granted' | 'already_granted' | 'changed'> {
    this.before.grantPeriod?.();
    if (this.conflicts.grantPeriod > 0) {
      this.conflicts.grantPeriod -= 1;
      return 'changed';
    }
    const sk = periodMarkerSk(grant.subscriptionId, grant.periodStart);
    if (this.markersOf(grant.userId).includes(sk)) return 'already_granted';
    const account = this.accounts.rows.get(grant.userId);
    const billing = this.billingOf(grant.userId);
    if (!account || account.monthlyCreditsRemaining !== grant.before.monthlyCreditsRemaining || billing.grantedPeriodStart !== grant.before.grantedPeriodStart) {
      return 'changed';
    }
    this.addMarker(grant.userId, sk);
    const delta = grant.allowance - account.monthlyCreditsRemaining;
    account.monthlyCredits = grant.allowance;
    account.monthlyCreditsRemaining = grant.allowance;
    account.updatedAt = grant.now.toISOString();
    this.billing.set(grant.userId, { ...billing, grantedPeriodStart: grant.periodStart });
    this.record(grant.userId, 'grant_subscription', 'monthly', delta, grant.invoiceId, grant.now);
    return 'granted';
  }

  private accountOf(userId: string): Account {
    const account = this.accounts.rows.get(userId);
    // The adapter's update is conditioned on the account's existence: its transaction is cancelled.
    if (!account) throw new Error(`No account for ${userId}: the transaction would be cancelled`);
    return account;
  }

  private billingOf(userId: string) {
    return this.billing.get(userId) ?? { grantedPeriodStart: null, subscriptionUpdatedAt: null };
  }

  private addMarker(userId: string, sk: string): void {
    const set = this.markers.get(userId) ?? new Set<string>();
    set.add(sk);
    this.markers.set(userId, set);
  }

  private record(userId: string, reason: 'grant_pack' | 'grant_subscription', creditType: 'bonus' | 'monthly', delta: number, reference: string, now: Date): void {
    this.entries += 1;
    this.accounts.ledger.push({ userId, entryId: `payment-${String(this.entries).padStart(6, '0')}`, reason, creditType, delta, reference, createdAt: now.toISOString() });
  }
}
