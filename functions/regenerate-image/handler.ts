import { ENV } from '#shared/environment';
import { regenerateImageRequestSchema, STORY_MESSAGES, storyIdSchema } from '#shared/stories';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody } from '#adapters/http/http';
import { createParentRateLimiter } from '#adapters/rate-limits/parent-rate-limiter';
import { illustratorMaker } from '#story-makers/create-story-makers';
import { createImageRegenerationLeaseRepository } from '#adapters/stories/image-regeneration-lease-repository';
import { regenerateImage } from '#core/stories/regenerate-image';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { createStoryRepository } from '#adapters/stories/story-repository';

const client = dynamoDocumentClient();
const stories = createStoryRepository(client, requireEnv(ENV.storiesTable));
const media = createStoryMediaRepository(s3(), requireEnv(ENV.mediaBucket));
// One regeneration at a time per parent: the lease lives in the parent's partition of the accounts table.
const lease = createImageRegenerationLeaseRepository(client, requireEnv(ENV.accountsTable));
// Each parent's own limit on drawings, in their partition too, under the route's shared throttle.
const limits = createParentRateLimiter(client, requireEnv(ENV.accountsTable));
const accounts = createAccountRepository(client, requireEnv(ENV.accountsTable));

/**
 * POST /api/stories/{id}/image, body `{ picture?: 1–3 }` (none: the first): draws one missing picture of a
 * story again (spec part 2 §7, generate-image).
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  const parsed = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  const { picture } = parseBody(event, regenerateImageRequestSchema);
  const { illustrator } = await illustratorMaker();
  return json(200, await regenerateImage({ accounts, stories, media, illustrator, lease, limits }, caller, parsed.data, picture));
});
