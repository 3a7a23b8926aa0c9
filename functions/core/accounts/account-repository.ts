import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '../../../shared/tables';
import { newAccount, type Account, type LedgerEntry } from './account';

/** The port the credit use cases depend on. */
export interface AccountRepository {
  get(userId: string, options?: { consistent?: boolean }): Promise<Account | undefined>;
  /**
   * Creates the account with its sign-up grant in one transaction, only if it does not exist.
   * Returns false when another request created it first.
   */
  createWithSignupGrant(userId: string, email: string | null, now: Date): Promise<boolean>;
  listLedger(userId: string): Promise<LedgerEntry[]>;
}

type AccountItem = Account & { sk: typeof ACCOUNT_SK };
type LedgerItem = Omit<LedgerEntry, 'entryId'> & { sk: string };

export function createAccountRepository(client: DynamoDBDocumentClient, tableName: string): AccountRepository {
  return {
    async get(userId, options) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: { userId, sk: ACCOUNT_SK }, ConsistentRead: options?.consistent ?? false }),
      );
      if (!Item) return undefined;
      const { sk: _sk, ...account } = Item as AccountItem;
      return account;
    },

    async createWithSignupGrant(userId, email, now) {
      const at = now.toISOString();
      const account: AccountItem = { ...newAccount(userId, email, at), sk: ACCOUNT_SK };
      const entry: LedgerItem = {
        userId,
        sk: `${LEDGER_SK_PREFIX}${ulid(now.getTime())}`,
        reason: 'grant_signup',
        creditType: 'bonus',
        delta: account.bonusCredits,
        reference: null,
        createdAt: at,
      };
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: account, ConditionExpression: 'attribute_not_exists(userId)' } },
              { Put: { TableName: tableName, Item: entry, ConditionExpression: 'attribute_not_exists(userId)' } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
          return false;
        }
        throw error;
      }
    },

    async listLedger(userId) {
      const entries: LedgerEntry[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':userId': userId, ':prefix': LEDGER_SK_PREFIX },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of (page.Items ?? []) as LedgerItem[]) {
          const { sk, ...rest } = item;
          entries.push({ ...rest, entryId: sk.slice(LEDGER_SK_PREFIX.length) });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return entries;
    },
  };
}
