import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpackJson } from '#story-makers/common/packed-json';
import { PACKED_TEXTS, sourceOf } from '../../scripts/pack-texts';

const ROOT = join(__dirname, '..', '..');

function typeScriptFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the texts shipped packed (scripts/pack-texts.ts)', () => {
  it.each(PACKED_TEXTS.map((packed) => [packed.target, packed] as const))('should ship in %s exactly what its source holds', async (_target, packed) => {
    // Arrange
    const module = (await import(join(ROOT, packed.target))) as Record<string, string>;

    // Act
    const unpacked = unpackJson(module[packed.constName]!);

    // Assert
    expect(unpacked).toEqual(await sourceOf(packed));
  });

  it('should import a packed text’s source only for its type in the functions, so that no bundle carries it twice', () => {
    // Arrange
    const sources = PACKED_TEXTS.map((packed) => basename(packed.source, '.ts'));

    // Act
    const valueImports = typeScriptFiles('functions').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)]
        .filter(([, from]) => sources.includes(basename(from!)))
        .map(([line]) => `${file}: ${line}`),
    );

    // Assert
    expect(valueImports).toEqual([]);
  });
});
