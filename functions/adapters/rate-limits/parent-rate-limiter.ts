import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { openAccountCheck } from '#core/accounts/open-account-check';
import type { ParentRateLimiter } from '#core/rate-limits/parent-rate-limiter';
import { latestAllowedArrival, ParentRateLimitedError, RATE_LIMIT_SK_PREFIX, type TokenBucketRule } from '#core/rate-limits/token-bucket';

/**
 * Rounds lost to other requests of the same parent moving the bucket meanwhile (only while it restarts
 * full: a bucket in use takes tokens atomically); then the request is refused.
 */
const MAX_ROUNDS = 5;

const rateLimitSk = (rule: TokenBucketRule) => `${RATE_LIMIT_SK_PREFIX}${rule.name}`;

/**
 * The bucket is an item of the parent's partition of the accounts table (beside `ACCOUNT` and the lease),
 * holding its arrival time `tat` (see token-bucket.ts). A token is taken by one conditional write:
 * - the bucket in use (`tat` ahead of now, with room left): `tat = tat + interval`, one UpdateItem, atomic,
 *   so any number of racing requests take exactly the tokens there are (single-item writes never conflict);
 *   it never creates the item;
 * - the bucket full (never used, or `tat` past): `tat = now + interval`, in a transaction that checks the
 *   account is open, as every write that may create an item in a parent's partition does.
 * The first is tried first; when its condition fails, the item read says which case it is (empty: refused).
 */
export function createParentRateLimiter(client: DynamoDBDocumentClient, accountsTable: string): ParentRateLimiter {
  /** true when a token was taken from a bucket in use; false when its condition failed. */
  async function takeFromBucketInUse(userId: string, rule: TokenBucketRule, nowMs: number): Promise<boolean> {
    try {
      await client.send(
        new UpdateCommand({
          TableName: accountsTable,
          Key: { userId, sk: rateLimitSk(rule) },
          UpdateExpression: 'SET #tat = #tat + :interval',
          ConditionExpression: '#tat > :now AND #tat <= :latest',
          ExpressionAttributeNames: { '#tat': 'tat' },
          ExpressionAttributeValues: { ':interval': rule.refillEveryMs, ':now': nowMs, ':latest': latestAllowedArrival(rule, nowMs) },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  /** true when written; false when the bucket's condition failed or another write raced it. */
  async function restartFullBucket(userId: string, rule: TokenBucketRule, nowMs: number): Promise<boolean> {
    try {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: accountsTable,
                Key: { userId, sk: rateLimitSk(rule) },
                UpdateExpression: 'SET #tat = :next',
                ConditionExpression: 'attribute_not_exists(#tat) OR #tat <= :now',
                ExpressionAttributeNames: { '#tat': 'tat' },
                ExpressionAttributeValues: { ':next': nowMs + rule.refillEveryMs, ':now': nowMs },
              },
            },
            openAccountCheck(accountsTable, userId),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      if (codes[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
      if (codes[0] === 'ConditionalCheckFailed') return false;
      // Another write on the same items at the same instant: count it as a lost round.
      if (codes.includes('TransactionConflict')) return false;
      throw error;
    }
  }

  return {
    async take(userId, rule, now) {
      const nowMs = now.getTime();
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        if (await takeFromBucketInUse(userId, rule, nowMs)) return;
        const { Item } = await client.send(new GetCommand({ TableName: accountsTable, Key: { userId, sk: rateLimitSk(rule) }, ConsistentRead: true }));
        const arrival = typeof Item?.tat === 'number' ? Item.tat : undefined;
        if (arrival !== undefined && arrival > latestAllowedArrival(rule, nowMs)) throw new ParentRateLimitedError();
        if (arrival !== undefined && arrival > nowMs) continue; // room left after all: the atomic path again
        if (await restartFullBucket(userId, rule, nowMs)) return;
      }
      throw new ParentRateLimitedError();
    },
  };
}