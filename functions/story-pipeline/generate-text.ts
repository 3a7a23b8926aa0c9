import { ENV } from '#shared/environment';
import type { PipelineInput } from '#core/stories/story';
import { illustrationsPerStoryOf } from '#core/stories/story-pictures';
import { generateText, type TextStepPorts } from '#core/stories/story-pipeline';
import { memoiseUntilFailure } from '#core/memoise';
import { openingNarrationPorts } from './opening-narrator';
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

/** The text step: narrating the opening while the text streams where an opening narrator exists (opening-narrator.ts). */
async function createTextStep(): Promise<TextStep> {
  const opening = await openingNarrationPorts();
  if (!opening) return generateText;
  const { generateTextNarratingOpening } = await import('./opening-narration');
  return (ports, input) => generateTextNarratingOpening(ports, opening, input);
}

// Once per process, as the makers are (a failure, such as a secret that could not be read, is tried again).
const textStep = /* @__PURE__ */ memoiseUntilFailure(createTextStep);

/** The StoryPipeline's `generateText` step (see story-pipeline.ts), narrating the opening while the text streams on OpenAI. */
export const handler = pipelineStep(
  'generate-text',
  async () => ({ ports: { ...(await textStepPorts()), illustrationsPerStory }, run: await textStep() }),
  ({ ports, run }, input) => run(ports, input),
);
