import type { AudioPart } from '@shared/stories';

/**
 * The player's rules for a narration made in parts (issue 30: the first part plays while the rest is still
 * being narrated), pure so they are tested without a browser. One <audio> element plays the parts one after
 * the other; everything the page sees (the time, the read-along, the seek bar, the sleep timer) is on the
 * whole narration's time: a part's own time plus where the part starts.
 */

/** The part playing at `ms` of the whole narration, and the time inside it (seconds). */
export function partAt(parts: readonly Pick<AudioPart, 'startMs' | 'durationMs'>[], ms: number): { index: number; seconds: number } {
  if (parts.length === 0) return { index: 0, seconds: 0 };
  const at = Math.max(0, ms);
  let index = 0;
  while (index < parts.length - 1 && at >= parts[index + 1]!.startMs) index += 1;
  const part = parts[index]!;
  return { index, seconds: Math.min(at - part.startMs, part.durationMs) / 1000 };
}

/** The whole narration's length (seconds) once every part is there; NaN while it is not known yet. */
export function narrationSeconds(parts: readonly Pick<AudioPart, 'startMs' | 'durationMs'>[], complete: boolean): number {
  const last = parts.at(-1);
  return complete && last ? (last.startMs + last.durationMs) / 1000 : Number.NaN;
}

/**
 * What follows the end of part `index`: the next part when it is there; waiting for it while the narration is
 * still being made; the end of the story once every part has been played.
 */
export function afterPart(index: number, partCount: number, complete: boolean): { next: number } | 'wait' | 'end' {
  if (index + 1 < partCount) return { next: index + 1 };
  return complete ? 'end' : 'wait';
}

/**
 * Where a seek to `seconds` of the whole narration goes: anywhere once every part is there; before that, only
 * inside the part playing (the others' places are not all known yet). Null when it cannot go there.
 */
export function seekTarget(parts: readonly Pick<AudioPart, 'startMs' | 'durationMs'>[], complete: boolean, current: number, seconds: number): { index: number; seconds: number } | null {
  if (parts.length === 0) return null;
  if (complete) {
    const total = narrationSeconds(parts, true);
    return partAt(parts, Math.min(Math.max(0, seconds), total) * 1000);
  }
  const part = parts[current];
  if (!part) return null;
  const inside = seconds * 1000 - part.startMs;
  return { index: current, seconds: Math.min(Math.max(0, inside), part.durationMs) / 1000 };
}

/**
 * The URLs the player keeps: one per part, the first it was given. The story is read again every few
 * seconds while it is being made, each time with newly signed URLs: a part's URL is replaced only when a
 * playback error asks for a fresh one, or the part playing would restart at every read.
 */
export function keptUrls(kept: readonly string[], parts: readonly Pick<AudioPart, 'url'>[]): string[] {
  if (parts.length <= kept.length) return kept as string[];
  return [...kept, ...parts.slice(kept.length).map((part) => part.url)];
}

/** The event the player sends on its <audio> element when the whole story has been played (not a part). */
export const NARRATION_END_EVENT = 'narrationend';

/**
 * What the sleep screen, the lock screen and the read-along ask of the narration, on the whole narration's
 * time. The player provides it.
 */
export interface NarrationControl {
  /** Seconds into the whole narration, and its length (NaN while parts are still being made). */
  position(): { currentTime: number; duration: number };
  /** Goes to `seconds` of the whole narration (see seekTarget), playing on if it was playing. */
  seek(seconds: number): void;
  /** Plays on; from the story's start when asked, or once the whole story has been played. */
  play(fromStart?: boolean): void;
  pause(): void;
}
