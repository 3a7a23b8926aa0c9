import type { StoryMakers } from '../core/story-makers-port';
import { createOpenAiStoryMakers } from './openai-story-makers';
import { openAiApiKey, type Environment } from './openai/openai-api-key';
import { openAiSettingsFromEnvironment } from './openai/openai-settings';
import { memoiseUntilFailure } from '../core/memoise';

/**
 * Which story makers a function uses (DESIGN "Providers"): OpenAI when a key is configured, directly
 * (OPENAI_API_KEY, locally) or as a Secrets Manager secret (OPENAI_API_KEY_SECRET_ARN, on AWS);
 * otherwise the embedded ones, offline.
 *
 * The embedded story makers and the Secrets Manager client are imported only when needed: a function on
 * OpenAI does not load the embedded engines (eSpeak's WebAssembly, resvg's native binding) at cold
 * start, and one without a secret does not load the SDK client.
 */

export type StoryMakersKind = 'embedded' | 'openai';

/** The story makers for this environment, read once per call (handlers use `storyMakers()`). */
export async function createStoryMakers(env: Environment = process.env): Promise<StoryMakers & { kind: StoryMakersKind }> {
  const apiKey = await openAiApiKey(env);
  if (apiKey !== undefined) {
    return { ...createOpenAiStoryMakers(openAiSettingsFromEnvironment(env, apiKey)), kind: 'openai' };
  }
  const { createEmbeddedStoryMakers } = await import('./embedded-story-makers');
  return { ...createEmbeddedStoryMakers(), kind: 'embedded' };
}

/** The process's story makers, created on first use from `process.env` and kept (a failure is not kept). */
export const storyMakers: () => Promise<StoryMakers & { kind: StoryMakersKind }> = memoiseUntilFailure(() => createStoryMakers());
