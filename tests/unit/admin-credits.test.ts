import { describe, expect, it } from 'vitest';
import { newAccount, type Account } from '../../functions/core/accounts/account';
import type { AccountTotalsAsRead } from '../../functions/core/reconcile/reconcile-repository';
import type { AdminRepository, AutoSyncSetting, CreditAdjustment } from '../../functions/core/admin/admin-repository';
import { readAutoSync, toggleAutoSync } from '../../functions/core/admin/auto-sync';
import { setUserCredits, type SetUserCreditsPorts } from '../../functions/core/admin/set-user-credits';
import type { Caller } from '../../functions/core/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../../functions/core/errors';
import { accountTruth, storiesMade, type AccountTotals, type LedgerFact, type StoryFact } from '../../functions/core/reconcile/credit-truth';
import { ADMIN_MESSAGES, adminCreditsResponseSchema, type AdminCreditsRequest } from '../../shared/admin';
import { API_MESSAGES } from '../../shared/messages';

const ADMIN: Caller = { userId: 'admin-1', email: 'admin@example.fr', isAdmin: true };
const PARENT: Caller = { userId: 'parent-1', email: 'parent@example.fr', isAdmin: false };
const NOW = new Date('2026-11-26T10:00:00.000Z');

/**
 * One parent's account item, ledger and story rows in memory, and the admin adapter's rule: the account's four
 * numbers and the adjustment entries are written together, only while the numbers are still those read.
 */
function world(fields: Partial<Account> = {}, ledger: LedgerFact[] = [], stories: StoryFact[] = []) {
  const account: Account = { ...newAccount(PARENT.userId, PARENT.email ?? null, NOW.toISOString()), ...fields };
  const state = { account: account as Account | undefined, ledger: [...ledger], stories: [...stories] };
  const writes: { adjustments: readonly CreditAdjustment[]; adminUserId: string }[] = [];
  /** Runs before each write: a test moves the account at that moment (a story taking a credit). */
  let beforeWrite: (() => void) | undefined;
  const admin: Pick<AdminRepository, 'adjustAccount'> = {
    async adjustAccount(userId, asRead: AccountTotalsAsRead, target: AccountTotals, adjustments, adminUserId) {
      beforeWrite?.();
      const current = state.account;
      if (!current || userId !== current.userId) return 'changed';
      if ((Object.keys(asRead) as (keyof AccountTotalsAsRead)[]).some((field) => current[field] !== asRead[field])) return 'changed';
      Object.assign(current, target);
      for (const adjustment of adjustments) {
        state.ledger.push({ reason: 'admin_adjustment', creditType: adjustment.creditType, delta: adjustment.delta, reference: 'manual_update_user_credits', counterDelta: adjustment.counterDelta });
      }
      writes.push({ adjustments, adminUserId });
      return 'adjusted';
    },
  };
  const ports: SetUserCreditsPorts = {
    accounts: { get: async (userId) => (state.account?.userId === userId ? structuredClone(state.account) : undefined) },
    reconcile: { readLedger: async () => state.ledger.map((entry) => ({ ...entry })), readStories: async () => state.stories.map((story) => ({ ...story })) },
    admin,
    now: () => NOW,
    sleep: async () => {},
  };
  return { state, writes, ports, onWrite: (run: () => void) => (beforeWrite = run) };
}

const request = (numbers: Partial<AdminCreditsRequest> = {}): AdminCreditsRequest => ({
  userId: PARENT.userId,
  storiesCreated: 0,
  bonusStoriesCreated: 0,
  monthlyCredits: 0,
  bonusCredits: 1,
  ...numbers,
});

/** A parent who bought 30 credits and made one bonus story: 30 left, 1 made, and a ledger that says so. */
const ONE_STORY: [Partial<Account>, LedgerFact[], StoryFact[]] = [
  { bonusCredits: 30, bonusStoriesCreated: 1 },
  [
    { reason: 'grant_signup', creditType: 'bonus', delta: 1, reference: null },
    { reason: 'grant_pack', creditType: 'bonus', delta: 30, reference: 'cs_1' },
    { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: 'story-1' },
  ],
  [{ storyId: 'story-1', creditType: 'bonus' }],
];

describe('setUserCredits (manual_update_user_credits)', () => {
  it('should refuse a caller outside the admins group with the French 403, before reading anything', async () => {
    // Arrange
    const { ports, writes } = world();
    let reads = 0;
    ports.accounts = { get: async () => void (reads += 1) };

    // Act
    const attempt = setUserCredits(ports, PARENT, request({ bonusCredits: 99 }));

    // Assert
    await expect(attempt).rejects.toThrow(new ForbiddenError(API_MESSAGES.adminOnly));
    expect(reads).toBe(0);
    expect(writes).toHaveLength(0);
  });

  it('should answer 404 in French for an id with no account', async () => {
    // Arrange
    const { ports } = world();

    // Act
    const attempt = setUserCredits(ports, ADMIN, request({ userId: 'nobody' }));

    // Assert
    await expect(attempt).rejects.toThrow(new NotFoundError(ADMIN_MESSAGES.accountNotFound));
  });

  it('should answer the same 404 for an account being deleted, and write nothing in it', async () => {
    // Arrange
    const { ports, writes } = world({ ...ONE_STORY[0], deletingAt: NOW.toISOString() }, ONE_STORY[1], ONE_STORY[2]);

    // Act
    const attempt = setUserCredits(ports, ADMIN, request({ bonusCredits: 99 }));

    // Assert
    await expect(attempt).rejects.toThrow(new NotFoundError(ADMIN_MESSAGES.accountNotFound));
    expect(writes).toHaveLength(0);
  });

  it("should set the four numbers with entries whose deltas make the ledger and the stories say the admin's numbers", async () => {
    // Arrange
    const { ports, state, writes } = world(...ONE_STORY);

    // Act
    const answer = await setUserCredits(ports, ADMIN, request({ bonusCredits: 50, monthlyCredits: 12, bonusStoriesCreated: 6, storiesCreated: 4 }));

    // Assert
    expect(adminCreditsResponseSchema.parse(answer)).toMatchObject({ success: true, message: ADMIN_MESSAGES.updated, credits: { bonusCredits: 50, monthlyCredits: 12, bonusStoriesCreated: 6, storiesCreated: 4 } });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.adminUserId).toBe(ADMIN.userId);
    expect(writes[0]!.adjustments.map(({ creditType, delta, counterDelta }) => ({ creditType, delta, counterDelta }))).toEqual([
      { creditType: 'monthly', delta: 12, counterDelta: 4 },
      { creditType: 'bonus', delta: 20, counterDelta: 5 },
    ]);
    expect(accountTruth(state.ledger, state.stories)).toEqual({ monthlyCreditsRemaining: 12, bonusCredits: 50, storiesCreated: 4, bonusStoriesCreated: 6 });
  });

  it('should measure from the ledger, not from a drifted account, so the ledger explains the new balance', async () => {
    // Arrange: the account says 9 bonus credits, the ledger 31.
    const { ports, state, writes } = world({ ...ONE_STORY[0], bonusCredits: 9 }, ONE_STORY[1], ONE_STORY[2]);

    // Act
    const answer = await setUserCredits(ports, ADMIN, request({ bonusCredits: 9, bonusStoriesCreated: 1 }));

    // Assert: the account already said 9, but the ledger needed a -21 to say it too.
    expect(answer.changes).toEqual([]);
    expect(writes[0]!.adjustments).toEqual([expect.objectContaining({ creditType: 'bonus', delta: -21, counterDelta: 0 })]);
    expect(accountTruth(state.ledger, state.stories).bonusCredits).toBe(9);
  });

  it('should write nothing when the account and the ledger already say those numbers', async () => {
    // Arrange
    const { ports, writes } = world(...ONE_STORY);

    // Act
    const answer = await setUserCredits(ports, ADMIN, request({ bonusCredits: 30, bonusStoriesCreated: 1 }));

    // Assert
    expect(answer).toMatchObject({ success: true, message: ADMIN_MESSAGES.unchanged, changes: [] });
    expect(writes).toHaveLength(0);
  });

  it('should read again when a story took a credit meanwhile, and still end with the ledger explaining the numbers', async () => {
    // Arrange
    const { ports, state, writes, onWrite } = world(...ONE_STORY);
    let raced = false;
    onWrite(() => {
      if (raced) return;
      raced = true;
      state.account!.bonusCredits -= 1;
      state.account!.bonusStoriesCreated += 1;
      state.ledger.push({ reason: 'debit_story', creditType: 'bonus', delta: -1, reference: 'story-2' });
      state.stories.push({ storyId: 'story-2', creditType: 'bonus' });
    });

    // Act
    await setUserCredits(ports, ADMIN, request({ bonusCredits: 10, bonusStoriesCreated: 3 }));

    // Assert
    expect(writes).toHaveLength(1);
    expect(writes[0]!.adjustments[0]).toMatchObject({ creditType: 'bonus', delta: -19, counterDelta: 1 });
    expect(accountTruth(state.ledger, state.stories)).toMatchObject({ bonusCredits: 10, bonusStoriesCreated: 3 });
    expect(state.account).toMatchObject({ bonusCredits: 10, bonusStoriesCreated: 3 });
  });

  it('should give up with the French 409 when the account keeps moving', async () => {
    // Arrange
    const { ports, state, writes, onWrite } = world(...ONE_STORY);
    onWrite(() => void (state.account!.bonusCredits += 1));

    // Act
    const attempt = setUserCredits(ports, ADMIN, request({ bonusCredits: 3 }));

    // Assert
    await expect(attempt).rejects.toThrow(new ConflictError(ADMIN_MESSAGES.busy));
    expect(writes).toHaveLength(0);
  });
});

describe("the stories' count with an operator's adjustments", () => {
  it('should add the counter adjustments to the stories made, and never count below 0', () => {
    // Arrange
    const ledger: LedgerFact[] = [
      { reason: 'debit_story', creditType: 'monthly', delta: -1, reference: 's1' },
      { reason: 'debit_story', creditType: 'monthly', delta: -1, reference: 's2' },
      { reason: 'admin_adjustment', creditType: 'monthly', delta: 0, reference: 'manual_update_user_credits', counterDelta: -2 },
      { reason: 'admin_adjustment', creditType: 'bonus', delta: 0, reference: 'manual_update_user_credits', counterDelta: 4 },
      { reason: 'refund_story', creditType: 'monthly', delta: 1, reference: 's2' },
    ];

    // Act
    const made = storiesMade(ledger, []);

    // Assert: 1 monthly story left counted, minus the operator's 2, is kept at 0.
    expect(made).toEqual({ monthly: 0, bonus: 4 });
  });
});

describe('the auto-sync setting', () => {
  function settings(initial?: AutoSyncSetting) {
    let stored = initial;
    const admin: Pick<AdminRepository, 'readAutoSync' | 'writeAutoSync'> = {
      readAutoSync: async () => stored,
      writeAutoSync: async (setting) => void (stored = setting),
    };
    return { ports: { admin, now: () => NOW }, stored: () => stored };
  }

  it('should be on until an admin turns it off, and say so in French with who did it', async () => {
    // Arrange
    const { ports, stored } = settings();

    // Act
    const before = await readAutoSync(ports, ADMIN);
    const off = await toggleAutoSync(ports, ADMIN, { enable: false });

    // Assert
    expect(before).toEqual({ enabled: true, message: ADMIN_MESSAGES.autoSyncEnabled, updatedAt: null, updatedBy: null });
    expect(off).toEqual({ enabled: false, message: ADMIN_MESSAGES.autoSyncDisabled, updatedAt: NOW.toISOString(), updatedBy: ADMIN.userId });
    expect(stored()).toEqual({ enabled: false, updatedAt: NOW.toISOString(), updatedBy: ADMIN.userId });
  });

  it('should refuse a parent outside the group, reading or writing', async () => {
    // Arrange
    const { ports, stored } = settings();

    // Act
    const reading = readAutoSync(ports, PARENT);
    const writing = toggleAutoSync(ports, PARENT, { enable: false });

    // Assert
    await expect(reading).rejects.toThrow(new ForbiddenError(API_MESSAGES.adminOnly));
    await expect(writing).rejects.toThrow(new ForbiddenError(API_MESSAGES.adminOnly));
    expect(stored()).toBeUndefined();
  });
});
