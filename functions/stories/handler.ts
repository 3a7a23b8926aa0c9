import { ENV } from '#shared/environment';
import { STORY_MESSAGES, libraryQuerySchema, storyIdSchema } from '#shared/stories';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseWith, type HttpEvent } from '#adapters/http/http';
import { getStory } from '#core/stories/get-story';
import { listLibrary, listPending, listRecent } from '#core/stories/read-stories';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { createStoryQueryRepository } from '#adapters/stories/story-query-repository';
import { createStoryRepository } from '#adapters/stories/story-repository';

const client = dynamoDocumentClient();
const storiesTable = requireEnv(ENV.storiesTable);
const stories = createStoryRepository(client, storiesTable);
const queries = createStoryQueryRepository(client, storiesTable);
const media = createStoryMediaRepository(s3(), requireEnv(ENV.mediaBucket));

/** A malformed id cannot be one of the caller's stories: the same 404 as any other unknown id. */
function storyIdOf(event: HttpEvent): string {
  const parsed = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return parsed.data;
}

/** The caller's stories (spec part 2 §7, stories selects): every read inside the caller's partition. */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  switch (event.routeKey) {
    case 'GET /api/stories':
      return json(200, await listLibrary({ queries, media }, caller, parseWith(libraryQuerySchema, event.queryStringParameters ?? {})));
    case 'GET /api/stories/recent':
      return json(200, await listRecent({ queries, media }, caller));
    case 'GET /api/stories/pending':
      return json(200, await listPending({ queries }, caller));
    case 'GET /api/stories/{id}':
      return json(200, await getStory({ stories, media }, caller, storyIdOf(event)));
    default:
      throw new NotFoundError();
  }
});
