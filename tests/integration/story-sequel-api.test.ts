import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SEQUEL_SIBLING_GONE } from '#core/stories/create-sequel';
import { creditSummarySchema } from '#shared/credits';
import { ENV } from '#shared/environment';
import { profileSchema, type Profile } from '#shared/profiles';
import { STORY_MESSAGES, libraryPageSchema, storyDetailSchema, type StoryDetail } from '#shared/stories';
import { SEQUEL_MESSAGES, createSequelResponseSchema, type CreateSequelRequest } from '#shared/story-sequels';
import { LEA, TOM } from '../fixtures/profiles';
import { waitFor } from '../support/wait-for';
import { boundName, documents } from './support/aws';
import { debitsOf, setBonusCredits } from './support/account-credits';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { putStory } from './support/stories';

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** The earlier episode's choices (the sample request's, which putStory stores) with a new goal, and no narration to be quick. */
const SEQUEL: CreateSequelRequest = {
  mainCharacter: 'un petit dragon qui a peur du noir',
  setting: 'la forêt enchantée',
  scenario: 'trouver le trésor caché',
  emotions: ['la joie', 'le courage'],
  values: ["l'amitié", 'la persévérance'],
  narration: false,
};
// Generous: the twin shares two cores with other test runs, and a story with three pictures then takes tens of seconds.
const PIPELINE_DEADLINE_MS = 90_000;
const PIPELINE_TEST_TIMEOUT_MS = 110_000;

const postSequel = (parent: SignedInParent, storyId: string, body: unknown) => api(`/api/stories/${storyId}/sequel`, { method: 'POST', token: parent.idToken, ...json(body) });

async function createProfile(parent: SignedInParent, input = TOM): Promise<Profile> {
  return profileSchema.parse(await (await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(input) })).json());
}

/** Makes a stored episode one of two children (issue 31, item 5): its second hero's id. */
async function addSibling(parent: SignedInParent, storyId: string, siblingProfileId: string): Promise<void> {
  await documents().send(
    new UpdateCommand({
      TableName: boundName(ENV.storiesTable),
      Key: { userId: parent.sub, storyId },
      UpdateExpression: 'SET siblingProfileId = :sibling',
      ExpressionAttributeValues: { ':sibling': siblingProfileId },
    }),
  );
}

async function readStory(parent: SignedInParent, id: string): Promise<StoryDetail> {
  return storyDetailSchema.parse(await (await api(`/api/stories/${id}`, { token: parent.idToken })).json());
}

describe('« La suite » on the local twin (issue 31, item 1)', () => {
  it(
    'should write episode 2 for the same child with the recap first, debit one credit once, and number both episodes of the series',
    async () => {
      // Arrange
      const parent = await signUpAndSignIn();
      const profile = await createProfile(parent);
      const earlierId = await putStory(parent, { at: 11, profileId: profile.id });

      // Act
      const response = await postSequel(parent, earlierId, SEQUEL);
      const created = createSequelResponseSchema.parse(await response.json());
      const episode = await waitFor(
        async () => {
          const story = await readStory(parent, created.id);
          return story.status === 'completed' || story.status === 'failed' ? story : undefined;
        },
        { timeoutMs: PIPELINE_DEADLINE_MS, intervalMs: 100, description: `episode ${created.id} to be completed or failed` },
      );
      const earlier = await readStory(parent, earlierId);
      const library = libraryPageSchema.parse(await (await api('/api/stories', { token: parent.idToken })).json());
      const summary = creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json());

      // Assert
      expect(response.status).toBe(201);
      expect(created.series).toEqual({ id: earlierId, episode: 2 });
      expect(episode).toMatchObject({ status: 'completed', profileId: profile.id, series: { id: earlierId, episode: 2 } });
      const [recap = '', opening = ''] = episode.content.split('\n\n');
      expect(recap).toMatch(/^La dernière fois, Tom était parti dans la forêt enchantée avec le petit dragon pour retrouver une étoile tombée du ciel\. Au bout de cette aventure, il avait retrouvé /);
      expect(recap.split(/(?<=\.)\s+/)).toHaveLength(2);
      expect(opening).toContain('Tom');
      expect(earlier.series).toEqual({ id: earlierId, episode: 1 });
      expect(library.stories.map((card) => [card.id, card.series?.episode])).toEqual([
        [created.id, 2],
        [earlierId, 1],
      ]);
      expect(await debitsOf(parent)).toEqual([created.id]);
      expect(summary).toMatchObject({ storiesLeft: 0, bonusStoriesCreated: 1 });
    },
    PIPELINE_TEST_TIMEOUT_MS,
  );

  it(
    'should keep both children of an episode of two in its sequel, in both libraries, with a recap naming both',
    async () => {
      // Arrange
      const parent = await signUpAndSignIn();
      const [tom, lea] = await Promise.all([createProfile(parent), createProfile(parent, LEA)]);
      const earlierId = await putStory(parent, { at: 15, profileId: tom.id });
      await addSibling(parent, earlierId, lea.id);
      await setBonusCredits(parent, 1);

      // Act
      const response = await postSequel(parent, earlierId, SEQUEL);
      const created = createSequelResponseSchema.parse(await response.json());
      const episode = await waitFor(
        async () => {
          const story = await readStory(parent, created.id);
          return story.status === 'completed' || story.status === 'failed' ? story : undefined;
        },
        { timeoutMs: PIPELINE_DEADLINE_MS, intervalMs: 100, description: `episode ${created.id} to be completed or failed` },
      );
      const libraryOf = async (profileId: string) =>
        libraryPageSchema.parse(await (await api(`/api/stories?profileId=${profileId}`, { token: parent.idToken })).json()).stories.map((card) => card.id);

      // Assert
      expect(response.status).toBe(201);
      expect(episode).toMatchObject({ status: 'completed', profileId: tom.id, siblingProfileId: lea.id, series: { id: earlierId, episode: 2 } });
      const [recap = ''] = episode.content.split('\n\n');
      expect(recap).toMatch(/^La dernière fois, Tom et Léa étaient partis dans la forêt enchantée avec le petit dragon /);
      expect(recap).toMatch(/Au bout de cette aventure, Tom avait retrouvé .*, avec Léa à ses côtés\.$/);
      expect(await libraryOf(lea.id)).toContain(created.id);
      expect(await libraryOf(tom.id)).toContain(created.id);
      expect(await debitsOf(parent)).toEqual([created.id]);
    },
    PIPELINE_TEST_TIMEOUT_MS,
  );

  it('should refuse with a French 409 and spend nothing when the second child of the episode is gone', async () => {
    // Arrange: the sister's profile row is gone, as in the moment her deletion runs (before it reaches the stories).
    const parent = await signUpAndSignIn();
    const [tom, lea] = await Promise.all([createProfile(parent), createProfile(parent, LEA)]);
    const earlierId = await putStory(parent, { at: 16, profileId: tom.id });
    await addSibling(parent, earlierId, lea.id);
    await setBonusCredits(parent, 1);
    await documents().send(new DeleteCommand({ TableName: boundName(ENV.profilesTable), Key: { userId: parent.sub, profileId: lea.id } }));

    // Act
    const response = await postSequel(parent, earlierId, SEQUEL);

    // Assert
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: SEQUEL_SIBLING_GONE });
    expect(await debitsOf(parent)).toEqual([]);
  });

  it("should answer another parent's story, an unknown id and a malformed id with the same French 404, and no session with 401", async () => {
    // Arrange
    const [parent, other] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const earlierId = await putStory(parent, { at: 12 });

    // Act
    const others = await postSequel(other, earlierId, SEQUEL);
    const unknown = await postSequel(parent, '01JD0000000000000000000000', SEQUEL);
    const malformed = await postSequel(parent, 'pas-un-id', SEQUEL);
    const anonymous = await api(`/api/stories/${earlierId}/sequel`, { method: 'POST', ...json(SEQUEL) });

    // Assert
    for (const answer of [others, unknown, malformed]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: STORY_MESSAGES.storyNotFound });
    }
    expect(anonymous.status).toBe(401);
    expect(await debitsOf(other)).toEqual([]);
  });

  it('should refuse a story not completed yet with a French 409 and spend nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    const earlierId = await putStory(parent, { at: 13, profileId: profile.id, status: 'generating_audio' });

    // Act
    const response = await postSequel(parent, earlierId, SEQUEL);

    // Assert
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: SEQUEL_MESSAGES.notFinished });
    expect(await debitsOf(parent)).toEqual([]);
  });

  it("should answer 402 « Crédits insuffisants » without a credit, and French 400s for the same goal or a missing field", async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = await createProfile(parent);
    const earlierId = await putStory(parent, { at: 14, profileId: profile.id });

    // Act
    const sameGoal = await postSequel(parent, earlierId, { ...SEQUEL, scenario: 'retrouver une étoile tombée du ciel' });
    const missing = await postSequel(parent, earlierId, { ...SEQUEL, emotions: [] });
    await setBonusCredits(parent, 0);
    const noCredit = await postSequel(parent, earlierId, SEQUEL);

    // Assert
    expect(sameGoal.status).toBe(400);
    expect(await sameGoal.json()).toMatchObject({ message: SEQUEL_MESSAGES.sameGoal });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: STORY_MESSAGES.emotionRequired });
    expect(noCredit.status).toBe(402);
    expect(await noCredit.json()).toEqual({ message: STORY_MESSAGES.noCreditsTitle });
    expect(await debitsOf(parent)).toEqual([]);
    expect((await readStory(parent, earlierId)).series ?? null).toBeNull();
  });
});
