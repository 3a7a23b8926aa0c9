import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '#core/accounts/account';
import type { Caller } from '#core/caller';
import { CONFLICT_RETRY_POLICY } from '#core/credits/retry-on-conflict';
import { ConflictError, NotFoundError, PaymentRequiredError, ServiceUnavailableError, ValidationError } from '#core/errors';
import { logger } from '#core/logger';
import { CREATE_STORY_MESSAGES, createStory, type CreateStoryPorts } from '#core/stories/create-story';
import type { PipelineInput } from '#core/stories/story';
import { STORY_MESSAGES, type CreateStoryCommand, type FrameField } from '#shared/stories';
import { declineMessage, FakeFrameReader, HAND_MADE_FRAME } from './support/fake-frame-reader';
import { FakeModerator, refusalMessage } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryProfiles, LEA, profileOf } from './support/in-memory-profiles';
import { InMemoryStories } from './support/in-memory-stories';

const PARENT: Caller = { userId: 'parent-1', email: 'parent@example.com', isAdmin: false };
const PROFILE_ID = '01JD0000000000000000000001';
const NOW = new Date('2026-11-25T10:00:00.000Z');
const COMMAND: CreateStoryCommand = {
  profileId: PROFILE_ID,
  mainCharacter: 'un robot',
  setting: 'la forêt',
  scenario: 'retrouver une étoile',
  emotions: ['la joie', 'le courage'],
  values: ["l'amitié"],
  narration: false,
};

const SUBSCRIBED: Partial<Account> = { planType: 'subscription', subscriptionStatus: 'active', monthlyCredits: 30 };

/**
 * The parent's profiles, account, stories and pipeline, all in memory: the credit transaction takes the
 * balance of the same account the use case reads, and sees the same profiles. `account` opens the
 * parent's account with these fields (none: the parent has never read their credits yet).
 */
function world(options: { account?: Partial<Account>; moderator?: FakeModerator; frames?: FakeFrameReader; pipelineFails?: boolean } = {}) {
  const profiles = new InMemoryProfiles();
  profiles.put(PARENT.userId, profileOf(PROFILE_ID));
  const accounts = new InMemoryAccounts();
  if (options.account) accounts.open(PARENT.userId, options.account);
  const stories = new InMemoryStories();
  const credits = new InMemoryCredits(stories, accounts, (userId, profileId) => profiles.has(userId, profileId));
  const moderator = options.moderator ?? new FakeModerator();
  const frames = options.frames ?? new FakeFrameReader();
  const started: PipelineInput[] = [];
  const sleeps: number[] = [];
  const ports: CreateStoryPorts = {
    profiles,
    accounts,
    credits,
    moderator,
    frames,
    pipeline: {
      start: async (input) => {
        if (options.pipelineFails) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
        started.push(input);
      },
    },
    now: () => NOW,
    sleep: async (ms) => void sleeps.push(ms),
  };
  const ledgerReasons = () => accounts.ledger.map(({ reason, creditType, delta }) => `${reason} ${creditType} ${delta}`);
  return { ports, profiles, accounts, stories, credits, moderator, frames, started, sleeps, ledgerReasons };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createStory: which credit pays', () => {
  it.each(['active', 'trialing'] as const)('should take a monthly credit first while the subscription is %s, and leave the bonus credits alone', async (subscriptionStatus) => {
    // Arrange
    const { ports, accounts, stories, ledgerReasons } = world({ account: { ...SUBSCRIBED, subscriptionStatus, monthlyCreditsRemaining: 3, bonusCredits: 2 } });

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(stories.rows.get(id)).toMatchObject({ creditType: 'monthly', status: 'draft' });
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ monthlyCreditsRemaining: 2, storiesCreated: 1, bonusCredits: 2, bonusStoriesCreated: 0 });
    expect(ledgerReasons()).toEqual(['grant_signup bonus 2', 'grant_subscription monthly 3', 'debit_story monthly -1']);
    expect(accounts.ledger.at(-1)).toMatchObject({ reference: id, createdAt: NOW.toISOString() });
  });

  it.each<[string, Partial<Account>]>([
    ['the parent has no subscription', { bonusCredits: 2 }],
    ['the subscription is past due, whatever monthly credits are left', { ...SUBSCRIBED, subscriptionStatus: 'past_due', monthlyCreditsRemaining: 5, bonusCredits: 2 }],
    ['the subscription was cancelled', { ...SUBSCRIBED, subscriptionStatus: 'canceled', monthlyCreditsRemaining: 5, bonusCredits: 2 }],
    ['the active subscription has no monthly credit left', { ...SUBSCRIBED, monthlyCreditsRemaining: 0, bonusCredits: 2 }],
  ])('should take a bonus credit when %s', async (_, account) => {
    // Arrange
    const { ports, accounts, stories } = world({ account });

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(stories.rows.get(id)?.creditType).toBe('bonus');
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ bonusCredits: 1, bonusStoriesCreated: 1, storiesCreated: 0, monthlyCreditsRemaining: account.monthlyCreditsRemaining ?? 0 });
  });

  it('should open the account of a parent who never read their credits, with its sign-up credit, and spend that credit', async () => {
    // Arrange
    const { ports, accounts, stories, ledgerReasons } = world();

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(stories.rows.get(id)?.creditType).toBe('bonus');
    expect(accounts.creations).toEqual([{ userId: PARENT.userId, email: 'parent@example.com', now: NOW }]);
    expect(ledgerReasons()).toEqual(['grant_signup bonus 1', 'debit_story bonus -1']);
    expect(accounts.balance(PARENT.userId, 'bonus')).toBe(0);
  });

  it('should read the balance consistently before every try: a stale read would pick a credit that is gone', async () => {
    // Arrange
    const { ports, accounts, credits } = world({ account: { bonusCredits: 1 } });
    credits.conflicts.createWithDebit = 2;

    // Act
    await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(accounts.reads).toEqual(Array.from({ length: 3 }, () => ({ userId: PARENT.userId, consistent: true })));
  });
});

describe('createStory: the story it creates and starts', () => {
  it("should put a draft holding the child as the profile is now, the wizard's choices and the story id as seed, then start its pipeline", async () => {
    // Arrange
    const { ports, stories, started } = world({ account: { bonusCredits: 1 } });

    // Act
    const { id } = await createStory(ports, PARENT, { ...COMMAND, narration: true });

    // Assert
    const story = stories.rows.get(id)!;
    expect(story).toMatchObject({
      userId: PARENT.userId,
      storyId: id,
      profileId: PROFILE_ID,
      status: 'draft',
      isDemo: false,
      narrationRequested: true,
      title: '',
      content: '',
      createdAt: NOW.toISOString(),
    });
    expect(story.request.seed).toBe(id);
    expect(story.request.choices).toEqual({ mainCharacter: 'un robot', setting: 'la forêt', scenario: 'retrouver une étoile', emotions: ['la joie', 'le courage'], values: ["l'amitié"] });
    expect(story.request.child).toMatchObject({ name: LEA.name, age: LEA.age, gender: LEA.gender, favoriteHobby: LEA.favoriteHobby, hairColor: LEA.hairColor });
    expect(started).toEqual([{ userId: PARENT.userId, storyId: id }]);
  });

  it('should store the frame the reader made of the whole request with the story, for the writer and the illustrator', async () => {
    // Arrange
    const { ports, stories, frames } = world({ account: { bonusCredits: 1 } });

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(frames.reads).toEqual([{ mainCharacter: 'un robot', setting: 'la forêt', scenario: 'retrouver une étoile', emotions: ['la joie', 'le courage'], values: ["l'amitié"] }]);
    expect(stories.rows.get(id)!.request.frame).toEqual(HAND_MADE_FRAME);
  });

  it('should give each story its own id', async () => {
    // Arrange
    const { ports, stories } = world({ account: { bonusCredits: 2 } });

    // Act
    const first = await createStory(ports, PARENT, COMMAND);
    const second = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(first.id).not.toBe(second.id);
    expect(stories.rows.size).toBe(2);
  });
});

describe('createStory: a transaction that lost a race', () => {
  it('should try again after a conflict, waiting through the sleep it was given, and spend one credit only', async () => {
    // Arrange
    const { ports, credits, stories, started, sleeps, ledgerReasons } = world({ account: { bonusCredits: 1 } });
    credits.conflicts.createWithDebit = 1;

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(sleeps).toHaveLength(1);
    expect([...stories.rows.keys()]).toEqual([id]);
    expect(started).toEqual([{ userId: PARENT.userId, storyId: id }]);
    expect(ledgerReasons()).toEqual(['grant_signup bonus 1', 'debit_story bonus -1']);
  });

  it('should pick the credit again after a conflict: the monthly credit another request just took is not asked for twice', async () => {
    // Arrange
    const { ports, credits, accounts, stories } = world({ account: { ...SUBSCRIBED, monthlyCreditsRemaining: 1, bonusCredits: 1 } });
    credits.conflicts.createWithDebit = 1;
    credits.before.createWithDebit = () => {
      credits.before.createWithDebit = undefined;
      accounts.move(PARENT.userId, 'monthly', -1, 'debit_story', 'story-of-the-other-request', NOW);
    };

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(stories.rows.get(id)?.creditType).toBe('bonus');
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ monthlyCreditsRemaining: 0, bonusCredits: 0 });
  });

  it('should answer 409 in French after the retry policy’s lost races, with nothing spent, written or started', async () => {
    // Arrange
    const { ports, credits, stories, started, sleeps, accounts } = world({ account: { bonusCredits: 1 } });
    credits.conflicts.createWithDebit = 1_000;

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: CREATE_STORY_MESSAGES.busy });
    expect(credits.conflicts.createWithDebit).toBe(1_000 - CONFLICT_RETRY_POLICY.attempts);
    expect(sleeps).toHaveLength(CONFLICT_RETRY_POLICY.attempts - 1);
    expect(stories.rows.size).toBe(0);
    expect(started).toEqual([]);
    expect(accounts.balance(PARENT.userId, 'bonus')).toBe(1);
  });

  it('should answer 402 when another request spent the last credit between the read and the transaction', async () => {
    // Arrange
    const { ports, credits, accounts, stories } = world({ account: { bonusCredits: 1 } });
    credits.before.createWithDebit = () => {
      credits.before.createWithDebit = undefined;
      accounts.move(PARENT.userId, 'bonus', -1, 'debit_story', 'story-of-the-other-request', NOW);
    };

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(PaymentRequiredError);
    expect(stories.rows.size).toBe(0);
    expect(accounts.balance(PARENT.userId, 'bonus')).toBe(0);
  });
});

describe('createStory: refusals, with nothing spent', () => {
  it.each([
    ['mainCharacter', { mainCharacter: 'un robot interdit' }],
    ['setting', { setting: 'la forêt interdite' }],
    ['scenario', { scenario: 'retrouver un trésor interdit' }],
    ['emotions', { emotions: ['la joie', 'une émotion interdite'] }],
    ['values', { values: ['un interdit'] }],
  ])("should answer 400 with the Moderator's French message naming %s, and spend, write and start nothing", async (field, change) => {
    // Arrange
    const { ports, stories, started, ledgerReasons } = world({ account: { bonusCredits: 1 } });

    // Act
    const attempt = createStory(ports, PARENT, { ...COMMAND, ...change });

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ status: 400, message: refusalMessage(field) });
    expect(stories.rows.size).toBe(0);
    expect(started).toEqual([]);
    expect(ledgerReasons()).toEqual(['grant_signup bonus 1']);
  });

  it.each<[FrameField, string, Partial<CreateStoryCommand>]>([
    ['mainCharacter', 'un charabia volant', { mainCharacter: 'un charabia volant' }],
    ['setting', 'le pays du charabia', { setting: 'le pays du charabia' }],
    ['emotions', 'le charabia', { emotions: ['la joie', 'le charabia'] }],
  ])('should answer 400 with the first decline naming %s when the reader cannot make a frame, before any credit transaction', async (field, text, change) => {
    // Arrange
    const { ports, stories, credits, started, ledgerReasons } = world({ account: { bonusCredits: 1 } });
    const transactions = vi.spyOn(credits, 'createWithDebit');

    // Act
    const attempt = createStory(ports, PARENT, { ...COMMAND, ...change });

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ status: 400, message: declineMessage(field, text), field });
    expect(transactions).not.toHaveBeenCalled();
    expect(stories.rows.size).toBe(0);
    expect(started).toEqual([]);
    expect(ledgerReasons()).toEqual(['grant_signup bonus 1']);
  });

  it('should not read a text the Moderator refused: the refusal is said first', async () => {
    // Arrange
    const { ports, frames } = world({ account: { bonusCredits: 1 } });

    // Act
    const attempt = createStory(ports, PARENT, { ...COMMAND, mainCharacter: 'un charabia interdit' });

    // Assert
    await expect(attempt).rejects.toMatchObject({ status: 400, message: refusalMessage('mainCharacter') });
    expect(frames.reads).toEqual([]);
  });

  it("should give the Moderator every one of the parent's texts, each named by its field", async () => {
    // Arrange
    const { ports, moderator } = world({ account: { bonusCredits: 1 } });

    // Act
    await createStory(ports, PARENT, COMMAND);

    // Assert
    expect(moderator.seen).toEqual([
      [
        { field: 'mainCharacter', text: 'un robot' },
        { field: 'setting', text: 'la forêt' },
        { field: 'scenario', text: 'retrouver une étoile' },
        { field: 'emotions', text: 'la joie' },
        { field: 'emotions', text: 'le courage' },
        { field: 'values', text: "l'amitié" },
      ],
    ]);
  });

  it('should answer 402 Crédits insuffisants to a parent with no credit left, after moderating, and write nothing', async () => {
    // Arrange
    const { ports, stories, started, moderator } = world({ account: { bonusCredits: 0, bonusStoriesCreated: 1 } });

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(PaymentRequiredError);
    await expect(attempt).rejects.toMatchObject({ status: 402, message: STORY_MESSAGES.noCreditsTitle });
    expect(moderator.seen).toHaveLength(1);
    expect(stories.rows.size).toBe(0);
    expect(started).toEqual([]);
  });

  it('should answer 402 to a parent whose only credits are monthly ones of a lapsed subscription', async () => {
    // Arrange
    const { ports, accounts } = world({ account: { ...SUBSCRIBED, subscriptionStatus: 'unpaid', monthlyCreditsRemaining: 12, bonusCredits: 0 } });

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(PaymentRequiredError);
    expect(accounts.balance(PARENT.userId, 'monthly')).toBe(12);
  });

  it.each([
    ['an unknown profile', () => '01JD0000000000000000000009'],
    ["another parent's profile", (profiles: InMemoryProfiles) => (profiles.put('parent-2', profileOf('01JD0000000000000000000002')), '01JD0000000000000000000002')],
  ])('should answer 404 Profil enfant non trouvé for %s, before moderating or reading any balance', async (_, profileIdOf) => {
    // Arrange
    const { ports, profiles, accounts, moderator, stories } = world({ account: { bonusCredits: 1 } });
    const profileId = profileIdOf(profiles);

    // Act
    const attempt = createStory(ports, PARENT, { ...COMMAND, profileId });

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toThrow(STORY_MESSAGES.profileNotFound);
    expect(moderator.seen).toEqual([]);
    expect(accounts.reads).toEqual([]);
    expect(stories.rows.size).toBe(0);
  });

  it('should answer 404 Profil enfant non trouvé, spend nothing and start nothing when the profile was deleted before the credit transaction', async () => {
    // Arrange
    const { ports, profiles, credits, stories, started, ledgerReasons } = world({ account: { bonusCredits: 1 } });
    credits.before.createWithDebit = () => void profiles.partitions.get(PARENT.userId)!.delete(PROFILE_ID);

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toThrow(STORY_MESSAGES.profileNotFound);
    expect(stories.rows.size).toBe(0);
    expect(ledgerReasons()).toEqual(['grant_signup bonus 1']);
    expect(started).toEqual([]);
  });
});

describe('createStory: a pipeline that cannot start', () => {
  it('should fail the story with a French reason, give its credit back once in the ledger, and answer 503', async () => {
    // Arrange
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { ports, stories, accounts, ledgerReasons } = world({ account: { ...SUBSCRIBED, monthlyCreditsRemaining: 4, bonusCredits: 1 }, pipelineFails: true });

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(attempt).rejects.toMatchObject({ status: 503, message: CREATE_STORY_MESSAGES.pipelineUnavailable });
    const [story] = [...stories.rows.values()];
    expect(story).toMatchObject({ status: 'failed', failureReason: CREATE_STORY_MESSAGES.pipelineUnavailable, refundedAt: NOW.toISOString(), creditType: 'monthly' });
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ monthlyCreditsRemaining: 4, storiesCreated: 0, bonusCredits: 1 });
    expect(ledgerReasons().slice(-2)).toEqual(['debit_story monthly -1', 'refund_story monthly 1']);
    expect(accounts.ledgerTotal(PARENT.userId, 'monthly')).toBe(4);
  });

  it('should log the failure by its error name only, never with the story text', async () => {
    // Arrange
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { ports } = world({ account: { bonusCredits: 1 }, pipelineFails: true });

    // Act
    await createStory(ports, PARENT, COMMAND).catch(() => undefined);

    // Assert
    expect(logged).toHaveBeenCalledOnce();
    expect(JSON.stringify(logged.mock.calls)).toContain('ThrottlingException');
    expect(JSON.stringify(logged.mock.calls)).not.toContain(COMMAND.scenario);
  });

  it('should still answer a French 503 when the refund fails too, leaving the draft with its credit for the stuck-story job', async () => {
    // Arrange
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { ports, stories, credits, ledgerReasons } = world({ account: { bonusCredits: 1 }, pipelineFails: true });
    credits.before.failWithRefund = () => {
      throw Object.assign(new Error('DynamoDB is unreachable'), { name: 'TimeoutError' });
    };

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toMatchObject({ status: 503, message: CREATE_STORY_MESSAGES.pipelineUnavailableRefundPending });
    expect([...stories.rows.values()]).toEqual([expect.objectContaining({ status: 'draft' })]);
    expect(ledgerReasons()).toEqual(['grant_signup bonus 1', 'debit_story bonus -1']);
  });
});
