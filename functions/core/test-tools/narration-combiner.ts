import type { Narration } from '#core/story-makers-port';

/**
 * The port of the audio combination (the /test page's "simulate audio combination"): several narrated parts
 * of one story (as the OpenAI narrator makes them, one per speech request) become one MP3 and one list of word
 * timings. The story makers implement it (functions/story-makers/narrator/combine-narrations.ts).
 */

/** Where one part landed in the combined MP3. */
export interface CombinedPart {
  /** Its MPEG audio frames (tags and information frames aside). */
  frameCount: number;
  /** Its decoded length, from its frames: frames × samples per frame / sample rate. */
  durationMs: number;
  /** Where it starts in the combined MP3: the sum of the durations of the parts before it. */
  offsetMs: number;
}

export interface CombinedNarration extends Narration {
  /** The combined MP3's audio frames: the sum of the parts' (its own information frame aside). */
  frameCount: number;
  parts: CombinedPart[];
}

export type NarrationCombiner = (parts: readonly Narration[]) => CombinedNarration;
