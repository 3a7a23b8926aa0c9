import { describe, expect, it } from 'vitest';
import type { Caller } from '#core/caller';
import { NotFoundError } from '#core/errors';
import { createProfile, getProfile, listProfiles, updateProfile, updateProfileTheme } from '#core/profiles/profile-use-cases';
import { PROFILE_MESSAGES, ULID_PATTERN } from '#shared/profiles';
import { FakeModerator } from './support/fake-story-makers';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryProfiles, LEA, profileOf } from './support/in-memory-profiles';

const PARENT: Caller = { userId: 'parent-1', email: undefined, isAdmin: false };
const OTHER_PARENT = 'parent-2';
const NOW = new Date('2026-11-25T10:00:00.000Z');

/** Two profiles of the caller and one of another parent, and the ports over them. */
function world() {
  const profiles = new InMemoryProfiles();
  profiles.put(PARENT.userId, profileOf('profile-1'));
  profiles.put(PARENT.userId, profileOf('profile-2', { name: 'Tom', gender: 'boy' }));
  profiles.put(OTHER_PARENT, profileOf('profile-of-parent-2', { name: 'Zoé' }));
  const moderator = new FakeModerator();
  return { profiles, moderator, ports: { profiles, accounts: new InMemoryAccounts(), moderator, now: () => NOW } };
}

/** What every not-found answer must be: the same 404 for an unknown id and another parent's id. */
const notFound = { name: 'NotFoundError', status: 404, message: PROFILE_MESSAGES.notFound };

describe('listProfiles and getProfile', () => {
  it("should list the caller's profiles only", async () => {
    // Arrange
    const { ports } = world();

    // Act
    const listed = await listProfiles(ports, PARENT);

    // Assert
    expect(listed.map(({ id }) => id).sort()).toEqual(['profile-1', 'profile-2']);
  });

  it('should list nothing for a parent who has no profile yet', async () => {
    // Arrange
    const { ports } = world();

    // Act
    const listed = await listProfiles(ports, { ...PARENT, userId: 'parent-3' });

    // Assert
    expect(listed).toEqual([]);
  });

  it("should get one of the caller's profiles", async () => {
    // Arrange
    const { ports } = world();

    // Act
    const profile = await getProfile(ports, PARENT, 'profile-2');

    // Assert
    expect(profile).toEqual(profileOf('profile-2', { name: 'Tom', gender: 'boy' }));
  });

  it.each([
    ['an unknown id', 'profile-9'],
    ["another parent's profile", 'profile-of-parent-2'],
  ])('should answer the same 404 Profil introuvable for %s', async (_, profileId) => {
    // Arrange
    const { ports } = world();

    // Act
    const attempt = getProfile(ports, PARENT, profileId);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
    await expect(attempt).rejects.toMatchObject(notFound);
  });
});

describe('createProfile', () => {
  it("should store the profile in the caller's partition with a new ULID and the creation time as both dates", async () => {
    // Arrange
    const { ports, profiles } = world();

    // Act
    const created = await createProfile(ports, PARENT, LEA);

    // Assert
    expect(created).toEqual({ ...LEA, id: expect.stringMatching(ULID_PATTERN), createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() });
    expect(await profiles.get(PARENT.userId, created.id)).toEqual(created);
    expect(profiles.has(OTHER_PARENT, created.id)).toBe(false);
  });

  it('should give two profiles with the same fields two ids', async () => {
    // Arrange
    const { ports } = world();

    // Act
    const first = await createProfile(ports, PARENT, LEA);
    const second = await createProfile(ports, PARENT, LEA);

    // Assert
    expect(first.id).not.toBe(second.id);
    expect(await listProfiles(ports, PARENT)).toHaveLength(4);
  });
});

describe('updateProfile', () => {
  it('should replace the fields, keep the id and the creation date, and move the update date', async () => {
    // Arrange
    const { ports } = world();

    // Act
    const updated = await updateProfile(ports, PARENT, 'profile-1', { ...LEA, name: 'Léna', age: 7, interests: ['Musique'] });

    // Assert
    expect(updated).toEqual({ ...profileOf('profile-1'), name: 'Léna', age: 7, interests: ['Musique'], updatedAt: NOW.toISOString() });
    expect(await getProfile(ports, PARENT, 'profile-1')).toEqual(updated);
  });

  it.each([
    ['an unknown id', 'profile-9'],
    ["another parent's profile", 'profile-of-parent-2'],
  ])('should answer 404 for %s and change nothing, not even create it', async (_, profileId) => {
    // Arrange
    const { ports, profiles } = world();

    // Act
    const attempt = updateProfile(ports, PARENT, profileId, { ...LEA, name: 'Intrus' });

    // Assert
    await expect(attempt).rejects.toMatchObject(notFound);
    expect(profiles.writes).toBe(0);
    expect(profiles.has(PARENT.userId, profileId)).toBe(false);
    expect((await profiles.get(OTHER_PARENT, 'profile-of-parent-2'))?.name).toBe('Zoé');
  });
});

describe('updateProfileTheme', () => {
  it('should change the theme only, and the update date', async () => {
    // Arrange
    const { ports } = world();

    // Act
    const themed = await updateProfileTheme(ports, PARENT, 'profile-1', 'volcano');

    // Assert
    expect(themed).toEqual({ ...profileOf('profile-1'), theme: 'volcano', updatedAt: NOW.toISOString() });
  });

  it('should need no moderation: a theme is a closed option', async () => {
    // Arrange
    const { ports, moderator } = world();

    // Act
    await updateProfileTheme(ports, PARENT, 'profile-2', 'ocean');

    // Assert
    expect(moderator.seen).toEqual([]);
  });

  it.each([
    ['an unknown id', 'profile-9'],
    ["another parent's profile", 'profile-of-parent-2'],
  ])('should answer 404 for %s and change nothing', async (_, profileId) => {
    // Arrange
    const { ports, profiles } = world();

    // Act
    const attempt = updateProfileTheme(ports, PARENT, profileId, 'desert');

    // Assert
    await expect(attempt).rejects.toMatchObject(notFound);
    expect(profiles.writes).toBe(0);
    expect((await profiles.get(OTHER_PARENT, 'profile-of-parent-2'))?.theme).toBe(LEA.theme);
  });
});
