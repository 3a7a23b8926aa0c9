import type { PipelineInput } from '../core/stories/story';

/**
 * The one image function runs three states (issue 30): DrawOpening beside the text, GenerateImage beside the
 * narration, DrawRest after both. DrawOpening's state adds this field to the keys it passes (the stack's
 * definition, infra/constructs/pipeline.ts), so the function knows which it runs. No import here beyond a
 * type: the stack reads this file too.
 */
export const DRAWING_FIELD = 'drawing';
export const OPENING_DRAWING = 'opening';

export type PictureStepInput = PipelineInput & { [DRAWING_FIELD]?: typeof OPENING_DRAWING };

export const isOpeningDrawing = (input: PictureStepInput): boolean => input[DRAWING_FIELD] === OPENING_DRAWING;
