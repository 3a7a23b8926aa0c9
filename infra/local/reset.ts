import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-root';

/** `npm run reset`: empties the local twin's data folder (stop the twin first). */
const dataDir = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Données locales effacées : ${dataDir}`);
