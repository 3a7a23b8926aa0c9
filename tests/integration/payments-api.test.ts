import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { ENV } from '#shared/environment';
import { PAYMENT_MESSAGES, PACKS, type CheckoutResponse } from '#shared/packs';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

/**
 * Checkout, the billing portal and the Stripe webhook against the twin: the real handlers, DynamoDB
 * Local, and the twin's local Stripe-compatible server (the `stripe` package pointed at it). Events are
 * either delivered by the local server ('Payer', the portal, the period's advance) or signed here with
 * the twin's webhook secret, as Stripe would sign them.
 */

const WEBHOOK = '/api/webhooks/stripe';

interface Item {
  sk: string;
  creditType?: 'bonus' | 'monthly';
  delta?: number;
  reason?: string;
  reference?: string | null;
  [field: string]: unknown;
}

/** Everything in the parent's partition of the accounts table: the account, its ledger and the markers. */
async function partitionOf(userId: string): Promise<{ account: Item; ledger: Item[]; markers: string[] }> {
  const { Items = [] } = await documents().send(
    new QueryCommand({ TableName: boundName(ENV.accountsTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': userId }, ConsistentRead: true }),
  );
  const items = Items as Item[];
  return {
    account: items.find((item) => item.sk === ACCOUNT_SK)!,
    ledger: items.filter((item) => item.sk.startsWith(LEDGER_SK_PREFIX)),
    markers: items.filter((item) => item.sk !== ACCOUNT_SK && !item.sk.startsWith(LEDGER_SK_PREFIX)).map((item) => item.sk),
  };
}

/** balance = grants − debits + refunds, per credit type: the ledger explains the account. */
async function expectLedgerConsistent(userId: string): Promise<void> {
  const { account, ledger } = await partitionOf(userId);
  const total = (creditType: 'bonus' | 'monthly') => ledger.filter((entry) => entry.creditType === creditType).reduce((sum, entry) => sum + (entry.delta ?? 0), 0);
  expect(total('bonus')).toBe(account.bonusCredits);
  expect(total('monthly')).toBe(account.monthlyCreditsRemaining);
}

async function checkout(parent: SignedInParent, packId: string): Promise<Response> {
  return api('/api/checkout', { method: 'POST', token: parent.idToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ packId }) });
}

/** A session made through our own API (so the local server knows it), and its id. */
async function startedSession(parent: SignedInParent, packId: string): Promise<{ url: string; sessionId: string }> {
  const response = await checkout(parent, packId);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as CheckoutResponse;
  return { url, sessionId: decodeURIComponent(new URL(url).pathname.split('/').pop()!) };
}

/** 'Payer' on the local checkout page: the local server marks the session paid and delivers its events before redirecting. */
async function pay(url: string): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'pay' }).toString() });
}

/** A local Stripe client, to read what the local server holds (as the functions do). */
function localStripe(): Stripe {
  const url = new URL(inject('stripeApiUrl'));
  return new Stripe(inject('stripeSecretKey'), { telemetry: false, host: url.hostname, port: url.port, protocol: 'http' });
}

const eventOf = (type: string, object: unknown, created = Math.floor(Date.now() / 1000)) => ({
  id: `evt_test_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  type,
  created,
  data: { object },
  livemode: false,
  api_version: Stripe.API_VERSION,
});

/** Posts an event to the webhook signed as Stripe signs it (with the twin's secret unless told otherwise). */
function deliver(event: unknown, options: { secret?: string; timestamp?: number } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? inject('stripeWebhookSecret'),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return api(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

async function creditsOf(parent: SignedInParent): Promise<{ storiesLeft: number; bonusStories: number; planType: string; subscriptionStatus: string; monthlyCreditsRemaining: number; cancelAtPeriodEnd: boolean }> {
  const response = await api('/api/me/credits', { token: parent.idToken });
  return (await response.json()) as never;
}

describe('POST /api/checkout', () => {
  it('should answer the local payment page of a pack, priced from the catalogue, and the same page for a double click', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const [first, second] = await Promise.all([startedSession(parent, 'pack-60'), startedSession(parent, 'pack-60')]);

    // Assert
    expect(first.url).toBe(second.url);
    expect(new URL(first.url).origin).toBe(inject('twinUrl'));
    const session = await localStripe().checkout.sessions.retrieve(first.sessionId);
    expect(session).toMatchObject({ mode: 'payment', client_reference_id: parent.sub, metadata: { userId: parent.sub, packId: 'pack-60' }, amount_total: PACKS[1]!.priceCents, currency: 'eur' });
    expect(session.success_url).toBe(`${inject('twinUrl')}/thank-you?stories=60&price=35.99&final_price=27.99&pack_id=pack-60&pack_name=Pack+60+histoires`);
    expect(session.cancel_url).toBe(`${inject('twinUrl')}/boutique?paiement=annule`);
  });

  it('should open a new payment page for a second pack bought right after the first was paid, and one page for its double click', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const first = await startedSession(parent, 'pack-30');
    expect((await pay(first.url)).status).toBe(303);

    // Act
    const [second, doubleClick] = await Promise.all([startedSession(parent, 'pack-30'), startedSession(parent, 'pack-30')]);

    // Assert
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(doubleClick.sessionId).toBe(second.sessionId);
    expect(await localStripe().checkout.sessions.retrieve(second.sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect((await pay(second.url)).status).toBe(303);
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 61 });
  });

  it('should ask the local server for a session that stays open at least 35 minutes', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const requestedAt = Math.floor(Date.now() / 1000);

    // Act
    const { sessionId } = await startedSession(parent, 'pack-90');

    // Assert
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    expect(session.expires_at - requestedAt).toBeGreaterThanOrEqual(35 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(36 * 60 + 1);
  });

  it('should refuse an unknown pack with a French 400, and a caller without a session with 401', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const unknown = await checkout(parent, 'pack-1000');
    const anonymous = await api('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ packId: 'pack-30' }) });

    // Assert
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: PAYMENT_MESSAGES.unknownPack });
    expect(anonymous.status).toBe(401);
  });

  it('should answer 404 in French for the billing portal of a parent who never subscribed', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await api('/api/billing-portal', { method: 'POST', token: parent.idToken });

    // Assert
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.noSubscription });
  });
});

describe('POST /api/webhooks/stripe: packs', () => {
  it('should credit a pack paid on the local page once, although the event is delivered twice', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { url, sessionId } = await startedSession(parent, 'pack-30');

    // Act
    const paid = await pay(url);

    // Assert
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/thank-you?stories=30');
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 31 });
    const { ledger, markers } = await partitionOf(parent.sub);
    expect(ledger.filter((entry) => entry.reason === 'grant_pack')).toEqual([expect.objectContaining({ creditType: 'bonus', delta: 30, reference: sessionId })]);
    expect(markers).toEqual([`CHECKOUT#${sessionId}`]);
    await expectLedgerConsistent(parent.sub);
  });

  it('should refuse a forged signature with 400 and write nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { url, sessionId } = await startedSession(parent, 'pack-30');
    await creditsOf(parent);
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    const event = eventOf('checkout.session.completed', { ...session, payment_status: 'paid' });
    const before = await partitionOf(parent.sub);

    // Act
    const response = await deliver(event, { secret: 'whsec_forged_by_someone' });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'La signature Stripe est invalide.' });
    expect(await partitionOf(parent.sub)).toEqual(before);
    expect(url).toContain(sessionId);
  });

  it('should refuse a stale timestamp with 400 and write nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { url, sessionId } = await startedSession(parent, 'pack-30');
    await pay(url);
    const before = await partitionOf(parent.sub);
    const event = eventOf('checkout.session.async_payment_succeeded', { id: sessionId, object: 'checkout.session' });

    // Act
    const response = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'La signature Stripe est trop ancienne.' });
    expect(await partitionOf(parent.sub)).toEqual(before);
  });

  it('should acknowledge an event type it does not handle with 200 and write nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    await creditsOf(parent);
    const before = await partitionOf(parent.sub);

    // Act
    const response = await deliver(eventOf('charge.refunded', { id: 'ch_1', object: 'charge', metadata: { userId: parent.sub } }));

    // Assert
    expect(response.status).toBe(200);
    expect(await partitionOf(parent.sub)).toEqual(before);
  });

  it('should credit nothing for a `paid` event of a session Stripe holds unpaid', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { sessionId } = await startedSession(parent, 'pack-90');
    await creditsOf(parent);
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    const before = await partitionOf(parent.sub);

    // Act
    const response = await deliver(eventOf('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }));

    // Assert
    expect(response.status).toBe(200);
    expect(await partitionOf(parent.sub)).toEqual(before);
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 1 });
  });

  it('should keep one credit when the same event arrives 10 times at once, and for a second event of the same session', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const { url, sessionId } = await startedSession(parent, 'pack-30');
    await pay(url);
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    const completed = eventOf('checkout.session.completed', session);

    // Act
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(completed)));
    const second = await deliver(eventOf('checkout.session.async_payment_succeeded', session));

    // Assert
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(second.status).toBe(200);
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 31 });
    const { ledger } = await partitionOf(parent.sub);
    expect(ledger.filter((entry) => entry.reason === 'grant_pack')).toHaveLength(1);
    await expectLedgerConsistent(parent.sub);
  });
});

describe('POST /api/webhooks/stripe: the subscription', () => {
  /** A parent subscribed through the local page: checkout, 'Payer', the events it delivers. */
  async function subscribedParent(): Promise<{ parent: SignedInParent; subscriptionId: string }> {
    const parent = await signUpAndSignIn();
    const { url, sessionId } = await startedSession(parent, 'subscription-monthly');
    const paid = await pay(url);
    expect(paid.status).toBe(303);
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    return { parent, subscriptionId: String(session.subscription) };
  }

  it('should record a paid subscription with its 30 monthly stories, and refuse a second one', async () => {
    // Arrange & Act
    const { parent, subscriptionId } = await subscribedParent();

    // Assert
    expect(await creditsOf(parent)).toMatchObject({ planType: 'subscription', subscriptionStatus: 'active', monthlyCreditsRemaining: 30, storiesLeft: 31, bonusStories: 1 });
    const { account, ledger, markers } = await partitionOf(parent.sub);
    expect(account).toMatchObject({ stripeSubscriptionId: subscriptionId, stripeCustomerId: expect.stringMatching(/^cus_/) as string, monthlyCredits: 30 });
    expect(ledger.filter((entry) => entry.reason === 'grant_subscription')).toEqual([expect.objectContaining({ creditType: 'monthly', delta: 30 })]);
    expect(markers.filter((marker) => marker.startsWith('PERIOD#'))).toHaveLength(1);
    await expectLedgerConsistent(parent.sub);
    const again = await checkout(parent, 'subscription-monthly');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: PAYMENT_MESSAGES.alreadySubscribed });
  });

  it('should renew to 30 monthly stories, not 30 more, with the difference in the ledger', async () => {
    // Arrange: 5 monthly stories made this month (as the story transaction writes them).
    const { parent, subscriptionId } = await subscribedParent();
    const { account } = await partitionOf(parent.sub);
    await documents().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: boundName(ENV.accountsTable),
              Key: { userId: parent.sub, sk: ACCOUNT_SK },
              UpdateExpression: 'SET monthlyCreditsRemaining = monthlyCreditsRemaining - :five, storiesCreated = storiesCreated + :five',
              ExpressionAttributeValues: { ':five': 5 },
            },
          },
          {
            Put: {
              TableName: boundName(ENV.accountsTable),
              Item: { userId: parent.sub, sk: `${LEDGER_SK_PREFIX}${ulid()}`, reason: 'debit_story', creditType: 'monthly', delta: -5, reference: 'stories-of-the-month', createdAt: new Date().toISOString() },
            },
          },
        ],
      }),
    );

    // Act
    const advanced = await fetch(`${inject('twinUrl')}/_local/stripe/advance-period`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ subscriptionId }) });

    // Assert
    expect(advanced.status).toBe(200);
    expect(await creditsOf(parent)).toMatchObject({ planType: 'subscription', monthlyCreditsRemaining: 30 });
    const after = await partitionOf(parent.sub);
    expect(after.ledger.filter((entry) => entry.reason === 'grant_subscription').map((entry) => entry.delta)).toEqual([30, 5]);
    expect(after.markers.filter((marker) => marker.startsWith('PERIOD#'))).toHaveLength(2);
    expect(String(after.account.currentPeriodEnd) > String(account.currentPeriodEnd)).toBe(true);
    await expectLedgerConsistent(parent.sub);
  });

  it('should set the period Stripe holds for a paid invoice, not the one written in the event', async () => {
    // Arrange: the subscription's first invoice, as Stripe holds it, and a copy of it claiming next year's period.
    const { parent, subscriptionId } = await subscribedParent();
    const subscription = await localStripe().subscriptions.retrieve(subscriptionId);
    const invoice = await localStripe().invoices.retrieve(String(subscription.latest_invoice));
    const stripePeriodStart = invoice.lines.data[0]!.period.start;
    const forgedStart = stripePeriodStart + 365 * 86_400;
    const forged = {
      ...invoice,
      billing_reason: 'subscription_cycle',
      lines: { ...invoice.lines, data: [{ ...invoice.lines.data[0]!, period: { start: forgedStart, end: forgedStart + 31 * 86_400 } }] },
    };
    const { account: before } = await partitionOf(parent.sub);

    // Act
    const response = await deliver(eventOf('invoice.paid', forged));

    // Assert
    expect(response.status).toBe(200);
    const { account, ledger, markers } = await partitionOf(parent.sub);
    expect(before.grantedPeriodStart).toBe(stripePeriodStart);
    expect(account.grantedPeriodStart).toBe(stripePeriodStart);
    expect(markers.filter((marker) => marker.startsWith('PERIOD#'))).toEqual([`PERIOD#${subscriptionId}#${String(stripePeriodStart)}`]);
    expect(ledger.filter((entry) => entry.reason === 'grant_subscription')).toHaveLength(1);
    await expectLedgerConsistent(parent.sub);
  });

  it('should write nothing for an invoice.paid event of an invoice Stripe does not know', async () => {
    // Arrange
    const { parent, subscriptionId } = await subscribedParent();
    const before = await partitionOf(parent.sub);
    const unknown = { id: 'in_test_unknown', object: 'invoice', status: 'paid', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: subscriptionId } } };

    // Act
    const response = await deliver(eventOf('invoice.paid', unknown));

    // Assert
    expect(response.status).toBe(200);
    expect(await partitionOf(parent.sub)).toEqual(before);
  });

  it('should keep the latest state when an older subscription event arrives after a newer one', async () => {
    // Arrange: the parent asks for the end at the period's end, in the portal (a newer event).
    const { parent, subscriptionId } = await subscribedParent();
    const portalResponse = await api('/api/billing-portal', { method: 'POST', token: parent.idToken });
    expect(portalResponse.status).toBe(200);
    const { url: portalUrl } = (await portalResponse.json()) as { url: string };
    const cancelled = await fetch(portalUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=cancel-at-period-end' });
    expect(cancelled.status).toBe(303);
    const { account: newer } = await partitionOf(parent.sub);
    const subscription = await localStripe().subscriptions.retrieve(subscriptionId);

    // Act: the creation, made long before, is delivered now.
    const response = await deliver(eventOf('customer.subscription.created', { ...subscription, cancel_at_period_end: false }, Number(newer.subscriptionUpdatedAt) - 3600));

    // Assert
    expect(response.status).toBe(200);
    const { account } = await partitionOf(parent.sub);
    expect(account).toMatchObject({ cancelAtPeriodEnd: true, subscriptionUpdatedAt: newer.subscriptionUpdatedAt, planType: 'subscription' });
    await expectLedgerConsistent(parent.sub);
  });

  it('should let a parent subscribe again right after cancelling, with their Stripe customer', async () => {
    // Arrange
    const { parent, subscriptionId } = await subscribedParent();
    const { url: portalUrl } = (await (await api('/api/billing-portal', { method: 'POST', token: parent.idToken })).json()) as { url: string };
    expect((await fetch(portalUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=cancel-now' })).status).toBe(303);

    // Act
    const again = await checkout(parent, 'subscription-monthly');

    // Assert
    expect(again.status).toBe(200);
    const { url } = (await again.json()) as CheckoutResponse;
    const session = await localStripe().checkout.sessions.retrieve(decodeURIComponent(new URL(url).pathname.split('/').pop()!));
    const first = await localStripe().subscriptions.retrieve(subscriptionId);
    expect(session).toMatchObject({ status: 'open', mode: 'subscription', customer: first.customer });
  });

  it('should end the plan when the subscription is cancelled now, keeping the ledger consistent', async () => {
    // Arrange
    const { parent } = await subscribedParent();
    const { url: portalUrl } = (await (await api('/api/billing-portal', { method: 'POST', token: parent.idToken })).json()) as { url: string };

    // Act
    const cancelled = await fetch(portalUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=cancel-now' });

    // Assert
    expect(cancelled.status).toBe(303);
    expect(await creditsOf(parent)).toMatchObject({ planType: 'free', subscriptionStatus: 'canceled', storiesLeft: 1 });
    await expectLedgerConsistent(parent.sub);
  });
});
