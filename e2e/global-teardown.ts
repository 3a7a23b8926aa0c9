import { rmSync } from 'node:fs';

/** The twin's data folder of this run (see playwright.config.ts): parents, children and stories made by the journeys. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
