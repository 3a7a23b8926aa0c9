import { describe, expect, it } from 'vitest';
import { ADVANTAGES, FAQ, fillSampleIntro, formatListeningTime, FORMATS, HERO, SAMPLE, STEPS, TESTIMONIALS } from './landing-content';

describe('landing content', () => {
  it('should hold the counts the spec gives: four steps, four advantages, three testimonials, five questions, three formats', () => {
    // Arrange / Act
    const counts = [STEPS.items.length, ADVANTAGES.items.length, TESTIMONIALS.items.length, FAQ.items.length, FORMATS.items.length];

    // Assert
    expect(counts).toEqual([4, 4, 3, 5, 3]);
    expect(STEPS.items.map((step) => step.id)).toEqual(['personalisation', 'generation', 'illustrations', 'narration']);
    expect(FORMATS.items.map((format) => format.title)).toEqual(['Audio', 'Texte', 'Illustrations']);
  });

  it('should say the testimonials are examples', () => {
    // Arrange / Act
    const note = TESTIMONIALS.note;

    // Assert
    expect(note).toMatch(/exemple/i);
  });

  it('should speak to parents with « vous », never « tu »', () => {
    // Arrange
    const texts = JSON.stringify({ HERO, STEPS, SAMPLE, ADVANTAGES, FAQ, FORMATS });

    // Act
    const familiar = texts.match(/\b(tu|toi|ton|ta|tes|te)\b/gi);

    // Assert
    expect(familiar).toBeNull();
  });

  it('should write a narration length in minutes and seconds', () => {
    // Arrange
    const durations = [174_890, 120_000, 42_400, 0];

    // Act
    const written = durations.map(formatListeningTime);

    // Assert
    expect(written).toEqual(['2 min 55 s', '2 min', '42 s', '1 s']);
  });

  it('should name the sample child in the introduction', () => {
    // Arrange
    const child = { name: 'Léa', age: 4 };

    // Act
    const intro = fillSampleIntro(SAMPLE.intro, child);

    // Assert
    expect(intro).toContain('pour Léa, 4 ans');
    expect(intro).not.toMatch(/[{}]/);
  });
});
