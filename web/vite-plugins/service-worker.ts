import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Built to the site's root: a worker's default scope is its own folder, and the whole site is its scope. */
export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = fileURLToPath(new URL('../src/features/offline/service-worker.ts', import.meta.url));
/** What the worker stores at install so the app shell starts offline: the build's scripts, styles and fonts. */
const PRECACHED = /\.(js|css|woff2)$/;

async function bundleWorker(precache: string[]): Promise<string> {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
  });
  return result.outputFiles[0]!.text;
}

/**
 * The service worker (web/src/features/offline/service-worker.ts) bundled by esbuild into /sw.js, with the
 * list of the build's hashed files to precache written into it: no Workbox, and no byte of it in the pages'
 * own JavaScript (the app shell registers it after load). The dev server builds it on request, with nothing
 * to precache.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'contes-magiques:service-worker',
    // The prerender's SSR build is thrown away: it needs no worker.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${SERVICE_WORKER_FILE}`) return next();
        bundleWorker([])
          .then((code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          })
          .catch(next);
      });
    },
    async generateBundle(_options, bundle) {
      const precache = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && PRECACHED.test(file))
        .sort()
        .map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await bundleWorker(precache) });
    },
  };
}
