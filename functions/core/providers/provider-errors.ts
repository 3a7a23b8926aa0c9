/**
 * Errors of the real story makers (OpenAI today), named so that the story pipeline's Step Functions
 * state machine can match them: its Retry and Catch blocks compare `errorType`, which is the error's
 * `name`, so each class sets `this.name` to its own class name (a bundler's minifier would otherwise
 * leave `Error` or a mangled constructor name).
 *
 * The adapters retry transient failures themselves (a few times, with back-off); these errors are what
 * is left after that. Their messages say what failed (the operation, the HTTP status, the provider's
 * error code and request id) and never carry personal data: no prompt, no story text, no child's name.
 */

export interface ProviderErrorDetails {
  /** The HTTP status of the last answer, when there was one. */
  status?: number;
  /** The provider's request id (`x-request-id`), to quote to its support. */
  requestId?: string;
  /** The underlying error (a network error, a timeout); never a response body. */
  cause?: unknown;
}

/** A failure that retrying will not fix: a refused request (400, 401, 403, 404…) or a malformed answer. */
export class ProviderError extends Error {
  readonly status?: number;
  readonly requestId?: string;

  constructor(message: string, details: ProviderErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ProviderError';
    this.status = details.status;
    this.requestId = details.requestId;
  }
}

/** The provider kept answering 429 (rate limit) after the adapter's own retries: worth retrying later. */
export class ProviderThrottledError extends Error {
  readonly status?: number;
  readonly requestId?: string;

  constructor(message: string, details: ProviderErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ProviderThrottledError';
    this.status = details.status;
    this.requestId = details.requestId;
  }
}

/** The provider failed (5xx), did not answer in time or could not be reached, after the adapter's retries. */
export class ProviderUnavailableError extends Error {
  readonly status?: number;
  readonly requestId?: string;

  constructor(message: string, details: ProviderErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ProviderUnavailableError';
    this.status = details.status;
    this.requestId = details.requestId;
  }
}

/** The error names a state machine should retry (with its own, longer back-off); any other fails the task. */
export const RETRYABLE_PROVIDER_ERRORS = ['ProviderThrottledError', 'ProviderUnavailableError'] as const;

export type RetryableProviderErrorName = (typeof RETRYABLE_PROVIDER_ERRORS)[number];

/** Whether a caught error is one that may succeed later (the pipeline's view of RETRYABLE_PROVIDER_ERRORS). */
export function isRetryableProviderError(error: unknown): error is ProviderThrottledError | ProviderUnavailableError {
  return error instanceof ProviderThrottledError || error instanceof ProviderUnavailableError;
}
