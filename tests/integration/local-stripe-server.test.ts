import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_HOST_STATUS } from '../../infra/local/engine/loopback';
import { startLocalStripe, WEBHOOK_PATH, type LocalStripe } from '../../infra/local/stripe/local-stripe';
import { ADVANCE_PERIOD_PATH, type AdvancePeriodAnswer } from '../../infra/local/stripe/local-stripe-pages';
import { isMissingPortalConfiguration } from '#adapters/payments/stripe-payment-gateway';

/**
 * The local payment provider on its own, against the real `stripe` package over HTTP: a small site
 * on the loopback stands for the twin's front server (it serves the provider's hosted pages and
 * receives the webhook deliveries, checking each with stripe.webhooks.constructEvent).
 */

/** Polls `check` until it holds, failing after `timeoutMs` (no fixed sleep). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Received {
  event: Stripe.Event;
  status: number;
}

let provider: LocalStripe;
let site: Server;
let siteOrigin: string;
let stripe: Stripe;
const received: Received[] = [];
/** How the site's webhook answers an event (200 unless a test says otherwise). */
let webhookStatus: (event: Stripe.Event, attempt: number) => number = () => 200;
/** Added to the provider's clock, so a test can move past a session's expiry. */
let clockOffsetSeconds = 0;

beforeAll(async () => {
  site = createServer((request, response) => void serveSite(request, response));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  provider = await startLocalStripe({ siteOrigin, retryDelaysMs: [50, 100], now: () => Math.floor(Date.now() / 1000) + clockOffsetSeconds });
  const api = new URL(provider.url);
  stripe = new Stripe(provider.secretKey, { telemetry: false, maxNetworkRetries: 2, timeout: 10_000, host: api.hostname, port: Number(api.port), protocol: 'http' });
});

afterAll(async () => {
  await provider?.stop();
  await new Promise<void>((resolve) => {
    site?.closeAllConnections();
    site?.close(() => resolve());
  });
});

async function serveSite(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', siteOrigin);
  if (provider.pages.handles(pathname)) return provider.pages.handle(request, response);
  if (pathname !== WEBHOOK_PATH) {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const event = stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(request.headers['stripe-signature']), provider.webhookSecret, 300);
  const status = webhookStatus(event, received.filter((item) => item.event.id === event.id).length + 1);
  received.push({ event, status });
  response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function packSession(userId: string, options: Stripe.RequestOptions = {}): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1599, product_data: { name: 'Pack 30 histoires', description: "Un mois d'histoires du soir." } } }],
      client_reference_id: userId,
      metadata: { userId, packId: 'pack-30' },
      customer_email: `${userId}@example.com`,
      success_url: `${siteOrigin}/thank-you?stories=30&price=19.99&final_price=15.99&pack_id=pack-30&pack_name=Pack%2030%20histoires`,
      cancel_url: `${siteOrigin}/boutique`,
      expires_at: nowSeconds() + 31 * 60,
      locale: 'fr',
      payment_intent_data: { metadata: { userId, packId: 'pack-30' } },
    },
    options,
  );
}

function subscriptionSession(userId: string): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, recurring: { interval: 'month' }, product_data: { name: 'Abonnement mensuel' } } }],
    client_reference_id: userId,
    metadata: { userId, packId: 'subscription-monthly' },
    subscription_data: { metadata: { userId } },
    customer_email: `${userId}@example.com`,
    success_url: `${siteOrigin}/thank-you?stories=30`,
    cancel_url: `${siteOrigin}/boutique`,
    expires_at: nowSeconds() + 31 * 60,
    locale: 'fr',
  });
}

/** A form POST as the page's buttons send it; redirects are not followed, so the test reads them. */
function submit(path: string, action: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${siteOrigin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin, ...headers },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
}

const pagePath = (url: string | null) => new URL(url!).pathname;

/** Events received about one object (a session, a subscription, an invoice of it), in arrival order. */
function eventsAbout(...ids: string[]): Received[] {
  return received.filter(({ event }) => {
    const object = event.data.object as unknown as Record<string, unknown>;
    const parent = object.parent as { subscription_details?: { subscription?: string } } | undefined;
    return ids.includes(String(object.id)) || ids.includes(String(parent?.subscription_details?.subscription));
  });
}

async function paidSubscription(userId: string): Promise<{ session: Stripe.Checkout.Session; subscriptionId: string; customer: string }> {
  const created = await subscriptionSession(userId);
  await submit(pagePath(created.url), 'pay');
  const session = await stripe.checkout.sessions.retrieve(created.id);
  return { session, subscriptionId: String(session.subscription), customer: String(session.customer) };
}

describe('the local payment provider', () => {
  it('should pay a pack: the page, Payer, a signed checkout.session.completed delivered twice, then the success URL', async () => {
    // Arrange
    const session = await packSession('user-pay');
    const page = await fetch(session.url!);

    // Act
    const paid = await submit(pagePath(session.url), 'pay');

    // Assert
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Pack 30 histoires');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.success_url);
    const events = eventsAbout(session.id);
    expect(events.map(({ event }) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.completed']);
    expect(events[1]!.event.id).toBe(events[0]!.event.id);
    expect(events[0]!.event).toMatchObject({ api_version: Stripe.API_VERSION, livemode: false, data: { object: { payment_status: 'paid', metadata: { userId: 'user-pay', packId: 'pack-30' } } } });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 1599, currency: 'eur' });
  });

  it('should make one session for a double click: the same idempotency key twice at once', async () => {
    // Arrange
    const key = `checkout-user-double-pack-30-${Date.now()}`;

    // Act
    const [first, second] = await Promise.all([packSession('user-double', { idempotencyKey: key }), packSession('user-double', { idempotencyKey: key })]);

    // Assert
    expect(second.id).toBe(first.id);
  });

  it('should refuse the card and stay: the French message, no event, the session still open', async () => {
    // Arrange
    const session = await packSession('user-declined');

    // Act
    const declined = await submit(pagePath(session.url), 'decline');

    // Assert
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Votre carte a été refusée.');
    expect(eventsAbout(session.id)).toEqual([]);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it('should go back to the cancel URL on Annuler, leaving the session open', async () => {
    // Arrange
    const session = await packSession('user-cancel');

    // Act
    const cancelled = await submit(pagePath(session.url), 'cancel');

    // Assert
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${siteOrigin}/boutique`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('should say an expired session expired, and not take its payment', async () => {
    // Arrange
    const session = await packSession('user-expired');
    clockOffsetSeconds = 31 * 60;

    // Act
    const [page, paid] = await Promise.all([fetch(session.url!), submit(pagePath(session.url), 'pay')]).finally(() => {
      clockOffsetSeconds = 0;
    });

    // Assert
    expect(await page.text()).toContain('Cette session de paiement a expiré.');
    expect(paid.status).toBe(200);
    expect(eventsAbout(session.id)).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('should subscribe: the session, the subscription with its metadata and a paid invoice, invoice.paid delivered twice', async () => {
    // Arrange
    const session = await subscriptionSession('user-subscribe');

    // Act
    const paid = await submit(pagePath(session.url), 'pay');

    // Assert
    expect(paid.headers.get('location')).toBe(`${siteOrigin}/thank-you?stories=30`);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    const subscriptionId = String(completed.subscription);
    expect(eventsAbout(session.id, subscriptionId).map(({ event }) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.paid',
    ]);
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', customer: completed.customer, metadata: { userId: 'user-subscribe' }, cancel_at_period_end: false });
    expect(subscription.items.data[0]!.current_period_end).toBeGreaterThan(subscription.items.data[0]!.current_period_start);
  });

  it('should advance a subscription to its next period through POST /_local/stripe/advance-period', async () => {
    // Arrange
    const { subscriptionId } = await paidSubscription('user-advance');
    const before = await stripe.subscriptions.retrieve(subscriptionId);
    const delivered = eventsAbout(subscriptionId).length;

    // Act
    const response = await fetch(`${siteOrigin}${ADVANCE_PERIOD_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ subscriptionId }) });

    // Assert
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AdvancePeriodAnswer;
    expect(answer).toMatchObject({ subscriptionId, status: 'active', currentPeriodStart: before.items.data[0]!.current_period_end });
    expect(answer.events.map((event) => [event.type, event.delivered])).toEqual([
      ['invoice.paid', true],
      ['customer.subscription.updated', true],
    ]);
    const renewal = eventsAbout(subscriptionId).slice(delivered);
    expect(renewal.map(({ event }) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(renewal[0]!.event.data.object).toMatchObject({ billing_reason: 'subscription_cycle' });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]!.current_period_start).toBe(answer.currentPeriodStart);
  });

  it('should manage a subscription in the billing portal: end at period end, then end when the period passes', async () => {
    // Arrange
    const { subscriptionId, customer } = await paidSubscription('user-portal');
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${siteOrigin}/account` });
    const page = await (await fetch(portal.url)).text();
    const delivered = eventsAbout(subscriptionId).length;

    // Act
    const cancelled = await submit(pagePath(portal.url), 'cancel-at-period-end');
    const afterCancel = await stripe.subscriptions.retrieve(subscriptionId);
    const advanced = await submit(pagePath(portal.url), 'advance');

    // Assert
    expect(page).toContain('Résilier à la fin de la période');
    expect(page).toContain(`href="${siteOrigin}/account"`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(pagePath(portal.url));
    // Flexible billing, as Checkout's subscriptions have: the end is scheduled with `cancel_at` only.
    expect(afterCancel).toMatchObject({ status: 'active', cancel_at_period_end: false, cancel_at: afterCancel.items.data[0]!.current_period_end });
    expect(advanced.status).toBe(303);
    expect(eventsAbout(subscriptionId).slice(delivered).map(({ event }) => event.type)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect(await (await fetch(portal.url)).text()).toContain('Résilié');
  });

  it("should refuse a portal session as Stripe does while the portal's default configuration is not saved", async () => {
    // Arrange
    const { customer } = await paidSubscription('user-portal-unconfigured');
    provider.store.setPortalDefaultConfiguration(false);

    // Act
    const refused = await stripe.billingPortal.sessions.create({ customer, return_url: `${siteOrigin}/account` }).catch((error: unknown) => error);
    provider.store.setPortalDefaultConfiguration(true);
    const opened = await stripe.billingPortal.sessions.create({ customer, return_url: `${siteOrigin}/account` });

    // Assert
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
    expect(isMissingPortalConfiguration(refused)).toBe(true);
    expect(opened.url).toMatch(/\/_local\/billing\//);
  });

  it('should end a subscription at once from the portal', async () => {
    // Arrange
    const { subscriptionId, customer } = await paidSubscription('user-cancel-now');
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${siteOrigin}/account` });

    // Act
    await submit(pagePath(portal.url), 'cancel-now');

    // Assert
    expect(eventsAbout(subscriptionId).at(-1)?.event.type).toBe('customer.subscription.deleted');
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });

  it('should deliver again after a failed delivery, with back-off, until the webhook answers 2xx', async () => {
    // Arrange
    const session = await packSession('user-retry');
    webhookStatus = (event, attempt) => (event.data.object as { id?: string }).id === session.id && attempt === 1 ? 500 : 200;

    // Act
    await submit(pagePath(session.url), 'pay');
    await until(async () => eventsAbout(session.id).length >= 3, 'the retried delivery', 5_000);
    webhookStatus = () => 200;

    // Assert
    expect(eventsAbout(session.id).map(({ status }) => status)).toEqual([500, 200, 200]);
    await provider.delivery.whenIdle();
  });

  it('should refuse a POST from a page of another origin: nothing is paid', async () => {
    // Arrange
    const session = await packSession('user-foreign');

    // Act
    const refused = await submit(pagePath(session.url), 'pay', { origin: 'https://evil.example' });

    // Assert
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Origine non autorisée');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('should refuse a POST a browser marks as cross-site, whatever its Origin says', async () => {
    // Arrange
    const session = await packSession('user-cross-site');

    // Act
    const refused = await submit(pagePath(session.url), 'pay', { origin: 'null', 'sec-fetch-site': 'cross-site' });

    // Assert
    expect(refused.status).toBe(403);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it("should accept the page's own form as a browser sends it, even with Origin: null", async () => {
    // Arrange
    const session = await packSession('user-browser');

    // Act
    const paid = await submit(pagePath(session.url), 'pay', { origin: 'null', 'sec-fetch-site': 'same-origin' });

    // Assert
    expect(paid.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('should refuse an API request naming another host (DNS rebinding)', async () => {
    // Arrange
    const api = new URL(provider.url);

    // Act
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: api.hostname, port: api.port, path: '/v1/checkout/sessions/cs_test_x', headers: { host: 'evil.example', authorization: `Bearer ${provider.secretKey}` }, agent: false },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });

    // Assert
    expect(status).toBe(FOREIGN_HOST_STATUS);
  });

  it('should answer 404 with a French page for an unknown session', async () => {
    // Act
    const response = await fetch(`${siteOrigin}/_local/checkout/cs_test_unknown`);

    // Assert
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Cette page de paiement n'existe pas.");
  });
});
