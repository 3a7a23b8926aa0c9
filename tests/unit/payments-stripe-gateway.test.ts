import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { BillingPortalNotConfiguredError, PaymentProviderError, PaymentsUnavailableError, WebhookSignatureError } from '#core/payments/payment-errors';
import type { NewCheckoutSession } from '#core/payments/payment-gateway';
import {
  createStripePaymentGateway,
  settingsFromSecretString,
  stripeSettingsFrom,
  subscriptionPriceFrom,
  toInvoice,
  toPaymentEvent,
  toSubscription,
} from '#adapters/payments/stripe-payment-gateway';

const WEBHOOK_SECRET = 'whsec_unit_test_secret';

interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  form: Record<string, string>;
}

/** The `stripe` package with a fake fetch: it records each request and answers `answer` (no socket). */
function gatewayWithFakeFetch(answer: (request: SeenRequest) => { status: number; body: unknown; headers?: Record<string, string> }) {
  const seen: SeenRequest[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).entries());
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers,
      form: Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : '')),
    };
    seen.push(request);
    const { status, body, headers: answerHeaders = {} } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_1', ...answerHeaders } });
  };
  const gateway = createStripePaymentGateway(
    { secretKey: 'sk_test_unit', webhookSecret: WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:43123' },
    { httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch) },
  );
  return { gateway, seen };
}

const packSession: NewCheckoutSession = {
  mode: 'payment',
  userId: 'user-1',
  offerId: 'pack-30',
  productName: 'Pack 30 histoires',
  productDescription: "Un mois d'histoires du soir pour bien commencer.",
  unitAmountCents: 1599,
  customerId: null,
  customerEmail: 'parent@example.fr',
  successUrl: 'https://contes.example/thank-you?stories=30',
  cancelUrl: 'https://contes.example/boutique',
  expiresAt: 1_764_066_600,
  idempotencyKey: 'checkout-user-1-pack-30-2940111',
};

describe('the Stripe gateway: calls', () => {
  it('should create a pack session with exactly the contract’s parameters, the idempotency key and the pinned version', async () => {
    // Arrange
    const { gateway, seen } = gatewayWithFakeFetch(() => ({ status: 200, body: { id: 'cs_1', object: 'checkout.session', url: 'http://127.0.0.1:3000/_local/checkout/cs_1' } }));

    // Act
    const created = await gateway.createCheckoutSession(packSession);

    // Assert
    expect(created).toEqual({ id: 'cs_1', url: 'http://127.0.0.1:3000/_local/checkout/cs_1', replayed: false });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url.href).toBe('http://127.0.0.1:43123/v1/checkout/sessions');
    expect(request!.headers['idempotency-key']).toBe(packSession.idempotencyKey);
    expect(request!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request!.headers['x-stripe-client-telemetry']).toBeUndefined();
    expect(request!.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1599',
      'line_items[0][price_data][product_data][name]': 'Pack 30 histoires',
      'line_items[0][price_data][product_data][description]': "Un mois d'histoires du soir pour bien commencer.",
      client_reference_id: 'user-1',
      'metadata[userId]': 'user-1',
      'metadata[packId]': 'pack-30',
      customer_email: 'parent@example.fr',
      success_url: packSession.successUrl,
      cancel_url: packSession.cancelUrl,
      expires_at: String(packSession.expiresAt),
      locale: 'fr',
      'payment_intent_data[metadata][userId]': 'user-1',
      'payment_intent_data[metadata][packId]': 'pack-30',
    });
  });

  it('should say when Stripe replayed the answer of an idempotency key it already saw', async () => {
    // Arrange
    const { gateway } = gatewayWithFakeFetch(() => ({
      status: 200,
      body: { id: 'cs_1', object: 'checkout.session', status: 'open', url: 'https://checkout.example/cs_1' },
      headers: { 'idempotent-replayed': 'true', 'idempotency-key': packSession.idempotencyKey },
    }));

    // Act
    const created = await gateway.createCheckoutSession(packSession);

    // Assert
    expect(created).toEqual({ id: 'cs_1', url: 'https://checkout.example/cs_1', replayed: true });
  });

  it('should create a monthly subscription session that names the parent on the subscription, for an existing customer', async () => {
    // Arrange
    const { gateway, seen } = gatewayWithFakeFetch(() => ({ status: 200, body: { id: 'cs_2', object: 'checkout.session', url: 'https://checkout.example/cs_2' } }));

    // Act
    await gateway.createCheckoutSession({ ...packSession, mode: 'subscription', offerId: 'subscription-monthly', productName: 'Abonnement mensuel', productDescription: null, unitAmountCents: 1299, customerId: 'cus_1', customerEmail: null });

    // Assert
    expect(seen[0]!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][unit_amount]': '1299',
      'line_items[0][price_data][product_data][name]': 'Abonnement mensuel',
      'metadata[packId]': 'subscription-monthly',
      'subscription_data[metadata][userId]': 'user-1',
      customer: 'cus_1',
    });
    expect(seen[0]!.form.customer_email).toBeUndefined();
    expect(Object.keys(seen[0]!.form).some((key) => key.startsWith('payment_intent_data'))).toBe(false);
  });

  it('should read a subscription’s period from its first item, as the pinned API version puts it there', async () => {
    // Arrange
    const { gateway } = gatewayWithFakeFetch(() => ({
      status: 200,
      body: { id: 'sub_1', object: 'subscription', status: 'active', customer: 'cus_1', metadata: { userId: 'user-1' }, cancel_at_period_end: true, items: { data: [{ current_period_start: 10, current_period_end: 20 }] } },
    }));

    // Act
    const subscription = await gateway.retrieveSubscription('sub_1');

    // Assert
    expect(subscription).toEqual({ id: 'sub_1', status: 'active', customerId: 'cus_1', userId: 'user-1', cancelAtPeriodEnd: true, cancelAt: null, currentPeriodStart: 10, currentPeriodEnd: 20 });
  });

  it('should read the cancellation flexible billing schedules with `cancel_at`, `cancel_at_period_end` left false', async () => {
    // Arrange
    const { gateway } = gatewayWithFakeFetch(() => ({
      status: 200,
      body: { id: 'sub_1', object: 'subscription', status: 'active', customer: 'cus_1', metadata: { userId: 'user-1' }, billing_mode: { type: 'flexible' }, cancel_at_period_end: false, cancel_at: 20, items: { data: [{ current_period_start: 10, current_period_end: 20 }] } },
    }));

    // Act
    const subscription = await gateway.retrieveSubscription('sub_1');

    // Assert
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: 20, currentPeriodEnd: 20 });
  });

  it('should answer undefined for a session Stripe does not know, and a provider error for any other refusal', async () => {
    // Arrange
    const { gateway } = gatewayWithFakeFetch((request) =>
      request.url.pathname.endsWith('cs_missing')
        ? { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } } }
        : { status: 400, body: { error: { type: 'invalid_request_error', message: 'Bad' } } },
    );

    // Act
    const missing = await gateway.retrieveCheckoutSession('cs_missing');
    const refused = gateway.retrieveCheckoutSession('cs_bad');

    // Assert
    expect(missing).toBeUndefined();
    await expect(refused).rejects.toThrow(PaymentProviderError);
  });

  it('should read a retrieved session into the fields the rules use', async () => {
    // Arrange
    const { gateway } = gatewayWithFakeFetch(() => ({
      status: 200,
      body: { id: 'cs_1', object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid', client_reference_id: 'user-1', metadata: { userId: 'user-1', packId: 'pack-30' }, customer: null, subscription: null, amount_total: 1599, currency: 'eur' },
    }));

    // Act
    const session = await gateway.retrieveCheckoutSession('cs_1');

    // Assert
    expect(session).toEqual({ id: 'cs_1', mode: 'payment', status: 'complete', paymentStatus: 'paid', clientReferenceId: 'user-1', metadata: { userId: 'user-1', packId: 'pack-30' }, customerId: null, subscriptionId: null, amountTotal: 1599, currency: 'eur' });
  });

  it('should open the billing portal of a customer with its return address', async () => {
    // Arrange
    const { gateway, seen } = gatewayWithFakeFetch(() => ({ status: 200, body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.example/bps_1' } }));

    // Act
    const portal = await gateway.createBillingPortalSession({ customerId: 'cus_1', returnUrl: 'https://contes.example/account' });

    // Assert
    expect(portal).toEqual({ url: 'https://billing.example/bps_1' });
    expect(seen[0]!.url.pathname).toBe('/v1/billing_portal/sessions');
    expect(seen[0]!.form).toEqual({ customer: 'cus_1', return_url: 'https://contes.example/account' });
  });

  it.each(['test', 'live'])("should name Stripe's refusal of a portal without a saved default configuration (%s mode) apart from other failures", async (mode) => {
    // Arrange: Stripe's 400 for a portal whose settings were never saved, and another 400
    const missing = gatewayWithFakeFetch(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: `No configuration provided and your ${mode} mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in ${mode} mode at https://dashboard.stripe.com/settings/billing/portal.` } },
    }));
    const other = gatewayWithFakeFetch(() => ({ status: 400, body: { error: { type: 'invalid_request_error', message: "No such customer: 'cus_1'", param: 'customer' } } }));
    const request = { customerId: 'cus_1', returnUrl: 'https://contes.example/account' };

    // Act
    const notConfigured = missing.gateway.createBillingPortalSession(request);
    const failed = other.gateway.createBillingPortalSession(request);

    // Assert
    await expect(notConfigured).rejects.toThrow(BillingPortalNotConfiguredError);
    await expect(failed).rejects.toThrow(PaymentProviderError);
  });
});

describe('the Stripe gateway: webhook signatures', () => {
  const gateway = createStripePaymentGateway({ secretKey: 'sk_test_unit', webhookSecret: WEBHOOK_SECRET, apiUrl: undefined });
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', created: 1_764_064_800, data: { object: { id: 'cs_1', object: 'checkout.session', payment_status: 'paid' } }, livemode: false });
  const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });

  it('should accept Stripe’s signature on the raw body, as a string or as bytes', () => {
    // Arrange
    const header = sign(payload);

    // Act
    const fromText = gateway.verifyEvent(payload, header);
    const fromBytes = gateway.verifyEvent(Buffer.from(payload, 'utf8'), header);

    // Assert
    expect(fromText).toEqual({ id: 'evt_1', type: 'checkout.session.completed', created: 1_764_064_800, family: 'checkout', sessionId: 'cs_1' });
    expect(fromBytes).toEqual(fromText);
  });

  it.each([
    ['a missing signature', (): string | undefined => undefined, 'missing'],
    ['a signature made with another secret', (): string | undefined => sign(payload, { secret: 'whsec_forged' }), 'invalid'],
    ['a signature of another body', (): string | undefined => sign(payload.replace('paid', 'unpaid')), 'invalid'],
    ['a timestamp older than 300 s', (): string | undefined => sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }), 'stale'],
    ['a header that is not Stripe’s', (): string | undefined => 'nonsense', 'invalid'],
  ] as const)('should refuse %s with a French 400', (_case, header, problem) => {
    // Arrange
    const signature = header();

    // Act
    const verify = () => gateway.verifyEvent(payload, signature);

    // Assert
    expect(verify).toThrow(WebhookSignatureError);
    try {
      verify();
    } catch (error) {
      expect(error).toMatchObject({ problem, status: 400 });
      expect((error as Error).message).toMatch(/signature Stripe/);
    }
  });

  it('should refuse a correctly signed body that is not an event', () => {
    // Arrange
    const body = 'not json';

    // Act
    const verify = () => gateway.verifyEvent(body, sign(body));

    // Assert
    expect(verify).toThrow(expect.objectContaining({ problem: 'not_an_event' }) as Error);
  });

  it('should answer 503 when no webhook secret is configured', () => {
    // Arrange
    const withoutSecret = createStripePaymentGateway({ secretKey: 'sk_test_unit', webhookSecret: undefined, apiUrl: undefined });

    // Act
    const verify = () => withoutSecret.verifyEvent(payload, sign(payload));

    // Assert
    expect(verify).toThrow(PaymentsUnavailableError);
  });
});

describe('the Stripe gateway: reading events and settings', () => {
  it('should read an invoice.paid event as its invoice id only, whatever period and subscription its body claims', () => {
    // Arrange
    const event = {
      id: 'evt_2',
      type: 'invoice.paid',
      created: 200,
      data: { object: { id: 'in_1', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: 'sub_1' } }, lines: { data: [{ period: { start: 100, end: 200 } }] } } },
    };

    // Act
    const read = toPaymentEvent(event);

    // Assert
    expect(read).toEqual({ id: 'evt_2', type: 'invoice.paid', created: 200, family: 'invoice', invoiceId: 'in_1' });
  });

  it('should find an invoice’s subscription and period where the pinned API version puts them', () => {
    // Arrange
    const object = { id: 'in_1', status: 'paid', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: 'sub_1' } }, lines: { data: [{ period: { start: 100, end: 200 } }] } };

    // Act
    const invoice = toInvoice(object);

    // Assert
    expect(invoice).toEqual({ id: 'in_1', status: 'paid', subscriptionId: 'sub_1', billingReason: 'subscription_cycle', periodStart: 100, periodEnd: 200 });
  });

  it('should read the older top-level fields too', () => {
    // Arrange
    const invoice = { id: 'in_2', subscription: 'sub_2' };
    const subscription = { id: 'sub_2', status: 'past_due', customer: { id: 'cus_2' }, metadata: {}, current_period_start: 5, current_period_end: 6, items: { data: [{ current_period_start: 7 }] } };

    // Act
    const readInvoice = toInvoice(invoice);
    const readSubscription = toSubscription(subscription);

    // Assert
    expect(readInvoice).toMatchObject({ subscriptionId: 'sub_2', billingReason: null, periodStart: null });
    expect(readSubscription).toMatchObject({ customerId: 'cus_2', userId: null, currentPeriodStart: 5, currentPeriodEnd: 6 });
  });

  it('should retrieve an invoice from Stripe, and answer undefined for one it does not know', async () => {
    // Arrange
    const { gateway, seen } = gatewayWithFakeFetch((request) =>
      request.url.pathname.endsWith('in_missing')
        ? { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such invoice' } } }
        : { status: 200, body: { id: 'in_1', object: 'invoice', status: 'paid', billing_reason: 'subscription_create', parent: { subscription_details: { subscription: 'sub_1' } }, lines: { data: [{ period: { start: 10, end: 20 } }] } } },
    );

    // Act
    const invoice = await gateway.retrieveInvoice('in_1');
    const missing = await gateway.retrieveInvoice('in_missing');

    // Assert
    expect(seen[0]).toMatchObject({ method: 'GET' });
    expect(seen[0]!.url.pathname).toBe('/v1/invoices/in_1');
    expect(invoice).toEqual({ id: 'in_1', status: 'paid', subscriptionId: 'sub_1', billingReason: 'subscription_create', periodStart: 10, periodEnd: 20 });
    expect(missing).toBeUndefined();
  });

  it('should ignore every other event type', () => {
    // Arrange
    const event = { id: 'evt_4', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } };

    // Act
    const read = toPaymentEvent(event);

    // Assert
    expect(read).toEqual({ id: 'evt_4', type: 'customer.created', created: 1, family: 'ignored' });
  });

  it('should take the keys from the environment locally, and find no payments without them', async () => {
    // Arrange
    const local = { STRIPE_SECRET_KEY: ' sk_test_local ', STRIPE_WEBHOOK_SECRET: 'whsec_local', STRIPE_API_URL: 'http://127.0.0.1:4000' };

    // Act
    const settings = await stripeSettingsFrom(local);
    const none = await stripeSettingsFrom({});

    // Assert
    expect(settings).toEqual({ secretKey: 'sk_test_local', webhookSecret: 'whsec_local', apiUrl: 'http://127.0.0.1:4000' });
    expect(none).toBeUndefined();
  });

  it('should read the Secrets Manager secret’s JSON, and nothing from a secret without a key', () => {
    // Arrange
    const good = JSON.stringify({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });

    // Act
    const read = [good, '{"webhookSecret":"whsec_x"}', 'sk_plain', undefined].map(settingsFromSecretString);

    // Assert
    expect(read).toEqual([{ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined }, undefined, undefined, undefined]);
  });

  it('should read the subscription price, 12,99 € by default', () => {
    // Arrange
    const environments = [{}, { SUBSCRIPTION_PRICE_CENTS: '999' }];

    // Act
    const prices = environments.map(subscriptionPriceFrom);

    // Assert
    expect(prices).toEqual([1299, 999]);
    expect(() => subscriptionPriceFrom({ SUBSCRIPTION_PRICE_CENTS: '12.99' })).toThrow();
  });
});
