import { describe, expect, it } from 'vitest';
import { FEELINGS } from '../../../functions/story-makers/writer/banks/feelings';
import { VALUES } from '../../../functions/story-makers/writer/banks/values';
import { BEAT_KEYS, composeStory, SAME_CAUSE } from '../../../functions/story-makers/writer/compose';
import { storyRequest } from '../../fixtures/story-report-profiles';

/** The test writes 300 stories: the default 5 s is too short on a busy shared machine. */
const HEAVY_TEST_TIMEOUT_MS = 300_000;

/** The beat paragraph each emotion line was laid out in, with the beats that follow the event its lines answer. */
function emotionPlacements(index: number): { laidAt: string; writtenFor: string; sameCause: boolean }[] {
  const placements: { laidAt: string; writtenFor: string; sameCause: boolean }[] = [];
  composeStory(storyRequest(index, { seed: 'caused-lines' }), ({ layout }) => {
    for (const paragraph of layout.paragraphs) {
      for (const block of paragraph.blocks) {
        if (!block.overlay?.emotion) continue;
        const feeling = FEELINGS.find((each) => each.lines.includes(block.template));
        if (feeling) placements.push({ laidAt: paragraph.key, writtenFor: BEAT_KEYS[feeling.beat], sameCause: (SAME_CAUSE[feeling.beat] as string[]).includes(paragraph.key) });
      }
    }
    return [];
  });
  return placements;
}

/** The banks' value moments (not a telling's own acts, not an earned pair): each must follow the event it names. */
const BANK_MOMENTS = new Set(VALUES.flatMap((value) => value.moments));
const EARNED = VALUES.flatMap((value) => value.earned ?? []);
/** A moment that answers the failed tries, and one that shares the turn's idea, by the words that name them. */
const NAMES_FAILED_TRIES = /raté|avait marché/u;
const NAMES_TURN_IDEA = /idée/u;

/** Each value line of a story's layout, with where it was told and whether the event it answers came right before. */
function valueLines(index: number): { template: string; caused: boolean }[] {
  const lines: { template: string; caused: boolean }[] = [];
  composeStory(storyRequest(index, { seed: 'caused-lines' }), ({ layout }) => {
    const told = layout.paragraphs.flatMap((paragraph) => paragraph.blocks.map((block) => ({ key: paragraph.key, block })));
    told.forEach(({ key, block }, at) => {
      if (!block.overlay?.value) return;
      const earned = EARNED.find((pair) => pair.line === block.template);
      if (earned) {
        lines.push({ template: block.template, caused: told.slice(0, at).some((each) => each.block.template === earned.event) });
        return;
      }
      // A telling's own act (plot.ts valueActs) is one of its events: only the banks' moments are judged here.
      if (!BANK_MOMENTS.has(block.template)) return;
      const failedTries = NAMES_FAILED_TRIES.test(block.template) && key === 'attempt2';
      const turnIdea = NAMES_TURN_IDEA.test(block.template) && key === 'turn' && told.slice(0, at).some((each) => each.key === 'turn' && !each.block.overlay);
      lines.push({ template: block.template, caused: failedTries || turnIdea });
    });
    return [];
  });
  return lines;
}

describe('embedded writer: lines caused by the event before them (issue 26, editor read 43)', () => {
  it(
    'should tell each emotion line only after an event of the kind it answers, for 300 stories',
    () => {
      // Arrange: 300 requests walking every emotion suggestion, age and scenario.
      const indexes = Array.from({ length: 300 }, (_, index) => index);

      // Act
      const placements = indexes.flatMap((index) => emotionPlacements(index));
      // A failed try's feeling after a failed try, the success's after the success (compose.ts SAME_CAUSE).
      const moved = placements.filter((each) => !each.sameCause);

      // Assert: some emotion lines are told (the test can see them), and none away from its cause.
      expect(placements.length).toBeGreaterThan(100);
      expect(moved).toEqual([]);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  it(
    'should tell each value moment of the banks only right after the event it names, for 300 stories',
    () => {
      // Arrange
      const indexes = Array.from({ length: 300 }, (_, index) => index);

      // Act
      const lines = indexes.flatMap((index) => valueLines(index));
      const causeless = [...new Set(lines.filter((each) => !each.caused).map((each) => each.template))];

      // Assert: value moments are told (the test sees them), and none without the event it answers just before.
      expect(lines.length).toBeGreaterThan(30);
      expect(causeless).toEqual([]);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});
