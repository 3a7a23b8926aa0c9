import { setTimeout as sleep } from 'node:timers/promises';
import { ENV } from '../../shared/environment';
import type { TurnRules } from '../../shared/story-turns';
import { dynamoDocumentClient } from '../core/aws-clients';
import { illustrationsPerStoryOf } from '../core/stories/story-pictures';
import { narratorMaker, textMakers } from '../story-makers/create-story-makers';
import { generateTextNarratingOpening, type OpeningNarrationPorts } from './opening-narration';
import { textStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';
import { releaseTurn, takeTurnIfFree, type TurnRule } from './story-turns';
import { createTurnStore } from './turn-store';

/**
 * How many pictures each story gets (the scenes this step stores), read once per cold start: the stack
 * sets it (1 to 3); unset, 1 when an OpenAI key is configured, else 3 (story-pictures.ts).
 */
const illustrationsPerStory = illustrationsPerStoryOf(process.env, {
  count: ENV.illustrationsPerStory,
  openAiKeys: [ENV.openAiApiKey, ENV.openAiApiKeySecretArn],
});

// The speech turn, where the narrator takes turns (the stack gives this step the turns table then).
const turnsTable = process.env[ENV.storyTurnsTable];
const speechRule = (JSON.parse(process.env[ENV.storyTurnRules] ?? '{}') as TurnRules).audio;
const speechTurn: OpeningNarrationPorts['turn'] = (() => {
  if (!turnsTable || !speechRule) return undefined;
  const ports = { turns: createTurnStore(dynamoDocumentClient(), turnsTable), pause: (ms: number) => sleep(ms), now: () => Date.now() };
  const rule: TurnRule = { limit: speechRule.limit, leaseMs: speechRule.leaseSeconds * 1000 };
  return { takeIfFree: (storyId) => takeTurnIfFree(ports, 'audio', storyId, rule), release: (storyId) => releaseTurn(ports, 'audio', storyId) };
})();

/**
 * The opening's narrator, on OpenAI only (issue 30: narrated while the text streams; opening-narration.ts).
 * The embedded writer does not stream, and a bundle made for the embedded makers must not carry their
 * narrator (eSpeak NG): the provider's check is inline for the bundler to fold it (create-story-makers.ts).
 */
async function openingPorts(): Promise<OpeningNarrationPorts | undefined> {
  if (process.env.STORY_MAKERS_PROVIDER !== 'embedded' && (await textMakers()).kind === 'openai') {
    const { narrator, kind } = await narratorMaker();
    if (kind === 'openai') return { narrator, ...(speechTurn ? { turn: speechTurn } : {}) };
  }
  return undefined;
}

/** The StoryPipeline's `generateText` step (see story-pipeline.ts), narrating the opening while the text streams on OpenAI. */
export const handler = pipelineStep(
  'generate-text',
  async () => {
    const ports = await textStepPorts();
    return { ports: { ...ports, illustrationsPerStory }, opening: await openingPorts() };
  },
  ({ ports, opening }, input) => generateTextNarratingOpening(ports, opening, input),
);
