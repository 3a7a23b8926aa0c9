import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStripeStore } from '../../infra/local/stripe/local-stripe-store';
import type { CheckoutSessionParams } from '../../infra/local/stripe/request-shapes';
import { addMonths, type Invoice, type Subscription } from '../../infra/local/stripe/stripe-objects';

/** 2027-01-15T08:00:00Z */
const NOW = 1_800_000_000;
const DAY = 24 * 60 * 60;
const pageUrl = (id: string) => `http://127.0.0.1:3000/_local/checkout/${id}`;

const PACK: CheckoutSessionParams = {
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1599, product_data: { name: 'Pack 30 histoires' } } }],
  client_reference_id: 'user-1',
  metadata: { userId: 'user-1', packId: 'pack-30' },
  customer_email: 'parent@example.com',
  success_url: 'http://127.0.0.1:3000/thank-you?stories=30',
  cancel_url: 'http://127.0.0.1:3000/boutique',
  expires_at: NOW + 30 * 60,
};

const SUBSCRIPTION: CheckoutSessionParams = {
  mode: 'subscription',
  line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1299, recurring: { interval: 'month' }, product_data: { name: 'Abonnement mensuel' } } }],
  client_reference_id: 'user-2',
  metadata: { userId: 'user-2', packId: 'subscription-monthly' },
  subscription_data: { metadata: { userId: 'user-2' } },
  customer_email: 'parent2@example.com',
  success_url: 'http://127.0.0.1:3000/thank-you?stories=30',
  expires_at: NOW + 30 * 60,
};

function paidSubscription(store: LocalStripeStore): Subscription {
  const session = store.createCheckoutSession(SUBSCRIPTION, pageUrl);
  store.completeCheckoutSession(session.id);
  return store.subscription(store.checkoutSession(session.id).subscription!);
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('LocalStripeStore', () => {
  it("should complete a pack session with one checkout.session.completed carrying the session's metadata", () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const session = store.createCheckoutSession(PACK, pageUrl);

    // Act
    const events = store.completeCheckoutSession(session.id);

    // Assert
    expect(events?.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(events?.[0]?.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { userId: 'user-1', packId: 'pack-30' },
      client_reference_id: 'user-1',
      url: null,
    });
  });

  it('should complete a session only once: a second Payer changes and sends nothing', () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const session = store.createCheckoutSession(PACK, pageUrl);
    store.completeCheckoutSession(session.id);

    // Act
    const again = store.completeCheckoutSession(session.id);

    // Assert
    expect(again).toBeUndefined();
  });

  it('should not complete an expired session', () => {
    // Arrange
    let now = NOW;
    const store = LocalStripeStore.open({ now: () => now });
    const session = store.createCheckoutSession(PACK, pageUrl);
    now = NOW + 31 * 60;

    // Act
    const events = store.completeCheckoutSession(session.id);

    // Assert
    expect(events).toBeUndefined();
    expect(store.checkoutSession(session.id).status).toBe('expired');
  });

  it('should complete a subscription session with the customer, the subscription and its first paid invoice', () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const session = store.createCheckoutSession(SUBSCRIPTION, pageUrl);

    // Act
    const events = store.completeCheckoutSession(session.id)!;

    // Assert
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const completed = store.checkoutSession(session.id);
    expect(completed.customer).toMatch(/^cus_/);
    expect(completed.subscription).toMatch(/^sub_/);
    const subscription = events[1]!.data.object as Subscription;
    expect(subscription).toMatchObject({ id: completed.subscription, customer: completed.customer, status: 'active', metadata: { userId: 'user-2' } });
    const invoice = events[2]!.data.object as Invoice;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_create',
      customer: completed.customer,
      amount_paid: 1299,
      parent: { subscription_details: { subscription: completed.subscription, metadata: { userId: 'user-2' } } },
    });
    expect(invoice.lines.data[0]?.period).toEqual({ start: NOW, end: NOW + 31 * DAY });
  });

  it("should give the first invoice Stripe's own period (start = end = the subscription's start), the paid period being on its line", () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const session = store.createCheckoutSession(SUBSCRIPTION, pageUrl);

    // Act
    const invoice = store.completeCheckoutSession(session.id)![2]!.data.object as Invoice;

    // Assert
    expect([invoice.period_start, invoice.period_end]).toEqual([NOW, NOW]);
    expect(invoice).not.toHaveProperty('subscription');
  });

  it('should advance a subscription to its next month with a new paid invoice, then the update', () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const subscription = paidSubscription(store);

    // Act
    const events = store.advancePeriod(subscription.id);

    // Assert
    expect(events.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const invoice = events[0]!.data.object as Invoice;
    expect(invoice.billing_reason).toBe('subscription_cycle');
    expect(invoice.lines.data[0]?.period).toEqual({ start: NOW + 31 * DAY, end: addMonths(NOW, 2) });
    expect([invoice.period_start, invoice.period_end]).toEqual([NOW, NOW + 31 * DAY]);
    expect(store.subscription(subscription.id).items.data[0]).toMatchObject({ current_period_start: NOW + 31 * DAY, current_period_end: addMonths(NOW, 2) });
    expect(events[1]!.data.previous_attributes).toMatchObject({ items: { data: [{ current_period_start: NOW }] } });
  });

  it('should schedule the end at the period end as flexible billing does (`cancel_at`, not `cancel_at_period_end`), then end it when the period is advanced', () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const subscription = paidSubscription(store);

    // Act
    const cancelled = store.setCancelAtPeriodEnd(subscription.id, true);
    const ended = store.advancePeriod(subscription.id);

    // Assert
    expect(cancelled.map((event) => event.type)).toEqual(['customer.subscription.updated']);
    expect(cancelled[0]!.data.object).toMatchObject({ billing_mode: { type: 'flexible' }, cancel_at_period_end: false, status: 'active', cancel_at: NOW + 31 * DAY });
    expect(cancelled[0]!.data.previous_attributes).toMatchObject({ cancel_at: null });
    expect(ended.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(ended[0]!.data.object).toMatchObject({ status: 'canceled', ended_at: NOW + 31 * DAY });
    expect(store.advancePeriod(subscription.id)).toEqual([]);
  });

  it("should renew again a subscription whose scheduled end was taken back ('Ne plus résilier')", () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const subscription = paidSubscription(store);
    store.setCancelAtPeriodEnd(subscription.id, true);

    // Act
    const resumed = store.setCancelAtPeriodEnd(subscription.id, false);
    const renewed = store.advancePeriod(subscription.id);

    // Assert
    expect(resumed[0]!.data.object).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(renewed.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it("should refuse a portal session while the portal's default configuration is not saved, and open one once it is", () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const subscription = paidSubscription(store);
    const portalUrl = (id: string) => `http://127.0.0.1:3000/_local/billing/${id}`;
    store.setPortalDefaultConfiguration(false);

    // Act
    const refused = (() => {
      try {
        store.createBillingPortalSession({ customer: subscription.customer }, portalUrl);
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    store.setPortalDefaultConfiguration(true);
    const opened = store.createBillingPortalSession({ customer: subscription.customer }, portalUrl);

    // Assert
    expect(refused).toMatchObject({ status: 400, type: 'invalid_request_error', code: undefined });
    expect((refused as Error).message).toMatch(/^No configuration provided and your test mode default configuration has not been created\./);
    expect(opened.url).toBe(portalUrl(opened.id));
  });

  it('should end a subscription at once', () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const subscription = paidSubscription(store);

    // Act
    const events = store.cancelNow(subscription.id);

    // Assert
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(store.subscription(subscription.id)).toMatchObject({ status: 'canceled', canceled_at: NOW, ended_at: NOW });
  });

  it('should reuse the customer a subscription session names', () => {
    // Arrange
    const store = LocalStripeStore.open({ now: () => NOW });
    const first = paidSubscription(store);
    store.cancelNow(first.id);
    const session = store.createCheckoutSession({ ...SUBSCRIPTION, customer_email: undefined, customer: first.customer }, pageUrl);

    // Act
    store.completeCheckoutSession(session.id);

    // Assert
    expect(store.checkoutSession(session.id).customer).toBe(first.customer);
    expect(store.subscriptionsOf(first.customer).map((record) => record.subscription.status)).toEqual(['active', 'canceled']);
  });

  it('should keep its keys and objects in its file across a restart', () => {
    // Arrange
    const folder = mkdtempSync(join(tmpdir(), 'local-stripe-store-'));
    folders.push(folder);
    const file = join(folder, 'local-stripe.json');
    const before = LocalStripeStore.open({ file, now: () => NOW });
    const subscription = paidSubscription(before);

    // Act
    const after = LocalStripeStore.open({ file, now: () => NOW });

    // Assert
    expect(after.secretKey).toBe(before.secretKey);
    expect(after.webhookSecret).toBe(before.webhookSecret);
    expect(after.subscription(subscription.id)).toEqual(subscription);
    expect(readdirSync(folder)).toEqual(['local-stripe.json']);
  });

  it('should make keys of the shapes Stripe uses, different for each data folder', () => {
    // Act
    const one = LocalStripeStore.open();
    const other = LocalStripeStore.open();

    // Assert
    expect(one.secretKey).toMatch(/^sk_test_local_/);
    expect(one.webhookSecret).toMatch(/^whsec_/);
    expect(other.webhookSecret).not.toBe(one.webhookSecret);
  });
});

describe('addMonths', () => {
  it.each([
    ['2027-01-15T08:00:00Z', 1, '2027-02-15T08:00:00Z'],
    ['2027-01-31T08:00:00Z', 1, '2027-02-28T08:00:00Z'],
    ['2027-01-31T08:00:00Z', 2, '2027-03-31T08:00:00Z'],
    ['2028-01-31T00:00:00Z', 1, '2028-02-29T00:00:00Z'],
    ['2027-12-10T23:59:59Z', 1, '2028-01-10T23:59:59Z'],
  ])('should move %s by %i month(s) to %s, as a billing anchor does', (from, months, to) => {
    // Act
    const moved = addMonths(Date.parse(from) / 1000, months);

    // Assert
    expect(new Date(moved * 1000).toISOString()).toBe(to.replace('Z', '.000Z'));
  });
});
