/**
 * The hero's typing effect (spec part 1 §1): each phrase is typed at 35 ms per character, stays whole for
 * 1.8 s, is erased at 20 ms per character, and the next one is typed; after the last comes the first again.
 * A pure state machine: the component asks `nextTypingStep` how long to wait and what to show next, so the
 * timing is tested without timers.
 */

export const TYPING_CHARACTER_MS = 35;
export const ERASING_CHARACTER_MS = 20;
export const TYPED_PAUSE_MS = 1_800;

export interface TypingState {
  /** The phrase being typed or erased, an index into the phrases. */
  phraseIndex: number;
  /** How many of its characters are shown. */
  visibleCharacters: number;
  /** Typing grows the text; erasing shrinks it (and, whole, starts with the pause). */
  mode: 'typing' | 'erasing';
}

export interface TypingStep {
  /** How long the current state stays on screen. */
  delayMs: number;
  next: TypingState;
}

/** Characters, not UTF-16 units: a letter outside the basic plane is never cut in half. */
function characters(phrase: string): string[] {
  return Array.from(phrase);
}

/**
 * The first phrase whole, about to pause: what the server renders and what the page shows before it
 * animates (and forever under prefers-reduced-motion).
 */
export function initialTypingState(phrases: readonly string[]): TypingState {
  return { phraseIndex: 0, visibleCharacters: characters(phrases[0] ?? '').length, mode: 'erasing' };
}

/** The text shown for a state. */
export function typedText(state: TypingState, phrases: readonly string[]): string {
  return characters(phrases[state.phraseIndex] ?? '')
    .slice(0, state.visibleCharacters)
    .join('');
}

/**
 * The text shown for a state and the rest of its phrase. The page lays the rest out invisibly after the
 * typed text, so the phrase keeps its final place and line breaks while it is typed: nothing moves.
 */
export function typedParts(state: TypingState, phrases: readonly string[]): { typed: string; rest: string } {
  const all = characters(phrases[state.phraseIndex] ?? '');
  return { typed: all.slice(0, state.visibleCharacters).join(''), rest: all.slice(state.visibleCharacters).join('') };
}

/** How long `state` stays on screen, and the state that follows it. */
export function nextTypingStep(state: TypingState, phrases: readonly string[]): TypingStep {
  const length = characters(phrases[state.phraseIndex] ?? '').length;
  if (state.mode === 'typing') {
    const visibleCharacters = Math.min(state.visibleCharacters + 1, length);
    // The last character typed turns the phrase over to erasing, which begins with the pause.
    return { delayMs: TYPING_CHARACTER_MS, next: { ...state, visibleCharacters, mode: visibleCharacters >= length ? 'erasing' : 'typing' } };
  }
  const delayMs = state.visibleCharacters >= length ? TYPED_PAUSE_MS : ERASING_CHARACTER_MS;
  if (state.visibleCharacters <= 1) {
    // Erased: the next phrase starts empty and is typed from its first character.
    return { delayMs, next: { phraseIndex: (state.phraseIndex + 1) % Math.max(phrases.length, 1), visibleCharacters: 0, mode: 'typing' } };
  }
  return { delayMs, next: { ...state, visibleCharacters: state.visibleCharacters - 1 } };
}
