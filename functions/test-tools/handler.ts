import { ENV } from '#shared/environment';
import { STORY_MESSAGES, storyIdSchema } from '#shared/stories';
import { createTestStoryRequestSchema, setTestStoryStatusRequestSchema } from '#shared/test-tools';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json, parseBody, type HttpEvent } from '#adapters/http/http';
import { createProfileRepository } from '#adapters/profiles/profile-repository';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { createTestStoryRepository } from '#adapters/test-tools/test-story-repository';
import { createTestStory, requireAdmin, setTestStoryStatus, simulateAudioCombination } from '#core/test-tools/test-tools';
import { combineNarrations } from '#story-makers/narrator/combine-narrations';
import { createEmbeddedNarrator } from '#story-makers/narrator/embedded-narrator';

const client = dynamoDocumentClient();
const profilesTable = requireEnv(ENV.profilesTable);
const testStories = createTestStoryRepository(client, { stories: requireEnv(ENV.storiesTable), profiles: profilesTable });
const profiles = createProfileRepository(client, profilesTable);
const media = createStoryMediaRepository(s3(), requireEnv(ENV.mediaBucket));
// Always the embedded narrator, even when OpenAI is configured: a test costs nothing and needs no network.
// eSpeak NG loads on the first narration, not here.
const narrator = createEmbeddedNarrator();

/** A malformed id cannot be one of the caller's test stories: the same 404 as any other unknown id. */
function storyIdOf(event: HttpEvent): string {
  const parsed = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!parsed.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  return parsed.data;
}

/** The /test page's calls (spec part 2 §2; DESIGN "API", test-tools): admins only, demo stories of the caller's own partition only. */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  // Before the body is read: a parent outside the group learns nothing but the 403, whatever they send.
  requireAdmin(caller);
  switch (event.routeKey) {
    case 'POST /api/test/stories':
      return json(201, await createTestStory({ testStories, profiles }, caller, parseBody(event, createTestStoryRequestSchema)));
    case 'PATCH /api/test/stories/{id}/status': {
      const storyId = storyIdOf(event);
      return json(200, await setTestStoryStatus({ testStories }, caller, storyId, parseBody(event, setTestStoryStatusRequestSchema).status));
    }
    case 'POST /api/test/stories/{id}/audio-combination':
      return json(200, await simulateAudioCombination({ testStories, media, narrator, combine: combineNarrations }, caller, storyIdOf(event)));
    default:
      throw new NotFoundError();
  }
});
