import { packById } from '#shared/packs';
import { logger } from '#core/logger';
import { countCreditsSold } from '#core/observability/metrics';
import { ensureAccount, nowOf, untilSettled, type PaymentEventOutcome, type PaymentEventPorts } from './payment-event-ports';
import type { PaymentEvent } from './payment-gateway';
import { saveSubscriptionFromStripe } from './handle-subscription-event';

type CheckoutEvent = Extract<PaymentEvent, { family: 'checkout' }>;

/**
 * `checkout.session.completed` and `checkout.session.async_payment_succeeded`. The event's copy of the
 * session is not trusted: the session is re-read from Stripe, and a pack is credited only when Stripe
 * says it is paid, once per session however often and however concurrently the event arrives. A
 * subscription's checkout records the subscription (its first invoice grants the month).
 */
export async function handleCheckoutEvent(ports: PaymentEventPorts, event: CheckoutEvent): Promise<PaymentEventOutcome[]> {
  const session = await ports.gateway.retrieveCheckoutSession(event.sessionId);
  if (!session) return ['unknown_session'];

  // We set both at checkout; a session where they differ was not made by us.
  const metadataUserId = session.metadata.userId ?? null;
  const userId = session.clientReferenceId ?? metadataUserId;
  if (!userId || (metadataUserId !== null && metadataUserId !== userId)) return ['no_user'];

  if (session.mode === 'subscription') {
    if (!session.subscriptionId) return ['unknown_subscription'];
    return [await saveSubscriptionFromStripe(ports, session.subscriptionId, event.created, userId)];
  }
  if (session.mode !== 'payment') return ['ignored'];
  if (session.paymentStatus !== 'paid') return ['not_paid'];

  const pack = packById(session.metadata.packId ?? '');
  if (!pack) {
    logger.error('Paid checkout session names no pack of the catalogue', { sessionId: session.id, eventId: event.id });
    return ['unknown_pack'];
  }

  if (!(await ensureAccount(ports, userId))) {
    logger.error('Paid checkout session of a deleted account: nothing credited, refund it from Stripe', { sessionId: session.id, eventId: event.id });
    return ['account_deleted'];
  }
  const result = await untilSettled(ports, async () => {
    const granted = await ports.payments.grantPack({ userId, sessionId: session.id, packId: pack.id, count: pack.count, eventId: event.id, now: nowOf(ports) });
    return granted === 'conflict' ? undefined : granted;
  });
  if (result !== 'granted') return ['already_credited'];
  countCreditsSold(pack.count);
  return ['credited'];
}
