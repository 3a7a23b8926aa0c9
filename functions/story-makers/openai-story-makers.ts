import type { StoryMakers } from '../core/story-makers-port';
import { createOpenAiModeratorWithRules } from './create-moderator';
import { OpenAiClient, type OpenAiClientOptions } from './openai/openai-client';
import { createOpenAiIllustrator } from './openai/openai-illustrator';
import { createOpenAiNarrator } from './openai/openai-narrator';
import type { OpenAiSettings } from './openai/openai-settings';
import { createOpenAiStoryWriter } from './openai/openai-story-writer';

/** Tuning that is not configuration: tests shorten the back-off; the defaults suit a Lambda. */
export type OpenAiStoryMakerTuning = Pick<OpenAiClientOptions, 'maxRetries' | 'retryBaseDelayMs'>;

/** The four story makers on OpenAI (or an OpenAI-compatible server), sharing one SDK client; the moderator keeps the embedded rules first. */
export function createOpenAiStoryMakers(settings: OpenAiSettings, tuning: OpenAiStoryMakerTuning = {}): StoryMakers {
  const client = new OpenAiClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, ...tuning });
  return {
    writer: createOpenAiStoryWriter({ client, model: settings.models.text }),
    illustrator: createOpenAiIllustrator({ client, model: settings.models.image }),
    narrator: createOpenAiNarrator({ client, model: settings.models.speech }),
    moderator: createOpenAiModeratorWithRules({ client, model: settings.models.moderation }),
  };
}
