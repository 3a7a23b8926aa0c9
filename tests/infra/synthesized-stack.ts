import { join } from 'node:path';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesize, type SynthOptions } from '../../infra/synth';

/** The stack as deployed (minus Lambda bundling), with a tiny stand-in for the built SPA. */
export function synthesizeForTests(options: Omit<SynthOptions, 'siteAssetsPath'> = {}) {
  return synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), ...options });
}
