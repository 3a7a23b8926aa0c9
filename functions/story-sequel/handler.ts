import { ENV } from '#shared/environment';
import { STORY_MESSAGES, storyIdSchema } from '#shared/stories';
import { createSequelRequestSchema } from '#shared/story-sequels';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody, type HttpEvent } from '#adapters/http/http';
import { withMetrics } from '#adapters/observability/powertools-metrics';
import { createProfileRepository } from '#adapters/profiles/profile-repository';
import { createParentRateLimiter } from '#adapters/rate-limits/parent-rate-limiter';
import { createSequel } from '#core/stories/create-sequel';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { createStoryPipelineStarter } from '#adapters/stories/story-pipeline-starter';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { requestModerator } from '#story-makers/create-moderator';
import { createFrameReader } from '#story-makers/frame/index';

const client = dynamoDocumentClient();
const accountsTable = requireEnv(ENV.accountsTable);
const profilesTable = requireEnv(ENV.profilesTable);
const storiesTable = requireEnv(ENV.storiesTable);
const profiles = createProfileRepository(client, profilesTable);
const accounts = createAccountRepository(client, accountsTable);
const stories = createStoryRepository(client, storiesTable);
// As generate-story's: the credit transaction checks the profile, and here marks the earlier episode too.
const credits = createStoryCreditRepository(client, { stories: storiesTable, accounts: accountsTable, profiles: profilesTable });
const pipeline = createStoryPipelineStarter(requireEnv(ENV.storyPipelineArn));
const frames = createFrameReader();
// The same bucket as a new story's: a sequel is a story.
const limits = createParentRateLimiter(client, accountsTable);

export const SEQUEL_ROUTE = 'POST /api/stories/{id}/sequel';

/** A malformed id cannot be one of the caller's stories: the same 404 as any other unknown id. */
function storyIdOf(event: HttpEvent): string {
  const parsed = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return parsed.data;
}

/**
 * « La suite » (issue 31, item 1): the next episode of one of the caller's finished stories, in its own function
 * so that generate-story's bundle does not grow; it reuses createStory's rules through createSequel.
 */
const route = httpHandler(async (event) => {
  if (event.routeKey !== SEQUEL_ROUTE) throw new NotFoundError();
  const caller = callerFrom(event);
  const storyId = storyIdOf(event);
  const command = parseBody(event, createSequelRequestSchema);
  return json(201, await createSequel({ profiles, accounts, credits, moderator: await requestModerator(), frames, pipeline, limits, stories }, caller, storyId, command));
});

/** The stories created are counted by createStory; flushed at every return. */
export const handler = withMetrics(route);
