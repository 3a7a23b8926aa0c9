import { ENV } from '#shared/environment';
import { STORY_MESSAGES, storyIdSchema } from '#shared/stories';
import { VOICE_MESSAGES } from '#shared/voice';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { NotFoundError } from '#core/errors';
import { httpHandler, json } from '#adapters/http/http';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import { createStoryRepository } from '#adapters/stories/story-repository';
import { deleteStoryVoice, recordVoiceParagraph, type StoryVoicePorts } from '#core/voice/story-voice';
import { createVoiceMediaRepository, createVoiceRowRepository } from '#adapters/voice/voice-repository';

const table = requireEnv(ENV.storiesTable);
const bucket = requireEnv(ENV.mediaBucket);
const ports: StoryVoicePorts = {
  stories: createStoryRepository(dynamoDocumentClient(), table),
  rows: createVoiceRowRepository(dynamoDocumentClient(), table),
  voiceMedia: createVoiceMediaRepository(s3(), bucket),
  media: createStoryMediaRepository(s3(), bucket),
};

/**
 * The parent's own voice (issue 31, item 4). `PUT /api/stories/{id}/voice/paragraphs/{n}`: the body is one
 * paragraph's recording as the browser made it (≤ 2 MB, its type in Content-Type, its length in
 * `?durationMs=`), sent to the API rather than through a signed upload link so that its type, size and first
 * bytes are checked before it is kept, and the row records it in the same request. `DELETE
 * /api/stories/{id}/voice`: the whole recording goes.
 */
export const handler = httpHandler(async (event) => {
  const caller = callerFrom(event);
  const storyId = storyIdSchema.safeParse(event.pathParameters?.id);
  if (!storyId.success) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  if (event.requestContext.http.method === 'DELETE') {
    await deleteStoryVoice(ports, caller, storyId.data);
    return { statusCode: 204 };
  }
  const paragraph = /^[1-9]\d{0,2}$/.test(event.pathParameters?.n ?? '') ? Number(event.pathParameters!.n) : Number.NaN;
  if (!Number.isInteger(paragraph)) throw new NotFoundError(VOICE_MESSAGES.paragraphNotFound);
  const body = event.body ?? '';
  const audio = event.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  const voice = await recordVoiceParagraph(ports, caller, {
    storyId: storyId.data,
    paragraph,
    contentType: event.headers['content-type'],
    audio,
    durationMs: Number(event.queryStringParameters?.durationMs ?? Number.NaN),
  });
  return json(200, voice);
});
