import { generateText } from '../core/stories/story-pipeline';
import { makerPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';

/** The StoryPipeline's `generateText` step (see story-pipeline.ts). */
export const handler = pipelineStep('generate-text', makerPorts, generateText);
