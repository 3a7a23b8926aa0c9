import { describe, expect, it } from 'vitest';
import { backendImportGraph } from './support/backend-import-graph';

/**
 * No import cycle in the backend (issue 12, item 4): functions/, shared/ and infra/. ESLint sees one file at a
 * time (eslint.config.js keeps the layers apart), so the whole graph is walked here: every `import`,
 * `import type`, `export … from` and lazy `import()` between our own files. A cycle makes module
 * initialisation order matter (a class used before its module has run); the fix is to move what both sides
 * need one layer down. The web has its own check (web/src/import-cycles.test.ts).
 */

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
