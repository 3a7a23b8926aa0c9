import type { SubscriptionState } from './subscription-rules';

/** Sort keys of the markers that make each grant happen once, in the parent's own partition of the accounts table. */
export const CHECKOUT_MARKER_PREFIX = 'CHECKOUT#';
export const PERIOD_MARKER_PREFIX = 'PERIOD#';

export const checkoutMarkerSk = (sessionId: string): string => `${CHECKOUT_MARKER_PREFIX}${sessionId}`;
export const periodMarkerSk = (subscriptionId: string, periodStart: number): string => `${PERIOD_MARKER_PREFIX}${subscriptionId}#${String(periodStart)}`;

/** The ACCOUNT item's fields that order the payment writes (not part of the credit summary). */
export interface BillingState {
  monthlyCreditsRemaining: number;
  /** Start (epoch seconds) of the last period whose allowance was granted. */
  grantedPeriodStart: number | null;
  /** `created` (epoch seconds) of the Stripe event whose state the account holds. */
  subscriptionUpdatedAt: number | null;
}

export interface PackGrant {
  userId: string;
  sessionId: string;
  packId: string;
  count: number;
  eventId: string;
  now: Date;
}

export interface PeriodGrant {
  userId: string;
  subscriptionId: string;
  periodStart: number;
  /** The invoice that paid the period: the ledger entry names it. */
  invoiceId: string;
  eventId: string;
  allowance: number;
  /** The balance and the granted period as read: the transaction holds only if neither moved since. */
  before: Pick<BillingState, 'monthlyCreditsRemaining' | 'grantedPeriodStart'>;
  now: Date;
}

/** The payment writes, each one DynamoDB operation inside the parent's partition. */
export interface PaymentRepository {
  /** A consistent read of the billing fields; undefined when the account does not exist. */
  getBillingState(userId: string): Promise<BillingState | undefined>;
  /**
   * One transaction: the session's marker (only if absent), the account's bonus credits plus the pack's
   * count, and the `grant_pack` ledger entry naming the session. `already_granted`: the marker exists,
   * nothing written. `conflict`: another transaction touched these items at that moment (try again).
   */
  grantPack(grant: PackGrant): Promise<'granted' | 'already_granted' | 'conflict'>;
  /**
   * Writes the subscription's state unless the account already holds the state of a later event
   * (`subscriptionUpdatedAt` > `stateAt`): `stale`, nothing written.
   */
  saveSubscriptionState(userId: string, state: SubscriptionState, stateAt: number, now: Date): Promise<'saved' | 'stale'>;
  /**
   * One transaction: the period's marker (only if absent), the account's allowance and balance set to
   * `allowance` (only if the balance and the granted period are still those read), and the
   * `grant_subscription` ledger entry of the difference. `changed`: the account moved or another
   * transaction ran at that moment (read again and try again).
   */
  grantPeriod(grant: PeriodGrant): Promise<'granted' | 'already_granted' | 'changed'>;
}
