import { describe, expect, it } from 'vitest';
import { newAccount } from '../../functions/core/accounts/account';
import type { AccountRepository } from '../../functions/core/accounts/account-repository';
import { NotFoundError } from '../../functions/core/errors';
import type { ProfileRepository } from '../../functions/core/profiles/profile-repository';
import { createStory, type CreateStoryPorts } from '../../functions/core/stories/create-story';
import type { Profile } from '../../shared/profiles';
import { STORY_MESSAGES } from '../../shared/stories';
import { InMemoryCredits, InMemoryStories } from './support/in-memory-stories';

const caller = { userId: 'parent-1', email: undefined, isAdmin: false };
const command = { profileId: 'profile-1', mainCharacter: 'un robot', setting: 'la forêt', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"], narration: false };

/** A parent with one bonus credit whose profile `profile-1` is still readable, while `profileExists` says whether it is still in the table. */
function ports(profileExists: boolean) {
  const stories = new InMemoryStories();
  const credits = new InMemoryCredits(stories, () => profileExists);
  credits.grant('bonus', 1);
  const started: string[] = [];
  const account = { ...newAccount('parent-1', null, '2026-11-25T10:00:00.000Z'), bonusCredits: 1 };
  const value: CreateStoryPorts = {
    profiles: { get: async () => ({ id: 'profile-1', name: 'Tom', age: 5, gender: 'boy', personality: [], interests: [] }) as unknown as Profile } as unknown as ProfileRepository,
    accounts: { get: async () => account } as unknown as AccountRepository,
    credits,
    moderator: { check: async () => ({ allowed: true }) } as unknown as CreateStoryPorts['moderator'],
    pipeline: { start: async ({ storyId }) => void started.push(storyId) },
    sleep: () => Promise.resolve(),
  };
  return { value, stories, credits, started };
}

describe('creating a story while its profile is being deleted', () => {
  it('should answer 404 Profil enfant non trouvé, spend nothing and start nothing when the profile went before the credit transaction', async () => {
    // Arrange
    const { value, stories, credits, started } = ports(false);

    // Act
    const attempt = createStory(value, caller, command);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toThrow(STORY_MESSAGES.profileNotFound);
    expect(stories.rows.size).toBe(0);
    expect(credits.balances.bonus).toBe(1);
    expect(credits.ledger.map(({ reason }) => reason)).toEqual(['grant_signup']);
    expect(started).toEqual([]);
  });

  it('should create the story and start its pipeline while the profile exists', async () => {
    // Arrange
    const { value, stories, credits, started } = ports(true);

    // Act
    const { id } = await createStory(value, caller, command);

    // Assert
    expect([...stories.rows.keys()]).toEqual([id]);
    expect(credits.balances.bonus).toBe(0);
    expect(started).toEqual([id]);
  });
});
