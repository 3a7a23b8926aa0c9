import { logger } from '#core/logger';
import type { ModerationClient, ModerationRequest } from './openai-moderator';
import { DEFAULT_OPENAI_BASE_URL } from './openai-settings';
import {
  answerFailureKind,
  backOffMs,
  boundedRetries,
  DEFAULT_RETRY_BASE_DELAY_MS,
  errorCodesOfBody,
  httpReason,
  notJsonError,
  requestIdOf,
  retryAfterMs,
  storyMakerFailure,
  type FinalFailure,
} from './openai-failures';

/**
 * OpenAI's moderation endpoint with Node's own `fetch`, for the API functions that check a parent's texts
 * while the parent waits (generate-story, profiles). Why not the SDK there: it adds about 390 KiB to a
 * minified bundle whatever is used of it, and these functions weigh about 335 KiB for a 400 KB budget;
 * one POST does not justify doubling what every cold start of the API loads. The policy is the SDK
 * client's (openai-failures.ts): the same retries, back-off, timeouts and errors, tested side by side
 * with it (tests/integration/openai/openai-retries-and-errors.test.ts).
 */

export interface ModerationFetchClientOptions {
  apiKey: string;
  /** An OpenAI-compatible server; default https://api.openai.com/v1. */
  baseUrl?: string;
  /** Retries after the first attempt, 0 to 2 (default 2). */
  maxRetries?: number;
  /** The first back-off (doubled at each retry, with jitter); 0 in tests. Default 500 ms. */
  retryBaseDelayMs?: number;
}

const OPERATION = 'moderation';

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export class ModerationFetchClient implements ModerationClient {
  private readonly url: string;
  private readonly maxRetries: number;
  private readonly retryBaseDelayMs: number;
  /** A true private field: the key does not show when the client is logged or serialised. */
  readonly #authorization: string;

  constructor(options: ModerationFetchClientOptions) {
    this.#authorization = `Bearer ${options.apiKey}`;
    this.url = `${(options.baseUrl ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '')}/moderations`;
    this.maxRetries = boundedRetries(options.maxRetries);
    this.retryBaseDelayMs = Math.max(0, options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS);
  }

  async moderate(request: ModerationRequest, timeoutMs: number): Promise<unknown> {
    const attempts = this.maxRetries + 1;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(request, timeoutMs);
      if ('json' in outcome) return outcome.json;
      if (outcome.failure.kind === 'refused' || attempt >= attempts) throw storyMakerFailure(OPERATION, outcome.failure, attempts);
      const delayMs = backOffMs(attempt, this.retryBaseDelayMs, outcome.retryAfterMs);
      logger.info('openai: attempt failed', { path: '/moderations', attempt, reason: outcome.failure.reason, requestId: outcome.failure.requestId, delayMs });
      await sleep(delayMs);
    }
  }

  /** One request: the answer's JSON, or why it failed (a refusal, or what may pass on retry). */
  private async attempt(request: ModerationRequest, timeoutMs: number): Promise<{ json: unknown } | { failure: FinalFailure; retryAfterMs?: number }> {
    let response: Response;
    let body: Uint8Array;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: this.#authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        // Covers the whole attempt, the answer's body included (reading it fails when the signal fires).
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { failure: timedOut ? { kind: 'unavailable', reason: `no answer within ${timeoutMs} ms` } : { kind: 'unavailable', reason: 'network error', cause: error } };
    }
    const requestId = requestIdOf(response.headers);
    if (!response.ok) {
      const codes = errorCodesOfBody(body);
      const failure: FinalFailure = { kind: answerFailureKind(response.status, codes), reason: httpReason(response.status, codes), status: response.status, requestId };
      return { failure, retryAfterMs: retryAfterMs(response.headers) };
    }
    try {
      return { json: JSON.parse(new TextDecoder().decode(body)) as unknown };
    } catch {
      throw notJsonError(OPERATION, { status: response.status, requestId });
    }
  }
}
