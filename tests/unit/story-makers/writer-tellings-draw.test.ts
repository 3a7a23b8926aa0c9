import { describe, expect, it } from 'vitest';
import { composeStory } from '#story-makers/writer/compose';
import { PRESET_PLOTS } from '#story-makers/writer/plots/index';
import { versionOf } from '#story-makers/writer/plots/plot';
import { Random } from '#story-makers/writer/random';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { storyRequest } from '../../fixtures/story-report-profiles';

/**
 * Issue 26, the editor's read 40: 13 groups of stories told with one scenario's same mechanism. Every preset
 * scenario has at least three tellings, and every story draws one evenly by its seed, whatever the seed looks
 * like: a read of numbered requests meets the tellings as production's story ids (ULIDs) do, so the editor's
 * figures are the parents' figures.
 */

const tellingIdOf = (plotId: string, seed: string): string => {
  const plot = PRESET_PLOTS.find((each) => each.id === plotId)!;
  return versionOf(plot, new Random(seed).fork('version')).id;
};

describe('writer: the tellings of a preset scenario', () => {
  it('should give every preset scenario at least three tellings', () => {
    // Act
    const counts = PRESET_PLOTS.map((plot) => ({ id: plot.id, tellings: 1 + (plot.versions?.length ?? 0) }));

    // Assert
    expect(counts.filter(({ tellings }) => tellings < 3)).toEqual([]);
  });

  it('should draw each telling of every scenario about evenly over 600 story ids, and keep one telling for one seed', () => {
    // Arrange: ids shaped as production's (ULIDs) and as a read's numbered requests, drawn alike.
    const seeds = Array.from({ length: 600 }, (_, index) => (index % 2 === 0 ? `01M8BP9TTVTB6XQ03VCGM${index.toString(36).padStart(5, '0').toUpperCase()}` : `read-${19_019 + index}`));

    for (const plot of PRESET_PLOTS) {
      // Act
      const counts = new Map<string, number>();
      for (const seed of seeds) counts.set(tellingIdOf(plot.id, seed), (counts.get(tellingIdOf(plot.id, seed)) ?? 0) + 1);
      const tellings = 1 + (plot.versions?.length ?? 0);

      // Assert: each telling within half and one and a half of its even share.
      expect(counts.size, plot.id).toBe(tellings);
      for (const [id, count] of counts) expect(count, `${plot.id}: ${id}`).toBeGreaterThan(600 / tellings / 2);
      for (const [id, count] of counts) expect(count, `${plot.id}: ${id}`).toBeLessThan((600 / tellings) * 1.5);
    }
    expect(tellingIdOf('tresor-cache', 'story-abcx')).toBe(tellingIdOf('tresor-cache', 'story-abcx'));
  });

  it('should tell 30 stories of the hidden treasure with each of its three mechanisms', () => {
    // Arrange: words only one telling says (the sound of a hollow place, the giant steps, the map's own marks).
    const treasure = SEEDED_SCENARIOS.find((scenario) => scenario.id === 'tresor-cache')!;
    const requests = Array.from({ length: 30 }, (_, index) => {
      const base = storyRequest(index, { seed: 'tellings' });
      return { ...base, choices: { ...base.choices, setting: 'une forêt enchantée', scenario: treasure.description } };
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
  }, 60_000);
});
