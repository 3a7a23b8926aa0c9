import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { composeStory, withShortCompanion } from '../../../functions/story-makers/writer/compose';
import type { Facts } from '../../../functions/story-makers/writer/facts';
import { storyRequests } from '../../fixtures/story-report-profiles';

/**
 * The editor's read 37, second pass (issue 26): a companion named in full twelve times, a goal course's
 * « cuisine de la maison » reached from the desert, a hiding place named three times by filler lines.
 * Measured on seeds of their own ('coherence-*'), never used to tune the banks.
 */

const TIMEOUT_MS = 120_000;
const occurrences = (text: string, phrase: string): number => text.split(phrase).length - 1;

function withChoices(requests: StoryRequest[], choices: Partial<StoryRequest['choices']>): StoryRequest[] {
  return requests.map((request) => ({ ...request, choices: { ...request.choices, ...choices } }));
}

describe('writer: coherence of read 37', () => {
  it(
    'should name « un ours en peluche vivant » in full at most twice, then by its head noun',
    () => {
      // Arrange
      const requests = withChoices(storyRequests(30, { seed: 'coherence-bear' }), { mainCharacter: 'un ours en peluche vivant' });

      // Act
      const stories = requests.map((request) => composeStory(request).content);

      // Assert
      for (const content of stories) {
        expect(occurrences(content, 'en peluche vivant'), content).toBeLessThanOrEqual(2);
        expect(occurrences(content.toLowerCase(), "l'ours en peluche"), content).toBeGreaterThan(0);
      }
    },
    TIMEOUT_MS,
  );

  it('should cut a companion’s trailing words after two mentions, never a clause nor a name', () => {
    // Arrange
    const facts = (mcShort: string, head: string, proper = false) => ({ slots: { mcShort }, companion: { head, proper, plural: false } }) as unknown as Facts;
    const bear = ["Voici l'ours en peluche vivant.", "L'ours en peluche vivant sourit. Puis l'ours en peluche vivant dansa avec l'ours en peluche vivant."];
    const dragon = ['Le dragon qui a peur du noir arriva. Le dragon qui a peur du noir rit. Le dragon qui a peur du noir dort.'];

    // Act
    const shortBear = withShortCompanion(bear, facts("l'ours en peluche vivant", 'ours en peluche'));
    const wholeDragon = withShortCompanion(dragon, facts('le dragon qui a peur du noir', 'dragon'));

    // Assert
    expect(shortBear).toEqual(["Voici l'ours en peluche vivant.", "L'ours en peluche vivant sourit. Puis l'ours en peluche dansa avec l'ours en peluche."]);
    expect(wholeDragon).toEqual(dragon);
  });

  it(
    'should bake a cake in the desert without leaving for « la cuisine de la maison »',
    () => {
      // Arrange
      const requests = withChoices(storyRequests(20, { seed: 'coherence-kitchen' }), { setting: 'le désert aux mille étoiles', scenario: 'faire un gâteau pour mamie' });

      // Act
      const stories = requests.map((request) => composeStory(request).content);

      // Assert
      for (const content of stories) expect(content, content).not.toContain('cuisine de la maison');
    },
    TIMEOUT_MS,
  );

  it(
    'should not tell a seal on a snowy mountain nor a « rocher lunaire » to shelter under in a space station',
    () => {
      // Arrange
      const mountain = withChoices(storyRequests(30, { seed: 'coherence-mountain' }), { setting: 'une montagne enneigée' });
      const station = withChoices(storyRequests(30, { seed: 'coherence-station' }), { setting: 'une station spatiale' });

      // Act
      const onTheMountain = mountain.map((request) => composeStory(request).content);
      const inTheStation = station.map((request) => composeStory(request).content);

      // Assert
      for (const content of onTheMountain) expect(content, content).not.toMatch(/phoque/u);
      for (const content of inTheStation) expect(content, content).not.toMatch(/rocher lunaire/u);
    },
    TIMEOUT_MS,
  );
});
