import { expect } from 'vitest';
import type { Narration, WrittenStory } from '../../../functions/core/story-makers-port';
import { cleanForSpeech, MORAL_PREFIX, speechWords } from '../../../functions/story-makers/common/speech-text';

/** What both narrator test files check of a narration: the words the page shows, timings in order and in the audio. */

/** Every word the story page displays, in order (title, text, the moral's heading and the moral). */
export function displayedWords(story: WrittenStory): string[] {
  const words = (text: string): string[] => speechWords(cleanForSpeech(text)).map((word) => word.word);
  return [...words(story.title), ...words(story.content), ...words(MORAL_PREFIX), ...words(story.moral)];
}

/** Each word starts after the previous one ended, ends after it starts, and within the audio. */
export function expectWellFormedTimings(narration: Narration): void {
  let previousEnd = 0;
  for (const timing of narration.words) {
    expect(timing.startMs).toBeGreaterThanOrEqual(previousEnd);
    expect(timing.endMs).toBeGreaterThanOrEqual(timing.startMs);
    expect(timing.endMs).toBeLessThanOrEqual(narration.durationMs);
    previousEnd = timing.endMs;
  }
}
