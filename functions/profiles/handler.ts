import { profileIdSchema, profileInputSchema, PROFILE_MESSAGES, themeInputSchema } from '../../shared/profiles';
import { ENV } from '../../shared/environment';
import { dynamoDocumentClient, s3 } from '../core/aws-clients';
import { callerFrom } from '../core/caller';
import { requireEnv } from '../core/config';
import { NotFoundError } from '../core/errors';
import { httpHandler, json, parseBody, type HttpEvent } from '../core/http';
import { createProfileRepository } from '../core/profiles/profile-repository';
import {
  createProfile,
  deleteProfile,
  getProfile,
  listProfiles,
  updateProfile,
  updateProfileTheme,
} from '../core/profiles/profile-use-cases';
import { createStoryCleanup } from '../core/profiles/story-cleanup';

const profiles = createProfileRepository(dynamoDocumentClient(), requireEnv(ENV.profilesTable));
const stories = createStoryCleanup(dynamoDocumentClient(), requireEnv(ENV.storiesTable), s3(), requireEnv(ENV.mediaBucket));

/** A malformed id cannot be one of the caller's profiles: the same 404 as any other unknown id. */
function profileIdOf(event: HttpEvent): string {
  const parsed = profileIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(PROFILE_MESSAGES.notFound);
  return parsed.data;
}

/** The child profiles of the caller (spec part 1 §3 and §7, child_profiles calls). */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  switch (event.routeKey) {
    case 'GET /api/profiles':
      return json(200, await listProfiles({ profiles }, caller));
    case 'POST /api/profiles':
      return json(201, await createProfile({ profiles }, caller, parseBody(event, profileInputSchema)));
    case 'GET /api/profiles/{id}':
      return json(200, await getProfile({ profiles }, caller, profileIdOf(event)));
    case 'PUT /api/profiles/{id}':
      return json(200, await updateProfile({ profiles }, caller, profileIdOf(event), parseBody(event, profileInputSchema)));
    case 'PATCH /api/profiles/{id}/theme':
      return json(200, await updateProfileTheme({ profiles }, caller, profileIdOf(event), parseBody(event, themeInputSchema).theme));
    case 'DELETE /api/profiles/{id}':
      return json(200, await deleteProfile({ profiles, stories }, caller, profileIdOf(event)));
    default:
      throw new NotFoundError();
  }
});
