import type { AccountRepository } from '#core/accounts/account-repository';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import { CONFLICT_RETRY_POLICY, LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';
import { PaymentWriteContentionError } from './payment-errors';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentRepository } from './payment-repository';

/** What the webhook's use cases need: the accounts (created on a first payment if need be), the payment writes, Stripe. */
export interface PaymentEventPorts {
  accounts: AccountRepository;
  payments: PaymentRepository;
  gateway: PaymentGateway;
  now?: () => Date;
  /** Waits between two attempts of a write that lost a race; the tests pass one that does not wait. */
  pause?: (milliseconds: number) => Promise<void>;
}

/** What a delivery did, for the log line and the tests (never personal data). */
export type PaymentEventOutcome =
  | 'credited'
  | 'already_credited'
  | 'not_paid'
  | 'unknown_session'
  | 'unknown_pack'
  | 'no_user'
  | 'subscription_saved'
  | 'subscription_stale'
  | 'unknown_subscription'
  | 'unknown_invoice'
  | 'period_granted'
  | 'period_already_granted'
  | 'period_stale'
  | 'period_not_due'
  /** The parent deleted their account (DELETE /api/me): nothing is written, nothing recreated. */
  | 'account_deleted'
  | 'ignored';

export const nowOf = (ports: Pick<PaymentEventPorts, 'now'>): Date => (ports.now ?? (() => new Date()))();

/**
 * Runs `attempt` until it gives an answer (not `undefined`: it lost a race), under the credits' one retry policy
 * (CONFLICT_RETRY_POLICY: a jittered, growing wait in between, so that concurrent deliveries stop colliding); then
 * the delivery answers 500 and Stripe delivers the event again.
 */
export async function untilSettled<T>(ports: Pick<PaymentEventPorts, 'pause'>, attempt: () => Promise<T | undefined>): Promise<T> {
  return retryOnConflict(
    async () => {
      const answer = await attempt();
      return answer === undefined ? LOST_RACE : answer;
    },
    { sleep: ports.pause, exhausted: () => new PaymentWriteContentionError(`A payment write lost ${String(CONFLICT_RETRY_POLICY.attempts)} races in a row`) },
  );
}

/**
 * A first payment may come before the parent's first credit read: the account is created with its sign-up
 * grant first. False when the parent deleted their account (or is deleting it): the event must then write
 * nothing, and is answered 200 all the same (Stripe would otherwise deliver it again for days). Money taken
 * from a deleted account (a pack paid just before the deletion) is refunded from Stripe's dashboard.
 */
export async function ensureAccount(ports: Pick<PaymentEventPorts, 'accounts' | 'now'>, userId: string): Promise<boolean> {
  try {
    await getOrCreateAccount(ports.accounts, { userId, email: undefined, isAdmin: false }, nowOf(ports));
    return true;
  } catch (error) {
    if (error instanceof AccountDeletedError) return false;
    throw error;
  }
}
