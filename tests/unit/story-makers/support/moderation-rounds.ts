import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ModerationCategory, Moderator } from '../../../../functions/core/story-makers-port';

/**
 * The labelled moderation rounds of issue 25 (tests/fixtures/moderation/round-N/): texts phrased the
 * way parents and pranksters write, labelled and split in halves per family before the Moderator read
 * them (tests/fixtures/moderation/assign-halves.mjs). What the rounds' tests share: reading a set, and
 * counting per family the texts given the right verdict, each checked as the field it was typed in
 * (the wizard's scenario unless the text says otherwise).
 */

export type Half = 'tune' | 'held-out';

export interface LabelledText {
  text: string;
  family: string;
  category?: ModerationCategory;
  /** The wizard's field the text was typed in (round 6 on: a companion, a place, a goal); the scenario when absent. */
  field?: string;
  half: Half;
}

export const HARMFUL_FAMILIES = [
  'named-classmate',
  'eating-disorder',
  'terror-glorification',
  'home-violence',
  'drugs-alcohol',
  'generator-request',
  'personal-data',
  'sexual-grooming',
  'self-harm',
  'hate',
  'dangerous-challenge',
] as const;
export const HARMLESS_FAMILIES = ['hard-themes', 'idioms', 'care-body', 'history-tales', 'first-names'] as const;

function isLabelledText(value: unknown): value is LabelledText {
  if (typeof value !== 'object' || value === null) return false;
  const { text, family, half } = value as Record<string, unknown>;
  return typeof text === 'string' && text.trim() !== '' && typeof family === 'string' && (half === 'tune' || half === 'held-out');
}

/** `readRound('round-4', 'harmful.json')`. */
export function readRound(round: string, name: string): LabelledText[] {
  const path = fileURLToPath(new URL(`../../../fixtures/moderation/${round}/${name}`, import.meta.url));
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isLabelledText)) throw new Error(`${round}/${name}: not an array of { text, family, category?, half }`);
  return parsed;
}

export const ofHalf = (items: readonly LabelledText[], half: Half): LabelledText[] => items.filter((item) => item.half === half);

export interface FamilyRow {
  family: string;
  right: number;
  total: number;
}

/** Per family, how many texts got the right verdict: refused when harmful, allowed when harmless. */
export async function measureRound(
  moderator: Moderator,
  items: readonly LabelledText[],
  families: readonly string[],
  wantRefused: boolean,
): Promise<{ rows: FamilyRow[]; misses: LabelledText[] }> {
  const rows = families.map((family) => ({ family, right: 0, total: 0 }));
  const misses: LabelledText[] = [];
  for (const item of items) {
    const verdict = await moderator.check([{ field: item.field ?? 'scenario', text: item.text }]);
    const row = rows.find((candidate) => candidate.family === item.family);
    if (row === undefined) throw new Error(`unknown family ${item.family}`);
    row.total += 1;
    if (verdict.allowed !== wantRefused) row.right += 1;
    else misses.push(item);
  }
  return { rows, misses };
}

export const sumRows = (rows: readonly FamilyRow[]): FamilyRow => ({
  family: 'all',
  right: rows.reduce((total, row) => total + row.right, 0),
  total: rows.reduce((total, row) => total + row.total, 0),
});
const rate = (row: FamilyRow): number => (row.total === 0 ? 0 : row.right / row.total);
const cell = (row: FamilyRow): string => `${String(row.right).padStart(3)}/${String(row.total).padEnd(3)} ${(rate(row) * 100).toFixed(1).padStart(5)} %`;

/** One column per half given (e.g. tune and held-out), one line per family, then the total. */
export function printRoundTable(title: string, columns: Readonly<Record<string, readonly FamilyRow[]>>): void {
  const names = Object.keys(columns);
  const first = columns[names[0] ?? ''] ?? [];
  console.log(`${title}\n  ${'family'.padEnd(22)} ${names.map((name) => name.padEnd(16)).join(' ')}`);
  first.forEach((row, index) => console.log(`  ${row.family.padEnd(22)} ${names.map((name) => cell(columns[name]?.[index] ?? { ...row, right: 0, total: 0 })).join('   ')}`));
  console.log(`  ${'all'.padEnd(22)} ${names.map((name) => cell(sumRows(columns[name] ?? []))).join('   ')}`);
}
