import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '#shared/environment';
import type { LoopbackMessages } from '../engine/loopback';
import { startLocalStripe, type LocalStripe } from './local-stripe';
import { LOCAL_SECRET_KEY_PREFIX } from './local-stripe-store';

/**
 * Which Stripe the twin's functions talk to. With no `STRIPE_SECRET_KEY`, the embedded one: the local
 * provider is started and every function gets its fake key, its webhook secret and its URL. With
 * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`, Stripe's test mode: the variables pass through and
 * nothing starts. Either way `STRIPE_SECRET_ARN` is removed: there is no Secrets Manager locally.
 */

/** The local provider's keys and objects, in the data folder (unless the twin keeps its data in memory). */
export const LOCAL_STRIPE_STATE_FILE = 'local-stripe.json';

/** 'local' starts the embedded provider whatever the environment says (the integration tests). */
export type PaymentsMode = 'auto' | 'local';

export interface TwinPaymentsOptions {
  mode: PaymentsMode;
  siteOrigin: string;
  dataDir: string;
  inMemory: boolean;
  log: (line: string) => void;
  retryDelaysMs?: readonly number[];
  loopbackMessages: LoopbackMessages;
}

export interface TwinPayments {
  /** What every function of the template gets on top of its own (undefined removes a variable). */
  functionEnvironment: Record<string, string | undefined>;
  /** Undefined when the functions talk to Stripe itself. */
  local: LocalStripe | undefined;
  stop(): Promise<void>;
}

/** Thrown before anything starts when the environment names a Stripe the twin must not use. */
export class StripeEnvironmentError extends Error {
  override readonly name = 'StripeEnvironmentError';
}

export async function startTwinPayments(options: TwinPaymentsOptions): Promise<TwinPayments> {
  const key = process.env[ENV.stripeSecretKey];
  // A key the twin made itself (a twin started before in this process) is not the developer's.
  const external = options.mode === 'auto' && key !== undefined && key !== '' && !key.startsWith(LOCAL_SECRET_KEY_PREFIX);
  if (external) {
    checkExternalKeys(key);
    return { functionEnvironment: { [ENV.stripeSecretArn]: undefined }, local: undefined, stop: async () => {} };
  }
  // The engine makes the data folder too, but only once the provider's URL is known to it.
  if (!options.inMemory) mkdirSync(options.dataDir, { recursive: true });
  const local = await startLocalStripe({
    siteOrigin: options.siteOrigin,
    ...(options.inMemory ? {} : { stateFile: join(options.dataDir, LOCAL_STRIPE_STATE_FILE) }),
    log: options.log,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    loopbackMessages: options.loopbackMessages,
  });
  const functionEnvironment = {
    [ENV.stripeSecretKey]: local.secretKey,
    [ENV.stripeWebhookSecret]: local.webhookSecret,
    [ENV.stripeApiUrl]: local.url,
    [ENV.stripeSecretArn]: undefined,
  };
  return {
    functionEnvironment,
    local,
    async stop() {
      await local.stop();
      // The functions run in this process: a twin started after this one must not find our fake key.
      if (process.env[ENV.stripeSecretKey] === local.secretKey) {
        for (const name of [ENV.stripeSecretKey, ENV.stripeWebhookSecret, ENV.stripeApiUrl]) delete process.env[name];
      }
    },
  };
}

function checkExternalKeys(key: string): void {
  if (/^(sk|rk)_live_/.test(key)) {
    throw new StripeEnvironmentError(
      'STRIPE_SECRET_KEY est une clé de production (sk_live_…) : le jumeau local accepte seulement une clé de test (sk_test_…), ou aucune pour le paiement local.',
    );
  }
  if (!process.env[ENV.stripeWebhookSecret]) {
    throw new StripeEnvironmentError(
      'STRIPE_SECRET_KEY est défini sans STRIPE_WEBHOOK_SECRET : donnez aussi le secret de signature (whsec_…, affiché par `stripe listen`), ou retirez la clé pour le paiement local.',
    );
  }
}
