import type { PipelineInput } from '../core/stories/story';
import { DRAWING_FIELD, OPENING_DRAWING } from '../../shared/picture-drawing';

export { DRAWING_FIELD, OPENING_DRAWING };

/** A picture state's input: the keys, and for DrawOpening the field that says so (shared/picture-drawing.ts). */
export type PictureStepInput = PipelineInput & { [DRAWING_FIELD]?: typeof OPENING_DRAWING };

export const isOpeningDrawing = (input: PictureStepInput): boolean => input[DRAWING_FIELD] === OPENING_DRAWING;
