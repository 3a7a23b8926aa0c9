import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PENDING_PARTITION, PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE } from '../../../shared/tables';
import { FAILED_STATUS } from '../../../shared/stories';
import { balanceUpdate, cancellationOf, ledgerEntryPut } from '../credits/ledger';
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
   *
   * A story of two children (issue 31, item 5) checks the second child's profile in the same transaction, in the
   * caller's partition: a sibling deleted after createStory read it is `no_profile` too, so a story is never left in
   * one child's library still naming a child who is gone.
   *
   * A sequel (issue 31, item 1) names the earlier episode: it must still be completed, and it is marked the
   * series' first episode when it has no place in a series yet, in the same transaction (`no_previous` otherwise).
   */
  createWithDebit(story: Story, now: Date, sequel?: { previousStoryId: string }): Promise<'created' | 'no_credit' | 'no_profile' | 'no_previous' | 'conflict'>;
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
