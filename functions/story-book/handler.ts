import { ENV } from '#shared/environment';
import { STORY_MESSAGES, storyIdSchema } from '#shared/stories';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { createBookMediaRepository } from '#adapters/book/book-media-repository';
import { getStoryBook } from '#core/book/make-story-book';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json } from '#adapters/http/http';
import { createStoryRepository } from '#adapters/stories/story-repository';

const stories = createStoryRepository(dynamoDocumentClient(), requireEnv(ENV.storiesTable));
const media = createBookMediaRepository(s3(), requireEnv(ENV.mediaBucket));

/**
 * `GET /api/stories/{id}/book.pdf` (issue 31, item 3): `{ url, expiresAt }`, a short-lived link to the
 * picture book in the media bucket, which the page opens. A link rather than the bytes: a book of three
 * pictures is a few megabytes, over what API Gateway and Lambda answer (6 MB, base64 inflating it a third).
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  const storyId = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!storyId.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return json(200, await getStoryBook({ stories, media }, caller, storyId.data));
});
