import { GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_SK } from '#shared/tables';
import type { AccountRepository } from '#core/accounts/account-repository';
import { cancellationOf, ledgerEntryIdOf, ledgerEntryPut, ledgerKeyCondition } from '#core/credits/ledger';
import { newAccount, type Account, type LedgerEntry } from '#core/accounts/account';

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
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: account, ConditionExpression: 'attribute_not_exists(userId)' } },
              ledgerEntryPut(tableName, { userId, reason: 'grant_signup', creditType: 'bonus', delta: account.bonusCredits, reference: null }, now),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationOf(error)?.failedAt(0)) return false;
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
            ...ledgerKeyCondition(userId),
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of (page.Items ?? []) as LedgerItem[]) {
          const { sk, ...rest } = item;
          entries.push({ ...rest, entryId: ledgerEntryIdOf(sk)! });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return entries;
    },
  };
}