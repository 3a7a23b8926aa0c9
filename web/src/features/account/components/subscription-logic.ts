import type { CreditSummary } from '@shared/credits';

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

const STATUS_LABELS: Readonly<Record<CreditSummary['subscriptionStatus'], string>> = {
  free: 'Aucun abonnement',
  active: 'Actif',
  trialing: "Période d'essai",
  past_due: 'Paiement en attente',
  canceled: 'Résilié',
  unpaid: 'Impayé',
  incomplete: 'Paiement incomplet',
};

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
    return { title: 'Formule gratuite', status: null, period: null, monthlyLeft: null, canManage };
  }
  const end = frenchDate(summary.currentPeriodEnd);
  const period = end === null ? null : summary.cancelAtPeriodEnd ? `Se termine le ${end}` : `Se renouvelle le ${end}`;
  return {
    title: 'Abonnement mensuel',
    status: STATUS_LABELS[summary.subscriptionStatus],
    period,
    monthlyLeft: `${summary.monthlyCreditsRemaining} sur ${summary.monthlyCredits} histoires mensuelles restantes`,
    canManage,
  };
}
