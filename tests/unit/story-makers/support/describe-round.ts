import { describe, expect, it } from 'vitest';
import type { Moderator } from '../../../../functions/core/story-makers-port';
import { FRAME_FIELDS } from '#shared/stories';
import { createFrameReader } from '#story-makers/frame/index';
import { createEmbeddedModerator } from '#story-makers/moderator/embedded-moderator';
import { HARMFUL_FAMILIES, HARMLESS_FAMILIES, measureRound, ofHalf, printRoundTable, readRound, sumRows, type FamilyRow, type LabelledText } from './moderation-rounds';

/** What a round's test holds: per family and in all, the held-out texts given the right verdict at the one read, and the tune half's totals. */
export interface RoundFloors {
  heldOutHarmful: Readonly<Record<string, number>>;
  heldOutHarmless: Readonly<Record<string, number>>;
  heldOutHarmfulRight: number;
  heldOutHarmlessRight: number;
  /** The tune half, learned by the classifier and read by the rules' author: tuning figures. */
  tuneHarmfulRight: number;
  tuneHarmlessRight: number;
}

/** How a round differs from the usual shape: round 5 has 42 harmless texts per family, and its misses may be printed (it is spent). */
export interface RoundShape {
  harmlessPerFamily?: number;
  /** Print the held-out misses: only for a round whose held-out half is spent and now a regression figure. */
  printMisses?: boolean;
}

/** 420 checks take a few seconds alone, longer on a machine shared by a full test run. */
const SLOW = 60_000;

function expectFloors(rows: readonly FamilyRow[], floors: Readonly<Record<string, number>>): void {
  for (const row of rows) expect(row.right, row.family).toBeGreaterThanOrEqual(floors[row.family] ?? row.total);
}

/**
 * The three tests every labelled round shares (rounds 6 on: 220 harmful texts, 20 per family, and 200
 * harmless ones, 40 per family, split in halves per family before any run): the set's shape; the held-out
 * half at its floors, printed per family (counts only, never the misses, so that nothing is tuned on
 * them); the tune half at its tuning level, printed too.
 */
export function describeRound(round: string, title: string, moderator: Moderator, floors: RoundFloors, shape: RoundShape = {}): void {
  const harmlessPerFamily = shape.harmlessPerFamily ?? 40;
  const harmful = readRound(round, 'harmful.json');
  const harmless = readRound(round, 'harmless.json');
  const name = round.replace('-', ' ');

  describe(title, () => {
    it(`should hold 20 harmful texts per family and ${harmlessPerFamily} harmless ones, each family split in halves`, () => {
      // Arrange
      const families = [...HARMFUL_FAMILIES, ...HARMLESS_FAMILIES];

      // Act
      const counts = families.map((family) => {
        const members = [...harmful, ...harmless].filter((item) => item.family === family);
        return { family, total: members.length, tune: ofHalf(members, 'tune').length };
      });

      // Assert
      expect(harmful).toHaveLength(220);
      expect(harmless).toHaveLength(harmlessPerFamily * HARMLESS_FAMILIES.length);
      for (const { family, total, tune } of counts) expect(tune * 2, family).toBe(total);
      for (const item of harmful) expect(item.category, item.text).toBeDefined();
    });

    it('should refuse the held-out harmful texts and allow the held-out harmless ones at the level read once, and print them per family', async () => {
      // Act
      const refused = await measureRound(moderator, ofHalf(harmful, 'held-out'), HARMFUL_FAMILIES, true);
      const allowed = await measureRound(moderator, ofHalf(harmless, 'held-out'), HARMLESS_FAMILIES, false);

      // Assert
      printRoundTable(`${name} held-out, harmful texts refused (each in its field)`, { 'held-out': refused.rows });
      printRoundTable(`${name} held-out, harmless texts allowed (each in its field)`, { 'held-out': allowed.rows });
      if (shape.printMisses) {
        for (const item of refused.misses) console.log(`  harmful allowed (${item.family}): ${item.text}`);
        for (const item of allowed.misses) console.log(`  harmless refused (${item.family}): ${item.text}`);
      }
      expect(sumRows(refused.rows)).toMatchObject({ total: 110 });
      expect(sumRows(allowed.rows)).toMatchObject({ total: (harmlessPerFamily * HARMLESS_FAMILIES.length) / 2 });
      expectFloors(refused.rows, floors.heldOutHarmful);
      expectFloors(allowed.rows, floors.heldOutHarmless);
      expect(sumRows(refused.rows).right).toBeGreaterThanOrEqual(floors.heldOutHarmfulRight);
      expect(sumRows(allowed.rows).right).toBeGreaterThanOrEqual(floors.heldOutHarmlessRight);
    }, SLOW);

    it('should keep the tune half at the level it was trained to', async () => {
      // Act
      const refused = await measureRound(moderator, ofHalf(harmful, 'tune'), HARMFUL_FAMILIES, true);
      const allowed = await measureRound(moderator, ofHalf(harmless, 'tune'), HARMLESS_FAMILIES, false);

      // Assert
      printRoundTable(`${name} tune half (tuning figures), harmful texts refused`, { tune: refused.rows });
      printRoundTable(`${name} tune half (tuning figures), harmless texts allowed`, { tune: allowed.rows });
      expect(sumRows(refused.rows).right).toBeGreaterThanOrEqual(floors.tuneHarmfulRight);
      expect(sumRows(allowed.rows).right).toBeGreaterThanOrEqual(floors.tuneHarmlessRight);
    }, SLOW);
  });
}

/**
 * The story frame behind the Moderator, on a round's held-out harmful half: every text the Moderator allows must
 * become no field of a frame, so it is declined before a credit. Prints counts per family, never the texts.
 * `maxAllowed` is what the Moderator allowed at the round's one read.
 */
export function describeFrameBehindRound(round: string, maxAllowed: number): void {
  const name = round.replace('-', ' ');
  describe(`${name}: the story frame behind the Moderator`, () => {
    it('should decline before a credit the held-out harmful texts the Moderator allows that no frame field can read, and print both counts per family', async () => {
      // Arrange
      const moderator = createEmbeddedModerator();
      const reader = createFrameReader();
      const heldOut = ofHalf(readRound(round, 'harmful.json'), 'held-out');

      // Act
      const allowed: LabelledText[] = [];
      for (const item of heldOut) if ((await moderator.check([{ field: item.field ?? 'scenario', text: item.text }])).allowed) allowed.push(item);
      const declined = allowed.filter((item) => !FRAME_FIELDS.some((field) => reader.readField(field, item.text).ok));

      // Assert: counts only, never the texts (the held-out half is a report, not a tuning set).
      const perFamily = HARMFUL_FAMILIES.map((family) => {
        const count = (items: readonly { family: string }[]): number => items.filter((item) => item.family === family).length;
        return `${family} ${count(allowed)}/${count(declined)}`;
      });
      console.log(`${name} held-out, harmful: ${heldOut.length - allowed.length} of ${heldOut.length} refused by the Moderator; of the ${allowed.length} it allows, ${declined.length} can become no frame field (declined before a credit)`);
      console.log(`  allowed / then declined by the frame, per family: ${perFamily.join(', ')}`);
      expect(heldOut).toHaveLength(110);
      expect(allowed.length).toBeLessThanOrEqual(maxAllowed);
      expect(allowed.length - declined.length).toBe(0);
    }, SLOW);
  });
}
