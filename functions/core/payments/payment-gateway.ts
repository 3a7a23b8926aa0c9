/**
 * The payment provider as the use cases see it (Stripe behind `stripe-payment-gateway.ts`; in-memory
 * fakes in the unit tests). Plain objects of ours, never the SDK's types: the rules read only what
 * they need, and a fake needs nothing of Stripe.
 */

export type CheckoutMode = 'payment' | 'subscription';

/** What the checkout use case asks for; every amount and name comes from the server's catalogue. */
export interface NewCheckoutSession {
  mode: CheckoutMode;
  userId: string;
  /** A pack id of shared/packs.ts, or the subscription offer's id. */
  offerId: string;
  productName: string;
  productDescription: string | null;
  unitAmountCents: number;
  /** An existing Stripe customer (the subscription reuses it), else the e-mail Stripe prefills. */
  customerId: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Epoch seconds. */
  expiresAt: number;
  /**
   * Names the request's window and parameters: a double click makes one session, and a key is never
   * sent again with other parameters (Stripe would refuse it with an idempotency error).
   */
  idempotencyKey: string;
}

export interface CreatedCheckoutSession {
  id: string;
  url: string | null;
  /**
   * Stripe answered an earlier request's response again (same key): the session it names may have been
   * paid or have expired since, since Stripe replays the first answer as it was.
   */
  replayed: boolean;
}

/** A Checkout Session as Stripe holds it now (re-read before any credit). */
export interface CheckoutSession {
  id: string;
  mode: string;
  status: string | null;
  paymentStatus: string;
  /** Our user id, set as `client_reference_id` when the session was created. */
  clientReferenceId: string | null;
  metadata: Readonly<Record<string, string>>;
  customerId: string | null;
  subscriptionId: string | null;
  amountTotal: number | null;
  currency: string | null;
}

/** A subscription as Stripe holds it now. Epoch seconds. */
export interface Subscription {
  id: string;
  /** Stripe's status: active, trialing, past_due, unpaid, incomplete, incomplete_expired, canceled, paused. */
  status: string;
  customerId: string | null;
  /** `metadata.userId`, set through `subscription_data.metadata` at checkout. */
  userId: string | null;
  /** Classic billing's way of ending at the period's end. */
  cancelAtPeriodEnd: boolean;
  /**
   * When the subscription is set to end: flexible billing (what Checkout creates since 2025) and its portal
   * schedule a cancellation here and leave `cancelAtPeriodEnd` false. Null when nothing is scheduled.
   */
  cancelAt: number | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
}

/** An invoice as Stripe holds it now (re-read before a period's allowance is set). Epoch seconds. */
export interface Invoice {
  id: string;
  /** Stripe's status: draft, open, paid, uncollectible, void. */
  status: string | null;
  subscriptionId: string | null;
  /** subscription_create, subscription_cycle, subscription_update, manual… */
  billingReason: string | null;
  /** The service period the invoice paid for (its first line's period). */
  periodStart: number | null;
  periodEnd: number | null;
}

export const CHECKOUT_EVENT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
export const SUBSCRIPTION_EVENT_TYPES = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'] as const;
export const INVOICE_PAID_EVENT_TYPE = 'invoice.paid';

interface EventEnvelope {
  /** Stripe's event id (`evt_…`). */
  id: string;
  type: string;
  /** When Stripe created the event, epoch seconds: orders the subscription's states. */
  created: number;
}

/** A verified event, reduced to what the rules read; any type we do not handle is `ignored`. */
export type PaymentEvent =
  | (EventEnvelope & { family: 'checkout'; type: (typeof CHECKOUT_EVENT_TYPES)[number]; sessionId: string })
  | (EventEnvelope & { family: 'subscription'; type: (typeof SUBSCRIPTION_EVENT_TYPES)[number]; subscriptionId: string })
  /** Only the invoice's id: its subscription, reason and period are re-read from Stripe, never taken from the event. */
  | (EventEnvelope & { family: 'invoice'; type: typeof INVOICE_PAID_EVENT_TYPE; invoiceId: string })
  | (EventEnvelope & { family: 'ignored' });

export interface PaymentGateway {
  createCheckoutSession(session: NewCheckoutSession): Promise<CreatedCheckoutSession>;
  /** Undefined when the provider does not know this session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | undefined>;
  /** Undefined when the provider does not know this subscription. */
  retrieveSubscription(subscriptionId: string): Promise<Subscription | undefined>;
  /** Undefined when the provider does not know this invoice. */
  retrieveInvoice(invoiceId: string): Promise<Invoice | undefined>;
  createBillingPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string | null }>;
  /**
   * Checks the signature of a webhook delivery on its raw body (tolerance 300 s) and reads the event.
   * Throws `WebhookSignatureError` for a missing or wrong signature, a stale timestamp or a body that is
   * not an event.
   */
  verifyEvent(rawBody: string | Buffer, signatureHeader: string | undefined): PaymentEvent;
}
