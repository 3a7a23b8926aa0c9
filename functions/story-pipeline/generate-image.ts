import { drawOpening, generateImage, type ImageStepPorts } from '../core/stories/story-pipeline';
import { imageStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';
import { isOpeningDrawing, type PictureStepInput } from './picture-drawing';
import { traceStep } from '../core/observability/tracing';

/**
 * The StoryPipeline's picture states (see story-pipeline.ts), traced: its story makers' remote calls (each
 * picture) show as subsegments. DrawOpening's input says so (picture-drawing.ts); GenerateImage and DrawRest
 * are the same use case, which draws whatever is missing and may be drawn now.
 */
const drawPictures = (ports: ImageStepPorts, input: PictureStepInput) => (isOpeningDrawing(input) ? drawOpening(ports, input) : generateImage(ports, input));

export const handler = pipelineStep('generate-image', imageStepPorts, drawPictures, traceStep);
