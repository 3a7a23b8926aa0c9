import type { IncomingMessage, ServerResponse } from 'node:http';
import { loopbackOrigins } from '../engine/loopback';
import { billingPortalPage, checkoutPage, HOSTED_PAGE_HEADERS, notFoundPage, successUrl, type CheckoutPageState } from './hosted-page-html';
import type { LocalStripeStore } from './local-stripe-store';
import { LOCAL_PAYMENT_TEXTS as T } from './local-stripe-texts';
import type { StripeEvent } from './stripe-objects';
import type { DeliveryOutcome, WebhookDelivery } from './webhook-delivery';

/**
 * The local-only routes of the payment provider, served by the twin's front server on the site's
 * origin (as `/_local/mailbox` is): the hosted checkout page, the billing portal, and
 * `POST /_local/stripe/advance-period`. A POST from a page of another origin is refused: a web page
 * the developer visits cannot pay, cancel or advance anything.
 */

export const LOCAL_CHECKOUT_PATH = '/_local/checkout';
export const LOCAL_BILLING_PATH = '/_local/billing';
export const ADVANCE_PERIOD_PATH = '/_local/stripe/advance-period';

const MAX_FORM_BYTES = 16 * 1024;

export interface AdvancePeriodAnswer {
  subscriptionId: string;
  status: string;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  events: DeliveryOutcome[];
}

export class LocalStripePages {
  constructor(
    private readonly store: LocalStripeStore,
    private readonly delivery: WebhookDelivery,
  ) {}

  handles(pathname: string): boolean {
    return pathname === ADVANCE_PERIOD_PATH || pathname.startsWith(`${LOCAL_CHECKOUT_PATH}/`) || pathname.startsWith(`${LOCAL_BILLING_PATH}/`);
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://local');
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return text(response, 405, T.unknownAction);
    if (method === 'POST' && !isSameOrigin(request)) return text(response, 403, T.foreignOrigin);
    if (pathname === ADVANCE_PERIOD_PATH) {
      if (method !== 'POST') return text(response, 405, T.unknownAction);
      return this.advancePeriodRoute(request, response);
    }
    const [, , kind, id = '', extra] = pathname.split('/');
    if (extra !== undefined || id === '') return html(response, 404, notFoundPage());
    const decoded = safeDecode(id);
    if (decoded === undefined) return html(response, 404, notFoundPage());
    const form = method === 'POST' ? new URLSearchParams(await readLimited(request)) : undefined;
    if (kind === 'checkout') return this.checkoutRoute(response, decoded, form?.get('action') ?? undefined);
    return this.billingRoute(response, decoded, form?.get('action') ?? undefined);
  }

  /** 'Payer', 'Carte refusée', 'Annuler', or the page itself. */
  private async checkoutRoute(response: ServerResponse, id: string, action: string | undefined): Promise<void> {
    const record = this.store.sessionRecord(id);
    if (!record) return html(response, 404, notFoundPage());
    const self = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(id)}`;
    const state: CheckoutPageState = record.session.status;
    if (action === undefined || state === 'expired') return html(response, 200, checkoutPage(record, state, self));
    if (action === 'pay') {
      const events = this.store.completeCheckoutSession(id);
      // Already paid (a double click): the parent goes on to the success page, nothing is sent again.
      if (events) await this.deliverAll(events, { redeliverLast: true });
      return redirect(response, successUrl(record));
    }
    if (state === 'complete') return html(response, 200, checkoutPage(record, 'complete', self));
    if (action === 'decline') return html(response, 200, checkoutPage(record, 'declined', self));
    if (action === 'cancel') return redirect(response, record.session.cancel_url ?? self);
    return text(response, 400, T.unknownAction);
  }

  private async billingRoute(response: ServerResponse, id: string, action: string | undefined): Promise<void> {
    const portal = this.store.portalSession(id);
    if (!portal) return html(response, 404, notFoundPage());
    const self = `${LOCAL_BILLING_PATH}/${encodeURIComponent(id)}`;
    const record = this.store.subscriptionsOf(portal.customer)[0];
    if (action === undefined || !record) return html(response, 200, billingPortalPage(portal, record, self));
    const subscriptionId = record.subscription.id;
    const change: Record<string, () => StripeEvent[]> = {
      'cancel-at-period-end': () => this.store.setCancelAtPeriodEnd(subscriptionId, true),
      resume: () => this.store.setCancelAtPeriodEnd(subscriptionId, false),
      'cancel-now': () => this.store.cancelNow(subscriptionId),
      advance: () => this.store.advancePeriod(subscriptionId),
    };
    const run = Object.hasOwn(change, action) ? change[action] : undefined;
    if (!run) return text(response, 400, T.unknownAction);
    await this.deliverAll(run());
    // Back to the portal (POST, redirect, GET): a reload does not repeat the action.
    return redirect(response, self);
  }

  /** JSON `{ subscriptionId }`, or nothing for the most recent subscription still running. */
  private async advancePeriodRoute(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let subscriptionId: unknown;
    try {
      const raw = (await readLimited(request)).trim();
      subscriptionId = raw === '' ? undefined : (JSON.parse(raw) as { subscriptionId?: unknown } | null)?.subscriptionId;
    } catch {
      return json(response, 400, { message: T.invalidJson });
    }
    if (subscriptionId !== undefined && typeof subscriptionId !== 'string') return json(response, 400, { message: T.invalidJson });
    const record =
      subscriptionId === undefined
        ? this.store.subscriptionsOf().find((candidate) => candidate.subscription.status !== 'canceled')
        : this.store.subscriptionRecord(subscriptionId);
    if (!record) return json(response, 404, { message: subscriptionId === undefined ? T.noSubscriptionToAdvance : T.unknownSubscription });
    if (record.subscription.status === 'canceled') return json(response, 409, { message: T.unknownSubscription });
    const events = await this.deliverAll(this.store.advancePeriod(record.subscription.id));
    const item = record.subscription.items.data[0]!;
    const answer: AdvancePeriodAnswer = {
      subscriptionId: record.subscription.id,
      status: record.subscription.status,
      currentPeriodStart: item.current_period_start,
      currentPeriodEnd: item.current_period_end,
      events,
    };
    return json(response, 200, answer);
  }

  /**
   * In order, each first attempt awaited, so the site has the new state when the parent lands on it.
   * `redeliverLast` sends the last event once more, as Stripe sometimes does, so the webhook's
   * deduplication is exercised on every local purchase.
   */
  private async deliverAll(events: StripeEvent[], { redeliverLast = false } = {}): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    for (const event of events) outcomes.push(await this.delivery.deliver(event));
    const last = events.at(-1);
    if (redeliverLast && last) outcomes.push(await this.delivery.deliver(last, { redelivery: true }));
    return outcomes;
  }
}

/**
 * A browser says where a request comes from in `Sec-Fetch-Site` (trusted first: some send `Origin: null`
 * with a same-origin form); an older one only in `Origin`, which must be one of the twin's own; a tool
 * (curl, a test) sends neither.
 */
function isSameOrigin(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  const port = request.socket.localPort;
  return origin === undefined || (port !== undefined && loopbackOrigins(port).includes(origin));
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function readLimited(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        request.destroy();
        reject(new Error('Form too large'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { ...HOSTED_PAGE_HEADERS, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function text(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(payload) });
  response.end(payload);
}

/** 303: the browser follows with a GET, as after Stripe's own pages. */
function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0 });
  response.end();
}
