import { describe, expect, it } from 'vitest';
import { hobbyHint } from './hobby-hint';

describe('hobbyHint', () => {
  it('should show an example while the field is empty', () => {
    // Act
    const hint = hobbyHint('  ');

    // Assert
    expect(hint).toBe('Facultatif. Par exemple : le dessin, le football...');
  });

  it('should show what the stories will say of a hobby they understand, in their own words', () => {
    // Act
    const hint = hobbyHint('Inès monte à poney tous les mercredis');

    // Assert
    expect(hint).toBe('Dans les histoires : « faire du poney ».');
  });

  it('should say that a hobby naming none of our activities will not be told', () => {
    // Act
    const hint = hobbyHint('collectionner les capsules');

    // Assert
    expect(hint).toMatch(/^Nous n’y reconnaissons aucune activité : ce loisir ne sera pas repris dans les histoires\./);
  });
});
