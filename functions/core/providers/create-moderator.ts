import { createEmbeddedModerator } from './moderator/embedded-moderator';
import { openAiApiKey, type Environment } from './openai/openai-api-key';
import { OpenAiClient } from './openai/openai-client';
import { createOpenAiModerator } from './openai/openai-moderator';
import { openAiSettingsFromEnvironment } from './openai/openai-settings';
import type { Moderator } from './ports';
import { memoiseUntilFailure } from '../memoise';

/**
 * The Moderator alone, for a function that checks a parent's texts but makes nothing (generate-story):
 * the same choice as `createStoryMakers` (OpenAI's when a key is configured, else the embedded one),
 * without bundling the writer, the illustrator's native renderer or the narrator's WebAssembly voice.
 */
export async function createModerator(env: Environment = process.env): Promise<Moderator> {
  const apiKey = await openAiApiKey(env);
  if (apiKey === undefined) return createEmbeddedModerator();
  const settings = openAiSettingsFromEnvironment(env, apiKey);
  return createOpenAiModerator({ client: new OpenAiClient({ apiKey, baseUrl: settings.baseUrl }), model: settings.models.moderation });
}

/** The process's moderator, created on first use and kept (a failure is not kept). */
export const requestModerator: () => Promise<Moderator> = memoiseUntilFailure(() => createModerator());
