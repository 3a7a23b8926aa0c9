import { storyMakers } from '../story-makers/create-story-makers';
import type { PipelinePorts } from '../core/stories/story-pipeline';
import { storePorts } from './pipeline-ports';

/** The store ports plus the story makers (embedded, or OpenAI when a key is configured). */
export async function makerPorts(): Promise<PipelinePorts> {
  return { ...storePorts, makers: await storyMakers() };
}
