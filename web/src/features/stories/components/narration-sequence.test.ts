import { describe, expect, it } from 'vitest';
import { afterPart, keptUrls, narrationSeconds, partAt, seekTarget } from './narration-sequence';
import { activeTimingIndex } from './read-along';

/** A first part of 4 s and a second of 10 s, as GET /api/stories/{id} lists them. */
const PARTS = [
  { url: 'https://media.test/part-1.mp3?sig=a', startMs: 0, durationMs: 4_000 },
  { url: 'https://media.test/part-2.mp3?sig=a', startMs: 4_000, durationMs: 10_000 },
];

describe('partAt', () => {
  it('should find the part playing at a time of the whole narration, and the time inside it', () => {
    // Arrange / Act
    const places = [0, 3_999, 4_000, 9_500, 20_000].map((ms) => partAt(PARTS, ms));

    // Assert
    expect(places).toEqual([
      { index: 0, seconds: 0 },
      { index: 0, seconds: 3.999 },
      { index: 1, seconds: 0 },
      { index: 1, seconds: 5.5 },
      { index: 1, seconds: 10 },
    ]);
  });
});

describe('afterPart', () => {
  it('should go on to the next part, wait for one still being made, and end only after the last', () => {
    // Arrange / Act / Assert
    expect(afterPart(0, 2, false)).toEqual({ next: 1 });
    expect(afterPart(0, 1, false)).toBe('wait');
    expect(afterPart(1, 2, true)).toBe('end');
    expect(afterPart(0, 1, true)).toBe('end');
  });
});

describe('seekTarget', () => {
  it('should seek across parts once every part is there, within the whole story', () => {
    // Arrange / Act
    const targets = [seekTarget(PARTS, true, 0, 6), seekTarget(PARTS, true, 1, 1), seekTarget(PARTS, true, 0, 99), seekTarget(PARTS, true, 1, -3)];

    // Assert
    expect(targets).toEqual([
      { index: 1, seconds: 2 },
      { index: 0, seconds: 1 },
      { index: 1, seconds: 10 },
      { index: 0, seconds: 0 },
    ]);
  });

  it('should keep a seek inside the part playing while the narration is still being made', () => {
    // Arrange / Act
    const targets = [seekTarget(PARTS, false, 0, 6), seekTarget(PARTS, false, 1, 2), seekTarget(PARTS, false, 1, 7)];

    // Assert
    expect(targets).toEqual([
      { index: 0, seconds: 4 },
      { index: 1, seconds: 0 },
      { index: 1, seconds: 3 },
    ]);
    expect(seekTarget([], false, 0, 3)).toBeNull();
  });
});

describe('narrationSeconds', () => {
  it('should give the whole length only once every part is there', () => {
    // Arrange / Act / Assert
    expect(narrationSeconds(PARTS, true)).toBe(14);
    expect(narrationSeconds(PARTS, false)).toBeNaN();
  });
});

describe('keptUrls', () => {
  it('should keep the URLs first given and add only the new parts’ URLs', () => {
    // Arrange
    const kept = [PARTS[0]!.url];
    const reread = PARTS.map((part) => ({ url: part.url.replace('sig=a', 'sig=b') }));

    // Act
    const next = keptUrls(kept, reread);
    const same = keptUrls(next, reread);

    // Assert
    expect(next).toEqual(['https://media.test/part-1.mp3?sig=a', 'https://media.test/part-2.mp3?sig=b']);
    expect(same).toBe(next);
  });
});

describe('read-along across parts', () => {
  it('should highlight the second part’s words at their place on the whole narration’s time', () => {
    // Arrange — the API moves part 2's words by its start (4 s).
    const words = [
      { word: 'Titre', startMs: 100, endMs: 600 },
      { word: 'Il', startMs: 4_050, endMs: 4_300 },
      { word: 'était', startMs: 4_300, endMs: 4_700 },
    ];
    const second = PARTS[1]!;

    // Act — 0.4 s into part 2.
    const index = activeTimingIndex(words, second.startMs + 400);

    // Assert
    expect(words[index]!.word).toBe('était');
  });
});
