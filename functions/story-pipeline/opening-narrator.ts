import { setTimeout as sleep } from 'node:timers/promises';
import { ENV } from '#shared/environment';
import type { TurnRules } from '#shared/story-turns';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { textMakers } from '#story-makers/create-story-makers';
import { openAiApiKey } from '#story-makers/openai/openai-api-key';
import { openAiSettingsFromEnvironment } from '#story-makers/openai/openai-settings';
import type { OpeningNarrationPorts } from './opening-narration';

/** The speech turn, where the narrator takes turns (the stack gives the text step the turns table then). */
async function speechTurn(): Promise<OpeningNarrationPorts['turn']> {
  const table = process.env[ENV.storyTurnsTable];
  const rule = (JSON.parse(process.env[ENV.storyTurnRules] ?? '{}') as TurnRules).audio;
  if (!table || !rule) return undefined;
  const [{ releaseTurn, takeTurnIfFree }, { createTurnStore }] = await Promise.all([import('./story-turns'), import('./turn-store')]);
  const ports = { turns: createTurnStore(dynamoDocumentClient(), table), pause: (ms: number) => sleep(ms), now: () => Date.now() };
  const turnRule = { limit: rule.limit, leaseMs: rule.leaseSeconds * 1000 };
  return { takeIfFree: (storyId) => takeTurnIfFree(ports, 'audio', storyId, turnRule), release: (storyId) => releaseTurn(ports, 'audio', storyId) };
}

/**
 * The opening's narrator and speech turn for the text step, or undefined where the opening is not narrated
 * beside the text: on OpenAI the text step narrates the opening while the text streams (issue 30,
 * opening-narration.ts); the embedded writer does not stream. The narrator is made from the OpenAI modules
 * alone rather than by the narrator's factory, which would bring both narrators; the provider's check is
 * inline for the bundler to drop all of it from a bundle made for the embedded makers (create-story-makers.ts;
 * bench/size.ts's metafile check proves the text bundle holds no other narrator).
 */
export async function openingNarrationPorts(): Promise<OpeningNarrationPorts | undefined> {
  // One `if` around it all: with the provider defined as 'embedded', esbuild drops the whole block and its imports.
  if (process.env.STORY_MAKERS_PROVIDER !== 'embedded' && (await textMakers()).kind === 'openai') {
    const apiKey = await openAiApiKey(process.env);
    if (apiKey !== undefined) {
      const settings = openAiSettingsFromEnvironment(process.env, apiKey);
      const [{ OpenAiClient }, { createOpenAiNarrator }, turn] = await Promise.all([
        import('#story-makers/openai/openai-client'),
        import('#story-makers/openai/openai-narrator'),
        speechTurn(),
      ]);
      const narrator = createOpenAiNarrator({ client: new OpenAiClient({ apiKey, baseUrl: settings.baseUrl }), model: settings.models.speech });
      return { narrator, ...(turn ? { turn } : {}) };
    }
  }
  return undefined;
}
