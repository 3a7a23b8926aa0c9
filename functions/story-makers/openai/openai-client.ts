import { logger } from '../../core/logger';
import { StoryMakerError, StoryMakerThrottledError, StoryMakerUnavailableError } from '../../core/story-maker-errors';
import { DEFAULT_OPENAI_BASE_URL } from './openai-settings';
import { STORY_MAKER_CLIENT_RETRY } from '../../../shared/pipeline-failures';

/**
 * A minimal OpenAI HTTP client on Node's own `fetch`: four POST requests with a bearer key, a timeout
 * per request, bounded retries and named errors.
 *
 * Why not the official `openai` package: bundled for a Lambda (esbuild --bundle --minify
 * --platform=node --format=cjs), openai 7.55 alone weighs 385 KB, nearly the whole 400 KB budget of a
 * Lambda bundle, for four endpoints; its retries and timeouts would also need re-tuning to ours. This
 * client weighs a few KB and its behaviour is entirely ours (and tested against a local double).
 *
 * Retries: only what may succeed a moment later (429, 5xx, a timeout, a network error), at most two
 * retries, exponential back-off with jitter, honouring `Retry-After` within the back-off's ceiling.
 * What is left after that becomes StoryMakerThrottledError (still 429) or StoryMakerUnavailableError, for
 * the pipeline to retry with its own, longer back-off. Anything else (400, 401, 403, 404, a 429 for an
 * exhausted quota) is a StoryMakerError at once: retrying would not help.
 *
 * Nothing personal is logged or put in an error: operation names, statuses, error codes, request ids.
 */

/** At most this many retries after the first attempt, whatever the options say (the Lambda's time is bounded). */
export const MAX_RETRIES = STORY_MAKER_CLIENT_RETRY.maxRetries;
const DEFAULT_RETRY_BASE_DELAY_MS = STORY_MAKER_CLIENT_RETRY.baseDelayMs;
/** The back-off's ceiling, as a multiple of its base: 500 ms → at most 8 s between attempts. */
const MAX_DELAY_FACTOR = STORY_MAKER_CLIENT_RETRY.maxDelayFactor;

export interface OpenAiClientOptions {
  apiKey: string;
  /** An OpenAI-compatible server; default https://api.openai.com/v1. */
  baseUrl?: string;
  /** Retries after the first attempt, 0 to 2 (default 2). */
  maxRetries?: number;
  /** The first back-off (doubled at each retry, with jitter); 0 in tests. Default 500 ms. */
  retryBaseDelayMs?: number;
}

export interface OpenAiRequest {
  /** Named in errors and logs: "chat completions", "image generation", "speech", "moderation". */
  operation: string;
  /** Under the base URL, e.g. "/chat/completions". */
  path: string;
  body: unknown;
  /** For one attempt, answer included. */
  timeoutMs: number;
}

interface Answer {
  kind: 'answer';
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** Why an attempt failed in a way that may pass on retry. */
interface TransientFailure {
  kind: 'throttled' | 'unavailable';
  /** For the final error's message. */
  reason: string;
  status?: number;
  requestId?: string;
  retryAfterMs?: number;
  cause?: unknown;
}

/** OpenAI's error codes and types are short identifiers; anything else (free text) is left out of messages. */
function safeIdentifier(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value) ? value : undefined;
}

/** `{ error: { type, code } }` of an OpenAI error body, as safe identifiers; the free-text message is not kept. */
function errorCodes(body: Uint8Array): { type?: string; code?: string } {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const error = typeof parsed === 'object' && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
    if (typeof error !== 'object' || error === null) return {};
    const { type, code } = error as { type?: unknown; code?: unknown };
    return { type: safeIdentifier(type), code: safeIdentifier(code) };
  } catch {
    return {};
  }
}

/** `Retry-After-Ms` (OpenAI) or `Retry-After` in seconds; undefined when absent or unreadable. */
function retryAfterMs(headers: Headers): number | undefined {
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const seconds = Number(headers.get('retry-after'));
  if (headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export class OpenAiClient {
  private readonly baseUrl: string;
  private readonly maxRetries: number;
  private readonly retryBaseDelayMs: number;
  /** A true private field: the key does not show when the client is logged or serialised. */
  readonly #authorization: string;

  constructor(options: OpenAiClientOptions) {
    this.#authorization = `Bearer ${options.apiKey}`;
    this.baseUrl = (options.baseUrl ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '');
    this.maxRetries = Math.min(MAX_RETRIES, Math.max(0, Math.floor(options.maxRetries ?? MAX_RETRIES)));
    this.retryBaseDelayMs = Math.max(0, options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS);
  }

  /** POSTs JSON and returns the parsed JSON answer (its shape is the caller's to check). */
  async postJson(request: OpenAiRequest): Promise<unknown> {
    const answer = await this.post(request);
    try {
      return JSON.parse(new TextDecoder().decode(answer.body)) as unknown;
    } catch {
      throw new StoryMakerError(`OpenAI ${request.operation}: the answer is not JSON`, { status: answer.status, requestId: requestIdOf(answer.headers) });
    }
  }

  /** POSTs JSON and returns the answer's bytes (audio). */
  async postForBytes(request: OpenAiRequest): Promise<Uint8Array> {
    return (await this.post(request)).body;
  }

  private async post(request: OpenAiRequest): Promise<Answer> {
    const attempts = this.maxRetries + 1;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(request);
      if (outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300) return outcome;
      const failure = outcome.kind === 'answer' ? this.classify(request, outcome) : outcome;
      if (attempt >= attempts) throw finalError(request.operation, failure, attempts);
      const delay = this.backOff(attempt, failure.retryAfterMs);
      logger.info('openai: retrying', { operation: request.operation, attempt, reason: failure.reason, status: failure.status, requestId: failure.requestId, delayMs: delay });
      await sleep(delay);
    }
  }

  /** One request; a network error or a timeout is a transient failure, any HTTP answer is returned. */
  private async attempt(request: OpenAiRequest): Promise<Answer | TransientFailure> {
    try {
      const response = await fetch(`${this.baseUrl}${request.path}`, {
        method: 'POST',
        headers: { authorization: this.#authorization, 'content-type': 'application/json', accept: 'application/json, audio/mpeg, */*' },
        body: JSON.stringify(request.body),
        // Covers the whole attempt, the answer's body included (reading it fails when the signal fires).
        signal: AbortSignal.timeout(request.timeoutMs),
      });
      const body = new Uint8Array(await response.arrayBuffer());
      return { kind: 'answer', status: response.status, headers: response.headers, body };
    } catch (error) {
      if (isTimeout(error)) return { kind: 'unavailable', reason: `no answer within ${request.timeoutMs} ms` };
      return { kind: 'unavailable', reason: 'network error', cause: error };
    }
  }

  /** An HTTP answer other than 2xx: transient (429, 5xx) or a StoryMakerError thrown at once. */
  private classify(request: OpenAiRequest, answer: Answer): TransientFailure {
    const requestId = requestIdOf(answer.headers);
    const { type, code } = errorCodes(answer.body);
    const codes = [type, code].filter((value) => value !== undefined).join('/');
    const reason = `HTTP ${answer.status}${codes ? ` (${codes})` : ''}`;
    // A 429 for an exhausted quota or billing limit will not pass by waiting: an operator must act.
    const quotaExhausted = answer.status === 429 && (code === 'insufficient_quota' || type === 'insufficient_quota');
    if (answer.status === 429 && !quotaExhausted) return { kind: 'throttled', reason, status: 429, requestId, retryAfterMs: retryAfterMs(answer.headers) };
    if (answer.status >= 500 && answer.status <= 599) return { kind: 'unavailable', reason, status: answer.status, requestId, retryAfterMs: retryAfterMs(answer.headers) };
    throw new StoryMakerError(`OpenAI ${request.operation} refused the request: ${reason}`, { status: answer.status, requestId });
  }

  /** Exponential back-off with "equal jitter" (half fixed, half random), at least Retry-After, within the ceiling. */
  private backOff(attempt: number, retryAfter: number | undefined): number {
    const ceiling = this.retryBaseDelayMs * MAX_DELAY_FACTOR;
    const exponential = Math.min(ceiling, this.retryBaseDelayMs * 2 ** (attempt - 1));
    const jittered = exponential / 2 + Math.random() * (exponential / 2);
    return Math.round(Math.min(ceiling, Math.max(jittered, retryAfter ?? 0)));
  }
}

function requestIdOf(headers: Headers): string | undefined {
  return safeIdentifier(headers.get('x-request-id'));
}

function finalError(operation: string, failure: TransientFailure, attempts: number): Error {
  const message = `OpenAI ${operation}: ${failure.reason} (${attempts} attempt${attempts > 1 ? 's' : ''})`;
  const details = { status: failure.status, requestId: failure.requestId, cause: failure.cause };
  return failure.kind === 'throttled' ? new StoryMakerThrottledError(message, details) : new StoryMakerUnavailableError(message, details);
}
