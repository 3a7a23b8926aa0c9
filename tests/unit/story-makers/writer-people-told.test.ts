import { describe, expect, it } from 'vitest';
import { checkStory } from '../../../functions/story-makers/story-checker';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { storyRequest } from '../../fixtures/story-report-profiles';
import { storyParts } from '../../fixtures/free-text-requests';

/**
 * Issue 25, item 2, told with its people (editor's read 36: « Mamie never gets the cake », « grandfather's
 * treasure is never described »): a thing made for someone is given to them in the resolution, and a
 * treasure found is opened and told.
 */

const INDICES = [1, 4, 9, 12, 15];
/** Writing and checking five stories takes a second on an idle machine, far more on a loaded one. */
const TIMEOUT_MS = 60_000;

const storiesOf = (scenario: string) =>
  INDICES.map((index) => {
    const base = storyRequest(index, { seed: 'people-told' });
    const request = { ...base, choices: { ...base.choices, scenario } };
    return { request, story: composeStory(request) };
  });

describe('scenarios told with their people', () => {
  it.each([["faire un gâteau pour l'anniversaire de Mamie", /Joyeux anniversaire/], ['préparer un gâteau pour papi', /C'est pour toi/]])(
    'should give the cake to the one it was made for: « %s »',
    (scenario, wish) => {
      // Act
      const stories = storiesOf(scenario);

      // Assert
      for (const { request, story } of stories) {
        const { resolution } = storyParts(story);
        expect(resolution).toMatch(/(?:apporta|offrit|porta) le gâteau à (?:sa mamie|son papi)/);
        expect(resolution).toMatch(wish);
        expect(checkStory(story, request)).toEqual([]);
      }
    },
    TIMEOUT_MS,
  );

  it('should open grandfather’s treasure and say what is in it', () => {
    // Act
    const stories = storiesOf('retrouver le trésor de grand-père');

    // Assert
    for (const { story } of stories) expect(storyParts(story).resolution).toMatch(/il y avait (?:des lettres|une boussole|des billes)/);
  }, TIMEOUT_MS);
});
