import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type AdminAdjustmentEntry, type AdminRepository, AUTO_SYNC_SK, MANUAL_UPDATE_REFERENCE, SETTINGS_PARTITION } from '#core/admin/admin-repository';
import { accountNumbersUpdate, cancellationOf, ledgerEntryPut } from '#core/credits/ledger';

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