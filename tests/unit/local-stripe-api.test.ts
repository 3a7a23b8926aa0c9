import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LocalStripeApi } from '../../infra/local/stripe/local-stripe-api';
import { LocalStripeStore } from '../../infra/local/stripe/local-stripe-store';

/**
 * The local Stripe API against the real `stripe` package, without a socket: the SDK's fetch client is
 * given a fetch that hands each request to LocalStripeApi.handle. So the bodies, headers and
 * idempotency keys are exactly the SDK's, and its typed errors are what the checkout function sees.
 */

const NOW = 1_800_000_000;
const SITE = 'http://127.0.0.1:3000';

interface Harness {
  stripe: Stripe;
  store: LocalStripeStore;
  requests: { method: string; url: string; body: string }[];
}

function harness({ key, now = () => NOW }: { key?: string; now?: () => number } = {}): Harness {
  const store = LocalStripeStore.open({ now });
  const api = new LocalStripeApi(store, { checkout: (id) => `${SITE}/_local/checkout/${id}`, billingPortal: (id) => `${SITE}/_local/billing/${id}` });
  const requests: Harness['requests'] = [];
  const fetchInProcess = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : '';
    requests.push({ method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, body });
    const answer = api.handle({ method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, headers, body });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { ...answer.headers, 'content-type': 'application/json' } });
  };
  const stripe = new Stripe(key ?? store.secretKey, {
    telemetry: false,
    maxNetworkRetries: 0,
    host: '127.0.0.1',
    port: 43123,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(fetchInProcess as typeof fetch),
  });
  return { stripe, store, requests };
}

/** The pack checkout of the commerce contract, as the checkout function builds it. */
function packParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 1599, product_data: { name: 'Pack 30 histoires', description: "Un mois d'histoires du soir." } } },
    ],
    client_reference_id: 'user-1',
    metadata: { userId: 'user-1', packId: 'pack-30' },
    customer_email: 'parent@example.com',
    success_url: `${SITE}/thank-you?stories=30&price=19.99&final_price=15.99&pack_id=pack-30&pack_name=Pack%2030%20histoires`,
    cancel_url: `${SITE}/boutique`,
    expires_at: NOW + 30 * 60,
    locale: 'fr',
    payment_intent_data: { metadata: { userId: 'user-1', packId: 'pack-30' } },
    ...overrides,
  };
}

function subscriptionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, recurring: { interval: 'month' }, product_data: { name: 'Abonnement mensuel' } } }],
    client_reference_id: 'user-2',
    metadata: { userId: 'user-2', packId: 'subscription-monthly' },
    subscription_data: { metadata: { userId: 'user-2' } },
    customer_email: 'parent2@example.com',
    success_url: `${SITE}/thank-you?stories=30`,
    cancel_url: `${SITE}/boutique`,
    expires_at: NOW + 30 * 60,
    locale: 'fr',
    ...overrides,
  };
}

async function invalidRequestOf(call: Promise<unknown>): Promise<{ type: string; param: string | undefined; message: string; statusCode: number | undefined }> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  const stripeError = error as InstanceType<typeof Stripe.errors.StripeError>;
  return { type: stripeError.type, param: stripeError.param, message: stripeError.message, statusCode: stripeError.statusCode };
}

describe('the local Stripe API, called by the stripe package', () => {
  it('should create an open, unpaid pack session whose hosted page is on the site', async () => {
    // Arrange
    const { stripe } = harness();

    // Act
    const session = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });

    // Assert
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1', packId: 'pack-30' },
      amount_total: 1599,
      currency: 'eur',
      customer: null,
      subscription: null,
      expires_at: NOW + 30 * 60,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${SITE}/_local/checkout/${session.id}`);
  });

  it('should answer a retrieve with the fields the webhook reads', async () => {
    // Arrange
    const { stripe } = harness();
    const created = await stripe.checkout.sessions.create(packParams());

    // Act
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);

    // Assert
    expect(retrieved).toEqual(created);
  });

  it('should send the form body and the API version the SDK pins', async () => {
    // Arrange
    const { stripe, requests } = harness();

    // Act
    await stripe.checkout.sessions.create(packParams());

    // Assert
    const [request] = requests;
    expect(request?.url).toBe('/v1/checkout/sessions');
    expect(request?.body).toContain('line_items[0][price_data][product_data][name]=Pack%2030%20histoires');
    expect(request?.body).toContain('metadata[packId]=pack-30');
  });

  it('should give the same session again for the same idempotency key and parameters', async () => {
    // Arrange
    const { stripe } = harness();
    const first = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });

    // Act
    const second = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });

    // Assert
    expect(second).toEqual(first);
    expect(second.lastResponse.idempotencyKey).toBe('checkout-user-1-pack-30-1');
  });

  it('should replay the first answer as it was, an open session with its URL, even after that session was paid', async () => {
    // Arrange
    const { stripe, store } = harness();
    const first = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });
    store.completeCheckoutSession(first.id);

    // Act
    const replayed = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });
    const current = await stripe.checkout.sessions.retrieve(first.id);

    // Assert
    expect(replayed).toMatchObject({ id: first.id, status: 'open', url: first.url });
    expect((replayed.lastResponse.headers as unknown as Headers).get('idempotent-replayed')).toBe('true');
    expect(current).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
  });

  it("should refuse a key first sent with customer_email when it comes back with customer, as Stripe's idempotency error", async () => {
    // Arrange
    const { stripe, store } = harness();
    const paid = await stripe.checkout.sessions.create(subscriptionParams(), { idempotencyKey: 'checkout-user-2-subscription-monthly-1' });
    store.completeCheckoutSession(paid.id);
    const { customer } = await stripe.checkout.sessions.retrieve(paid.id);

    // Act
    const error = await invalidRequestOf(
      stripe.checkout.sessions.create(subscriptionParams({ customer: String(customer), customer_email: undefined }), { idempotencyKey: 'checkout-user-2-subscription-monthly-1' }),
    );

    // Assert
    expect(error).toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it("should refuse the same idempotency key with other parameters, as Stripe's idempotency error", async () => {
    // Arrange
    const { stripe } = harness();
    await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });

    // Act
    const error = await invalidRequestOf(stripe.checkout.sessions.create(packParams({ expires_at: NOW + 31 * 60 }), { idempotencyKey: 'checkout-user-1-pack-30-1' }));

    // Assert
    expect(error.type).toBe('StripeIdempotencyError');
    expect(error.statusCode).toBe(400);
  });

  it('should make a new session for another idempotency key', async () => {
    // Arrange
    const { stripe } = harness();
    const first = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-1' });

    // Act
    const second = await stripe.checkout.sessions.create(packParams(), { idempotencyKey: 'checkout-user-1-pack-30-2' });

    // Assert
    expect(second.id).not.toBe(first.id);
  });

  it.each([
    ['an unknown top-level parameter', { automatic_tax: { enabled: true } }, 'automatic_tax', 'Received unknown parameter'],
    ['a price instead of price_data', { line_items: [{ quantity: 1, price: 'price_123' }] }, 'line_items[0][price]', 'Received unknown parameter'],
    ['another currency', { line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1599, product_data: { name: 'Pack' } } }] }, 'line_items[0][price_data][currency]', 'must be one of eur'],
    ['a missing product name', { line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1599, product_data: { description: 'Sans nom' } } }] }, 'line_items[0][price_data][product_data][name]', 'Missing required param'],
    ['a missing amount', { line_items: [{ quantity: 1, price_data: { currency: 'eur', product_data: { name: 'Pack' } } }] }, 'line_items[0][price_data][unit_amount]', 'Missing required param'],
    ['the setup mode', { mode: 'setup' }, 'mode', 'must be one of payment or subscription'],
    ['a recurring price in payment mode', { line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1599, recurring: { interval: 'month' }, product_data: { name: 'Pack' } } }] }, 'line_items[0][price_data][recurring]', 'recurring price'],
    ['subscription_data in payment mode', { subscription_data: { metadata: { userId: 'user-1' } } }, 'subscription_data', 'subscription_data'],
    ['a relative success URL', { success_url: '/thank-you' }, 'success_url', 'Not a valid URL'],
    ['an expiry sooner than 30 minutes', { expires_at: NOW + 10 * 60 }, 'expires_at', 'at least 30 minutes'],
    ['an expiry one second short of 30 minutes, as Stripe gives no slack', { expires_at: NOW + 30 * 60 - 1 }, 'expires_at', 'at least 30 minutes'],
    ['an expiry later than 24 hours', { expires_at: NOW + 25 * 60 * 60 }, 'expires_at', 'less than 24 hours'],
    ['both a customer and an e-mail', { customer: 'cus_123' }, 'customer_email', 'only specify one'],
  ])('should refuse %s with a 400 naming the parameter', async (_case, overrides, param, message) => {
    // Arrange
    const { stripe } = harness();

    // Act
    const error = await invalidRequestOf(stripe.checkout.sessions.create(packParams(overrides as Partial<Stripe.Checkout.SessionCreateParams>)));

    // Assert
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param });
    expect(error.message).toContain(message);
  });

  it('should refuse a missing success URL', async () => {
    // Arrange
    const { stripe } = harness();
    const params: Partial<Stripe.Checkout.SessionCreateParams> = packParams();
    delete params.success_url;

    // Act
    const error = await invalidRequestOf(stripe.checkout.sessions.create(params as Stripe.Checkout.SessionCreateParams));

    // Assert
    expect(error).toMatchObject({ param: 'success_url', message: 'Missing required param: success_url.' });
  });

  it.each([
    ['no recurring price', { line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, product_data: { name: 'Abonnement mensuel' } } }] }, 'line_items'],
    ['payment_intent_data', { payment_intent_data: { metadata: { userId: 'user-2' } } }, 'payment_intent_data'],
    ['a yearly interval', { line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, recurring: { interval: 'year' }, product_data: { name: 'Abonnement' } } }] }, 'line_items[0][price_data][recurring][interval]'],
    ['an unknown customer', { customer_email: undefined, customer: 'cus_unknown' }, 'customer'],
  ])('should refuse a subscription session with %s', async (_case, overrides, param) => {
    // Arrange
    const { stripe } = harness();

    // Act
    const error = await invalidRequestOf(stripe.checkout.sessions.create(subscriptionParams(overrides as Partial<Stripe.Checkout.SessionCreateParams>)));

    // Assert
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', param });
  });

  it('should refuse a wrong API key as Stripe does', async () => {
    // Arrange
    const { stripe } = harness({ key: 'sk_test_local_not-the-key' });

    // Act
    const error = await invalidRequestOf(stripe.checkout.sessions.create(packParams()));

    // Assert
    expect(error).toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    expect(error.message).not.toContain('not-the-key');
  });

  it('should answer 404 for a call the contract does not make', async () => {
    // Arrange
    const { stripe } = harness();

    // Act
    const error = await invalidRequestOf(stripe.customers.create({ email: 'parent@example.com' }));

    // Assert
    expect(error).toMatchObject({ statusCode: 404 });
    expect(error.message).toContain('Unrecognized request URL (POST: /v1/customers)');
  });

  it('should refuse expand on a retrieve, which the contract does not use', async () => {
    // Arrange
    const { stripe } = harness();
    const session = await stripe.checkout.sessions.create(packParams());

    // Act
    const error = await invalidRequestOf(stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] }));

    // Assert
    expect(error).toMatchObject({ statusCode: 400, param: 'expand[0]' });
  });

  it('should answer resource_missing for an unknown session or subscription', async () => {
    // Arrange
    const { stripe } = harness();

    // Act
    const session = await invalidRequestOf(stripe.checkout.sessions.retrieve('cs_test_unknown'));
    const subscription = await invalidRequestOf(stripe.subscriptions.retrieve('sub_unknown'));

    // Assert
    expect(session).toMatchObject({ statusCode: 404, message: "No such checkout.session: 'cs_test_unknown'" });
    expect(subscription).toMatchObject({ statusCode: 404, message: "No such subscription: 'sub_unknown'" });
  });

  it('should expire an open session once its expires_at has passed', async () => {
    // Arrange
    let now = NOW;
    const { stripe } = harness({ now: () => now });
    const created = await stripe.checkout.sessions.create(packParams());
    now = NOW + 30 * 60;

    // Act
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);

    // Assert
    expect(retrieved).toMatchObject({ status: 'expired', url: null, payment_status: 'unpaid' });
  });

  it('should create a billing portal session for a known customer, and refuse an unknown one', async () => {
    // Arrange
    const { stripe, store } = harness();
    const session = await stripe.checkout.sessions.create(subscriptionParams());
    store.completeCheckoutSession(session.id);
    const customer = String((await stripe.checkout.sessions.retrieve(session.id)).customer);

    // Act
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${SITE}/account` });
    const unknown = await invalidRequestOf(stripe.billingPortal.sessions.create({ customer: 'cus_unknown', return_url: `${SITE}/account` }));

    // Assert
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer, return_url: `${SITE}/account`, url: `${SITE}/_local/billing/${portal.id}` });
    expect(unknown).toMatchObject({ statusCode: 404, param: 'customer' });
  });

  it('should answer a retrieve of a subscription’s paid invoice, with its reason and its line’s period', async () => {
    // Arrange
    const { stripe, store } = harness();
    const session = await stripe.checkout.sessions.create(subscriptionParams());
    store.completeCheckoutSession(session.id);
    const { invoice: invoiceId, subscription: subscriptionId } = await stripe.checkout.sessions.retrieve(session.id);
    const subscription = await stripe.subscriptions.retrieve(String(subscriptionId));

    // Act
    const invoice = await stripe.invoices.retrieve(String(invoiceId));
    const missing = await invalidRequestOf(stripe.invoices.retrieve('in_unknown'));

    // Assert
    expect(invoice).toMatchObject({ id: invoiceId, status: 'paid', billing_reason: 'subscription_create', parent: { subscription_details: { subscription: subscriptionId } } });
    expect(invoice.lines.data[0]!.period).toEqual({ start: subscription.items.data[0]!.current_period_start, end: subscription.items.data[0]!.current_period_end });
    expect(missing).toMatchObject({ statusCode: 404, message: "No such invoice: 'in_unknown'" });
  });

  it('should answer a subscription shaped as the pinned API version: the period on its item', async () => {
    // Arrange
    const { stripe, store } = harness();
    const session = await stripe.checkout.sessions.create(subscriptionParams());
    store.completeCheckoutSession(session.id);
    const { subscription: subscriptionId } = await stripe.checkout.sessions.retrieve(session.id);

    // Act
    const subscription = await stripe.subscriptions.retrieve(String(subscriptionId));

    // Assert
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, metadata: { userId: 'user-2' } });
    expect(subscription.items.data[0]).toMatchObject({ current_period_start: NOW, current_period_end: NOW + 31 * 24 * 60 * 60 });
    expect(subscription).not.toHaveProperty('current_period_end');
  });
});
