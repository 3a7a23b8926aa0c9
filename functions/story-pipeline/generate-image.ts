import { generateImage } from '../core/stories/story-pipeline';
import { imageStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';

/** The StoryPipeline's `generateImage` step (see story-pipeline.ts). */
export const handler = pipelineStep('generate-image', imageStepPorts, generateImage);
