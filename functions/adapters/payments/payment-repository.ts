import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_SK } from '#shared/tables';
import { accountNumbersUpdate, balanceUpdate, cancellationOf, ledgerEntryPut } from '#core/credits/ledger';
import { checkoutMarkerSk, type PaymentRepository, periodMarkerSk } from '#core/payments/payment-repository';

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