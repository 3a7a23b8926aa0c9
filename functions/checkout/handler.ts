import { ENV } from '#shared/environment';
import { checkoutRequestSchema } from '#shared/packs';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { siteUrlOf } from '#core/auth/custom-message';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { httpHandler, json, parseBody } from '#adapters/http/http';
import { openBillingPortal } from '#core/payments/open-billing-portal';
import { startCheckout } from '#core/payments/start-checkout';
import { paymentGatewayLoader, subscriptionPriceFrom } from '#adapters/payments/stripe-payment-gateway';

const accounts = createAccountRepository(dynamoDocumentClient(), requireEnv(ENV.accountsTable));
const siteUrl = siteUrlOf(requireEnv(ENV.siteDomain));
const subscriptionPriceCents = subscriptionPriceFrom(process.env);
const gateway = paymentGatewayLoader(process.env);

export const BILLING_PORTAL_ROUTE = 'POST /api/billing-portal';

/**
 * POST /api/checkout `{ packId }` → `{ url }` (spec part 2 §7, create-payment): the Stripe Checkout page
 * of a pack or of the subscription. POST /api/billing-portal → `{ url }`: 'Gérer mon abonnement'.
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  if (event.routeKey === BILLING_PORTAL_ROUTE) {
    return json(200, await openBillingPortal({ accounts, gateway: await gateway(), siteUrl }, caller));
  }
  const request = parseBody(event, checkoutRequestSchema);
  return json(200, await startCheckout({ accounts, gateway: await gateway(), siteUrl, subscriptionPriceCents }, caller, request));
});
