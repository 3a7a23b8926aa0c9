import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { FormKeyError, parseFormBody, type FormValue } from './form-body';
import type { LocalStripeStore } from './local-stripe-store';
import { checkBillingPortalSessionParams, checkCheckoutSessionParams, checkNoParams } from './request-shapes';
import { invalidRequest, StripeApiError } from './stripe-api-error';
import { LOCAL_STRIPE_API_VERSION, stripeId } from './stripe-objects';

/**
 * Stripe's v1 API for exactly the calls Contes Magiques makes, with Stripe's checks around them:
 * the bearer key, the API version the SDK pins, form-encoded bodies, `Idempotency-Key` (same key and
 * parameters → the first answer again; same key, other parameters → Stripe's idempotency error), and
 * a 404 for anything else. Transport-free: the HTTP server (local-stripe.ts) and the unit tests call
 * `handle` alike.
 */

export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/v1/checkout/sessions/cs_test_…`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Where the hosted pages of a session are (the twin's site origin). */
export interface HostedPageUrls {
  checkout(sessionId: string): string;
  billingPortal(portalSessionId: string): string;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  run(match: RegExpExecArray, params: Record<string, FormValue>, query: URLSearchParams): unknown;
}

export class LocalStripeApi {
  private readonly routes: Route[];

  constructor(
    private readonly store: LocalStripeStore,
    pages: HostedPageUrls,
  ) {
    this.routes = [
      {
        method: 'POST',
        pattern: /^\/v1\/checkout\/sessions$/,
        run: (_match, params) => store.createCheckoutSession(checkCheckoutSessionParams(params, store.now()), pages.checkout),
      },
      {
        method: 'GET',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        run: (match, _params, query) => {
          checkNoParams(query);
          return store.checkoutSession(decodeURIComponent(match[1]!));
        },
      },
      {
        method: 'GET',
        pattern: /^\/v1\/subscriptions\/([^/]+)$/,
        run: (match, _params, query) => {
          checkNoParams(query);
          return store.subscription(decodeURIComponent(match[1]!));
        },
      },
      {
        // The webhook re-reads a paid invoice before it sets a period's allowance.
        method: 'GET',
        pattern: /^\/v1\/invoices\/([^/]+)$/,
        run: (match, _params, query) => {
          checkNoParams(query);
          return store.invoice(decodeURIComponent(match[1]!));
        },
      },
      {
        method: 'POST',
        pattern: /^\/v1\/billing_portal\/sessions$/,
        run: (_match, params) => store.createBillingPortalSession(checkBillingPortalSessionParams(params), pages.billingPortal),
      },
    ];
  }

  handle(request: ApiRequest): ApiResponse {
    const headers: Record<string, string> = { 'request-id': stripeId('req', 14), 'stripe-version': LOCAL_STRIPE_API_VERSION };
    try {
      return this.answer(request, headers);
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, headers, body: error.toBody() };
      throw error;
    }
  }

  private answer(request: ApiRequest, headers: Record<string, string>): ApiResponse {
    this.authenticate(request.headers);
    const url = new URL(request.url, 'http://local');
    const found = this.route(request.method, url.pathname);
    if (!found) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    }
    const version = header(request.headers, 'stripe-version');
    if (version !== undefined && version !== LOCAL_STRIPE_API_VERSION) {
      throw invalidRequest(`Invalid Stripe API version: ${version}. The local Stripe server answers ${LOCAL_STRIPE_API_VERSION} only, the version the installed stripe package pins.`);
    }
    const params = found.route.method === 'POST' ? this.formParams(request, url) : {};
    const key = found.route.method === 'POST' ? header(request.headers, 'idempotency-key') : undefined;
    const fingerprint = `${request.method} ${url.pathname} ${canonical(params)}`;
    if (key !== undefined) {
      const kept = this.store.idempotentAnswer(key);
      if (kept && kept.fingerprint !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (kept) return { status: kept.status, headers: { ...headers, 'idempotency-key': key, 'idempotent-replayed': 'true' }, body: kept.body };
    }
    const body = found.route.run(found.match, params, url.searchParams);
    // Only answers of requests that ran are kept: a request refused by the checks may be corrected and sent again with its key.
    // A copy, as Stripe keeps it: a replay shows the session as it was created (still open, with its URL) even after it was paid.
    if (key !== undefined) this.store.keepIdempotentAnswer(key, { fingerprint, status: 200, body: structuredClone(body) });
    return { status: 200, headers: key === undefined ? headers : { ...headers, 'idempotency-key': key }, body };
  }

  private route(method: string, pathname: string): { route: Route; match: RegExpExecArray } | undefined {
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(pathname) : null;
      if (match) return { route, match };
    }
    return undefined;
  }

  private authenticate(headers: IncomingHttpHeaders): void {
    const authorization = header(headers, 'authorization');
    if (!authorization) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    const given = Buffer.from(authorization.replace(/^Bearer\s+/i, ''));
    const expected = Buffer.from(this.store.secretKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${masked(given.toString())}`);
    }
  }

  private formParams(request: ApiRequest, url: URL): Record<string, FormValue> {
    const [queryParam] = url.searchParams.keys();
    if (queryParam !== undefined) throw invalidRequest(`Received unknown parameter: ${queryParam}`, queryParam);
    const type = header(request.headers, 'content-type') ?? '';
    if (request.body !== '' && !type.startsWith('application/x-www-form-urlencoded')) {
      throw invalidRequest(`Invalid request: unsupported Content-Type ${type}. If error persists and you need assistance, please contact support@stripe.com.`);
    }
    try {
      return parseFormBody(request.body);
    } catch (error) {
      if (error instanceof FormKeyError) throw invalidRequest(error.message, error.param);
      throw error;
    }
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key with all but its ends hidden, as Stripe echoes a wrong one. */
function masked(key: string): string {
  return key.length <= 8 ? '*'.repeat(key.length) : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}

/** The same parameters in any order give the same text. */
function canonical(value: FormValue | Record<string, FormValue>): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(',')}}`;
}
