import { setTimeout as sleep } from 'node:timers/promises';
import { ENV } from '#shared/environment';
import type { TurnRules } from '#shared/story-turns';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import type { PipelineInput } from '#core/stories/story';
import { illustrationsPerStoryOf } from '#core/stories/story-pictures';
import { generateText, type TextStepPorts } from '#core/stories/story-pipeline';
import { memoiseUntilFailure } from '#core/memoise';
import { textMakers } from '#story-makers/create-story-makers';
import { openAiApiKey } from '#story-makers/openai/openai-api-key';
import { openAiSettingsFromEnvironment } from '#story-makers/openai/openai-settings';
import type { OpeningNarrationPorts } from './opening-narration';
import { textStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';

/**
 * How many pictures each story gets (the scenes this step stores), read once per cold start: the stack
 * sets it (1 to 3); unset, 1 when an OpenAI key is configured, else 3 (story-pictures.ts).
 */
const illustrationsPerStory = illustrationsPerStoryOf(process.env, {
  count: ENV.illustrationsPerStory,
  openAiKeys: [ENV.openAiApiKey, ENV.openAiApiKeySecretArn],
});

type TextStep = (ports: TextStepPorts, input: PipelineInput) => Promise<PipelineInput>;

/** The speech turn, where the narrator takes turns (the stack gives this step the turns table then). */
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
 * On OpenAI, the text step narrates the opening while the text streams (issue 30, opening-narration.ts);
 * the embedded writer does not stream. Its narrator is made here from the OpenAI modules alone rather than
 * by the narrator's factory, which would bring both narrators; the provider's check is inline for the
 * bundler to drop all of it from a bundle made for the embedded makers (create-story-makers.ts).
 */
async function createTextStep(): Promise<TextStep> {
  if (process.env.STORY_MAKERS_PROVIDER !== 'embedded' && (await textMakers()).kind === 'openai') {
    const apiKey = await openAiApiKey(process.env);
    if (apiKey !== undefined) {
      const settings = openAiSettingsFromEnvironment(process.env, apiKey);
      const [{ OpenAiClient }, { createOpenAiNarrator }, { generateTextNarratingOpening }, turn] = await Promise.all([
        import('#story-makers/openai/openai-client'),
        import('#story-makers/openai/openai-narrator'),
        import('./opening-narration'),
        speechTurn(),
      ]);
      const narrator = createOpenAiNarrator({ client: new OpenAiClient({ apiKey, baseUrl: settings.baseUrl }), model: settings.models.speech });
      const opening: OpeningNarrationPorts = { narrator, ...(turn ? { turn } : {}) };
      return (ports, input) => generateTextNarratingOpening(ports, opening, input);
    }
  }
  return generateText;
}

// Once per process, as the makers are (a failure, such as a secret that could not be read, is tried again).
const textStep = /* @__PURE__ */ memoiseUntilFailure(createTextStep);

/** The StoryPipeline's `generateText` step (see story-pipeline.ts), narrating the opening while the text streams on OpenAI. */
export const handler = pipelineStep(
  'generate-text',
  async () => ({ ports: { ...(await textStepPorts()), illustrationsPerStory }, run: await textStep() }),
  ({ ports, run }, input) => run(ports, input),
);
