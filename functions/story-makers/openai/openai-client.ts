import { OpenAI } from 'openai/client';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai/error';
import { STORY_MAKER_CLIENT_RETRY } from '#shared/pipeline-failures';
import { logger } from '#core/logger';
import type { ModerationClient, ModerationRequest } from './openai-moderator';
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_OPENAI_TIMEOUTS_MS } from './openai-settings';
import {
  answerFailureKind,
  backOffMs,
  boundedRetries,
  DEFAULT_RETRY_BASE_DELAY_MS,
  errorCodesOf,
  errorCodesOfBody,
  httpReason,
  notJsonError,
  requestIdOf,
  retryAfterMs,
  storyMakerFailure,
} from './openai-failures';

/**
 * The official `openai` SDK (pinned in package.json), configured to our policy (openai-failures.ts):
 *
 * - `maxRetries` at most 2 and `timeout` per request (each adapter passes its own); the SDK retries and
 *   times out, and its typed errors (APIError and its RateLimitError, InternalServerError…,
 *   APIConnectionError, APIConnectionTimeoutError) become our StoryMakerError, StoryMakerThrottledError
 *   or StoryMakerUnavailableError, with the messages the hand-written client had.
 * - Which answers are retried, and after how long, stays ours: the SDK obeys an answer's `x-should-retry`
 *   and `retry-after-ms` headers, so `policyFetch` sets them on each error answer from our policy (no
 *   retry for a 408, a 409 or an exhausted quota, which the SDK would retry; our back-off, Retry-After
 *   honoured up to 30 s where the SDK accepts 60 s). A timeout or a network error gets the SDK's own back-off
 *   (0.5 s then 1 s, minus up to 25 % jitter), close to ours (the same doubling, less jitter).
 * - `policyFetch` also reads each answer whole under the SDK's timer, so a request's timeout covers its
 *   body (the SDK's own covers a JSON body only, not the speech's bytes); a successful event stream (the
 *   story's streamed completion) is passed on as it comes, its caller timing it. It removes the SDK's
 *   `X-Stainless-*` headers (OS, CPU, Node version, package version, retry count): no telemetry leaves.
 *   The SDK sends nothing else of its own (no call home); its logger is off (ours logs the retries).
 * - Nothing is left to the environment: the base URL, the key, no organisation, project or admin key
 *   (the SDK would read OPENAI_ORG_ID, OPENAI_PROJECT_ID, OPENAI_ADMIN_KEY, OPENAI_LOG otherwise).
 *
 * Size: the SDK adds about 390 KiB to a minified bundle whatever is used of it (its client builds every
 * resource), so the API functions that moderate a parent's texts (generate-story, profiles: about
 * 335 KiB, budget 400 KB) do not use it: they make that one call with a small fetch
 * (moderation-fetch-client.ts).
 */

export interface OpenAiClientOptions {
  apiKey: string;
  /** An OpenAI-compatible server; default https://api.openai.com/v1. */
  baseUrl?: string;
  /** Retries after the first attempt, 0 to 2 (default 2). */
  maxRetries?: number;
  /** The first back-off after an error answer (doubled at each retry, with jitter); 0 in tests. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** The longest Retry-After honoured (whatever the base delay); default STORY_MAKER_CLIENT_RETRY.maxRetryAfterMs. */
  maxRetryAfterMs?: number;
}

/** What an SDK call is given: the request's timeout (ours, per operation). */
export interface OpenAiCallOptions {
  timeout: number;
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Statuses whose answer carries no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function pathOf(input: string | URL | Request): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

const isEventStream = (response: Response): boolean => (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

/** An event stream passed on as it comes, its headers describing the decoded bytes as for a whole answer. */
function streamedAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The SDK's `fetch`: global fetch, with the SDK's telemetry headers removed, the answer read whole, and
 * our retry decision and back-off written on an error answer for the SDK to obey.
 */
function policyFetch(retryBaseDelayMs: number, maxRetryAfterMs: number): Fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    // The SDK counts its retries in this header (0 for the first attempt): our back-off needs the attempt.
    const attempt = Number(headers.get('x-stainless-retry-count') ?? 0) + 1;
    for (const name of [...headers.keys()]) {
      if (name.startsWith('x-stainless-')) headers.delete(name);
    }
    const path = pathOf(input);
    let response: Response;
    let body: ArrayBuffer;
    try {
      response = await fetch(input, { ...init, headers });
      // A streamed completion (issue 30) is read as it comes, by the SDK: its caller's timer covers it.
      if (response.ok && isEventStream(response)) return streamedAnswer(response);
      body = await response.arrayBuffer();
    } catch (error) {
      // The SDK retries it (or ends with APIConnectionError / APIConnectionTimeoutError).
      logger.info('openai: attempt failed', { path, attempt, reason: error instanceof Error ? error.name : 'unknown' });
      throw error;
    }
    const answerHeaders = new Headers(response.headers);
    // The body is already decoded and whole: these would describe the bytes on the wire.
    answerHeaders.delete('content-encoding');
    answerHeaders.delete('content-length');
    if (!response.ok) {
      const codes = errorCodesOfBody(body);
      const kind = answerFailureKind(response.status, codes);
      answerHeaders.set('x-should-retry', kind === 'refused' ? 'false' : 'true');
      if (kind !== 'refused') {
        const delayMs = backOffMs(attempt, retryBaseDelayMs, retryAfterMs(response.headers), maxRetryAfterMs);
        answerHeaders.set('retry-after-ms', String(delayMs));
        logger.info('openai: attempt failed', { path, attempt, reason: httpReason(response.status, codes), requestId: requestIdOf(response.headers), delayMs });
      }
    }
    return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: answerHeaders });
  };
}

export class OpenAiClient implements ModerationClient {
  private readonly maxRetries: number;
  /** A true private field: the SDK client (and the key it holds) does not show when this client is logged or serialised. */
  readonly #sdk: OpenAI;

  constructor(options: OpenAiClientOptions) {
    this.maxRetries = boundedRetries(options.maxRetries);
    this.#sdk = new OpenAI({
      apiKey: options.apiKey,
      baseURL: (options.baseUrl ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, ''),
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      maxRetries: this.maxRetries,
      // Each call passes its own; this only bounds a call that would not.
      timeout: DEFAULT_OPENAI_TIMEOUTS_MS.image,
      fetch: policyFetch(Math.max(0, options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS), Math.max(0, options.maxRetryAfterMs ?? STORY_MAKER_CLIENT_RETRY.maxRetryAfterMs)),
      logLevel: 'off',
    });
  }

  /**
   * One SDK call under our policy; the error it ends with becomes ours. `operation` names the call in
   * errors ("chat completions", "image generation", "speech", "moderation").
   */
  async call<T>(operation: string, timeoutMs: number, request: (sdk: OpenAI, options: OpenAiCallOptions) => PromiseLike<T>): Promise<T> {
    let result: T;
    try {
      result = await request(this.#sdk, { timeout: timeoutMs });
    } catch (error) {
      throw this.domainError(operation, timeoutMs, error);
    }
    // The SDK hands back the text of an answer that is not application/json.
    if (typeof result === 'string') throw notJsonError(operation);
    return result;
  }

  async moderate(request: ModerationRequest, timeoutMs: number): Promise<unknown> {
    return this.call('moderation', timeoutMs, (sdk, options) => sdk.moderations.create(request, options));
  }

  private domainError(operation: string, timeoutMs: number, error: unknown): Error {
    const attempts = this.maxRetries + 1;
    // Before APIError: the connection errors are APIErrors without a status.
    if (error instanceof APIConnectionTimeoutError) return storyMakerFailure(operation, { kind: 'unavailable', reason: `no answer within ${timeoutMs} ms` }, attempts);
    if (error instanceof APIConnectionError) return storyMakerFailure(operation, { kind: 'unavailable', reason: 'network error', cause: error.cause }, attempts);
    if (error instanceof APIError && typeof error.status === 'number') {
      const codes = errorCodesOf(error.error);
      const kind = answerFailureKind(error.status, codes);
      // policyFetch let the SDK retry exactly the throttled and unavailable answers: those come after every attempt.
      return storyMakerFailure(operation, { kind, reason: httpReason(error.status, codes), status: error.status, requestId: requestIdOf(error.headers) }, attempts);
    }
    // A 2xx answer whose JSON does not parse.
    if (error instanceof SyntaxError) return notJsonError(operation);
    return error instanceof Error ? error : new Error(`OpenAI ${operation}: unexpected failure`);
  }
}
