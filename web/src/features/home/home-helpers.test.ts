import { describe, expect, it } from 'vitest';
import { firstNameFromClaims, searchWithoutNewSignup, welcomeLine } from './home-helpers';

describe('searchWithoutNewSignup', () => {
  it('should remove new_signup=true and leave an empty query', () => {
    // Arrange
    const search = '?new_signup=true';

    // Act
    const result = searchWithoutNewSignup(search);

    // Assert
    expect(result).toBe('');
  });

  it('should keep the other parameters, in their order', () => {
    // Arrange
    const search = '?creating_story=true&new_signup=true&utm_source=email';

    // Act
    const result = searchWithoutNewSignup(search);

    // Assert
    expect(result).toBe('?creating_story=true&utm_source=email');
  });

  it('should return null when there is no new_signup to remove', () => {
    // Arrange
    const searches = ['', '?', '?creating_story=true', '?new_signups=true'];

    // Act
    const results = searches.map(searchWithoutNewSignup);

    // Assert
    expect(results).toEqual([null, null, null, null]);
  });

  it('should accept a query string without its leading question mark', () => {
    // Arrange / Act
    const result = searchWithoutNewSignup('new_signup=true&a=1');

    // Assert
    expect(result).toBe('?a=1');
  });
});

describe('firstNameFromClaims', () => {
  it('should read and trim given_name', () => {
    // Arrange
    const claims = { sub: 'abc', email: 'camille@example.fr', given_name: '  Camille ' };

    // Act
    const name = firstNameFromClaims(claims);

    // Assert
    expect(name).toBe('Camille');
  });

  it('should return null when the claim is missing, blank or not text', () => {
    // Arrange
    const cases: unknown[] = [undefined, null, 'Camille', {}, { given_name: '   ' }, { given_name: 42 }];

    // Act
    const names = cases.map(firstNameFromClaims);

    // Assert
    expect(names).toEqual([null, null, null, null, null, null]);
  });
});

describe('welcomeLine', () => {
  it('should greet by first name when known, and say Bienvenue otherwise', () => {
    // Arrange / Act
    const lines = [welcomeLine('Camille'), welcomeLine(null), welcomeLine('')];

    // Assert
    expect(lines).toEqual(['Bonjour Camille !', 'Bienvenue !', 'Bienvenue !']);
  });
});
