import { drawOpening, generateImage, type ImageStepPorts } from '#core/stories/story-pipeline';
import { imageStepPorts } from './pipeline-makers';
import { pipelineStep } from './pipeline-ports';
import { isOpeningDrawing, isRestDrawing, type PictureStepInput } from './picture-drawing';
import { traceStep } from '#adapters/observability/tracing';

/**
 * The StoryPipeline's picture states (see story-pipeline.ts), traced: its story makers' remote calls (each
 * picture) show as subsegments. DrawOpening's and DrawRest's inputs say so (picture-drawing.ts); GenerateImage
 * and DrawRest are the same use case, in which only DrawRest draws once the opening is drawn beside the text.
 */
const drawPictures = (ports: ImageStepPorts, input: PictureStepInput) =>
  isOpeningDrawing(input) ? drawOpening(ports, input) : generateImage(ports, { userId: input.userId, storyId: input.storyId }, { drawsRest: isRestDrawing(input) });

export const handler = pipelineStep('generate-image', imageStepPorts, drawPictures, traceStep);
