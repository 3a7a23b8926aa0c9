import type { StoryRequest } from '../../core/story-makers-port';
import { DEFAULT_CHARACTER, recognizeCharacter } from './characters';
import { DEFAULT_SETTING, recognizeSetting } from './settings';

/**
 * Which drawings the embedded illustrator uses for a request: the id of the companion drawing and of the
 * place drawing, or `null` where it falls back to a generic one (the star-sprite, the sunset hill). The
 * story report counts fallbacks with it; every one of our suggestions has a drawing of its own.
 */
export interface DrawingPlan {
  companion: string | null;
  place: string | null;
}

export function planDrawing(request: StoryRequest): DrawingPlan {
  const companion = recognizeCharacter(request.choices.mainCharacter);
  const place = recognizeSetting(request.choices.setting);
  return { companion: companion === DEFAULT_CHARACTER ? null : companion, place: place === DEFAULT_SETTING ? null : place };
}
