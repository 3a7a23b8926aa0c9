import { describe, expect, it } from 'vitest';
import { errorToResponse } from '#adapters/http/http';
import {
  AlreadySubscribedError,
  BillingPortalFailedError,
  BillingPortalNotConfiguredError,
  CheckoutSessionFailedError,
  NoSubscriptionError,
  PaymentsUnavailableError,
  WebhookSignatureError,
} from '#core/payments/payment-errors';
import { PAYMENT_MESSAGES } from '#shared/packs';

describe('payment errors', () => {
  it('should answer each parent-facing error with its status and its French message', () => {
    // Arrange
    const errors = [new PaymentsUnavailableError(), new CheckoutSessionFailedError(), new AlreadySubscribedError(), new NoSubscriptionError(), new BillingPortalFailedError(), new BillingPortalNotConfiguredError(), new WebhookSignatureError('stale')];

    // Act
    const responses = errors.map((error) => errorToResponse(error));

    // Assert
    expect(responses.map((response) => [response.statusCode, (JSON.parse(String(response.body)) as { message: string }).message])).toEqual([
      [503, 'Le paiement est momentanément indisponible.'],
      [502, PAYMENT_MESSAGES.sessionFailed],
      [409, PAYMENT_MESSAGES.alreadySubscribed],
      [404, PAYMENT_MESSAGES.noSubscription],
      [502, PAYMENT_MESSAGES.portalFailed],
      [503, "La gestion de l'abonnement n'est pas encore configurée. Contactez-nous."],
      [400, 'La signature Stripe est trop ancienne.'],
    ]);
  });
});
