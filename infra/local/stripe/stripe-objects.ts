import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { CheckoutSessionParams, LineItemParams, Metadata } from './request-shapes';

/**
 * The Stripe objects the local server keeps and answers, shaped as the API version the installed
 * `stripe` package pins (Stripe.API_VERSION) answers them: in that version a subscription's period is
 * on `items.data[0]` (not top-level) and an invoice names its subscription under
 * `parent.subscription_details` (not `invoice.subscription`). Fields we never read are left out.
 */

/** The version every object and event here is shaped as; requests naming another are refused. */
export const LOCAL_STRIPE_API_VERSION: string = Stripe.API_VERSION;

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: CheckoutSessionParams['mode'];
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string | null;
  metadata: Metadata;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: null; phone: null; address: null; tax_exempt: 'none'; tax_ids: [] } | null;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  /** The hosted page; null once the session is complete or expired, as on Stripe. */
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  locale: string | null;
  payment_method_types: ['card'];
  ui_mode: 'hosted';
}

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface Price {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  recurring: { interval: 'month'; interval_count: 1; usage_type: 'licensed' } | null;
  type: 'recurring' | 'one_time';
  product: string;
  livemode: false;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  customer: string;
  metadata: Metadata;
  /** Checkout makes flexible-billing subscriptions (pinned API version): their cancellations set `cancel_at` only. */
  billing_mode: { type: 'flexible' };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | null };
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  currency: string;
  collection_method: 'charge_automatically';
  latest_invoice: string | null;
  livemode: false;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; total_count: number; url: string };
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  period: { start: number; end: number };
  quantity: number;
  subscription: string;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: { subscription: string; subscription_item: string; invoice_item: null; proration: false };
  };
}

export interface Invoice {
  id: string;
  object: 'invoice';
  status: 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  customer: string;
  customer_email: string | null;
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: 0;
  subtotal: number;
  total: number;
  created: number;
  /**
   * Stripe's own quirk, kept on purpose: an invoice's period is the one *before* it (for the first
   * invoice, start = end = the subscription's start); the period paid for is `lines.data[0].period`.
   */
  period_start: number;
  period_end: number;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; total_count: number; url: string };
  status_transitions: { finalized_at: number; paid_at: number };
  collection_method: 'charge_automatically';
  livemode: false;
  metadata: Metadata;
}

export interface BillingPortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  flow: null;
  return_url: string | null;
  url: string;
}

export type StripeObject = CheckoutSession | Subscription | Invoice | Customer | BillingPortalSession;

export type StripeEventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid';

export interface StripeEvent {
  id: string;
  object: 'event';
  type: StripeEventType;
  api_version: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: the object's prefix and random letters and digits (`cs_test_…`, `sub_…`). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  // 62 letters: a byte modulo 62 is slightly biased, which an id (not a secret) does not mind.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** A copy frozen at the moment of the event, so later changes to the object do not rewrite history. */
export function newEvent(type: StripeEventType, object: StripeObject, now: number, previousAttributes?: Record<string, unknown>): StripeEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    type,
    api_version: LOCAL_STRIPE_API_VERSION,
    created: now,
    data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

export function amountOf(lineItems: readonly LineItemParams[]): number {
  return lineItems.reduce((total, item) => total + item.quantity * item.price_data.unit_amount, 0);
}

/**
 * The same day `months` later, in UTC, clamped to the month's last day (a subscription started on
 * 31 January renews on 28 or 29 February, then on 31 March), as Stripe's billing cycle anchor does.
 */
export function addMonths(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()) / 1000;
}
