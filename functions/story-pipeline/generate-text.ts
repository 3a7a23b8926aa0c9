import { ENV } from '../../shared/environment';
import { illustrationsPerStoryOf } from '../core/stories/story-pictures';
import { generateText } from '../core/stories/story-pipeline';
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

/** The StoryPipeline's `generateText` step (see story-pipeline.ts). */
export const handler = pipelineStep('generate-text', async () => ({ ...(await textStepPorts()), illustrationsPerStory }), generateText);
