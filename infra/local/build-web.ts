import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../project-root';

const WEB_DIST = join(PROJECT_ROOT, 'web', 'dist');
/**
 * What the built site is made of: the SPA's sources, the operator's publisher data (config/, read by the
 * legal pages and the prerendered heads), the build's Vite plugins, the story makers that write the
 * landing's sample story (web/vite-plugins/sample-story.ts) and the prerender step.
 */
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite-plugins',
  'config',
  'functions/story-makers',
  'scripts/prerender-web.ts',
  'shared',
  'package-lock.json',
];
/** Written last by the prerender step (scripts/prerender-web.ts): a build that stopped half-way has none. */
const BUILD_COMPLETE_MARK = join(WEB_DIST, 'robots.txt');
/** The prerender step is a build script: run by its path (on web/dist), never imported, so infra/ imports no script. */
const PRERENDER_SCRIPT = join(PROJECT_ROOT, 'scripts', 'prerender-web.ts');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** True when `web/dist` is missing, incomplete, or older than any source of the site. */
export function webBuildIsStale(): boolean {
  if (!existsSync(BUILD_COMPLETE_MARK)) return true;
  const builtAt = statSync(BUILD_COMPLETE_MARK).mtimeMs;
  return SOURCES.some((source) => newestChange(join(PROJECT_ROOT, source)) > builtAt);
}

/** Builds the SPA with Vite, then prerenders its public pages, when their sources changed since the last build. */
export async function buildWebIfNeeded(log: (line: string) => void): Promise<string> {
  if (webBuildIsStale()) {
    log('[twin] Construction de l’application web (vite build)…');
    const { build } = await import('vite');
    await build({ configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
    log('[twin] Pré-rendu des pages publiques…');
    await prerenderWebDist(log);
  }
  return WEB_DIST;
}

/** Runs the prerender step on web/dist in a child Node.js (through tsx), its lines going to `log`. */
export async function prerenderWebDist(log: (line: string) => void): Promise<void> {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsxCli, PRERENDER_SCRIPT], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: child.stdout }).on('line', log);
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`The prerender step failed (exit ${String(code)}): ${errors.trim()}`);
}
