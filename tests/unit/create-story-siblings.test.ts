import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { NotFoundError, ValidationError } from '#core/errors';
import { createStory, type CreateStoryPorts } from '#core/stories/create-story';
import { listLibrary } from '#core/stories/read-stories';
import { createStoryRequestSchema, STORY_MESSAGES, type CreateStoryCommand } from '#shared/stories';
import { FakeFrameReader } from './support/fake-frame-reader';
import { FakeModerator } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryCredits } from './support/in-memory-credits';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryProfiles, profileOf } from './support/in-memory-profiles';
import { InMemoryStories, InMemoryStoryQueryRepository } from './support/in-memory-stories';

/** Issue 31, item 5: one story for two children of the family, one credit, in both children's libraries. */

const PARENT: Caller = { userId: 'parent-1', email: 'parent@example.com', isAdmin: false };
const OTHER_PARENT = 'parent-2';
const LEA_ID = '01JD0000000000000000000001';
const TOM_ID = '01JD0000000000000000000002';
const INES_ID = '01JD0000000000000000000003';
const STRANGER_ID = '01JD0000000000000000000009';
const NOW = new Date('2026-11-25T10:00:00.000Z');
const COMMAND: CreateStoryCommand = {
  profileId: LEA_ID,
  siblingProfileId: TOM_ID,
  mainCharacter: 'un robot',
  setting: 'la forêt',
  scenario: 'retrouver une étoile',
  emotions: ['la joie'],
  values: ["l'amitié"],
  narration: false,
};

function world() {
  const profiles = new InMemoryProfiles();
  profiles.put(PARENT.userId, profileOf(LEA_ID, { name: 'Léa', gender: 'girl', age: 7 }));
  profiles.put(PARENT.userId, profileOf(TOM_ID, { name: 'Tom', gender: 'boy', age: 5, hairColor: 'Noir', skinColor: 'Noire' }));
  profiles.put(PARENT.userId, profileOf(INES_ID, { name: 'Inès' }));
  profiles.put(OTHER_PARENT, profileOf(STRANGER_ID, { name: 'Zoé' }));
  const accounts = new InMemoryAccounts();
  accounts.open(PARENT.userId, { bonusCredits: 3 });
  const stories = new InMemoryStories();
  const credits = new InMemoryCredits(stories, accounts, (userId, profileId) => profiles.has(userId, profileId));
  const started: string[] = [];
  const ports: CreateStoryPorts = {
    profiles,
    accounts,
    credits,
    moderator: new FakeModerator(),
    frames: new FakeFrameReader(),
    pipeline: { start: async ({ storyId }) => void started.push(storyId) },
    now: () => NOW,
    sleep: async () => undefined,
  };
  const library = { queries: new InMemoryStoryQueryRepository(stories), media: new InMemoryMedia() };
  return { ports, accounts, stories, started, library };
}

describe('createStory with a brother or a sister (issue 31, item 5)', () => {
  it('should write both children into the story, record both profiles and take one credit', async () => {
    // Arrange
    const { ports, accounts, stories, started } = world();

    // Act
    const { id } = await createStory(ports, PARENT, COMMAND);

    // Assert
    const story = stories.rows.get(id);
    expect(story).toMatchObject({ profileId: LEA_ID, siblingProfileId: TOM_ID, status: 'draft' });
    expect(story?.request.child).toMatchObject({ name: 'Léa', gender: 'girl', age: 7 });
    expect(story?.request.sibling).toMatchObject({ name: 'Tom', gender: 'boy', age: 5, hairColor: 'Noir', skinColor: 'Noire' });
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ bonusCredits: 2, bonusStoriesCreated: 1 });
    expect(accounts.ledger.filter((entry) => entry.reason === 'debit_story')).toHaveLength(1);
    expect(started).toEqual([id]);
  });

  it("should answer 404 for another account's profile as the second child, and spend nothing", async () => {
    // Arrange
    const { ports, accounts, stories, started } = world();

    // Act
    const attempt = createStory(ports, PARENT, { ...COMMAND, siblingProfileId: STRANGER_ID });

    // Assert
    await expect(attempt).rejects.toThrow(new NotFoundError(STORY_MESSAGES.profileNotFound));
    expect(stories.rows.size).toBe(0);
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ bonusCredits: 3 });
    expect(started).toEqual([]);
  });

  it('should answer the same French 404 and spend nothing when the second child is deleted between its read and the credit transaction', async () => {
    // Arrange
    const { ports, accounts, stories, started } = world();
    const credits = ports.credits as InMemoryCredits;
    credits.before.createWithDebit = () => void ports.profiles.delete(PARENT.userId, TOM_ID);

    // Act
    const attempt = createStory(ports, PARENT, COMMAND);

    // Assert
    await expect(attempt).rejects.toThrow(new NotFoundError(STORY_MESSAGES.profileNotFound));
    expect(stories.rows.size).toBe(0);
    expect(accounts.rows.get(PARENT.userId)).toMatchObject({ bonusCredits: 3, bonusStoriesCreated: 0 });
    expect(accounts.ledger.filter((entry) => entry.reason === 'debit_story')).toHaveLength(0);
    expect(started).toEqual([]);
  });

  it('should answer 400 in French when the same child is chosen twice', async () => {
    // Arrange
    const { ports, stories } = world();

    // Act
    const attempt = createStory(ports, PARENT, { ...COMMAND, siblingProfileId: LEA_ID });

    // Assert
    await expect(attempt).rejects.toThrow(new ValidationError(STORY_MESSAGES.sameSibling, 'siblingProfileId'));
    expect(stories.rows.size).toBe(0);
  });

  it("should list the story in both children's libraries and in no other child's", async () => {
    // Arrange
    const { ports, library } = world();
    const { id } = await createStory(ports, PARENT, COMMAND);
    const alone = await createStory(ports, PARENT, { ...COMMAND, siblingProfileId: undefined });

    // Act
    const lea = await listLibrary(library, PARENT, { profileId: LEA_ID });
    const tom = await listLibrary(library, PARENT, { profileId: TOM_ID });
    const ines = await listLibrary(library, PARENT, { profileId: INES_ID });
    const everyone = await listLibrary(library, PARENT, {});

    // Assert
    // Two stories made in the same millisecond have ids in either order: which ones, not their order, is asked here.
    const both = [alone.id, id].sort();
    expect(lea.stories.map((card) => card.id).sort()).toEqual(both);
    expect(tom.stories.map((card) => card.id)).toEqual([id]);
    expect(tom.stories[0]).toMatchObject({ profileId: LEA_ID, siblingProfileId: TOM_ID });
    expect(ines.stories).toEqual([]);
    expect(everyone.stories.map((card) => card.id).sort()).toEqual(both);
  });

  it('should accept a second profile id in the request and refuse one that is no id, in French', () => {
    // Act
    const accepted = createStoryRequestSchema.safeParse(COMMAND);
    const refused = createStoryRequestSchema.safeParse({ ...COMMAND, siblingProfileId: 'tom' });

    // Assert
    expect(accepted.success && accepted.data.siblingProfileId).toBe(TOM_ID);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(STORY_MESSAGES.profileNotFound);
  });
});
