import { completeStory } from '#core/stories/story-pipeline';
import { pipelineStep, storePorts } from './pipeline-ports';

/** The StoryPipeline's `completeStory` step (see story-pipeline.ts). */
export const handler = pipelineStep('complete-story', () => storePorts, completeStory);
