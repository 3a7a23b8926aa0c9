import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import { buildWebIfNeeded } from './build-web';
import { MAILBOX_PATH } from './mailbox';
import { ADVANCE_PERIOD_PATH } from './stripe/local-stripe-pages';
import { StripeEnvironmentError } from './stripe/twin-payments';
import { startTwin } from './twin';

/**
 * `npm start` (and `npm run dev` with --dev): the whole product on this machine.
 * PORT (default 3000) serves the SPA, /config.json, /api and the local mailbox;
 * DATA_DIR (default .data/) keeps DynamoDB, S3, Cognito and local payment data across restarts.
 * Without STRIPE_SECRET_KEY, payments go to the local provider (fake card, French checkout page).
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
const twin = await startTwin({ port, dataDir, dev, webDist, log }).catch((error: unknown) => {
  // A Stripe variable the twin refuses is the developer's to fix: say which, without a stack trace.
  if (!(error instanceof StripeEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
});
log(
  [
    '',
    `  Contes Magiques tourne en local${dev ? ' (rechargement à chaud)' : ''} : ${twin.url}`,
    `  Boîte mail locale : ${twin.url}${MAILBOX_PATH}`,
    twin.stripe
      ? `  Paiement : local (aucune carte débitée) — période suivante d'un abonnement : POST ${twin.url}${ADVANCE_PERIOD_PATH}`
      : '  Paiement : Stripe en mode test (STRIPE_SECRET_KEY)',
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
