import { StoryMakerError, StoryMakerThrottledError, StoryMakerUnavailableError } from '#core/story-maker-errors';
import { STORY_MAKER_CLIENT_RETRY } from '#shared/pipeline-failures';

/**
 * Our policy for OpenAI's failures, in one place and without the SDK, so that the SDK client
 * (openai-client.ts) and the small fetch of the request-time moderation (moderation-fetch-client.ts) retry
 * the same failures, wait the same back-off and end with the same errors.
 *
 * Retries: only what may succeed a moment later (429, 5xx, a timeout, a network error), at most two
 * retries, exponential back-off with jitter, honouring `Retry-After` within the back-off's ceiling.
 * What is left after that becomes StoryMakerThrottledError (still 429) or StoryMakerUnavailableError, for
 * the pipeline to retry with its own, longer back-off. Anything else (400, 401, 403, 404, 408, 409, a 429
 * for an exhausted quota) is a StoryMakerError at once: retrying would not help.
 *
 * Nothing personal goes in an error or a log: operation names, statuses, error codes, request ids; never
 * the provider's free-text message, which may quote the prompt.
 */

/** At most this many retries after the first attempt, whatever the options say (the Lambda's time is bounded). */
export const MAX_RETRIES = STORY_MAKER_CLIENT_RETRY.maxRetries;
export const DEFAULT_RETRY_BASE_DELAY_MS = STORY_MAKER_CLIENT_RETRY.baseDelayMs;
/** The back-off's ceiling, as a multiple of its base: 500 ms → at most 8 s between attempts. */
const MAX_DELAY_FACTOR = STORY_MAKER_CLIENT_RETRY.maxDelayFactor;

/** Retries after the first attempt, within 0..MAX_RETRIES (default MAX_RETRIES). */
export function boundedRetries(maxRetries: number | undefined): number {
  return Math.min(MAX_RETRIES, Math.max(0, Math.floor(maxRetries ?? MAX_RETRIES)));
}

/** OpenAI's error codes and types are short identifiers; anything else (free text) is left out of messages. */
export function safeIdentifier(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value) ? value : undefined;
}

export interface ErrorCodes {
  type?: string;
  code?: string;
}

/** `{ error: { type, code } }` of an OpenAI error (its parsed `error` object), as safe identifiers; the free-text message is not kept. */
export function errorCodesOf(error: unknown): ErrorCodes {
  if (typeof error !== 'object' || error === null) return {};
  const { type, code } = error as { type?: unknown; code?: unknown };
  return { type: safeIdentifier(type), code: safeIdentifier(code) };
}

/** The same, read from an error answer's bytes. */
export function errorCodesOfBody(body: ArrayBuffer | Uint8Array): ErrorCodes {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    return errorCodesOf(typeof parsed === 'object' && parsed !== null ? (parsed as { error?: unknown }).error : undefined);
  } catch {
    return {};
  }
}

/** `Retry-After-Ms` (OpenAI) or `Retry-After` in seconds; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers): number | undefined {
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const seconds = Number(headers.get('retry-after'));
  if (headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return undefined;
}

export function requestIdOf(headers: Headers | undefined): string | undefined {
  return safeIdentifier(headers?.get('x-request-id'));
}

/** What an HTTP error answer is to us: worth another attempt (throttled, unavailable) or refused for good. */
export type AnswerFailureKind = 'throttled' | 'unavailable' | 'refused';

export function answerFailureKind(status: number, codes: ErrorCodes): AnswerFailureKind {
  // A 429 for an exhausted quota or billing limit will not pass by waiting: an operator must act.
  const quotaExhausted = codes.code === 'insufficient_quota' || codes.type === 'insufficient_quota';
  if (status === 429) return quotaExhausted ? 'refused' : 'throttled';
  if (status >= 500 && status <= 599) return 'unavailable';
  return 'refused';
}

/** "HTTP 500 (server_error)", "HTTP 401 (invalid_request_error/invalid_api_key)". */
export function httpReason(status: number, codes: ErrorCodes): string {
  const named = [codes.type, codes.code].filter((value) => value !== undefined).join('/');
  return `HTTP ${status}${named ? ` (${named})` : ''}`;
}

/**
 * The wait before attempt `attempt + 1`: exponential back-off with "equal jitter" (half fixed, half
 * random), within the ceiling, and at least Retry-After up to `maxRetryAfterMs` (by default the same
 * ceiling). The maker functions honour a longer Retry-After (STORY_MAKER_CLIENT_RETRY.maxRetryAfterMs):
 * a rate limit's answer says when there is room again, and asking sooner only meets another 429.
 */
export function backOffMs(attempt: number, baseDelayMs: number, retryAfter: number | undefined, maxRetryAfterMs = baseDelayMs * MAX_DELAY_FACTOR): number {
  const ceiling = baseDelayMs * MAX_DELAY_FACTOR;
  const exponential = Math.min(ceiling, baseDelayMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  return Math.round(Math.max(jittered, Math.min(retryAfter ?? 0, maxRetryAfterMs)));
}

export interface FinalFailure {
  kind: AnswerFailureKind;
  /** For the message: "HTTP 500 (server_error)", "no answer within 150 ms", "network error". */
  reason: string;
  status?: number;
  requestId?: string;
  /** A network error's cause (never an answer's body). */
  cause?: unknown;
}

/** The domain error a failure ends with, after `attempts` attempts (a refusal is thrown after the first). */
export function storyMakerFailure(operation: string, failure: FinalFailure, attempts: number): Error {
  const details = { status: failure.status, requestId: failure.requestId, cause: failure.cause };
  if (failure.kind === 'refused') return new StoryMakerError(`OpenAI ${operation} refused the request: ${failure.reason}`, details);
  const message = `OpenAI ${operation}: ${failure.reason} (${attempts} attempt${attempts > 1 ? 's' : ''})`;
  return failure.kind === 'throttled' ? new StoryMakerThrottledError(message, details) : new StoryMakerUnavailableError(message, details);
}

export function notJsonError(operation: string, details: { status?: number; requestId?: string } = {}): StoryMakerError {
  return new StoryMakerError(`OpenAI ${operation}: the answer is not JSON`, details);
}
