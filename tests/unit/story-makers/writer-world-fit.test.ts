import { describe, expect, it } from 'vitest';
import { checkStory, WORLD_FIT_RULE } from '../../../functions/story-makers/story-checker';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { askedWords, fits, type World } from '../../../functions/story-makers/writer/world';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { requestsOf, TUNE_HALF } from './world-fit-halves';

/**
 * Issue 26, item 1: the writer never tells a thing where it cannot be. Its lines, plot beats, plot
 * details and captions are held to the world model's table; the checker's world-fit rule reads the
 * finished stories of the tune half (one in five of its 2,000 requests, every age, the suggested
 * places and twelve more).
 */

const EVERY = 5;
const SHOWN = 10;
const TIMEOUT_MS = 300_000;

const world = (overrides: Partial<World>): World => ({ medium: 'land', indoors: false, hands: true, subplot: false, ...overrides });

describe('writer: one world per story', () => {
  it('should refuse a line whose words do not fit the place, even a plot’s own beat', () => {
    // Arrange
    const desert = world({ kind: 'desert' });
    const seabed = world({ medium: 'water', kind: 'sea' });
    const library = world({ indoors: true, kind: 'city' });

    // Act
    const verdicts = [
      fits('La tempête n’avait pas épargné le bateau : il prenait l’eau de partout.', desert, 'day', { trusted: true }),
      fits('Une grosse averse tomba, et tout fut trempé.', seabed, 'day', { trusted: true }),
      fits('Ils grimpèrent par le sentier de montagne.', library, 'day', { trusted: true }),
      fits('Le sable était chaud sous leurs pieds.', desert, 'day', { trusted: true }),
    ];

    // Assert
    expect(verdicts).toEqual([false, false, false, true]);
  });

  it('should let the parent’s own request stand: a boat to mend in the desert', () => {
    // Arrange
    const desert = world({ kind: 'desert', asked: askedWords('réparer un bateau après une tempête') });

    // Act
    const verdict = fits('Le bateau était tout abîmé.', desert, 'day', { trusted: true });

    // Assert
    expect(verdict).toBe(true);
  });

  it.each([
    ['nuit-etoilee', 'une station spatiale', ['owl', 'fireflies']],
    ['tempete', 'le désert aux mille étoiles', ['broken-boat', 'storm-clouds']],
    ['tempete', 'le fond de la mer', ['broken-boat', 'storm-clouds']],
  ])('should ask the pictures of « %s » in %s for none of %j', (id, setting, unfit) => {
    // Arrange
    const scenario = SEEDED_SCENARIOS.find((each) => each.id === id)!.description;
    const request = { ...SAMPLE_STORY_REQUEST, choices: { ...SAMPLE_STORY_REQUEST.choices, setting, scenario } };

    // Act
    const props = (composeStory(request).scenes ?? []).flatMap((scene) => scene.props);

    // Assert
    expect(props.filter((prop) => unfit.includes(prop))).toEqual([]);
  });

  it('should break no world in the stories of the tune half', () => {
    // Arrange
    const requests = requestsOf(TUNE_HALF, EVERY);

    // Act
    const breaks = requests.flatMap((request) =>
      checkStory(composeStory(request), request)
        .filter((finding) => finding.rule === WORLD_FIT_RULE)
        .map((finding) => `(${request.seed}, ${request.choices.setting}) ${finding.detail} : « ${finding.sentence} »`),
    );

    // Assert
    expect(breaks.length, breaks.slice(0, SHOWN).join('\n')).toBe(0);
  }, TIMEOUT_MS);
});
