import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderWeb } from '../../scripts/prerender-web';
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
    await prerenderWeb({ dist: WEB_DIST, log });
  }
  return WEB_DIST;
}
