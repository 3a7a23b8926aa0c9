import type { WordTiming } from '#core/story-makers-port';
import type { SpeechChunk } from './speech-chunks';

/**
 * Word timings for a speech API that returns audio only. Each chunk's measured duration is shared out
 * over its words in proportion to their length (letters and digits, plus one for the word's onset),
 * with pauses at punctuation: short after a comma, longer after a sentence, longest after a title or a
 * paragraph. A little silence is assumed at the start and the end of each chunk. The times are
 * estimates (good enough to highlight the word being read), always increasing, and cover every spoken
 * word in order.
 */

/** Pauses, in the same unit as a word's weight (about one spoken character). */
export const PAUSE_WEIGHTS = { clause: 4, sentence: 9, segment: 16 } as const;
/** Silence assumed before the first and after the last word of a chunk, at most this share of it. */
const LEAD_IN_MS = 150;
const TAIL_MS = 300;
const MAX_SILENCE_SHARE = 0.1;

function wordWeight(word: string): number {
  return (word.match(/[\p{L}\p{N}]/gu)?.length ?? 0) + 1;
}

/** The pause after a word, from the characters between it and the next word (or the piece's end). */
function pauseWeight(between: string, endsSegment: boolean): number {
  if (endsSegment) return PAUSE_WEIGHTS.segment;
  if (/[.!?…]/u.test(between)) return PAUSE_WEIGHTS.sentence;
  if (/[,;:–—()]/u.test(between)) return PAUSE_WEIGHTS.clause;
  return 0;
}

interface Slot {
  word: string;
  weight: number;
  pauseAfter: number;
}

function slotsOf(chunk: SpeechChunk): Slot[] {
  const slots: Slot[] = [];
  for (const piece of chunk.pieces) {
    piece.words.forEach((word, index) => {
      const next = piece.words[index + 1];
      // A word's span includes the punctuation stuck to it ("ans." spans the full stop): read what follows the word itself.
      const token = piece.text.slice(word.start, word.end);
      const wordEnd = word.start + token.lastIndexOf(word.word) + word.word.length;
      const between = piece.text.slice(wordEnd, next ? next.start : piece.text.length);
      const lastOfPiece = next === undefined;
      let pauseAfter = pauseWeight(between, lastOfPiece && piece.endsSegment);
      // A piece cut inside a long paragraph ends at a sentence or a clause at least (or, rarely, between words).
      if (lastOfPiece && pauseAfter === 0) pauseAfter = PAUSE_WEIGHTS.clause;
      slots.push({ word: word.word, weight: wordWeight(word.word), pauseAfter });
    });
  }
  // Nothing is said after the chunk's last word: its pause would only shorten the others.
  if (slots.length > 0) slots[slots.length - 1]!.pauseAfter = 0;
  return slots;
}

/** The timings of a chunk's words, in the whole narration's time (the chunk starts at `offsetMs`). */
export function estimateWordTimings(chunk: SpeechChunk, durationMs: number, offsetMs: number): WordTiming[] {
  const slots = slotsOf(chunk);
  if (slots.length === 0) return [];
  const leadIn = Math.min(LEAD_IN_MS, durationMs * MAX_SILENCE_SHARE);
  const tail = Math.min(TAIL_MS, durationMs * MAX_SILENCE_SHARE);
  const total = slots.reduce((sum, slot) => sum + slot.weight + slot.pauseAfter, 0);
  const scale = Math.max(0, durationMs - leadIn - tail) / total;
  const timings: WordTiming[] = [];
  let position = offsetMs + leadIn;
  for (const slot of slots) {
    const start = position;
    const end = start + slot.weight * scale;
    timings.push({ word: slot.word, startMs: Math.round(start), endMs: Math.round(end) });
    position = end + slot.pauseAfter * scale;
  }
  return timings;
}
