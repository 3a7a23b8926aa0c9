import { describe, expect, it } from 'vitest';
import { SEEDED_SCENARIOS } from '@shared/scenarios';
import { emojiRenders, isBlank, samePixels, scenarioIconFor } from './scenario-emoji-logic';

describe('scenarioIconFor', () => {
  it('should give every seeded scenario an icon of its own meaning, not the generic one', () => {
    // Arrange
    const emoji = SEEDED_SCENARIOS.map((scenario) => scenario.emoji);

    // Act
    const icons = emoji.map(scenarioIconFor);

    // Assert
    expect(icons).not.toContain('Sparkles');
    expect(new Set(icons).size).toBe(emoji.length);
  });

  it('should read an emoji with or without its presentation selector alike, and give sparkles to an unknown one', () => {
    // Arrange / Act
    const icons = [scenarioIconFor('🗺️'), scenarioIconFor('🗺'), scenarioIconFor('🦄')];

    // Assert
    expect(icons).toEqual(['Map', 'Map', 'Sparkles']);
  });
});

describe('emojiRenders', () => {
  const tofu = [0, 0, 0, 255, 0, 0, 0, 0];

  it('should refuse an emoji drawn as the missing-glyph box, or not drawn at all', () => {
    // Arrange
    const asTofu = [...tofu];
    const nothing = [0, 0, 0, 0, 0, 0, 0, 0];

    // Act
    const answers = [emojiRenders(asTofu, tofu), emojiRenders(nothing, nothing)];

    // Assert
    expect(answers).toEqual([false, false]);
  });

  it('should accept an emoji drawn differently from the missing-glyph box', () => {
    // Arrange
    const drawn = [255, 200, 0, 255, 0, 0, 0, 0];

    // Act
    const answer = emojiRenders(drawn, tofu);

    // Assert
    expect(answer).toBe(true);
    expect([samePixels([1, 2], [1, 2, 3]), isBlank([9, 9, 9, 0])]).toEqual([false, true]);
  });
});
