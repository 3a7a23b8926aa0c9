import { PAYMENT_MESSAGES } from '#shared/packs';
import { DomainError } from '#core/errors';

/** French texts of the payment functions that shared/packs.ts does not hold (nobody but the API shows them). */
export const PAYMENT_API_MESSAGES = {
  /** The stack was deployed without the Stripe secret (context `stripeSecretName`), or it cannot be read. */
  unavailable: 'Le paiement est momentanément indisponible.',
  /** Read by Stripe's dashboard, not by a parent; French all the same. */
  missingSignature: 'La signature Stripe est absente.',
  invalidSignature: 'La signature Stripe est invalide.',
  staleSignature: 'La signature Stripe est trop ancienne.',
  invalidEvent: "Le contenu reçu n'est pas un événement Stripe.",
} as const;

/** Payments are not configured here, or their secret could not be read: nothing was done. */
export class PaymentsUnavailableError extends DomainError {
  override readonly name = 'PaymentsUnavailableError';
  readonly status = 503;
  constructor(message: string = PAYMENT_API_MESSAGES.unavailable) {
    super(message);
  }
}

/** Stripe refused or failed to create the Checkout Session, or gave no URL (spec part 2 §8). */
export class CheckoutSessionFailedError extends DomainError {
  override readonly name = 'CheckoutSessionFailedError';
  readonly status = 502;
  constructor(message: string = PAYMENT_MESSAGES.sessionFailed) {
    super(message);
  }
}

/** A second subscription would bill the parent twice: they manage the one they have instead. */
export class AlreadySubscribedError extends DomainError {
  override readonly name = 'AlreadySubscribedError';
  readonly status = 409;
  constructor(message: string = PAYMENT_MESSAGES.alreadySubscribed) {
    super(message);
  }
}

/** The billing portal needs a Stripe customer, which only a subscription creates. */
export class NoSubscriptionError extends DomainError {
  override readonly name = 'NoSubscriptionError';
  readonly status = 404;
  constructor(message: string = PAYMENT_MESSAGES.noSubscription) {
    super(message);
  }
}

export class BillingPortalFailedError extends DomainError {
  override readonly name = 'BillingPortalFailedError';
  readonly status = 502;
  constructor(message: string = PAYMENT_MESSAGES.portalFailed) {
    super(message);
  }
}

/**
 * Stripe opens no billing portal until the operator has saved the portal's settings (its default
 * configuration) in the dashboard, in test and in live mode: nothing a parent can do but tell us.
 */
export class BillingPortalNotConfiguredError extends DomainError {
  override readonly name = 'BillingPortalNotConfiguredError';
  readonly status = 503;
  constructor(message: string = PAYMENT_MESSAGES.portalNotConfigured) {
    super(message);
  }
}

export type SignatureProblem = 'missing' | 'invalid' | 'stale' | 'not_an_event';

const SIGNATURE_MESSAGES: Record<SignatureProblem, string> = {
  missing: PAYMENT_API_MESSAGES.missingSignature,
  invalid: PAYMENT_API_MESSAGES.invalidSignature,
  stale: PAYMENT_API_MESSAGES.staleSignature,
  not_an_event: PAYMENT_API_MESSAGES.invalidEvent,
};

/** A webhook delivery that Stripe did not sign with our secret, or signed too long ago: 400, nothing read. */
export class WebhookSignatureError extends DomainError {
  override readonly name = 'WebhookSignatureError';
  readonly status = 400;
  constructor(readonly problem: SignatureProblem) {
    super(SIGNATURE_MESSAGES[problem]);
  }
}

/**
 * A write kept losing races (concurrent deliveries of the same event): not a domain error, so the webhook
 * answers 500 and Stripe delivers the event again later, when the markers make it a no-op or finish it.
 */
export class PaymentWriteContentionError extends Error {
  override readonly name = 'PaymentWriteContentionError';
}

/** The provider's API failed (network, 5xx, a refused request); the message names no personal data. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
