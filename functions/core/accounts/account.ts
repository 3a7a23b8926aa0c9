import { SIGNUP_BONUS_CREDITS, type CreditSummary, type LedgerReason } from '#shared/credits';

/** The account item of the accounts table (the spec's user_credits row). */
export interface Account {
  userId: string;
  email: string | null;
  planType: CreditSummary['planType'];
  subscriptionStatus: CreditSummary['subscriptionStatus'];
  monthlyCredits: number;
  monthlyCreditsRemaining: number;
  storiesCreated: number;
  bonusCredits: number;
  bonusStoriesCreated: number;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * Set when the parent asked for the account's deletion (DELETE /api/me), before anything is deleted:
   * from then on no write of theirs succeeds (getOrCreateAccount, and the conditions of openAccountCheck).
   */
  deletingAt?: string;
}

/** One change of a balance, written in the same transaction as the change itself. */
export interface LedgerEntry {
  userId: string;
  entryId: string;
  reason: LedgerReason;
  creditType: 'bonus' | 'monthly';
  delta: number;
  /** The story, pack, Stripe event or operator action behind the change. */
  reference: string | null;
  createdAt: string;
}

/** Spec part 1 §4: plan free, status free, one bonus credit, every counter at 0. */
export function newAccount(userId: string, email: string | null, now: string): Account {
  return {
    userId,
    email,
    planType: 'free',
    subscriptionStatus: 'free',
    monthlyCredits: 0,
    monthlyCreditsRemaining: 0,
    storiesCreated: 0,
    bonusCredits: SIGNUP_BONUS_CREDITS,
    bonusStoriesCreated: 0,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    stripeCustomerId: null,
    createdAt: now,
    updatedAt: now,
  };
}

const ACTIVE_STATUSES: ReadonlySet<Account['subscriptionStatus']> = new Set(['active', 'trialing']);

export function hasActiveSubscription(account: Account): boolean {
  return account.planType === 'subscription' && ACTIVE_STATUSES.has(account.subscriptionStatus);
}

/**
 * The summary the home screen reads. Monthly credits count only while the subscription is active;
 * bonus credits never expire (spec).
 */
export function toCreditSummary(account: Account): CreditSummary {
  const monthlyLeft = hasActiveSubscription(account) ? account.monthlyCreditsRemaining : 0;
  return {
    storiesLeft: account.bonusCredits + monthlyLeft,
    bonusStories: account.bonusCredits,
    storiesCreated: account.storiesCreated,
    bonusStoriesCreated: account.bonusStoriesCreated,
    totalStoriesCreated: account.storiesCreated + account.bonusStoriesCreated,
    planType: account.planType,
    subscriptionStatus: account.subscriptionStatus,
    currentPeriodEnd: account.currentPeriodEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    stripeSubscriptionId: account.stripeSubscriptionId,
    stripeCustomerId: account.stripeCustomerId,
    monthlyCredits: account.monthlyCredits,
    monthlyCreditsRemaining: account.monthlyCreditsRemaining,
  };
}
