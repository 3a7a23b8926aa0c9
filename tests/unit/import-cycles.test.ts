import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in the backend (issue 12, item 4): functions/, shared/ and infra/. ESLint sees one file at a
 * time (eslint.config.js keeps the layers apart), so the whole graph is walked here: every `import`,
 * `import type`, `export … from` and lazy `import()` between our own files. A cycle makes module
 * initialisation order matter (a class used before its module has run); the fix is to move what both sides
 * need one layer down. The web has its own check (web/src/import-cycles.test.ts).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BACKEND_FOLDERS = ['functions', 'shared', 'infra'];
const SOURCE = /\.(ts|mts|mjs)$/;
const SKIPPED = new Set(['node_modules', 'cdk.out', '.data']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The backend's aliases (package.json `imports`): '#core/' is functions/core/. */
const ALIASES = Object.entries((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports).map(([alias, target]) => ({
  prefix: alias.replace(/\*$/, ''),
  folder: join(ROOT, target.replace(/\*\.ts$/, '')),
}));

/** The file a relative or aliased import names, or undefined for a package or a file that is not source. */
function resolveImport(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  if (!specifier.startsWith('.') && !alias) return undefined;
  const base = alias ? join(alias.folder, specifier.slice(alias.prefix.length)) : resolve(dirname(from), specifier);
  return ['', '.ts', '.mts', '/index.ts'].map((suffix) => base + suffix).find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile());
}

/** Each backend file (from the repository's root) with the backend files it imports. */
function backendImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of BACKEND_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== undefined);
    graph.set(relative(ROOT, file), [...new Set(targets.map((path) => relative(ROOT, path)))]);
  }
  return graph;
}

/** Every cycle met by a depth-first walk, each as the files along it (the first one repeated at the end). */
function findImportCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target)) walk(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) walk(file);
  return cycles;
}

describe('backend import cycles', () => {
  it('should find a cycle when one file imports back the file that imports it', () => {
    // Arrange
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);

    // Act
    const cycles = findImportCycles(graph);

    // Assert
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('should have no import cycle in functions/, shared/ and infra/', () => {
    // Arrange
    const graph = backendImportGraph();

    // Act
    const cycles = findImportCycles(graph);

    // Assert: the graph is the real one (the handlers reach core), and it has no cycle
    expect(graph.get('functions/stories/handler.ts')).toContain('functions/adapters/http/http.ts');
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
