import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AccountDeletedError } from '../accounts/account-errors';
import { openAccountCheck } from '../accounts/open-account-check';
import { DomainError } from '../errors';

/**
 * One image regeneration at a time per parent: each one may cost an OpenAI drawing, so a parent (or a
 * script with their token) cannot start many at once. The lease is an item of the parent's own partition
 * of the accounts table, taken under a condition and given back at the end by its owner only.
 */
export interface ImageRegenerationLeaseRepository {
  /**
   * A token to give back, or undefined when another regeneration of this parent holds the lease.
   * AccountDeletedError when the parent's account is gone or being deleted.
   */
  acquire(userId: string, now: Date): Promise<string | undefined>;
  /** Gives the lease back, only if `token` still holds it (an expired lease may have been taken since). */
  release(userId: string, token: string): Promise<void>;
}

/** The lease item's sort key, beside `ACCOUNT` and the `LEDGER#…` entries (which are read by prefix). */
export const IMAGE_REGENERATION_LEASE_SK = 'LEASE#IMAGE_REGENERATION';

/**
 * Longer than the generate-image function's timeout (29 s), so a lease is never taken over while its
 * regeneration still runs; short enough that one whose function died is free again within a minute.
 */
export const IMAGE_REGENERATION_LEASE_MS = 60_000;

/** 429: another regeneration of the same parent is running. */
export class ImageRegenerationBusyError extends DomainError {
  override readonly name = 'ImageRegenerationBusyError';
  readonly status = 429;
}

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
