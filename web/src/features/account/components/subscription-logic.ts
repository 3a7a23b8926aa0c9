import type { CreditSummary } from '@shared/credits';
import { ACCOUNT_TEXT, SUBSCRIPTION_STATUS_LABELS } from '@/features/account/messages';

/**
 * What /account says about the subscription (issue 13, item 4): its state in French, when it renews or
 * ends, the monthly stories left, and whether 'Gérer mon abonnement' is offered (whenever the payment
 * provider knows the parent as a customer: a former subscriber can see their invoices there too).
 */
export interface SubscriptionView {
  title: string;
  status: string | null;
  period: string | null;
  monthlyLeft: string | null;
  canManage: boolean;
}

/** '12 mars 2026', or null for a date that cannot be read. */
export function frenchDate(iso: string | null): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(date);
}

export function subscriptionView(summary: CreditSummary): SubscriptionView {
  const canManage = summary.stripeCustomerId !== null;
  if (summary.planType !== 'subscription') {
    return { title: ACCOUNT_TEXT.freePlan, status: null, period: null, monthlyLeft: null, canManage };
  }
  const end = frenchDate(summary.currentPeriodEnd);
  const period = end === null ? null : summary.cancelAtPeriodEnd ? ACCOUNT_TEXT.endsOn(end) : ACCOUNT_TEXT.renewsOn(end);
  return {
    title: ACCOUNT_TEXT.monthlyPlan,
    status: SUBSCRIPTION_STATUS_LABELS[summary.subscriptionStatus],
    period,
    monthlyLeft: ACCOUNT_TEXT.monthlyLeft(summary.monthlyCreditsRemaining, summary.monthlyCredits),
    canManage,
  };
}
