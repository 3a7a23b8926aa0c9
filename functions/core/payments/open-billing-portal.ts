import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';
import { BillingPortalFailedError, BillingPortalNotConfiguredError, NoSubscriptionError, PaymentsUnavailableError } from './payment-errors';
import type { PaymentGateway } from './payment-gateway';

/** Where the billing portal sends the parent back. */
export const ACCOUNT_PATH = '/account';

export interface OpenBillingPortalPorts {
  accounts: AccountRepository;
  gateway: PaymentGateway | undefined;
  siteUrl: string;
  now?: () => Date;
}

/**
 * POST /api/billing-portal: 'Gérer mon abonnement' opens Stripe's billing portal for the caller's own
 * Stripe customer (kept on the account by the subscription's events), never anyone else's.
 */
export async function openBillingPortal(ports: OpenBillingPortalPorts, caller: Caller): Promise<{ url: string }> {
  if (!ports.gateway) throw new PaymentsUnavailableError();
  const account = await getOrCreateAccount(ports.accounts, caller, (ports.now ?? (() => new Date()))());
  if (!account.stripeCustomerId) throw new NoSubscriptionError();
  let url: string | null;
  try {
    ({ url } = await ports.gateway.createBillingPortalSession({ customerId: account.stripeCustomerId, returnUrl: new URL(ACCOUNT_PATH, ports.siteUrl).toString() }));
  } catch (error) {
    if (error instanceof BillingPortalNotConfiguredError) {
      // Only the operator can fix it: save the customer portal's settings in Stripe's dashboard (test and live).
      logger.error('Billing portal has no default configuration: save the customer portal settings in the Stripe dashboard');
      throw error;
    }
    logger.error('Billing portal session not created', { error: error instanceof Error ? error.name : 'unknown' });
    throw new BillingPortalFailedError();
  }
  if (!url) throw new BillingPortalFailedError();
  return { url };
}
