import { SUBSCRIPTION_MONTHLY_CREDITS, type CreditSummary } from '#shared/credits';
import type { Account } from '#core/accounts/account';
import type { Subscription } from './payment-gateway';

/** What the account keeps of a subscription: the fields of the credit summary, as Stripe says they are now. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  planType: CreditSummary['planType'];
  subscriptionStatus: CreditSummary['subscriptionStatus'];
  /** ISO 8601, or null when Stripe gave no period: when the subscription renews, or ends when it is set to end. */
  currentPeriodEnd: string | null;
  /** Set to end (by either of Stripe's two ways): the account says when it ends instead of when it renews. */
  cancelAtPeriodEnd: boolean;
}

/** Stripe's statuses in the spec's vocabulary (shared/credits.ts). */
const STATUS_OF: Readonly<Record<string, CreditSummary['subscriptionStatus']>> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  // Never paid, and Stripe will not try again: as good as ended.
  incomplete_expired: 'canceled',
  canceled: 'canceled',
  // A paused subscription is owed nothing and gives nothing, like an unpaid one.
  paused: 'unpaid',
};

export function subscriptionStatusOf(stripeStatus: string): CreditSummary['subscriptionStatus'] {
  return STATUS_OF[stripeStatus] ?? 'incomplete';
}

/**
 * When a subscription that will not renew ends, in epoch seconds; null when it renews. Classic billing
 * sets `cancel_at_period_end`; flexible billing's portal sets only `cancel_at` (the period's end, or any
 * date). A `cancel_at` after the current period leaves that period's renewal in place: the subscription is
 * then renewing until a later period holds the date.
 */
export function scheduledEndOf(subscription: Subscription): number | null {
  const { cancelAt, currentPeriodEnd } = subscription;
  if (cancelAt !== null && (currentPeriodEnd === null || cancelAt <= currentPeriodEnd)) return cancelAt;
  return subscription.cancelAtPeriodEnd ? currentPeriodEnd : null;
}

const isoOf = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The plan stays `subscription` while Stripe keeps the subscription, paid or not; `free` once it ended. */
export function subscriptionStateOf(subscription: Subscription): SubscriptionState {
  const subscriptionStatus = subscriptionStatusOf(subscription.status);
  const scheduledEnd = subscriptionStatus === 'canceled' ? null : scheduledEndOf(subscription);
  return {
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    planType: subscriptionStatus === 'canceled' ? 'free' : 'subscription',
    subscriptionStatus,
    currentPeriodEnd: isoOf(scheduledEnd ?? subscription.currentPeriodEnd),
    cancelAtPeriodEnd: scheduledEnd !== null || subscription.cancelAtPeriodEnd,
  };
}

/** A paid period gives its allowance only while the subscription runs (a late invoice of an ended one gives nothing). */
export function grantsMonthlyCredits(subscription: Subscription): boolean {
  const status = subscriptionStatusOf(subscription.status);
  return status === 'active' || status === 'trialing';
}

/**
 * A subscription Stripe still keeps: a second checkout would bill the parent twice, so the shop sends
 * them to the billing portal instead. A past-due or unpaid one counts: paying it is done in the portal.
 */
export function hasLiveSubscription(account: Pick<Account, 'planType' | 'subscriptionStatus'>): boolean {
  return account.planType === 'subscription' && ['active', 'trialing', 'past_due', 'unpaid'].includes(account.subscriptionStatus);
}

/** The monthly allowance is set, not added: 30 per paid period, whatever was left of the last one. */
export const MONTHLY_ALLOWANCE = SUBSCRIPTION_MONTHLY_CREDITS;

/**
 * The ledger entry of a new period moves the balance from what was left to the allowance, so the sum of
 * the monthly entries stays equal to the balance (it may be 0, or negative after an operator's gift).
 */
export function periodGrantDelta(remainingBefore: number): number {
  return MONTHLY_ALLOWANCE - remainingBefore;
}

/**
 * Invoices that pay for a period: the first one and each renewal. A proration or a manual invoice pays
 * for no new period. A provider that sends no reason (the twin's, an older API) is taken at its word.
 */
export function invoicePaysForPeriod(billingReason: string | null): boolean {
  return billingReason === null || billingReason === 'subscription_create' || billingReason === 'subscription_cycle';
}
