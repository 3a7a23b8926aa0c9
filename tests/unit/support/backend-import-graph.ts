import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The backend's import graph (functions/, shared/ and infra/): every `import`, `import type`, `export … from`
 * and lazy `import()` between our own files, read from the text (no build). Used by the cycle check
 * (import-cycles.test.ts) and by the check that each Lambda entry installs Powertools (observability-installed.test.ts).
 */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
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
export function backendImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of BACKEND_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== undefined);
    graph.set(relative(ROOT, file), [...new Set(targets.map((path) => relative(ROOT, path)))]);
  }
  return graph;
}

/** Every file `from` reaches through its imports, itself included. */
export function reachableFrom(graph: ReadonlyMap<string, readonly string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}
