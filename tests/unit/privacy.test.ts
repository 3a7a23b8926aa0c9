import { describe, expect, it, vi } from 'vitest';
import { newAccount } from '#core/accounts/account';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { logger } from '#core/logger';
import { handleStripeEvent } from '#core/payments/handle-stripe-event';
import { deleteMyAccount, type DeleteMyAccountPorts } from '#core/privacy/delete-my-account';
import { exportMyData } from '#core/privacy/export-my-data';
import { createProfile } from '#core/profiles/profile-use-cases';
import { storyAudioKey, storyImageKey, storyMediaKeys, storyTimingsKey } from '#shared/media';
import { EXPORT_LINK_SECONDS, MAX_EXPORT_BYTES, PRIVACY_MESSAGES, privacyExportSchema } from '#shared/privacy';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { FakePaymentGateway } from './support/fake-payment-gateway';
import { FakeModerator } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryPayments } from './support/in-memory-payments';
import { InMemoryPersonalData, InMemoryUsers } from './support/in-memory-personal-data';
import { InMemoryProfiles, LEA } from './support/in-memory-profiles';

const PARENT: Caller = { userId: 'parent-1', email: 'camille@example.fr', isAdmin: false, username: 'Google_parent-1' };
/** Cognito's user name of a parent of these tests: not the `sub`, as for a social sign-in. */
const usernameOf = (userId: string) => `Google_${userId}`;
const OTHER = 'parent-2';
const NOW = new Date('2026-11-26T09:30:00.000Z');
const STORY_1 = '01JDQ0000000000000000STRY1';
const STORY_2 = '01JDQ0000000000000000STRY2';
const OTHERS_STORY = '01JDQ0000000000000000OTHR1';

/** What a deletion leaves of the parent: the account's bare marker, removed by DynamoDB's TTL 7 days later. */
const DELETED_MARKER = { userId: PARENT.userId, sk: ACCOUNT_SK, deletingAt: NOW.toISOString(), expiresAt: Math.floor(NOW.getTime() / 1000) + 7 * 24 * 60 * 60 };

const accountDeleted = { name: 'AccountDeletedError', status: 401, message: PRIVACY_MESSAGES.accountDeleted };

/** A story row as the pipeline leaves it, with its media keys when `withMedia`. */
function storyRow(userId: string, storyId: string, fields: Record<string, unknown> = {}, withMedia = true) {
  const [imageKey, audioKey, timingsKey] = storyMediaKeys(storyId);
  return {
    userId,
    storyId,
    profileId: 'profile-1',
    title: `Titre ${storyId}`,
    content: 'Il était une fois…',
    moral: 'Être ensemble rend courageux.',
    status: 'completed',
    creditType: 'bonus',
    isDemo: false,
    narrationRequested: withMedia,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:01:00.000Z',
    request: { child: { name: 'Léa', age: 6 }, choices: { mainCharacter: 'un dragon' }, seed: storyId },
    pendingPartition: 'internal',
    ...(withMedia ? { imageKey, audioKey, timingsKey } : {}),
    ...fields,
  };
}

/** Two parents with an account, a ledger, a purchase, a profile, stories with media and a support message each. */
function world() {
  const data = new InMemoryPersonalData();
  const media = new InMemoryMedia();
  const users = new InMemoryUsers();
  for (const [userId, stories] of [
    [PARENT.userId, [STORY_1, STORY_2]],
    [OTHER, [OTHERS_STORY]],
  ] as const) {
    users.users.add(usernameOf(userId));
    data.put('accounts', { ...newAccount(userId, `${userId}@example.fr`, '2026-11-01T08:00:00.000Z'), sk: ACCOUNT_SK, stripeCustomerId: `cus_${userId}` });
    data.put('accounts', { userId, sk: `${LEDGER_SK_PREFIX}01JDQ00000000000000000LED2`, reason: 'debit_story', creditType: 'bonus', delta: -1, reference: stories[0], createdAt: '2026-11-20T08:00:00.000Z' });
    data.put('accounts', { userId, sk: `${LEDGER_SK_PREFIX}01JDQ00000000000000000LED1`, reason: 'grant_signup', creditType: 'bonus', delta: 1, reference: null, createdAt: '2026-11-01T08:00:00.000Z' });
    data.put('accounts', { userId, sk: 'CHECKOUT#cs_1', packId: 'pack-30', count: 30, eventId: 'evt_1', createdAt: '2026-11-02T08:00:00.000Z' });
    data.put('accounts', { userId, sk: 'LEASE#IMAGE_REGENERATION', owner: 'token', leaseUntil: 1 });
    data.put('profiles', { userId, profileId: 'profile-1', ...LEA, createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z' });
    data.put('support', { userId, messageId: '01JDQ000000000000000000MSG', email: `${userId}@example.fr`, message: 'Bonjour !', status: 'sent' });
    for (const storyId of stories) {
      data.put('stories', storyRow(userId, storyId));
      for (const key of storyMediaKeys(storyId)) media.objects.set(key, 'bytes');
    }
  }
  const ports: DeleteMyAccountPorts = { data, media, users, now: () => NOW };
  return { data, media, users, ports };
}

describe('exportMyData: GET /api/me/export', () => {
  it("should export the caller's account, ledger, purchases, profiles, stories and support messages, oldest first, and nothing of another parent", async () => {
    // Arrange
    const { data, media } = world();

    // Act
    const file = await exportMyData({ data, media, now: () => NOW }, PARENT);

    // Assert
    const exported = privacyExportSchema.parse(JSON.parse(file.body));
    expect(file.fileName).toBe('contes-magiques-mes-donnees-2026-11-26.json');
    expect(exported).toMatchObject({ exportedAt: NOW.toISOString(), userId: PARENT.userId, email: PARENT.email });
    expect(exported.account).toMatchObject({ email: 'parent-1@example.fr', bonusCredits: 1, stripeCustomerId: 'cus_parent-1' });
    expect(exported.ledger.map((entry) => entry.reason)).toEqual(['grant_signup', 'debit_story']);
    expect(exported.purchases).toEqual([{ kind: 'pack', packId: 'pack-30', count: 30, eventId: 'evt_1', createdAt: '2026-11-02T08:00:00.000Z' }]);
    expect(exported.profiles).toEqual([expect.objectContaining({ id: 'profile-1', name: 'Léa' })]);
    expect(exported.stories.map((story) => story.id)).toEqual([STORY_1, STORY_2]);
    expect(exported.supportMessages).toEqual([expect.objectContaining({ id: '01JDQ000000000000000000MSG', message: 'Bonjour !' })]);
    expect(file.body).not.toContain(OTHER);
    expect(file.body).not.toContain(OTHERS_STORY);
  });

  it("should give each story's text, moral, status, dates and request, its media as links until linksExpireAt, and no key or index attribute", async () => {
    // Arrange
    const { data, media } = world();
    data.put('stories', storyRow(PARENT.userId, STORY_2, { status: 'failed', failureReason: 'Histoire refusée.' }, false));

    // Act
    const exported = privacyExportSchema.parse(JSON.parse((await exportMyData({ data, media, now: () => NOW }, PARENT)).body));

    // Assert
    const [withMedia, failed] = exported.stories;
    expect(withMedia).toMatchObject({
      title: `Titre ${STORY_1}`,
      content: 'Il était une fois…',
      moral: 'Être ensemble rend courageux.',
      status: 'completed',
      createdAt: '2026-11-20T08:00:00.000Z',
      request: { child: { name: 'Léa', age: 6 }, choices: { mainCharacter: 'un dragon' } },
      media: { image: `https://media.test/story_images/${STORY_1}.png?signed`, audio: `https://media.test/story_audio/${STORY_1}.mp3?signed` },
    });
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Histoire refusée.', media: { image: null, audio: null, wordTimings: null } });
    expect(Object.keys(withMedia!)).not.toEqual(expect.arrayContaining(['imageKey']));
    expect(Object.keys(withMedia!)).not.toContain('pendingPartition');
    expect(new Date(exported.linksExpireAt).getTime() - NOW.getTime()).toBe(EXPORT_LINK_SECONDS * 1000);
  });

  it('should link every picture of a story\u2019s picture book, in order', async () => {
    // Arrange: a story of three pictures, its second not drawn
    const { data, media } = world();
    const pictureScene = (moment: string, paragraph: number) => ({ moment, paragraph, light: 'day', pose: 'standing', props: [], caption: 'Une image.' });
    data.put(
      'stories',
      storyRow(PARENT.userId, STORY_1, {
        scenes: [pictureScene('opening', 0), pictureScene('problem', 1), pictureScene('resolution', 2)],
        imageKey3: storyImageKey(STORY_1, 3),
      }),
    );

    // Act
    const exported = privacyExportSchema.parse(JSON.parse((await exportMyData({ data, media, now: () => NOW }, PARENT)).body));

    // Assert
    expect(exported.stories[0]!.media).toMatchObject({
      image: `https://media.test/${storyImageKey(STORY_1)}?signed`,
      pictures: [`https://media.test/${storyImageKey(STORY_1)}?signed`, null, `https://media.test/${storyImageKey(STORY_1, 3)}?signed`],
    });
    expect(exported.stories[1]!.media.pictures).toEqual([`https://media.test/${storyImageKey(STORY_2)}?signed`]);
  });

  it('should link every part of a story\u2019s narration, in order, and the one narration of a story made before the parts', async () => {
    // Arrange: a narration in two parts (issue 30); the second story has its one narration under audioKey
    const { data, media } = world();
    const part = (number: number) => ({ audioKey: storyAudioKey(STORY_1, number), timingsKey: storyTimingsKey(STORY_1, number), durationMs: 1_000 });
    data.put('stories', storyRow(PARENT.userId, STORY_1, { audioParts: [part(1), part(2)], narrationPartCount: 2 }));

    // Act
    const exported = privacyExportSchema.parse(JSON.parse((await exportMyData({ data, media, now: () => NOW }, PARENT)).body));

    // Assert
    const link = (key: string) => `https://media.test/${key}?signed`;
    expect(exported.stories[0]!.media.narrationParts).toEqual([
      { audio: link(storyAudioKey(STORY_1)), wordTimings: link(storyTimingsKey(STORY_1)) },
      { audio: link(storyAudioKey(STORY_1, 2)), wordTimings: link(storyTimingsKey(STORY_1, 2)) },
    ]);
    expect(exported.stories[1]!.media.narrationParts).toEqual([{ audio: link(storyAudioKey(STORY_2)), wordTimings: link(storyTimingsKey(STORY_2)) }]);
  });

  it('should export the text of a story kept in a linked document rather than its row', async () => {
    // Arrange
    const { data, media } = world();
    data.put('stories', storyRow(PARENT.userId, STORY_1, { content: '', contentKey: `story_text/${STORY_1}.json` }));
    media.objects.set(`story_text/${STORY_1}.json`, JSON.stringify({ content: 'Le texte venu d’ailleurs.' }));

    // Act
    const exported = privacyExportSchema.parse(JSON.parse((await exportMyData({ data, media, now: () => NOW }, PARENT)).body));

    // Assert
    expect(exported.stories[0]?.content).toBe('Le texte venu d’ailleurs.');
  });

  it('should export an empty document for a parent who has nothing yet', async () => {
    // Arrange
    const { media } = world();

    // Act
    const exported = privacyExportSchema.parse(JSON.parse((await exportMyData({ data: new InMemoryPersonalData(), media, now: () => NOW }, PARENT)).body));

    // Assert
    expect(exported).toMatchObject({ account: null, ledger: [], purchases: [], profiles: [], stories: [], supportMessages: [], email: PARENT.email });
  });

  it('should refuse, in French, an export larger than one answer can carry', async () => {
    // Arrange
    const { data, media } = world();
    data.put('stories', storyRow(PARENT.userId, STORY_1, { content: 'x'.repeat(MAX_EXPORT_BYTES) }));

    // Act
    const attempt = exportMyData({ data, media, now: () => NOW }, PARENT);

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'ExportTooLargeError', status: 413, message: PRIVACY_MESSAGES.exportTooLarge });
  });
});

describe('deleteMyAccount: DELETE /api/me', () => {
  it("should delete every item of the caller's in every table, their media and their sign-in, and nothing of another parent's", async () => {
    // Arrange
    const { data, media, users, ports } = world();
    const othersBefore = data.itemsOf(OTHER);

    // Act
    await deleteMyAccount(ports, PARENT);

    // Assert
    expect(data.itemsOf(PARENT.userId)).toEqual([DELETED_MARKER]);
    expect([...media.objects.keys()].filter((key) => key.includes(STORY_1) || key.includes(STORY_2))).toEqual([]);
    expect(users.deleted).toEqual([PARENT.username]);
    expect(data.itemsOf(OTHER)).toEqual(othersBefore);
    expect(media.keysOf(OTHERS_STORY)).toHaveLength(storyMediaKeys(OTHERS_STORY).length);
    expect(users.users.has(usernameOf(OTHER))).toBe(true);
  });

  it('should mark the account first, delete the sign-in before reducing the account item to its marker, and look at every table again after it', async () => {
    // Arrange
    const { data, ports } = world();

    // Act
    await deleteMyAccount(ports, PARENT);

    // Assert
    const passes = ['list stories', 'delete stories', 'list profiles', 'delete profiles', 'list support', 'delete support', 'list accounts', 'delete accounts'];
    expect(data.calls).toEqual(['mark accounts', ...passes, 'reduce accounts', ...passes]);
  });

  it('should remove its e-mail and Stripe customer reference when it marks the account', async () => {
    // Arrange
    const { data, ports } = world();
    const users = { delete: () => Promise.reject(new Error('Cognito is unreachable')) };

    // Act
    const attempt = deleteMyAccount({ ...ports, users }, PARENT);

    // Assert: stopped before the account item went, which is marked and holds neither.
    await expect(attempt).rejects.toThrow('Cognito is unreachable');
    expect(data.account(PARENT.userId)).toMatchObject({ deletingAt: NOW.toISOString() });
    expect(data.account(PARENT.userId)).not.toHaveProperty('email');
    expect(data.account(PARENT.userId)).not.toHaveProperty('stripeCustomerId');
  });

  it('should finish a deletion that stopped halfway when it is asked again', async () => {
    // Arrange
    const { data, users, ports } = world();
    await deleteMyAccount({ ...ports, users: { delete: () => Promise.reject(new Error('Cognito is unreachable')) } }, PARENT).catch(() => undefined);

    // Act
    await deleteMyAccount(ports, PARENT);

    // Assert
    expect(data.itemsOf(PARENT.userId)).toEqual([DELETED_MARKER]);
    expect(users.users.has(PARENT.username!)).toBe(false);
  });

  it('should delete what a request in flight wrote while the account was being deleted', async () => {
    // Arrange: a pack credited and a story written between the first pass and the account item's deletion.
    const { data, media, ports } = world();
    data.beforeDelete.accounts = () => {
      data.beforeDelete.accounts = () => {
        data.put('accounts', { userId: PARENT.userId, sk: `${LEDGER_SK_PREFIX}01JDQ00000000000000000LED9`, reason: 'grant_pack', delta: 30 });
        data.put('stories', storyRow(PARENT.userId, '01JDQ0000000000000000STRY9'));
        for (const key of storyMediaKeys('01JDQ0000000000000000STRY9')) media.objects.set(key, 'bytes');
      };
    };

    // Act
    await deleteMyAccount(ports, PARENT);

    // Assert
    expect(data.itemsOf(PARENT.userId)).toEqual([DELETED_MARKER]);
    expect(media.keysOf('01JDQ0000000000000000STRY9')).toEqual([]);
  });

  it('should delete a story’s objects only, even when its row names another key', async () => {
    // Arrange
    const { data, media, ports } = world();
    data.put('stories', storyRow(PARENT.userId, STORY_1, { imageKey: `story_images/${OTHERS_STORY}.png` }));

    // Act
    await deleteMyAccount(ports, PARENT);

    // Assert
    expect(media.objects.has(`story_images/${OTHERS_STORY}.png`)).toBe(true);
  });

  it('should refuse, in French, while the subscription will renew, and delete nothing', async () => {
    // Arrange
    const { data, users, ports } = world();
    Object.assign(data.account(PARENT.userId)!, { planType: 'subscription', subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    const before = data.itemsOf(PARENT.userId);

    // Act
    const attempt = deleteMyAccount(ports, PARENT);

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'SubscriptionStillActiveError', status: 409, message: PRIVACY_MESSAGES.subscriptionStillActive });
    expect(data.itemsOf(PARENT.userId)).toEqual(before);
    expect(users.users.has(PARENT.username!)).toBe(true);
  });

  it('should delete an account whose subscription ends at the end of its period', async () => {
    // Arrange
    const { data, ports } = world();
    Object.assign(data.account(PARENT.userId)!, { planType: 'subscription', subscriptionStatus: 'active', cancelAtPeriodEnd: true });

    // Act
    await deleteMyAccount(ports, PARENT);

    // Assert
    expect(data.itemsOf(PARENT.userId)).toEqual([DELETED_MARKER]);
  });

  it('should refuse a caller whose token names no user, before marking or deleting anything', async () => {
    // Arrange
    const { data, users, ports } = world();
    const before = data.itemsOf(PARENT.userId);
    const { username: _username, ...nameless } = PARENT;

    // Act
    const attempt = deleteMyAccount(ports, nameless);

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'UnauthorizedError', status: 401 });
    expect(data.itemsOf(PARENT.userId)).toEqual(before);
    expect(users.users.has(PARENT.username!)).toBe(true);
  });

  it('should delete the sign-in of a parent who never had an account', async () => {
    // Arrange
    const data = new InMemoryPersonalData();
    const users = new InMemoryUsers();
    users.users.add(PARENT.username!);

    // Act
    await deleteMyAccount({ data, media: new InMemoryMedia(), users, now: () => NOW }, PARENT);

    // Assert
    expect(data.itemsOf(PARENT.userId)).toEqual([DELETED_MARKER]);
    expect(users.deleted).toEqual([PARENT.username]);
  });
});

describe('a token that outlives its account creates nothing', () => {
  it('should not create an account, nor its free story, for a parent whose account was deleted', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.deleted(PARENT.userId);

    // Act
    const attempt = getOrCreateAccount(accounts, PARENT, NOW);

    // Assert
    await expect(attempt).rejects.toMatchObject(accountDeleted);
    expect(accounts.creations).toEqual([]);
    expect(accounts.ledger).toEqual([]);
  });

  it('should refuse an account being deleted', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.open(PARENT.userId, { deletingAt: NOW.toISOString() });

    // Act
    const attempt = getOrCreateAccount(accounts, PARENT, NOW);

    // Assert
    await expect(attempt).rejects.toMatchObject(accountDeleted);
    expect(accounts.creations).toEqual([]);
  });

  it('should create no profile for a deleted parent', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.deleted(PARENT.userId);
    const profiles = new InMemoryProfiles();

    // Act
    const attempt = createProfile({ profiles, accounts, moderator: new FakeModerator(), now: () => NOW }, PARENT, LEA);

    // Assert
    await expect(attempt).rejects.toMatchObject(accountDeleted);
    expect(profiles.writes).toBe(0);
  });

  it('should credit nothing, and answer the delivery, for a pack paid by a parent who deleted their account', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.deleted(PARENT.userId);
    const gateway = new FakePaymentGateway();
    gateway.putPackSession('cs_1', PARENT.userId);
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    // Act
    const outcomes = await handleStripeEvent(
      { accounts, payments: new InMemoryPayments(accounts), gateway, now: () => NOW },
      { id: 'evt_1', type: 'checkout.session.completed', created: 1_764_064_800, family: 'checkout', sessionId: 'cs_1' },
    );

    // Assert
    expect(outcomes).toEqual(['account_deleted']);
    expect(accounts.rows.get(PARENT.userId)).toEqual({ userId: PARENT.userId, deletingAt: '2026-11-25T09:00:00.000Z' });
    expect(accounts.ledger).toEqual([]);
    // The operator is told to refund the payment.
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('refund'), expect.objectContaining({ sessionId: 'cs_1' }));
    errors.mockRestore();
  });
});
