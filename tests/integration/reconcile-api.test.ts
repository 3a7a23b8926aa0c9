import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { newAccount, type Account } from '#core/accounts/account';
import { creditSummarySchema, type LedgerReason } from '#shared/credits';
import { ENV } from '#shared/environment';
import { API_MESSAGES } from '#shared/messages';
import {
  RECONCILE_MESSAGES,
  RECONCILE_ROUTES,
  fixCreditTypesResponseSchema,
  fixCreditsResponseSchema,
  recalculateResponseSchema,
  syncStoriesResponseSchema,
  syncSubscriptionResponseSchema,
} from '#shared/reconcile';
import type { CreditType } from '#shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

/**
 * The reconciliation calls against the twin. Drift is made by writing the tables directly (as a bug or a hand
 * edit would): the account item, ledger entries and story rows of a parent's own partition.
 */

interface LedgerLine {
  reason: LedgerReason;
  creditType: CreditType;
  delta: number;
  reference?: string;
}

interface StoryRow {
  storyId: string;
  creditType?: CreditType;
  status?: string;
  isDemo?: boolean;
  refunded?: boolean;
}

const db = documents();
/** Ids made in the same millisecond still sort in the order they were made: stories and entries read back in that order. */
const ulid = monotonicFactory();

/** Puts the parent's account item (a new account's fields with `fields` over them) and ledger entries, as they are given. */
/** The account and the whole ledger as the test says: the sign-up's own (the PostConfirmation trigger's) is replaced. */
async function arrangeAccount(parent: SignedInParent, fields: Partial<Account>, ledger: readonly LedgerLine[]): Promise<void> {
  const at = new Date().toISOString();
  const table = boundName(ENV.accountsTable);
  const { Items: opened = [] } = await db.send(
    new QueryCommand({ TableName: table, KeyConditionExpression: 'userId = :userId AND begins_with(sk, :ledger)', ExpressionAttributeValues: { ':userId': parent.sub, ':ledger': LEDGER_SK_PREFIX } }),
  );
  for (const line of opened) await db.send(new DeleteCommand({ TableName: table, Key: { userId: parent.sub, sk: line.sk } }));
  await db.send(new PutCommand({ TableName: boundName(ENV.accountsTable), Item: { ...newAccount(parent.sub, parent.email, at), ...fields, userId: parent.sub, sk: ACCOUNT_SK } }));
  for (const line of ledger) {
    await db.send(
      new PutCommand({
        TableName: boundName(ENV.accountsTable),
        Item: { userId: parent.sub, sk: `${LEDGER_SK_PREFIX}${ulid()}`, reference: null, createdAt: at, ...line },
      }),
    );
  }
}

async function putStories(parent: SignedInParent, rows: readonly StoryRow[]): Promise<void> {
  const at = new Date().toISOString();
  for (const row of rows) {
    await db.send(
      new PutCommand({
        TableName: boundName(ENV.storiesTable),
        Item: {
          userId: parent.sub,
          storyId: row.storyId,
          profileId: 'profile-1',
          title: 'Une histoire',
          content: 'Il était une fois…',
          moral: '',
          status: row.status ?? 'completed',
          isDemo: row.isDemo ?? false,
          createdAt: at,
          updatedAt: at,
          narrationRequested: false,
          ...(row.creditType ? { creditType: row.creditType } : {}),
          ...(row.refunded ? { refundedAt: at, failureReason: 'Échec' } : {}),
        },
      }),
    );
  }
}

async function partitionOf(parent: SignedInParent, table: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName: boundName(table), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parent.sub }, ConsistentRead: true }),
  );
  return Items;
}

/** Everything of a parent in the accounts and stories tables. */
async function everythingOf(parent: SignedInParent) {
  const accounts = await partitionOf(parent, ENV.accountsTable);
  return {
    account: accounts.find((item) => item.sk === ACCOUNT_SK) as (Account & { sk: string }) | undefined,
    ledger: accounts.filter((item) => String(item.sk).startsWith(LEDGER_SK_PREFIX)) as unknown as (LedgerLine & { sk: string; corrections?: unknown })[],
    stories: await partitionOf(parent, ENV.storiesTable),
  };
}

const post = (parent: SignedInParent, path: string, body?: unknown) =>
  api(path, { method: 'POST', token: parent.idToken, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });

const ledgerSum = (ledger: readonly LedgerLine[], creditType: CreditType) => ledger.filter((line) => line.creditType === creditType).reduce((sum, line) => sum + line.delta, 0);

/**
 * A subscribed parent who made a monthly story (M1), two bonus ones (B1 kept, B3 deleted with its profile:
 * its debit stays), a refunded one (B2) and a demo: the ledger says 29 monthly and 29 bonus credits, 1 monthly
 * and 2 bonus stories made. The account item says otherwise on all four numbers.
 */
async function arrangeDriftedParent(): Promise<{ parent: SignedInParent; ids: Record<'m1' | 'b1' | 'b2' | 'b3' | 'demo', string> }> {
  const parent = await signUpAndSignIn();
  const ids = { m1: ulid(), b1: ulid(), b2: ulid(), b3: ulid(), demo: ulid() };
  await arrangeAccount(parent, { planType: 'subscription', subscriptionStatus: 'active', monthlyCredits: 30, monthlyCreditsRemaining: 30, bonusCredits: 31, storiesCreated: 0, bonusStoriesCreated: 0 }, [
    { reason: 'grant_signup', creditType: 'bonus', delta: 1 },
    { reason: 'grant_pack', creditType: 'bonus', delta: 30, reference: 'cs_test_1' },
    { reason: 'grant_subscription', creditType: 'monthly', delta: 30, reference: 'in_test_1' },
    { reason: 'debit_story', creditType: 'monthly', delta: -1, reference: ids.m1 },
    { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: ids.b1 },
    { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: ids.b2 },
    { reason: 'refund_story', creditType: 'bonus', delta: 1, reference: ids.b2 },
    { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: ids.b3 },
  ]);
  await putStories(parent, [
    { storyId: ids.m1, creditType: 'monthly' },
    { storyId: ids.b1, creditType: 'bonus' },
    { storyId: ids.b2, creditType: 'bonus', status: 'failed', refunded: true },
    { storyId: ids.demo, creditType: 'bonus', isDemo: true },
  ]);
  return { parent, ids };
}

describe('the reconciliation calls on the local twin', () => {
  it("should create a new parent's account with an empty body and count no story", async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await post(parent, RECONCILE_ROUTES.syncStories);

    // Assert
    expect(response.status).toBe(200);
    expect(syncStoriesResponseSchema.parse(await response.json())).toEqual({ monthly_count: 0, bonus_count: 0, changes: [] });
    const { account, ledger } = await everythingOf(parent);
    expect(account).toMatchObject({ bonusCredits: 1, storiesCreated: 0, bonusStoriesCreated: 0 });
    expect(ledger.map((line) => line.reason)).toEqual(['grant_signup']);
  });

  it('should repair the counters, then the balances, from the ledger and the stories, then report nothing the second time', async () => {
    // Arrange
    const { parent } = await arrangeDriftedParent();

    // Act
    const sync = syncStoriesResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.syncStories, { user_id: parent.sub })).json());
    const fix = fixCreditsResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.fixCredits, { user_id: parent.sub, fix_stories_count: true, reset_stories: true })).json());
    const fixAgain = fixCreditsResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.fixCredits, { user_id: parent.sub })).json());
    const recalculateAgain = recalculateResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.recalculate, { user_id_param: parent.sub })).json());

    // Assert
    expect(sync).toEqual({
      monthly_count: 1,
      bonus_count: 2,
      changes: [
        { field: 'storiesCreated', old: 0, new: 1 },
        { field: 'bonusStoriesCreated', old: 0, new: 2 },
      ],
    });
    expect(fix).toEqual({
      success: true,
      message: RECONCILE_MESSAGES.updated,
      stories_created: { changed: false, old: 3, new: 3 },
      old_value: 30,
      new_value: 29,
      changes: [
        { field: 'monthlyCreditsRemaining', old: 30, new: 29 },
        { field: 'bonusCredits', old: 31, new: 29 },
      ],
    });
    expect(fixAgain).toMatchObject({ success: true, message: RECONCILE_MESSAGES.nothingToFix, old_value: 29, new_value: 29, changes: [] });
    expect(recalculateAgain).toEqual({ success: true, monthly_count: 1, bonus_count: 2, changes: [] });

    const { account, ledger } = await everythingOf(parent);
    expect(account).toMatchObject({ monthlyCreditsRemaining: 29, bonusCredits: 29, storiesCreated: 1, bonusStoriesCreated: 2 });
    const reconciliations = ledger.filter((line) => line.reason === 'reconciliation');
    expect(reconciliations.map((line) => [line.creditType, line.delta, line.reference])).toEqual(
      expect.arrayContaining([
        ['monthly', 0, 'force_sync_stories'],
        ['bonus', 0, 'force_sync_stories'],
        ['monthly', 0, 'fix_monthly_credits'],
        ['bonus', 0, 'fix_monthly_credits'],
      ]),
    );
    expect(reconciliations).toHaveLength(4);
    expect(reconciliations.find((line) => line.reference === 'fix_monthly_credits' && line.creditType === 'bonus')?.corrections).toEqual([{ field: 'bonusCredits', old: 31, new: 29 }]);
    expect([ledgerSum(ledger, 'monthly'), ledgerSum(ledger, 'bonus')]).toEqual([account!.monthlyCreditsRemaining, account!.bonusCredits]);
    const summary = creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json());
    expect(summary).toMatchObject({ storiesLeft: 58, bonusStories: 29, storiesCreated: 1, bonusStoriesCreated: 2, totalStoriesCreated: 3 });
  });

  it("should give each story its debit's credit type, once", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const [wrong, missing, right] = [ulid(), ulid(), ulid()];
    await arrangeAccount(parent, { bonusCredits: 0, bonusStoriesCreated: 3 }, [
      { reason: 'grant_signup', creditType: 'bonus', delta: 1 },
      { reason: 'grant_pack', creditType: 'bonus', delta: 2, reference: 'cs_test_2' },
      { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: wrong },
      { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: missing },
      { reason: 'debit_story', creditType: 'bonus', delta: -1, reference: right },
    ]);
    await putStories(parent, [{ storyId: wrong, creditType: 'monthly' }, { storyId: missing }, { storyId: right, creditType: 'bonus' }]);

    // Act
    const first = fixCreditTypesResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.fixCreditTypes, { user_id: parent.sub })).json());
    const second = fixCreditTypesResponseSchema.parse(await (await post(parent, RECONCILE_ROUTES.fixCreditTypes)).json());

    // Assert
    expect(first).toEqual({
      updated_stories_count: 2,
      message: RECONCILE_MESSAGES.updated,
      changes: [
        { field: 'creditType', storyId: wrong, old: 'monthly', new: 'bonus' },
        { field: 'creditType', storyId: missing, old: null, new: 'bonus' },
      ],
    });
    expect(second).toEqual({ updated_stories_count: 0, message: RECONCILE_MESSAGES.noStoryToFix, changes: [] });
    const { stories, ledger } = await everythingOf(parent);
    expect(stories.map((story) => story.creditType)).toEqual(['bonus', 'bonus', 'bonus']);
    expect(ledger.filter((line) => line.reason === 'reconciliation').map((line) => line.reference)).toEqual([wrong, missing]);
  });

  it("should refuse with a French 403 a body naming another parent, and leave both parents' data as it was", async () => {
    // Arrange
    const { parent: other } = await arrangeDriftedParent();
    const caller = await signUpAndSignIn();
    await post(caller, RECONCILE_ROUTES.syncStories);
    const [otherBefore, callerBefore] = [await everythingOf(other), await everythingOf(caller)];

    // Act
    const responses = await Promise.all([
      post(caller, RECONCILE_ROUTES.fixCredits, { user_id: other.sub, fix_stories_count: true }),
      post(caller, RECONCILE_ROUTES.recalculate, { user_id_param: other.sub }),
      post(caller, RECONCILE_ROUTES.syncStories, { user_id: other.sub }),
      post(caller, RECONCILE_ROUTES.fixCreditTypes, { user_id: other.sub }),
    ]);

    // Assert
    expect(responses.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(await responses[0]!.json()).toEqual({ message: RECONCILE_MESSAGES.otherAccount });
    expect(await everythingOf(other)).toEqual(otherBefore);
    expect(await everythingOf(caller)).toEqual(callerBefore);
  });

  it("should repair only the caller's own account when another parent's has drifted too", async () => {
    // Arrange
    const { parent: other } = await arrangeDriftedParent();
    const { parent: caller } = await arrangeDriftedParent();
    const otherBefore = await everythingOf(other);

    // Act
    for (const path of [RECONCILE_ROUTES.syncStories, RECONCILE_ROUTES.fixCredits, RECONCILE_ROUTES.recalculate, RECONCILE_ROUTES.fixCreditTypes]) {
      expect((await post(caller, path)).status).toBe(200);
    }

    // Assert
    expect(await everythingOf(other)).toEqual(otherBefore);
    expect((await everythingOf(caller)).account).toMatchObject({ monthlyCreditsRemaining: 29, bonusCredits: 29, storiesCreated: 1, bonusStoriesCreated: 2 });
  });

  it('should repair once however many fix calls race, and keep the ledger explaining the balances', async () => {
    // Arrange
    const { parent } = await arrangeDriftedParent();

    // Act
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(parent, RECONCILE_ROUTES.fixCredits)));

    // Assert
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
    const answers = await Promise.all(responses.map(async (response) => fixCreditsResponseSchema.parse(await response.json())));
    expect(answers.filter((answer) => answer.changes.length > 0)).toHaveLength(1);
    const { account, ledger } = await everythingOf(parent);
    expect(ledger.filter((line) => line.reason === 'reconciliation')).toHaveLength(2);
    expect(account).toMatchObject({ monthlyCreditsRemaining: 29, bonusCredits: 29, storiesCreated: 1, bonusStoriesCreated: 2 });
    expect([ledgerSum(ledger, 'monthly'), ledgerSum(ledger, 'bonus')]).toEqual([29, 29]);
  });

  it('should answer the subscription sync of a parent without a subscription with the free plan and no change', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await post(parent, RECONCILE_ROUTES.syncSubscription, { user_id: parent.sub, email: parent.email, force_sync: true, reset_counter: true });

    // Assert
    expect(response.status).toBe(200);
    expect(syncSubscriptionResponseSchema.parse(await response.json())).toEqual({ success: true, plan_type: 'free', changes: [] });
  });

  it('should answer 401 without a token and 400 in French to a malformed body', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const anonymous = await api(RECONCILE_ROUTES.fixCredits, { method: 'POST' });
    const malformed = await post(parent, RECONCILE_ROUTES.fixCredits, { fix_credit_types: 'oui' });

    // Assert
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: API_MESSAGES.unauthorized });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).not.toMatch(/expected|invalid input/i);
  });
});
