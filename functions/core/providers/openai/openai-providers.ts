import type { StoryMakers } from '../embedded-providers';
import { OpenAiClient, type OpenAiClientOptions } from './openai-client';
import { createOpenAiIllustrator } from './openai-illustrator';
import { createOpenAiModerator } from './openai-moderator';
import { createOpenAiNarrator } from './openai-narrator';
import type { OpenAiSettings } from './openai-settings';
import { createOpenAiStoryWriter } from './openai-story-writer';

/** Tuning that is not configuration: tests shorten the back-off; the defaults suit a Lambda. */
export type OpenAiProviderTuning = Pick<OpenAiClientOptions, 'maxRetries' | 'retryBaseDelayMs'>;

/** The four story makers on OpenAI (or an OpenAI-compatible server), sharing one client. */
export function createOpenAiProviders(settings: OpenAiSettings, tuning: OpenAiProviderTuning = {}): StoryMakers {
  const client = new OpenAiClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, ...tuning });
  return {
    writer: createOpenAiStoryWriter({ client, model: settings.models.text }),
    illustrator: createOpenAiIllustrator({ client, model: settings.models.image }),
    narrator: createOpenAiNarrator({ client, model: settings.models.speech }),
    moderator: createOpenAiModerator({ client, model: settings.models.moderation }),
  };
}
