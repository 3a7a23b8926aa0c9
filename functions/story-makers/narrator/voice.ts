/**
 * The bedtime voice: one warm French voice (a female eSpeak NG variant) for every child, slower for the
 * youngest. The narrator's voice does not follow the child's gender: it is the storyteller's, not the hero's.
 */

/** eSpeak NG voice: French (France) with the "f3" variant, a soft female timbre. */
export const DEFAULT_VOICE = 'fr+f3';

/** eSpeak NG pitch and pitch range (0–100; 50 is the voice's own). */
export const DEFAULT_PITCH = 48;
export const DEFAULT_PITCH_RANGE = 60;

/**
 * eSpeak NG rates (its "words per minute" setting; its French runs faster than the figure). Measured on a
 * 600-word story, pauses included: about 122 words a minute at 4–5 years, 137 at 6–7, 153 at 8–10 — a
 * calm bedtime pace (eSpeak's default, 175, reads about 220 a minute).
 */
export const SPEECH_RATES = { youngest: 110, middle: 122, oldest: 135 } as const;

/** The speech rate for a child's age: 4–5 slowest, 6–7 medium, 8–10 (and older) normal. */
export function speechRateForAge(age: number): number {
  if (!Number.isFinite(age) || age <= 5) {
    return SPEECH_RATES.youngest;
  }
  if (age <= 7) {
    return SPEECH_RATES.middle;
  }
  return SPEECH_RATES.oldest;
}

/** Silences (ms) added around and between the spoken pieces. */
export const PAUSES_MS = {
  /** Before the first word, so a player's start does not clip it. */
  leadIn: 250,
  afterTitle: 900,
  betweenParagraphs: 750,
  beforeMoral: 900,
  /** After the last word. */
  tail: 600,
} as const;
