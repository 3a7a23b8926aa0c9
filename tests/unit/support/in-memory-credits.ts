import { FAILED_STATUS, type CreditType } from '#shared/stories';
import { hasActiveSubscription } from '#core/accounts/account';
import type { Story } from '#core/stories/story';
import { owesCredit, type DeletableStory, type StoryCreditRepository } from '#core/stories/story-credit-repository';
import { InMemoryAccounts } from './in-memory-accounts';
import { PARENT_ID, type InMemoryStories } from './in-memory-stories';

/**
 * The story credit transactions (story-credit-repository.ts) over the in-memory stories and accounts, with the
 * same conditions: a credit is taken only while the balance has one (monthly only while the subscription
 * is active) and the profile exists; a failure is refunded once and never after completion; a deletion
 * refunds exactly the stories that still owe their credit. Each outcome writes all or nothing.
 */
export class InMemoryCredits implements StoryCreditRepository {
  /** Answers `conflict` (createWithDebit) or `changed` (deleteStory) this many times first: another transaction held the items. */
  readonly conflicts = { createWithDebit: 0, deleteStory: 0 };
  /** Runs before each transaction, by name: tests move a balance or a row at a chosen moment. */
  readonly before: Partial<Record<keyof StoryCreditRepository, () => void>> = {};

  constructor(
    private readonly stories: InMemoryStories,
    readonly accounts: InMemoryAccounts = new InMemoryAccounts(),
    private readonly profileExists: (userId: string, profileId: string) => boolean = () => true,
  ) {}

  /** The ledger of every parent. */
  get ledger() {
    return this.accounts.ledger;
  }

  /** Adds credits to a parent (by default `parent-1`), with their ledger entry. */
  grant(creditType: CreditType, count: number, userId = PARENT_ID): void {
    this.accounts.grant(userId, creditType, count);
  }

  balance(creditType: CreditType, userId = PARENT_ID): number {
    return this.accounts.balance(userId, creditType);
  }

  async createWithDebit(story: Story, now: Date, sequel?: { previousStoryId: string }): Promise<'created' | 'no_credit' | 'no_profile' | 'no_previous' | 'conflict'> {
    this.before.createWithDebit?.();
    if (this.conflicts.createWithDebit > 0) {
      this.conflicts.createWithDebit -= 1;
      return 'conflict';
    }
    // The adapter reads the profile's ConditionCheck first: a deleted profile wins over a missing credit.
    if (!this.profileExists(story.userId, story.profileId)) return 'no_profile';
    // The second child's ConditionCheck, in the same transaction (issue 31, item 5).
    if (story.siblingProfileId && !this.profileExists(story.userId, story.siblingProfileId)) return 'no_profile';
    const account = this.accounts.rows.get(story.userId);
    if (!account || this.accounts.balance(story.userId, story.creditType) < 1) return 'no_credit';
    if (story.creditType === 'monthly' && !hasActiveSubscription(account)) return 'no_credit';
    const previous = sequel ? this.stories.rows.get(sequel.previousStoryId) : undefined;
    if (sequel && (!previous || previous.userId !== story.userId || previous.status !== 'completed')) return 'no_previous';
    if (this.stories.rows.has(story.storyId)) throw new Error(`Story ${story.storyId} already exists: the transaction would be cancelled`);
    this.accounts.move(story.userId, story.creditType, -1, 'debit_story', story.storyId, now);
    this.stories.put(story);
    if (previous && story.series && !previous.series) previous.series = { id: story.series.id, episode: 1 };
    return 'created';
  }

  async failWithRefund(story: Pick<Story, 'userId' | 'storyId' | 'creditType'>, reason: string, now: Date): Promise<boolean> {
    this.before.failWithRefund?.();
    const row = this.stories.rows.get(story.storyId);
    if (!row || row.userId !== story.userId || row.refundedAt || row.status === 'completed') return false;
    this.accounts.move(story.userId, story.creditType, 1, 'refund_story', story.storyId, now);
    Object.assign(row, { status: FAILED_STATUS, failureReason: reason, refundedAt: now.toISOString(), updatedAt: now.toISOString() });
    return true;
  }

  async deleteStory(story: DeletableStory, now: Date): Promise<'deleted' | 'refunded' | 'changed'> {
    this.before.deleteStory?.();
    if (this.conflicts.deleteStory > 0) {
      this.conflicts.deleteStory -= 1;
      return 'changed';
    }
    const row = this.stories.rows.get(story.storyId);
    // The same condition as the transaction: the row as read must still owe (or not owe) its credit.
    if (!row || row.userId !== story.userId || owesCredit(row) !== owesCredit(story)) return 'changed';
    if (owesCredit(row)) this.accounts.move(row.userId, row.creditType, 1, 'refund_story', row.storyId, now);
    this.stories.rows.delete(story.storyId);
    return owesCredit(row) ? 'refunded' : 'deleted';
  }
}
