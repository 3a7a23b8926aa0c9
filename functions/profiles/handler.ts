import { profileIdSchema, profileInputSchema, PROFILE_MESSAGES, themeInputSchema } from '#shared/profiles';
import { ENV } from '#shared/environment';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody, type HttpEvent } from '#adapters/http/http';
import { createProfileRepository } from '#adapters/profiles/profile-repository';
import { requestModerator } from '#story-makers/create-moderator';
import {
  createProfile,
  deleteProfile,
  getProfile,
  listProfiles,
  updateProfile,
  updateProfileTheme,
} from '#core/profiles/profile-use-cases';
import { createStoryCleanupRepository } from '#adapters/profiles/story-cleanup-repository';

// The accounts table too: a new profile is written only while the parent's account exists (created on a first write).
const profiles = createProfileRepository(dynamoDocumentClient(), requireEnv(ENV.profilesTable), { accounts: requireEnv(ENV.accountsTable) });
const accounts = createAccountRepository(dynamoDocumentClient(), requireEnv(ENV.accountsTable));
// Deleting a profile deletes its stories, refunding the unfinished ones (hence the accounts table), and their media.
const stories = createStoryCleanupRepository(dynamoDocumentClient(), { stories: requireEnv(ENV.storiesTable), accounts: requireEnv(ENV.accountsTable) }, s3(), requireEnv(ENV.mediaBucket));

/** A malformed id cannot be one of the caller's profiles: the same 404 as any other unknown id. */
function profileIdOf(event: HttpEvent): string {
  const parsed = profileIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(PROFILE_MESSAGES.notFound);
  return parsed.data;
}

/**
 * The child profiles of the caller (spec part 1 §3 and §7, child_profiles calls). Creating or changing
 * one passes its free texts to the Moderator, made on first use (reading routes never pay for it).
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  switch (event.routeKey) {
    case 'GET /api/profiles':
      return json(200, await listProfiles({ profiles }, caller));
    case 'POST /api/profiles': {
      // Parsed first: a malformed body is a 400 even when the Moderator cannot be reached.
      const input = parseBody(event, profileInputSchema);
      return json(201, await createProfile({ profiles, accounts, moderator: await requestModerator() }, caller, input));
    }
    case 'GET /api/profiles/{id}':
      return json(200, await getProfile({ profiles }, caller, profileIdOf(event)));
    case 'PUT /api/profiles/{id}': {
      const profileId = profileIdOf(event);
      const input = parseBody(event, profileInputSchema);
      return json(200, await updateProfile({ profiles, moderator: await requestModerator() }, caller, profileId, input));
    }
    case 'PATCH /api/profiles/{id}/theme':
      return json(200, await updateProfileTheme({ profiles }, caller, profileIdOf(event), parseBody(event, themeInputSchema).theme));
    case 'DELETE /api/profiles/{id}':
      return json(200, await deleteProfile({ profiles, stories }, caller, profileIdOf(event)));
    default:
      throw new NotFoundError();
  }
});
