import { logger } from '#core/logger';
import { countCreditsGranted } from '#core/observability/metrics';
import { ensureAccount, nowOf, untilSettled, type PaymentEventOutcome, type PaymentEventPorts } from './payment-event-ports';
import type { Invoice, PaymentEvent, Subscription } from './payment-gateway';
import { grantsMonthlyCredits, invoicePaysForPeriod, MONTHLY_ALLOWANCE, subscriptionStateOf } from './subscription-rules';

type SubscriptionEvent = Extract<PaymentEvent, { family: 'subscription' | 'invoice' }>;

/**
 * `customer.subscription.created/updated/deleted` and `invoice.paid`. The subscription is re-read from
 * Stripe every time, and the account keeps the state of the latest event (by its `created`), so the
 * order of delivery does not matter. A paid invoice also sets the month's allowance, once per period:
 * the invoice too is re-read, so its period is Stripe's, never the one written in the event (an old
 * delivery's copy, or anything a signed-but-replayed body says).
 */
export async function handleSubscriptionEvent(ports: PaymentEventPorts, event: SubscriptionEvent): Promise<PaymentEventOutcome[]> {
  let invoice: Invoice | undefined;
  if (event.family === 'invoice') {
    invoice = await ports.gateway.retrieveInvoice(event.invoiceId);
    if (!invoice) return ['unknown_invoice'];
    if (invoice.status !== 'paid') return ['not_paid'];
  }
  const subscriptionId = invoice ? invoice.subscriptionId : event.family === 'subscription' ? event.subscriptionId : null;
  // An invoice of no subscription (a one-off invoice made in the dashboard) gives nothing.
  if (!subscriptionId) return ['ignored'];
  const subscription = await ports.gateway.retrieveSubscription(subscriptionId);
  if (!subscription) return ['unknown_subscription'];
  if (!subscription.userId) {
    logger.warn('Subscription without our userId metadata', { subscriptionId, eventId: event.id });
    return ['no_user'];
  }

  const saved = await saveState(ports, subscription, subscription.userId, event.created);
  if (event.family === 'invoice' && saved === 'account_deleted') {
    logger.error('Paid invoice of a deleted account: nothing granted, refund it and cancel the subscription from Stripe', { subscriptionId, eventId: event.id });
  }
  if (!invoice || saved === 'account_deleted') return [saved];
  if (!invoicePaysForPeriod(invoice.billingReason) || !grantsMonthlyCredits(subscription)) return [saved, 'period_not_due'];
  const periodStart = invoice.periodStart ?? subscription.currentPeriodStart;
  if (periodStart === null) return [saved, 'period_not_due'];
  return [saved, await grantPeriod(ports, { userId: subscription.userId, subscriptionId, periodStart, invoiceId: invoice.id, eventId: event.id })];
}

/**
 * Re-reads a subscription and saves its state on the account of `expectedUserId` (the checkout's
 * parent). A subscription whose metadata names another parent is left alone.
 */
export async function saveSubscriptionFromStripe(ports: PaymentEventPorts, subscriptionId: string, stateAt: number, expectedUserId: string): Promise<PaymentEventOutcome> {
  const subscription = await ports.gateway.retrieveSubscription(subscriptionId);
  if (!subscription) return 'unknown_subscription';
  if (subscription.userId !== null && subscription.userId !== expectedUserId) {
    logger.warn('Subscription metadata names another parent than its checkout', { subscriptionId });
    return 'no_user';
  }
  return saveState(ports, subscription, expectedUserId, stateAt);
}

async function saveState(ports: PaymentEventPorts, subscription: Subscription, userId: string, stateAt: number): Promise<PaymentEventOutcome> {
  if (!(await ensureAccount(ports, userId))) {
    logger.warn('Subscription event of a deleted account: nothing written', { subscriptionId: subscription.id });
    return 'account_deleted';
  }
  const saved = await ports.payments.saveSubscriptionState(userId, subscriptionStateOf(subscription), stateAt, nowOf(ports));
  return saved === 'saved' ? 'subscription_saved' : 'subscription_stale';
}

/**
 * The allowance of a paid period, once per (subscription, period start), and never for a period older
 * than the one already granted (a late renewal of last month must not refill this month). The balance
 * is set to the allowance, not added to: the ledger entry carries the difference.
 */
async function grantPeriod(
  ports: PaymentEventPorts,
  period: { userId: string; subscriptionId: string; periodStart: number; invoiceId: string; eventId: string },
): Promise<PaymentEventOutcome> {
  return untilSettled(ports, async () => {
    const billing = await ports.payments.getBillingState(period.userId);
    if (!billing) return undefined;
    if (billing.grantedPeriodStart !== null && billing.grantedPeriodStart >= period.periodStart) {
      return billing.grantedPeriodStart === period.periodStart ? 'period_already_granted' : 'period_stale';
    }
    const result = await ports.payments.grantPeriod({ ...period, allowance: MONTHLY_ALLOWANCE, before: billing, now: nowOf(ports) });
    if (result === 'changed') return undefined;
    if (result !== 'granted') return 'period_already_granted';
    countCreditsGranted(MONTHLY_ALLOWANCE, 'subscription');
    return 'period_granted';
  });
}
