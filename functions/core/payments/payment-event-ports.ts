import type { AccountRepository } from '../accounts/account-repository';
import { AccountDeletedError } from '../accounts/account-errors';
import { getOrCreateAccount } from '../accounts/get-or-create-account';
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

/** Attempts of a grant that lost a race before the delivery answers 500 (Stripe then delivers it again). */
export const MAX_WRITE_ATTEMPTS = 6;

export const nowOf = (ports: Pick<PaymentEventPorts, 'now'>): Date => (ports.now ?? (() => new Date()))();

const defaultPause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Runs `attempt` until it gives an answer (not `undefined`), at most {@link MAX_WRITE_ATTEMPTS} times,
 * waiting a random, growing few milliseconds in between so that concurrent deliveries stop colliding.
 */
export async function untilSettled<T>(ports: Pick<PaymentEventPorts, 'pause'>, attempt: () => Promise<T | undefined>): Promise<T> {
  for (let round = 0; round < MAX_WRITE_ATTEMPTS; round += 1) {
    const answer = await attempt();
    if (answer !== undefined) return answer;
    await (ports.pause ?? defaultPause)(Math.random() * 25 * 2 ** round);
  }
  throw new PaymentWriteContentionError(`A payment write lost ${String(MAX_WRITE_ATTEMPTS)} races in a row`);
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
