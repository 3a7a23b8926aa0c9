import { deflateRawSync, gzipSync } from 'node:zlib';

/**
 * Pure pieces of bench/size.ts, kept apart so the chunk-graph walk and the budget arithmetic are
 * unit-tested (tests/unit/bench-size.test.ts) without running a build.
 */

/** One entry of Vite's `.vite/manifest.json` (only the fields the bench reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically: they load before it runs. */
  imports?: string[];
  /** Manifest keys of lazily imported chunks: they load later, if ever, so they are not initial JS. */
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the HTML entry (`index.html`), whose chunk is the first JS every page runs. */
export function findHtmlEntryKey(manifest: Manifest, html = 'index.html'): string {
  const key = Object.entries(manifest).find(([candidate, chunk]) => chunk.isEntry && (candidate === html || chunk.src === html))?.[0];
  if (!key) {
    throw new Error(`No entry for ${html} in the Vite manifest`);
  }
  return key;
}

/** The manifest key of the chunk built from a source file (e.g. `src/app/app-shell.tsx`). */
export function findChunkKeyBySource(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate === source || manifest[candidate]?.src === source);
  if (!key) {
    throw new Error(`No chunk built from ${source} in the Vite manifest`);
  }
  return key;
}

/**
 * The roots and every chunk they import statically, transitively, each once (a chunk shared by two
 * roots counts once: the browser downloads it once). Dynamic imports are not followed.
 */
export function collectStaticImports(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`The Vite manifest refers to ${key}, which it does not contain`);
    }
    seen.add(key);
    for (const imported of [...(chunk.imports ?? [])].reverse()) {
      if (!seen.has(imported)) stack.push(imported);
    }
  }
  return [...seen];
}

/** The distinct JavaScript output files of some manifest keys. */
export function jsFilesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) files.add(file);
  }
  return [...files];
}

export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Sum of the gzipped sizes of files, each read through `read` (so tests need no disk). */
export function totalGzipSize(files: readonly string[], read: (file: string) => Uint8Array | string): number {
  return files.reduce((sum, file) => sum + gzipSize(read(file)), 0);
}

/** Node modules that must never reach a public page: Amplify and React Query belong to the app shell. */
export const PUBLIC_FORBIDDEN_PACKAGES = ['aws-amplify', '@aws-amplify', '@tanstack'] as const;

/** Whether a module id or manifest name comes from one of the packages (`…/node_modules/<pkg>/…`). */
export function belongsToPackage(id: string, packages: readonly string[]): boolean {
  const normalized = id.replaceAll('\\', '/');
  return packages.some((pkg) => normalized.includes(`node_modules/${pkg}/`) || normalized.includes(`node_modules/.pnpm/${pkg}`));
}

/**
 * The forbidden modules found in some output files, from two sources: the module ids each chunk was
 * built from (from the build's own output) and the manifest's source names for those files.
 */
export function findForbiddenModules(
  manifest: Manifest,
  keys: readonly string[],
  moduleIdsByFile: ReadonlyMap<string, readonly string[]>,
  packages: readonly string[] = PUBLIC_FORBIDDEN_PACKAGES,
): string[] {
  const found = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const id of [key, chunk.src ?? '', ...(moduleIdsByFile.get(chunk.file) ?? [])]) {
      if (belongsToPackage(id, packages)) found.add(id);
    }
  }
  return [...found];
}

export interface BudgetRow {
  name: string;
  bytes: number;
  budget: number;
  ok: boolean;
}

export function checkBudget(name: string, bytes: number, budget: number): BudgetRow {
  return { name, bytes, budget, ok: bytes <= budget };
}

export const KIB = 1024;
export const MIB = 1024 * KIB;

export function formatKib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/** KiB below one MiB, MiB above (a Lambda asset with native code is counted in MiB). */
export function formatSize(bytes: number): string {
  return bytes < MIB ? formatKib(bytes) : `${(bytes / MIB).toFixed(2)} MiB`;
}

export interface AssetFile {
  /** Relative to the asset's root, with forward slashes. */
  path: string;
  contents: Uint8Array;
}

/**
 * The size of a zip of these files as CDK uploads a Lambda asset (deflate, level 9; a file that does not
 * shrink is stored): the local header, data and central directory entry of each file, and the end record.
 */
export function zipSize(files: readonly AssetFile[]): number {
  const LOCAL_HEADER = 30;
  const CENTRAL_HEADER = 46;
  const END_RECORD = 22;
  return files.reduce((sum, file) => {
    const name = Buffer.byteLength(file.path);
    const data = Math.min(file.contents.byteLength, deflateRawSync(file.contents, { level: 9 }).byteLength);
    return sum + LOCAL_HEADER + name + data + CENTRAL_HEADER + name;
  }, END_RECORD);
}

/** The largest files of an asset and their share of it, largest first, e.g. `espeak-ng.data 0.92 MiB (16 %)`. */
export function largestFiles(files: readonly { path: string; bytes: number }[], count: number): string[] {
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return [...files]
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path))
    .slice(0, count)
    .map((file) => `${file.path} ${formatSize(file.bytes)} (${total > 0 ? Math.round((file.bytes / total) * 100) : 0} %)`);
}

/** A plain-text table: name, size, budget, ok/over (and the headroom, so a creeping size shows early). */
export function formatTable(rows: readonly BudgetRow[]): string {
  const header = ['name', 'size', 'budget', 'headroom', 'status'];
  const body = rows.map((row) => [
    row.name,
    `${formatSize(row.bytes)} (${String(row.bytes)} B)`,
    formatSize(row.budget),
    `${(((row.budget - row.bytes) / row.budget) * 100).toFixed(1)} %`,
    row.ok ? 'ok' : 'OVER',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** DynamoDB's JSON for a plain value (what a GetItem answer carries), for the stub the cold-start proxy talks to. */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> };

export function toAttributeValue(value: unknown): AttributeValue {
  if (value === null || value === undefined) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(toAttributeValue) };
  if (typeof value === 'object') {
    return { M: Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined).map(([key, field]) => [key, toAttributeValue(field)])) };
  }
  throw new Error(`No DynamoDB attribute value for a ${typeof value}`);
}

/** One timed budget (a median of runs, in ms): name, median, budget, ok/over. */
export interface TimeBudgetRow {
  name: string;
  /** The runs' values, in ms. */
  runs: number[];
  medianMs: number;
  budgetMs: number;
  ok: boolean;
}

export function checkTimeBudget(name: string, runs: readonly number[], budgetMs: number): TimeBudgetRow {
  const medianMs = median(runs);
  return { name, runs: [...runs], medianMs, budgetMs, ok: medianMs <= budgetMs };
}

export function formatTimeTable(rows: readonly TimeBudgetRow[]): string {
  const header = ['name', 'median', 'budget', 'runs (ms)', 'status'];
  const body = rows.map((row) => [row.name, `${Math.round(row.medianMs)} ms`, `${row.budgetMs} ms`, row.runs.map((run) => String(Math.round(run))).join(' '), row.ok ? 'ok' : 'OVER']);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 || column === 3 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
