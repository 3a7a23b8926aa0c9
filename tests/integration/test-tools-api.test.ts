import { AdminAddUserToGroupCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { readMp3Audio } from '#story-makers/common/mp3-frames';
import { ADMINS_GROUP } from '#shared/auth';
import { ENV } from '#shared/environment';
import { storyAudioKey, storyTimingsKey } from '#shared/media';
import { profileSchema } from '#shared/profiles';
import { LEA } from '../fixtures/profiles';
import { storyCardSchema, storyDetailSchema, pendingStorySchema } from '#shared/stories';
import { audioCombinationResultSchema, TEST_TOOLS_MESSAGES, testStorySchema, type TestStory } from '#shared/test-tools';
import { boundName, documents, storage } from './support/aws';
import { api, cognitoClient, signUpAndSignIn, type SignedInParent } from './support/parents';
import { putStory } from './support/stories';

const PASSWORD = 'secret1';


const send = (parent: SignedInParent | undefined, method: string, path: string, body?: unknown) =>
  api(path, {
    method,
    ...(parent ? { token: parent.idToken } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

/**
 * A new parent in the twin's `admins` group, signed in again afterwards: the group reaches the API through
 * the ID token's `cognito:groups`, written when the token is minted.
 */
async function signedInAdmin(): Promise<SignedInParent> {
  const parent = await signUpAndSignIn(PASSWORD);
  const client = cognitoClient();
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: inject('userPoolId'), Username: parent.email, GroupName: ADMINS_GROUP }));
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: parent.email, PASSWORD: PASSWORD } }),
  );
  return { ...parent, idToken: AuthenticationResult!.IdToken!, accessToken: AuthenticationResult!.AccessToken! };
}

async function createProfile(parent: SignedInParent): Promise<string> {
  const response = await send(parent, 'POST', '/api/profiles', LEA);
  expect(response.status).toBe(201);
  return profileSchema.parse(await response.json()).id;
}

/** An admin with a profile and an account (its sign-up credit), as the /test page's user would be. */
async function arrangeAdmin(): Promise<{ admin: SignedInParent; profileId: string }> {
  const admin = await signedInAdmin();
  const profileId = await createProfile(admin);
  expect((await send(admin, 'GET', '/api/me/credits')).status).toBe(200);
  return { admin, profileId };
}

async function createTestStory(admin: SignedInParent, body: unknown = {}): Promise<TestStory> {
  const response = await send(admin, 'POST', '/api/test/stories', body);
  expect(response.status).toBe(201);
  return testStorySchema.parse(await response.json());
}

async function partitionOf(parent: SignedInParent, variable: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documents().send(
    new QueryCommand({ TableName: boundName(variable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parent.sub }, ConsistentRead: true }),
  );
  return Items;
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const { Body } = await storage().send(new GetObjectCommand({ Bucket: boundName(ENV.mediaBucket), Key: key }));
  return Body!.transformToByteArray();
}

describe('the test tools API: admins only', () => {
  it('should answer a parent outside the admins group with the French 403 on every call, and a visitor with the French 401, writing nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn(PASSWORD);
    await createProfile(parent);
    const storyId = await putStory(parent, { at: 1, status: 'draft', isDemo: true, withImage: false });
    const before = await partitionOf(parent, ENV.storiesTable);

    // Act
    const calls = await Promise.all([
      send(parent, 'POST', '/api/test/stories', { title: 'Essai' }).then(answer),
      send(parent, 'PATCH', `/api/test/stories/${storyId}/status`, { status: 'completed' }).then(answer),
      send(parent, 'POST', `/api/test/stories/${storyId}/audio-combination`).then(answer),
      // A bad body from a parent: still the 403, nothing is read before the group is checked.
      send(parent, 'PATCH', `/api/test/stories/${storyId}/status`, { status: 'n’importe quoi' }).then(answer),
    ]);
    const visitor = await send(undefined, 'POST', '/api/test/stories', {}).then(answer);

    // Assert
    for (const call of calls) expect(call).toEqual({ status: 403, body: { message: 'Cette action est réservée aux administrateurs.' } });
    expect(visitor).toEqual({ status: 401, body: { message: 'Vous devez être connecté pour effectuer cette action.' } });
    expect(await partitionOf(parent, ENV.storiesTable)).toEqual(before);
  });
});

describe('the test tools API: test stories', () => {
  it("should create a draft demo story in the admin's partition that costs no credit and never shows in the recent or pending stories", async () => {
    // Arrange
    const { admin, profileId } = await arrangeAdmin();
    const accountsBefore = await partitionOf(admin, ENV.accountsTable);

    // Act
    const created = await createTestStory(admin, { title: 'Histoire du mardi', emotions: ['la surprise'] });
    const recent = (await answer(await send(admin, 'GET', '/api/stories/recent'))).body as unknown[];
    const pending = (await answer(await send(admin, 'GET', '/api/stories/pending'))).body as unknown[];
    const detail = storyDetailSchema.parse((await answer(await send(admin, 'GET', `/api/stories/${created.id}`))).body);

    // Assert: a demo draft of the admin's first profile, readable by id like any of their stories.
    expect(created).toMatchObject({ title: 'Histoire du mardi', status: 'draft', isDemo: true, profileId, emotions: ['la surprise'] });
    expect(detail).toMatchObject({ id: created.id, isDemo: true, status: 'draft', title: 'Histoire du mardi' });
    const [row] = (await partitionOf(admin, ENV.storiesTable)).filter((item) => item.storyId === created.id);
    expect(row).toMatchObject({ userId: admin.sub, isDemo: true, status: 'draft', profileId });
    // Assert: no credit taken, no ledger entry, and the home and the pending watcher never see it.
    expect(await partitionOf(admin, ENV.accountsTable)).toEqual(accountsBefore);
    expect(recent.map((card) => storyCardSchema.parse(card).id)).not.toContain(created.id);
    expect(pending.map((story) => pendingStorySchema.parse(story).id)).not.toContain(created.id);
  });

  it('should refuse a profile that is not the admin’s, and an admin without any profile, in French', async () => {
    // Arrange
    const { admin } = await arrangeAdmin();
    const withoutProfile = await signedInAdmin();
    const other = await signUpAndSignIn(PASSWORD);
    const othersProfile = await createProfile(other);

    // Act
    const foreign = await answer(await send(admin, 'POST', '/api/test/stories', { profileId: othersProfile }));
    const none = await answer(await send(withoutProfile, 'POST', '/api/test/stories', {}));
    const tooLong = await answer(await send(admin, 'POST', '/api/test/stories', { title: 'x'.repeat(201) }));

    // Assert
    expect(foreign).toEqual({ status: 404, body: { message: 'Profil enfant non trouvé' } });
    expect(none).toEqual({ status: 404, body: { message: TEST_TOOLS_MESSAGES.profileRequired } });
    expect(tooLong).toEqual({ status: 400, body: { message: TEST_TOOLS_MESSAGES.titleTooLong } });
    expect(await partitionOf(other, ENV.storiesTable)).toEqual([]);
  });

  it('should set any status, in any order, on a test story, and refuse an unknown status with a French 400', async () => {
    // Arrange
    const { admin } = await arrangeAdmin();
    const { id } = await createTestStory(admin);

    // Act
    const forward = await answer(await send(admin, 'PATCH', `/api/test/stories/${id}/status`, { status: 'completed' }));
    const backward = await answer(await send(admin, 'PATCH', `/api/test/stories/${id}/status`, { status: 'generating_image' }));
    const unknown = await answer(await send(admin, 'PATCH', `/api/test/stories/${id}/status`, { status: 'finished' }));
    const missing = await answer(await send(admin, 'PATCH', `/api/test/stories/${id}/status`, {}));
    const detail = storyDetailSchema.parse((await answer(await send(admin, 'GET', `/api/stories/${id}`))).body);

    // Assert
    expect(forward).toMatchObject({ status: 200, body: { id, status: 'completed', isDemo: true } });
    expect(backward).toMatchObject({ status: 200, body: { id, status: 'generating_image' } });
    expect(unknown).toEqual({ status: 400, body: { message: TEST_TOOLS_MESSAGES.invalidStatus } });
    expect(missing).toEqual({ status: 400, body: { message: TEST_TOOLS_MESSAGES.invalidStatus } });
    expect(detail.status).toBe('generating_image');
  });

  it("should answer 'Histoire non trouvée' for the admin's real story, another parent's story and a malformed id, changing none", async () => {
    // Arrange
    const { admin } = await arrangeAdmin();
    const other = await signUpAndSignIn(PASSWORD);
    const realStory = await putStory(admin, { at: 2, status: 'generating_text', withImage: false });
    const othersDemo = await putStory(other, { at: 3, status: 'draft', isDemo: true, withImage: false });
    const adminBefore = await partitionOf(admin, ENV.storiesTable);
    const otherBefore = await partitionOf(other, ENV.storiesTable);

    // Act
    const calls = await Promise.all([
      send(admin, 'PATCH', `/api/test/stories/${realStory}/status`, { status: 'completed' }).then(answer),
      send(admin, 'PATCH', `/api/test/stories/${othersDemo}/status`, { status: 'completed' }).then(answer),
      send(admin, 'PATCH', `/api/test/stories/${ulid()}/status`, { status: 'completed' }).then(answer),
      send(admin, 'PATCH', '/api/test/stories/pas-un-id/status', { status: 'completed' }).then(answer),
      send(admin, 'POST', `/api/test/stories/${realStory}/audio-combination`).then(answer),
      send(admin, 'POST', `/api/test/stories/${othersDemo}/audio-combination`).then(answer),
    ]);

    // Assert
    for (const call of calls) expect(call).toEqual({ status: 404, body: { message: 'Histoire non trouvée' } });
    expect(await partitionOf(admin, ENV.storiesTable)).toEqual(adminBefore);
    expect(await partitionOf(other, ENV.storiesTable)).toEqual(otherBefore);
  });
});

describe('the test tools API: audio combination', () => {
  it("should store one MP3 whose frames and duration are the narrated parts' sum, with the timings shifted part by part, and attach it", async () => {
    // Arrange
    const { admin } = await arrangeAdmin();
    const { id } = await createTestStory(admin, { title: 'Trois parties' });
    const accountsBefore = await partitionOf(admin, ENV.accountsTable);

    // Act
    const response = await send(admin, 'POST', `/api/test/stories/${id}/audio-combination`);
    const result = audioCombinationResultSchema.parse(await response.json());
    const mp3 = await objectBytes(storyAudioKey(id));
    const timings = JSON.parse(new TextDecoder().decode(await objectBytes(storyTimingsKey(id)))) as unknown;
    const detail = storyDetailSchema.parse((await answer(await send(admin, 'GET', `/api/stories/${id}`))).body);

    // Assert: three parts, one MP3 in the bucket holding exactly their frames.
    expect(response.status).toBe(200);
    expect(result.parts).toHaveLength(3);
    const stored = readMp3Audio(mp3)!;
    expect(mp3.length).toBe(result.mp3Bytes);
    expect(stored.frameCount).toBe(result.parts.reduce((sum, part) => sum + part.frameCount, 0));
    expect(stored.durationMs).toBeCloseTo(result.parts.reduce((sum, part) => sum + part.durationMs, 0), 6);
    expect(result.durationMs).toBeCloseTo(stored.durationMs, 6);
    // Assert: the stored timings are part k's own, moved by the durations of the parts before it, and never go back.
    let offset = 0;
    const shifted = result.parts.flatMap((part) => {
      expect(part.offsetMs).toBeCloseTo(offset, 9);
      expect(part.words.length).toBeGreaterThan(0);
      const words = part.words.map((word) => ({ word: word.word, startMs: word.startMs + part.offsetMs, endMs: word.endMs + part.offsetMs }));
      offset += part.durationMs;
      return words;
    });
    expect(timings).toEqual(shifted);
    expect(timings).toEqual(result.words);
    for (const [index, word] of result.words.entries()) {
      expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
      if (index > 0) expect(word.startMs).toBeGreaterThanOrEqual(result.words[index - 1]!.startMs);
    }
    expect(result.words.at(-1)!.endMs).toBeLessThanOrEqual(result.durationMs);
    // Assert: the story page plays it with its read-along; still no credit moved.
    expect(detail.audioUrl).toContain(storyAudioKey(id));
    expect(detail.words).toEqual(result.words);
    expect(await partitionOf(admin, ENV.accountsTable)).toEqual(accountsBefore);
  }, 90_000);
});
