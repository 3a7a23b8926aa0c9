import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { paginateQuery, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import { AccountDeletedError } from '../accounts/account-errors';
import { openAccountCheck } from '../accounts/open-account-check';
import type { SupportMessage } from './support-message';

/** The support messages of one parent, always inside their own `userId` partition. */
export interface SupportMessageRepository {
  /** How many messages the parent stored since `since` (whatever their status: a failed one still reached us). */
  countSince(userId: string, since: Date): Promise<number>;
  /**
   * Stores a new message (status `received`); never overwrites one. Only while the parent's account exists
   * and is not being deleted (one transaction with that check): AccountDeletedError otherwise.
   */
  put(message: SupportMessage): Promise<void>;
  /** `received` → `sent`; false when the row is gone or already moved on. */
  markSent(userId: string, messageId: string, update: { at: Date; acknowledgement: 'sent' | 'failed' }): Promise<boolean>;
  /** `received` → `send_failed` with the error's name; false when the row is gone or already moved on. */
  markFailed(userId: string, messageId: string, update: { at: Date; failure: string }): Promise<boolean>;
}

/** The smallest ULID of the millisecond `at`: every id made at `at` or later sorts at or after it. */
export function firstUlidAt(at: Date): string {
  return `${encodeTime(at.getTime(), 10)}${'0'.repeat(16)}`;
}

/** `accountsTable`: `put` checks the parent's account in its transaction (DELETE /api/me marks it first). */
export function createSupportMessageRepository(client: DynamoDBDocumentClient, supportTable: string, accountsTable: string): SupportMessageRepository {
  /** Statuses only move forward: a row is updated once, from `received`. */
  const moveOn = async (userId: string, messageId: string, set: string, values: Record<string, unknown>): Promise<boolean> => {
    try {
      await client.send(
        new UpdateCommand({
          TableName: supportTable,
          Key: { userId, messageId },
          UpdateExpression: `SET ${set}`,
          ConditionExpression: '#status = :received',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':received': 'received', ...values },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  return {
    async countSince(userId, since) {
      let count = 0;
      const pages = paginateQuery(
        { client },
        {
          TableName: supportTable,
          KeyConditionExpression: 'userId = :userId AND messageId >= :from',
          ExpressionAttributeValues: { ':userId': userId, ':from': firstUlidAt(since) },
          Select: 'COUNT',
          // The message the parent sent a second ago must count.
          ConsistentRead: true,
        },
      );
      for await (const page of pages) count += page.Count ?? 0;
      return count;
    },

    async put(message) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: supportTable, Item: message, ConditionExpression: 'attribute_not_exists(messageId)' } },
              openAccountCheck(accountsTable, message.userId),
            ],
          }),
        );
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') throw new AccountDeletedError();
        throw error;
      }
    },

    markSent: (userId, messageId, { at, acknowledgement }) =>
      moveOn(userId, messageId, '#status = :sent, sentAt = :at, updatedAt = :at, acknowledgement = :acknowledgement', {
        ':sent': 'sent',
        ':at': at.toISOString(),
        ':acknowledgement': acknowledgement,
      }),

    markFailed: (userId, messageId, { at, failure }) =>
      moveOn(userId, messageId, '#status = :failed, updatedAt = :at, failure = :failure', {
        ':failed': 'send_failed',
        ':at': at.toISOString(),
        ':failure': failure,
      }),
  };
}
