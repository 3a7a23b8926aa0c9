import { generateAudio } from '#core/stories/story-pipeline';
import { audioStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';
import { traceStep } from '#adapters/observability/tracing';

/**
 * The StoryPipeline's `generateAudio` step (see story-pipeline.ts), traced: its story makers' remote calls
 * (each piece of speech) show as subsegments.
 */
export const handler = pipelineStep('generate-audio', audioStepPorts, generateAudio, traceStep);
