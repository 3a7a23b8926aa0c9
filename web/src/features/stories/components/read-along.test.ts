import { describe, expect, it } from 'vitest';
import { activeTimingIndex, alignWords, colourCodeStyle, formatTime, joinedPieces, normaliseWord, spokenTime, storyReadAlong, textTokens, wordStarts } from './read-along';

const contrast = (foreground: string, background: string) => {
  const lum = (hex: string) => {
    const c = (o: number) => {
      const v = Number.parseInt(hex.slice(o, o + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5);
  };
  const [a, b] = [lum(foreground), lum(background)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
};

describe('textTokens', () => {
  it('should number the words from the given index, keep spaces and cut colour codes out of the words', () => {
    // Arrange / Act
    const { tokens, nextWord } = textTokens('Le ciel #FF0000, « vite » !', 3);

    // Assert
    expect(tokens.filter((token) => token.word !== null).map((token) => [token.word, token.normalised])).toEqual([
      [3, 'le'],
      [4, 'ciel'],
      [5, 'vite'],
    ]);
    expect(nextWord).toBe(6);
    expect(tokens.flatMap((token) => token.pieces).filter((piece) => piece.kind === 'colour')).toEqual([{ kind: 'colour', text: '#FF0000' }]);
    expect(tokens.map((token) => token.pieces.map((piece) => piece.text).join('')).join('')).toBe('Le ciel #FF0000, « vite » !');
  });

  it('should keep a word glued to a colour code, and only colour six-digit codes', () => {
    // Arrange / Act
    const { tokens } = textTokens('rouge#FF0000 #abc', 0);

    // Assert
    expect(tokens[0]).toMatchObject({ word: 0, normalised: 'rouge' });
    expect(tokens[2]?.pieces).toEqual([{ kind: 'text', text: '#abc' }]);
    expect(tokens[2]?.word).toBeNull();
  });
});

describe('joinedPieces', () => {
  it('should join the text around the colour codes into single pieces, and keep every character', () => {
    // Arrange
    const text = 'Le ciel #FF0000, « vite » !';
    const { tokens } = textTokens(text, 0);

    // Act
    const joined = joinedPieces(tokens);

    // Assert
    expect(joined).toEqual([
      { kind: 'text', text: 'Le ciel ' },
      { kind: 'colour', text: '#FF0000' },
      { kind: 'text', text: ', « vite » !' },
    ]);
    expect(joined.map((piece) => piece.text).join('')).toBe(text);
  });

  it('should leave the tokens it joined unchanged', () => {
    // Arrange
    const { tokens } = textTokens('un deux trois', 0);
    const before = structuredClone(tokens);

    // Act
    joinedPieces(tokens);

    // Assert
    expect(tokens).toEqual(before);
  });
});

describe('alignWords', () => {
  it('should pair words in order modulo case, punctuation and apostrophes', () => {
    // Arrange
    const displayed = ['il', 'était', "l'étoile", 'dit-il'].map(normaliseWord);

    // Act / Assert
    expect(alignWords(displayed, ['Il', 'était', 'l’étoile', 'dit-il'])).toEqual([0, 1, 2, 3]);
  });

  it('should skip a spoken word the page does not show, and a shown word never spoken', () => {
    // Arrange
    const displayed = ['tom', 'jerry', 'rient', 'fort'];

    // Act / Assert
    expect(alignWords(displayed, ['tom', 'et', 'jerry', 'fort'])).toEqual([0, null, 1, 3]);
  });
});

describe('activeTimingIndex and wordStarts', () => {
  const timings = [
    { startMs: 0, endMs: 300 },
    { startMs: 400, endMs: 700 },
    { startMs: 800, endMs: 1000 },
  ];

  it('should give the last word started, and none after the end', () => {
    // Arrange / Act / Assert
    expect([-5, 0, 350, 450, 900, 1000, 1200].map((ms) => activeTimingIndex(timings, ms))).toEqual([-1, 0, 0, 1, 2, 2, -1]);
    expect(activeTimingIndex([], 10)).toBe(-1);
  });

  it('should map a displayed word to the start of its first timing', () => {
    // Arrange / Act
    const starts = wordStarts([0, null, 2], timings);

    // Assert
    expect([...starts]).toEqual([
      [0, 0],
      [2, 800],
    ]);
  });
});

describe('formatTime and spokenTime', () => {
  it('should show m:ss and say it in French', () => {
    // Arrange / Act / Assert
    expect([0, 5.9, 65, 600, Number.NaN, Infinity].map(formatTime)).toEqual(['0:00', '0:05', '1:05', '10:00', '0:00', '0:00']);
    expect([spokenTime(1), spokenTime(125)]).toEqual(['1 seconde', '2 minutes 5 secondes']);
  });
});

describe('colourCodeStyle', () => {
  it('should always give at least 4.5:1 between the colour and its background', () => {
    // Arrange
    const colours = ['#FFD700', '#000080', '#777777', '#FF0000', '#00FF00', '#FFFFFF', '#000000', '#767676'];

    // Act / Assert
    for (const colour of colours) {
      const style = colourCodeStyle(colour);
      expect(style.color).toBe(colour);
      expect(contrast(colour, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('storyReadAlong', () => {
  it('should number title, paragraphs, moral heading and moral in the narration order and align them', () => {
    // Arrange
    const timings = ['Le', 'lapin.', 'Il', 'saute', '&', 'rit', 'Morale', 'de', "l'histoire", 'Sauter', 'rend', 'heureux.'].map((word, index) => ({
      word,
      startMs: index * 100,
    }));

    // Act
    const readAlong = storyReadAlong({ title: 'Le lapin', paragraphs: ['Il saute & rit 🐰'], moralHeading: "Morale de l'histoire", moral: 'Sauter rend heureux.' }, timings);

    // Assert
    expect(readAlong.alignment).toEqual([0, 1, 2, 3, null, 4, 5, 6, 7, 8, 9, 10]);
    expect(readAlong.starts.get(4)).toBe(500);
    expect(readAlong.moral.find((token) => token.word !== null)?.word).toBe(8);
  });
});
