import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModerationFetchClient } from '../../../functions/story-makers/openai/moderation-fetch-client';
import { OpenAiClient } from '../../../functions/story-makers/openai/openai-client';
import { createOpenAiModerator, type ModerationClient } from '../../../functions/story-makers/openai/openai-moderator';
import { createOpenAiStoryWriter } from '../../../functions/story-makers/openai/openai-story-writer';
import { StoryMakerError, StoryMakerThrottledError, StoryMakerUnavailableError } from '../../../functions/core/story-maker-errors';
import { RETRYABLE_STORY_MAKER_ERRORS } from '../../../shared/pipeline-failures';
import { FAKE_API_KEY, openAiError, rateLimited, serverError, type FakeOpenAi } from './support/fake-openai';
import { girlRequest, SAMPLE_STORY, startFakeOpenAi, testClient } from './support/fixtures';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

const INPUTS = [{ field: 'setting', text: 'la forêt enchantée' }];

/** A port where nothing listens: a server is opened on a free port, then closed. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected a failure');
  return outcome;
}

interface ClientOptions {
  apiKey: string;
  baseUrl: string;
  maxRetries?: number;
  retryBaseDelayMs?: number;
}

/**
 * The two ways a moderation reaches OpenAI, held to one policy: the SDK client (the maker functions) and
 * the small fetch of the API functions, whose 400 KB budget the SDK does not fit.
 */
const MODERATION_CLIENTS: { name: string; create: (options: ClientOptions) => ModerationClient }[] = [
  { name: 'the SDK client', create: (options) => new OpenAiClient(options) },
  { name: "the API functions' fetch client", create: (options) => new ModerationFetchClient(options) },
];

describe('OpenAI adapters: retries and errors', () => {
  it('should retry after a 429 and return the story', async () => {
    // Arrange
    fake.reply('/chat/completions', rateLimited());
    const writer = createOpenAiStoryWriter({ client: testClient(fake) });

    // Act
    const story = await writer.write(girlRequest());

    // Assert
    expect(story).toEqual(SAMPLE_STORY);
    expect(fake.requestsTo('/chat/completions')).toHaveLength(2);
  });

  it('should throw StoryMakerThrottledError after three attempts answered 429', async () => {
    // Arrange
    fake.reply('/chat/completions', rateLimited(), rateLimited(), rateLimited(), rateLimited());
    const writer = createOpenAiStoryWriter({ client: testClient(fake) });

    // Act
    const failure = await failureOf(writer.write(girlRequest()));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerThrottledError);
    expect(failure).toMatchObject({ name: 'StoryMakerThrottledError', status: 429 });
    expect(RETRYABLE_STORY_MAKER_ERRORS).toContain(failure.name);
    expect(fake.requests).toHaveLength(3);
  });

  it('should throw StoryMakerUnavailableError when the server never answers, after three timed-out attempts', async () => {
    // Arrange
    fake.reply('/chat/completions', 'hang', 'hang', 'hang');
    const writer = createOpenAiStoryWriter({ client: testClient(fake), timeoutMs: 150 });

    // Act
    const failure = await failureOf(writer.write(girlRequest()));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerUnavailableError);
    expect(failure.message).toBe('OpenAI chat completions: no answer within 150 ms (3 attempts)');
    expect(fake.requestsTo('/chat/completions')).toHaveLength(3);
  });

  it("should throw StoryMakerError for a 400 without repeating the provider's message, which may quote the prompt", async () => {
    // Arrange
    fake.reply('/chat/completions', openAiError(400, 'invalid_request_error', "Invalid prompt: 'Léa, 6 ans, la forêt enchantée…' was flagged", 'invalid_prompt'));
    const writer = createOpenAiStoryWriter({ client: testClient(fake) });

    // Act
    const failure = await failureOf(writer.write(girlRequest()));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerError);
    expect(failure.message).toBe('OpenAI chat completions refused the request: HTTP 400 (invalid_request_error/invalid_prompt)');
    expect(failure.message).not.toContain('Léa');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([408, 409])('should throw StoryMakerError at once for a %i, which the SDK alone would retry', async (status) => {
    // Arrange
    fake.reply('/chat/completions', openAiError(status, 'invalid_request_error', 'Request failed.'));
    const writer = createOpenAiStoryWriter({ client: testClient(fake) });

    // Act
    const failure = await failureOf(writer.write(girlRequest()));

    // Assert
    expect(failure).toMatchObject({ name: 'StoryMakerError', status });
    expect(fake.requests).toHaveLength(1);
  });

  it('should send no telemetry header and nothing configured by the environment alone', async () => {
    // Arrange: what the SDK would read from the environment if it were left to.
    vi.stubEnv('OPENAI_ORG_ID', 'org-from-the-environment');
    vi.stubEnv('OPENAI_PROJECT_ID', 'proj-from-the-environment');
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
    const writer = createOpenAiStoryWriter({ client: testClient(fake) });

    // Act
    try {
      await writer.write(girlRequest());
    } finally {
      vi.unstubAllEnvs();
    }

    // Assert
    expect(fake.requests).toHaveLength(1);
    const headers = fake.requests[0]!.headers;
    expect(Object.keys(headers).filter((name) => name.startsWith('x-stainless-'))).toEqual([]);
    expect(headers['openai-organization']).toBeUndefined();
    expect(headers['openai-project']).toBeUndefined();
    expect(headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
  });
});

describe.each(MODERATION_CLIENTS)('OpenAI moderation through $name: retries and errors', ({ create }) => {
  const client = (options: Partial<ClientOptions> = {}) => create({ apiKey: FAKE_API_KEY, baseUrl: fake.url, retryBaseDelayMs: 0, ...options });

  it('should retry after a 503 then a 429 and succeed on the third attempt', async () => {
    // Arrange
    fake.reply('/moderations', openAiError(503, 'server_error', 'Service Unavailable'), rateLimited());
    const moderator = createOpenAiModerator({ client: client() });

    // Act
    const verdict = await moderator.check(INPUTS);

    // Assert
    expect(verdict).toEqual({ allowed: true });
    expect(fake.requests).toHaveLength(3);
  });

  it('should throw StoryMakerUnavailableError after three attempts answered 500', async () => {
    // Arrange
    fake.reply('/moderations', serverError(), serverError(), serverError(), serverError());
    const moderator = createOpenAiModerator({ client: client() });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerUnavailableError);
    expect(failure).toMatchObject({ name: 'StoryMakerUnavailableError', status: 500, requestId: 'req_test0001' });
    expect(failure.message).toBe('OpenAI moderation: HTTP 500 (server_error) (3 attempts)');
    expect(fake.requests).toHaveLength(3);
  });

  it('should throw StoryMakerThrottledError after three attempts answered 429', async () => {
    // Arrange
    fake.reply('/moderations', rateLimited(), rateLimited(), rateLimited(), rateLimited());
    const moderator = createOpenAiModerator({ client: client() });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toMatchObject({ name: 'StoryMakerThrottledError', status: 429 });
    expect(failure.message).toBe('OpenAI moderation: HTTP 429 (requests/rate_limit_exceeded) (3 attempts)');
    expect(fake.requests).toHaveLength(3);
  });

  it('should make a single attempt when told to make no retries', async () => {
    // Arrange
    fake.reply('/moderations', serverError(), serverError());
    const moderator = createOpenAiModerator({ client: client({ maxRetries: 0 }) });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerUnavailableError);
    expect(failure.message).toBe('OpenAI moderation: HTTP 500 (server_error) (1 attempt)');
    expect(fake.requests).toHaveLength(1);
  });

  it('should wait longer between attempts as they fail (exponential back-off)', async () => {
    // Arrange
    fake.reply('/moderations', serverError(), serverError(), serverError());
    const moderator = createOpenAiModerator({ client: client({ retryBaseDelayMs: 40 }) });

    // Act
    await failureOf(moderator.check(INPUTS));

    // Assert: at least half of 40 ms, then half of 80 ms (the jitter keeps the other half random).
    const [first, second, third] = fake.requests.map((request) => request.receivedAt);
    expect(second! - first!).toBeGreaterThanOrEqual(20 - 1);
    expect(third! - second!).toBeGreaterThanOrEqual(40 - 1);
    expect(fake.requests).toHaveLength(3);
  });

  it('should throw StoryMakerUnavailableError when the server never answers, after three timed-out attempts', async () => {
    // Arrange
    fake.reply('/moderations', 'hang', 'hang', 'hang');
    const moderator = createOpenAiModerator({ client: client(), timeoutMs: 150 });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerUnavailableError);
    expect(failure.message).toBe('OpenAI moderation: no answer within 150 ms (3 attempts)');
    expect(fake.requestsTo('/moderations')).toHaveLength(3);
  });

  it('should throw StoryMakerUnavailableError when nothing listens at the base URL', async () => {
    // Arrange
    const moderator = createOpenAiModerator({ client: client({ baseUrl: await closedPortUrl() }) });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerUnavailableError);
    expect(failure.message).toBe('OpenAI moderation: network error (3 attempts)');
  });

  it('should throw StoryMakerError at once for a wrong key (401), without retrying', async () => {
    // Arrange
    const moderator = createOpenAiModerator({ client: client({ apiKey: 'sk-wrong' }) });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toBeInstanceOf(StoryMakerError);
    expect(failure).toMatchObject({ name: 'StoryMakerError', status: 401 });
    expect(failure.message).toBe('OpenAI moderation refused the request: HTTP 401 (invalid_request_error/invalid_api_key)');
    expect(RETRYABLE_STORY_MAKER_ERRORS).not.toContain(failure.name);
    expect(fake.requests).toHaveLength(1);
  });

  it('should throw StoryMakerError at once for a 429 that means the quota is exhausted', async () => {
    // Arrange
    fake.reply('/moderations', openAiError(429, 'insufficient_quota', 'You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota'));
    const moderator = createOpenAiModerator({ client: client() });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toMatchObject({ name: 'StoryMakerError', status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it('should throw StoryMakerError when the answer is not JSON', async () => {
    // Arrange
    fake.reply('/moderations', { status: 200, text: '<html>proxy page</html>', contentType: 'text/html' });
    const moderator = createOpenAiModerator({ client: client() });

    // Act
    const failure = await failureOf(moderator.check(INPUTS));

    // Assert
    expect(failure).toMatchObject({ name: 'StoryMakerError', message: 'OpenAI moderation: the answer is not JSON' });
  });
});
