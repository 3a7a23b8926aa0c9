import type { PipelineInput } from '#core/stories/story';
import { DRAWING_FIELD, OPENING_DRAWING, REST_DRAWING } from '#shared/picture-drawing';

export { DRAWING_FIELD, OPENING_DRAWING, REST_DRAWING };

/** A picture state's input: the keys, and for DrawOpening and DrawRest the field that says so (shared/picture-drawing.ts). */
export type PictureStepInput = PipelineInput & { [DRAWING_FIELD]?: typeof OPENING_DRAWING | typeof REST_DRAWING };

export const isOpeningDrawing = (input: PictureStepInput): boolean => input[DRAWING_FIELD] === OPENING_DRAWING;
export const isRestDrawing = (input: PictureStepInput): boolean => input[DRAWING_FIELD] === REST_DRAWING;
