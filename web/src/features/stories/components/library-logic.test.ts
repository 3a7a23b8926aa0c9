import { describe, expect, it } from 'vitest';
import { ALL_CHILDREN, childStoriesHeading, shownChildId, withChildFilter } from './library-logic';

const PROFILES = [{ id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2A' }, { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2B' }];

describe('shownChildId', () => {
  it("should show the child the address names when it is one of the parent's", () => {
    // Arrange / Act / Assert
    expect(shownChildId(PROFILES, PROFILES[1]!.id)).toBe(PROFILES[1]!.id);
  });

  it('should show every story without a child in the address, or with an id that is not one of theirs', () => {
    // Arrange / Act / Assert
    expect(shownChildId(PROFILES, null)).toBeNull();
    expect(shownChildId(PROFILES, '01JZ8Y3M4N5P6Q7R8S9T0V1W2Z')).toBeNull();
  });

  it('should trust the address while the profiles load', () => {
    // Arrange / Act / Assert
    expect(shownChildId(undefined, PROFILES[0]!.id)).toBe(PROFILES[0]!.id);
  });
});

describe('withChildFilter', () => {
  it('should set the chosen child and keep the other parameters', () => {
    // Arrange
    const current = new URLSearchParams({ from: 'home' });

    // Act
    const next = withChildFilter(current, PROFILES[0]!.id);

    // Assert
    expect(next.toString()).toBe(`from=home&profileId=${PROFILES[0]!.id}`);
    expect(current.has('profileId')).toBe(false);
  });

  it("should drop the child for 'Tous les enfants'", () => {
    // Arrange
    const current = new URLSearchParams({ profileId: PROFILES[0]!.id });

    // Act / Assert
    expect(withChildFilter(current, ALL_CHILDREN).has('profileId')).toBe(false);
  });
});

describe('childStoriesHeading', () => {
  it("should elide « de » before a vowel and keep it before a consonant", () => {
    // Arrange / Act / Assert
    expect(childStoriesHeading('Inès')).toBe("Les histoires d'Inès");
    expect(childStoriesHeading('Élise')).toBe("Les histoires d'Élise");
    expect(childStoriesHeading('Léo')).toBe('Les histoires de Léo');
  });
});
