import { ENV } from '#shared/environment';
import { deleteAccountRequestSchema, EXPORT_LINK_SECONDS } from '#shared/privacy';
import { createCognitoUserDirectory } from '#adapters/auth/user-directory';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, parseBody, type HttpResult } from '#adapters/http/http';
import { deleteMyAccount } from '#core/privacy/delete-my-account';
import { exportMyData } from '#core/privacy/export-my-data';
import { createPersonalDataRepository } from '#adapters/privacy/personal-data-repository';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';

const data = createPersonalDataRepository(dynamoDocumentClient(), {
  stories: requireEnv(ENV.storiesTable),
  profiles: requireEnv(ENV.profilesTable),
  support: requireEnv(ENV.supportTable),
  accounts: requireEnv(ENV.accountsTable),
});
// The export's links last longer than the story page's: the parent saves the files from the downloaded document.
const media = createStoryMediaRepository(s3(), requireEnv(ENV.mediaBucket), { signedUrlSeconds: EXPORT_LINK_SECONDS });
const users = createCognitoUserDirectory(requireEnv(ENV.userPoolId));

export const EXPORT_ROUTE = 'GET /api/me/export';
export const DELETE_ROUTE = 'DELETE /api/me';

/**
 * A parent's data rights (DESIGN "privacy"): GET /api/me/export downloads a JSON file of everything we hold
 * about the caller; DELETE /api/me `{ "confirmation": "SUPPRIMER" }` deletes it all, then their sign-in (204).
 * Always the caller's own data: no route takes a user id.
 */
export const handler = httpHandler(async (event): Promise<HttpResult> => {
  const caller = callerFrom(event);
  switch (event.routeKey) {
    case EXPORT_ROUTE: {
      const { fileName, body } = await exportMyData({ data, media }, caller);
      return {
        statusCode: 200,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        },
        body,
      };
    }
    case DELETE_ROUTE:
      parseBody(event, deleteAccountRequestSchema);
      await deleteMyAccount({ data, media, users }, caller);
      return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
    default:
      throw new NotFoundError();
  }
});
