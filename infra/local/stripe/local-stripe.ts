import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, DEFAULT_LOOPBACK_MESSAGES, LOOPBACK_ADDRESS, onlyLoopbackHosts, readLimitedBody, type LoopbackMessages } from '../engine/loopback';
import { LocalStripeApi } from './local-stripe-api';
import { LOCAL_BILLING_PATH, LOCAL_CHECKOUT_PATH, LocalStripePages } from './local-stripe-pages';
import { LocalStripeStore, type Clock } from './local-stripe-store';
import { LOCAL_PAYMENT_LOG } from './local-stripe-texts';
import { WebhookDelivery } from './webhook-delivery';

/**
 * The local payment provider: a Stripe-compatible API on its own loopback port (the real `stripe`
 * package is pointed at it with `{ host, port, protocol }`), the hosted pages the twin's front server
 * serves on the site's origin, and webhook deliveries signed as Stripe signs them.
 */

/** Where Stripe delivers our events: the webhook route of the HTTP API (commerce contract). */
export const WEBHOOK_PATH = '/api/webhooks/stripe';

const MAX_API_BODY_BYTES = 1024 * 1024;

export interface LocalStripeOptions {
  /** The site the hosted pages are served on, e.g. `http://127.0.0.1:3000`. */
  siteOrigin: string;
  /** Where events are delivered; by default the site's webhook route. */
  webhookUrl?: string;
  /** A JSON file that keeps keys and objects across restarts; without it, everything stays in memory. */
  stateFile?: string;
  log?: (line: string) => void;
  retryDelaysMs?: readonly number[];
  now?: Clock;
  loopbackMessages?: LoopbackMessages;
}

export interface LocalStripe {
  /** The API's base URL, `http://127.0.0.1:<port>`: what `STRIPE_API_URL` says. */
  url: string;
  /** The fake `sk_test_local_…` key the API accepts. */
  secretKey: string;
  /** The `whsec_…` secret the events are signed with. */
  webhookSecret: string;
  pages: LocalStripePages;
  store: LocalStripeStore;
  delivery: WebhookDelivery;
  stop(): Promise<void>;
}

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const log = options.log ?? (() => {});
  const store = LocalStripeStore.open({ ...(options.stateFile ? { file: options.stateFile } : {}), ...(options.now ? { now: options.now } : {}) });
  const api = new LocalStripeApi(store, {
    checkout: (id) => `${options.siteOrigin}${LOCAL_CHECKOUT_PATH}/${id}`,
    billingPortal: (id) => `${options.siteOrigin}${LOCAL_BILLING_PATH}/${id}`,
  });
  const delivery = new WebhookDelivery({
    url: options.webhookUrl ?? `${options.siteOrigin}${WEBHOOK_PATH}`,
    secret: store.webhookSecret,
    log,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const server = createServer(
    onlyLoopbackHosts((request, response) => {
      readLimitedBody(request, MAX_API_BODY_BYTES)
        .then((body) => {
          const answer = api.handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body });
          const payload = JSON.stringify(answer.body, null, 2);
          response.writeHead(answer.status, { ...answer.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
          response.end(payload);
        })
        .catch((error: unknown) => {
          log(`[paiement local] ${request.method} ${new URL(request.url ?? '/', 'http://local').pathname} : ${String(error)}`);
          if (response.headersSent) return;
          const payload = JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred in the local Stripe server.' } });
          response.writeHead(500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
          response.end(payload);
        });
    }, options.loopbackMessages ?? DEFAULT_LOOPBACK_MESSAGES),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the OS picks a free port at bind time, so no other process can take it in between.
    server.listen(0, LOOPBACK_ADDRESS, resolve);
  });
  const url = `http://${LOOPBACK_ADDRESS}:${(server.address() as AddressInfo).port}`;
  log(LOCAL_PAYMENT_LOG.started(url));
  return {
    url,
    secretKey: store.secretKey,
    webhookSecret: store.webhookSecret,
    pages: new LocalStripePages(store, delivery),
    store,
    delivery,
    async stop() {
      delivery.stop();
      await closeServer(server);
    },
  };
}


