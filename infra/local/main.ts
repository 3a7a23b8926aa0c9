import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import { buildWebIfNeeded } from './build-web';
import { MAILBOX_PATH } from './mailbox';
import { startTwin } from './twin';

/**
 * `npm start` (and `npm run dev` with --dev): the whole product on this machine.
 * PORT (default 3000) serves the SPA, /config.json, /api and the local mailbox;
 * DATA_DIR (default .data/) keeps DynamoDB, S3 and Cognito data across restarts.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT invalide : ${process.env.PORT}`);
  process.exit(1);
}
const dataDir = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
const log = (line: string) => console.log(line);

const started = Date.now();
const webDist = await buildWebIfNeeded(log);
const twin = await startTwin({ port, dataDir, dev, webDist, log });
log(
  [
    '',
    `  Contes Magiques tourne en local${dev ? ' (rechargement à chaud)' : ''} : ${twin.url}`,
    `  Boîte mail locale : ${twin.url}${MAILBOX_PATH}`,
    `  Données : ${dataDir}`,
    `  Prêt en ${((Date.now() - started) / 1000).toFixed(1)} s — Ctrl-C pour arrêter.`,
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log(`\n[twin] ${signal} reçu, arrêt des émulateurs…`);
  await twin.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
