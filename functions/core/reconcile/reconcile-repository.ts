import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { ReconcileChange } from '../../../shared/reconcile';
import type { CreditType } from '../../../shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '../../../shared/tables';
import type { LedgerEntry } from '../accounts/account';
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

type ReconciliationItem = ReconciliationEntry & { sk: string };

/** Entries written in the same millisecond (a story's type fix after another) keep their order in the ledger. */
const nextEntryId = monotonicFactory();

const cancellationCodes = (error: TransactionCanceledException) => (error.CancellationReasons ?? []).map((reason) => reason.Code);
/** A condition that no longer holds, or another transaction on the same items at that moment: both mean "read again". */
const lostRace = (error: unknown) =>
  error instanceof TransactionCanceledException && cancellationCodes(error).some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict');

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

  const entryItem = (userId: string, creditType: CreditType, reference: string, corrections: ReconcileChange[], now: Date): ReconciliationItem => ({
    userId,
    sk: `${LEDGER_SK_PREFIX}${nextEntryId(now.getTime())}`,
    reason: 'reconciliation',
    creditType,
    delta: 0,
    reference,
    createdAt: now.toISOString(),
    corrections,
  });

  return {
    async readLedger(userId) {
      return queryAll<LedgerFact>({
        TableName: tables.accounts,
        KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
        // Every name through a placeholder: DynamoDB reserves hundreds of words.
        ProjectionExpression: '#reason, #creditType, #delta, #reference, #counterDelta',
        ExpressionAttributeNames: { '#reason': 'reason', '#creditType': 'creditType', '#delta': 'delta', '#reference': 'reference', '#counterDelta': 'counterDelta' },
        ExpressionAttributeValues: { ':userId': userId, ':prefix': LEDGER_SK_PREFIX },
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
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':now': now.toISOString() };
      const conditions = ['attribute_exists(userId)'];
      (Object.keys(asRead) as AccountTotalField[]).forEach((field, index) => {
        names[`#f${index}`] = field;
        const value = asRead[field];
        if (value === undefined) conditions.push(`attribute_not_exists(#f${index})`);
        else {
          values[`:read${index}`] = value;
          conditions.push(`#f${index} = :read${index}`);
        }
      });
      const sets = corrections.map((correction, index) => {
        names[`#c${index}`] = correction.field;
        values[`:new${index}`] = correction.new;
        return `#c${index} = :new${index}`;
      });
      const byCreditType = new Map<CreditType, ReconcileChange[]>();
      for (const { field, old, new: corrected } of corrections) {
        const creditType = creditTypeOf(field);
        byCreditType.set(creditType, [...(byCreditType.get(creditType) ?? []), { field, old, new: corrected }]);
      }
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tables.accounts,
                  Key: { userId, sk: ACCOUNT_SK },
                  UpdateExpression: `SET ${[...sets, 'updatedAt = :now'].join(', ')}`,
                  ConditionExpression: conditions.join(' AND '),
                  ExpressionAttributeNames: names,
                  ExpressionAttributeValues: values,
                },
              },
              ...[...byCreditType].map(([creditType, changes]) => ({
                Put: { TableName: tables.accounts, Item: entryItem(userId, creditType, operation, changes, now), ConditionExpression: 'attribute_not_exists(sk)' },
              })),
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
              {
                Put: {
                  TableName: tables.accounts,
                  Item: entryItem(userId, corrected, storyId, [{ field: 'creditType', storyId, old: asRead, new: corrected }], now),
                  ConditionExpression: 'attribute_not_exists(sk)',
                },
              },
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
