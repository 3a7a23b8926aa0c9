import { ENV } from '#shared/environment';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { requireEnv } from '#core/config';
import { httpHandler, json, type HttpEvent } from '#adapters/http/http';
import { logger } from '#core/logger';
import { countWebhookEvent } from '#core/observability/metrics';
import { withMetrics } from '#adapters/observability/powertools-metrics';
import { handleStripeEvent, isRedelivery } from '#core/payments/handle-stripe-event';
import { PaymentsUnavailableError, WebhookSignatureError } from '#core/payments/payment-errors';
import { createPaymentRepository } from '#adapters/payments/payment-repository';
import { paymentGatewayLoader } from '#adapters/payments/stripe-payment-gateway';

const client = dynamoDocumentClient();
const accountsTable = requireEnv(ENV.accountsTable);
// A first payment may create the account, only for a parent whose sign-in still exists.
const accounts = createAccountRepository(client, accountsTable);
const payments = createPaymentRepository(client, accountsTable);
const gateway = paymentGatewayLoader(process.env);

/** The exact bytes Stripe signed: API Gateway hands a body it deems binary over in base64. */
function rawBodyOf(event: HttpEvent): string | Buffer {
  if (event.body === undefined) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : event.body;
}

/**
 * POST /api/webhooks/stripe (no authorizer): Stripe's signature is checked on the raw body, then the
 * event is handled idempotently. 400 for a missing, wrong or stale signature; 200 for a handled,
 * duplicate or ignored event; 500 only for a failure Stripe should retry. Logs ids and types only; counts
 * the events accepted, redelivered (nothing left to do) and refused.
 */
const route = httpHandler(async (event) => {
  const stripe = await gateway();
  if (!stripe) throw new PaymentsUnavailableError();
  let verified;
  try {
    verified = stripe.verifyEvent(rawBodyOf(event), event.headers?.['stripe-signature']);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('Stripe webhook refused', { problem: error.problem });
      countWebhookEvent('rejected');
    }
    throw error;
  }
  const outcomes = await handleStripeEvent({ accounts, payments, gateway: stripe }, verified);
  countWebhookEvent(isRedelivery(outcomes) ? 'duplicate' : 'accepted');
  if (verified.family === 'ignored') logger.info('Stripe event ignored', { type: verified.type });
  else logger.info('Stripe event handled', { eventId: verified.id, type: verified.type, outcomes });
  return json(200, { received: true });
});

export const handler = withMetrics(route);
