import { describe, expect, it } from 'vitest';
import type { Account } from '#core/accounts/account';
import type { Caller } from '#core/caller';
import { CONFLICT_RETRY_POLICY } from '#core/credits/retry-on-conflict';
import { ConflictError, ForbiddenError } from '#core/errors';
import { fixCreditTypes, fixMonthlyCredits, forceSyncStories, recalculateStoryCounts, requireOwnAccount, type ReconcilePorts } from '#core/reconcile/reconcile-credits';
import {
  RECONCILE_MESSAGES,
  fixCreditTypesResponseSchema,
  fixCreditsResponseSchema,
  recalculateResponseSchema,
  syncStoriesResponseSchema,
} from '#shared/reconcile';
import type { CreditType, StoryStatus } from '#shared/stories';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryReconcile } from './support/in-memory-reconcile';
import { InMemoryStories, PARENT_ID, storyAt } from './support/in-memory-stories';

const PARENT: Caller = { userId: PARENT_ID, email: 'parent@example.fr', isAdmin: false };
const OTHER_PARENT = 'parent-2';
const NOW = new Date('2026-11-25T10:00:00.000Z');
const SUBSCRIBED: Partial<Account> = { planType: 'subscription', subscriptionStatus: 'active', monthlyCredits: 30 };

/** Story ids: ULID-shaped, in creation order. */
const storyId = (n: number) => `01JD00000000000000000000${String(n).padStart(2, '0')}`;

/**
 * One parent's account, stories and ledger in memory: stories are made and refunded through the same credit
 * transactions as the product's (in-memory-credits.ts), so the ledger explains every balance; drift is then
 * written straight into the account row, as a bug or a hand edit would.
 */
function world(account: Partial<Account> | null = { bonusCredits: 5 }) {
  const accounts = new InMemoryAccounts();
  if (account) accounts.open(PARENT_ID, account);
  const stories = new InMemoryStories();
  const credits = new InMemoryCredits(stories, accounts);
  const reconcile = new InMemoryReconcile(stories, accounts);
  const sleeps: number[] = [];
  const ports: ReconcilePorts = { accounts, reconcile, now: () => NOW, sleep: async (ms) => void sleeps.push(ms) };
  const make = async (n: number, creditType: CreditType = 'bonus', userId = PARENT_ID, status: StoryStatus = 'completed') => {
    const story = storyAt(storyId(n), status, { creditType, userId });
    expect(await credits.createWithDebit(story, NOW)).toBe('created');
    return story;
  };
  const drift = (fields: Partial<Account>, userId = PARENT_ID) => Object.assign(accounts.rows.get(userId)!, fields);
  const row = (userId = PARENT_ID) => accounts.rows.get(userId)!;
  /** The ledger invariant: per kind of credit, the sum of the deltas is the balance. */
  const ledgerExplainsBalances = (userId = PARENT_ID) =>
    accounts.ledgerTotal(userId, 'bonus') === row(userId).bonusCredits && accounts.ledgerTotal(userId, 'monthly') === row(userId).monthlyCreditsRemaining;
  return { accounts, stories, credits, reconcile, ports, sleeps, make, drift, row, ledgerExplainsBalances };
}

describe('forceSyncStories and recalculateStoryCounts: the story counters', () => {
  it('should report the counters and write nothing when they already agree with the stories and the ledger', async () => {
    // Arrange
    const { ports, make, reconcile, accounts } = world({ ...SUBSCRIBED, monthlyCreditsRemaining: 3, bonusCredits: 2 });
    await make(1, 'monthly');
    await make(2, 'bonus');
    const ledgerLength = accounts.ledger.length;

    // Act
    const answer = await forceSyncStories(ports, PARENT);

    // Assert
    expect(syncStoriesResponseSchema.parse(answer)).toEqual({ monthly_count: 1, bonus_count: 1, changes: [] });
    expect(reconcile.repairs).toEqual([]);
    expect(accounts.ledger).toHaveLength(ledgerLength);
  });

  it('should repair drifted counters from the stories and the ledger, with one reconciliation entry per kind of credit', async () => {
    // Arrange: 1 monthly story, 2 bonus ones, a failed and refunded one, a demo; then counters stuck at 0 and 9.
    const { ports, make, credits, stories, drift, row, reconcile, ledgerExplainsBalances } = world({ ...SUBSCRIBED, monthlyCreditsRemaining: 3, bonusCredits: 4 });
    await make(1, 'monthly');
    await make(2);
    await make(3);
    const failed = await make(4, 'bonus', PARENT_ID, 'generating_text');
    expect(await credits.failWithRefund(failed, 'Échec', NOW)).toBe(true);
    stories.put(storyAt(storyId(5), 'completed', { isDemo: true }));
    drift({ storiesCreated: 0, bonusStoriesCreated: 9 });

    // Act
    const answer = await forceSyncStories(ports, PARENT);

    // Assert
    expect(answer).toEqual({
      monthly_count: 1,
      bonus_count: 2,
      changes: [
        { field: 'storiesCreated', old: 0, new: 1 },
        { field: 'bonusStoriesCreated', old: 9, new: 2 },
      ],
    });
    expect(row()).toMatchObject({ storiesCreated: 1, bonusStoriesCreated: 2, monthlyCreditsRemaining: 2, bonusCredits: 2, updatedAt: NOW.toISOString() });
    expect(reconcile.reconciliations).toEqual([
      { userId: PARENT_ID, creditType: 'monthly', reference: 'force_sync_stories', corrections: [{ field: 'storiesCreated', old: 0, new: 1 }] },
      { userId: PARENT_ID, creditType: 'bonus', reference: 'force_sync_stories', corrections: [{ field: 'bonusStoriesCreated', old: 9, new: 2 }] },
    ]);
    expect(ledgerExplainsBalances()).toBe(true);
  });

  it('should report no change and write nothing on a second call', async () => {
    // Arrange
    const { ports, make, drift, reconcile, accounts } = world();
    await make(1);
    drift({ bonusStoriesCreated: 0 });
    await recalculateStoryCounts(ports, PARENT);
    const ledgerLength = accounts.ledger.length;

    // Act
    const second = await recalculateStoryCounts(ports, PARENT);

    // Assert
    expect(recalculateResponseSchema.parse(second)).toEqual({ success: true, monthly_count: 0, bonus_count: 1, changes: [] });
    expect(reconcile.repairs.map((repair) => repair.outcome)).toEqual(['repaired']);
    expect(accounts.ledger).toHaveLength(ledgerLength);
  });

  it('should keep counting a completed story deleted with its profile, and stop counting an unfinished one refunded by its deletion', async () => {
    // Arrange
    const { ports, make, credits, row } = world();
    const completed = await make(1);
    expect(await credits.deleteStory(completed, NOW)).toBe('deleted');
    const unfinished = await make(2, 'bonus', PARENT_ID, 'generating_text');
    expect(await credits.deleteStory(unfinished, NOW)).toBe('refunded');
    const before = row().bonusStoriesCreated;

    // Act
    const answer = await forceSyncStories(ports, PARENT);

    // Assert: the counters already said so (the one rule is theirs): nothing to repair.
    expect(before).toBe(1);
    expect(answer).toEqual({ monthly_count: 0, bonus_count: 1, changes: [] });
  });

  it('should count a story the ledger has no debit for (brought from the old product) under its own credit type', async () => {
    // Arrange
    const { ports, stories, row } = world();
    stories.put(storyAt(storyId(1), 'completed', { creditType: 'monthly' }));

    // Act
    const answer = await forceSyncStories(ports, PARENT);

    // Assert
    expect(answer.monthly_count).toBe(1);
    expect(row().storiesCreated).toBe(1);
  });

  it('should create a missing account with its sign-up grant and count no story', async () => {
    // Arrange
    const { ports, accounts } = world(null);

    // Act
    const answer = await forceSyncStories(ports, PARENT);

    // Assert
    expect(answer).toEqual({ monthly_count: 0, bonus_count: 0, changes: [] });
    expect(accounts.creations).toHaveLength(1);
    expect(accounts.rows.get(PARENT_ID)).toMatchObject({ bonusCredits: 1 });
  });

  it('should read the account consistently before the ledger and the stories', async () => {
    // Arrange
    const { ports, accounts } = world();

    // Act
    await forceSyncStories(ports, PARENT);

    // Assert
    expect(accounts.reads).toEqual([{ userId: PARENT_ID, consistent: true }]);
  });

  it("should never read or touch another parent's account, stories or ledger", async () => {
    // Arrange: both parents drifted.
    const { ports, make, accounts, drift, row } = world();
    accounts.open(OTHER_PARENT, { bonusCredits: 3 });
    await make(1);
    await make(2, 'bonus', OTHER_PARENT);
    drift({ bonusStoriesCreated: 7, bonusCredits: 40 });
    drift({ bonusStoriesCreated: 5, bonusCredits: 50 }, OTHER_PARENT);
    const otherRow = structuredClone(row(OTHER_PARENT));
    const otherLedger = structuredClone(accounts.ledger.filter((entry) => entry.userId === OTHER_PARENT));

    // Act
    const answer = await fixMonthlyCredits(ports, PARENT);

    // Assert
    expect(answer.stories_created).toEqual({ changed: true, old: 7, new: 1 });
    expect(row(OTHER_PARENT)).toEqual(otherRow);
    expect(accounts.ledger.filter((entry) => entry.userId === OTHER_PARENT)).toEqual(otherLedger);
    expect(accounts.reads.every((read) => read.userId === PARENT_ID)).toBe(true);
  });
});

describe('fixMonthlyCredits: the balances against the ledger', () => {
  it('should set drifted balances back to the ledger sums: monthly in old_value/new_value, bonus in changes', async () => {
    // Arrange
    const { ports, make, drift, row, reconcile, ledgerExplainsBalances } = world({ ...SUBSCRIBED, monthlyCreditsRemaining: 30, bonusCredits: 2 });
    await make(1, 'monthly');
    drift({ monthlyCreditsRemaining: 0, bonusCredits: 12 });

    // Act
    const answer = await fixMonthlyCredits(ports, PARENT);

    // Assert
    expect(fixCreditsResponseSchema.parse(answer)).toEqual({
      success: true,
      message: RECONCILE_MESSAGES.updated,
      stories_created: { changed: false, old: 1, new: 1 },
      old_value: 0,
      new_value: 29,
      changes: [
        { field: 'monthlyCreditsRemaining', old: 0, new: 29 },
        { field: 'bonusCredits', old: 12, new: 2 },
      ],
    });
    expect(row()).toMatchObject({ monthlyCreditsRemaining: 29, bonusCredits: 2 });
    expect(reconcile.reconciliations.map((entry) => [entry.creditType, entry.reference])).toEqual([
      ['monthly', 'fix_monthly_credits'],
      ['bonus', 'fix_monthly_credits'],
    ]);
    expect(ledgerExplainsBalances()).toBe(true);
  });

  it("should say 'Aucune correction nécessaire.' and write nothing when the second call finds everything in order", async () => {
    // Arrange
    const { ports, drift, reconcile } = world();
    drift({ bonusCredits: 0, bonusStoriesCreated: 3 });
    await fixMonthlyCredits(ports, PARENT);

    // Act
    const second = await fixMonthlyCredits(ports, PARENT);

    // Assert
    expect(second).toEqual({
      success: true,
      message: RECONCILE_MESSAGES.nothingToFix,
      stories_created: { changed: false, old: 0, new: 0 },
      old_value: 0,
      new_value: 0,
      changes: [],
    });
    expect(reconcile.repairs).toHaveLength(1);
  });

  it('should repair an attribute missing from an older account item, under a condition that says it was missing', async () => {
    // Arrange
    const { ports, row } = world();
    delete (row() as Partial<Account>).bonusStoriesCreated;

    // Act
    const answer = await fixMonthlyCredits(ports, PARENT);

    // Assert
    expect(answer.changes).toEqual([{ field: 'bonusStoriesCreated', old: null, new: 0 }]);
    expect(row().bonusStoriesCreated).toBe(0);
  });

  it('should fix the credit types first when the home screen asks for it (fix_credit_types)', async () => {
    // Arrange
    const { ports, make, stories } = world();
    await make(1);
    stories.rows.get(storyId(1))!.creditType = 'monthly';

    // Act
    const answer = await fixMonthlyCredits(ports, PARENT, { fixCreditTypes: true });

    // Assert
    expect(answer.changes).toEqual([{ field: 'creditType', storyId: storyId(1), old: 'monthly', new: 'bonus' }]);
    expect(answer.message).toBe(RECONCILE_MESSAGES.updated);
    expect(stories.rows.get(storyId(1))!.creditType).toBe('bonus');
  });

  it('should read everything again after losing a race, and repair against the numbers of that moment', async () => {
    // Arrange: a story is made between the read and the repair.
    const { ports, credits, drift, row, reconcile, sleeps, ledgerExplainsBalances } = world();
    drift({ bonusCredits: 9 });
    reconcile.before.repairAccount = () => {
      reconcile.before.repairAccount = undefined;
      void credits.createWithDebit(storyAt(storyId(1), 'draft'), NOW);
    };

    // Act
    const answer = await fixMonthlyCredits(ports, PARENT);

    // Assert: the ledger said 5, the story took one: 4, and one story made.
    expect(reconcile.repairs.map((repair) => repair.outcome)).toEqual(['changed', 'repaired']);
    expect(sleeps).toHaveLength(1);
    expect(answer.changes).toEqual([{ field: 'bonusCredits', old: 8, new: 4 }]);
    expect(row()).toMatchObject({ bonusCredits: 4, bonusStoriesCreated: 1 });
    expect(ledgerExplainsBalances()).toBe(true);
  });

  it('should answer 409 in French and write nothing after losing every try', async () => {
    // Arrange: the account moves before every repair.
    const { ports, drift, row, reconcile, accounts } = world();
    drift({ bonusCredits: 9 });
    reconcile.before.repairAccount = () => void (row().storiesCreated += 1);
    const ledgerLength = accounts.ledger.length;

    // Act
    const failure = await fixMonthlyCredits(ports, PARENT).catch((error: unknown) => error);

    // Assert
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ status: 409, message: RECONCILE_MESSAGES.busy });
    expect(reconcile.repairs.map((repair) => repair.outcome)).toEqual(Array(CONFLICT_RETRY_POLICY.attempts).fill('changed'));
    expect(accounts.ledger).toHaveLength(ledgerLength);
    expect(row().bonusCredits).toBe(9);
  });
});

describe('fixCreditTypes: the stories against their debits', () => {
  it("should give each story whose type is missing or wrong its debit's type, and leave demos and stories without a debit alone", async () => {
    // Arrange
    const { ports, make, stories, reconcile } = world();
    await make(1);
    await make(2);
    await make(3);
    stories.rows.get(storyId(2))!.creditType = 'monthly';
    delete (stories.rows.get(storyId(3)) as Partial<ReturnType<typeof storyAt>>).creditType;
    stories.put(storyAt(storyId(4), 'completed', { isDemo: true, creditType: 'monthly' }));
    stories.put(storyAt(storyId(5), 'completed', { creditType: 'monthly' }));

    // Act
    const answer = await fixCreditTypes(ports, PARENT);

    // Assert
    expect(fixCreditTypesResponseSchema.parse(answer)).toEqual({
      updated_stories_count: 2,
      message: RECONCILE_MESSAGES.updated,
      changes: [
        { field: 'creditType', storyId: storyId(2), old: 'monthly', new: 'bonus' },
        { field: 'creditType', storyId: storyId(3), old: null, new: 'bonus' },
      ],
    });
    expect([2, 3, 4, 5].map((n) => stories.rows.get(storyId(n))!.creditType)).toEqual(['bonus', 'bonus', 'monthly', 'monthly']);
    expect(reconcile.reconciliations.map((entry) => entry.reference)).toEqual([storyId(2), storyId(3)]);
  });

  it("should say 'Aucune histoire n'avait besoin de correction' on a second call", async () => {
    // Arrange
    const { ports, make, stories } = world();
    await make(1);
    stories.rows.get(storyId(1))!.creditType = 'monthly';
    await fixCreditTypes(ports, PARENT);

    // Act
    const second = await fixCreditTypes(ports, PARENT);

    // Assert
    expect(second).toEqual({ updated_stories_count: 0, message: RECONCILE_MESSAGES.noStoryToFix, changes: [] });
  });

  it('should not count a story deleted between the read and its repair', async () => {
    // Arrange
    const { ports, make, stories, reconcile } = world();
    await make(1);
    stories.rows.get(storyId(1))!.creditType = 'monthly';
    reconcile.before.repairStoryCreditType = () => void stories.rows.delete(storyId(1));

    // Act
    const answer = await fixCreditTypes(ports, PARENT);

    // Assert
    expect(answer.updated_stories_count).toBe(0);
    expect(reconcile.reconciliations).toEqual([]);
  });
});

describe('requireOwnAccount: the caller is the token, never the body', () => {
  it.each([{}, { user_id: PARENT_ID }, { user_id_param: PARENT_ID }, { user_id: null }, { user_id: '' }])('should accept a body naming nobody else: %j', (body) => {
    // Act
    const check = () => requireOwnAccount(PARENT, body);

    // Assert
    expect(check).not.toThrow();
  });

  it.each([{ user_id: OTHER_PARENT }, { user_id_param: OTHER_PARENT }, { user_id: PARENT_ID, user_id_param: OTHER_PARENT }])('should refuse with a French 403 a body naming another parent: %j', (body) => {
    // Act
    const failure = (() => {
      try {
        requireOwnAccount(PARENT, body);
        return undefined;
      } catch (error) {
        return error;
      }
    })();

    // Assert
    expect(failure).toBeInstanceOf(ForbiddenError);
    expect(failure).toMatchObject({ status: 403, message: RECONCILE_MESSAGES.otherAccount });
  });
});
