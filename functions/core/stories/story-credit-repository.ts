import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ACCOUNT_SK, LEDGER_SK_PREFIX, PENDING_PARTITION, PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE } from '../../../shared/tables';
import { FAILED_STATUS, type CreditType } from '../../../shared/stories';
import type { LedgerEntry } from '../accounts/account';
import type { Story } from './story';

/** What a story deletion needs to know about the story, as it was read. */
export type DeletableStory = Pick<Story, 'userId' | 'storyId' | 'creditType' | 'status' | 'isDemo'> & Partial<Pick<Story, 'refundedAt'>>;

/**
 * The moments a story touches money (DESIGN "Credits, exactly"), each one DynamoDB transaction over
 * the accounts and stories tables: the story is created with its credit taken, failed with its credit
 * given back, or deleted (with its profile) giving back the credit of a story the parent never got.
 * The ledger entry is written in the same transaction as the balance it explains.
 */
export interface StoryCreditRepository {
  /**
   * Takes one credit of the story's kind, bumps the matching counter, puts the story and its ledger
   * entry, only while the story's profile exists (a ConditionCheck in the same transaction, so a story
   * can never outlive its profile). `no_profile`: the profile was deleted; `no_credit`: the account had
   * none of that kind when the transaction ran; `conflict`: another transaction touched the account or
   * the profile at the same moment (try again). Nothing is written unless `created`.
   */
  createWithDebit(story: Story, now: Date): Promise<'created' | 'no_credit' | 'no_profile' | 'conflict'>;
  /**
   * Marks the story failed with a reason and gives its credit back, once: false when it was already
   * refunded, completed, or does not exist.
   */
  failWithRefund(story: Pick<Story, 'userId' | 'storyId' | 'creditType'>, reason: string, now: Date): Promise<boolean>;
  /**
   * Deletes the story's row. A story that still owes its credit (see {@link owesCredit}) gives it back
   * in the same transaction (balance, counter and a `refund_story` ledger entry naming it); any other is
   * just deleted. Both under a condition on the state the caller read: `changed` when the story moved on
   * (completed, failed and refunded) or vanished in between — read it again and call again.
   */
  deleteStory(story: DeletableStory, now: Date): Promise<'deleted' | 'refunded' | 'changed'>;
}

/**
 * The parent paid for this story and has not got it: neither completed nor refunded. Demo stories
 * (the /test page's) were never paid for.
 */
export function owesCredit(story: DeletableStory): boolean {
  return !story.isDemo && story.status !== 'completed' && !story.refundedAt;
}

type LedgerItem = Omit<LedgerEntry, 'entryId'> & { sk: string };

/** Which balance and which counter a kind of credit moves. */
const CREDIT_FIELDS: Record<CreditType, { balance: string; counter: string }> = {
  monthly: { balance: 'monthlyCreditsRemaining', counter: 'storiesCreated' },
  bonus: { balance: 'bonusCredits', counter: 'bonusStoriesCreated' },
};

/** Monthly credits are spendable only while the subscription is active (see `hasActiveSubscription`). */
const MONTHLY_CONDITION = 'planType = :subscription AND subscriptionStatus IN (:active, :trialing)';
const MONTHLY_VALUES = { ':subscription': 'subscription', ':active': 'active', ':trialing': 'trialing' };

/** The story still owes its credit: the exact negation of the condition under which it is just deleted. */
const OWES_CREDIT_CONDITION = 'NOT (#status = :completed) AND attribute_not_exists(refundedAt) AND NOT (isDemo = :true)';
const OWES_NOTHING_CONDITION = '#status = :completed OR attribute_exists(refundedAt) OR isDemo = :true';

const cancellationCodes = (error: TransactionCanceledException) => (error.CancellationReasons ?? []).map((reason) => reason.Code);

/**
 * `tables.profiles` is needed by `createWithDebit` only (its ConditionCheck); the pipeline's MarkFailed
 * and the profile deletion do without it.
 */
export function createStoryCreditRepository(client: DynamoDBDocumentClient, tables: { stories: string; accounts: string; profiles?: string }): StoryCreditRepository {
  const ledgerItem = (story: Pick<Story, 'userId' | 'storyId' | 'creditType'>, reason: 'debit_story' | 'refund_story', now: Date): LedgerItem => ({
    userId: story.userId,
    sk: `${LEDGER_SK_PREFIX}${ulid(now.getTime())}`,
    reason,
    creditType: story.creditType,
    delta: reason === 'debit_story' ? -1 : 1,
    reference: story.storyId,
    createdAt: now.toISOString(),
  });

  /** Gives one credit of the story's kind back; the counter counts stories made, so a refunded one is taken back off it. */
  const refundUpdate = (story: Pick<Story, 'userId' | 'creditType'>, now: Date) => {
    const { balance, counter } = CREDIT_FIELDS[story.creditType];
    return {
      Update: {
        TableName: tables.accounts,
        Key: { userId: story.userId, sk: ACCOUNT_SK },
        UpdateExpression: 'SET #balance = #balance + :one, #counter = #counter - :one, updatedAt = :now',
        ConditionExpression: 'attribute_exists(userId)',
        ExpressionAttributeNames: { '#balance': balance, '#counter': counter },
        ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
      },
    };
  };

  return {
    async createWithDebit(story, now) {
      if (!tables.profiles) throw new Error('createWithDebit needs the profiles table (its ConditionCheck)');
      const { balance, counter } = CREDIT_FIELDS[story.creditType];
      const monthly = story.creditType === 'monthly';
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tables.accounts,
                  Key: { userId: story.userId, sk: ACCOUNT_SK },
                  UpdateExpression: 'SET #balance = #balance - :one, #counter = #counter + :one, updatedAt = :now',
                  // An account being deleted (DELETE /api/me) takes no new story: its deletion lists the stories after marking it.
                  ConditionExpression: `attribute_not_exists(deletingAt) AND #balance >= :one${monthly ? ` AND ${MONTHLY_CONDITION}` : ''}`,
                  ExpressionAttributeNames: { '#balance': balance, '#counter': counter },
                  ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ...(monthly ? MONTHLY_VALUES : {}) },
                },
              },
              // The profile deletion removes the profile row first: from then on, this check fails.
              {
                ConditionCheck: {
                  TableName: tables.profiles,
                  Key: { userId: story.userId, profileId: story.profileId },
                  ConditionExpression: 'attribute_exists(profileId)',
                },
              },
              // With the keys of the pending-stories index (shared/tables.ts), until it completes or fails.
              {
                Put: {
                  TableName: tables.stories,
                  Item: { ...story, [PENDING_PARTITION_ATTRIBUTE]: PENDING_PARTITION, [PENDING_SINCE_ATTRIBUTE]: story.createdAt },
                  ConditionExpression: 'attribute_not_exists(storyId)',
                },
              },
              { Put: { TableName: tables.accounts, Item: ledgerItem(story, 'debit_story', now), ConditionExpression: 'attribute_not_exists(sk)' } },
            ],
          }),
        );
        return 'created';
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = cancellationCodes(error);
        // A deleted profile wins over a missing credit: the parent is told the profile is gone, as a first read would.
        if (codes[1] === 'ConditionalCheckFailed') return 'no_profile';
        if (codes[0] === 'ConditionalCheckFailed') return 'no_credit';
        if (codes.some((code) => code === 'TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    async failWithRefund(story, reason, now) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tables.stories,
                  Key: { userId: story.userId, storyId: story.storyId },
                  // A failed story leaves the pending-stories index.
                  UpdateExpression: 'SET #status = :failed, failureReason = :reason, refundedAt = :now, updatedAt = :now REMOVE #pendingPartition, #pendingSince',
                  // A demo story (the /test page's) was never paid for: it is never refunded.
                  ConditionExpression: 'attribute_exists(storyId) AND attribute_not_exists(refundedAt) AND #status <> :completed AND (attribute_not_exists(isDemo) OR isDemo = :false)',
                  ExpressionAttributeNames: { '#status': 'status', '#pendingPartition': PENDING_PARTITION_ATTRIBUTE, '#pendingSince': PENDING_SINCE_ATTRIBUTE },
                  ExpressionAttributeValues: { ':failed': FAILED_STATUS, ':reason': reason, ':now': now.toISOString(), ':completed': 'completed', ':false': false },
                },
              },
              refundUpdate(story, now),
              { Put: { TableName: tables.accounts, Item: ledgerItem(story, 'refund_story', now), ConditionExpression: 'attribute_not_exists(sk)' } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    async deleteStory(story, now) {
      const key = { userId: story.userId, storyId: story.storyId };
      const names = { '#status': 'status' };
      const values = { ':completed': 'completed', ':true': true };
      const refund = owesCredit(story);
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: refund
              ? [
                  {
                    Delete: {
                      TableName: tables.stories,
                      Key: key,
                      ConditionExpression: `attribute_exists(storyId) AND ${OWES_CREDIT_CONDITION}`,
                      ExpressionAttributeNames: names,
                      ExpressionAttributeValues: values,
                    },
                  },
                  refundUpdate(story, now),
                  { Put: { TableName: tables.accounts, Item: ledgerItem(story, 'refund_story', now), ConditionExpression: 'attribute_not_exists(sk)' } },
                ]
              : [
                  // One item, but a transaction all the same, so that a lost race reads the same in both cases.
                  {
                    Delete: {
                      TableName: tables.stories,
                      Key: key,
                      ConditionExpression: `attribute_exists(storyId) AND (${OWES_NOTHING_CONDITION})`,
                      ExpressionAttributeNames: names,
                      ExpressionAttributeValues: values,
                    },
                  },
                ],
          }),
        );
        return refund ? 'refunded' : 'deleted';
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = cancellationCodes(error);
        // The story moved on (or a pipeline step wrote it at that very moment): the caller reads it again.
        if (codes[0] === 'ConditionalCheckFailed' || codes.some((code) => code === 'TransactionConflict')) return 'changed';
        throw error;
      }
    },
  };
}
