import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PatternGates, patternGate } from '../../../functions/story-makers/moderator/pattern-gates';
import { flattenForRules, INDIRECT_PATTERN_GATES } from '../../../functions/story-makers/moderator/indirect-rules';

/** Every pattern on every labelled text (~900,000 runs): vitest's 5 s default is too short on a busy machine. */
const ALL_TEXTS = { timeout: 120_000 } as const;

const MODERATION = fileURLToPath(new URL('../../fixtures/moderation', import.meta.url));

/** The labelled texts the verdict dumps read: every set but round 11 (read once, by the lead) and the training sets. */
function moderationTexts(): string[] {
  const texts: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'round-11') walk(path);
      } else if (name.endsWith('.json') && !name.startsWith('training-')) {
        for (const item of JSON.parse(readFileSync(path, 'utf8')) as { text: string }[]) texts.push(item.text);
      }
    }
  };
  walk(MODERATION);
  return texts;
}

describe('indirect rules: the gate of a pattern', () => {
  it('should keep the longest mandatory literal of a sequence, with its spaces cut', () => {
    // Arrange
    const source = String.raw`\bse (?:fait|faire|font) vomir\b`;

    // Act
    const gate = patternGate(source);

    // Assert
    expect(gate).toEqual(['vomir']);
  });

  it("should take an alternation's union, a mandatory group's gate when it is the strongest part", () => {
    // Arrange
    const source = String.raw`\bne (?:mange|manges|mangent) (?:plus|pas)|\bsans (?:rien )?manger`;

    // Act
    const gate = patternGate(source);

    // Assert
    expect(gate).toEqual(['mange', 'manges', 'mangent', 'manger']);
  });

  it('should give no gate when a branch has none, a part is optional or the syntax is not read', () => {
    // Arrange
    const sources = [String.raw`\bsecret\b|\w+ a\b`, String.raw`(?:cach\w*)?[^.!?]{0,20}`, String.raw`\bfoo\u0041`, String.raw`(?<name>abc)`];

    // Act
    const gates = sources.map(patternGate);

    // Assert
    expect(gates).toEqual([null, null, null, null]);
  });

  it('should run a pattern on a text other than the one scanned, and skip it on the scanned text without its gate', () => {
    // Arrange
    const gates = new PatternGates();
    const index = gates.add(String.raw`\bvomi\w* apres`);

    // Act
    gates.scan('un dragon vert');
    const onScanned = gates.open(index, 'un dragon vert');
    const onOther = gates.open(index, 'il vomit apres');
    gates.scan('il vomit apres');
    const withGate = gates.open(index, 'il vomit apres');

    // Assert
    expect([onScanned, onOther, withGate]).toEqual([false, true, true]);
  });
});

describe("indirect rules: every pattern's gate, on the labelled texts", () => {
  it('should be held by every text the pattern matches, and leave most patterns unrun on most texts', ALL_TEXTS, () => {
    // Arrange
    const patterns = INDIRECT_PATTERN_GATES.sources.map((source) => new RegExp(source));
    const texts = moderationTexts().map(flattenForRules);
    const missed: string[] = [];
    let skipped = 0;

    // Act
    for (const flat of texts) {
      INDIRECT_PATTERN_GATES.scan(flat);
      for (const [index, pattern] of patterns.entries()) {
        const open = INDIRECT_PATTERN_GATES.open(index, flat);
        if (!open) skipped += 1;
        if (!open && pattern.test(flat)) missed.push(`${INDIRECT_PATTERN_GATES.sources[index]!.slice(0, 60)} <- ${flat}`);
      }
    }

    // Assert
    expect(patterns.length).toBeGreaterThan(150);
    expect(texts.length).toBeGreaterThan(5000);
    expect(missed).toEqual([]);
    expect(skipped / (patterns.length * texts.length)).toBeGreaterThan(0.6);
  });
});
