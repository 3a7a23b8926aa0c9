import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { creditSummarySchema, type CreditSummary } from '#shared/credits';
import { ENV } from '#shared/environment';
import { profileSchema, type Profile } from '#shared/profiles';
import { scenarioListSchema } from '#shared/scenarios';
import { STORY_STATUSES, storyDetailSchema, type CreateStoryRequest, type StoryDetail } from '#shared/stories';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { waitFor } from '../support/wait-for';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { putStory } from './support/stories';
import { TOM } from '../fixtures/profiles';

const CHOICES = {
  mainCharacter: 'un robot qui apprend à rire',
  setting: 'une station spatiale',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie'],
  values: ["l'amitié"],
};

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function createProfile(parent: SignedInParent): Promise<Profile> {
  const response = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(TOM) });
  return profileSchema.parse(await response.json());
}

const postStory = (parent: SignedInParent, body: unknown) => api('/api/stories', { method: 'POST', token: parent.idToken, ...json(body) });

async function credits(parent: SignedInParent): Promise<CreditSummary> {
  return creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json());
}

async function readStory(parent: SignedInParent, id: string): Promise<StoryDetail> {
  return storyDetailSchema.parse(await (await api(`/api/stories/${id}`, { token: parent.idToken })).json());
}

/**
 * How long a test waits for a story it created to finish (the embedded narration alone takes seconds on a
 * loaded 2-core machine), and the timeout of such a test, above it so the poll's own message is the one seen.
 */
const PIPELINE_DEADLINE_MS = 45_000;
const PIPELINE_TEST_TIMEOUT_MS = 60_000;

/** Polls the story as the progress screen does, recording every status seen, until it has finished. */
async function waitUntilFinished(parent: SignedInParent, id: string, seen: string[] = []): Promise<StoryDetail> {
  return waitFor(
    async () => {
      const story = await readStory(parent, id);
      if (seen.at(-1) !== story.status) seen.push(story.status);
      return story.status === 'completed' || story.status === 'failed' ? story : undefined;
    },
    { timeoutMs: PIPELINE_DEADLINE_MS, intervalMs: 50, description: `story ${id} to be completed or failed` },
  );
}

async function ledgerOf(parent: SignedInParent) {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: boundName(ENV.accountsTable),
      KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':userId': parent.sub, ':prefix': LEDGER_SK_PREFIX },
    }),
  );
  return Items as { reason: string; delta: number; creditType: string; reference: string | null }[];
}

async function storiesOf(parent: SignedInParent) {
  const { Items = [] } = await documents().send(
    new QueryCommand({ TableName: boundName(ENV.storiesTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parent.sub } }),
  );
  return Items;
}

/** Arranges a balance directly in the table, as a pack bought or the free credit spent would leave it. */
async function setBonusCredits(parent: SignedInParent, bonusCredits: number): Promise<void> {
  await credits(parent); // creates the account on first read
  await documents().send(
    new UpdateCommand({
      TableName: boundName(ENV.accountsTable),
      Key: { userId: parent.sub, sk: ACCOUNT_SK },
      UpdateExpression: 'SET bonusCredits = :credits',
      ExpressionAttributeValues: { ':credits': bonusCredits },
    }),
  );
}

describe('the scenarios API on the local twin', () => {
  it('should list the predefined scenarios the stack seeds, in order, each with an emoji, a title and a description', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const response = await api('/api/scenarios', { token: parent.idToken });

    // Assert
    expect(response.status).toBe(200);
    const scenarios = scenarioListSchema.parse(await response.json());
    expect(scenarios.length).toBeGreaterThanOrEqual(12);
    expect(scenarios[0]).toMatchObject({ id: 'etoile-tombee', emoji: '⭐' });
    for (const scenario of scenarios) expect(scenario.title.length * scenario.description.length * scenario.emoji.length).toBeGreaterThan(0);
  });

  it('should answer 401 without a session', async () => {
    // Act
    const response = await api('/api/scenarios');

    // Assert
    expect(response.status).toBe(401);
  });
});

describe('the stories API on the local twin', () => {
  it('should spend the one free credit, move the story forward through the statuses and complete it with text, image, audio and timings', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);

    // Act
    const response = await postStory(parent, { profileId: profile.id, ...CHOICES } satisfies CreateStoryRequest);
    const { id } = (await response.json()) as { id: string };
    const seen: string[] = [];
    const story = await waitUntilFinished(parent, id, seen);

    // Assert
    expect(response.status).toBe(201);
    expect(story).toMatchObject({ status: 'completed', creditType: 'bonus', profileId: profile.id, narrationRequested: true, failureReason: null });
    expect(story.content).toContain('Tom');
    expect(story.title.length).toBeGreaterThan(0);
    expect(story.moral.length).toBeGreaterThan(0);
    const ranks = seen.map((status) => STORY_STATUSES.indexOf(status as (typeof STORY_STATUSES)[number]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const image = new Uint8Array(await (await fetch(story.imageUrl!)).arrayBuffer());
    expect([...image.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    // The picture book: three pictures (the twin's embedded story makers), in the story's order, each a PNG of its own.
    expect(story.illustrations.map(({ moment, missing }) => [moment, missing])).toEqual([
      ['opening', false],
      ['problem', false],
      ['resolution', false],
    ]);
    expect(story.illustrations[0]!.url).toBe(story.imageUrl);
    expect(story.illustrations.map(({ paragraph }) => paragraph)).toEqual([...story.illustrations.map(({ paragraph }) => paragraph)].sort((a, b) => a - b));
    const pictures = await Promise.all(story.illustrations.map(async ({ url }) => new Uint8Array(await (await fetch(url!)).arrayBuffer())));
    for (const picture of pictures) expect([...picture.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const audio = await fetch(story.audioUrl!);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect(story.words!.length).toBeGreaterThan(100);
    expect(await credits(parent)).toMatchObject({ storiesLeft: 0, bonusStories: 0, bonusStoriesCreated: 1 });
    expect((await ledgerOf(parent)).map(({ reason, delta, reference }) => [reason, delta, reference])).toEqual([
      ['grant_signup', 1, null],
      ['debit_story', -1, id],
    ]);
  }, PIPELINE_TEST_TIMEOUT_MS);

  it('should list the narration parts as they are stored, the first before the narration is whole, and delete every part with the story', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    const response = await postStory(parent, { profileId: profile.id, ...CHOICES } satisfies CreateStoryRequest);
    const { id } = (await response.json()) as { id: string };

    // Act — read as the story page does while it is being made, noting each new count of parts.
    const seen: { parts: number; complete: boolean }[] = [];
    const story = await waitFor(
      async () => {
        const read = await readStory(parent, id);
        const last = seen.at(-1);
        if (last?.parts !== read.audioParts.length || last.complete !== read.narrationComplete) seen.push({ parts: read.audioParts.length, complete: read.narrationComplete });
        return read.status === 'completed' || read.status === 'failed' ? read : undefined;
      },
      { timeoutMs: PIPELINE_DEADLINE_MS, intervalMs: 50, description: `story ${id} to be completed or failed` },
    );
    const urls = story.audioParts.map((part) => part.url);
    const before = await Promise.all(urls.map(async (url) => (await fetch(url)).status));
    await api(`/api/profiles/${profile.id}`, { method: 'DELETE', token: parent.idToken });
    const after = await Promise.all(urls.map(async (url) => (await fetch(url)).status));

    // Assert — the first part alone, then both: the narration is whole only with its last part.
    expect(story.status).toBe('completed');
    expect(seen.find((state) => state.parts > 0)).toEqual({ parts: 1, complete: false });
    expect(seen.at(-1)).toEqual({ parts: 2, complete: true });
    expect(story).toMatchObject({ narrationPartCount: 2, narrationComplete: true });
    expect(story.audioParts[1]!.startMs).toBe(story.audioParts[0]!.durationMs);
    expect(story.words!.at(-1)!.startMs).toBeGreaterThan(story.audioParts[1]!.startMs);
    expect(before).toEqual([200, 200]);
    expect(after).toEqual([404, 404]);
  }, PIPELINE_TEST_TIMEOUT_MS);

  it('should answer 402 Crédits insuffisants and write nothing when no credit is left', async () => {
    // Arrange: a parent whose free credit is already gone.
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    await setBonusCredits(parent, 0);
    const before = await credits(parent);

    // Act
    const response = await postStory(parent, { profileId: profile.id, ...CHOICES });

    // Assert
    expect(before.storiesLeft).toBe(0);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ message: 'Crédits insuffisants' });
    expect(await credits(parent)).toEqual(before);
    expect(await storiesOf(parent)).toEqual([]);
    expect((await ledgerOf(parent)).map(({ reason }) => reason)).toEqual(['grant_signup']);
  });

  it("should give another parent's story the same 404 as an unknown one", async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const storyId = await putStory(parent, { at: 1 });

    // Act
    const own = await api(`/api/stories/${storyId}`, { token: parent.idToken });
    const stolen = await api(`/api/stories/${storyId}`, { token: other.idToken });
    const malformed = await api('/api/stories/not-an-id', { token: other.idToken });

    // Assert: the story is there for its parent, so the other parent's 404 is about ownership alone.
    expect([own.status, stolen.status, malformed.status]).toEqual([200, 404, 404]);
    expect(await stolen.json()).toEqual({ message: 'Histoire non trouvée' });
    expect(await malformed.json()).toEqual({ message: 'Histoire non trouvée' });
  });
});

describe('creating stories: validation, moderation and concurrency', () => {
  it('should complete a story without audio when the narration is turned off', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);

    // Act
    const { id } = (await (await postStory(parent, { profileId: profile.id, ...CHOICES, narration: false })).json()) as { id: string };
    const story = await waitUntilFinished(parent, id);

    // Assert
    expect(story).toMatchObject({ status: 'completed', narrationRequested: false, audioUrl: null, words: null });
    expect(story.imageUrl).toMatch(/^http/);
  }, PIPELINE_TEST_TIMEOUT_MS);

  it('should refuse a free text the Moderator rejects, naming the field, and spend nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    const before = await credits(parent);

    // Act
    const response = await postStory(parent, { profileId: profile.id, ...CHOICES, mainCharacter: 'un pirate qui dit va te faire foutre' });

    // Assert
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/personnage/i);
    expect(await credits(parent)).toEqual(before);
    expect(await storiesOf(parent)).toEqual([]);
    expect((await ledgerOf(parent)).map(({ reason }) => reason)).toEqual(['grant_signup']);
  });

  it("should answer 404 Profil enfant non trouvé for another parent's profile and spend nothing", async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const othersProfile = await createProfile(other);

    // Act
    const response = await postStory(parent, { profileId: othersProfile.id, ...CHOICES });

    // Assert
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Profil enfant non trouvé' });
    expect((await credits(parent)).storiesLeft).toBe(1);
  });

  it('should answer 400 with a French message to a 1 MB body, wrong types and missing fields', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);

    // Act
    const huge = await postStory(parent, { profileId: profile.id, ...CHOICES, scenario: 'a'.repeat(1024 * 1024) });
    const wrongTypes = await postStory(parent, { profileId: profile.id, ...CHOICES, emotions: 'la joie', narration: 'oui' });
    const missing = await postStory(parent, { profileId: profile.id, mainCharacter: '   ' });
    const notJson = await api('/api/stories', { method: 'POST', token: parent.idToken, body: '{"profileId":', headers: { 'content-type': 'application/json' } });

    // Assert
    expect([huge.status, wrongTypes.status, missing.status, notJson.status]).toEqual([400, 400, 400, 400]);
    expect(await huge.json()).toEqual({ message: 'Le contenu envoyé est trop volumineux.' });
    expect(await wrongTypes.json()).toEqual({ message: "Veuillez sélectionner au moins une émotion pour l'histoire" });
    expect(await missing.json()).toEqual({ message: 'Veuillez choisir ou décrire le personnage principal' });
    expect((await credits(parent)).storiesLeft).toBe(1);
  });

  it('should create exactly 5 stories for 20 simultaneous requests with 5 credits, answer 15 × 402 and keep the ledger consistent', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    await setBonusCredits(parent, 5);

    // Act
    const responses = await Promise.all(Array.from({ length: 20 }, () => postStory(parent, { profileId: profile.id, ...CHOICES, narration: false })));

    // Assert
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(402)]);
    const ids = await Promise.all(responses.filter((response) => response.status === 201).map(async (response) => ((await response.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(5);
    const { Item: account } = await documents().send(new GetCommand({ TableName: boundName(ENV.accountsTable), Key: { userId: parent.sub, sk: ACCOUNT_SK }, ConsistentRead: true }));
    expect(account).toMatchObject({ bonusCredits: 0, bonusStoriesCreated: 5 });
    const debits = (await ledgerOf(parent)).filter(({ reason }) => reason === 'debit_story');
    expect(debits.map(({ reference }) => reference).sort()).toEqual([...ids].sort());
    expect((await storiesOf(parent)).map(({ storyId }) => storyId).sort()).toEqual([...ids].sort());
    // Let the five pipelines finish before the next test file shares the twin.
    await Promise.all(ids.map((id) => waitUntilFinished(parent, id)));
  }, PIPELINE_TEST_TIMEOUT_MS);
});
