import { describe, expect, it } from 'vitest';
import { newAccount, type Account } from '#core/accounts/account';
import type { AccountTotalsAsRead } from '#core/reconcile/reconcile-repository';
import type { AdminRepository, AutoSyncSetting, CreditAdjustment } from '#core/admin/admin-repository';
import { readAutoSync, toggleAutoSync } from '#core/admin/auto-sync';
import { setUserCredits, type SetUserCreditsPorts } from '#core/admin/set-user-credits';
import type { Caller } from '#core/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '#core/errors';
import { accountTruth, storiesMade, type AccountTotals, type LedgerFact, type StoryFact } from '#core/reconcile/credit-truth';
import { findParentsByEmail, type FindParentsPorts } from '#core/admin/find-parents';
import { type DirectoryUser } from '#core/auth/user-directory';
import { createCognitoUserDirectory } from '#adapters/auth/user-directory';
import { ADMIN_MESSAGES, adminCreditsRequestSchema, adminCreditsResponseSchema, adminParentLookupResponseSchema, type AdminCreditsRequest } from '#shared/admin';
import { API_MESSAGES } from '#shared/messages';

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
  const writes: { adjustments: readonly CreditAdjustment[]; adminUserId: string; held: string[]; set: string[] }[] = [];
  /** Runs before each write: a test moves the account at that moment (a story taking a credit). */
  let beforeWrite: (() => void) | undefined;
  const admin: Pick<AdminRepository, 'adjustAccount'> = {
    async adjustAccount(userId, asRead: Partial<AccountTotalsAsRead>, target: Partial<AccountTotals>, adjustments, adminUserId) {
      beforeWrite?.();
      const current = state.account;
      if (!current || userId !== current.userId) return 'changed';
      if ((Object.keys(asRead) as (keyof AccountTotalsAsRead)[]).some((field) => current[field] !== asRead[field])) return 'changed';
      Object.assign(current, target);
      for (const adjustment of adjustments) {
        state.ledger.push({ reason: 'admin_adjustment', creditType: adjustment.creditType, delta: adjustment.delta, reference: 'manual_update_user_credits', counterDelta: adjustment.counterDelta });
      }
      writes.push({ adjustments, adminUserId, held: Object.keys(asRead).sort(), set: Object.keys(target).sort() });
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

describe('setUserCredits with a subset of the numbers and the values the form showed', () => {
  it('should change only the number given, leaving the other three and their ledger alone', async () => {
    // Arrange: 30 bonus credits, 1 bonus story, 4 monthly credits and 2 monthly stories that the ledger does not explain.
    const { ports, state, writes } = world({ ...ONE_STORY[0], monthlyCreditsRemaining: 4, storiesCreated: 2 }, ONE_STORY[1], ONE_STORY[2]);

    // Act
    const answer = await setUserCredits(ports, ADMIN, { userId: PARENT.userId, bonusCredits: 35, expected: { bonusCredits: 30 } });

    // Assert
    expect(answer).toMatchObject({
      message: ADMIN_MESSAGES.updated,
      credits: { bonusCredits: 35, bonusStoriesCreated: 1, monthlyCredits: 4, storiesCreated: 2 },
      changes: [{ field: 'bonusCredits', old: 30, new: 35 }],
    });
    expect(state.account).toMatchObject({ bonusCredits: 35, bonusStoriesCreated: 1, monthlyCreditsRemaining: 4, storiesCreated: 2 });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.set).toEqual(['bonusCredits']);
    expect(writes[0]!.held).toEqual(['bonusCredits']);
    expect(writes[0]!.adjustments).toEqual([{ creditType: 'bonus', delta: 5, counterDelta: 0, corrections: [{ field: 'bonusCredits', old: 30, new: 35 }] }]);
  });

  it('should refuse with the French 409 and write nothing when a value the form showed is no longer the account\'s', async () => {
    // Arrange: the form showed 29 bonus credits; a pack or a story has moved them to 30 since.
    const { ports, state, writes } = world(...ONE_STORY);

    // Act
    const attempt = setUserCredits(ports, ADMIN, { userId: PARENT.userId, bonusCredits: 40, expected: { bonusCredits: 29 } });

    // Assert
    await expect(attempt).rejects.toThrow(new ConflictError(ADMIN_MESSAGES.stale));
    expect(writes).toHaveLength(0);
    expect(state.account).toMatchObject({ bonusCredits: 30 });
  });

  it('should refuse with the French 409 when the value moves between the read and the write, instead of overwriting it', async () => {
    // Arrange: a story takes a bonus credit just before the admin's write.
    const { ports, state, writes, onWrite } = world(...ONE_STORY);
    onWrite(() => {
      if (state.account!.bonusCredits !== 30) return;
      state.account!.bonusCredits -= 1;
      state.account!.bonusStoriesCreated += 1;
    });

    // Act
    const attempt = setUserCredits(ports, ADMIN, { userId: PARENT.userId, bonusCredits: 40, expected: { bonusCredits: 30 } });

    // Assert
    await expect(attempt).rejects.toThrow(new ConflictError(ADMIN_MESSAGES.stale));
    expect(writes).toHaveLength(0);
    expect(state.account).toMatchObject({ bonusCredits: 29, bonusStoriesCreated: 2 });
  });

  it('should still write when only a number it does not change moved meanwhile', async () => {
    // Arrange: the form showed 0 monthly credits; a monthly grant arrives while the admin changes the bonus credits.
    const { ports, state, writes, onWrite } = world(...ONE_STORY);
    onWrite(() => void (state.account!.monthlyCreditsRemaining = 30));

    // Act
    const answer = await setUserCredits(ports, ADMIN, { userId: PARENT.userId, bonusCredits: 31, expected: { bonusCredits: 30 } });

    // Assert
    expect(answer.credits).toEqual({ bonusCredits: 31, bonusStoriesCreated: 1, monthlyCredits: 30, storiesCreated: 0 });
    expect(state.account).toMatchObject({ bonusCredits: 31, monthlyCreditsRemaining: 30 });
    expect(writes).toHaveLength(1);
  });

  it('should set a story counter alone through its counter adjustment, without touching the balance', async () => {
    // Arrange
    const { ports, state, writes } = world(...ONE_STORY);

    // Act
    await setUserCredits(ports, ADMIN, { userId: PARENT.userId, bonusStoriesCreated: 4, expected: { bonusStoriesCreated: 1 } });

    // Assert
    expect(writes[0]!.adjustments).toEqual([{ creditType: 'bonus', delta: 0, counterDelta: 3, corrections: [{ field: 'bonusStoriesCreated', old: 1, new: 4 }] }]);
    expect(accountTruth(state.ledger, state.stories)).toMatchObject({ bonusCredits: 30, bonusStoriesCreated: 4 });
    expect(state.account).toMatchObject({ bonusCredits: 30, bonusStoriesCreated: 4 });
  });

  it('should refuse in French a request that names no number, or sends shown values that are not counts', () => {
    // Act
    const empty = adminCreditsRequestSchema.safeParse({ userId: PARENT.userId, expected: { bonusCredits: 30 } });
    const badShown = adminCreditsRequestSchema.safeParse({ userId: PARENT.userId, bonusCredits: 3, expected: { bonusCredits: -1 } });

    // Assert
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([ADMIN_MESSAGES.nothingToChange]);
    expect(badShown.error?.issues.map((issue) => issue.message)).toEqual([ADMIN_MESSAGES.expectedInvalid]);
  });
});

describe('findParentsByEmail (the credit form\'s lookup)', () => {
  const PARENT_USER: DirectoryUser = { userId: PARENT.userId, email: 'parent@example.fr', signIn: 'password' };

  function lookup(users: DirectoryUser[], accounts: Account[]) {
    const asked: string[] = [];
    const ports: FindParentsPorts = {
      users: { findByEmail: async (email) => (asked.push(email), users) },
      accounts: { get: async (userId) => accounts.find((account) => account.userId === userId) },
    };
    return { ports, asked };
  }

  it("should answer each sign-in with the address with its account's four numbers, or null without an account", async () => {
    // Arrange
    const account = { ...newAccount(PARENT.userId, 'parent@example.fr', NOW.toISOString()), bonusCredits: 7, monthlyCreditsRemaining: 3, storiesCreated: 2, bonusStoriesCreated: 5 };
    const google: DirectoryUser = { userId: 'google-sub', email: 'parent@example.fr', signIn: 'google' };
    const { ports, asked } = lookup([PARENT_USER, google], [account]);

    // Act
    const answer = await findParentsByEmail(ports, ADMIN, { email: 'parent@example.fr' });

    // Assert
    expect(asked).toEqual(['parent@example.fr']);
    expect(adminParentLookupResponseSchema.parse(answer)).toEqual({
      parents: [
        { ...PARENT_USER, credits: { bonusCredits: 7, monthlyCredits: 3, storiesCreated: 2, bonusStoriesCreated: 5 } },
        { ...google, credits: null },
      ],
    });
  });

  it('should answer the French 404 for an address nobody signed in with, and the 403 to a parent before asking the pool', async () => {
    // Arrange
    const { ports, asked } = lookup([], []);

    // Act
    const unknown = findParentsByEmail(ports, ADMIN, { email: 'personne@example.fr' });
    const byParent = findParentsByEmail(ports, PARENT, { email: 'personne@example.fr' });

    // Assert
    await expect(unknown).rejects.toThrow(new NotFoundError(ADMIN_MESSAGES.parentNotFound));
    await expect(byParent).rejects.toThrow(new ForbiddenError(API_MESSAGES.adminOnly));
    expect(asked).toEqual(['personne@example.fr']);
  });

  it('should show no numbers for an account being deleted', async () => {
    // Arrange
    const account = { ...newAccount(PARENT.userId, 'parent@example.fr', NOW.toISOString()), deletingAt: NOW.toISOString() };
    const { ports } = lookup([PARENT_USER], [account]);

    // Act
    const answer = await findParentsByEmail(ports, ADMIN, { email: 'parent@example.fr' });

    // Assert
    expect(answer.parents[0]!.credits).toBeNull();
  });
});

describe("the user pool's search by e-mail", () => {
  /** A stand-in for the Cognito client: records each ListUsers filter and answers from a list of users. */
  function pool(users: { Username: string; Attributes: { Name: string; Value: string }[] }[]) {
    const filters: string[] = [];
    const client = {
      send: async (command: { input: { Filter?: string } }) => {
        const filter = command.input.Filter ?? '';
        filters.push(filter);
        const wanted = /^email = "(.*)"$/.exec(filter)?.[1];
        return { Users: users.filter((user) => user.Attributes.some((attribute) => attribute.Name === 'email' && attribute.Value === wanted)) };
      },
    };
    return { directory: createCognitoUserDirectory('pool-1', { client: client as never }), filters };
  }
  const user = (Username: string, sub: string, email: string, identities?: string) => ({
    Username,
    Attributes: [{ Name: 'sub', Value: sub }, { Name: 'email', Value: email }, ...(identities ? [{ Name: 'identities', Value: identities }] : [])],
  });

  it('should find the sign-ins by exact address, also in lower case, once each, telling a Google one apart', async () => {
    // Arrange
    const { directory, filters } = pool([user('u-1', 'sub-1', 'marie@example.fr'), user('Google_123', 'sub-2', 'marie@example.fr', '[{"providerName":"Google"}]'), user('u-3', 'sub-3', 'autre@example.fr')]);

    // Act
    const found = await directory.findByEmail('Marie@Example.fr');

    // Assert
    expect(filters).toEqual(['email = "Marie@Example.fr"', 'email = "marie@example.fr"']);
    expect(found).toEqual([
      { userId: 'sub-1', email: 'marie@example.fr', signIn: 'password' },
      { userId: 'sub-2', email: 'marie@example.fr', signIn: 'google' },
    ]);
  });

  it('should never send the pool a filter that a quote or a backslash could break out of', async () => {
    // Arrange
    const { directory, filters } = pool([user('u-1', 'sub-1', 'marie@example.fr')]);

    // Act
    const found = await Promise.all(['x" or email ^= "', 'a\\@b.fr'].map((email) => directory.findByEmail(email)));

    // Assert
    expect(found).toEqual([[], []]);
    expect(filters).toEqual([]);
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
