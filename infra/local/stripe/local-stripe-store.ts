import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { BillingPortalSessionParams, CheckoutSessionParams, LineItemParams, Metadata } from './request-shapes';
import { invalidRequest, noSuch } from './stripe-api-error';
import {
  addMonths,
  amountOf,
  newEvent,
  stripeId,
  type BillingPortalSession,
  type CheckoutSession,
  type Customer,
  type Invoice,
  type StripeEvent,
  type Subscription,
  type SubscriptionItem,
} from './stripe-objects';

/**
 * What the local payment provider knows — sessions, customers, subscriptions, invoices, portal
 * sessions, idempotent answers — and every change Stripe would make to it (a session paid, a
 * subscription cancelled or renewed), each returning the events Stripe would send. No HTTP here.
 * Kept in one JSON file of the data folder when given one, so `npm start` restarts keep what the
 * accounts in DynamoDB point at (a customer, a subscription).
 */

export interface SessionRecord {
  session: CheckoutSession;
  /** Not on the session object (Stripe lists them under a separate call), but the hosted page shows them. */
  lineItems: LineItemParams[];
  subscriptionMetadata: Metadata;
}

export interface SubscriptionRecord {
  subscription: Subscription;
  /** The periods paid since the anchor: period n runs from anchor + n months to anchor + n + 1 months. */
  period: number;
  productName: string;
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: unknown;
  created: number;
}

interface StoredState {
  version: 1;
  /** The fake API key the functions are given (`sk_test_local_…`), one per data folder. */
  secretKey: string;
  /** The webhook signing secret (`whsec_…`), one per data folder. */
  webhookSecret: string;
  sessions: Record<string, SessionRecord>;
  customers: Record<string, Customer>;
  subscriptions: Record<string, SubscriptionRecord>;
  invoices: Record<string, Invoice>;
  portalSessions: Record<string, BillingPortalSession>;
  idempotency: Record<string, IdempotencyRecord>;
  /**
   * Whether the account's billing portal has a saved default configuration (absent: it has). Stripe
   * refuses portal sessions without one until the operator saves the portal's settings in the dashboard;
   * false makes this server refuse them the same way.
   */
  portalDefaultConfiguration?: boolean;
}

/** Stripe's answer to a portal session when the account's portal has no saved default configuration (400, no code). */
export const NO_PORTAL_CONFIGURATION_MESSAGE =
  'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.';

/** The prefix of the twin's fake key: a key with it was made here, never by Stripe. */
export const LOCAL_SECRET_KEY_PREFIX = 'sk_test_local_';
/** Stripe keeps idempotent answers for 24 hours. */
const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;

export type Clock = () => number;
export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

export class LocalStripeStore {
  private constructor(
    private readonly state: StoredState,
    private readonly file: string | undefined,
    readonly now: Clock,
  ) {}

  /** Reads `file` when it exists (keys and objects survive a restart); without a file, everything stays in memory. */
  static open(options: { file?: string; now?: Clock } = {}): LocalStripeStore {
    const loaded = options.file && existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as StoredState) : undefined;
    const state: StoredState = loaded ?? {
      version: 1,
      secretKey: `${LOCAL_SECRET_KEY_PREFIX}${randomBytes(18).toString('base64url')}`,
      webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
      sessions: {},
      customers: {},
      subscriptions: {},
      invoices: {},
      portalSessions: {},
      idempotency: {},
    };
    const store = new LocalStripeStore(state, options.file, options.now ?? systemClock);
    if (!loaded) store.save();
    return store;
  }

  get secretKey(): string {
    return this.state.secretKey;
  }

  get webhookSecret(): string {
    return this.state.webhookSecret;
  }

  // ── Checkout sessions ──

  createCheckoutSession(params: CheckoutSessionParams, pageUrl: (id: string) => string): CheckoutSession {
    if (params.customer !== undefined) this.customer(params.customer, 'customer');
    const now = this.now();
    const id = stripeId('cs_test', 58);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      subscription: null,
      invoice: null,
      payment_intent: null,
      amount_subtotal: amountOf(params.line_items),
      amount_total: amountOf(params.line_items),
      currency: params.line_items[0]!.price_data.currency,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: pageUrl(id),
      expires_at: params.expires_at ?? now + 24 * 60 * 60,
      created: now,
      livemode: false,
      locale: params.locale ?? null,
      payment_method_types: ['card'],
      ui_mode: 'hosted',
    };
    this.state.sessions[id] = { session, lineItems: params.line_items, subscriptionMetadata: params.subscription_data?.metadata ?? {} };
    this.save();
    return session;
  }

  /** The session as Stripe would answer it now: an open one past its `expires_at` has expired. */
  sessionRecord(id: string): SessionRecord | undefined {
    const record = this.state.sessions[id];
    if (record && record.session.status === 'open' && this.now() >= record.session.expires_at) {
      record.session.status = 'expired';
      record.session.url = null;
      this.save();
    }
    return record;
  }

  checkoutSession(id: string): CheckoutSession {
    const record = this.sessionRecord(id);
    if (!record) throw noSuch('checkout.session', id, 'session');
    return record.session;
  }

  /**
   * 'Payer' on the hosted page: the session complete and paid, and in subscription mode the
   * customer, the subscription (with `subscription_data.metadata`) and its first paid invoice.
   * Undefined when the session is not open (already paid, or expired): nothing changes.
   */
  completeCheckoutSession(id: string): StripeEvent[] | undefined {
    const record = this.sessionRecord(id);
    if (!record || record.session.status !== 'open') return undefined;
    const { session } = record;
    const now = this.now();
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    if (session.mode === 'payment') {
      session.payment_intent = stripeId('pi');
      session.customer_details = customerDetails(session.customer_email ?? this.state.customers[session.customer ?? '']?.email ?? null);
      this.save();
      return [newEvent('checkout.session.completed', session, now)];
    }
    const customer = session.customer ? this.customer(session.customer, 'customer') : this.newCustomer(session.customer_email, now);
    const { subscription, invoice } = this.newSubscription(record, customer, now);
    Object.assign(session, {
      customer: customer.id,
      customer_details: customerDetails(customer.email),
      subscription: subscription.id,
      invoice: invoice.id,
    });
    this.save();
    return [
      newEvent('checkout.session.completed', session, now),
      newEvent('customer.subscription.created', subscription, now),
      newEvent('invoice.paid', invoice, now),
    ];
  }

  private newCustomer(email: string | null, now: number): Customer {
    const customer: Customer = { id: stripeId('cus', 14), object: 'customer', email, name: null, metadata: {}, created: now, livemode: false };
    this.state.customers[customer.id] = customer;
    return customer;
  }

  private newSubscription(record: SessionRecord, customer: Customer, now: number): { subscription: Subscription; invoice: Invoice } {
    const recurring = record.lineItems.find((item) => item.price_data.recurring) ?? record.lineItems[0]!;
    const id = stripeId('sub');
    const item: SubscriptionItem = {
      id: stripeId('si', 14),
      object: 'subscription_item',
      created: now,
      current_period_start: now,
      current_period_end: addMonths(now, 1),
      metadata: {},
      price: {
        id: stripeId('price'),
        object: 'price',
        active: true,
        currency: recurring.price_data.currency,
        unit_amount: recurring.price_data.unit_amount,
        recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
        type: 'recurring',
        product: stripeId('prod', 14),
        livemode: false,
      },
      quantity: recurring.quantity,
      subscription: id,
    };
    const subscription: Subscription = {
      id,
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      metadata: record.subscriptionMetadata,
      billing_mode: { type: 'flexible' },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      currency: item.price.currency,
      collection_method: 'charge_automatically',
      latest_invoice: null,
      livemode: false,
      items: { object: 'list', data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
    };
    const subscriptionRecord = { subscription, period: 0, productName: recurring.price_data.product_data.name };
    this.state.subscriptions[id] = subscriptionRecord;
    const invoice = this.newInvoice(subscriptionRecord, customer, 'subscription_create', { start: now, end: now }, now);
    return { subscription, invoice };
  }

  private newInvoice(record: SubscriptionRecord, customer: Customer, reason: Invoice['billing_reason'], invoicePeriod: { start: number; end: number }, now: number): Invoice {
    const { subscription } = record;
    const item = subscription.items.data[0]!;
    const amount = item.quantity * item.price.unit_amount;
    const id = stripeId('in');
    const invoice: Invoice = {
      id,
      object: 'invoice',
      status: 'paid',
      billing_reason: reason,
      customer: customer.id,
      customer_email: customer.email,
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      subtotal: amount,
      total: amount,
      created: now,
      period_start: invoicePeriod.start,
      period_end: invoicePeriod.end,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } },
      lines: {
        object: 'list',
        data: [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount,
            currency: item.price.currency,
            description: `${item.quantity} × ${record.productName}`,
            invoice: id,
            livemode: false,
            metadata: {},
            period: { start: item.current_period_start, end: item.current_period_end },
            quantity: item.quantity,
            subscription: subscription.id,
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: { subscription: subscription.id, subscription_item: item.id, invoice_item: null, proration: false },
            },
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${id}/lines`,
      },
      status_transitions: { finalized_at: now, paid_at: now },
      collection_method: 'charge_automatically',
      livemode: false,
      metadata: {},
    };
    this.state.invoices[id] = invoice;
    subscription.latest_invoice = id;
    return invoice;
  }

  // ── Customers, subscriptions, portal ──

  customer(id: string, param: string): Customer {
    const customer = this.state.customers[id];
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  subscriptionRecord(id: string): SubscriptionRecord | undefined {
    return this.state.subscriptions[id];
  }

  subscription(id: string): Subscription {
    const record = this.state.subscriptions[id];
    if (!record) throw noSuch('subscription', id, 'id');
    return record.subscription;
  }

  invoice(id: string): Invoice {
    const invoice = this.state.invoices[id];
    if (!invoice) throw noSuch('invoice', id, 'id');
    return invoice;
  }

  /** Newest first (of two created in the same second, the one created last). */
  subscriptionsOf(customerId?: string): SubscriptionRecord[] {
    return Object.values(this.state.subscriptions)
      .reverse()
      .filter((record) => customerId === undefined || record.subscription.customer === customerId)
      .sort((a, b) => b.subscription.created - a.subscription.created);
  }

  /** Saves (true) or removes (false) the portal's default configuration, as the dashboard's portal settings do. */
  setPortalDefaultConfiguration(saved: boolean): void {
    this.state.portalDefaultConfiguration = saved;
    this.save();
  }

  createBillingPortalSession(params: BillingPortalSessionParams, pageUrl: (id: string) => string): BillingPortalSession {
    this.customer(params.customer, 'customer');
    if (this.state.portalDefaultConfiguration === false) throw invalidRequest(NO_PORTAL_CONFIGURATION_MESSAGE);
    const id = stripeId('bps');
    const session: BillingPortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_local',
      created: this.now(),
      customer: params.customer,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      flow: null,
      return_url: params.return_url ?? null,
      url: pageUrl(id),
    };
    this.state.portalSessions[id] = session;
    this.save();
    return session;
  }

  portalSession(id: string): BillingPortalSession | undefined {
    return this.state.portalSessions[id];
  }

  /**
   * 'Résilier à la fin de la période' (true) or 'Ne plus résilier' (false): `customer.subscription.updated`.
   * As Stripe's portal does for a flexible-billing subscription (what Checkout makes): the end is
   * scheduled with `cancel_at` at the period's end, and `cancel_at_period_end` stays false.
   */
  setCancelAtPeriodEnd(id: string, cancel: boolean): StripeEvent[] {
    const record = this.activeSubscription(id);
    if (!record || (record.subscription.cancel_at !== null) === cancel) return [];
    const { subscription } = record;
    const previous = { cancel_at: subscription.cancel_at, canceled_at: subscription.canceled_at, cancellation_details: structuredClone(subscription.cancellation_details) };
    const now = this.now();
    Object.assign(subscription, {
      cancel_at_period_end: false,
      cancel_at: cancel ? subscription.items.data[0]!.current_period_end : null,
      canceled_at: cancel ? now : null,
      cancellation_details: { comment: null, feedback: null, reason: cancel ? 'cancellation_requested' : null },
    });
    this.save();
    return [newEvent('customer.subscription.updated', subscription, now, previous)];
  }

  /** 'Résilier maintenant': the subscription ends at once, `customer.subscription.deleted`. */
  cancelNow(id: string): StripeEvent[] {
    const record = this.activeSubscription(id);
    if (!record) return [];
    const now = this.now();
    this.end(record.subscription, now, now);
    this.save();
    return [newEvent('customer.subscription.deleted', record.subscription, now)];
  }

  /**
   * The next period, as Stripe's clock would bring it: a new paid invoice (`invoice.paid`) and the
   * period moved (`customer.subscription.updated`); or, when the subscription was set to end within the
   * period (`cancel_at`), its end (`customer.subscription.deleted`). Nothing for a cancelled subscription.
   */
  advancePeriod(id: string): StripeEvent[] {
    const record = this.activeSubscription(id);
    if (!record) return [];
    const { subscription } = record;
    const item = subscription.items.data[0]!;
    const now = this.now();
    if (subscription.cancel_at !== null && subscription.cancel_at <= item.current_period_end) {
      this.end(subscription, subscription.canceled_at ?? now, subscription.cancel_at);
      this.save();
      return [newEvent('customer.subscription.deleted', subscription, now)];
    }
    const ended = { start: item.current_period_start, end: item.current_period_end };
    const previous = { items: { data: [structuredClone(item)] }, latest_invoice: subscription.latest_invoice };
    record.period += 1;
    item.current_period_start = addMonths(subscription.billing_cycle_anchor, record.period);
    item.current_period_end = addMonths(subscription.billing_cycle_anchor, record.period + 1);
    const invoice = this.newInvoice(record, this.customer(subscription.customer, 'customer'), 'subscription_cycle', ended, now);
    this.save();
    return [newEvent('invoice.paid', invoice, now), newEvent('customer.subscription.updated', subscription, now, previous)];
  }

  private activeSubscription(id: string): SubscriptionRecord | undefined {
    const record = this.state.subscriptions[id];
    return record && record.subscription.status !== 'canceled' ? record : undefined;
  }

  private end(subscription: Subscription, canceledAt: number, endedAt: number): void {
    Object.assign(subscription, { status: 'canceled', cancel_at_period_end: false, cancel_at: null, canceled_at: canceledAt, ended_at: endedAt });
  }

  // ── Idempotency ──

  idempotentAnswer(key: string): IdempotencyRecord | undefined {
    const record = this.state.idempotency[key];
    if (record && this.now() - record.created > IDEMPOTENCY_WINDOW_SECONDS) {
      delete this.state.idempotency[key];
      return undefined;
    }
    return record;
  }

  keepIdempotentAnswer(key: string, record: Omit<IdempotencyRecord, 'created'>): void {
    this.state.idempotency[key] = { ...record, created: this.now() };
    this.save();
  }

  /** Written whole and renamed into place, so a crash never leaves half a file. */
  private save(): void {
    if (!this.file) return;
    const partial = `${this.file}.tmp`;
    writeFileSync(partial, JSON.stringify(this.state));
    renameSync(partial, this.file);
  }
}

function customerDetails(email: string | null): CheckoutSession['customer_details'] {
  return { email, name: null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] };
}
