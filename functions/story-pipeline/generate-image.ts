import { generateImage } from '../core/stories/story-pipeline';
import { imageStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';
import { traceStep } from '../core/observability/tracing';

/**
 * The StoryPipeline's `generateImage` step (see story-pipeline.ts), traced: its story makers' remote calls
 * (each picture) show as subsegments.
 */
export const handler = pipelineStep('generate-image', imageStepPorts, generateImage, traceStep);
