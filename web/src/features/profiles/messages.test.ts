import { describe, expect, it } from 'vitest';
import { formatAge, profileBadgeText, profileSummary } from './messages';

describe('profileBadgeText', () => {
  it("should read 'Histoire de' then the first name, the age in 'ans' and Garçon or Fille", () => {
    // Arrange
    const leo = { name: 'Léo', age: 6, gender: 'boy' as const };
    const ines = { name: '  Inès ', age: 9, gender: 'girl' as const };

    // Act
    const badges = [profileBadgeText(leo), profileBadgeText(ines)];

    // Assert
    expect(badges).toEqual(['Histoire de Léo, 6 ans, Garçon', 'Histoire de Inès, 9 ans, Fille']);
  });
});

describe('profileSummary', () => {
  it("should give the menu row's gender and age", () => {
    // Arrange
    const profile = { age: 4, gender: 'girl' as const };

    // Act
    const summary = profileSummary(profile);

    // Assert
    expect(summary).toBe('Fille, 4 ans');
  });
});

describe('formatAge', () => {
  it("should say 'an' for one year and 'ans' otherwise", () => {
    // Arrange
    const ages = [1, 2, 10, 18];

    // Act
    const labels = ages.map(formatAge);

    // Assert
    expect(labels).toEqual(['1 an', '2 ans', '10 ans', '18 ans']);
  });
});
