import { ListUsersCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { newAccount } from '#core/accounts/account';
import { ENV } from '#shared/environment';
import { storyAudioKey, storyTimingsKey } from '#shared/media';
import { API_MESSAGES } from '#shared/messages';
import { DELETE_CONFIRMATION_WORD, PRIVACY_MESSAGES, privacyExportSchema, type PrivacyExport } from '#shared/privacy';
import { profileSchema, type Profile } from '#shared/profiles';
import { storyDetailSchema, type StoryDetail } from '#shared/stories';
import { ACCOUNT_SK } from '#shared/tables';
import { TOM } from '../fixtures/profiles';
import { waitFor } from '../support/wait-for';
import { boundName, documents, storage } from './support/aws';
import { api, cognitoClient, signUpAndSignIn, type SignedInParent } from './support/parents';

/**
 * A parent's data rights against the twin: the export holds exactly the caller's data; the deletion leaves no
 * item naming the parent in any table, no object of their stories in the bucket and no Cognito user, and the
 * token that outlives it can create nothing.
 */

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const CONFIRMED = { confirmation: DELETE_CONFIRMATION_WORD };


/** A story's run in the twin (no narration: the picture alone takes a second or two on a loaded 2-core machine). */
const PIPELINE_DEADLINE_MS = 45_000;
const PIPELINE_TEST_TIMEOUT_MS = 90_000;

async function createProfile(parent: SignedInParent, name = TOM.name): Promise<Profile> {
  const response = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json({ ...TOM, name }) });
  expect(response.status).toBe(201);
  return profileSchema.parse(await response.json());
}

/** A story made through the API and the real pipeline (no narration), waited for until it is completed. */
async function completedStory(parent: SignedInParent, profileId: string): Promise<StoryDetail> {
  const created = await api('/api/stories', {
    method: 'POST',
    token: parent.idToken,
    ...json({ profileId, mainCharacter: 'un robot qui apprend à rire', setting: 'une station spatiale', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"], narration: false }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return waitFor(
    async () => {
      const story = storyDetailSchema.parse(await (await api(`/api/stories/${id}`, { token: parent.idToken })).json());
      if (story.status === 'failed') throw new Error(`story ${id} failed: ${String(story.failureReason)}`);
      return story.status === 'completed' ? story : undefined;
    },
    { timeoutMs: PIPELINE_DEADLINE_MS, intervalMs: 100, description: `story ${id} to be completed` },
  );
}

/**
 * Gives a story a narration as the pipeline stores it (its MP3 and word timings beside the picture, named on the
 * row). Arranged directly: the embedded narration is the CPU-heavy step, and a loaded machine makes it time out.
 */
async function narrate(parent: SignedInParent, storyId: string): Promise<void> {
  const bucket = boundName(ENV.mediaBucket);
  await storage().send(new PutObjectCommand({ Bucket: bucket, Key: storyTimingsKey(storyId), Body: '[]', ContentType: 'application/json' }));
  await storage().send(new PutObjectCommand({ Bucket: bucket, Key: storyAudioKey(storyId), Body: new Uint8Array([0xff, 0xfb]), ContentType: 'audio/mpeg' }));
  await documents().send(
    new UpdateCommand({
      TableName: boundName(ENV.storiesTable),
      Key: { userId: parent.sub, storyId },
      UpdateExpression: 'SET audioKey = :audio, timingsKey = :timings',
      ExpressionAttributeValues: { ':audio': storyAudioKey(storyId), ':timings': storyTimingsKey(storyId) },
    }),
  );
}

/** A support message in the parent's partition of the support table, as the support form stores it. */
async function putSupportMessage(parent: SignedInParent, message: string): Promise<string> {
  const messageId = ulid();
  const at = new Date().toISOString();
  await documents().send(
    new PutCommand({ TableName: boundName(ENV.supportTable), Item: { userId: parent.sub, messageId, email: parent.email, message, status: 'sent', createdAt: at, updatedAt: at } }),
  );
  return messageId;
}

async function exportOf(parent: SignedInParent): Promise<{ response: Response; exported: PrivacyExport }> {
  const response = await api('/api/me/export', { token: parent.idToken });
  expect(response.status).toBe(200);
  return { response, exported: privacyExportSchema.parse(await response.json()) };
}

/** Every table of the twin: the stack's six, whether a function is bound to them or not. */
async function allTables(): Promise<string[]> {
  const client = new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  client.destroy();
  return TableNames;
}

/** Every item of every table whose stored form names the parent anywhere (a Scan: tests only). */
async function itemsNaming(userId: string): Promise<string[]> {
  const found: string[] = [];
  const tables = await allTables();
  expect(tables.length).toBeGreaterThanOrEqual(5);
  for (const table of tables) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documents().send(new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: startKey }));
      for (const item of page.Items ?? []) if (JSON.stringify(item).includes(userId)) found.push(`${table}: ${JSON.stringify(item).slice(0, 120)}`);
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return found;
}

/**
 * What a deletion leaves of the parent: the account's bare marker (its `sub`, `deletingAt` and its expiry,
 * removed by the table's TTL), which keeps a token that outlives the deletion from opening a new account.
 */
async function expectOnlyTheDeletedMarker(userId: string): Promise<void> {
  expect(await itemsNaming(userId)).toEqual([expect.stringMatching(new RegExp(`^${boundName(ENV.accountsTable)}: `))]);
  const { Item } = await documents().send(new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId, sk: ACCOUNT_SK }, ConsistentRead: true }));
  expect(Item).toEqual({ userId, sk: ACCOUNT_SK, deletingAt: expect.any(String), expiresAt: expect.any(Number) });
}

/** The bucket's objects whose key starts with one of the story's prefixes (story_images/<id>…, story_audio/<id>…). */
async function objectsOfStory(storyId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [`story_images/${storyId}`, `story_audio/${storyId}`]) {
    const { Contents = [] } = await storage().send(new ListObjectsV2Command({ Bucket: boundName(ENV.mediaBucket), Prefix: prefix }));
    keys.push(...Contents.map((object) => object.Key!));
  }
  return keys;
}

async function cognitoUsersWithSub(sub: string) {
  const { Users = [] } = await cognitoClient().send(new ListUsersCommand({ UserPoolId: inject('userPoolId'), Filter: `sub = "${sub}"` }));
  return Users;
}

const deleteAccount = (parent: SignedInParent, body: unknown = CONFIRMED) => api('/api/me', { method: 'DELETE', token: parent.idToken, ...json(body) });

async function messageOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { message?: unknown }).message;
}

describe('GET /api/me/export', () => {
  it(
    "should download the caller's account, ledger, profiles, stories with links to their media and support messages, and nothing of another parent",
    async () => {
      // Arrange
      const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
      const profile = await createProfile(parent);
      const story = await completedStory(parent, profile.id);
      const messageId = await putSupportMessage(parent, 'Merci pour les histoires !');
      const othersProfile = await createProfile(other, 'Zoé');
      await putSupportMessage(other, 'Le message d’un autre parent');

      // Act
      const { response, exported } = await exportOf(parent);

      // Assert
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contes-magiques-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(exported).toMatchObject({ userId: parent.sub, email: parent.email, account: { email: parent.email, bonusCredits: 0, bonusStoriesCreated: 1 } });
      expect(exported.ledger.map((entry) => entry.reason)).toEqual(['grant_signup', 'debit_story']);
      expect(exported.profiles.map((item) => item.id)).toEqual([profile.id]);
      expect(exported.stories).toHaveLength(1);
      expect(exported.stories[0]).toMatchObject({ id: story.id, title: story.title, content: story.content, moral: story.moral, status: 'completed', profileId: profile.id });
      expect(exported.supportMessages).toEqual([expect.objectContaining({ id: messageId, message: 'Merci pour les histoires !' })]);
      const picture = await fetch(exported.stories[0]!.media.image!);
      expect(picture.status).toBe(200);
      expect(new Uint8Array(await picture.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
      const text = JSON.stringify(exported);
      for (const theirs of [other.sub, other.email, othersProfile.id, 'Zoé', 'Le message d’un autre parent']) expect(text).not.toContain(theirs);
    },
    PIPELINE_TEST_TIMEOUT_MS,
  );

  it('should answer a caller without a session with a French 401', async () => {
    // Act
    const response = await api('/api/me/export');

    // Assert
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe(API_MESSAGES.unauthorized);
  });
});

describe('DELETE /api/me', () => {
  it(
    'should leave no item naming the parent in any table but the account’s expiring marker, no object of their stories and no Cognito user, and nothing of another parent touched',
    async () => {
      // Arrange: an account with its ledger, a profile, a story with its picture, narration and timings, a support message.
      const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
      const profile = await createProfile(parent);
      const story = await completedStory(parent, profile.id);
      await narrate(parent, story.id);
      await putSupportMessage(parent, 'Bonjour');
      await createProfile(other, 'Zoé');
      const othersBefore = await itemsNaming(other.sub);
      // The picture book's three pictures, the narration and its timings.
      expect(await objectsOfStory(story.id)).toHaveLength(5);

      // Act
      const response = await deleteAccount(parent);

      // Assert
      expect(response.status).toBe(204);
      await expectOnlyTheDeletedMarker(parent.sub);
      expect(await objectsOfStory(story.id)).toEqual([]);
      expect(await cognitoUsersWithSub(parent.sub)).toEqual([]);
      const signIn = cognitoClient().send(
        new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: 'secret1' } }),
      );
      await expect(signIn).rejects.toThrow();
      expect((await itemsNaming(other.sub)).sort()).toEqual(othersBefore.sort());
      expect(await cognitoUsersWithSub(other.sub)).toHaveLength(1);
    },
    PIPELINE_TEST_TIMEOUT_MS,
  );

  it('should let the token that outlives the deletion create nothing: no account, no free story, no profile, no story, no support message, no payment', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    expect((await deleteAccount(parent)).status).toBe(204);

    // Act
    const credits = await api('/api/me/credits', { token: parent.idToken });
    const newProfile = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(TOM) });
    const story = await api('/api/stories', {
      method: 'POST',
      token: parent.idToken,
      ...json({ profileId: profile.id, mainCharacter: 'un dragon', setting: 'la forêt', scenario: 'une cabane', emotions: ['la joie'], values: ["l'amitié"], narration: false }),
    });
    const support = await api('/api/support', { method: 'POST', token: parent.idToken, ...json({ message: 'Encore là ?' }) });
    const checkout = await api('/api/checkout', { method: 'POST', token: parent.idToken, ...json({ packId: 'pack-30' }) });

    // Assert
    expect(credits.status).toBe(401);
    expect(await messageOf(credits)).toBe(PRIVACY_MESSAGES.accountDeleted);
    expect(newProfile.status).toBe(401);
    expect(await messageOf(newProfile)).toBe(PRIVACY_MESSAGES.accountDeleted);
    // Its profile is gone: the story is refused before any credit is looked for.
    expect([401, 404]).toContain(story.status);
    expect(support.status).toBe(401);
    expect(await messageOf(support)).toBe(PRIVACY_MESSAGES.accountDeleted);
    expect(checkout.status).toBe(401);
    expect(await messageOf(checkout)).toBe(PRIVACY_MESSAGES.accountDeleted);
    await expectOnlyTheDeletedMarker(parent.sub);
  });

  it('should answer a second deletion with the same token with 204, and leave nothing but the marker', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    await createProfile(parent);
    expect((await deleteAccount(parent)).status).toBe(204);

    // Act
    const again = await deleteAccount(parent);

    // Assert
    expect(again.status).toBe(204);
    await expectOnlyTheDeletedMarker(parent.sub);
  });

  it('should refuse, in French, while the subscription will renew, and delete nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const at = new Date().toISOString();
    await documents().send(
      new PutCommand({
        TableName: boundName(ENV.accountsTable),
        Item: { ...newAccount(parent.sub, parent.email, at), sk: ACCOUNT_SK, planType: 'subscription', subscriptionStatus: 'active', cancelAtPeriodEnd: false, stripeCustomerId: 'cus_1' },
      }),
    );
    await createProfile(parent);
    const before = await itemsNaming(parent.sub);

    // Act
    const response = await deleteAccount(parent);

    // Assert
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(PRIVACY_MESSAGES.subscriptionStillActive);
    expect((await itemsNaming(parent.sub)).sort()).toEqual(before.sort());
    expect(await cognitoUsersWithSub(parent.sub)).toHaveLength(1);
  });

  it('should refuse without the typed word, with another field, by another method or at another path, in French, deleting nothing', async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    await createProfile(parent);
    await createProfile(other, 'Zoé');
    const before = await itemsNaming(parent.sub);

    // Act
    const answers = [
      [await api('/api/me', { method: 'DELETE', token: parent.idToken }), 400],
      [await deleteAccount(parent, { confirmation: 'supprimer' }), 400],
      [await deleteAccount(parent, { ...CONFIRMED, userId: other.sub }), 400],
      [await api('/api/me', { method: 'POST', token: parent.idToken, ...json(CONFIRMED) }), 404],
      [await api(`/api/me/${other.sub}`, { method: 'DELETE', token: parent.idToken, ...json(CONFIRMED) }), 404],
      [await api('/api/me', { method: 'DELETE', ...json(CONFIRMED) }), 401],
    ] as const;

    // Assert
    expect(answers.map(([response]) => response.status)).toEqual(answers.map(([, status]) => status));
    const messages = await Promise.all(answers.map(([response]) => messageOf(response)));
    expect(messages.slice(0, 2)).toEqual([PRIVACY_MESSAGES.confirmationRequired, PRIVACY_MESSAGES.confirmationRequired]);
    expect(messages[2]).toBe('Le contenu envoyé contient un champ inconnu.');
    expect(messages.slice(3, 5)).toEqual([API_MESSAGES.routeNotFound, API_MESSAGES.routeNotFound]);
    expect(messages[5]).toBe(API_MESSAGES.unauthorized);
    expect((await itemsNaming(parent.sub)).sort()).toEqual(before.sort());
    expect(await cognitoUsersWithSub(other.sub)).toHaveLength(1);
  });
});
