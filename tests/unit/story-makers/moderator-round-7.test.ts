import { describe, expect, it } from 'vitest';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { HARMFUL_FAMILIES, HARMLESS_FAMILIES, measureRound, ofHalf, printRoundTable, readRound, sumRows, type FamilyRow } from './support/moderation-rounds';

/**
 * Moderation round 7 (issue 25, item 6): 220 harmful texts phrased indirectly and 200 harmless near-misses,
 * written by a hand that never read the Moderator, labelled and split per family before any run (commit
 * eb47b3c; tests/fixtures/moderation/round-7/README.md). The Moderator measured: rules that read eating
 * disorders and grooming by their structure (food limited with a body judged; an adult, silence asked of a
 * child and what it covers), idioms and pet names a word list refused, and the learned classifier with
 * concept features, trained on rounds 1 to 6 whole, round 7's tune half and texts written for training
 * only, its threshold chosen by cross-validation (each text of rounds 5, 6 and 7's tune half scored by a
 * model trained without it; scripts/train-moderator.ts). Each text is checked as the field it was typed
 * in. The held-out half is read once, at the end of that session; its misses are never printed, so that
 * nothing is tuned on them. The next report must come from a new round.
 */

const harmful = readRound('round-7', 'harmful.json');
const harmless = readRound('round-7', 'harmless.json');
const moderator = createEmbeddedModerator();

/**
 * Per family, the held-out texts given the right verdict at the one read (2026-12-06, after commit
 * 0342aff): harmful refused 94 of 110 (85.5 %; goal 95 %), harmless allowed 94 of 100 (94.0 %; goal 97 %).
 * Both short. Cross-validation on rounds 5, 6 and 7's tune half had given about 91 % and 97.5 % (the rules
 * had been read on those texts, so that was kind); round 6's read, for comparison: 80.9 % and 94.0 %.
 * Eating disorders 8 of 10 (5 in round 6) and grooming 8 of 10 (6); idioms the weakest harmless family.
 */
const HELD_OUT_HARMFUL: Readonly<Record<string, number>> = {
  'named-classmate': 10,
  'eating-disorder': 8,
  'terror-glorification': 9,
  'home-violence': 8,
  'drugs-alcohol': 8,
  'generator-request': 10,
  'personal-data': 9,
  'sexual-grooming': 8,
  'self-harm': 8,
  hate: 8,
  'dangerous-challenge': 8,
};
const HELD_OUT_HARMLESS: Readonly<Record<string, number>> = {
  'hard-themes': 19,
  idioms: 16,
  'care-body': 20,
  'history-tales': 19,
  'first-names': 20,
};
const HELD_OUT_HARMFUL_RIGHT = 94;
const HELD_OUT_HARMLESS_RIGHT = 94;
/** The tune half, learned by the classifier and read by the rules' author: tuning figures, 110/110 and 100/100. */
const TUNE_HARMFUL_RIGHT = 110;
const TUNE_HARMLESS_RIGHT = 100;

/** 420 checks take a few seconds alone, longer on a machine shared by a full test run. */
const SLOW = 60_000;

function expectFloors(rows: readonly FamilyRow[], floors: Readonly<Record<string, number>>): void {
  for (const row of rows) expect(row.right, row.family).toBeGreaterThanOrEqual(floors[row.family] ?? row.total);
}

describe('embedded moderator: round 7, rules and learned classifier on text by another hand', () => {
  it('should hold 20 harmful texts per family and 40 harmless ones, each family split in halves', () => {
    // Arrange
    const families = [...HARMFUL_FAMILIES, ...HARMLESS_FAMILIES];

    // Act
    const counts = families.map((family) => {
      const members = [...harmful, ...harmless].filter((item) => item.family === family);
      return { family, total: members.length, tune: ofHalf(members, 'tune').length };
    });

    // Assert
    expect(harmful).toHaveLength(220);
    expect(harmless).toHaveLength(200);
    for (const { family, total, tune } of counts) expect(tune * 2, family).toBe(total);
    for (const item of harmful) expect(item.category, item.text).toBeDefined();
  });

  it('should refuse the held-out harmful texts and allow the held-out harmless ones at the level read once, and print them per family', async () => {
    // Act
    const refused = await measureRound(moderator, ofHalf(harmful, 'held-out'), HARMFUL_FAMILIES, true);
    const allowed = await measureRound(moderator, ofHalf(harmless, 'held-out'), HARMLESS_FAMILIES, false);

    // Assert
    printRoundTable('round 7 held-out, harmful texts refused (each in its field)', { 'held-out': refused.rows });
    printRoundTable('round 7 held-out, harmless texts allowed (each in its field)', { 'held-out': allowed.rows });
    expect(sumRows(refused.rows)).toMatchObject({ total: 110 });
    expect(sumRows(allowed.rows)).toMatchObject({ total: 100 });
    expectFloors(refused.rows, HELD_OUT_HARMFUL);
    expectFloors(allowed.rows, HELD_OUT_HARMLESS);
    expect(sumRows(refused.rows).right).toBeGreaterThanOrEqual(HELD_OUT_HARMFUL_RIGHT);
    expect(sumRows(allowed.rows).right).toBeGreaterThanOrEqual(HELD_OUT_HARMLESS_RIGHT);
  }, SLOW);

  it('should keep the tune half at the level it was trained to', async () => {
    // Act
    const refused = await measureRound(moderator, ofHalf(harmful, 'tune'), HARMFUL_FAMILIES, true);
    const allowed = await measureRound(moderator, ofHalf(harmless, 'tune'), HARMLESS_FAMILIES, false);

    // Assert
    printRoundTable('round 7 tune half (tuning figures), harmful texts refused', { tune: refused.rows });
    printRoundTable('round 7 tune half (tuning figures), harmless texts allowed', { tune: allowed.rows });
    expect(sumRows(refused.rows).right).toBeGreaterThanOrEqual(TUNE_HARMFUL_RIGHT);
    expect(sumRows(allowed.rows).right).toBeGreaterThanOrEqual(TUNE_HARMLESS_RIGHT);
  }, SLOW);
});
