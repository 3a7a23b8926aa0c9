import { createEmbeddedModerator } from './moderator/embedded-moderator';
import { openAiApiKey, type Environment } from './openai/openai-api-key';
import { ModerationFetchClient } from './openai/moderation-fetch-client';
import { layeredModerator } from './common/layered-moderator';
import { createOpenAiModerator, type OpenAiModeratorOptions } from './openai/openai-moderator';
import { openAiSettingsFromEnvironment } from './openai/openai-settings';
import type { Moderator } from '#core/story-makers-port';
import { memoiseUntilFailure } from '#core/memoise';

/**
 * The Moderator alone, for a function that checks a parent's texts but makes nothing (generate-story):
 * the same choice as `createStoryMakers` (OpenAI's when a key is configured, else the embedded one),
 * without bundling the writer, the illustrator's native renderer or the narrator's WebAssembly voice, nor
 * the `openai` SDK: its one request goes through a small fetch under the SDK client's policy (about 390 KiB
 * of SDK would not fit these functions' 400 KB budget; moderation-fetch-client.ts).
 */
export async function createModerator(env: Environment = process.env): Promise<Moderator> {
  const apiKey = await openAiApiKey(env);
  if (apiKey === undefined) return createEmbeddedModerator();
  const settings = openAiSettingsFromEnvironment(env, apiKey);
  return createOpenAiModeratorWithRules({ client: new ModerationFetchClient({ apiKey, baseUrl: settings.baseUrl }), model: settings.models.moderation });
}

/** OpenAI's moderation behind the embedded rules, which refuse first what a children's product must (see OpenAiModerator). */
export function createOpenAiModeratorWithRules(options: OpenAiModeratorOptions): Moderator {
  return layeredModerator(createEmbeddedModerator(), createOpenAiModerator(options));
}

/** The process's moderator, created on first use and kept (a failure is not kept). */
export const requestModerator: () => Promise<Moderator> = memoiseUntilFailure(() => createModerator());
