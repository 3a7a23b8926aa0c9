import { ENV } from '#shared/environment';

/**
 * What the OpenAI adapters need from the environment, read once (by `createStoryMakers`) and handed
 * to them, so that no adapter reads `process.env` on its own.
 */

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

export const DEFAULT_OPENAI_MODELS = {
  text: 'gpt-4o-mini',
  image: 'gpt-image-1',
  speech: 'gpt-4o-mini-tts',
  moderation: 'omni-moderation-latest',
} as const;

/**
 * Per-request timeouts, each below the timeout of the Lambda that makes the request (so a hung
 * request becomes a StoryMakerUnavailableError the pipeline can retry, not a killed function):
 * a story takes 20–60 s to write, a 1024×1024 picture 30–90 s, a 1,500-character speech chunk 10–30 s.
 */
export const DEFAULT_OPENAI_TIMEOUTS_MS = {
  text: 90_000,
  image: 100_000,
  speechChunk: 60_000,
  moderation: 15_000,
} as const;

export interface OpenAiModels {
  text: string;
  image: string;
  speech: string;
  moderation: string;
}

export interface OpenAiSettings {
  apiKey: string;
  baseUrl: string;
  models: OpenAiModels;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** A variable's value, or undefined when it is unset or blank. */
export function environmentValue(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The base URL and models from the environment (defaults for what is unset), with the key found elsewhere. */
export function openAiSettingsFromEnvironment(env: Environment, apiKey: string): OpenAiSettings {
  return {
    apiKey,
    baseUrl: environmentValue(env, ENV.openAiBaseUrl) ?? DEFAULT_OPENAI_BASE_URL,
    models: {
      text: environmentValue(env, ENV.openAiTextModel) ?? DEFAULT_OPENAI_MODELS.text,
      image: environmentValue(env, ENV.openAiImageModel) ?? DEFAULT_OPENAI_MODELS.image,
      speech: environmentValue(env, ENV.openAiSpeechModel) ?? DEFAULT_OPENAI_MODELS.speech,
      moderation: environmentValue(env, ENV.openAiModerationModel) ?? DEFAULT_OPENAI_MODELS.moderation,
    },
  };
}
