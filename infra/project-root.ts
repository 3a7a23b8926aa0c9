import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, whatever the working directory of the process that loads the stack. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
