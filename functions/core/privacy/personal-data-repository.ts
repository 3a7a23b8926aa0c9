import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, paginateQuery, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_SK, ACCOUNTS_TTL_ATTRIBUTE, DELETED_ACCOUNT_MARKER_SECONDS } from '../../../shared/tables';

/** The tables that hold a parent's data, each partitioned by `userId` (the scenarios and events tables hold none). */
export const PERSONAL_TABLES = ['stories', 'profiles', 'support', 'accounts'] as const;
export type PersonalTable = (typeof PERSONAL_TABLES)[number];

/** An item as stored, with its keys. */
export type PersonalItem = Readonly<Record<string, unknown>>;

/** The sort key of each table: with `userId`, the item's key. */
export const SORT_KEYS: Readonly<Record<PersonalTable, string>> = { stories: 'storyId', profiles: 'profileId', support: 'messageId', accounts: 'sk' };

/** The reads and deletions of a parent's data rights, every one inside that parent's own partitions. */
export interface PersonalDataRepository {
  /** Every item of the parent's partition of a table: a strongly consistent Query, page by page. */
  listPartition(table: PersonalTable, userId: string): Promise<PersonalItem[]>;
  /**
   * Deletes these items of the parent's partition (only their sort keys are read: the partition is always
   * `userId`). In batches of 25; items DynamoDB leaves unprocessed are sent again, then it throws.
   */
  deleteItems(table: PersonalTable, userId: string, items: readonly PersonalItem[]): Promise<void>;
  /**
   * Marks the account as being deleted (`deletingAt`; a bare marker item when the parent has no account
   * yet) and removes its e-mail and Stripe customer reference at once: from then on the parent's writes are
   * refused. Refused (`subscription_renews`, nothing written) while a subscription Stripe keeps will renew;
   * an account already marked is marked again whatever its state, so a retry always goes through.
   */
  markForDeletion(userId: string, now: Date): Promise<'marked' | 'subscription_renews'>;
  /**
   * Replaces the account item by its bare marker (`deletingAt` and nothing else of the account), which
   * DynamoDB removes {@link DELETED_ACCOUNT_MARKER_SECONDS} later: until then no account can be opened again
   * for this `sub` (getOrCreateAccount finds it), though no function asks the user pool whether it exists.
   */
  reduceAccountToMarker(userId: string, now: Date): Promise<void>;
}

/** The deleted account's marker, as {@link PersonalDataRepository.reduceAccountToMarker} leaves it. */
export function deletedAccountMarker(userId: string, now: Date): Record<string, unknown> {
  return { userId, sk: ACCOUNT_SK, deletingAt: now.toISOString(), [ACCOUNTS_TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + DELETED_ACCOUNT_MARKER_SECONDS };
}

/** What `hasLiveSubscription` (payments/subscription-rules.ts) calls a subscription Stripe still keeps. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;
const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;

export interface PersonalDataTables {
  stories: string;
  profiles: string;
  support: string;
  accounts: string;
}

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
