import { describe, expect, it } from 'vitest';
import { composeStory } from '../../../functions/story-makers/writer/compose';
import { PRESET_PLOTS } from '../../../functions/story-makers/writer/plots';
import { versionOf } from '../../../functions/story-makers/writer/plots/plot';
import { tellingIndex } from '../../../functions/story-makers/writer/plots/versions/telling-order';
import { Random } from '../../../functions/story-makers/writer/random';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 26, the editor's read 40: 13 groups of stories told with one scenario's same mechanism. Every
 * preset scenario has at least three tellings, and stories numbered one after the other take them in turn.
 */

const tellingIdOf = (plotId: string, seed: string): string => {
  const plot = PRESET_PLOTS.find((each) => each.id === plotId)!;
  return versionOf(plot, new Random(seed).fork('version')).id;
};

describe('writer: the tellings of a preset scenario rotate', () => {
  it('should give every preset scenario at least three tellings', () => {
    // Act
    const counts = PRESET_PLOTS.map((plot) => ({ id: plot.id, tellings: 1 + (plot.versions?.length ?? 0) }));

    // Assert
    expect(counts.filter(({ tellings }) => tellings < 3)).toEqual([]);
  });

  it('should tell 40 numbered stories of each scenario with every telling in turn, never the same twice in a row', () => {
    // Arrange
    const seeds = Array.from({ length: 40 }, (_, index) => `rotation-${index}`);

    for (const plot of PRESET_PLOTS) {
      // Act
      const ids = seeds.map((seed) => tellingIdOf(plot.id, seed));
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      const tellings = 1 + (plot.versions?.length ?? 0);

      // Assert
      expect(counts.size, plot.id).toBe(tellings);
      for (const [id, count] of counts) expect(count, `${plot.id}: ${id}`).toBeGreaterThanOrEqual(Math.floor(40 / tellings));
      for (let index = 1; index < ids.length; index += 1) expect(ids[index], `${plot.id} at ${index}`).not.toBe(ids[index - 1]);
    }
  });

  it('should give stories of one scenario spaced as in a read of 40 (every 14 × 37 requests) three different tellings', () => {
    // Arrange: the scenario of a request walks the 14 presets, so one scenario comes back every 14 requests of the read.
    const numbers = [19_019, 19_019 + 518, 19_019 + 1_036];

    for (const plot of PRESET_PLOTS.filter((each) => (each.versions?.length ?? 0) === 2)) {
      // Act
      const ids = numbers.map((number) => tellingIdOf(plot.id, `read-${number}`));

      // Assert
      expect(new Set(ids).size, `${plot.id}: ${ids.join(', ')}`).toBe(3);
    }
  });

  it('should draw evenly for a story id (no number after a separator, as a ULID), and keep one telling for one seed', () => {
    // Arrange: ids ending in a letter, and ULIDs whose random last characters happen to be digits.
    const seeds = Array.from({ length: 300 }, (_, index) => (index % 2 === 0 ? `story-${index.toString(36)}x` : `01M8BP9TTVTB6XQ03VCGMQ${index}`));
    const draws: number[] = [];

    // Act
    const indexes = seeds.map((seed) => tellingIndex(seed, 'tresor-cache', 3, () => draws.push(1) && 0));
    const again = tellingIdOf('tresor-cache', 'story-abcx') === tellingIdOf('tresor-cache', 'story-abcx');

    // Assert: every one of them went to the draw.
    expect(draws).toHaveLength(300);
    expect(new Set(indexes)).toEqual(new Set([0]));
    expect(again).toBe(true);
  });

  it('should tell 30 numbered stories of the hidden treasure with each of its three mechanisms in turn', () => {
    // Arrange: words only one telling says (the sound of a hollow place, the giant steps, the map's own marks).
    const treasure = SEEDED_SCENARIOS.find((scenario) => scenario.id === 'tresor-cache')!;
    const requests = Array.from({ length: 30 }, (_, index) => {
      const base = storyRequest(index, { seed: 'rotation' });
      return { ...base, seed: `rotation-treasure-${index}`, choices: { ...base.choices, setting: 'une forêt enchantée', scenario: treasure.description } };
    });

    // Act
    const mechanisms = requests.map((request) => {
      const { content } = composeStory(request);
      if (/sonne creux/u.test(content)) return 'creux';
      if (/Vingt pas de géant/iu.test(content)) return 'retournee';
      return 'carte';
    });

    // Assert
    expect(new Set(mechanisms)).toEqual(new Set(['creux', 'retournee', 'carte']));
    for (let index = 1; index < mechanisms.length; index += 1) expect(mechanisms[index], `story ${index}`).not.toBe(mechanisms[index - 1]);
  }, 60_000);
});
