import Stripe from 'stripe';
import { ENV } from '#shared/environment';
import { CURRENCY, DEFAULT_SUBSCRIPTION_PRICE_CENTS } from '#shared/packs';
import { logger } from '#core/logger';
import { memoiseUntilFailure } from '#core/memoise';
import { BillingPortalNotConfiguredError, PaymentProviderError, PaymentsUnavailableError, WebhookSignatureError } from '#core/payments/payment-errors';
import { CHECKOUT_EVENT_TYPES, INVOICE_PAID_EVENT_TYPE, SUBSCRIPTION_EVENT_TYPES, type CheckoutSession, type Invoice, type NewCheckoutSession, type PaymentEvent, type PaymentGateway, type Subscription } from '#core/payments/payment-gateway';

/** Stripe's own tolerance for a signature's age, in seconds (a replayed old delivery is refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type Environment = Readonly<Record<string, string | undefined>>;

export interface StripeSettings {
  secretKey: string;
  /** Without it the webhook cannot check signatures and answers 503; checkout still works. */
  webhookSecret: string | undefined;
  /** Only locally: the twin's Stripe-compatible server. */
  apiUrl: string | undefined;
}

const valueOf = (env: Environment, name: string): string | undefined => env[name]?.trim() || undefined;

/** Secret reads by ARN, once per process (a cold start), shared by concurrent callers, forgotten on failure. */
const secretReads = new Map<string, Promise<StripeSettings>>();

/** The secret's JSON `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`; undefined when it holds no key. */
export function settingsFromSecretString(secretString: string | undefined): StripeSettings | undefined {
  try {
    const fields = JSON.parse(secretString ?? '') as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const secretKey = text(fields.secretKey);
    return secretKey ? { secretKey, webhookSecret: text(fields.webhookSecret), apiUrl: undefined } : undefined;
  } catch {
    return undefined;
  }
}

async function readSecret(secretArn: string): Promise<StripeSettings> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const settings = settingsFromSecretString(answer.SecretString);
  // The message names the secret, never its value.
  if (!settings) throw new Error(`The secret ${secretArn} holds no Stripe secretKey`);
  return settings;
}

/**
 * Stripe's keys: set directly (locally: the twin's fake key, or a test key) or, on AWS, read from
 * Secrets Manager once per cold start. Undefined when this deployment has no payments.
 */
export async function stripeSettingsFrom(env: Environment): Promise<StripeSettings | undefined> {
  const secretKey = valueOf(env, ENV.stripeSecretKey);
  if (secretKey) return { secretKey, webhookSecret: valueOf(env, ENV.stripeWebhookSecret), apiUrl: valueOf(env, ENV.stripeApiUrl) };
  const secretArn = valueOf(env, ENV.stripeSecretArn);
  if (!secretArn) return undefined;
  let read = secretReads.get(secretArn);
  if (!read) {
    read = readSecret(secretArn);
    // A failed read (throttling, a permission being fixed) is tried again on the next call.
    read.catch(() => secretReads.delete(secretArn));
    secretReads.set(secretArn, read);
  }
  return read;
}

/** The gateway of this deployment, or undefined when it has no payments. */
export async function paymentGatewayFrom(env: Environment): Promise<PaymentGateway | undefined> {
  const settings = await stripeSettingsFrom(env);
  return settings && createStripePaymentGateway(settings);
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value !== null && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An expandable field: the id, or the expanded object's id. */
const idOf = (value: unknown): string | null => text(value) ?? text(fieldsOf(value).id);
const metadataOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldsOf(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

export function toCheckoutSession(object: unknown): CheckoutSession {
  const session = fieldsOf(object);
  return {
    id: text(session.id) ?? '',
    mode: text(session.mode) ?? '',
    status: text(session.status),
    paymentStatus: text(session.payment_status) ?? 'unpaid',
    clientReferenceId: text(session.client_reference_id),
    metadata: metadataOf(session.metadata),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    amountTotal: integer(session.amount_total),
    currency: text(session.currency),
  };
}

/** The period is top-level in older API versions and on the first item since 2025: read both, top-level first. */
export function toSubscription(object: unknown): Subscription {
  const subscription = fieldsOf(object);
  const firstItem = fieldsOf((fieldsOf(subscription.items).data as unknown[] | undefined)?.[0]);
  return {
    id: text(subscription.id) ?? '',
    status: text(subscription.status) ?? 'incomplete',
    customerId: idOf(subscription.customer),
    userId: text(fieldsOf(subscription.metadata).userId),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    cancelAt: integer(subscription.cancel_at),
    currentPeriodStart: integer(subscription.current_period_start) ?? integer(firstItem.current_period_start),
    currentPeriodEnd: integer(subscription.current_period_end) ?? integer(firstItem.current_period_end),
  };
}

const isOneOf = <T extends string>(types: readonly T[], type: string): type is T => (types as readonly string[]).includes(type);

/** An invoice's subscription: top-level before 2025, under `parent` since; its period: its first line's. */
export function toInvoice(object: unknown): Invoice {
  const invoice = fieldsOf(object);
  const period = fieldsOf(fieldsOf((fieldsOf(invoice.lines).data as unknown[] | undefined)?.[0]).period);
  return {
    id: text(invoice.id) ?? '',
    status: text(invoice.status),
    subscriptionId: idOf(invoice.subscription) ?? idOf(fieldsOf(fieldsOf(invoice.parent).subscription_details).subscription),
    billingReason: text(invoice.billing_reason),
    periodStart: integer(period.start),
    periodEnd: integer(period.end),
  };
}

/** A verified event reduced to what the rules read: for an invoice, its id only (the rest is re-read from Stripe). */
export function toPaymentEvent(event: { id: string; type: string; created: number; data?: { object?: unknown } }): PaymentEvent {
  const envelope = { id: event.id, type: event.type, created: event.created };
  const object = fieldsOf(event.data?.object);
  const objectId = text(object.id);
  if (isOneOf(CHECKOUT_EVENT_TYPES, event.type) && objectId) return { ...envelope, family: 'checkout', type: event.type, sessionId: objectId };
  if (isOneOf(SUBSCRIPTION_EVENT_TYPES, event.type) && objectId) return { ...envelope, family: 'subscription', type: event.type, subscriptionId: objectId };
  if (event.type === INVOICE_PAID_EVENT_TYPE && objectId) return { ...envelope, family: 'invoice', type: INVOICE_PAID_EVENT_TYPE, invoiceId: objectId };
  return { ...envelope, family: 'ignored' };
}

/**
 * A response header (Stripe marks a replayed answer with `Idempotent-Replayed: true`). The raw response is
 * Node's (plain headers) with the default client, a fetch Response (a Headers object) with the fetch client.
 */
function headerOf(response: { headers?: unknown } | undefined, name: string): string | undefined {
  const headers = response?.headers;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = fieldsOf(headers)[name];
  return Array.isArray(value) ? text(value[0]) ?? undefined : text(value) ?? undefined;
}

/** Stripe's 404 (`resource_missing`): the object does not exist there. */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/**
 * Stripe's refusal of a portal session while the account's portal has no saved default configuration: a
 * 400 `invalid_request_error` without a code, known by its message ("No configuration provided and your
 * test mode default configuration has not been created…", "live mode" in live).
 */
export function isMissingPortalConfiguration(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    /no configuration provided|default configuration has not been created/i.test(error.message)
  );
}

/** Any other failure of the API, named by its kind and status only (its message may quote the request). */
function providerError(call: string, error: unknown): PaymentProviderError {
  const detail = error instanceof Stripe.errors.StripeError ? `${error.type} ${String(error.statusCode ?? '')}`.trim() : error instanceof Error ? error.name : 'unknown';
  return new PaymentProviderError(`Stripe ${call} failed: ${detail}`, { cause: error });
}

function checkoutParams(session: NewCheckoutSession): Stripe.Checkout.SessionCreateParams {
  const common = {
    client_reference_id: session.userId,
    metadata: { userId: session.userId, packId: session.offerId },
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    expires_at: session.expiresAt,
    locale: 'fr' as const,
    // Stripe refuses both: an existing customer already has an e-mail.
    ...(session.customerId ? { customer: session.customerId } : session.customerEmail ? { customer_email: session.customerEmail } : {}),
  };
  if (session.mode === 'subscription') {
    return {
      ...common,
      mode: 'subscription',
      line_items: [
        { quantity: 1, price_data: { currency: CURRENCY, unit_amount: session.unitAmountCents, recurring: { interval: 'month' }, product_data: { name: session.productName } } },
      ],
      // Every subscription event is matched to its parent through this (no Scan by customer id).
      subscription_data: { metadata: { userId: session.userId } },
    };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: session.unitAmountCents,
          product_data: { name: session.productName, ...(session.productDescription ? { description: session.productDescription } : {}) },
        },
      },
    ],
    payment_intent_data: { metadata: { userId: session.userId, packId: session.offerId } },
  };
}

/** The `stripe` package behind the PaymentGateway port: exactly the calls of the commerce contract. */
export function createStripePaymentGateway(settings: StripeSettings, testing: { httpClient?: ReturnType<typeof Stripe.createFetchHttpClient> } = {}): PaymentGateway {
  const local = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    // Unit tests read the requests through a fake fetch instead of a socket.
    ...(testing.httpClient ? { httpClient: testing.httpClient } : {}),
    // The version this package was built for, pinned so that a package upgrade is a deliberate change.
    apiVersion: Stripe.API_VERSION,
    // House rule: no tool reports anything about us.
    telemetry: false,
    maxNetworkRetries: 2,
    // Below the functions' 10 s timeout.
    timeout: 8_000,
    ...(local ? { host: local.hostname, port: local.port || (local.protocol === 'https:' ? 443 : 80), protocol: local.protocol === 'https:' ? 'https' : 'http' } : {}),
  });

  return {
    async createCheckoutSession(session) {
      try {
        const created = await stripe.checkout.sessions.create(checkoutParams(session), { idempotencyKey: session.idempotencyKey });
        return { id: created.id, url: created.url ?? null, replayed: headerOf(created.lastResponse, 'idempotent-replayed') === 'true' };
      } catch (error) {
        throw providerError('checkout.sessions.create', error);
      }
    },

    async retrieveCheckoutSession(sessionId) {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw providerError('checkout.sessions.retrieve', error);
      }
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw providerError('subscriptions.retrieve', error);
      }
    },

    async retrieveInvoice(invoiceId) {
      try {
        return toInvoice(await stripe.invoices.retrieve(invoiceId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw providerError('invoices.retrieve', error);
      }
    },

    async createBillingPortalSession({ customerId, returnUrl }) {
      try {
        const created = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: created.url || null };
      } catch (error) {
        if (isMissingPortalConfiguration(error)) throw new BillingPortalNotConfiguredError();
        throw providerError('billingPortal.sessions.create', error);
      }
    },

    verifyEvent(rawBody, signatureHeader) {
      if (!settings.webhookSecret) throw new PaymentsUnavailableError();
      if (!signatureHeader) throw new WebhookSignatureError('missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message.startsWith('Timestamp outside the tolerance zone') ? 'stale' : 'invalid');
        }
        // A correctly signed body that is not JSON.
        throw new WebhookSignatureError('not_an_event');
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number') throw new WebhookSignatureError('not_an_event');
      return toPaymentEvent(event);
    },
  };
}

/**
 * The gateway once per cold start (the secret is read once), shared by concurrent requests. A failed
 * secret read is not kept, and the request gets 503 'Le paiement est momentanément indisponible.'.
 */
export function paymentGatewayLoader(env: Environment): () => Promise<PaymentGateway | undefined> {
  const load = memoiseUntilFailure(() => paymentGatewayFrom(env));
  return async () => {
    try {
      return await load();
    } catch (error) {
      logger.error('Stripe settings unreadable', { error: error instanceof Error ? error.name : 'unknown' });
      throw new PaymentsUnavailableError();
    }
  };
}

/** The operator's monthly price (the stack always sets it; the default keeps a bare test function working). */
export function subscriptionPriceFrom(env: Environment): number {
  const value = valueOf(env, ENV.subscriptionPriceCents);
  if (value === undefined) return DEFAULT_SUBSCRIPTION_PRICE_CENTS;
  const cents = Number(value);
  if (!Number.isInteger(cents) || cents <= 0) throw new Error(`${ENV.subscriptionPriceCents} must be a positive whole number of cents`);
  return cents;
}