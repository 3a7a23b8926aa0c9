/**
 * Size budgets (`npm run bench:size`): builds the SPA and every Lambda the way they ship, prints one table
 * and exits 1 when anything is over budget or when a public page would load Amplify or React Query.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { lambdaEsbuildOptions } from '../infra/constructs/lambda-bundling';
import { PROJECT_ROOT } from '../infra/project-root';
import {
  checkBudget,
  collectStaticImports,
  findChunkKeyBySource,
  findForbiddenModules,
  findHtmlEntryKey,
  formatTable,
  jsFilesOf,
  KIB,
  totalGzipSize,
  type BudgetRow,
  type Manifest,
} from './size-lib';

/** Initial JS of a public page (entry chunk and its static imports), gzipped. */
export const PUBLIC_INITIAL_JS_BUDGET = 100 * KIB;
/** Initial JS of the protected area (public initial JS plus the app shell and its static imports), gzipped. */
export const APP_SHELL_JS_BUDGET = 180 * KIB;
/** Each Lambda bundle, minified (not gzipped: Lambda cold starts read the whole file). */
export const LAMBDA_BUNDLE_BUDGET = 400 * KIB;

const VITE_CONFIG = join(PROJECT_ROOT, 'web', 'vite.config.ts');
const DIST = join(PROJECT_ROOT, 'web', 'dist');
const APP_SHELL_SOURCE = 'src/app/app-shell.tsx';
const FUNCTIONS_DIR = join(PROJECT_ROOT, 'functions');

/** Builds the SPA and returns, per output file, the module ids it was built from. */
async function buildWeb(): Promise<Map<string, string[]>> {
  const result = await viteBuild({ configFile: VITE_CONFIG, logLevel: 'warn' });
  const outputs = Array.isArray(result) ? result : [result];
  const moduleIdsByFile = new Map<string, string[]>();
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('Unexpected watch mode in the web build');
    for (const item of output.output) {
      if (item.type === 'chunk') moduleIdsByFile.set(item.fileName, item.moduleIds);
    }
  }
  return moduleIdsByFile;
}

async function measureWeb(): Promise<{ rows: BudgetRow[]; problems: string[] }> {
  const moduleIdsByFile = await buildWeb();
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const read = (file: string) => readFileSync(join(DIST, file));

  const entryKey = findHtmlEntryKey(manifest);
  const publicKeys = collectStaticImports(manifest, [entryKey]);
  const shellKeys = collectStaticImports(manifest, [entryKey, findChunkKeyBySource(manifest, APP_SHELL_SOURCE)]);
  const publicFiles = jsFilesOf(manifest, publicKeys);
  const shellFiles = jsFilesOf(manifest, shellKeys);

  const problems: string[] = [];
  const forbidden = findForbiddenModules(manifest, publicKeys, moduleIdsByFile);
  if (forbidden.length > 0) {
    problems.push(`The public initial JS contains Amplify or React Query code:\n  ${forbidden.slice(0, 10).join('\n  ')}`);
  }

  return {
    rows: [
      checkBudget(`web: public initial JS (${String(publicFiles.length)} chunk(s), gzip)`, totalGzipSize(publicFiles, read), PUBLIC_INITIAL_JS_BUDGET),
      checkBudget(`web: app shell initial JS (${String(shellFiles.length)} chunk(s), gzip)`, totalGzipSize(shellFiles, read), APP_SHELL_JS_BUDGET),
    ],
    problems,
  };
}

function lambdaEntryPoints(): string[] {
  if (!existsSync(FUNCTIONS_DIR)) return [];
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(FUNCTIONS_DIR, entry.name, 'handler.ts'))
    .filter((handler) => existsSync(handler))
    .sort();
}

async function measureLambdas(): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  for (const entryPoint of lambdaEntryPoints()) {
    const result = await esbuild({
      ...lambdaEsbuildOptions,
      // `as const` makes the shared list readonly; esbuild wants its own array.
      external: [...lambdaEsbuildOptions.external],
      entryPoints: [entryPoint],
      write: false,
      logLevel: 'warning',
    });
    const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
    rows.push(checkBudget(`lambda: ${relative(PROJECT_ROOT, entryPoint)} (minified)`, bytes, LAMBDA_BUNDLE_BUDGET));
  }
  return rows;
}

async function main(): Promise<void> {
  const web = await measureWeb();
  const lambdas = await measureLambdas();
  const rows = [...web.rows, ...lambdas];

  console.log('');
  console.log(formatTable(rows));
  if (lambdas.length === 0) console.log('(no functions/*/handler.ts to measure)');
  for (const problem of web.problems) console.error(`\n✗ ${problem}`);

  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) console.error(`\n✗ Over budget: ${over.map((row) => row.name).join(', ')}`);
  if (over.length > 0 || web.problems.length > 0) {
    process.exitCode = 1;
    return;
  }
  console.log('\n✓ All size budgets met; no Amplify or React Query in the public initial JS.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
