import { describe, expect, it } from 'vitest';
import { FIRST_PART_MAX_WORDS, FIRST_PART_MIN_WORDS, narrationParts } from '#core/stories/narration-parts';
import { toSpokenSegments } from '#story-makers/common/speech-text';

const words = (count: number, word = 'mot') => Array.from({ length: count }, () => word).join(' ');
const spokenWords = (story: { title: string; content: string; moral: string }) => toSpokenSegments(story).flatMap((segment) => segment.words.map((word) => word.word));

describe('narrationParts', () => {
  it('should put the title and a short opening paragraph in a first part, and the rest with the moral in a second', () => {
    // Arrange
    const story = { title: 'Le dragon', content: 'Il était une fois un dragon.\n\nIl volait.\n\nIl dormait.', moral: 'Dormir est bon.' };

    // Act
    const parts = narrationParts(story);

    // Assert
    expect(parts).toEqual([
      { title: 'Le dragon', content: 'Il était une fois un dragon.', moral: '' },
      { title: '', content: 'Il volait.\n\nIl dormait.', moral: 'Dormir est bon.' },
    ]);
  });

  it('should cut a long opening paragraph after the first sentence that ends past the minimum, keeping every word once and in order', () => {
    // Arrange
    const opening = `${words(12)}. ${words(12)} ! ${words(30)}. ${words(10)}.`;
    const story = { title: 'Titre', content: `${opening}\n\nSuite.`, moral: 'Morale.' };

    // Act
    const parts = narrationParts(story);

    // Assert
    expect(parts).toHaveLength(2);
    expect(parts[0]!.content).toBe(`${words(12)}. ${words(12)} !`);
    expect(parts[0]!.content.split(' ').filter((word) => word === 'mot').length).toBeGreaterThanOrEqual(FIRST_PART_MIN_WORDS);
    expect(parts[1]!.content).toBe(`${words(30)}. ${words(10)}.\n\nSuite.`);
    expect(parts.flatMap(spokenWords)).toEqual(spokenWords(story));
  });

  it('should keep an opening paragraph of up to the maximum words whole', () => {
    // Arrange
    const opening = `${words(FIRST_PART_MAX_WORDS - 1)}.`;
    const story = { title: 'Titre', content: `${opening}\n\nSuite.`, moral: '' };

    // Act
    const [first] = narrationParts(story);

    // Assert
    expect(first!.content).toBe(opening);
  });

  it('should keep a long opening of one sentence whole rather than cut it mid-sentence', () => {
    // Arrange
    const story = { title: 'Titre', content: `${words(80)}\n\nSuite.`, moral: '' };

    // Act
    const parts = narrationParts(story);

    // Assert
    expect(parts.map((part) => part.content)).toEqual([words(80), 'Suite.']);
  });

  it('should narrate a story that is all opening, without a moral, in one part', () => {
    // Arrange
    const story = { title: 'Titre', content: 'Une seule phrase.', moral: '' };

    // Act
    const parts = narrationParts(story);

    // Assert
    expect(parts).toEqual([story]);
  });

  it('should give the moral a part of its own when the story has one paragraph', () => {
    // Arrange
    const story = { title: 'Titre', content: 'Une seule phrase.', moral: 'La morale.' };

    // Act
    const parts = narrationParts(story);

    // Assert
    expect(parts).toEqual([
      { title: 'Titre', content: 'Une seule phrase.', moral: '' },
      { title: '', content: '', moral: 'La morale.' },
    ]);
    expect(parts.flatMap(spokenWords)).toEqual(spokenWords(story));
  });
});
