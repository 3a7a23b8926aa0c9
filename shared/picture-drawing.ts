/**
 * The one image function runs three states of the StoryPipeline (issue 30): DrawOpening beside the text,
 * GenerateImage beside the narration, DrawRest after both. DrawOpening's and DrawRest's states add this field
 * to the keys they pass (infra/constructs/pipeline.ts), so the function knows which it runs
 * (functions/story-pipeline/picture-drawing.ts).
 */
export const DRAWING_FIELD = 'drawing';
export const OPENING_DRAWING = 'opening';
export const REST_DRAWING = 'rest';
