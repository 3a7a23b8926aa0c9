import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '../../../shared/tables';
import { FAILED_STATUS, type CreditType } from '../../../shared/stories';
import type { LedgerEntry } from '../accounts/account';
import type { Story } from './story';

/**
 * The two moments a story touches money (DESIGN "Credits, exactly"), each one DynamoDB transaction over
 * the accounts and stories tables: the story is created with its credit taken, or failed with its
 * credit given back. The ledger entry is written in the same transaction as the balance it explains.
 */
export interface StoryCreditStore {
  /**
   * Takes one credit of the story's kind, bumps the matching counter, puts the story and its ledger
   * entry. `no_credit`: the account had none of that kind when the transaction ran; `conflict`: another
   * transaction touched the account at the same moment (try again).
   */
  createWithDebit(story: Story, now: Date): Promise<'created' | 'no_credit' | 'conflict'>;
  /**
   * Marks the story failed with a reason and gives its credit back, once: false when it was already
   * refunded, completed, or does not exist.
   */
  failWithRefund(story: Pick<Story, 'userId' | 'storyId' | 'creditType'>, reason: string, now: Date): Promise<boolean>;
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

export function createStoryCreditStore(client: DynamoDBDocumentClient, tables: { stories: string; accounts: string }): StoryCreditStore {
  const ledgerItem = (story: Pick<Story, 'userId' | 'storyId' | 'creditType'>, reason: 'debit_story' | 'refund_story', now: Date): LedgerItem => ({
    userId: story.userId,
    sk: `${LEDGER_SK_PREFIX}${ulid(now.getTime())}`,
    reason,
    creditType: story.creditType,
    delta: reason === 'debit_story' ? -1 : 1,
    reference: story.storyId,
    createdAt: now.toISOString(),
  });

  return {
    async createWithDebit(story, now) {
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
                  ConditionExpression: `#balance >= :one${monthly ? ` AND ${MONTHLY_CONDITION}` : ''}`,
                  ExpressionAttributeNames: { '#balance': balance, '#counter': counter },
                  ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ...(monthly ? MONTHLY_VALUES : {}) },
                },
              },
              { Put: { TableName: tables.stories, Item: story, ConditionExpression: 'attribute_not_exists(storyId)' } },
              { Put: { TableName: tables.accounts, Item: ledgerItem(story, 'debit_story', now), ConditionExpression: 'attribute_not_exists(sk)' } },
            ],
          }),
        );
        return 'created';
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
        if (codes[0] === 'ConditionalCheckFailed') return 'no_credit';
        if (codes.some((code) => code === 'TransactionConflict')) return 'conflict';
        throw error;
      }
    },

    async failWithRefund(story, reason, now) {
      const { balance, counter } = CREDIT_FIELDS[story.creditType];
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tables.stories,
                  Key: { userId: story.userId, storyId: story.storyId },
                  UpdateExpression: 'SET #status = :failed, failureReason = :reason, refundedAt = :now, updatedAt = :now',
                  ConditionExpression: 'attribute_exists(storyId) AND attribute_not_exists(refundedAt) AND #status <> :completed',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':failed': FAILED_STATUS, ':reason': reason, ':now': now.toISOString(), ':completed': 'completed' },
                },
              },
              {
                Update: {
                  TableName: tables.accounts,
                  Key: { userId: story.userId, sk: ACCOUNT_SK },
                  // The counter counts stories made: a failed one is taken back off it.
                  UpdateExpression: 'SET #balance = #balance + :one, #counter = #counter - :one, updatedAt = :now',
                  ConditionExpression: 'attribute_exists(userId)',
                  ExpressionAttributeNames: { '#balance': balance, '#counter': counter },
                  ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
                },
              },
              { Put: { TableName: tables.accounts, Item: ledgerItem(story, 'refund_story', now), ConditionExpression: 'attribute_not_exists(sk)' } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
        if (codes[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },
  };
}
