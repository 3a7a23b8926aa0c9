import { describe, expect, it } from 'vitest';
import { checkStory, WORLD_FIT_RULE } from '../../../functions/story-makers/story-checker';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { fits, placeWorld, type World } from '../../../functions/story-makers/writer/world';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { SETTING_SUGGESTIONS } from '../../../shared/stories';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 25/26, the place holds (editor's read 36: a school bell in the desert, lemonade under the sea, a
 * boat repaired in a space station, a « rocher lunaire » in an orbital station): every preset told in
 * every suggested place keeps to the place, and a preset that cannot happen there is told in the
 * place's own version (« après la tempête »: a sand yacht, a sledge, a small ship, a submarine).
 */

const TIMEOUT_MS = 300_000;
const SHOWN = 10;

const world = (overrides: Partial<World>): World => ({ medium: 'land', indoors: false, hands: true, subplot: false, ...overrides });
const requestIn = (setting: string, scenarioId: string, index: number) => {
  const base = storyRequest(index, { seed: 'place-holds' });
  const scenario = SEEDED_SCENARIOS.find((each) => each.id === scenarioId)!.description;
  return { ...base, choices: { ...base.choices, setting, scenario } };
};

describe('writer: the place holds', () => {
  it.each([
    ['lemonade under the sea', 'Ils burent une limonade bien fraîche.', world({ medium: 'water', kind: 'sea' })],
    ['a school bell in the desert', "Au loin, la cloche sonna : c'était l'heure.", world({ kind: 'desert' })],
    ['a « rocher lunaire » in a space station', 'Derrière un gros rocher lunaire, quelque chose brillait.', world({ medium: 'space', indoors: true, kind: 'space' })],
    ['a bicycle lent on the seabed', 'Il prêta son vélo à son ami.', world({ medium: 'water', kind: 'sea' })],
    ['a gull in a space station', 'Une mouette se posa tout près.', world({ medium: 'space', indoors: true, kind: 'space' })],
    ['a mast in a castle in the clouds', 'Le mât tenait bon.', world({ medium: 'air', indoors: true, kind: 'sky' })],
  ])('should refuse %s, even as a plot’s own beat', (_what, line, place) => {
    // Act
    const verdict = fits(line, place, 'day', { trusted: true });

    // Assert
    expect(verdict).toBe(false);
  });

  it('should let a hobby be said anywhere: « mille choses sur le vélo » is no ride under the sea', () => {
    // Act
    const verdict = fits('Il connaissait mille choses sur le vélo.', world({ medium: 'water', kind: 'sea' }), 'day', { trusted: true });

    // Assert
    expect(verdict).toBe(true);
  });

  it('should know that a space station is indoors', () => {
    // Act
    const station = placeWorld('space', 'une station spatiale');

    // Assert
    expect(station).toMatchObject({ medium: 'space', indoors: true });
  });

  it.each([
    ['une station spatiale', /vaisseau/],
    ['le désert aux mille étoiles', /char à voile/],
    ['le fond de la mer', /sous-marin/],
    ['une montagne enneigée', /traîneau/],
    ['une bibliothèque magique', /petit train/],
    ['la jungle', /bateau/],
  ])('should tell « après la tempête » in %s with the place’s own craft', (setting, craft) => {
    // Arrange
    const request = requestIn(setting, 'tempete', 3);

    // Act
    const story = composeStory(request);

    // Assert
    expect(story.content).toMatch(craft);
    if (!/bateau/.test(craft.source)) expect(story.content).not.toMatch(/bateau|voilier|amarr/i);
  });

  it.each([
    ['une station spatiale', /toute la station/i],
    ['le fond de la mer', /tout le récif/i],
  ])('should tell « la chanson perdue » in %s by who lives there, not a village', (setting, folk) => {
    // Act
    const story = composeStory(requestIn(setting, 'chanson-perdue', 6));

    // Assert
    expect(story.content).toMatch(folk);
    expect(story.content).not.toMatch(/village/i);
  });

  it('should tell every preset in every suggested place without a word the place cannot hold', () => {
    // Arrange
    const requests = SEEDED_SCENARIOS.flatMap((scenario, row) => SETTING_SUGGESTIONS.map((setting, column) => requestIn(setting, scenario.id, row * SETTING_SUGGESTIONS.length + column)));

    // Act
    const breaks = requests.flatMap((request) =>
      checkStory(composeStory(request), request)
        .filter((finding) => finding.rule === WORLD_FIT_RULE)
        .map((finding) => `(${request.choices.scenario} @ ${request.choices.setting}) ${finding.detail} : « ${finding.sentence} »`),
    );

    // Assert
    expect(requests.length).toBe(SEEDED_SCENARIOS.length * SETTING_SUGGESTIONS.length);
    expect(breaks.length, breaks.slice(0, SHOWN).join('\n')).toBe(0);
  }, TIMEOUT_MS);

  it('should keep the sample request’s story free of the new breaks', () => {
    // Act
    const findings = checkStory(composeStory(SAMPLE_STORY_REQUEST), SAMPLE_STORY_REQUEST).filter((finding) => finding.rule === WORLD_FIT_RULE);

    // Assert
    expect(findings).toEqual([]);
  });
});
