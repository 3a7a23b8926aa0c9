import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { VALUES } from '../../../functions/story-makers/writer/banks/values';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { storyRequest } from '../../fixtures/story-report-profiles';

/** The tests that write forty stories: the default 5 s is too short on a busy shared machine. */
const HEAVY_TEST_TIMEOUT_MS = 60_000;

/** A moral with the child's and the companion's names taken out: what two stories could share. */
function bareMoral(story: { moral: string }, request: StoryRequest): string {
  return story.moral.replaceAll(request.child.name, '{nom}').toLowerCase();
}

describe('embedded writer: the frame lines, morals', () => {
  it('should give every value at least four moral wordings', () => {
    // Arrange
    const counts = VALUES.map((value) => ({ keys: value.keys.join('/'), morals: value.morals.length }));

    // Act
    const short = counts.filter((count) => count.morals < 4);

    // Assert
    expect(short).toEqual([]);
  });

  it(
    'should end the moral of a preset scenario on what happened in it',
    () => {
    // Arrange
    const requests = SEEDED_SCENARIOS.map((scenario, index) => {
      const request = storyRequest(index * 5);
      return { ...request, choices: { ...request.choices, scenario: scenario.description, values: ['Amitié'] } };
    });

    // Act
    const morals = requests.map((request) => composeStory(request).moral);

      // Assert
      for (const moral of morals) expect(moral).toMatch(/le jour où /u);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  it(
    'should give no two stories of forty the same moral',
    () => {
      // Arrange
      const requests = Array.from({ length: 40 }, (_, index) => storyRequest(3001 + index * 37, { seed: 'frame-lines-morals' }));

      // Act
      const morals = requests.map((request) => bareMoral(composeStory(request), request));

      // Assert
      const shared = morals.filter((moral, index) => morals.indexOf(moral) !== index);
      expect(shared).toEqual([]);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  it('should close a story about sharing on the value of sharing, even when the parent listed patience first', () => {
    // Arrange
    const request = storyRequest(8);
    const sharing: StoryRequest = { ...request, choices: { ...request.choices, scenario: "J'aimerais qu'il apprenne à partager ses jouets", values: ['Patience', 'Partage'] } };

    // Act
    const story = composeStory(sharing);

    // Assert
    expect(story.moral.toLowerCase()).toContain('partage');
    expect(story.moral.toLowerCase()).not.toContain('patience');
  });

  it('should not say a moral of the night, nor the stock value lines the editor read in several stories', () => {
    // Arrange
    const texts = VALUES.flatMap((value) => [...value.morals, ...value.moments]);

    // Act
    const stock = texts.filter((text) => /nuit fait moins peur|ce que je préfère chez|se débrouilla|un bon pirate partage tout/u.test(text));

    // Assert
    expect(stock).toEqual([]);
  });
});
