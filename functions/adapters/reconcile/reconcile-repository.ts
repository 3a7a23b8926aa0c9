import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ReconcileChange } from '#shared/reconcile';
import type { CreditType } from '#shared/stories';
import { accountNumbersUpdate, cancellationOf, ledgerEntryPut, ledgerKeyCondition } from '#core/credits/ledger';
import { creditTypeOf, type LedgerFact, type StoryFact } from '#core/reconcile/credit-truth';
import type { ReconcileRepository, ReconciliationEntry } from '#core/reconcile/reconcile-repository';

/** A condition that no longer holds, or another transaction on the same items at that moment: both mean "read again". */
const lostRace = (error: unknown) => cancellationOf(error)?.lostRace === true;

export function createReconcileRepository(client: DynamoDBDocumentClient, tables: { accounts: string; stories: string }): ReconcileRepository {
  /** Every page of a Query of the caller's partition, read consistently (a repair must not act on a stale read). */
  async function queryAll<T>(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'ExclusiveStartKey' | 'ConsistentRead'>): Promise<T[]> {
    const items: T[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(new QueryCommand({ ...input, ConsistentRead: true, ExclusiveStartKey: startKey }));
      items.push(...((page.Items ?? []) as T[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  /** Entries written in the same millisecond (a story's type fix after another) keep their order in the ledger. */
  const entryPut = (userId: string, creditType: CreditType, reference: string, corrections: ReconcileChange[], now: Date) => {
    const entry: Omit<ReconciliationEntry, 'createdAt'> = { userId, reason: 'reconciliation', creditType, delta: 0, reference, corrections };
    return ledgerEntryPut(tables.accounts, entry, now, { ordered: true });
  };

  return {
    async readLedger(userId) {
      return queryAll<LedgerFact>({
        TableName: tables.accounts,
        ...ledgerKeyCondition(userId),
        // Every name through a placeholder: DynamoDB reserves hundreds of words.
        ProjectionExpression: '#reason, #creditType, #delta, #reference, #counterDelta',
        ExpressionAttributeNames: { '#reason': 'reason', '#creditType': 'creditType', '#delta': 'delta', '#reference': 'reference', '#counterDelta': 'counterDelta' },
      });
    },

    async readStories(userId) {
      return queryAll<StoryFact>({
        TableName: tables.stories,
        KeyConditionExpression: 'userId = :userId',
        ProjectionExpression: '#storyId, #creditType, #isDemo, #refundedAt',
        ExpressionAttributeNames: { '#storyId': 'storyId', '#creditType': 'creditType', '#isDemo': 'isDemo', '#refundedAt': 'refundedAt' },
        ExpressionAttributeValues: { ':userId': userId },
      });
    },

    async repairAccount(userId, asRead, corrections, operation, now) {
      const byCreditType = new Map<CreditType, ReconcileChange[]>();
      for (const { field, old, new: corrected } of corrections) {
        const creditType = creditTypeOf(field);
        byCreditType.set(creditType, [...(byCreditType.get(creditType) ?? []), { field, old, new: corrected }]);
      }
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              // Only while the four numbers are still those read.
              accountNumbersUpdate(tables.accounts, {
                userId,
                set: Object.fromEntries(corrections.map((correction) => [correction.field, correction.new])),
                asRead,
                now,
              }),
              ...[...byCreditType].map(([creditType, changes]) => entryPut(userId, creditType, operation, changes, now)),
            ],
          }),
        );
        return 'repaired';
      } catch (error) {
        if (lostRace(error)) return 'changed';
        throw error;
      }
    },

    async repairStoryCreditType(userId, storyId, asRead, corrected, now) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tables.stories,
                  Key: { userId, storyId },
                  UpdateExpression: 'SET creditType = :corrected, updatedAt = :now',
                  ConditionExpression: `attribute_exists(storyId) AND ${asRead === null ? '(attribute_not_exists(creditType) OR creditType = :null)' : 'creditType = :read'}`,
                  ExpressionAttributeValues: {
                    ':corrected': corrected,
                    ':now': now.toISOString(),
                    ...(asRead === null ? { ':null': null } : { ':read': asRead }),
                  },
                },
              },
              entryPut(userId, corrected, storyId, [{ field: 'creditType', storyId, old: asRead, new: corrected }], now),
            ],
          }),
        );
        return 'repaired';
      } catch (error) {
        if (lostRace(error)) return 'changed';
        throw error;
      }
    },
  };
}