import { describe, expect, it } from 'vitest';
import {
  ERASING_CHARACTER_MS,
  initialTypingState,
  nextTypingStep,
  TYPED_PAUSE_MS,
  typedParts,
  typedText,
  TYPING_CHARACTER_MS,
  type TypingState,
} from './typing-effect';

/** Runs the machine `count` steps from `state`, collecting each text shown and how long it stayed. */
function run(state: TypingState, phrases: readonly string[], count: number): { text: string; delayMs: number }[] {
  const frames: { text: string; delayMs: number }[] = [];
  let current = state;
  for (let index = 0; index < count; index += 1) {
    const step = nextTypingStep(current, phrases);
    frames.push({ text: typedText(current, phrases), delayMs: step.delayMs });
    current = step.next;
  }
  return frames;
}

describe('typing effect', () => {
  it('should start with the first phrase whole, for the server render and reduced motion', () => {
    // Arrange
    const phrases = ['devient astronaute', 'apprivoise un dragon'];

    // Act
    const state = initialTypingState(phrases);

    // Assert
    expect(typedText(state, phrases)).toBe('devient astronaute');
  });

  it('should pause 1.8 s on a whole phrase, then erase it at 20 ms per character', () => {
    // Arrange
    const phrases = ['abc', 'de'];

    // Act
    const frames = run(initialTypingState(phrases), phrases, 4);

    // Assert
    expect(frames).toEqual([
      { text: 'abc', delayMs: TYPED_PAUSE_MS },
      { text: 'ab', delayMs: ERASING_CHARACTER_MS },
      { text: 'a', delayMs: ERASING_CHARACTER_MS },
      { text: '', delayMs: TYPING_CHARACTER_MS },
    ]);
  });

  it('should type the next phrase at 35 ms per character, then pause on it whole', () => {
    // Arrange
    const phrases = ['a', 'xyz'];
    const emptyBeforeSecond: TypingState = { phraseIndex: 1, visibleCharacters: 0, mode: 'typing' };

    // Act
    const frames = run(emptyBeforeSecond, phrases, 5);

    // Assert
    expect(frames).toEqual([
      { text: '', delayMs: TYPING_CHARACTER_MS },
      { text: 'x', delayMs: TYPING_CHARACTER_MS },
      { text: 'xy', delayMs: TYPING_CHARACTER_MS },
      { text: 'xyz', delayMs: TYPED_PAUSE_MS },
      { text: 'xy', delayMs: ERASING_CHARACTER_MS },
    ]);
  });

  it('should come back to the first phrase after the last one', () => {
    // Arrange
    const phrases = ['ab', 'c'];
    const lastAlmostErased: TypingState = { phraseIndex: 1, visibleCharacters: 1, mode: 'erasing' };

    // Act
    const frames = run(lastAlmostErased, phrases, 4);

    // Assert
    expect(frames.map((frame) => frame.text)).toEqual(['c', '', 'a', 'ab']);
  });

  it('should spend the pause, the erasing and the typing of every character on one whole cycle', () => {
    // Arrange
    const phrases = ['bonjour'];
    const length = 7;
    let state = initialTypingState(phrases);
    let total = 0;

    // Act: whole, erased one character at a time, typed back one character at a time.
    for (let step = 0; step < 2 * length; step += 1) {
      const { delayMs, next } = nextTypingStep(state, phrases);
      total += delayMs;
      state = next;
    }

    // Assert
    expect(total).toBe(TYPED_PAUSE_MS + (length - 1) * ERASING_CHARACTER_MS + length * TYPING_CHARACTER_MS);
    expect(state).toEqual(initialTypingState(phrases));
  });

  it('should count accented letters and letters outside the basic plane as one character each', () => {
    // Arrange
    const phrases = ['é𝒜'];

    // Act
    const erasedOnce = nextTypingStep(nextTypingStep(initialTypingState(phrases), phrases).next, phrases).next;

    // Assert
    expect(initialTypingState(phrases).visibleCharacters).toBe(2);
    expect(typedText(nextTypingStep(initialTypingState(phrases), phrases).next, phrases)).toBe('é');
    expect(erasedOnce.visibleCharacters).toBe(0);
  });

  it('should split the phrase into the typed text and the rest still to type', () => {
    // Arrange
    const phrases = ['abc', 'déf'];
    const halfTyped: TypingState = { phraseIndex: 1, visibleCharacters: 1, mode: 'typing' };

    // Act
    const parts = typedParts(halfTyped, phrases);

    // Assert
    expect(parts).toEqual({ typed: 'd', rest: 'éf' });
    expect(typedParts(initialTypingState(phrases), phrases)).toEqual({ typed: 'abc', rest: '' });
  });
});
