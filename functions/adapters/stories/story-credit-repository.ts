import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PENDING_PARTITION, PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE } from '#shared/tables';
import { FAILED_STATUS } from '#shared/stories';
import { balanceUpdate, cancellationOf, ledgerEntryPut } from '#core/credits/ledger';
import type { Story } from '#core/stories/story';
import { owesCredit, type StoryCreditRepository } from '#core/stories/story-credit-repository';

/** The story still owes its credit: the exact negation of the condition under which it is just deleted. */
const OWES_CREDIT_CONDITION = 'NOT (#status = :completed) AND attribute_not_exists(refundedAt) AND NOT (isDemo = :true)';
const OWES_NOTHING_CONDITION = '#status = :completed OR attribute_exists(refundedAt) OR isDemo = :true';

/**
 * `tables.profiles` is needed by `createWithDebit` only (its ConditionCheck); the pipeline's MarkFailed
 * and the profile deletion do without it.
 */
export function createStoryCreditRepository(client: DynamoDBDocumentClient, tables: { stories: string; accounts: string; profiles?: string }): StoryCreditRepository {
  /** The story's ledger entry, naming it, in the transaction that moves its credit. */
  const ledgerPut = (story: Pick<Story, 'userId' | 'storyId' | 'creditType'>, reason: 'debit_story' | 'refund_story', now: Date) =>
    ledgerEntryPut(tables.accounts, { userId: story.userId, reason, creditType: story.creditType, delta: reason === 'debit_story' ? -1 : 1, reference: story.storyId }, now);

  /** Gives one credit of the story's kind back; the counter counts stories made, so a refunded one is taken back off it. */
  const refundUpdate = (story: Pick<Story, 'userId' | 'creditType'>, now: Date) =>
    balanceUpdate(tables.accounts, { userId: story.userId, creditType: story.creditType, delta: 1, counterDelta: -1, guard: 'account_exists', now });

  return {
    async createWithDebit(story, now, sequel) {
      if (!tables.profiles) throw new Error('createWithDebit needs the profiles table (its ConditionCheck)');
      const profileCheck = (profileId: string) => ({
        ConditionCheck: { TableName: tables.profiles, Key: { userId: story.userId, profileId }, ConditionExpression: 'attribute_exists(profileId)' },
      });
      const previousUpdate = !(sequel && story.series)
        ? []
        : [
            {
              Update: {
                TableName: tables.stories,
                Key: { userId: story.userId, storyId: sequel.previousStoryId },
                // An episode already in a series keeps its place; a first episode is numbered 1 of the series named after it.
                UpdateExpression: 'SET #series = if_not_exists(#series, :first)',
                ConditionExpression: 'attribute_exists(storyId) AND #status = :completed',
                ExpressionAttributeNames: { '#series': 'series', '#status': 'status' },
                ExpressionAttributeValues: { ':first': { id: story.series.id, episode: 1 }, ':completed': 'completed' },
              },
            },
          ];
      // The second child's check comes last, so the other items keep the places their cancellation reasons are read at.
      const siblingAt = 4 + previousUpdate.length;
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              // An account being deleted (DELETE /api/me) takes no new story: its deletion lists the stories after marking it.
              balanceUpdate(tables.accounts, { userId: story.userId, creditType: story.creditType, delta: -1, counterDelta: 1, guard: 'spendable', now }),
              // The profile deletion removes the profile row first: from then on, this check fails.
              profileCheck(story.profileId),
              // With the keys of the pending-stories index (shared/tables.ts), until it completes or fails.
              {
                Put: {
                  TableName: tables.stories,
                  Item: { ...story, [PENDING_PARTITION_ATTRIBUTE]: PENDING_PARTITION, [PENDING_SINCE_ATTRIBUTE]: story.createdAt },
                  ConditionExpression: 'attribute_not_exists(storyId)',
                },
              },
              ledgerPut(story, 'debit_story', now),
              ...previousUpdate,
              ...(story.siblingProfileId ? [profileCheck(story.siblingProfileId)] : []),
            ],
          }),
        );
        return 'created';
      } catch (error) {
        const cancelled = cancellationOf(error);
        // A deleted profile wins over a missing credit: the parent is told the profile is gone, as a first read would.
        if (cancelled?.failedAt(1) || (story.siblingProfileId && cancelled?.failedAt(siblingAt))) return 'no_profile';
        if (cancelled?.failedAt(0)) return 'no_credit';
        if (cancelled?.failedAt(4)) return 'no_previous';
        if (cancelled?.conflict) return 'conflict';
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
              ledgerPut(story, 'refund_story', now),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationOf(error)?.failedAt(0)) return false;
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
                  ledgerPut(story, 'refund_story', now),
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
        const cancelled = cancellationOf(error);
        // The story moved on (or a pipeline step wrote it at that very moment): the caller reads it again.
        if (cancelled?.failedAt(0) || cancelled?.conflict) return 'changed';
        throw error;
      }
    },
  };
}