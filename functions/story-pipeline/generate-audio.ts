import { generateAudio } from '../core/stories/story-pipeline';
import { audioStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';

/** The StoryPipeline's `generateAudio` step (see story-pipeline.ts). */
export const handler = pipelineStep('generate-audio', audioStepPorts, generateAudio);
