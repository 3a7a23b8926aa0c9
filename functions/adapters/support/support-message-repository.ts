import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { paginateQuery, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { openAccountCheck } from '#core/accounts/open-account-check';
import type { SupportMessage } from '#core/support/support-message';
import { SUPPORT_SLOT_SK_PREFIX, type SupportMessageRepository, supportSlotSk } from '#core/support/support-message-repository';

/** Transactions on the same items at the same instant are cancelled with `TransactionConflict`: tried again a few times. */
const MAX_CONFLICT_ATTEMPTS = 8;
const pause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Slots tried in a random order, so that messages sent at once do not all race for the first one. */
function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** `accountsTable`: `put` checks the parent's account in its transaction (DELETE /api/me marks it first). */
export function createSupportMessageRepository(client: DynamoDBDocumentClient, supportTable: string, accountsTable: string): SupportMessageRepository {
  /** The slots taken since `freeBefore` (read first, so that a parent at the limit costs one Query, not five failed writes). */
  const takenSlots = async (userId: string, freeBefore: Date): Promise<Set<number>> => {
    const taken = new Set<number>();
    const pages = paginateQuery(
      { client },
      {
        TableName: accountsTable,
        KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':userId': userId, ':prefix': SUPPORT_SLOT_SK_PREFIX },
        // The slot taken a second ago must count.
        ConsistentRead: true,
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        if (typeof item.takenAt === 'number' && item.takenAt > freeBefore.getTime()) taken.add(Number(String(item.sk).slice(SUPPORT_SLOT_SK_PREFIX.length)));
      }
    }
    return taken;
  };

  /** True when the message is stored in `slot`; false when another message took the slot first. */
  const putInSlot = async (message: SupportMessage, slot: number, freeBefore: Date): Promise<boolean> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: accountsTable,
                  Key: { userId: message.userId, sk: supportSlotSk(slot) },
                  UpdateExpression: 'SET takenAt = :takenAt, messageId = :messageId',
                  ConditionExpression: 'attribute_not_exists(takenAt) OR takenAt <= :freeBefore',
                  ExpressionAttributeValues: { ':takenAt': Date.parse(message.createdAt), ':messageId': message.messageId, ':freeBefore': freeBefore.getTime() },
                },
              },
              { Put: { TableName: supportTable, Item: message, ConditionExpression: 'attribute_not_exists(messageId)' } },
              // No slot and no message for a token that outlives its account's deletion (DELETE /api/me).
              openAccountCheck(accountsTable, message.userId),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
        if (codes[2] === 'ConditionalCheckFailed') throw new AccountDeletedError();
        if (codes[0] === 'ConditionalCheckFailed') return false;
        // Another message's transaction held the slot or the account at that instant: neither took this slot, try it again.
        if (codes.includes('TransactionConflict') && attempt < MAX_CONFLICT_ATTEMPTS) {
          await pause(Math.random() * 20 * attempt);
          continue;
        }
        throw error;
      }
    }
  };

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
    async putWithinLimit(message, limit) {
      const taken = await takenSlots(message.userId, limit.freeBefore);
      const free = shuffled(Array.from({ length: limit.slots }, (_, slot) => slot).filter((slot) => !taken.has(slot)));
      for (const slot of free) {
        if (await putInSlot(message, slot, limit.freeBefore)) return 'stored';
      }
      return 'limit_reached';
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