import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { handleStripeEvent } from '#core/payments/handle-stripe-event';
import { PaymentsUnavailableError } from '#core/payments/payment-errors';
import type { PaymentEventPorts } from '#core/payments/payment-event-ports';
import type { Invoice, PaymentEvent } from '#core/payments/payment-gateway';
import { subscriptionStateOf } from '#core/payments/subscription-rules';
import { syncSubscription } from '#core/payments/sync-subscription';
import { FakePaymentGateway } from './support/fake-payment-gateway';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryPayments } from './support/in-memory-payments';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const PERIOD_1 = 1_764_000_000;
const PERIOD_2 = PERIOD_1 + 30 * 86_400;
const PERIOD_3 = PERIOD_2 + 30 * 86_400;

function arrange() {
  const accounts = new InMemoryAccounts();
  const payments = new InMemoryPayments(accounts);
  const gateway = new FakePaymentGateway();
  const ports: PaymentEventPorts = { accounts, payments, gateway, now: () => NOW, pause: async () => {} };
  return { accounts, payments, gateway, ports };
}

const subscriptionEvent = (type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted', created: number, id = `evt_${type}_${String(created)}`): PaymentEvent => ({
  id,
  type,
  created,
  family: 'subscription',
  subscriptionId: 'sub_1',
});

/** A paid invoice of `sub_1` as Stripe holds it (in the fake gateway), and its event, which names only its id. */
function invoicePaid(gateway: FakePaymentGateway, periodStart: number | null, created: number, fields: Partial<Invoice> = {}): PaymentEvent {
  const invoiceId = `in_${String(periodStart)}`;
  gateway.putInvoice(invoiceId, 'sub_1', {
    billingReason: periodStart === PERIOD_1 ? 'subscription_create' : 'subscription_cycle',
    periodStart,
    periodEnd: periodStart === null ? null : periodStart + 30 * 86_400,
    ...fields,
  });
  return { id: `evt_invoice_${String(periodStart)}`, type: 'invoice.paid', created, family: 'invoice', invoiceId };
}

function expectLedgerConsistent(accounts: InMemoryAccounts, userId: string): void {
  expect(accounts.ledgerTotal(userId, 'bonus')).toBe(accounts.balance(userId, 'bonus'));
  expect(accounts.ledgerTotal(userId, 'monthly')).toBe(accounts.balance(userId, 'monthly'));
}

describe('handleStripeEvent: the subscription', () => {
  it('should record the subscription as Stripe holds it, found by its userId metadata', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putSubscription('sub_1', 'user-1', { customerId: 'cus_1', currentPeriodEnd: PERIOD_2 });

    // Act
    const outcomes = await handleStripeEvent(ports, subscriptionEvent('customer.subscription.created', 100));

    // Assert
    expect(outcomes).toEqual(['subscription_saved']);
    expect(accounts.rows.get('user-1')).toMatchObject({
      planType: 'subscription',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(PERIOD_2 * 1000).toISOString(),
    });
  });

  it('should never let an older event overwrite the state of a newer one', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putSubscription('sub_1', 'user-1', { status: 'canceled' });
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.deleted', 300));
    gateway.putSubscription('sub_1', 'user-1', { status: 'active' });

    // Act: the creation, sent before the deletion, arrives after it.
    const outcomes = await handleStripeEvent(ports, subscriptionEvent('customer.subscription.created', 100));

    // Assert
    expect(outcomes).toEqual(['subscription_stale']);
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'free', subscriptionStatus: 'canceled' });
  });

  it('should end the plan when the subscription is deleted, leaving the ledger consistent', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 3 });
    gateway.putSubscription('sub_1', 'user-1');
    await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_1, 100));
    gateway.putSubscription('sub_1', 'user-1', { status: 'canceled', cancelAtPeriodEnd: false });

    // Act
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.deleted', 200));

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'free', subscriptionStatus: 'canceled' });
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should record a cancellation at the period’s end and keep the plan until then', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putSubscription('sub_1', 'user-1', { cancelAtPeriodEnd: true });

    // Act
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.updated', 100));

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'subscription', subscriptionStatus: 'active', cancelAtPeriodEnd: true });
  });

  it('should show as ending at `cancel_at` a subscription flexible billing set to end, with `cancel_at_period_end` false', async () => {
    // Arrange: the portal of a Checkout-made subscription schedules the end ten days before the period's
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    const cancelAt = PERIOD_2 - 10 * 86_400;
    gateway.putSubscription('sub_1', 'user-1', { cancelAtPeriodEnd: false, cancelAt, currentPeriodEnd: PERIOD_2 });

    // Act
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.updated', 100));

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({
      planType: 'subscription',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(cancelAt * 1000).toISOString(),
    });
  });

  it('should show as renewing again a subscription whose scheduled `cancel_at` was removed', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putSubscription('sub_1', 'user-1', { cancelAt: PERIOD_2, currentPeriodEnd: PERIOD_2 });
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.updated', 100));
    gateway.putSubscription('sub_1', 'user-1', { cancelAt: null, currentPeriodEnd: PERIOD_2 });

    // Act
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.updated', 200));

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: new Date(PERIOD_2 * 1000).toISOString() });
  });

  it('should keep renewing the current period of a subscription whose `cancel_at` falls in a later one', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putSubscription('sub_1', 'user-1', { cancelAt: PERIOD_2 + 40 * 86_400, currentPeriodEnd: PERIOD_2 });

    // Act
    await handleStripeEvent(ports, subscriptionEvent('customer.subscription.updated', 100));

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: new Date(PERIOD_2 * 1000).toISOString() });
  });

  it('should write nothing for a subscription without our userId metadata', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putSubscription('sub_1', null);

    // Act
    const outcomes = await handleStripeEvent(ports, subscriptionEvent('customer.subscription.created', 100));

    // Assert
    expect(outcomes).toEqual(['no_user']);
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'free', stripeSubscriptionId: null });
  });

  it('should record the subscription of a completed subscription checkout', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1');
    gateway.putPackSession('cs_1', 'user-1', { mode: 'subscription', subscriptionId: 'sub_1', customerId: 'cus_1', metadata: { userId: 'user-1', packId: 'subscription-monthly' } });
    gateway.putSubscription('sub_1', 'user-1');

    // Act
    const outcomes = await handleStripeEvent(ports, { id: 'evt_1', type: 'checkout.session.completed', created: 100, family: 'checkout', sessionId: 'cs_1' });

    // Assert
    expect(outcomes).toEqual(['subscription_saved']);
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'subscription', stripeSubscriptionId: 'sub_1', bonusCredits: 1 });
  });
});

describe('handleStripeEvent: monthly credits', () => {
  it('should set the allowance to 30 for a paid period, with a grant_subscription entry naming the invoice', async () => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 1 });
    gateway.putSubscription('sub_1', 'user-1');

    // Act
    const outcomes = await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_1, 100));

    // Assert
    expect(outcomes).toEqual(['subscription_saved', 'period_granted']);
    expect(accounts.rows.get('user-1')).toMatchObject({ monthlyCredits: 30, monthlyCreditsRemaining: 30, bonusCredits: 1 });
    expect(accounts.ledger.at(-1)).toMatchObject({ reason: 'grant_subscription', creditType: 'monthly', delta: 30, reference: `in_${String(PERIOD_1)}` });
    expect(payments.markersOf('user-1')).toEqual([`PERIOD#sub_1#${String(PERIOD_1)}`]);
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should renew to 30, not add 30, and write the difference in the ledger', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1');
    await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_1, 100));
    // 18 stories made during the month.
    accounts.move('user-1', 'monthly', -18, 'debit_story', 'story-x', NOW);

    // Act
    await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_2, 200));

    // Assert
    expect(accounts.balance('user-1', 'monthly')).toBe(30);
    expect(accounts.ledger.at(-1)).toMatchObject({ reason: 'grant_subscription', delta: 18 });
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should grant a period once when its invoice arrives 10 times at once', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1');

    // Act
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => handleStripeEvent(ports, invoicePaid(gateway, PERIOD_1, 100))));

    // Assert
    expect(outcomes.flat().filter((outcome) => outcome === 'period_granted')).toHaveLength(1);
    expect(accounts.ledger.filter((entry) => entry.reason === 'grant_subscription')).toHaveLength(1);
    expect(accounts.balance('user-1', 'monthly')).toBe(30);
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should not refill the month from a late invoice of an older period', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1');
    await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_3, 300));
    accounts.move('user-1', 'monthly', -5, 'debit_story', 'story-x', NOW);

    // Act
    const outcomes = await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_2, 200));

    // Assert
    expect(outcomes).toContain('period_stale');
    expect(accounts.balance('user-1', 'monthly')).toBe(25);
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should read the balance again when a story took a credit between the read and the grant', async () => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1');
    await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_1, 100));
    let raced = false;
    const realGrant = payments.grantPeriod.bind(payments);
    payments.grantPeriod = async (grant) => {
      if (!raced) {
        raced = true;
        accounts.move('user-1', 'monthly', -1, 'debit_story', 'story-y', NOW);
      }
      return realGrant(grant);
    };

    // Act
    const outcomes = await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_2, 200));

    // Assert
    expect(outcomes).toContain('period_granted');
    expect(accounts.balance('user-1', 'monthly')).toBe(30);
    expect(accounts.ledger.at(-1)).toMatchObject({ reason: 'grant_subscription', delta: 1 });
    expectLedgerConsistent(accounts, 'user-1');
  });

  it.each([
    ['a canceled subscription', { status: 'canceled' }, {}],
    ['an unpaid subscription', { status: 'unpaid' }, {}],
    ['a proration invoice', {}, { billingReason: 'subscription_update' }],
  ] as const)('should grant nothing for %s', async (_case, subscriptionFields, invoiceFields) => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1', subscriptionFields);

    // Act
    const outcomes = await handleStripeEvent(ports, invoicePaid(gateway, PERIOD_1, 100, invoiceFields));

    // Assert
    expect(outcomes).toContain('period_not_due');
    expect(accounts.balance('user-1', 'monthly')).toBe(0);
    expect(accounts.ledger.filter((entry) => entry.reason === 'grant_subscription')).toHaveLength(0);
  });

  it('should set the period Stripe holds for the invoice, not the one a stale or forged event carries', async () => {
    // Arrange: the event's body says the invoice paid a period a year ahead; Stripe says PERIOD_2.
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1');
    const event = invoicePaid(gateway, PERIOD_2, 200);
    const forged = { ...event, periodStart: PERIOD_2 + 365 * 86_400, periodEnd: PERIOD_2 + 395 * 86_400, subscriptionId: 'sub_other', billingReason: 'subscription_cycle' } as unknown as PaymentEvent;

    // Act
    const outcomes = await handleStripeEvent(ports, forged);

    // Assert
    expect(outcomes).toEqual(['subscription_saved', 'period_granted']);
    expect(gateway.retrievals).toContain(event.family === 'invoice' ? event.invoiceId : '');
    expect(payments.markersOf('user-1')).toEqual([`PERIOD#sub_1#${String(PERIOD_2)}`]);
    expect(payments.billing.get('user-1')).toMatchObject({ grantedPeriodStart: PERIOD_2 });
  });

  it.each([
    ['an invoice Stripe does not know', undefined, 'unknown_invoice'],
    ['an invoice Stripe holds unpaid', { status: 'open' }, 'not_paid'],
  ] as const)('should write nothing for %s', async (_case, invoiceFields, outcome) => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1');
    const event = invoicePaid(gateway, PERIOD_1, 100, invoiceFields);
    if (!invoiceFields) gateway.invoices.clear();

    // Act
    const outcomes = await handleStripeEvent(ports, event);

    // Assert
    expect(outcomes).toEqual([outcome]);
    expect(payments.markersOf('user-1')).toEqual([]);
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'free', monthlyCreditsRemaining: 0 });
  });

  it('should take the period from the subscription when the invoice has none', async () => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putSubscription('sub_1', 'user-1', { currentPeriodStart: PERIOD_2 });

    // Act
    await handleStripeEvent(ports, invoicePaid(gateway, null, 100));

    // Assert
    expect(payments.markersOf('user-1')).toEqual([`PERIOD#sub_1#${String(PERIOD_2)}`]);
  });

  it('should keep the state and the credits right whatever the order of a whole month’s events', async () => {
    // Arrange: Stripe's order would be created, invoice 1, updated (renewal), invoice 2.
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 1 });
    gateway.putSubscription('sub_1', 'user-1', { currentPeriodStart: PERIOD_2, currentPeriodEnd: PERIOD_3 });
    const events = [invoicePaid(gateway, PERIOD_2, 400), subscriptionEvent('customer.subscription.updated', 300), invoicePaid(gateway, PERIOD_1, 200), subscriptionEvent('customer.subscription.created', 100)];

    // Act
    for (const event of events) await handleStripeEvent(ports, event);

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'subscription', subscriptionStatus: 'active', monthlyCreditsRemaining: 30, currentPeriodEnd: new Date(PERIOD_3 * 1000).toISOString() });
    expect(accounts.ledger.filter((entry) => entry.reason === 'grant_subscription')).toHaveLength(1);
    expectLedgerConsistent(accounts, 'user-1');
  });
});

describe('subscriptionStateOf', () => {
  it.each([
    ['active', 'subscription', 'active'],
    ['trialing', 'subscription', 'trialing'],
    ['past_due', 'subscription', 'past_due'],
    ['unpaid', 'subscription', 'unpaid'],
    ['paused', 'subscription', 'unpaid'],
    ['incomplete', 'subscription', 'incomplete'],
    ['incomplete_expired', 'free', 'canceled'],
    ['canceled', 'free', 'canceled'],
  ] as const)('should read Stripe’s %s as plan %s, status %s', (stripeStatus, planType, subscriptionStatus) => {
    // Arrange
    const subscription = new FakePaymentGateway().putSubscription('sub_1', 'user-1', { status: stripeStatus });

    // Act
    const state = subscriptionStateOf(subscription);

    // Assert
    expect(state).toMatchObject({ planType, subscriptionStatus });
  });
});

describe('syncSubscription', () => {
  const caller: Caller = { userId: 'user-1', email: 'parent@example.fr', isAdmin: false };

  it('should answer the free plan without calling Stripe when the parent never subscribed', async () => {
    // Arrange
    const { payments, gateway } = arrange();

    // Act
    const answer = await syncSubscription({ accounts: payments.accounts, payments, gateway: undefined, now: () => NOW }, caller);

    // Assert
    expect(answer).toEqual({ success: true, plan_type: 'free' });
    expect(gateway.retrievals).toHaveLength(0);
  });

  it('should save the subscription as Stripe holds it now, and grant no credit', async () => {
    // Arrange
    const { accounts, payments, gateway } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1' });
    gateway.putSubscription('sub_1', 'user-1', { status: 'canceled' });
    const ledgerBefore = accounts.ledger.length;

    // Act
    const answer = await syncSubscription({ accounts, payments, gateway, now: () => NOW }, caller);

    // Assert
    expect(answer).toEqual({ success: true, plan_type: 'free' });
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'free', subscriptionStatus: 'canceled' });
    expect(accounts.ledger).toHaveLength(ledgerBefore);
  });

  it('should save as ending a subscription flexible billing set to end with `cancel_at` only', async () => {
    // Arrange
    const { accounts, payments, gateway } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1', cancelAtPeriodEnd: false });
    gateway.putSubscription('sub_1', 'user-1', { cancelAtPeriodEnd: false, cancelAt: PERIOD_2, currentPeriodEnd: PERIOD_2 });

    // Act
    await syncSubscription({ accounts, payments, gateway, now: () => NOW }, caller);

    // Assert
    expect(accounts.rows.get('user-1')).toMatchObject({ planType: 'subscription', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(PERIOD_2 * 1000).toISOString() });
  });

  it('should change nothing when the subscription names another parent', async () => {
    // Arrange
    const { accounts, payments, gateway } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1' });
    gateway.putSubscription('sub_1', 'user-2', { status: 'canceled' });

    // Act
    const answer = await syncSubscription({ accounts, payments, gateway, now: () => NOW }, caller);

    // Assert
    expect(answer).toEqual({ success: false, plan_type: 'subscription' });
    expect(accounts.rows.get('user-1')).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('should answer 503 in French when a subscription must be read and payments are not configured', async () => {
    // Arrange
    const { accounts, payments } = arrange();
    accounts.open('user-1', { planType: 'subscription', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1' });

    // Act
    const attempt = syncSubscription({ accounts, payments, gateway: undefined, now: () => NOW }, caller);

    // Assert
    await expect(attempt).rejects.toThrow(PaymentsUnavailableError);
  });
});
