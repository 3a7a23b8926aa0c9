import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { openAccountCheck } from '#core/accounts/open-account-check';
import { IMAGE_REGENERATION_LEASE_MS, IMAGE_REGENERATION_LEASE_SK, type ImageRegenerationLeaseRepository } from '#core/stories/image-regeneration-lease-repository';

export function createImageRegenerationLeaseRepository(client: DynamoDBDocumentClient, accountsTable: string): ImageRegenerationLeaseRepository {
  return {
    async acquire(userId, now) {
      const token = randomUUID();
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: accountsTable,
                  Item: { userId, sk: IMAGE_REGENERATION_LEASE_SK, owner: token, leaseUntil: now.getTime() + IMAGE_REGENERATION_LEASE_MS },
                  ConditionExpression: 'attribute_not_exists(sk) OR leaseUntil < :now',
                  ExpressionAttributeValues: { ':now': now.getTime() },
                },
              },
              // No lease item for a token that outlives its account's deletion (DELETE /api/me).
              openAccountCheck(accountsTable, userId),
            ],
          }),
        );
        return token;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
        if (codes[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
        if (codes[0] === 'ConditionalCheckFailed') return undefined;
        throw error;
      }
    },

    async release(userId, token) {
      try {
        await client.send(
          new DeleteCommand({
            TableName: accountsTable,
            Key: { userId, sk: IMAGE_REGENERATION_LEASE_SK },
            ConditionExpression: '#owner = :token',
            ExpressionAttributeNames: { '#owner': 'owner' },
            ExpressionAttributeValues: { ':token': token },
          }),
        );
      } catch (error) {
        // Expired and taken by a later regeneration: that one's lease is not ours to remove.
        if (error instanceof ConditionalCheckFailedException) return;
        throw error;
      }
    },
  };
}