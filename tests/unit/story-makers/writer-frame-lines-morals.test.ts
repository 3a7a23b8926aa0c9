import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { PRESET_DEEDS, VALUES } from '../../../functions/story-makers/writer/banks/values';
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
    'should name in the moral only nouns of what happened that the story told before it',
    () => {
      // Arrange: each preset scenario, in three places, so that a telling that changes its means (a boat turned
      // into a char à voile) is met; the outcome's nouns are those after a determiner in PRESET_DEEDS, less the
      // adjectives and pronouns a determiner also opens, and the words of the values' own sentences.
      const notNouns = new Set(['siens', 'petit', 'petite', 'grand', 'grande', 'nouvelle', 'nouveaux', 'vieille']);
      const valueWords = VALUES.flatMap((value) => value.morals).join(' ').toLowerCase();
      const deedNouns = [...new Set(Object.values(PRESET_DEEDS).flat().flatMap((deed) => [...deed.matchAll(/(?:^|\s)(?:un|une|le|la|les|l'|sa|ses|son|des|de)\s?([a-zéèêàâîôûç-]{4,})/gu)].map((match) => match[1] ?? '')))].filter(
        (noun) => !notNouns.has(noun) && !valueWords.includes(noun),
      );
      const requests = SEEDED_SCENARIOS.flatMap((scenario, index) =>
        [0, 1, 2].map((run) => {
          const request = storyRequest(index * 7 + run * 101, { seed: 'moral-nouns' });
          return { ...request, choices: { ...request.choices, scenario: scenario.description } };
        }),
      );

      // Act
      const untold = requests.flatMap((request) => {
        const story = composeStory(request);
        const told = story.content.toLowerCase();
        const moral = story.moral.toLowerCase();
        return deedNouns.filter((noun) => new RegExp(`(?<![\\p{L}])${noun}s?(?![\\p{L}])`, 'u').test(moral) && !told.includes(noun.slice(0, -1))).map((noun) => `${noun}: ${story.moral}`);
      });

      // Assert
      expect(deedNouns.length).toBeGreaterThan(15);
      expect(untold).toEqual([]);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  it(
    'should not close forty stories on one moral shape',
    () => {
      // Arrange
      const requests = Array.from({ length: 40 }, (_, index) => storyRequest(5001 + index * 41, { seed: 'frame-lines-shapes' }));

      // Act: a shape is what is left of the moral once the value's own sentence and the names are taken out.
      const shapes = requests.map((request) => {
        const { moral } = composeStory(request);
        return moral.replaceAll(request.child.name, '{nom}').replace(/«[^»]*»|^[^.]*\.|le jour où .*/gu, '').slice(0, 24);
      });

      // Assert
      const counts = [...new Set(shapes)].map((shape) => shapes.filter((each) => each === shape).length);
      expect(counts.length).toBeGreaterThanOrEqual(6);
      expect(Math.max(...counts)).toBeLessThanOrEqual(12);
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
