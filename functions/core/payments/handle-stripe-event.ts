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
