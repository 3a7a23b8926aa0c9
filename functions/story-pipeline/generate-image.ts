import { generateImage } from '../core/stories/story-pipeline';
import { makerPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';

/** The StoryPipeline's `generateImage` step (see story-pipeline.ts). */
export const handler = pipelineStep('generate-image', makerPorts, generateImage);
