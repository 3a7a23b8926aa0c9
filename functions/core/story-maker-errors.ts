import { STORY_MAKER_ERROR, STORY_MAKER_THROTTLED_ERROR, STORY_MAKER_UNAVAILABLE_ERROR } from '#shared/pipeline-failures';

/**
 * Errors of the real story makers (OpenAI today), named so that the story pipeline's Step Functions
 * state machine can match them: its Retry and Catch blocks compare `errorType`, which is the error's
 * `name`, so each class sets `this.name` to its name in the failure taxonomy (shared/pipeline-failures.ts;
 * a bundler's minifier would otherwise leave `Error` or a mangled constructor name).
 *
 * The adapters retry transient failures themselves (a few times, with back-off); these errors are what
 * is left after that. Their messages say what failed (the operation, the HTTP status, the provider's
 * error code and request id) and never carry personal data: no prompt, no story text, no child's name.
 */

export interface StoryMakerErrorDetails {
  /** The HTTP status of the last answer, when there was one. */
  status?: number;
  /** The provider's request id (`x-request-id`), to quote to its support. */
  requestId?: string;
  /** The underlying error (a network error, a timeout); never a response body. */
  cause?: unknown;
}

/** A failure that retrying will not fix: a refused request (400, 401, 403, 404…) or a malformed answer. */
export class StoryMakerError extends Error {
  readonly status?: number;
  readonly requestId?: string;

  constructor(message: string, details: StoryMakerErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = STORY_MAKER_ERROR;
    this.status = details.status;
    this.requestId = details.requestId;
  }
}

/** The provider kept answering 429 (rate limit) after the adapter's own retries: worth retrying later. */
export class StoryMakerThrottledError extends Error {
  readonly status?: number;
  readonly requestId?: string;

  constructor(message: string, details: StoryMakerErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = STORY_MAKER_THROTTLED_ERROR;
    this.status = details.status;
    this.requestId = details.requestId;
  }
}

/** The provider failed (5xx), did not answer in time or could not be reached, after the adapter's retries. */
export class StoryMakerUnavailableError extends Error {
  readonly status?: number;
  readonly requestId?: string;

  constructor(message: string, details: StoryMakerErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = STORY_MAKER_UNAVAILABLE_ERROR;
    this.status = details.status;
    this.requestId = details.requestId;
  }
}
