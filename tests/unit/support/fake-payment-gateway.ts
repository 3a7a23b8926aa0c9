import { WebhookSignatureError } from '#core/payments/payment-errors';
import type {
  CheckoutSession,
  CreatedCheckoutSession,
  Invoice,
  NewCheckoutSession,
  PaymentEvent,
  PaymentGateway,
  Subscription,
} from '#core/payments/payment-gateway';

/** The signature header the fake accepts; any other is refused as Stripe's check would. */
export const FAKE_SIGNATURE = 't=1,v1=fake';

/**
 * Stripe as the use cases see it, in memory: sessions and subscriptions the tests put, every call
 * recorded. `verifyEvent` accepts the JSON of a PaymentEvent signed with {@link FAKE_SIGNATURE}.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly createdSessions: NewCheckoutSession[] = [];
  readonly portalRequests: { customerId: string; returnUrl: string }[] = [];
  readonly retrievals: string[] = [];
  private readonly idempotentAnswers = new Map<string, { fingerprint: string; answer: CreatedCheckoutSession }>();
  /** Replaces the answer of createCheckoutSession (a missing URL, a failure). */
  onCreateSession: ((session: NewCheckoutSession) => Promise<CreatedCheckoutSession>) | undefined;
  onCreatePortal: (() => Promise<{ url: string | null }>) | undefined;

  /** A paid pack session of `userId` (overridable), as Stripe would hold it after payment. */
  putPackSession(id: string, userId: string, fields: Partial<CheckoutSession> = {}): CheckoutSession {
    const session: CheckoutSession = {
      id,
      mode: 'payment',
      status: 'complete',
      paymentStatus: 'paid',
      clientReferenceId: userId,
      metadata: { userId, packId: 'pack-30' },
      customerId: null,
      subscriptionId: null,
      amountTotal: 1599,
      currency: 'eur',
      ...fields,
    };
    this.sessions.set(id, session);
    return session;
  }

  putSubscription(id: string, userId: string | null, fields: Partial<Subscription> = {}): Subscription {
    const subscription: Subscription = {
      id,
      status: 'active',
      customerId: 'cus_1',
      userId,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodStart: 1_764_000_000,
      currentPeriodEnd: 1_766_592_000,
      ...fields,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /**
   * As Stripe: a key seen before with the same parameters replays the first answer as it was (even if
   * that session was paid since); with other parameters it is refused. A new session is held open.
   */
  async createCheckoutSession(session: NewCheckoutSession): Promise<CreatedCheckoutSession> {
    this.createdSessions.push(structuredClone(session));
    if (this.onCreateSession) return this.onCreateSession(session);
    const { idempotencyKey, ...params } = session;
    const fingerprint = JSON.stringify(params);
    const kept = this.idempotentAnswers.get(idempotencyKey);
    if (kept && kept.fingerprint !== fingerprint) throw new Error('idempotency_error: Keys for idempotent requests can only be used with the same parameters');
    if (kept) return { ...kept.answer, replayed: true };
    const id = `cs_${String(this.sessions.size + 1)}`;
    this.putPackSession(id, session.userId, { mode: session.mode, status: 'open', paymentStatus: 'unpaid', metadata: { userId: session.userId, packId: session.offerId }, amountTotal: session.unitAmountCents });
    const answer = { id, url: `https://checkout.example/${id}`, replayed: false };
    this.idempotentAnswers.set(idempotencyKey, { fingerprint, answer });
    return answer;
  }

  /** What Stripe would do once the parent paid on the page. */
  pay(sessionId: string): void {
    Object.assign(this.sessions.get(sessionId)!, { status: 'complete', paymentStatus: 'paid' });
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | undefined> {
    this.retrievals.push(sessionId);
    const session = this.sessions.get(sessionId);
    return session && structuredClone(session);
  }

  async retrieveInvoice(invoiceId: string): Promise<Invoice | undefined> {
    this.retrievals.push(invoiceId);
    const invoice = this.invoices.get(invoiceId);
    return invoice && structuredClone(invoice);
  }

  /** A paid invoice of `subscriptionId` as Stripe holds it (overridable). */
  putInvoice(id: string, subscriptionId: string | null, fields: Partial<Invoice> = {}): Invoice {
    const invoice: Invoice = { id, status: 'paid', subscriptionId, billingReason: 'subscription_cycle', periodStart: 1_764_000_000, periodEnd: 1_766_592_000, ...fields };
    this.invoices.set(id, invoice);
    return invoice;
  }

  async retrieveSubscription(subscriptionId: string): Promise<Subscription | undefined> {
    this.retrievals.push(subscriptionId);
    const subscription = this.subscriptions.get(subscriptionId);
    return subscription && structuredClone(subscription);
  }

  async createBillingPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string | null }> {
    this.portalRequests.push(request);
    if (this.onCreatePortal) return this.onCreatePortal();
    return { url: `https://billing.example/${request.customerId}` };
  }

  verifyEvent(rawBody: string | Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new WebhookSignatureError('missing');
    if (signatureHeader !== FAKE_SIGNATURE) throw new WebhookSignatureError('invalid');
    return JSON.parse(rawBody.toString()) as PaymentEvent;
  }
}
