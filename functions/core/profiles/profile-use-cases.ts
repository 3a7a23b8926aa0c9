import { ulid } from 'ulid';
import { PROFILE_MESSAGES, type Profile, type ProfileInput, type Theme } from '#shared/profiles';
import type { AccountRepository } from '#core/accounts/account-repository';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import type { Caller } from '#core/caller';
import { LOST_RACE, retryOnConflict } from '#core/credits/retry-on-conflict';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '#core/errors';
import { logger } from '#core/logger';
import type { ModerationVerdict, Moderator } from '#core/story-makers-port';
import type { ProfileRepository } from './profile-repository';
import type { StoryCleanupRepository } from './story-cleanup-repository';

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

/** Creating or changing a profile also needs the Moderator's check of a parent's texts, for the profile's free texts. */
export interface ProfileWritePorts extends ProfilePorts {
  moderator: Pick<Moderator, 'check'>;
}

/**
 * The profile's free texts (the name and the favourite hobby; every other field is a closed option list)
 * pass the Moderator before anything is written: the child's profile goes into every story, so a text
 * refused here would otherwise be charged and then fail at the story's own moderation. A refusal is a
 * 400 with the Moderator's French message, which names the field.
 */
async function moderateProfile(moderator: ProfileWritePorts['moderator'], input: ProfileInput): Promise<void> {
  const texts = [
    { field: 'name', text: input.name },
    { field: 'favoriteHobby', text: input.favoriteHobby },
  ].filter(({ text }) => text !== '');
  let verdict: ModerationVerdict;
  try {
    verdict = await moderator.check(texts);
  } catch (error) {
    // OpenAI's moderation out of reach: nothing is written, and the parent may simply try again.
    logger.warn('Profile moderation unavailable', error instanceof Error ? error : String(error));
    throw new ServiceUnavailableError(PROFILE_MESSAGES.moderationUnavailable);
  }
  if (!verdict.allowed) throw new ValidationError(verdict.message, verdict.field);
}

/** Creating one may be the parent's first write: their account comes first (created if need be, refused once deleted). */
export interface CreateProfilePorts extends ProfileWritePorts {
  accounts: AccountRepository;
}

/**
 * A new profile, once its texts passed the Moderator. The parent's account is read (or created, with its
 * sign-up credit) first, and the profile's write checks it again in its transaction: a token that outlives
 * the account's deletion gets an AccountDeletedError, and nothing is written.
 */
export async function createProfile(ports: CreateProfilePorts, caller: Caller, input: ProfileInput): Promise<Profile> {
  await moderateProfile(ports.moderator, input);
  await getOrCreateAccount(ports.accounts, caller, (ports.now ?? (() => new Date()))());
  const now = nowIso(ports);
  const profile: Profile = { ...input, id: ulid(), createdAt: now, updatedAt: now };
  await ports.profiles.create(caller.userId, profile);
  return profile;
}

export async function updateProfile(ports: ProfileWritePorts, caller: Caller, profileId: string, input: ProfileInput): Promise<Profile> {
  await moderateProfile(ports.moderator, input);
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
 * Deletes a profile with its stories and their media (the confirmation dialog says so), safe under races:
 * 1. the profile row goes first: from then on, creating a story for it fails inside its credit
 *    transaction (a ConditionCheck on the profile), so no story can appear after step 2 has listed them;
 * 2. its stories, found by a strongly consistent read of the caller's own partition: each one not
 *    finished gives its credit back in the transaction that deletes it; then their image and audio;
 * 3. a deletion that stopped halfway is finished by asking again: an unknown profile that still has
 *    stories gets them deleted; with none, 404.
 */
export async function deleteProfile(
  ports: ProfilePorts & { stories: StoryCleanupRepository; sleep?: (ms: number) => Promise<void> },
  caller: Caller,
  profileId: string,
): Promise<{ deletedStories: number }> {
  const profile = await ports.profiles.get(caller.userId, profileId);
  if (profile) await deleteProfileRow(ports, caller.userId, profileId);
  const deletedStories = await ports.stories.deleteStoriesOfProfile(caller.userId, profileId);
  if (!profile && deletedStories === 0) throw notFound();
  return { deletedStories };
}

/**
 * A write on an item that a transaction holds (a story's credit transaction checks the profile) is refused
 * (TransactionConflictException), not queued: try again under the credits' one retry policy, then throw the last refusal.
 */
async function deleteProfileRow(ports: ProfilePorts & { sleep?: (ms: number) => Promise<void> }, userId: string, profileId: string): Promise<void> {
  let refusal: Error | undefined;
  await retryOnConflict(
    async () => {
      try {
        await ports.profiles.delete(userId, profileId);
        return undefined;
      } catch (error) {
        if (!(error instanceof Error && error.name === 'TransactionConflictException')) throw error;
        refusal = error;
        return LOST_RACE;
      }
    },
    { sleep: ports.sleep, exhausted: () => refusal! },
  );
}
