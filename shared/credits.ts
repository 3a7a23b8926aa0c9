import * as z from 'zod';
import './french-errors';

/** Spec part 1 §4 and §9: a new account starts with one bonus credit and every counter at 0. */
export const SIGNUP_BONUS_CREDITS = 1;
/** Spec part 1 §1: a subscription allows up to 30 unique stories a month. */
export const SUBSCRIPTION_MONTHLY_CREDITS = 30;

export const planTypeSchema = z.enum(['free', 'subscription']);
export const subscriptionStatusSchema = z.enum(['free', 'active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete']);

/**
 * The credit summary of spec part 1 §3, as `GET /api/me/credits` answers it.
 * `storiesLeft` is what the home screen calls the available stories: the bonus credits, plus the
 * monthly credits left while a subscription is active (spec: "Displayed credits equal bonus_credits;
 * monthly credits are also exposed").
 */
export const creditSummarySchema = z.object({
  storiesLeft: z.number().int().nonnegative(),
  bonusStories: z.number().int().nonnegative(),
  storiesCreated: z.number().int().nonnegative(),
  bonusStoriesCreated: z.number().int().nonnegative(),
  /** Every story the parent ever had made, whichever credit paid for it: what the account page shows. */
  totalStoriesCreated: z.number().int().nonnegative(),
  planType: planTypeSchema,
  subscriptionStatus: subscriptionStatusSchema,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  stripeSubscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  monthlyCredits: z.number().int().nonnegative(),
  monthlyCreditsRemaining: z.number().int().nonnegative(),
});

export type CreditSummary = z.infer<typeof creditSummarySchema>;

/** Why a ledger entry exists. Every change of a balance writes exactly one. */
export const ledgerReasonSchema = z.enum([
  'grant_signup',
  'grant_pack',
  'grant_subscription',
  'debit_story',
  'refund_story',
  'admin_adjustment',
  'reconciliation',
]);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;
