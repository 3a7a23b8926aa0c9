import { describe, expect, it } from 'vitest';
import { StoryMakerError, StoryMakerThrottledError, StoryMakerUnavailableError } from '../../../functions/core/story-maker-errors';
import {
  answerFailureKind,
  backOffMs,
  boundedRetries,
  errorCodesOfBody,
  httpReason,
  retryAfterMs,
  storyMakerFailure,
} from '../../../functions/story-makers/openai/openai-failures';

const bodyOf = (json: unknown) => new TextEncoder().encode(JSON.stringify(json));

describe('OpenAI failure policy (shared by the SDK client and the moderation fetch)', () => {
  it.each([
    { status: 429, codes: { type: 'requests', code: 'rate_limit_exceeded' }, kind: 'throttled' },
    { status: 429, codes: { type: 'insufficient_quota', code: 'insufficient_quota' }, kind: 'refused' },
    { status: 500, codes: {}, kind: 'unavailable' },
    { status: 503, codes: {}, kind: 'unavailable' },
    { status: 400, codes: {}, kind: 'refused' },
    { status: 401, codes: {}, kind: 'refused' },
    { status: 408, codes: {}, kind: 'refused' },
    { status: 409, codes: {}, kind: 'refused' },
  ])('should call a $status answer with $codes $kind', ({ status, codes, kind }) => {
    // Arrange: the table above.

    // Act
    const result = answerFailureKind(status, codes);

    // Assert
    expect(result).toBe(kind);
  });

  it('should keep only short identifiers of an error body, never its free-text message', () => {
    // Arrange
    const body = bodyOf({ error: { message: "Invalid prompt: 'Léa, 6 ans'", type: 'invalid_request_error', code: 'Léa a 6 ans et vit à Lyon' } });

    // Act
    const codes = errorCodesOfBody(body);

    // Assert
    expect(codes).toEqual({ type: 'invalid_request_error', code: undefined });
    expect(httpReason(400, codes)).toBe('HTTP 400 (invalid_request_error)');
  });

  it('should wait between half and all of the doubled base delay, at least Retry-After, never beyond 16 times the base', () => {
    // Arrange
    const base = 500;

    // Act
    const waits = [1, 2, 3, 4, 5, 6].map((attempt) => backOffMs(attempt, base, undefined));
    const asked = backOffMs(1, base, 3_000);
    const askedTooMuch = backOffMs(1, base, 60_000);

    // Assert
    waits.forEach((wait, index) => {
      const exponential = Math.min(base * 16, base * 2 ** index);
      expect(wait).toBeGreaterThanOrEqual(exponential / 2);
      expect(wait).toBeLessThanOrEqual(exponential);
    });
    expect(asked).toBe(3_000);
    expect(askedTooMuch).toBe(8_000);
  });

  it('should read Retry-After-Ms before Retry-After, and bound the retries to two', () => {
    // Arrange
    const both = new Headers({ 'retry-after-ms': '250', 'retry-after': '3' });
    const seconds = new Headers({ 'retry-after': '3' });

    // Act
    const readings = [retryAfterMs(both), retryAfterMs(seconds), retryAfterMs(new Headers())];
    const retries = [boundedRetries(undefined), boundedRetries(0), boundedRetries(7), boundedRetries(-1)];

    // Assert
    expect(readings).toEqual([250, 3_000, undefined]);
    expect(retries).toEqual([2, 0, 2, 0]);
  });

  it('should end with the named error of each kind and the attempts made', () => {
    // Arrange
    const details = { status: 500, requestId: 'req_1' };

    // Act
    const unavailable = storyMakerFailure('speech', { kind: 'unavailable', reason: 'HTTP 500 (server_error)', ...details }, 3);
    const throttled = storyMakerFailure('speech', { kind: 'throttled', reason: 'HTTP 429', status: 429 }, 1);
    const refused = storyMakerFailure('speech', { kind: 'refused', reason: 'HTTP 401', status: 401 }, 3);

    // Assert
    expect(unavailable).toBeInstanceOf(StoryMakerUnavailableError);
    expect(unavailable).toMatchObject({ message: 'OpenAI speech: HTTP 500 (server_error) (3 attempts)', ...details });
    expect(throttled).toBeInstanceOf(StoryMakerThrottledError);
    expect(throttled.message).toBe('OpenAI speech: HTTP 429 (1 attempt)');
    expect(refused).toBeInstanceOf(StoryMakerError);
    expect(refused.message).toBe('OpenAI speech refused the request: HTTP 401');
  });
});
