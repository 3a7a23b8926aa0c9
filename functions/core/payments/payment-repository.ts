import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_SK } from '../../../shared/tables';
import { accountNumbersUpdate, balanceUpdate, cancellationOf, ledgerEntryPut } from '../credits/ledger';
import type { SubscriptionState } from './subscription-rules';

/** Sort keys of the markers that make each grant happen once, in the parent's own partition of the accounts table. */
export const CHECKOUT_MARKER_PREFIX = 'CHECKOUT#';
export const PERIOD_MARKER_PREFIX = 'PERIOD#';

export const checkoutMarkerSk = (sessionId: string): string => `${CHECKOUT_MARKER_PREFIX}${sessionId}`;
export const periodMarkerSk = (subscriptionId: string, periodStart: number): string => `${PERIOD_MARKER_PREFIX}${subscriptionId}#${String(periodStart)}`;

/** The ACCOUNT item's fields that order the payment writes (not part of the credit summary). */
export interface BillingState {
  monthlyCreditsRemaining: number;
  /** Start (epoch seconds) of the last period whose allowance was granted. */
  grantedPeriodStart: number | null;
  /** `created` (epoch seconds) of the Stripe event whose state the account holds. */
  subscriptionUpdatedAt: number | null;
}

export interface PackGrant {
  userId: string;
  sessionId: string;
  packId: string;
  count: number;
  eventId: string;
  now: Date;
}

export interface PeriodGrant {
  userId: string;
  subscriptionId: string;
  periodStart: number;
  /** The invoice that paid the period: the ledger entry names it. */
  invoiceId: string;
  eventId: string;
  allowance: number;
  /** The balance and the granted period as read: the transaction holds only if neither moved since. */
  before: Pick<BillingState, 'monthlyCreditsRemaining' | 'grantedPeriodStart'>;
  now: Date;
}

/** The payment writes, each one DynamoDB operation inside the parent's partition. */
export interface PaymentRepository {
  /** A consistent read of the billing fields; undefined when the account does not exist. */
  getBillingState(userId: string): Promise<BillingState | undefined>;
  /**
   * One transaction: the session's marker (only if absent), the account's bonus credits plus the pack's
   * count, and the `grant_pack` ledger entry naming the session. `already_granted`: the marker exists,
   * nothing written. `conflict`: another transaction touched these items at that moment (try again).
   */
  grantPack(grant: PackGrant): Promise<'granted' | 'already_granted' | 'conflict'>;
  /**
   * Writes the subscription's state unless the account already holds the state of a later event
   * (`subscriptionUpdatedAt` > `stateAt`): `stale`, nothing written.
   */
  saveSubscriptionState(userId: string, state: SubscriptionState, stateAt: number, now: Date): Promise<'saved' | 'stale'>;
  /**
   * One transaction: the period's marker (only if absent), the account's allowance and balance set to
   * `allowance` (only if the balance and the granted period are still those read), and the
   * `grant_subscription` ledger entry of the difference. `changed`: the account moved or another
   * transaction ran at that moment (read again and try again).
   */
  grantPeriod(grant: PeriodGrant): Promise<'granted' | 'already_granted' | 'changed'>;
}

export function createPaymentRepository(client: DynamoDBDocumentClient, accountsTable: string): PaymentRepository {
  return {
    async getBillingState(userId) {
      const { Item } = await client.send(
        new GetCommand({
          TableName: accountsTable,
          Key: { userId, sk: ACCOUNT_SK },
          ConsistentRead: true,
          ProjectionExpression: 'monthlyCreditsRemaining, grantedPeriodStart, subscriptionUpdatedAt',
        }),
      );
      if (!Item) return undefined;
      const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);
      return {
        monthlyCreditsRemaining: number(Item.monthlyCreditsRemaining) ?? 0,
        grantedPeriodStart: number(Item.grantedPeriodStart),
        subscriptionUpdatedAt: number(Item.subscriptionUpdatedAt),
      };
    },

    async grantPack(grant) {
      const at = grant.now.toISOString();
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: accountsTable,
                  Item: { userId: grant.userId, sk: checkoutMarkerSk(grant.sessionId), packId: grant.packId, count: grant.count, eventId: grant.eventId, createdAt: at },
                  ConditionExpression: 'attribute_not_exists(sk)',
                },
              },
              balanceUpdate(accountsTable, { userId: grant.userId, creditType: 'bonus', delta: grant.count, guard: 'account_exists', now: grant.now }),
              ledgerEntryPut(accountsTable, { userId: grant.userId, reason: 'grant_pack', creditType: 'bonus', delta: grant.count, reference: grant.sessionId }, grant.now),
            ],
          }),
        );
        return 'granted';
      } catch (error) {
        const cancelled = cancellationOf(error);
        if (cancelled?.failedAt(0)) return 'already_granted';
        if (cancelled?.conflict) return 'conflict';
        throw error;
      }
    },

    async saveSubscriptionState(userId, state, stateAt, now) {
      const values: Record<string, unknown> = {
        ':plan': state.planType,
        ':status': state.subscriptionStatus,
        ':periodEnd': state.currentPeriodEnd,
        ':cancel': state.cancelAtPeriodEnd,
        ':subscription': state.subscriptionId,
        ':at': stateAt,
        ':now': now.toISOString(),
      };
      const sets = [
        'planType = :plan',
        'subscriptionStatus = :status',
        'currentPeriodEnd = :periodEnd',
        'cancelAtPeriodEnd = :cancel',
        'stripeSubscriptionId = :subscription',
        'subscriptionUpdatedAt = :at',
        'updatedAt = :now',
      ];
      // A subscription without a customer (never seen from Stripe) keeps the customer the account knows.
      if (state.customerId !== null) {
        sets.push('stripeCustomerId = :customer');
        values[':customer'] = state.customerId;
      }
      try {
        await client.send(
          new UpdateCommand({
            TableName: accountsTable,
            Key: { userId, sk: ACCOUNT_SK },
            UpdateExpression: `SET ${sets.join(', ')}`,
            // Equal is allowed: two events of the same second both carry Stripe's state as re-read now.
            ConditionExpression: 'attribute_exists(userId) AND (attribute_not_exists(subscriptionUpdatedAt) OR subscriptionUpdatedAt <= :at)',
            ExpressionAttributeValues: values,
          }),
        );
        return 'saved';
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return 'stale';
        throw error;
      }
    },

    async grantPeriod(grant) {
      const at = grant.now.toISOString();
      const delta = grant.allowance - grant.before.monthlyCreditsRemaining;
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: accountsTable,
                  Item: {
                    userId: grant.userId,
                    sk: periodMarkerSk(grant.subscriptionId, grant.periodStart),
                    subscriptionId: grant.subscriptionId,
                    periodStart: grant.periodStart,
                    invoiceId: grant.invoiceId,
                    eventId: grant.eventId,
                    createdAt: at,
                  },
                  ConditionExpression: 'attribute_not_exists(sk)',
                },
              },
              // Only if the balance and the granted period are still those read (no period granted yet: still none).
              accountNumbersUpdate(accountsTable, {
                userId: grant.userId,
                set: { monthlyCredits: grant.allowance, monthlyCreditsRemaining: grant.allowance, grantedPeriodStart: grant.periodStart },
                asRead: { monthlyCreditsRemaining: grant.before.monthlyCreditsRemaining, grantedPeriodStart: grant.before.grantedPeriodStart ?? undefined },
                now: grant.now,
              }),
              ledgerEntryPut(accountsTable, { userId: grant.userId, reason: 'grant_subscription', creditType: 'monthly', delta, reference: grant.invoiceId }, grant.now),
            ],
          }),
        );
        return 'granted';
      } catch (error) {
        const cancelled = cancellationOf(error);
        if (cancelled?.failedAt(0)) return 'already_granted';
        if (cancelled?.failedAt(1) || cancelled?.conflict) return 'changed';
        throw error;
      }
    },
  };
}
