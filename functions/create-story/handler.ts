import { ENV } from '#shared/environment';
import { checkStoryFieldsRequestSchema, createStoryRequestSchema } from '#shared/stories';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody } from '#adapters/http/http';
import { withMetrics } from '#adapters/observability/powertools-metrics';
import { createProfileRepository } from '#adapters/profiles/profile-repository';
import { createParentRateLimiter } from '#adapters/rate-limits/parent-rate-limiter';
import { requestModerator } from '#story-makers/create-moderator';
import { createFrameReader } from '#story-makers/frame/index';
import { checkStoryFields } from '#core/stories/check-story-fields';
import { createStory } from '#core/stories/create-story';
import { createStoryPipelineStarter } from '#adapters/stories/story-pipeline-starter';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';

const client = dynamoDocumentClient();
const accountsTable = requireEnv(ENV.accountsTable);
const profilesTable = requireEnv(ENV.profilesTable);
const profiles = createProfileRepository(client, profilesTable);
const accounts = createAccountRepository(client, accountsTable);
// The profiles table too: the credit transaction checks that the profile still exists.
const credits = createStoryCreditRepository(client, { stories: requireEnv(ENV.storiesTable), accounts: accountsTable, profiles: profilesTable });
const pipeline = createStoryPipelineStarter(requireEnv(ENV.storyPipelineArn));
const frames = createFrameReader();
// Each parent's own limit, in their partition of the accounts table, under the route's shared throttle.
const limits = createParentRateLimiter(client, accountsTable);

/**
 * POST /api/stories: checks, spends one credit and starts the generation (spec part 2 §7, generate-story).
 * POST /api/stories/check: the same checks for one wizard step's texts, as the parent leaves it; nothing spent.
 */
const route = httpHandler(async (event) => {
  const caller = callerFrom(event);
  switch (event.routeKey) {
    case 'POST /api/stories/check': {
      // Parsed first: a malformed body is a 400 even when the Moderator cannot be reached.
      const command = parseBody(event, checkStoryFieldsRequestSchema);
      return json(200, await checkStoryFields({ moderator: await requestModerator(), frames }, command));
    }
    case 'POST /api/stories': {
      const command = parseBody(event, createStoryRequestSchema);
      return json(201, await createStory({ profiles, accounts, credits, moderator: await requestModerator(), frames, pipeline, limits }, caller, command));
    }
    default:
      throw new NotFoundError();
  }
});

/** The stories created are counted by createStory; flushed at every return. */
export const handler = withMetrics(route);
