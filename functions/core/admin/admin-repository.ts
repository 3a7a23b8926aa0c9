import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ReconcileChange } from '../../../shared/reconcile';
import type { CreditType } from '../../../shared/stories';
import type { LedgerEntry } from '../accounts/account';
import { accountNumbersUpdate, cancellationOf, ledgerEntryPut } from '../credits/ledger';
import type { AccountTotals } from '../reconcile/credit-truth';
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

export function createAdminRepository(client: DynamoDBDocumentClient, accountsTable: string): AdminRepository {
  return {
    async adjustAccount(userId, asRead, target, adjustments, adminUserId, now) {
      // Two adjustments in the same millisecond (monthly and bonus) keep their order in the ledger.
      const entryPuts = adjustments.map((adjustment) => {
        const entry: Omit<AdminAdjustmentEntry, 'createdAt'> = {
          userId,
          reason: 'admin_adjustment',
          creditType: adjustment.creditType,
          delta: adjustment.delta,
          counterDelta: adjustment.counterDelta,
          reference: MANUAL_UPDATE_REFERENCE,
          adminUserId,
          corrections: adjustment.corrections,
        };
        return ledgerEntryPut(accountsTable, entry, now, { ordered: true });
      });
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              // The optimistic condition: a debit, refund, grant or another admin's change committed since the read fails it,
              // so none is overwritten; the numbers not set are not read into the change, and not held. An account being
              // deleted (`Account.deletingAt`, DELETE /api/me) takes no new ledger entry: none may outlive it.
              accountNumbersUpdate(accountsTable, { userId, set: target, asRead, refuseDeleting: true, now }),
              ...entryPuts,
            ],
          }),
        );
        return 'adjusted';
      } catch (error) {
        if (cancellationOf(error)?.lostRace) return 'changed';
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
