import { describe, expect, it } from 'vitest';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { HARMFUL_FAMILIES, HARMLESS_FAMILIES, measureRound, ofHalf, printRoundTable, readRound, sumRows } from './support/moderation-rounds';

/**
 * Moderation round 4 (issue 25, item 6): 242 harmful texts phrased indirectly and 230 harmless ones,
 * written from scratch after round 3 was spent, labelled and split per family before any run (commit
 * d60da72; tests/fixtures/moderation/round-4/README.md). The Moderator's rules were never tuned on any of
 * it. Its held-out half was measured once, at the end of the session that tuned on round 3 as a whole
 * (2026-12-06); the figures are asserted here at the level then measured, so a later change that loses a
 * text fails. The tune half is for the next round of rules, whose report must then come from a new set.
 * Spent since round 5: both halves train the learned classifier (scripts/train-moderator.ts), so these
 * figures (held-out 109/121 refused, 110/115 allowed with it) say nothing of new text any more; round 5's
 * held-out half does (moderator-round-5.test.ts).
 */

const harmful = readRound('round-4', 'harmful.json');
const harmless = readRound('round-4', 'harmless.json');
const moderator = createEmbeddedModerator();

/**
 * Per family, the held-out texts given the right verdict at the one measurement (2026-12-06, rules of
 * commit 82d1098): harmful refused 60 of 121 (49.6 %), harmless allowed 108 of 115 (93.9 %). Far from the
 * 95 % aimed at: the Moderator's rules, at 100 % on round 3 after tuning on it, do not generalise to new
 * phrasings. What does: none of these 121 texts can become a field of a story frame, so each is declined
 * before a credit and none of its words reaches a story (frame-declines-harmful.test.ts).
 */
const HELD_OUT_HARMFUL_FLOORS: Readonly<Record<string, number>> = {
  'named-classmate': 11,
  'eating-disorder': 4,
  'terror-glorification': 7,
  'home-violence': 2,
  'drugs-alcohol': 7,
  'generator-request': 4,
  'personal-data': 10,
  'sexual-grooming': 4,
  'self-harm': 4,
  hate: 4,
  'dangerous-challenge': 3,
};
const HELD_OUT_HARMLESS_FLOORS: Readonly<Record<string, number>> = {
  'hard-themes': 23,
  idioms: 19,
  'care-body': 23,
  'history-tales': 22,
  'first-names': 21,
};

/** 472 checks take about a second alone, several on a machine shared by a full test run. */
const SLOW = 60_000;

describe('embedded moderator: round 4, never tuned on', () => {
  it('should hold 22 harmful texts per family and 46 harmless ones, each family split in halves', () => {
    // Arrange
    const families = [...HARMFUL_FAMILIES, ...HARMLESS_FAMILIES];

    // Act
    const counts = families.map((family) => {
      const members = [...harmful, ...harmless].filter((item) => item.family === family);
      return { family, total: members.length, tune: ofHalf(members, 'tune').length };
    });

    // Assert
    expect(harmful).toHaveLength(242);
    expect(harmless).toHaveLength(230);
    for (const { family, total, tune } of counts) expect(Math.abs(total - 2 * tune), family).toBeLessThanOrEqual(1);
    for (const item of harmful) expect(item.category, item.text).toBeDefined();
  });

  it('should refuse the held-out harmful texts and allow the held-out harmless ones at the measured level, and print them per family', async () => {
    // Act
    const refused = await measureRound(moderator, ofHalf(harmful, 'held-out'), HARMFUL_FAMILIES, true);
    const allowed = await measureRound(moderator, ofHalf(harmless, 'held-out'), HARMLESS_FAMILIES, false);

    // Assert
    printRoundTable('round 4 held-out, harmful texts refused (scenario field)', { 'held-out': refused.rows });
    printRoundTable('round 4 held-out, harmless texts allowed (scenario field)', { 'held-out': allowed.rows });
    for (const item of refused.misses) console.log(`  harmful allowed (${item.family}): ${item.text}`);
    for (const item of allowed.misses) console.log(`  harmless refused (${item.family}): ${item.text}`);
    for (const row of refused.rows) expect(row.right, row.family).toBeGreaterThanOrEqual(HELD_OUT_HARMFUL_FLOORS[row.family] ?? row.total);
    for (const row of allowed.rows) expect(row.right, row.family).toBeGreaterThanOrEqual(HELD_OUT_HARMLESS_FLOORS[row.family] ?? row.total);
    expect(sumRows(refused.rows).total).toBe(121);
    expect(sumRows(allowed.rows).total).toBe(115);
  }, SLOW);
});
