import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '#core/errors';
import { createSequel, SEQUEL_SIBLING_GONE, type CreateSequelPorts } from '#core/stories/create-sequel';
import type { PipelineInput, Story } from '#core/stories/story';
import { createFrameReader } from '#story-makers/frame/index';
import { STORY_MESSAGES, type StoryStatus } from '#shared/stories';
import { SEQUEL_MESSAGES, type CreateSequelCommand } from '#shared/story-sequels';
import { FakeModerator } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryProfiles, profileOf } from './support/in-memory-profiles';
import { InMemoryStories, PARENT_ID } from './support/in-memory-stories';

const PARENT: Caller = { userId: PARENT_ID, email: 'parent@example.com', isAdmin: false };
const PROFILE_ID = '01JD0000000000000000000001';
const TOM_ID = '01JD0000000000000000000002';
const EARLIER_ID = '01JD0000000000000000000A01';
const NOW = new Date('2026-12-06T20:00:00.000Z');
const EARLIER_CHOICES = { mainCharacter: 'Un dragon', setting: 'Une forêt enchantée', scenario: 'Trouver le trésor caché', emotions: ['Joie'], values: ['Amitié'] };
const SEQUEL: CreateSequelCommand = { ...EARLIER_CHOICES, scenario: 'Réparer la fusée', narration: false };

function earlierStory(status: StoryStatus, fields: Partial<Story> = {}): Story {
  const reading = createFrameReader().read(EARLIER_CHOICES);
  if (!reading.ok) throw new Error('The earlier choices must read into a frame');
  const profile = profileOf(PROFILE_ID);
  return {
    userId: PARENT_ID,
    storyId: EARLIER_ID,
    profileId: PROFILE_ID,
    title: 'Léa et le dragon',
    content: 'Il était une fois…',
    moral: 'On est plus forts ensemble.',
    status,
    creditType: 'bonus',
    isDemo: false,
    createdAt: '2026-12-05T20:00:00.000Z',
    updatedAt: '2026-12-05T20:05:00.000Z',
    request: { child: { ...profile }, choices: EARLIER_CHOICES, seed: EARLIER_ID, frame: reading.frame },
    narrationRequested: true,
    ...fields,
  };
}

function world(options: { status?: StoryStatus; bonusCredits?: number; earlier?: Partial<Story> } = {}) {
  const profiles = new InMemoryProfiles();
  profiles.put(PARENT_ID, profileOf(PROFILE_ID));
  const accounts = new InMemoryAccounts();
  accounts.open(PARENT_ID, { bonusCredits: options.bonusCredits ?? 2 });
  const stories = new InMemoryStories();
  stories.put(earlierStory(options.status ?? 'completed', options.earlier));
  const credits = new InMemoryCredits(stories, accounts, (userId, profileId) => profiles.has(userId, profileId));
  const moderator = new FakeModerator();
  const started: PipelineInput[] = [];
  const ports: CreateSequelPorts = {
    profiles,
    accounts,
    credits,
    moderator,
    frames: createFrameReader(),
    pipeline: { start: async (input) => void started.push(input) },
    stories,
    now: () => NOW,
    sleep: async () => {},
  };
  return { ports, stories, accounts, moderator, started, profiles };
}

describe('createSequel (issue 31, item 1)', () => {
  it('should create episode 2 of the series named after the first episode, debit one credit and start the pipeline', async () => {
    // Arrange
    const { ports, stories, accounts, started } = world();

    // Act
    const { id, series } = await createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    expect(series).toEqual({ id: EARLIER_ID, episode: 2 });
    const created = stories.rows.get(id)!;
    expect(created).toMatchObject({ profileId: PROFILE_ID, status: 'draft', series: { id: EARLIER_ID, episode: 2 } });
    expect(created.request.sequel).toMatchObject({
      seriesId: EARLIER_ID,
      episode: 2,
      child: { name: 'Léa', gender: 'girl' },
      previous: { storyId: EARLIER_ID, title: 'Léa et le dragon', frame: stories.rows.get(EARLIER_ID)!.request.frame },
      sameCompanion: true,
      samePlace: true,
    });
    expect(stories.rows.get(EARLIER_ID)!.series).toEqual({ id: EARLIER_ID, episode: 1 });
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(1);
    expect(accounts.ledger.filter((entry) => entry.reason === 'debit_story').map((entry) => entry.reference)).toEqual([id]);
    expect(started).toEqual([{ userId: PARENT_ID, storyId: id }]);
  });

  it('should number the episode after an episode 2 as episode 3 of the same series', async () => {
    // Arrange
    const { ports, stories } = world({ earlier: { series: { id: '01JD0000000000000000000S01', episode: 2 } } });

    // Act
    const { id, series } = await createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    expect(series).toEqual({ id: '01JD0000000000000000000S01', episode: 3 });
    expect(stories.rows.get(id)!.series).toEqual(series);
    expect(stories.rows.get(EARLIER_ID)!.series).toEqual({ id: '01JD0000000000000000000S01', episode: 2 });
  });

  it('should moderate only the texts the parent changed', async () => {
    // Arrange
    const { ports, moderator } = world();

    // Act
    await createSequel(ports, PARENT, EARLIER_ID, { ...SEQUEL, setting: 'Une plage', values: ['Amitié', 'Courage'] });

    // Assert
    expect(moderator.seen.at(-1)!.map(({ field, text }) => `${field}: ${text}`)).toEqual(['setting: Une plage', 'scenario: Réparer la fusée', 'values: Courage']);
  });

  it("should moderate every text of a demo story's sequel, whose texts never passed the Moderator", async () => {
    // Arrange
    const { ports, moderator } = world({ earlier: { isDemo: true } });

    // Act
    await createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    expect(moderator.seen.at(-1)!.map(({ field }) => field)).toEqual(['mainCharacter', 'setting', 'scenario', 'emotions', 'values']);
  });

  it('should refuse a changed text the Moderator refuses, in French, with nothing spent', async () => {
    // Arrange
    const { ports, accounts, stories } = world();

    // Act
    const attempt = createSequel(ports, PARENT, EARLIER_ID, { ...SEQUEL, setting: 'un endroit interdit' });

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'ValidationError', field: 'setting' });
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(2);
    expect(stories.rows.size).toBe(1);
  });

  it("should answer another parent's story with the same French 404 as an unknown story", async () => {
    // Arrange
    const { ports } = world();
    const stranger: Caller = { userId: 'parent-2', email: 'autre@example.com', isAdmin: false };

    // Act
    const attempt = createSequel(ports, stranger, EARLIER_ID, SEQUEL);

    // Assert
    await expect(attempt).rejects.toThrow(new NotFoundError(STORY_MESSAGES.storyNotFound));
  });

  it('should refuse a story not completed yet with a French 409', async () => {
    // Arrange
    const { ports, accounts } = world({ status: 'generating_audio' });

    // Act
    const attempt = createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    await expect(attempt).rejects.toThrow(new ConflictError(SEQUEL_MESSAGES.notFinished));
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(2);
  });

  it('should ask for a new goal when the scenario is the earlier one, on the scenario field', async () => {
    // Arrange
    const { ports } = world();

    // Act
    const attempt = createSequel(ports, PARENT, EARLIER_ID, { ...SEQUEL, scenario: ' trouver le trésor  caché ' });

    // Assert
    await expect(attempt).rejects.toThrow(new ValidationError(SEQUEL_MESSAGES.sameGoal, 'scenario'));
  });

  it("should answer 402 'Crédits insuffisants' without a credit, writing nothing", async () => {
    // Arrange
    const { ports, stories } = world({ bonusCredits: 0 });

    // Act
    const attempt = createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    await expect(attempt).rejects.toThrow(new PaymentRequiredError(STORY_MESSAGES.noCreditsTitle));
    expect(stories.rows.size).toBe(1);
    expect(stories.rows.get(EARLIER_ID)!.series).toBeUndefined();
  });

  it('should keep both children of an episode of two, with both named in its sequel', async () => {
    // Arrange
    const tom = profileOf(TOM_ID, { name: 'Tom', gender: 'boy', age: 5 });
    const { ports, stories, accounts, profiles } = world({ earlier: { siblingProfileId: TOM_ID } });
    profiles.put(PARENT_ID, tom);

    // Act
    const { id } = await createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    const created = stories.rows.get(id)!;
    expect(created).toMatchObject({ profileId: PROFILE_ID, siblingProfileId: TOM_ID });
    expect(created.request.sibling).toMatchObject({ name: 'Tom', gender: 'boy', age: 5 });
    expect(created.request.sequel).toMatchObject({ child: { name: 'Léa', gender: 'girl' }, sibling: { name: 'Tom', gender: 'boy' } });
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(1);
  });

  it('should leave the second child out of the sequel of an episode of one child', async () => {
    // Arrange
    const { ports, stories } = world();

    // Act
    const { id } = await createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    const created = stories.rows.get(id)!;
    expect(created.siblingProfileId).toBeUndefined();
    expect(created.request.sibling).toBeUndefined();
    expect(created.request.sequel?.sibling).toBeUndefined();
  });

  it('should refuse with a French 409 and spend nothing when the second child is no longer in the account', async () => {
    // Arrange: the brother's profile is gone (its deletion is taking the earlier episode with it).
    const { ports, stories, accounts } = world({ earlier: { siblingProfileId: TOM_ID } });

    // Act
    const attempt = createSequel(ports, PARENT, EARLIER_ID, SEQUEL);

    // Assert
    await expect(attempt).rejects.toThrow(new ConflictError(SEQUEL_SIBLING_GONE));
    expect(stories.rows.size).toBe(1);
    expect(accounts.balance(PARENT_ID, 'bonus')).toBe(2);
  });

  it('should say the earlier companion was changed when the parent picked another one', async () => {
    // Arrange
    const { ports, stories } = world();

    // Act
    const { id } = await createSequel(ports, PARENT, EARLIER_ID, { ...SEQUEL, mainCharacter: 'Deux lapins' });

    // Assert
    expect(stories.rows.get(id)!.request.sequel).toMatchObject({ sameCompanion: false, samePlace: true });
  });
});
