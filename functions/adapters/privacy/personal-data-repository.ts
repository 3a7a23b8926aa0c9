import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, paginateQuery, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_SK } from '#shared/tables';
import { deletedAccountMarker, type PersonalDataRepository, type PersonalDataTables, type PersonalItem, SORT_KEYS } from '#core/privacy/personal-data-repository';

/** What `hasLiveSubscription` (payments/subscription-rules.ts) calls a subscription Stripe still keeps. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;
const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;

export function createPersonalDataRepository(
  client: DynamoDBDocumentClient,
  tables: PersonalDataTables,
  options: { pause?: (ms: number) => Promise<void> } = {},
): PersonalDataRepository {
  const pause = options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return {
    async listPartition(table, userId) {
      const items: PersonalItem[] = [];
      const pages = paginateQuery(
        { client },
        {
          TableName: tables[table],
          KeyConditionExpression: 'userId = :userId',
          ExpressionAttributeValues: { ':userId': userId },
          // A row written a moment ago must be exported, and deleted.
          ConsistentRead: true,
        },
      );
      for await (const page of pages) items.push(...((page.Items ?? []) as PersonalItem[]));
      return items;
    },

    async deleteItems(table, userId, items) {
      const sortKey = SORT_KEYS[table];
      for (let index = 0; index < items.length; index += BATCH_SIZE) {
        let requests = items.slice(index, index + BATCH_SIZE).map((item) => ({ DeleteRequest: { Key: { userId, [sortKey]: item[sortKey] } } }));
        for (let attempt = 1; requests.length > 0; attempt += 1) {
          if (attempt > MAX_BATCH_ATTEMPTS) throw new Error(`${String(requests.length)} items of ${table} stayed unprocessed`);
          if (attempt > 1) await pause(Math.min(1_000, 25 * 2 ** attempt) * Math.random());
          const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [tables[table]]: requests } }));
          requests = (UnprocessedItems?.[tables[table]] ?? []) as typeof requests;
        }
      }
    },

    async markForDeletion(userId, now) {
      const statuses = Object.fromEntries(LIVE_STATUSES.map((status, index) => [`:live${String(index)}`, status]));
      try {
        await client.send(
          new UpdateCommand({
            TableName: tables.accounts,
            Key: { userId, sk: ACCOUNT_SK },
            UpdateExpression: 'SET deletingAt = if_not_exists(deletingAt, :now) REMOVE email, stripeCustomerId',
            ConditionExpression: [
              'attribute_exists(deletingAt)',
              'attribute_not_exists(planType)',
              'planType <> :subscription',
              `NOT (subscriptionStatus IN (${Object.keys(statuses).join(', ')}))`,
              'cancelAtPeriodEnd = :true',
            ].join(' OR '),
            ExpressionAttributeValues: { ':now': now.toISOString(), ':subscription': 'subscription', ':true': true, ...statuses },
          }),
        );
        return 'marked';
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return 'subscription_renews';
        throw error;
      }
    },

    async reduceAccountToMarker(userId, now) {
      await client.send(new PutCommand({ TableName: tables.accounts, Item: deletedAccountMarker(userId, now) }));
    },
  };
}