import { handleCheckoutEvent } from './handle-checkout-event';
import { handleSubscriptionEvent } from './handle-subscription-event';
import type { PaymentEventOutcome, PaymentEventPorts } from './payment-event-ports';
import type { PaymentEvent } from './payment-gateway';

/**
 * One verified Stripe event, by family: a checkout (a pack to credit, a subscription to record), a
 * subscription's change or a paid invoice; any other type is acknowledged and ignored. Every path is
 * idempotent, so Stripe may deliver the same event any number of times, at once or days apart.
 */
export function handleStripeEvent(ports: PaymentEventPorts, event: PaymentEvent): Promise<PaymentEventOutcome[]> {
  switch (event.family) {
    case 'checkout':
      return handleCheckoutEvent(ports, event);
    case 'subscription':
    case 'invoice':
      return handleSubscriptionEvent(ports, event);
    case 'ignored':
      return Promise.resolve(['ignored']);
  }
}

/** The outcomes of a delivery whose work was already done: Stripe sent the event again. */
const REDELIVERED: ReadonlySet<PaymentEventOutcome> = new Set<PaymentEventOutcome>(['already_credited', 'period_already_granted']);

/** A delivery that changed nothing because an earlier one of the same event did it (for the webhook's metrics). */
export function isRedelivery(outcomes: readonly PaymentEventOutcome[]): boolean {
  return outcomes.length > 0 && outcomes.every((outcome) => REDELIVERED.has(outcome));
}
