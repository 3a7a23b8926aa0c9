import { ulid } from 'ulid';
import { PROFILE_MESSAGES, type Profile, type ProfileInput, type Theme } from '../../../shared/profiles';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import type { ProfileRepository } from './profile-repository';
import type { StoryCleanup } from './story-cleanup';

export interface ProfilePorts {
  profiles: ProfileRepository;
  now?: () => Date;
}

const nowIso = (ports: ProfilePorts) => (ports.now ?? (() => new Date()))().toISOString();

/** Another parent's id and an unknown id get the same answer: nothing tells them apart. */
function notFound(): NotFoundError {
  return new NotFoundError(PROFILE_MESSAGES.notFound);
}

export function listProfiles(ports: ProfilePorts, caller: Caller): Promise<Profile[]> {
  return ports.profiles.list(caller.userId);
}

export async function getProfile(ports: ProfilePorts, caller: Caller, profileId: string): Promise<Profile> {
  const profile = await ports.profiles.get(caller.userId, profileId);
  if (!profile) throw notFound();
  return profile;
}

export async function createProfile(ports: ProfilePorts, caller: Caller, input: ProfileInput): Promise<Profile> {
  const now = nowIso(ports);
  const profile: Profile = { ...input, id: ulid(), createdAt: now, updatedAt: now };
  await ports.profiles.create(caller.userId, profile);
  return profile;
}

export async function updateProfile(ports: ProfilePorts, caller: Caller, profileId: string, input: ProfileInput): Promise<Profile> {
  const updated = await ports.profiles.replace(caller.userId, profileId, input, nowIso(ports));
  if (!updated) throw notFound();
  return updated;
}

export async function updateProfileTheme(ports: ProfilePorts, caller: Caller, profileId: string, theme: Theme): Promise<Profile> {
  const updated = await ports.profiles.setTheme(caller.userId, profileId, theme, nowIso(ports));
  if (!updated) throw notFound();
  return updated;
}

/**
 * Deletes a profile with its stories and their media (the confirmation dialog says so):
 * 1. the profile must be the caller's (read in their partition);
 * 2. its stories and their image and audio go first, so a failure leaves the profile to delete again;
 * 3. then the profile itself.
 */
export async function deleteProfile(ports: ProfilePorts & { stories: StoryCleanup }, caller: Caller, profileId: string): Promise<{ deletedStories: number }> {
  await getProfile(ports, caller, profileId);
  const deletedStories = await ports.stories.deleteStoriesOfProfile(caller.userId, profileId);
  await ports.profiles.delete(caller.userId, profileId);
  return { deletedStories };
}
