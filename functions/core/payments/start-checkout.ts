import { createHash } from 'node:crypto';
import { SUBSCRIPTION_MONTHLY_CREDITS } from '#shared/credits';
import { PACKS, PAYMENT_CANCELLED_PARAM, PAYMENT_CANCELLED_VALUE, SHOP_PATH, SUBSCRIPTION_OFFER_ID, THANK_YOU_PATH, type CheckoutRequest, type CheckoutResponse } from '#shared/packs';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';
import { AlreadySubscribedError, CheckoutSessionFailedError, PaymentsUnavailableError } from './payment-errors';
import type { CreatedCheckoutSession, NewCheckoutSession, PaymentGateway } from './payment-gateway';
import { hasLiveSubscription } from './subscription-rules';

/** The subscription's product name on Stripe's page and on the thank-you page. */
export const SUBSCRIPTION_PRODUCT_NAME = 'Abonnement mensuel';

/**
 * A double click must make one session: the idempotency key names a one-minute window and a digest of
 * everything sent with it (Stripe refuses a key reused with other parameters, e.g. `customer` after
 * `customer_email`). Short, because a session replayed within it must be re-read before it is reused.
 */
export const CHECKOUT_WINDOW_SECONDS = 60;
/**
 * Counted from the end of the window, so that every request of a window sends the same `expires_at`.
 * Stripe refuses less than 30 minutes after it receives the request; 5 more cover the SDK's retries
 * (up to 3 × 8 s) and a skewed clock.
 */
export const CHECKOUT_SESSION_LIFETIME_SECONDS = 35 * 60;
/** A replayed session that is no longer open is followed by a fresh key; a few times at most (three purchases in one window). */
const MAX_SESSION_ATTEMPTS = 4;

export interface StartCheckoutPorts {
  accounts: AccountRepository;
  /** Undefined when payments are not configured on this deployment. */
  gateway: PaymentGateway | undefined;
  /** The site's origin (`https://<domain>`), where Stripe sends the parent back. */
  siteUrl: string;
  /** The operator's monthly price (CDK context), in euro cents. */
  subscriptionPriceCents: number;
  now?: () => Date;
}

/** 1999 → '19.99': the thank-you page's format (spec part 2 §2). */
const euros = (cents: number): string => (cents / 100).toFixed(2);

interface Offer {
  mode: NewCheckoutSession['mode'];
  name: string;
  description: string | null;
  stories: number;
  priceCents: number;
  originalPriceCents: number;
}

/** Prices come from the server's catalogue only: the browser sends an id, nothing else. */
function offerOf(packId: CheckoutRequest['packId'], subscriptionPriceCents: number): Offer {
  if (packId === SUBSCRIPTION_OFFER_ID) {
    return {
      mode: 'subscription',
      name: SUBSCRIPTION_PRODUCT_NAME,
      description: null,
      stories: SUBSCRIPTION_MONTHLY_CREDITS,
      priceCents: subscriptionPriceCents,
      originalPriceCents: subscriptionPriceCents,
    };
  }
  // The request schema admits the catalogue's ids only.
  const pack = PACKS.find((candidate) => candidate.id === packId)!;
  return { mode: 'payment', name: pack.name, description: pack.description, stories: pack.count, priceCents: pack.priceCents, originalPriceCents: pack.originalPriceCents };
}

/**
 * POST /api/checkout: a Stripe Checkout Session for a pack (`payment`) or the subscription
 * (`subscription`), priced from the catalogue, naming the parent (`client_reference_id`, metadata) so
 * that the webhook credits the right account. Returns the payment page's address.
 */
export async function startCheckout(ports: StartCheckoutPorts, caller: Caller, request: CheckoutRequest): Promise<CheckoutResponse> {
  if (!ports.gateway) throw new PaymentsUnavailableError();
  const now = (ports.now ?? (() => new Date()))();
  const offer = offerOf(request.packId, ports.subscriptionPriceCents);

  // Read for every offer: a token that outlives its account's deletion must not pay for credits nobody gets.
  const account = await getOrCreateAccount(ports.accounts, caller, now, { consistent: true });
  let customerId: string | null = null;
  if (offer.mode === 'subscription') {
    if (hasLiveSubscription(account)) throw new AlreadySubscribedError();
    customerId = account.stripeCustomerId;
  }

  const successUrl = new URL(THANK_YOU_PATH, ports.siteUrl);
  successUrl.search = new URLSearchParams({
    stories: String(offer.stories),
    price: euros(offer.originalPriceCents),
    final_price: euros(offer.priceCents),
    pack_id: request.packId,
    pack_name: offer.name,
  }).toString();

  // 'Annuler' on the payment page brings the parent back to a shop that says nothing was charged.
  const cancelUrl = new URL(SHOP_PATH, ports.siteUrl);
  cancelUrl.search = new URLSearchParams({ [PAYMENT_CANCELLED_PARAM]: PAYMENT_CANCELLED_VALUE }).toString();

  const window = Math.floor(now.getTime() / 1000 / CHECKOUT_WINDOW_SECONDS);
  const params: Omit<NewCheckoutSession, 'idempotencyKey'> = {
    mode: offer.mode,
    userId: caller.userId,
    offerId: request.packId,
    productName: offer.name,
    productDescription: offer.description,
    unitAmountCents: offer.priceCents,
    customerId,
    customerEmail: customerId === null ? (caller.email ?? null) : null,
    successUrl: successUrl.toString(),
    cancelUrl: cancelUrl.toString(),
    expiresAt: (window + 1) * CHECKOUT_WINDOW_SECONDS + CHECKOUT_SESSION_LIFETIME_SECONDS,
  };
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('base64url').slice(0, 22);
  let idempotencyKey = `checkout-${caller.userId}-${request.packId}-${String(window)}-${digest}`;

  for (let attempt = 0; attempt < MAX_SESSION_ATTEMPTS; attempt += 1) {
    const created = await createdSession(ports.gateway, { ...params, idempotencyKey });
    if (!created.url) throw new CheckoutSessionFailedError();
    if (!created.replayed || (await isStillOpen(ports.gateway, created.id))) return { url: created.url };
    // Paid or expired since the first click: a new purchase, under a key that names the closed session
    // (so that a double click of this second purchase still makes one session).
    idempotencyKey = `checkout-${caller.userId}-${request.packId}-${String(window)}-${digest}-after-${created.id}`;
  }
  logger.error('Checkout session not created: every replayed session was closed', { offerId: request.packId });
  throw new CheckoutSessionFailedError();
}

async function createdSession(gateway: PaymentGateway, session: NewCheckoutSession): Promise<CreatedCheckoutSession> {
  try {
    return await gateway.createCheckoutSession(session);
  } catch (error) {
    logger.error('Checkout session not created', { offerId: session.offerId, error: error instanceof Error ? error.name : 'unknown' });
    throw new CheckoutSessionFailedError();
  }
}

/** Stripe replays its first answer as it was: only a re-read tells whether the parent can still pay on that page. */
async function isStillOpen(gateway: PaymentGateway, sessionId: string): Promise<boolean> {
  try {
    return (await gateway.retrieveCheckoutSession(sessionId))?.status === 'open';
  } catch (error) {
    logger.error('Replayed checkout session not re-read', { error: error instanceof Error ? error.name : 'unknown' });
    throw new CheckoutSessionFailedError();
  }
}
