import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ReconcileChange } from '../../../shared/reconcile';
import type { CreditType } from '../../../shared/stories';
import type { LedgerEntry } from '../accounts/account';
import { accountNumbersUpdate, cancellationOf, ledgerEntryPut, ledgerKeyCondition } from '../credits/ledger';
import { creditTypeOf, type AccountTotalField, type AccountTotals, type LedgerFact, type StoryFact } from './credit-truth';

/** The calls whose repairs the ledger names (the `reference` of their `reconciliation` entries). */
export type ReconcileOperation = 'force_sync_stories' | 'recalculate_story_counts' | 'fix_monthly_credits';

/** One number of the ACCOUNT item to set back to the truth; `old` is null when the attribute was missing. */
export interface AccountCorrection {
  field: AccountTotalField;
  old: number | null;
  new: number;
}

/** The numbers as read: a missing attribute (older data) is undefined, and the repair's condition says so. */
export type AccountTotalsAsRead = { [Field in AccountTotalField]: AccountTotals[Field] | undefined };

/**
 * A `reconciliation` ledger entry: it moves no credit (delta 0: the ledger already held the truth, so its sum
 * stays the balance) and keeps what was repaired, from what, to what.
 */
export type ReconciliationEntry = Omit<LedgerEntry, 'entryId'> & { reason: 'reconciliation'; delta: 0; corrections: ReconcileChange[] };

/**
 * The reads and repairs of the reconciliation calls, all inside the caller's partition of the accounts and
 * stories tables (Queries on the `userId` key, never a Scan).
 */
export interface ReconcileRepository {
  /** Every ledger entry of the parent, read consistently. */
  readLedger(userId: string): Promise<LedgerFact[]>;
  /** Every story row of the parent (the fields a reconciliation needs), read consistently. */
  readStories(userId: string): Promise<StoryFact[]>;
  /**
   * Sets the corrected numbers of the ACCOUNT item and puts one `reconciliation` entry per kind of credit
   * repaired, in one transaction, only while the four numbers are still those read. `changed`: something
   * moved them in between (a story, a payment, another reconciliation): read again.
   */
  repairAccount(userId: string, asRead: AccountTotalsAsRead, corrections: readonly AccountCorrection[], operation: ReconcileOperation, now: Date): Promise<'repaired' | 'changed'>;
  /**
   * Sets a story's credit type to its debit's and puts a `reconciliation` entry naming the story, in one
   * transaction, only while the story still exists with the type read. `changed`: it did not.
   */
  repairStoryCreditType(userId: string, storyId: string, asRead: CreditType | null, corrected: CreditType, now: Date): Promise<'repaired' | 'changed'>;
}

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
