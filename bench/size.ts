/**
 * Size budgets (`npm run bench:size`): builds the SPA and every Lambda the way they ship, prints one table
 * and exits 1 when anything is over budget or when a public page would load Amplify or React Query.
 * A function running the embedded story makers (`storyMakers: true` in the stack) is measured whole: its
 * bundle, and the asset CDK deploys for arm64 (the bundle and the files beside it), unzipped and zipped.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { lambdaEsbuildOptions, storyMakersEsbuildOptions } from '../infra/constructs/lambda-bundling';
import { ENTRY_METADATA_KEY, STORY_MAKERS_METADATA_KEY } from '../infra/constructs/lambda-function';
import { writeStoryMakersAssets } from '../infra/constructs/story-makers-assets';
import { PROJECT_ROOT } from '../infra/project-root';
import { synthesize } from '../infra/synth';
import {
  checkBudget,
  collectStaticImports,
  findChunkKeyBySource,
  findForbiddenModules,
  findHtmlEntryKey,
  formatTable,
  jsFilesOf,
  KIB,
  largestFiles,
  MIB,
  totalGzipSize,
  zipSize,
  type AssetFile,
  type BudgetRow,
  type Manifest,
} from './size-lib';

/** Initial JS of a public page (entry chunk and its static imports), gzipped. */
export const PUBLIC_INITIAL_JS_BUDGET = 100 * KIB;
/** Initial JS of the protected area (public initial JS plus the app shell and its static imports), gzipped. */
export const APP_SHELL_JS_BUDGET = 180 * KIB;
/**
 * What a route adds when a parent opens it from /app, where every session starts: its lazy chunk and
 * the chunks it imports that neither the app shell nor the home route brought already, gzipped. The
 * wizard, library and story routes are what parents open at bedtime on a phone; the shop and thank-you
 * pages are where they pay.
 */
export const ROUTE_JS_BUDGET = 60 * KIB;
/** The routes measured, by the source of their lazy chunk. */
const HOME_ROUTE_SOURCE = 'src/features/stories/pages/home-page.tsx';
const MEASURED_ROUTES = [
  { name: '/create', source: 'src/features/stories/pages/create-story-page.tsx' },
  { name: '/library', source: 'src/features/stories/pages/library-page.tsx' },
  { name: '/story/{id}', source: 'src/features/stories/pages/story-page.tsx' },
  { name: '/boutique', source: 'src/features/shop/pages/shop-page.tsx' },
  { name: '/thank-you', source: 'src/features/shop/pages/thank-you-page.tsx' },
] as const;
/** Each Lambda bundle, minified (not gzipped: Lambda cold starts read the whole file). */
export const LAMBDA_BUNDLE_BUDGET = 400 * KIB;
/**
 * A function that talks to Stripe (checkout, webhook, reconcile): the `stripe` SDK alone is about 240 KiB
 * minified and cannot be trimmed (its resources are registered together), so these get the plain budget
 * plus the SDK's size.
 */
export const STRIPE_LAMBDA_BUNDLE_BUDGET = LAMBDA_BUNDLE_BUDGET + 250 * KIB;
/** A story makers function's bundle, minified: it carries the writer's phrase banks, the scene drawing, LAME in WebAssembly. */
export const STORY_MAKERS_BUNDLE_BUDGET = 1 * MIB;
/** A story makers function's whole arm64 asset, unzipped (Lambda's limit is 250 MB; cold starts read it). */
export const STORY_MAKERS_ASSET_BUDGET = 15 * MIB;
/** The same asset zipped, as CDK uploads it. */
export const STORY_MAKERS_ZIP_BUDGET = 6 * MIB;
/** Measured while the stack has no story makers function yet (it makes a whole story like the pipeline's). */
const STORY_MAKERS_FIXTURE = 'tests/fixtures/story-makers/handler.ts';

const VITE_CONFIG = join(PROJECT_ROOT, 'web', 'vite.config.ts');
const DIST = join(PROJECT_ROOT, 'web', 'dist');
const APP_SHELL_SOURCE = 'src/app/app-shell.tsx';

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

  const alreadyLoaded = new Set([...shellFiles, ...jsFilesOf(manifest, collectStaticImports(manifest, [findChunkKeyBySource(manifest, HOME_ROUTE_SOURCE)]))]);
  const routeRows = MEASURED_ROUTES.flatMap(({ name, source }) => {
    if (!Object.values(manifest).some((chunk) => chunk.src === source)) return [];
    const routeFiles = jsFilesOf(manifest, collectStaticImports(manifest, [findChunkKeyBySource(manifest, source)])).filter((file) => !alreadyLoaded.has(file));
    return [checkBudget(`web: route ${name} opened from /app (${String(routeFiles.length)} chunk(s), gzip)`, totalGzipSize(routeFiles, read), ROUTE_JS_BUDGET)];
  });

  return {
    rows: [
      checkBudget(`web: public initial JS (${String(publicFiles.length)} chunk(s), gzip)`, totalGzipSize(publicFiles, read), PUBLIC_INITIAL_JS_BUDGET),
      checkBudget(`web: app shell initial JS (${String(shellFiles.length)} chunk(s), gzip)`, totalGzipSize(shellFiles, read), APP_SHELL_JS_BUDGET),
      ...routeRows,
    ],
    problems,
  };
}

/** Every function of the stack, by its source entry (the template's metadata), absolute. */
let templateEntries: string[] | undefined;
function lambdaEntryPoints(): string[] {
  templateEntries ??= [
    ...new Set(
      Object.values(synthesize({ siteAssetsPath: DIST }).template.Resources)
        .filter((resource) => resource.Type === 'AWS::Lambda::Function')
        .map((resource) => resource.Metadata?.[ENTRY_METADATA_KEY])
        .filter((entry): entry is string => typeof entry === 'string'),
    ),
  ]
    .map((entry) => join(PROJECT_ROOT, entry))
    .sort();
  return templateEntries;
}

/** Project-relative, forward slashes: the form of the template's entry metadata. */
function projectPath(path: string): string {
  return relative(PROJECT_ROOT, path).split(sep).join('/');
}

/**
 * The entries of the stack's `storyMakers: true` functions, read from the synthesized template (bundling
 * skipped); the fixture's while there is none.
 */
function storyMakersEntries(): { entries: string[]; fixture: boolean } {
  const { template } = synthesize({ siteAssetsPath: DIST });
  const entries = Object.values(template.Resources)
    .filter((resource) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.[STORY_MAKERS_METADATA_KEY] === true)
    .map((resource) => resource.Metadata?.[ENTRY_METADATA_KEY])
    .filter((entry): entry is string => typeof entry === 'string');
  const unique = [...new Set(entries)].sort();
  return unique.length > 0 ? { entries: unique, fixture: false } : { entries: [STORY_MAKERS_FIXTURE], fixture: true };
}

async function measureLambdas(skip: ReadonlySet<string>): Promise<{ rows: BudgetRow[]; problems: string[] }> {
  const rows: BudgetRow[] = [];
  const problems: string[] = [];
  for (const entryPoint of lambdaEntryPoints().filter((entry) => !skip.has(projectPath(entry)))) {
    let bytes: number;
    let usesStripe: boolean;
    try {
      const result = await esbuild({
        ...lambdaEsbuildOptions,
        // `as const` makes the shared list readonly; esbuild wants its own array.
        external: [...lambdaEsbuildOptions.external],
        entryPoints: [entryPoint],
        write: false,
        metafile: true,
        logLevel: 'warning',
      });
      bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
      usesStripe = Object.keys(result.metafile.inputs).some((input) => input.includes('node_modules/stripe/'));
    } catch (error) {
      // The deploy would fail the same way: say which function and why, and measure the others.
      const message = error instanceof Error ? error.message : String(error);
      const hint = message.includes('".node"')
        ? '\n  It reaches the embedded story makers (resvg\'s native binary): give it `storyMakers: true`, or import only what it uses.'
        : '';
      problems.push(`${projectPath(entryPoint)} does not bundle as a plain function: ${message}${hint}`);
      continue;
    }
    rows.push(
      usesStripe
        ? checkBudget(`lambda: ${relative(PROJECT_ROOT, entryPoint)} (minified, with the Stripe SDK)`, bytes, STRIPE_LAMBDA_BUNDLE_BUDGET)
        : checkBudget(`lambda: ${relative(PROJECT_ROOT, entryPoint)} (minified)`, bytes, LAMBDA_BUNDLE_BUDGET),
    );
  }
  return { rows, problems };
}

/** Every file under a folder, with paths relative to it. */
function assetFiles(dir: string): AssetFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(dir, path).split(sep).join('/'), contents: readFileSync(path) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** A story makers function as deployed: the same esbuild options and the same assets step as the stack, for arm64. */
async function measureStoryMakers(entry: string, label: string): Promise<{ rows: BudgetRow[]; notes: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-story-makers-'));
  try {
    await esbuild({
      ...storyMakersEsbuildOptions,
      external: [...storyMakersEsbuildOptions.external],
      logOverride: { ...storyMakersEsbuildOptions.logOverride },
      entryPoints: [join(PROJECT_ROOT, entry)],
      outfile: join(dir, 'index.js'),
      write: true,
      logLevel: 'warning',
    });
    await writeStoryMakersAssets(dir, 'arm64');
    const files = assetFiles(dir);
    const bundle = files.find((file) => file.path === 'index.js')?.contents.byteLength ?? 0;
    const total = files.reduce((sum, file) => sum + file.contents.byteLength, 0);
    const sizes = files.map((file) => ({ path: file.path, bytes: file.contents.byteLength }));
    return {
      rows: [
        checkBudget(`lambda: ${label} bundle (minified)`, bundle, STORY_MAKERS_BUNDLE_BUDGET),
        checkBudget(`lambda: ${label} asset, arm64 (${String(files.length)} files, unzipped)`, total, STORY_MAKERS_ASSET_BUDGET),
        checkBudget(`lambda: ${label} asset, arm64 (zipped)`, zipSize(files), STORY_MAKERS_ZIP_BUDGET),
      ],
      notes: [`${label} asset (arm64), largest files: ${largestFiles(sizes, 4).join(', ')}`],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const web = await measureWeb();
  const storyMakers = storyMakersEntries();
  const lambdas = await measureLambdas(new Set(storyMakers.entries));
  const makers = { rows: [] as BudgetRow[], notes: [] as string[] };
  for (const entry of storyMakers.entries) {
    const measured = await measureStoryMakers(entry, storyMakers.fixture ? `${entry} (story makers fixture)` : `${entry} (story makers)`);
    makers.rows.push(...measured.rows);
    makers.notes.push(...measured.notes);
  }
  const rows = [...web.rows, ...lambdas.rows, ...makers.rows];
  const problems = [...web.problems, ...lambdas.problems];

  console.log('');
  console.log(formatTable(rows));
  if (lambdas.rows.length + lambdas.problems.length === 0) console.log('(no function in the stack to measure)');
  if (storyMakers.fixture) console.log('(no storyMakers function in the stack yet: measured the fixture that makes a whole story)');
  for (const note of makers.notes) console.log(note);
  for (const problem of problems) console.error(`\n✗ ${problem}`);

  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) console.error(`\n✗ Over budget: ${over.map((row) => row.name).join(', ')}`);
  if (over.length > 0 || problems.length > 0) {
    process.exitCode = 1;
    return;
  }
  console.log('\n✓ All size budgets met; no Amplify or React Query in the public initial JS.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
