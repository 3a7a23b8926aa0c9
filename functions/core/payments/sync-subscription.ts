import type { CreditSummary } from '#shared/credits';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';
import { PaymentsUnavailableError } from './payment-errors';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentRepository } from './payment-repository';
import { subscriptionStateOf } from './subscription-rules';

export interface SyncSubscriptionPorts {
  accounts: AccountRepository;
  payments: PaymentRepository;
  /** Undefined when payments are not configured: an account without a subscription still answers. */
  gateway: PaymentGateway | undefined;
  now?: () => Date;
}

/** The spec's sync-subscription answer (part 1 §7). */
export interface SyncSubscriptionResult {
  success: boolean;
  plan_type: CreditSummary['planType'];
}

/**
 * POST /api/sync/subscription: re-reads the caller's own subscription from Stripe and saves its state
 * as of now (a later webhook still wins over it). It grants no credits: only a paid invoice does,
 * because Stripe moves a subscription to its next period about an hour before it collects the payment.
 */
export async function syncSubscription(ports: SyncSubscriptionPorts, caller: Caller): Promise<SyncSubscriptionResult> {
  const now = (ports.now ?? (() => new Date()))();
  const account = await getOrCreateAccount(ports.accounts, caller, now, { consistent: true });
  if (!account.stripeSubscriptionId) return { success: true, plan_type: account.planType };
  if (!ports.gateway) throw new PaymentsUnavailableError();

  const subscription = await ports.gateway.retrieveSubscription(account.stripeSubscriptionId);
  // Unknown to Stripe, or another parent's: nothing is changed on the caller's account.
  if (!subscription || (subscription.userId !== null && subscription.userId !== caller.userId)) {
    logger.warn('Subscription not synchronised', { found: subscription !== undefined });
    return { success: false, plan_type: account.planType };
  }
  const state = subscriptionStateOf(subscription);
  const saved = await ports.payments.saveSubscriptionState(caller.userId, state, Math.floor(now.getTime() / 1000), now);
  return { success: true, plan_type: saved === 'saved' ? state.planType : account.planType };
}
