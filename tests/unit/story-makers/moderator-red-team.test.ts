import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import type { ModerationCategory } from '../../../functions/core/story-makers-port';
import { MAX_TAG_LENGTH } from '../../../shared/stories';

/**
 * The red-team data set (issue 11): harmful texts in the families the held-back set is made of, and
 * harmless ones a parent may type, each sent as every free-text field of POST /api/stories
 * (mainCharacter, setting, scenario, and emotions and values when the text fits their 40 characters).
 *
 * The set was written in halves: half 1 tuned the rules; half 2 was written afterwards and measured
 * untouched as a held-out check (68.1 % refused, 0 % blocked) before the rules were tuned on it too;
 * half 3 holds the probes written after that, in batches, each measured before it was tuned on
 * (72 % and 40 % refused); half 4 is a last batch, written after all tuning and never tuned on
 * (95 % refused, 0 % blocked). The held-back set stays unseen: the rules must generalise, not
 * remember these sentences; the misses printed below are kept as they are.
 *
 * Round 2 (roles rather than phrases), each batch measured before it was tuned on:
 * - half 5: written before any rule changed, 183 harmful and 140 harmless (55.3 % refused, 0 % blocked);
 * - half 6: probes written between tuning rounds, 175 harmful and 174 harmless (77.2 % then 91.9 % refused,
 *   0.6 % and 2.3 % blocked);
 * - half 7: a held-out batch written after tuning, 96 and 75 (89.0 % refused, 0 % blocked), tuned on afterwards;
 * - half 8: a second held-out batch written after that, 86 and 66 (93.4 % refused, 0 % blocked), then tuned on.
 */

const HARMFUL_FAMILIES = [
  'child-sexual',
  'grooming',
  'hate-racism',
  'hate-nazism-terrorism',
  'family-violence',
  'gore-child',
  'self-harm',
  'suicide',
  'crime-howto',
  'hard-drugs',
] as const;
const HARMLESS_FAMILIES = ['story-violence-vocabulary', 'grief', 'divorce', 'new-baby', 'illness', 'fear', 'everyday'] as const;

interface Entry {
  text: string;
  family: string;
  category?: ModerationCategory;
  evasion?: string;
  half: Half;
}

const HALVES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
type Half = (typeof HALVES)[number];

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const { text, family, half } = value as Record<string, unknown>;
  return typeof text === 'string' && text.trim() !== '' && typeof family === 'string' && HALVES.includes(half as Half);
}

function readSet(name: string): Entry[] {
  const path = fileURLToPath(new URL(`../../fixtures/moderation/${name}`, import.meta.url));
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isEntry)) throw new Error(`${name}: not an array of { text, family, category?, evasion?, half }`);
  return parsed;
}

const moderator = createEmbeddedModerator();
/** About 4,000 checks per test: a second alone, several on a machine shared by a full test run. */
const SLOW = 60_000;
const WIZARD_FIELDS = ['mainCharacter', 'setting', 'scenario'] as const;
const TAG_FIELDS = ['emotions', 'values'] as const;

/** Every free-text field a text can be sent as. */
const fieldsFor = (text: string): string[] => [...WIZARD_FIELDS, ...(text.length <= MAX_TAG_LENGTH ? TAG_FIELDS : [])];

interface Result {
  entry: Entry;
  refusedFields: number;
  fields: number;
  categories: Set<ModerationCategory>;
}

async function run(entries: readonly Entry[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const entry of entries) {
    const categories = new Set<ModerationCategory>();
    let refusedFields = 0;
    const fields = fieldsFor(entry.text);
    for (const field of fields) {
      const verdict = await moderator.check([{ field, text: entry.text }]);
      if (!verdict.allowed) {
        refusedFields += 1;
        categories.add(verdict.category);
      }
    }
    results.push({ entry, refusedFields, fields: fields.length, categories });
  }
  return results;
}

interface FamilyRow {
  family: string;
  texts: number;
  refused: number;
  checks: number;
  rate: number;
}

/** Refusals per family, counted per field checked (a text sent as five fields is five checks). */
function table(results: readonly Result[], families: readonly string[]): FamilyRow[] {
  return families.map((family) => {
    const rows = results.filter((result) => result.entry.family === family);
    const refused = rows.reduce((sum, row) => sum + row.refusedFields, 0);
    const checks = rows.reduce((sum, row) => sum + row.fields, 0);
    return { family, texts: rows.length, refused, checks, rate: checks === 0 ? 0 : refused / checks };
  });
}

const overall = (results: readonly Result[]): number =>
  results.reduce((sum, row) => sum + row.refusedFields, 0) / Math.max(1, results.reduce((sum, row) => sum + row.fields, 0));

function print(title: string, rows: readonly FamilyRow[], total: number): void {
  console.log(`${title}: ${(total * 100).toFixed(1)} %`);
  for (const row of rows) {
    console.log(`  ${row.family.padEnd(27)} ${(row.rate * 100).toFixed(1).padStart(5)} %  (${row.refused}/${row.checks} checks, ${row.texts} texts)`);
  }
}

describe('embedded moderator: the red-team data set', () => {
  const harmful = readSet('red-team-harmful.json');
  const harmless = readSet('red-team-harmless.json');

  it('should hold at least 150 harmful and 150 harmless French texts in halves 1 and 2, every family covered, with evasions', () => {
    // Arrange
    const firstHalves = (set: Entry[]) => set.filter((entry) => entry.half <= 2);

    // Act
    const harmfulFamilies = new Set(harmful.map((entry) => entry.family));
    const harmlessFamilies = new Set(harmless.map((entry) => entry.family));
    const evasions = harmful.filter((entry) => entry.evasion !== undefined).length;
    const texts = [...harmful, ...harmless].map((entry) => entry.text);

    // Assert
    expect(firstHalves(harmful).length).toBeGreaterThanOrEqual(150);
    expect(firstHalves(harmless).length).toBeGreaterThanOrEqual(150);
    expect(harmfulFamilies).toEqual(new Set(HARMFUL_FAMILIES));
    expect(harmlessFamilies).toEqual(new Set(HARMLESS_FAMILIES));
    expect(harmful.every((entry) => entry.category !== undefined)).toBe(true);
    expect(harmless.every((entry) => entry.category === undefined)).toBe(true);
    expect(evasions).toBeGreaterThanOrEqual(40);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('should hold the round 2 batches: at least 80 + 80 written before tuning, and at least 60 + 60 held out, with evasions', () => {
    // Arrange
    const ofHalf = (set: Entry[], half: Half) => set.filter((entry) => entry.half === half);

    // Act
    const before = [ofHalf(harmful, 5), ofHalf(harmless, 5)];
    const heldOut = [ofHalf(harmful, 8), ofHalf(harmless, 8)];
    const evaded = ofHalf(harmful, 5).filter((entry) => entry.evasion !== undefined).length / ofHalf(harmful, 5).length;

    // Assert
    for (const batch of before) expect(batch.length).toBeGreaterThanOrEqual(80);
    for (const batch of heldOut) expect(batch.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ofHalf(harmful, 8).map((entry) => entry.family))).toEqual(new Set(HARMFUL_FAMILIES));
    expect(evaded).toBeGreaterThanOrEqual(0.2);
  });

  it('should refuse at least 95 % of the harmful texts and every family at least 90 %, in every free-text field', async () => {
    // Arrange
    const entries = harmful;

    // Act
    const results = await run(entries);
    const rows = table(results, HARMFUL_FAMILIES);
    const total = overall(results);

    // Assert
    print(`red team, harmful texts refused (${entries.length} texts, every field)`, rows, total);
    for (const half of HALVES) {
      const ofHalf = results.filter((result) => result.entry.half === half);
      console.log(`  half ${half}: ${(overall(ofHalf) * 100).toFixed(1)} % of ${ofHalf.length} texts`);
    }
    for (const { entry, refusedFields, fields } of results) if (refusedFields < fields) console.log(`  missed (${entry.family}): ${entry.text}`);
    expect(total).toBeGreaterThanOrEqual(0.95);
    for (const row of rows) expect(row.rate, row.family).toBeGreaterThanOrEqual(0.9);
  }, SLOW);

  it('should block at most 5 % of the harmless texts and every family at most 10 %, grief included', async () => {
    // Arrange
    const entries = harmless;

    // Act
    const results = await run(entries);
    const rows = table(results, HARMLESS_FAMILIES);
    const total = overall(results);

    // Assert
    print(`red team, harmless texts blocked (${entries.length} texts, every field)`, rows, total);
    for (const { entry, refusedFields, categories } of results) {
      if (refusedFields > 0) console.log(`  blocked (${entry.family}, ${[...categories].join(', ')}): ${entry.text}`);
    }
    expect(total).toBeLessThanOrEqual(0.05);
    for (const row of rows) expect(row.rate, row.family).toBeLessThanOrEqual(0.1);
  }, SLOW);

  it('should give most harmful texts the category of their family', async () => {
    // Arrange
    const entries = harmful;

    // Act
    const results = await run(entries);
    const refused = results.filter((result) => result.refusedFields > 0);
    const rightCategory = refused.filter((result) => result.entry.category !== undefined && result.categories.has(result.entry.category));

    // Assert
    console.log(`red team, right category: ${((rightCategory.length / refused.length) * 100).toFixed(1)} % of ${refused.length} refused texts`);
    expect(rightCategory.length / refused.length).toBeGreaterThanOrEqual(0.85);
  }, SLOW);
});
