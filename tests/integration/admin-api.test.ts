import { AdminAddUserToGroupCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_CREDIT_LABELS,
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  adminCreditsResponseSchema,
  adminParentLookupResponseSchema,
  autoSyncResponseSchema,
  type AdminCredits,
  type AdminCreditsRequest,
} from '#shared/admin';
import { ADMINS_GROUP } from '#shared/auth';
import { creditSummarySchema } from '#shared/credits';
import { ENV } from '#shared/environment';
import { API_MESSAGES } from '#shared/messages';
import { RECONCILE_MESSAGES, RECONCILE_ROUTES, fixCreditsResponseSchema, recalculateResponseSchema, syncStoriesResponseSchema, syncSubscriptionResponseSchema } from '#shared/reconcile';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { boundName, documents } from './support/aws';
import { api, cognitoClient, signUpAndSignIn, type SignedInParent } from './support/parents';

/**
 * The operators' calls of /AdminSync against the twin: an admin is a parent put in the `admins` group of the
 * twin's Cognito (AdminAddUserToGroup, as `npm run admin` does), whose next tokens carry `cognito:groups`.
 */

const db = documents();
const ulid = monotonicFactory();

/** Puts a signed-up parent in the group, then refreshes their tokens (the group is a claim of the tokens minted after). */
async function promoteToAdmin(parent: SignedInParent & { refreshToken: string }): Promise<SignedInParent> {
  const cognito = cognitoClient();
  try {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: inject('userPoolId'), Username: parent.email, GroupName: ADMINS_GROUP }));
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: parent.refreshToken } }),
    );
    return { ...parent, idToken: AuthenticationResult!.IdToken!, accessToken: AuthenticationResult!.AccessToken! };
  } finally {
    cognito.destroy();
  }
}

/** A new parent, signed in, with the refresh token a real session keeps. */
async function parentWithRefreshToken(): Promise<SignedInParent & { refreshToken: string }> {
  const parent = await signUpAndSignIn();
  const cognito = cognitoClient();
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: 'secret1' } }),
    );
    return { ...parent, idToken: AuthenticationResult!.IdToken!, refreshToken: AuthenticationResult!.RefreshToken! };
  } finally {
    cognito.destroy();
  }
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

const post = (caller: SignedInParent, path: string, body: unknown) =>
  api(path, { method: 'POST', token: caller.idToken, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** The parent's credit summary, which also creates their account on the first read (as the app's first page does). */
async function creditsOf(parent: SignedInParent) {
  return creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json());
}

interface LedgerItem {
  sk: string;
  reason: string;
  creditType: 'monthly' | 'bonus';
  delta: number;
  counterDelta?: number;
  reference: string | null;
  adminUserId?: string;
  corrections?: unknown;
}

async function ledgerOf(parent: SignedInParent): Promise<LedgerItem[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: boundName(ENV.accountsTable),
      KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':userId': parent.sub, ':prefix': LEDGER_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return Items as LedgerItem[];
}

const sum = (ledger: readonly LedgerItem[], creditType: 'monthly' | 'bonus') => ledger.filter((line) => line.creditType === creditType).reduce((total, line) => total + line.delta, 0);

/**
 * A parent who made one bonus story (its row and its debit, as the story transaction writes them) after buying
 * a pack of 30: 30 bonus credits left, 1 bonus story made.
 */
async function parentWithOneStory(): Promise<SignedInParent> {
  const parent = await signUpAndSignIn();
  await creditsOf(parent);
  const at = new Date().toISOString();
  const storyId = ulid();
  const table = boundName(ENV.accountsTable);
  await db.send(new PutCommand({ TableName: table, Item: { userId: parent.sub, sk: `${LEDGER_SK_PREFIX}${ulid()}`, reason: 'grant_pack', creditType: 'bonus', delta: 30, reference: 'cs_test_admin', createdAt: at } }));
  await db.send(new PutCommand({ TableName: table, Item: { userId: parent.sub, sk: `${LEDGER_SK_PREFIX}${ulid()}`, reason: 'debit_story', creditType: 'bonus', delta: -1, reference: storyId, createdAt: at } }));
  const { Items: [account] = [] } = await db.send(
    new QueryCommand({ TableName: table, KeyConditionExpression: 'userId = :userId AND sk = :sk', ExpressionAttributeValues: { ':userId': parent.sub, ':sk': ACCOUNT_SK }, ConsistentRead: true }),
  );
  await db.send(new PutCommand({ TableName: table, Item: { ...account, bonusCredits: 30, bonusStoriesCreated: 1 } }));
  await db.send(
    new PutCommand({
      TableName: boundName(ENV.storiesTable),
      Item: { userId: parent.sub, storyId, profileId: 'profile-1', title: 'Une histoire', content: 'Il était une fois…', moral: '', status: 'completed', isDemo: false, creditType: 'bonus', createdAt: at, updatedAt: at, narrationRequested: false },
    }),
  );
  return parent;
}

describe('the admin calls on the local twin', () => {
  let admin: SignedInParent;

  beforeAll(async () => {
    admin = await promoteToAdmin(await parentWithRefreshToken());
  });

  afterAll(() => db.destroy());

  it("should carry the admins group in the tokens refreshed after the parent joined it, and not before", async () => {
    // Arrange
    const parent = await parentWithRefreshToken();
    const before = claimsOf(parent.idToken)['cognito:groups'];

    // Act
    const promoted = await promoteToAdmin(parent);

    // Assert
    expect(before).toBeUndefined();
    expect(claimsOf(promoted.idToken)['cognito:groups']).toEqual([ADMINS_GROUP]);
    expect(claimsOf(promoted.accessToken)['cognito:groups']).toEqual([ADMINS_GROUP]);
  });

  it('should refuse every admin call to a parent outside the group with the French 403, whatever the body, and change nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const other = await signUpAndSignIn();
    const otherBefore = await creditsOf(other);
    const request: AdminCreditsRequest = { userId: other.sub, storiesCreated: 9, bonusStoriesCreated: 9, monthlyCredits: 9, bonusCredits: 99 };

    // Act
    const responses = [
      await post(parent, ADMIN_ROUTES.credits, request),
      await post(parent, ADMIN_ROUTES.credits, { userId: '', bonusCredits: -1 }),
      await post(parent, ADMIN_ROUTES.parentLookup, { email: other.email }),
      await api(ADMIN_ROUTES.autoSync, { token: parent.idToken }),
      await post(parent, ADMIN_ROUTES.autoSync, { enable: false }),
    ];

    // Assert
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: API_MESSAGES.adminOnly });
    }
    expect(await creditsOf(other)).toEqual(otherBefore);
    expect((await ledgerOf(other)).map((line) => line.reason)).toEqual(['grant_signup']);
  });

  it('should answer a bad body from an admin with a French 400 naming the field', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const valid: AdminCreditsRequest = { userId: parent.sub, storiesCreated: 0, bonusStoriesCreated: 0, monthlyCredits: 0, bonusCredits: 1 };

    // Act
    const cases = [
      [{ ...valid, bonusCredits: -1 }, ADMIN_MESSAGES.count(ADMIN_CREDIT_LABELS.bonusCredits)],
      [{ ...valid, storiesCreated: 1.5 }, ADMIN_MESSAGES.count(ADMIN_CREDIT_LABELS.storiesCreated)],
      [{ ...valid, monthlyCredits: '3' }, ADMIN_MESSAGES.count(ADMIN_CREDIT_LABELS.monthlyCredits)],
      [{ ...valid, userId: '' }, ADMIN_MESSAGES.userIdRequired],
      [{ ...valid, userId: 'x" OR 1=1' }, ADMIN_MESSAGES.userIdInvalid],
      [{ userId: parent.sub, expected: { bonusCredits: 1 } }, ADMIN_MESSAGES.nothingToChange],
      [{ userId: parent.sub, bonusCredits: 2, expected: { bonusCredits: 'un' } }, ADMIN_MESSAGES.expectedInvalid],
    ] as const;
    const answers = await Promise.all(cases.map(async ([body]) => post(admin, ADMIN_ROUTES.credits, body)));
    const lookups = [
      [{ email: '' }, ADMIN_MESSAGES.emailRequired],
      [{ email: 'x" or email ^= "' }, ADMIN_MESSAGES.emailInvalid],
      [{}, ADMIN_MESSAGES.emailRequired],
    ] as const;
    const lookupAnswers = await Promise.all(lookups.map(async ([body]) => post(admin, ADMIN_ROUTES.parentLookup, body)));
    const autoSync = await post(admin, ADMIN_ROUTES.autoSync, { enable: 'oui' });

    // Assert
    for (const [index, response] of answers.entries()) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: cases[index]![1] });
    }
    for (const [index, response] of lookupAnswers.entries()) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: lookups[index]![1] });
    }
    expect(autoSync.status).toBe(400);
    expect(await autoSync.json()).toEqual({ message: ADMIN_MESSAGES.enableRequired });
  });

  it("should set another parent's credits with one ledger entry per kind naming the admin, so the ledger explains the balances", async () => {
    // Arrange
    const parent = await parentWithOneStory();
    const request: AdminCreditsRequest = { userId: parent.sub, storiesCreated: 4, bonusStoriesCreated: 6, monthlyCredits: 12, bonusCredits: 50 };

    // Act
    const response = await post(admin, ADMIN_ROUTES.credits, request);

    // Assert
    expect(response.status).toBe(200);
    expect(adminCreditsResponseSchema.parse(await response.json())).toEqual({
      success: true,
      message: ADMIN_MESSAGES.updated,
      userId: parent.sub,
      credits: { storiesCreated: 4, bonusStoriesCreated: 6, monthlyCredits: 12, bonusCredits: 50 },
      changes: [
        { field: 'monthlyCreditsRemaining', old: 0, new: 12 },
        { field: 'bonusCredits', old: 30, new: 50 },
        { field: 'storiesCreated', old: 0, new: 4 },
        { field: 'bonusStoriesCreated', old: 1, new: 6 },
      ],
    });
    const ledger = await ledgerOf(parent);
    const adjustments = ledger.filter((line) => line.reason === 'admin_adjustment');
    expect(adjustments.map(({ creditType, delta, counterDelta, reference, adminUserId }) => ({ creditType, delta, counterDelta, reference, adminUserId }))).toEqual([
      { creditType: 'monthly', delta: 12, counterDelta: 4, reference: 'manual_update_user_credits', adminUserId: admin.sub },
      { creditType: 'bonus', delta: 20, counterDelta: 5, reference: 'manual_update_user_credits', adminUserId: admin.sub },
    ]);
    expect(adjustments[1]!.corrections).toEqual([
      { field: 'bonusCredits', old: 30, new: 50 },
      { field: 'bonusStoriesCreated', old: 1, new: 6 },
    ]);
    expect([sum(ledger, 'monthly'), sum(ledger, 'bonus')]).toEqual([12, 50]);
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 50, monthlyCreditsRemaining: 12, storiesCreated: 4, bonusStoriesCreated: 6, totalStoriesCreated: 10 });
  });

  it("should keep the admin's numbers through the parent's later reconciliations", async () => {
    // Arrange
    const parent = await parentWithOneStory();
    await post(admin, ADMIN_ROUTES.credits, { userId: parent.sub, storiesCreated: 2, bonusStoriesCreated: 0, monthlyCredits: 7, bonusCredits: 3 } satisfies AdminCreditsRequest);

    // Act
    const sync = syncStoriesResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.syncStories, {})).json());
    const fix = fixCreditsResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.fixCredits, { fix_credit_types: true })).json());
    const recalculate = recalculateResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.recalculate, {})).json());

    // Assert
    expect(sync).toEqual({ monthly_count: 2, bonus_count: 0, changes: [] });
    expect(fix).toMatchObject({ success: true, message: RECONCILE_MESSAGES.nothingToFix, old_value: 7, new_value: 7, changes: [] });
    expect(recalculate).toEqual({ success: true, monthly_count: 2, bonus_count: 0, changes: [] });
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 3, monthlyCreditsRemaining: 7, storiesCreated: 2, bonusStoriesCreated: 0 });
  });

  it("should change another parent's account only through the admin route", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const other = await signUpAndSignIn();
    await creditsOf(other);

    // Act
    const byParent = await post(parent, RECONCILE_ROUTES.fixCredits, { user_id: other.sub });
    const byAdminThroughReconcile = await post(admin, RECONCILE_ROUTES.fixCredits, { user_id: other.sub });
    const byAdmin = await post(admin, ADMIN_ROUTES.credits, { userId: other.sub, storiesCreated: 0, bonusStoriesCreated: 0, monthlyCredits: 0, bonusCredits: 2 } satisfies AdminCreditsRequest);

    // Assert
    expect(byParent.status).toBe(403);
    expect(await byParent.json()).toEqual({ message: RECONCILE_MESSAGES.otherAccount });
    expect(byAdminThroughReconcile.status).toBe(403);
    expect(byAdmin.status).toBe(200);
    expect(await creditsOf(other)).toMatchObject({ bonusStories: 2 });
  });

  it('should answer 404 in French for an id with no account, and write nothing the second time the same numbers are set', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    await creditsOf(parent);
    const request: AdminCreditsRequest = { userId: parent.sub, storiesCreated: 0, bonusStoriesCreated: 0, monthlyCredits: 0, bonusCredits: 5 };
    await post(admin, ADMIN_ROUTES.credits, request);

    // Act
    const unknown = await post(admin, ADMIN_ROUTES.credits, { ...request, userId: 'no-such-parent' });
    const again = adminCreditsResponseSchema.parse(await (await post(admin, ADMIN_ROUTES.credits, request)).json());

    // Assert
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ADMIN_MESSAGES.accountNotFound });
    expect(again).toMatchObject({ success: true, message: ADMIN_MESSAGES.unchanged, changes: [] });
    expect((await ledgerOf(parent)).filter((line) => line.reason === 'admin_adjustment')).toHaveLength(1);
  });

  it('should find a parent by e-mail, whatever its capitals, with that parent\'s four numbers, and answer 404 in French for an unknown address', async () => {
    // Arrange
    const parent = await parentWithOneStory();

    // Act
    const found = await post(admin, ADMIN_ROUTES.parentLookup, { email: parent.email.toUpperCase() });
    const unknown = await post(admin, ADMIN_ROUTES.parentLookup, { email: `personne-${ulid()}@example.fr` });

    // Assert
    expect(found.status).toBe(200);
    expect(adminParentLookupResponseSchema.parse(await found.json())).toEqual({
      parents: [{ userId: parent.sub, email: parent.email, signIn: 'password', credits: { bonusCredits: 30, bonusStoriesCreated: 1, monthlyCredits: 0, storiesCreated: 0 } }],
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ADMIN_MESSAGES.parentNotFound });
  });

  it("should change one number of another parent found by e-mail, leave their three others and the admin's own account as they were, with one ledger entry naming the admin", async () => {
    // Arrange: the admin's own account has numbers of its own, which the old form used to write onto the parent.
    const parent = await parentWithOneStory();
    const adminBefore = await creditsOf(admin);
    const adminLedgerBefore = await ledgerOf(admin);
    const [shown] = adminParentLookupResponseSchema.parse(await (await post(admin, ADMIN_ROUTES.parentLookup, { email: parent.email })).json()).parents;

    // Act
    const response = await post(admin, ADMIN_ROUTES.credits, { userId: shown!.userId, bonusCredits: 45, expected: { bonusCredits: shown!.credits!.bonusCredits } });

    // Assert
    expect(response.status).toBe(200);
    expect(adminCreditsResponseSchema.parse(await response.json())).toEqual({
      success: true,
      message: ADMIN_MESSAGES.updated,
      userId: parent.sub,
      credits: { bonusCredits: 45, bonusStoriesCreated: 1, monthlyCredits: 0, storiesCreated: 0 } satisfies AdminCredits,
      changes: [{ field: 'bonusCredits', old: 30, new: 45 }],
    });
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 45, bonusStoriesCreated: 1, monthlyCreditsRemaining: 0, storiesCreated: 0 });
    const adjustments = (await ledgerOf(parent)).filter((line) => line.reason === 'admin_adjustment');
    expect(adjustments.map(({ creditType, delta, counterDelta, adminUserId, corrections }) => ({ creditType, delta, counterDelta, adminUserId, corrections }))).toEqual([
      { creditType: 'bonus', delta: 15, counterDelta: 0, adminUserId: admin.sub, corrections: [{ field: 'bonusCredits', old: 30, new: 45 }] },
    ]);
    expect(await creditsOf(admin)).toEqual(adminBefore);
    expect(await ledgerOf(admin)).toEqual(adminLedgerBefore);
  });

  it('should refuse with the French 409 a change made on values that moved since they were shown, and write nothing', async () => {
    // Arrange: the form shows the parent's numbers, then a pack of 10 arrives (its entry and the account, as the webhook writes them).
    const parent = await parentWithOneStory();
    const [shown] = adminParentLookupResponseSchema.parse(await (await post(admin, ADMIN_ROUTES.parentLookup, { email: parent.email })).json()).parents;
    const table = boundName(ENV.accountsTable);
    await db.send(new PutCommand({ TableName: table, Item: { userId: parent.sub, sk: `${LEDGER_SK_PREFIX}${ulid()}`, reason: 'grant_pack', creditType: 'bonus', delta: 10, reference: 'cs_test_moved', createdAt: new Date().toISOString() } }));
    const { Items: [account] = [] } = await db.send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'userId = :userId AND sk = :sk', ExpressionAttributeValues: { ':userId': parent.sub, ':sk': ACCOUNT_SK }, ConsistentRead: true }),
    );
    await db.send(new PutCommand({ TableName: table, Item: { ...account, bonusCredits: 40 } }));

    // Act
    const response = await post(admin, ADMIN_ROUTES.credits, { userId: parent.sub, bonusCredits: 35, expected: { bonusCredits: shown!.credits!.bonusCredits } });

    // Assert
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: ADMIN_MESSAGES.stale });
    expect(await creditsOf(parent)).toMatchObject({ bonusStories: 40 });
    expect((await ledgerOf(parent)).filter((line) => line.reason === 'admin_adjustment')).toEqual([]);
  });

  it('should let only one of two admins who saw the same values change them at the same moment; the other gets the French 409', async () => {
    // Arrange
    const parent = await parentWithOneStory();
    const secondAdmin = await promoteToAdmin(await parentWithRefreshToken());

    // Act
    const responses = await Promise.all([
      post(admin, ADMIN_ROUTES.credits, { userId: parent.sub, bonusCredits: 11, expected: { bonusCredits: 30 } }),
      post(secondAdmin, ADMIN_ROUTES.credits, { userId: parent.sub, bonusCredits: 22, expected: { bonusCredits: 30 } }),
    ]);

    // Assert
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await refused.json()).toEqual({ message: ADMIN_MESSAGES.stale });
    const winner = adminCreditsResponseSchema.parse(await responses.find((response) => response.status === 200)!.json());
    const ledger = await ledgerOf(parent);
    expect(ledger.filter((line) => line.reason === 'admin_adjustment')).toHaveLength(1);
    expect((await creditsOf(parent)).bonusStories).toBe(winner.credits.bonusCredits);
    expect(sum(ledger, 'bonus')).toBe(winner.credits.bonusCredits);
  });

  it('should store the auto-sync setting with the admin who set it, and read it back', async () => {
    // Act
    const off = autoSyncResponseSchema.parse(await (await post(admin, ADMIN_ROUTES.autoSync, { enable: false })).json());
    const readOff = autoSyncResponseSchema.parse(await (await api(ADMIN_ROUTES.autoSync, { token: admin.idToken })).json());
    const on = autoSyncResponseSchema.parse(await (await post(admin, ADMIN_ROUTES.autoSync, { enable: true })).json());

    // Assert
    expect(off).toMatchObject({ enabled: false, message: ADMIN_MESSAGES.autoSyncDisabled, updatedBy: admin.sub });
    expect(readOff).toEqual(off);
    expect(on).toMatchObject({ enabled: true, message: ADMIN_MESSAGES.autoSyncEnabled, updatedBy: admin.sub });
  });

  it("should skip a parent's automatic subscription sync while an admin has turned auto-sync off, and still sync their click", async () => {
    // Arrange: a parent whose account names a subscription the payment provider does not know (asking it answers success: false).
    const parent = await signUpAndSignIn();
    await creditsOf(parent);
    const table = boundName(ENV.accountsTable);
    const { Items: [account] = [] } = await db.send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'userId = :userId AND sk = :sk', ExpressionAttributeValues: { ':userId': parent.sub, ':sk': ACCOUNT_SK }, ConsistentRead: true }),
    );
    await db.send(new PutCommand({ TableName: table, Item: { ...account, stripeSubscriptionId: `sub_unknown_${ulid()}` } }));
    const sync = { force_sync: true, reset_counter: true };
    expect((await post(admin, ADMIN_ROUTES.autoSync, { enable: false })).status).toBe(200);
    try {
      // Act
      const automatic = await post(parent, RECONCILE_ROUTES.syncSubscription, { ...sync, automatic: true });
      const clicked = await post(parent, RECONCILE_ROUTES.syncSubscription, sync);

      // Assert: the automatic call never reached the provider; the click did.
      expect(automatic.status).toBe(200);
      expect(syncSubscriptionResponseSchema.parse(await automatic.json())).toEqual({ success: true, plan_type: 'free', changes: [], skipped: true });
      expect(clicked.status).toBe(200);
      expect(syncSubscriptionResponseSchema.parse(await clicked.json())).toEqual({ success: false, plan_type: 'free', changes: [] });
    } finally {
      // The setting is product-wide: on again for every other test.
      expect((await post(admin, ADMIN_ROUTES.autoSync, { enable: true })).status).toBe(200);
    }
  });
});
