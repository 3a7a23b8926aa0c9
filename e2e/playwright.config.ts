import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'contes-e2e-'));
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
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    // Toasts and dialogs then appear without a fade, so axe measures their real colours, not a mid-animation blend.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Nothing but the page under test: no updates, no sync, no background calls to anyone.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-default-apps',
        '--metrics-recording-only',
      ],
    },
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
