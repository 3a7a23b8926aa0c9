import type { StoryRequest } from '#core/story-makers-port';
import { DEFAULT_CHARACTER } from './characters';
import { pictureSubject } from './frame-drawing';
import { DEFAULT_SETTING } from './settings';

/**
 * Which drawings the embedded illustrator uses for a request: the id of the companion drawing and of the
 * place drawing, or `null` where it falls back to a generic one (the star-sprite, the sunset hill); with a
 * story frame (issue 25), the frame's kind and place, and the star-sprite only for a star. The
 * story report counts fallbacks with it; every one of our suggestions has a drawing of its own.
 */
export interface DrawingPlan {
  companion: string | null;
  place: string | null;
}

export function planDrawing(request: StoryRequest): DrawingPlan {
  const subject = pictureSubject(request);
  const companion = subject.companion.id;
  const place = subject.setting;
  // With a frame the star-sprite is a star's own drawing, not a fallback.
  return { companion: companion === DEFAULT_CHARACTER && !request.frame ? null : companion, place: place === DEFAULT_SETTING ? null : place };
}
