import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root';

const WEB_DIST = join(PROJECT_ROOT, 'web', 'dist');
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** True when `web/dist` is missing or older than any source of the SPA. */
export function webBuildIsStale(): boolean {
  const built = join(WEB_DIST, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(join(PROJECT_ROOT, source)) > builtAt);
}

/** Builds the SPA with Vite when its sources changed since the last build. */
export async function buildWebIfNeeded(log: (line: string) => void): Promise<string> {
  if (webBuildIsStale()) {
    log('[twin] Construction de l’application web (vite build)…');
    const { build } = await import('vite');
    await build({ configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
  }
  return WEB_DIST;
}
