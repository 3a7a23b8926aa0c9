/**
 * The story pipeline's failure taxonomy, in one place: which errors are retried and how, and which ones a
 * parent is told are "momentarily unavailable". Data only, read by both sides: the stack's state machine
 * (its Retry blocks, infra/constructs/pipeline.ts), the OpenAI client (its own, shorter back-off), and
 * the step that marks a story failed (the French reason shown to the parent, functions/core).
 *
 * Step Functions matches an error by its `name`, so every error class named here sets that name as a
 * literal (a bundler's minifier would otherwise change it); a unit test holds the classes to this list.
 */

/** Thrown by a story maker once its own retries are spent (a 429 still, a 5xx, no answer in time): worth another try later. */
export const STORY_MAKER_THROTTLED_ERROR = 'StoryMakerThrottledError';
export const STORY_MAKER_UNAVAILABLE_ERROR = 'StoryMakerUnavailableError';
/** A story maker's request that retrying will not fix (400, 401, 403, a malformed answer). */
export const STORY_MAKER_ERROR = 'StoryMakerError';
/** The written story did not pass the moderator: it is never stored, never retried. */
export const STORY_REFUSED_ERROR = 'StoryRefusedError';

export const RETRYABLE_STORY_MAKER_ERRORS = [STORY_MAKER_THROTTLED_ERROR, STORY_MAKER_UNAVAILABLE_ERROR] as const;

/** The AWS services' own transient errors (Lambda, DynamoDB, S3), as Step Functions names them. */
export const AWS_TRANSIENT_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'TransactionConflictException',
  'InternalServerError',
  'ServiceUnavailable',
  'SlowDown',
] as const;

/** Errors worth another try; anything else (a refused story, a bug) goes straight to MarkFailed. */
export const RETRYABLE_ERRORS = [...RETRYABLE_STORY_MAKER_ERRORS, ...AWS_TRANSIENT_ERRORS] as const;

/** Retry on throttling and 5xx: 3 more attempts, 2 s doubling each time, with full jitter. */
export const PIPELINE_RETRY = { maxAttempts: 3, intervalSeconds: 2, backoffRate: 2 } as const;

/**
 * A maker function at its reserved concurrency refuses the invocation (sized from the OpenAI tier's limits,
 * infra/openai-tier.ts), or OpenAI still answers 429 after the client's own retries: the story waits its
 * turn rather than failing, through a bedtime peak of an hour and more (5 s doubling, at most 30 s apart,
 * full jitter: 400 attempts wait 100 minutes on average, with a standard deviation of 3, so never much less
 * than an hour and a half; 3 hours at most). At most 30 s apart, so that a place freed is taken again soon
 * (bench:peak measured pictures drawn at 3.8 a minute of tier 1's 5 with 60 s). Each retry is a state
 * transition ($0.000025): a cent for the longest wait. These come first, before the shorter retry of outages.
 */
export const LAMBDA_THROTTLED_ERROR = 'Lambda.TooManyRequestsException';
export const THROTTLED_ERRORS = [LAMBDA_THROTTLED_ERROR, STORY_MAKER_THROTTLED_ERROR] as const;
export const THROTTLED_RETRY = { maxAttempts: 400, intervalSeconds: 5, backoffRate: 2, maxDelaySeconds: 30 } as const;

/** A step that ran past its time, or a Lambda that died (timeout, out of memory) without an error of its own. */
export const STEP_TIMEOUT_ERRORS = ['States.Timeout', 'Lambda.Unknown', 'Lambda.ClientExecutionTimeoutException'] as const;

/**
 * The story makers' HTTP client retries inside one invocation before giving up with one of the
 * retryable errors above: at most 2 more attempts, 500 ms doubling with jitter, never more than 16 × 500 ms
 * apart, or as long as a rate limit's Retry-After asks up to 30 s (the maker functions; the API functions'
 * moderation keeps the 8 s ceiling, under API Gateway's 29 s). Short on purpose: the state machine's Retry
 * takes over with longer waits.
 */
export const STORY_MAKER_CLIENT_RETRY = { maxRetries: 2, baseDelayMs: 500, maxDelayFactor: 16, maxRetryAfterMs: 30_000 } as const;

/** Errors after which a parent reads "momentarily unavailable" (and may simply try again later). */
export const UNAVAILABLE_ERRORS: ReadonlySet<string> = new Set<string>([...RETRYABLE_ERRORS, LAMBDA_THROTTLED_ERROR, ...STEP_TIMEOUT_ERRORS]);

export type FailureKind = 'refused' | 'unavailable' | 'other';

/** What kind of failure an error name is, for the reason shown to the parent (never the error's cause). */
export function failureKind(errorName: string | undefined): FailureKind {
  if (errorName === STORY_REFUSED_ERROR) return 'refused';
  if (errorName !== undefined && UNAVAILABLE_ERRORS.has(errorName)) return 'unavailable';
  return 'other';
}

/**
 * The stuck-story job (functions/stuck-stories): a story still unfinished this long after its creation is
 * looked at, and failed with its credit given back only if no execution of its pipeline is running (a
 * crashed start, a run stopped or lost, a twin stopped mid-pipeline). Longer than the slowest task's own
 * timeout (GenerateAudio, 10 min) and far longer than `POST /api/stories` takes to start a run, so a story
 * whose run is about to start is never looked at; a run that legitimately lasts longer (retries) is still
 * RUNNING and left alone. The state machine itself has no execution timeout (see infra/constructs/pipeline.ts).
 */
export const STUCK_STORY_AFTER_MINUTES = 15;
/** How often the job runs (an EventBridge schedule on AWS, the twin's schedules locally). */
export const STUCK_STORY_CHECK_EVERY_MINUTES = 5;
