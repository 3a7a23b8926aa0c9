import { describe, expect, it } from 'vitest';
import {
  AVATARS,
  EYE_COLORS,
  FAVORITE_COLORS,
  HAIR_COLORS,
  HAIR_LENGTHS,
  HAIR_TYPES,
  HEIGHTS,
  INTERESTS,
  PERSONALITY_TRAITS,
  SKIN_COLORS,
  STYLES,
  THEMES,
  traitLabel,
} from '#shared/profiles';

describe('profile option lists (spec part 1 §3)', () => {
  it('should hold the spec counts of every list', () => {
    // Act & Assert
    expect([AVATARS, STYLES, HEIGHTS, SKIN_COLORS, HAIR_COLORS, HAIR_TYPES, HAIR_LENGTHS, EYE_COLORS, FAVORITE_COLORS, PERSONALITY_TRAITS, INTERESTS, THEMES].map((list) => list.length)).toEqual([
      12, 12, 4, 11, 10, 7, 5, 8, 12, 24, 40, 6,
    ]);
  });

  it('should show a trait in its feminine form for a girl and masculine otherwise', () => {
    // Act & Assert
    expect([traitLabel('Curieux', 'girl'), traitLabel('Observateur', 'girl'), traitLabel('Calme', 'girl'), traitLabel('Curieux', 'boy')]).toEqual([
      'Curieuse',
      'Observatrice',
      'Calme',
      'Curieux',
    ]);
  });
});
