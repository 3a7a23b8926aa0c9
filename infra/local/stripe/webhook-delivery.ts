import { LOCAL_PAYMENT_LOG } from './local-stripe-texts';
import type { StripeEvent } from './stripe-objects';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

/**
 * Delivers events to the webhook endpoint as Stripe does: a JSON POST signed afresh at each attempt,
 * a 2xx is delivered, anything else (or no answer) is tried again after a back-off, a few times. Each
 * attempt is one log line (event type and id, never personal data).
 */

export interface WebhookDeliveryOptions {
  url: string;
  secret: string;
  log: (line: string) => void;
  /** The waits before the 2nd, 3rd… attempts; their count is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Seconds since the epoch: the signature's `t`. */
  now?: () => number;
}

export interface DeliveryOutcome {
  eventId: string;
  type: string;
  /** The HTTP status of the first attempt, or undefined when the endpoint did not answer. */
  status: number | undefined;
  delivered: boolean;
}

/** Stripe retries for days; locally a few tries over about 20 s cover a function still starting. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 16_000];

export class WebhookDelivery {
  private readonly retryDelaysMs: readonly number[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: WebhookDeliveryOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /**
   * The first attempt is awaited (the hosted page redirects once it is answered, so the site shows
   * the credits at once); retries, if any, run in the background.
   */
  async deliver(event: StripeEvent, { redelivery = false } = {}): Promise<DeliveryOutcome> {
    this.pending += 1;
    const status = await this.attempt(event, 1, redelivery);
    const delivered = status !== undefined && status >= 200 && status < 300;
    if (delivered || !this.scheduleRetry(event, 1, redelivery, status)) this.settle();
    return { eventId: event.id, type: event.type, status, delivered };
  }

  /** Resolves once no delivery is under way or waiting for a retry (tests wait on this with their own deadline). */
  whenIdle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Cancels waiting retries and aborts attempts under way. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
    this.pending = 0;
    this.settle();
  }

  /** False when no retry is left (the caller settles the delivery). */
  private scheduleRetry(event: StripeEvent, attempt: number, redelivery: boolean, status: number | undefined): boolean {
    if (this.stopped) return false;
    const why = status === undefined ? LOCAL_PAYMENT_LOG.unreachable : `HTTP ${status}`;
    const delay = this.retryDelaysMs[attempt - 1];
    if (delay === undefined) {
      this.options.log(LOCAL_PAYMENT_LOG.gaveUp(event.type, event.id, why, attempt));
      return false;
    }
    this.options.log(LOCAL_PAYMENT_LOG.retrying(event.type, event.id, why, delay));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, attempt + 1, redelivery).then((next) => {
        const delivered = next !== undefined && next >= 200 && next < 300;
        if (delivered || !this.scheduleRetry(event, attempt + 1, redelivery, next)) this.settle();
      });
    }, delay);
    this.timers.add(timer);
    return true;
  }

  /** The HTTP status, or undefined when nothing answered in time. */
  private async attempt(event: StripeEvent, attempt: number, redelivery: boolean): Promise<number | undefined> {
    if (this.stopped) return undefined;
    const payload = JSON.stringify(event, null, 2);
    const now = this.options.now?.() ?? Math.floor(Date.now() / 1000);
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 10_000);
    this.inFlight.add(controller);
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          [SIGNATURE_HEADER]: signatureHeader(payload, this.options.secret, now),
        },
        body: payload,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) this.options.log(LOCAL_PAYMENT_LOG.delivered(event.type, event.id, response.status, attempt, redelivery));
      return response.status;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
  }

  private settle(): void {
    if (this.pending > 0) this.pending -= 1;
    if (this.pending > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
