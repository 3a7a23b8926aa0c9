import { storyMakers } from '../story-makers/create-story-makers';
import type { PipelinePorts } from '../core/stories/story-pipeline';
import { storePorts } from './pipeline-ports';

/**
 * The store ports plus the story makers (embedded, or OpenAI when a key is configured). OpenAI's
 * pictures are asked for side by side: each is a remote request that mostly waits.
 */
export async function makerPorts(): Promise<PipelinePorts> {
  const makers = await storyMakers();
  return { ...storePorts, makers, drawConcurrently: makers.kind === 'openai' };
}
