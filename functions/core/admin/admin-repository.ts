import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { ReconcileChange } from '../../../shared/reconcile';
import type { CreditType } from '../../../shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '../../../shared/tables';
import type { LedgerEntry } from '../accounts/account';
import type { AccountTotalField, AccountTotals } from '../reconcile/credit-truth';
import type { AccountTotalsAsRead } from '../reconcile/reconcile-repository';

/** What the ledger names as the cause of an operator's change (the spec's procedure). */
export const MANUAL_UPDATE_REFERENCE = 'manual_update_user_credits';

/**
 * Where the operators' settings live: a partition of the accounts table that no parent has (Cognito's `sub`
 * is a UUID, never this), read and written by its exact key (GetItem, PutItem), never listed with the parents'.
 */
export const SETTINGS_PARTITION = '#settings';
export const AUTO_SYNC_SK = 'AUTO_SYNC';

/**
 * One kind of credit moved by an operator: the ledger entry that explains it. `delta` moves the balance from
 * the ledger's sum to the operator's number (so the ledger keeps explaining the balance), `counterDelta` moves
 * the stories' count to the operator's counter (credit-truth.ts adds it), and `corrections` keeps the account's
 * numbers before and after, for whoever reads the ledger.
 */
export interface CreditAdjustment {
  creditType: CreditType;
  delta: number;
  counterDelta: number;
  corrections: ReconcileChange[];
}

/** An `admin_adjustment` entry as it is stored, naming the admin who made it. */
export type AdminAdjustmentEntry = Omit<LedgerEntry, 'entryId'> & {
  reason: 'admin_adjustment';
  counterDelta: number;
  adminUserId: string;
  corrections: ReconcileChange[];
};

export interface AutoSyncSetting {
  enabled: boolean;
  updatedAt: string;
  /** The admin's user id. */
  updatedBy: string;
}

/** The operators' writes (manual_update_user_credits, toggle_auto_sync). */
export interface AdminRepository {
  /**
   * Sets the numbers named in `target` (and only those) on a parent's ACCOUNT item and puts one `admin_adjustment`
   * entry per kind of credit adjusted, in one transaction, only while the account exists, is not being deleted,
   * and still has every number of `asRead` as read (a missing attribute: still missing). `changed`: it moved in
   * between (a story, a payment, a reconciliation, another admin) or went away: read again.
   */
  adjustAccount(
    userId: string,
    asRead: Partial<AccountTotalsAsRead>,
    target: Partial<AccountTotals>,
    adjustments: readonly CreditAdjustment[],
    adminUserId: string,
    now: Date,
  ): Promise<'adjusted' | 'changed'>;
  readAutoSync(): Promise<AutoSyncSetting | undefined>;
  writeAutoSync(setting: AutoSyncSetting): Promise<void>;
}

/** Two adjustments in the same millisecond (monthly and bonus) keep their order in the ledger. */
const nextEntryId = monotonicFactory();

const lostRace = (error: unknown) =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict');

export function createAdminRepository(client: DynamoDBDocumentClient, accountsTable: string): AdminRepository {
  return {
    async adjustAccount(userId, asRead, target, adjustments, adminUserId, now) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':now': now.toISOString() };
      // An account being deleted (`Account.deletingAt`, DELETE /api/me) takes no new ledger entry: none may outlive it.
      const conditions = ['attribute_exists(userId)', 'attribute_not_exists(deletingAt)'];
      const sets = ['updatedAt = :now'];
      const nameOf = (field: AccountTotalField) => {
        const name = `#${field}`;
        names[name] = field;
        return name;
      };
      for (const field of Object.keys(target) as AccountTotalField[]) {
        values[`:new_${field}`] = target[field];
        sets.push(`${nameOf(field)} = :new_${field}`);
      }
      // The optimistic condition: a debit, refund, grant or another admin's change committed since the read fails it,
      // so none is overwritten; the numbers not set are not read into the change, and not held.
      for (const field of Object.keys(asRead) as AccountTotalField[]) {
        const read = asRead[field];
        if (read === undefined) conditions.push(`attribute_not_exists(${nameOf(field)})`);
        else {
          values[`:read_${field}`] = read;
          conditions.push(`${nameOf(field)} = :read_${field}`);
        }
      }
      const entries = adjustments.map(
        (adjustment): AdminAdjustmentEntry & { sk: string } => ({
          userId,
          sk: `${LEDGER_SK_PREFIX}${nextEntryId(now.getTime())}`,
          reason: 'admin_adjustment',
          creditType: adjustment.creditType,
          delta: adjustment.delta,
          counterDelta: adjustment.counterDelta,
          reference: MANUAL_UPDATE_REFERENCE,
          adminUserId,
          corrections: adjustment.corrections,
          createdAt: now.toISOString(),
        }),
      );
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: accountsTable,
                  Key: { userId, sk: ACCOUNT_SK },
                  UpdateExpression: `SET ${sets.join(', ')}`,
                  ConditionExpression: conditions.join(' AND '),
                  ExpressionAttributeNames: names,
                  ExpressionAttributeValues: values,
                },
              },
              ...entries.map((entry) => ({ Put: { TableName: accountsTable, Item: entry, ConditionExpression: 'attribute_not_exists(sk)' } })),
            ],
          }),
        );
        return 'adjusted';
      } catch (error) {
        if (lostRace(error)) return 'changed';
        throw error;
      }
    },

    async readAutoSync() {
      const { Item } = await client.send(new GetCommand({ TableName: accountsTable, Key: { userId: SETTINGS_PARTITION, sk: AUTO_SYNC_SK }, ConsistentRead: true }));
      if (!Item) return undefined;
      return { enabled: Item.enabled === true, updatedAt: String(Item.updatedAt), updatedBy: String(Item.updatedBy) };
    },

    async writeAutoSync(setting) {
      await client.send(new PutCommand({ TableName: accountsTable, Item: { userId: SETTINGS_PARTITION, sk: AUTO_SYNC_SK, ...setting } }));
    },
  };
}
