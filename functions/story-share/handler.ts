import { ENV } from '#shared/environment';
import { STORY_MESSAGES, storyIdSchema } from '#shared/stories';
import { createShareRequestSchema, SHARED_STORY_ROBOTS } from '#shared/story-shares';
import { siteUrlOf } from '#core/auth/custom-message';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody, type HttpEvent } from '#adapters/http/http';
import { createStoryShareRepository } from '#adapters/shares/share-repository';
import { createShare, listShares, revokeShare, viewSharedStory } from '#core/shares/story-shares';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { createStoryRepository } from '#adapters/stories/story-repository';

const client = dynamoDocumentClient();
const storiesTable = requireEnv(ENV.storiesTable);
const stories = createStoryRepository(client, storiesTable);
const shares = createStoryShareRepository(client, { accounts: requireEnv(ENV.accountsTable), stories: storiesTable });
const media = createStoryMediaRepository(s3(), requireEnv(ENV.mediaBucket));
const siteUrl = siteUrlOf(requireEnv(ENV.siteDomain));

export const SHARE_ROUTES = {
  create: 'POST /api/stories/{id}/share',
  revoke: 'DELETE /api/stories/{id}/share',
  list: 'GET /api/me/shares',
  view: 'GET /api/shared/{token}',
} as const;

/** A malformed id cannot be one of the caller's stories: the same 404 as any other unknown id. */
function storyIdOf(event: HttpEvent): string {
  const parsed = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return parsed.data;
}

/**
 * The private link for the family (issue 31, item 2): the owner makes, lists and revokes links to their stories;
 * anyone holding one reads the story (the one route of this function without a session).
 */
export const handler = httpHandler(async (event) => {
  switch (event.routeKey) {
    case SHARE_ROUTES.view: {
      const story = await viewSharedStory({ stories, shares, media }, event.pathParameters?.token ?? '');
      const answer = json(200, story);
      // The page says it too (meta robots); the API answer is never to be indexed either.
      return { ...answer, headers: { ...answer.headers, 'x-robots-tag': SHARED_STORY_ROBOTS } };
    }
    case SHARE_ROUTES.create: {
      const caller = callerFrom(event);
      const { days } = parseBody(event, createShareRequestSchema);
      return json(201, await createShare({ stories, shares, siteUrl }, caller, storyIdOf(event), days));
    }
    case SHARE_ROUTES.revoke:
      await revokeShare({ stories, shares }, callerFrom(event), storyIdOf(event));
      return { statusCode: 204 };
    case SHARE_ROUTES.list:
      return json(200, await listShares({ shares }, callerFrom(event)));
    default:
      throw new NotFoundError();
  }
});
