import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in web/src (issue 12, item 4). ESLint's core rules see one file at a time, so the whole
 * graph is checked here: every `import`, `import type`, `export … from` and lazy `import()`, with the `@/`
 * alias resolved as Vite resolves it. A cycle makes the chunk order depend on who loads first; the usual
 * fix is to move what both sides need one layer down (see eslint.config.js).
 */

/** Every source file of web/src by its path from there ('app/router.tsx'), read by Vite (no Node API in web/). */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    path.slice(2),
    text,
  ]),
);

/** 'a/b/../c' → 'a/c'; null when the path climbs out of web/src. */
function normalise(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The web/src file an import names, or undefined for a package, a stylesheet, shared/ or anything else outside. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | null;
  if (specifier.startsWith('@/')) base = normalise(specifier.slice(2));
  else if (specifier.startsWith('.')) base = normalise(`${from.split('/').slice(0, -1).join('/')}/${specifier}`);
  else return undefined;
  if (base === null) return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((path) => path in SOURCES);
}

/** Each file of web/src with the web/src files it imports, in any of the four ways. */
function webImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(SOURCES)) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import cycles of web/src', () => {
  it('should find a cycle closed by a lazy import, and leave a chain alone', () => {
    // Arrange
    const graph = new Map([
      ['routes', ['page']],
      ['page', ['menu']],
      ['menu', ['routes', 'labels']],
      ['labels', []],
    ]);

    // Act
    const cycles = importCycles(graph);

    // Assert
    expect(cycles).toEqual([['menu', 'page', 'routes']]);
  });

  it('should see lazy imports and type-only imports as edges', () => {
    // Arrange
    const graph = webImportGraph();

    // Act
    const routerTargets = graph.get('app/protected-routes.tsx');
    const modalTargets = graph.get('features/profiles/components/edit-profile-modal.tsx');
    const toastTargets = graph.get('features/admin/admin-toasts.ts');

    // Assert
    expect(routerTargets).toEqual(expect.arrayContaining(['lib/route-table.ts', 'features/stories/pages/story-page.tsx']));
    expect(modalTargets).toContain('features/profiles/components/edit-profile-modal-content.tsx');
    expect(toastTargets).toContain('features/credits/index.ts');
  });

  it('should have no import cycle', () => {
    // Arrange
    const graph = webImportGraph();

    // Act
    const cycles = importCycles(graph);

    // Assert
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
  });
});
