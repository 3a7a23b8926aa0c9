import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ActiveShare } from '#shared/story-shares';
import { ACCOUNTS_TTL_ATTRIBUTE } from '#shared/tables';
import { AccountDeletedError } from '#core/accounts/account-errors';
import { openAccountCheck } from '#core/accounts/open-account-check';
import { latestAllowedArrival, type TokenBucketRule } from '#core/rate-limits/token-bucket';
import { SHARE_SK_PREFIX, shareTokenKey, type StoryShareRepository } from '#core/shares/share-repository';
const shareKey = (ownerId: string, storyId: string) => ({ userId: ownerId, sk: `${SHARE_SK_PREFIX}${storyId}` });

/** Rounds lost to other views restarting the same link's bucket at the same instant; then the view is refused. */
const MAX_VIEW_ROUNDS = 5;
const MAX_PUT_ROUNDS = 5;

interface ShareItem {
  storyId: string;
  tokenHash: string;
  title: string;
  createdAt: string;
  validUntil: string;
}

interface TokenItem {
  ownerId: string;
  storyId: string;
  validUntilMs: number;
  tat?: number;
}

/**
 * Two items per link in the accounts table (which has a TTL attribute, so an expired link's items go by
 * themselves): `SHARE#<storyId>` in the owner's partition (the account page's list, revocation), and the token
 * item in a partition of its own, named by the token's hash, read by an anonymous view. Both are written and
 * deleted together, in one transaction. The token item also holds the link's view bucket (`tat`, GCRA as in
 * token-bucket.ts), so a view is one conditional write that checks the link and counts the view at once.
 */
export function createStoryShareRepository(client: DynamoDBDocumentClient, tables: { accounts: string; stories: string }): StoryShareRepository {
  const ttlOf = (date: Date) => Math.ceil(date.getTime() / 1000);

  const readShare = async (ownerId: string, storyId: string) =>
    (await client.send(new GetCommand({ TableName: tables.accounts, Key: shareKey(ownerId, storyId), ConsistentRead: true }))).Item as ShareItem | undefined;

  /** A bucket in use with room left: one atomic write. undefined when its condition failed. */
  async function takeFromBucketInUse(tokenHash: string, rule: TokenBucketRule, nowMs: number): Promise<TokenItem | undefined> {
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tables.accounts,
          Key: shareTokenKey(tokenHash),
          UpdateExpression: 'SET #tat = #tat + :interval',
          ConditionExpression: 'validUntilMs > :now AND #tat > :now AND #tat <= :latest',
          ExpressionAttributeNames: { '#tat': 'tat' },
          ExpressionAttributeValues: { ':interval': rule.refillEveryMs, ':now': nowMs, ':latest': latestAllowedArrival(rule, nowMs) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as TokenItem;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  }

  /** A full bucket (never used, or idle): starts again from now. undefined when another view moved it first. */
  async function restartFullBucket(tokenHash: string, rule: TokenBucketRule, nowMs: number): Promise<TokenItem | undefined> {
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tables.accounts,
          Key: shareTokenKey(tokenHash),
          UpdateExpression: 'SET #tat = :next',
          ConditionExpression: 'validUntilMs > :now AND (attribute_not_exists(#tat) OR #tat <= :now)',
          ExpressionAttributeNames: { '#tat': 'tat' },
          ExpressionAttributeValues: { ':next': nowMs + rule.refillEveryMs, ':now': nowMs },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as TokenItem;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  }

  return {
    async put(share) {
      const { ownerId, storyId, tokenHash } = share;
      for (let round = 1; round <= MAX_PUT_ROUNDS; round += 1) {
        const previous = await readShare(ownerId, storyId);
        const validUntil = share.expiresAt.toISOString();
        try {
          await client.send(
            new TransactWriteCommand({
              TransactItems: [
                // The story still exists, finished, in the owner's own partition.
                {
                  ConditionCheck: {
                    TableName: tables.stories,
                    Key: { userId: ownerId, storyId },
                    ConditionExpression: '#status = :completed',
                    ExpressionAttributeNames: { '#status': 'status' },
                    ExpressionAttributeValues: { ':completed': 'completed' },
                  },
                },
                openAccountCheck(tables.accounts, ownerId),
                {
                  Put: {
                    TableName: tables.accounts,
                    Item: { ...shareKey(ownerId, storyId), storyId, tokenHash, title: share.title, createdAt: share.createdAt.toISOString(), validUntil, [ACCOUNTS_TTL_ATTRIBUTE]: ttlOf(share.expiresAt) },
                    // Replaces exactly the link read above, whose token item is deleted below: never one left behind.
                    ...(previous
                      ? { ConditionExpression: 'tokenHash = :previous', ExpressionAttributeValues: { ':previous': previous.tokenHash } }
                      : { ConditionExpression: 'attribute_not_exists(sk)' }),
                  },
                },
                {
                  Put: {
                    TableName: tables.accounts,
                    Item: { ...shareTokenKey(tokenHash), ownerId, storyId, validUntilMs: share.expiresAt.getTime(), [ACCOUNTS_TTL_ATTRIBUTE]: ttlOf(share.expiresAt) },
                    ConditionExpression: 'attribute_not_exists(sk)',
                  },
                },
                ...(previous ? [{ Delete: { TableName: tables.accounts, Key: shareTokenKey(previous.tokenHash) } }] : []),
              ],
            }),
          );
          return 'created';
        } catch (error) {
          if (!(error instanceof TransactionCanceledException)) throw error;
          const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
          if (codes[0] === 'ConditionalCheckFailed') return 'story_gone';
          if (codes[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
          // Another link of the same story was made or revoked meanwhile: read it again.
          if (codes.includes('ConditionalCheckFailed') || codes.includes('TransactionConflict')) continue;
          throw error;
        }
      }
      throw new Error(`The link of story ${storyId} kept changing while it was being replaced`);
    },

    async revoke(ownerId, storyId) {
      for (let round = 1; round <= MAX_PUT_ROUNDS; round += 1) {
        const current = await readShare(ownerId, storyId);
        if (!current) return false;
        try {
          await client.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Delete: {
                    TableName: tables.accounts,
                    Key: shareKey(ownerId, storyId),
                    ConditionExpression: 'tokenHash = :hash',
                    ExpressionAttributeValues: { ':hash': current.tokenHash },
                  },
                },
                { Delete: { TableName: tables.accounts, Key: shareTokenKey(current.tokenHash) } },
              ],
            }),
          );
          return true;
        } catch (error) {
          if (!(error instanceof TransactionCanceledException)) throw error;
        }
      }
      throw new Error(`The link of story ${storyId} kept changing while it was being revoked`);
    },

    async listActive(ownerId, now) {
      const shares: ActiveShare[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tables.accounts,
            KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':userId': ownerId, ':prefix': SHARE_SK_PREFIX },
            // A link revoked a moment ago must not be listed.
            ConsistentRead: true,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of (page.Items ?? []) as ShareItem[]) {
          // TTL removes an expired item within days, not at once.
          if (Date.parse(item.validUntil) > now.getTime()) shares.push({ storyId: item.storyId, title: item.title, createdAt: item.createdAt, expiresAt: item.validUntil });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return shares.sort((left, right) => right.createdAt.localeCompare(left.createdAt));
    },

    async takeView(tokenHash, rule, now) {
      const nowMs = now.getTime();
      for (let round = 1; round <= MAX_VIEW_ROUNDS; round += 1) {
        const taken = await takeFromBucketInUse(tokenHash, rule, nowMs);
        if (taken) return { ownerId: taken.ownerId, storyId: taken.storyId };
        const { Item } = await client.send(new GetCommand({ TableName: tables.accounts, Key: shareTokenKey(tokenHash), ConsistentRead: true }));
        const item = Item as TokenItem | undefined;
        if (!item || item.validUntilMs <= nowMs) return 'not_found';
        if (item.tat !== undefined && item.tat > latestAllowedArrival(rule, nowMs)) return 'rate_limited';
        if (item.tat !== undefined && item.tat > nowMs) continue;
        const restarted = await restartFullBucket(tokenHash, rule, nowMs);
        if (restarted) return { ownerId: restarted.ownerId, storyId: restarted.storyId };
      }
      return 'rate_limited';
    },
  };
}