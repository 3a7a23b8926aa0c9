import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A folder for the cloud assemblies a test file synthesizes (an in-process synth otherwise leaves a new
 * ~20 MB `cdk.out…` folder in the system temp folder each time), removed when the file's tests are done.
 * Call it at the top level of a test file.
 */
export function synthOutdir(): string {
  const outdir = mkdtempSync(join(tmpdir(), 'contes-synth-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  return outdir;
}
