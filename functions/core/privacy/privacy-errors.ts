import { PRIVACY_MESSAGES } from '#shared/privacy';
import { DomainError } from '#core/errors';

/**
 * DELETE /api/me while the subscription will renew: Stripe would go on charging a parent who no longer
 * exists here. The parent cancels it first ('Gérer mon abonnement'); once it ends at the period's end, or
 * is set to, the deletion goes through (the month's stories left are lost with the account).
 */
export class SubscriptionStillActiveError extends DomainError {
  override readonly name = 'SubscriptionStillActiveError';
  readonly status = 409;
  constructor(message: string = PRIVACY_MESSAGES.subscriptionStillActive) {
    super(message);
  }
}

/** GET /api/me/export larger than one Lambda answer can carry (see MAX_EXPORT_BYTES). */
export class ExportTooLargeError extends DomainError {
  override readonly name = 'ExportTooLargeError';
  readonly status = 413;
  constructor(message: string = PRIVACY_MESSAGES.exportTooLarge) {
    super(message);
  }
}
