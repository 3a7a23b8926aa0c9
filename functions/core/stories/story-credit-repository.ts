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
