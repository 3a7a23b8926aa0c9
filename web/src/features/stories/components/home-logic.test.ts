import { describe, expect, it } from 'vitest';
import { firstNameFromClaims, isCreatingStory, LOGO_SOURCES, mainActionFor, nextLogoSource, searchWithoutNewSignup, welcomeLine } from './home-logic';

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
    expect(lines).toEqual(['Bienvenue, Camille !', 'Bienvenue !', 'Bienvenue !']);
  });
});

describe('mainActionFor', () => {
  const freeWithOne = { planType: 'free', storiesLeft: 1 };

  it("should show 'Chargement...' while the session, profiles or credits load", () => {
    // Arrange
    const input = { loading: true, profileCount: 2, credits: freeWithOne };

    // Act
    const action = mainActionFor(input);

    // Assert
    expect(action).toEqual({ kind: 'loading', label: 'Chargement...' });
  });

  it('should lead to the first child profile when there is none, whatever the credits', () => {
    // Arrange
    const inputs = [
      { loading: false, profileCount: 0, credits: freeWithOne },
      { loading: false, profileCount: 0, credits: { planType: 'free', storiesLeft: 0 } },
    ];

    // Act
    const actions = inputs.map(mainActionFor);

    // Assert
    for (const action of actions) expect(action).toEqual({ kind: 'createProfile', label: 'Créer le premier profil enfant', to: '/child-profile' });
  });

  it("should lead to the shop on the free plan with no story left", () => {
    // Arrange
    const inputs = [
      { loading: false, profileCount: 1, credits: { planType: 'free', storiesLeft: 0 } },
      { loading: false, profileCount: 3, credits: { planType: 'free', storiesLeft: -1 } },
    ];

    // Act
    const actions = inputs.map(mainActionFor);

    // Assert
    for (const action of actions) expect(action).toEqual({ kind: 'getMoreStories', label: "Obtenir plus d'histoires", to: '/boutique' });
  });

  it("should offer 'Créer mon conte magique' with stories left, on a subscription, or when credits or profiles are unknown", () => {
    // Arrange
    const inputs = [
      { loading: false, profileCount: 1, credits: freeWithOne },
      { loading: false, profileCount: 1, credits: { planType: 'subscription', storiesLeft: 0 } },
      { loading: false, profileCount: 1, credits: undefined },
      { loading: false, profileCount: undefined, credits: freeWithOne },
    ];

    // Act
    const kinds = inputs.map((input) => mainActionFor(input));

    // Assert
    expect(kinds).toEqual(Array(4).fill({ kind: 'createStory', label: 'Créer mon conte magique', to: '/create' }));
  });
});

describe('isCreatingStory', () => {
  it('should be true only for creating_story=true', () => {
    // Arrange
    const searches = ['?creating_story=true', '?a=1&creating_story=true', 'creating_story=true', '', '?creating_story=false', '?creating_story=1'];

    // Act
    const results = searches.map(isCreatingStory);

    // Assert
    expect(results).toEqual([true, true, true, false, false, false]);
  });
});

describe('nextLogoSource', () => {
  it('should fall back from the logo to the second one, then to none', () => {
    // Arrange
    const [logo, fallback] = LOGO_SOURCES;

    // Act
    const chain = [nextLogoSource(logo), nextLogoSource(fallback), nextLogoSource('/elsewhere.svg')];

    // Assert
    expect(chain).toEqual([fallback, null, null]);
  });
});
