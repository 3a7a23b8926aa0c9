import { describe, expect, it } from 'vitest';
import { stripAccents } from '../../../functions/story-makers/writer/free-text';
import { worldBreaks, type PlaceWorld } from '../../../functions/story-makers/writer/world';

/**
 * Each kind of world break the editor's read 40 found (issue 26, change 3) closed in the world table (world.ts),
 * which both the writer's line picks and the checker's world-fit rule read.
 */

const bare = (text: string): string => stripAccents(text.toLowerCase());

const place = (overrides: Partial<PlaceWorld>): PlaceWorld => ({ medium: 'land', indoors: false, ...overrides });
const STATION = place({ medium: 'space', indoors: true, kind: 'space' });
const DESERT = place({ kind: 'desert' });
const SEABED = place({ medium: 'water', kind: 'sea' });
const BEACH = place({ kind: 'sea' });
const LIBRARY = place({ indoors: true, kind: 'magic' });
const SECRET_GARDEN = place({ kind: 'garden' });
const CLOUD_CASTLE = place({ medium: 'air', indoors: true, kind: 'sky' });
const VILLAGE = place({ kind: 'city' });

describe('writer: the world breaks of the editor’s read 40', () => {
  it.each([
    ['a cuckoo heard in the desert', 'Au loin, un coucou chanta, et la jeune fille se demanda qui jouait.', DESERT, VILLAGE],
    ['planks and a nail on a spaceship', 'Il fallait une vraie planche. Le premier clou se fendit.', STATION, BEACH],
    ['a drink of water at the bottom of the sea', "Le dinosaure en profita pour boire un peu d'eau.", SEABED, BEACH],
    ['a front door in the desert', 'La petite demoiselle trouva sa balle rouge sagement posée devant la porte.', DESERT, VILLAGE],
    ['a school corridor on a beach', "Mais en un instant, le couloir s'était vidé. Dans le couloir, résonnait une chanson.", BEACH, LIBRARY],
    ["a baker's cart in a library", 'Un vieux boulanger passait avec sa charrette.', LIBRARY, VILLAGE],
    ['neighbours door after door in a secret garden', 'Toutes deux allèrent inviter les voisins, porte après porte.', SECRET_GARDEN, VILLAGE],
    ['a neighbour borrowing sugar in a castle in the clouds', 'La voisine, qui passait chercher du sucre, jeta un œil au gâteau tout plat.', CLOUD_CASTLE, VILLAGE],
    ['twelve steps towards the sunset in a space station', 'Les deux complices comptèrent douze pas vers le couchant.', STATION, BEACH],
  ])('should find %s a break of its place, and none where it fits', (_kind, sentence, wrong, right) => {
    // Arrange
    const text = bare(sentence);

    // Act
    const inWrong = worldBreaks(text, wrong);
    const inRight = worldBreaks(text, right);

    // Assert
    expect(inWrong.length, sentence).toBeGreaterThan(0);
    expect(inRight, sentence).toEqual([]);
  });

  it('should leave the child’s own habits alone: a corridor crossed at home, a neighbour greeted every day', () => {
    // Arrange
    const habits = ['Il traversait le couloir sans lumière sans courir.', 'Il disait bonjour à chaque voisin, même au facteur.'];

    // Act
    const found = habits.flatMap((habit) => worldBreaks(bare(habit), place({ kind: 'jungle' })));

    // Assert
    expect(found).toEqual([]);
  });

});
