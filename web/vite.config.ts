import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { sampleStory } from './vite-plugins/sample-story.ts';
import { serviceWorker } from './vite-plugins/service-worker.ts';

/**
 * One config for two callers: `vite build --config web/vite.config.ts` run from the repository root, and
 * the local twin's `createServer({ configFile: 'web/vite.config.ts', server: { middlewareMode: true } })`.
 * Both run with the repository root as working directory, so every path here is absolute and derived
 * from this file's location rather than from `process.cwd()`.
 */
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * `@/…` is web/src and `@shared/…` the repository's shared/ folder (web/tsconfig.json `paths` says the same
 * to TypeScript, vitest.config.ts to the unit tests), so no import climbs `../../../`.
 */
const webAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL('../shared/', import.meta.url)) },
  // The operator's publisher data (config/publisher.json: legal pages, footer, canonical URLs).
  { find: /^@config\//, replacement: fileURLToPath(new URL('../config/', import.meta.url)) },
];

/**
 * The chunks whose imports the entry preloads with them: the app shell, its guard, and the two pages a
 * parent most often opens directly (the home, a story's link; bench:story-render). Named after their modules.
 */
const PRELOADED_CHUNK_NAMES = ['app-shell', 'require-session', 'home-page', 'story-page'];
const PRELOADED_CHUNK = new RegExp(`(^|/)(${PRELOADED_CHUNK_NAMES.join('|')})-[\\w-]+\\.js$`);

export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // .env files, if any, live beside this config and are never read from the repository root.
  envDir: webRoot,
  // sampleStory: the landing's sample story, made by the embedded story makers at build time (virtual:sample-story).
  plugins: [react(), tailwindcss(), sampleStory({ repoRoot: fileURLToPath(new URL('..', import.meta.url)) }), serviceWorker()],
  resolve: { alias: webAliases },
  // The twin prints its own logs around Vite's: keep the terminal history.
  clearScreen: false,
  server: {
    // Never open a browser or reach anything outside the machine; the twin serves /api itself.
    open: false,
    host: '127.0.0.1',
    fs: {
      // The SPA imports zod schemas from ../shared.
      allow: [fileURLToPath(new URL('..', import.meta.url))],
    },
  },
  preview: { open: false, host: '127.0.0.1' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // bench/size.ts walks the chunk graph from the manifest to measure the initial JS of each area.
    manifest: true,
    sourcemap: false,
    // Report sizes ourselves (bench/size.ts); skipping Vite's gzip pass keeps builds quick.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The entry lists the preloaded chunks' imports by file name, and every name costs the public initial
        // JS its bytes (its budget has none to spare): only the preloaded chunks keep a readable name.
        chunkFileNames: (chunk) => (PRELOADED_CHUNK_NAMES.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
    modulePreload: {
      // The entry is the public initial JS (budget 100 KB gz): it keeps only the preload lists of the chunks
      // above. Another page's chunk loads its imports as it finds them: it is mostly reached from /app, whose
      // chunks already hold most of what it imports; a prerendered public page needs none before its
      // first paint (scripts/prerender-web.ts).
      resolveDependencies: (file, dependencies, { hostType }) => (hostType === 'js' && !PRELOADED_CHUNK.test(file) ? [] : dependencies),
    },
  },
});
