import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '#core/caller';
import { ServiceUnavailableError, ValidationError } from '#core/errors';
import { logger } from '#core/logger';
import { createProfile, updateProfile } from '#core/profiles/profile-use-cases';
import { PROFILE_MESSAGES } from '#shared/profiles';
import { FakeModerator, refusalMessage } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryProfiles, LEA } from './support/in-memory-profiles';

const PARENT: Caller = { userId: 'parent-1', email: undefined, isAdmin: false };
const NOW = new Date('2026-11-25T10:00:00.000Z');

function arrange(moderator = new FakeModerator()) {
  const profiles = new InMemoryProfiles();
  return { profiles, moderator, ports: { profiles, accounts: new InMemoryAccounts(), moderator, now: () => NOW } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createProfile and updateProfile moderate the profile (issue 11, part 3)', () => {
  it("should check the name and the favourite hobby, by those field names, before writing an ordinary profile", async () => {
    // Arrange
    const { profiles, moderator, ports } = arrange();

    // Act
    const created = await createProfile(ports, PARENT, LEA);

    // Assert
    expect(moderator.seen).toEqual([
      [
        { field: 'name', text: 'Léa' },
        { field: 'favoriteHobby', text: 'Les cabanes' },
      ],
    ]);
    expect(await profiles.get(PARENT.userId, created.id)).toEqual(created);
  });

  it('should not send an empty favourite hobby to the Moderator', async () => {
    // Arrange
    const { moderator, ports } = arrange();

    // Act
    await createProfile(ports, PARENT, { ...LEA, favoriteHobby: '' });

    // Assert
    expect(moderator.seen).toEqual([[{ field: 'name', text: 'Léa' }]]);
  });

  it.each([
    ['name', { name: 'Léa interdit' }],
    ['favoriteHobby', { favoriteHobby: 'les jeux interdits' }],
  ])('should refuse a %s the Moderator refuses with a 400 carrying its French message, and write nothing', async (field, change) => {
    // Arrange
    const { profiles, ports } = arrange();

    // Act
    const attempt = createProfile(ports, PARENT, { ...LEA, ...change });

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ status: 400, message: refusalMessage(field) });
    expect(profiles.writes).toBe(0);
    expect(await profiles.list(PARENT.userId)).toEqual([]);
  });

  it('should refuse a change to a refused hobby and keep the stored profile as it was', async () => {
    // Arrange
    const { profiles, moderator, ports } = arrange();
    const created = await createProfile(ports, PARENT, LEA);
    const writesBefore = profiles.writes;

    // Act
    const attempt = updateProfile(ports, PARENT, created.id, { ...LEA, favoriteHobby: 'interdit' });

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    expect(profiles.writes).toBe(writesBefore);
    expect(await profiles.get(PARENT.userId, created.id)).toEqual(created);
    expect(moderator.seen.at(-1)).toEqual([
      { field: 'name', text: 'Léa' },
      { field: 'favoriteHobby', text: 'interdit' },
    ]);
  });

  it('should replace a profile whose new texts pass', async () => {
    // Arrange
    const { ports } = arrange();
    const created = await createProfile(ports, PARENT, LEA);

    // Act
    const updated = await updateProfile(ports, PARENT, created.id, { ...LEA, name: 'Léna', favoriteHobby: 'Le vélo' });

    // Assert
    expect(updated).toMatchObject({ id: created.id, name: 'Léna', favoriteHobby: 'Le vélo' });
  });

  it('should answer 503 in French and write nothing when the Moderator cannot be reached', async () => {
    // Arrange
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { profiles, ports } = arrange(new FakeModerator(new Error('OpenAI moderation: HTTP 500')));

    // Act
    const attempt = createProfile(ports, PARENT, LEA);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(attempt).rejects.toMatchObject({ status: 503, message: PROFILE_MESSAGES.moderationUnavailable });
    expect(profiles.writes).toBe(0);
  });
});
