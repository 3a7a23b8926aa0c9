import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';

/**
 * The e2e journeys run in Debian's Chromium (no browser download) against `npm start` on a free
 * loopback port with a fresh data folder. The port and folder are chosen once, in the main process;
 * workers re-read this file and inherit them through the environment.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
  ]).toString();
  // In the git-ignored results folder rather than the system temp folder; global-teardown.ts removes it.
  const results = fileURLToPath(new URL('../test-results/', import.meta.url));
  mkdirSync(results, { recursive: true });
  process.env.E2E_DATA_DIR = mkdtempSync(join(results, 'e2e-data-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  globalTeardown: './global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    // Toasts and dialogs then appear without a fade, so axe measures their real colours, not a mid-animation blend.
    reducedMotion: 'reduce',
    // The app shell registers a service worker (offline reading), and page.route cannot see the requests a
    // service worker makes: journeys that hold or fake an answer would miss it. Only e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR! },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
