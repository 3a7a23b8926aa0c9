import type { StoryMakers } from '#core/story-makers-port';
import { createOpenAiModeratorWithRules } from './create-moderator';
import { OpenAiClient, type OpenAiClientOptions } from './openai/openai-client';
import { createOpenAiIllustrator } from './openai/openai-illustrator';
import { createOpenAiNarrator } from './openai/openai-narrator';
import type { OpenAiModels, OpenAiSettings } from './openai/openai-settings';
import { createOpenAiStoryWriter } from './openai/openai-story-writer';

/** Tuning that is not configuration: tests shorten the back-off; the defaults suit a Lambda. */
export type OpenAiStoryMakerTuning = Pick<OpenAiClientOptions, 'maxRetries' | 'retryBaseDelayMs'>;

/** The four story makers on OpenAI (or an OpenAI-compatible server), sharing one SDK client; the moderator keeps the embedded rules first. */
export function createOpenAiStoryMakers(settings: OpenAiSettings, tuning: OpenAiStoryMakerTuning = {}): StoryMakers {
  return openAiStoryMakersOn(new OpenAiClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, ...tuning }), settings.models);
}

/** The four makers on a client already made (`createStoryMakers`; a function uses the factory of what it makes). */
export function openAiStoryMakersOn(client: OpenAiClient, models: OpenAiModels): StoryMakers {
  return {
    writer: createOpenAiStoryWriter({ client, model: models.text }),
    illustrator: createOpenAiIllustrator({ client, model: models.image }),
    narrator: createOpenAiNarrator({ client, model: models.speech }),
    moderator: createOpenAiModeratorWithRules({ client, model: models.moderation }),
  };
}
