import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { combinationSummary, failureLine, formatSeconds, logTime, requestLine, successLine } from './test-log';

describe('the test page log lines', () => {
  it('should write the time of day with two digits each', () => {
    // Arrange
    const at = new Date(2026, 10, 26, 9, 5, 7);

    // Act
    const time = logTime(at);

    // Assert
    expect(time).toBe('09:05:07');
  });

  it('should write a call with its method, path and body, and its answer', () => {
    // Act
    const request = requestLine('PATCH', '/api/test/stories/01J/status', { status: 'completed' });
    const bare = requestLine('POST', '/api/test/stories/01J/audio-combination');
    const answer = successLine('{"id":"01J"}');

    // Assert
    expect(request).toBe('→ PATCH /api/test/stories/01J/status {"status":"completed"}');
    expect(bare).toBe('→ POST /api/test/stories/01J/audio-combination');
    expect(answer).toBe('← OK {"id":"01J"}');
  });

  it("should write a failure with the API's French message and status, and a French text for anything else", () => {
    // Act
    const forbidden = failureLine(new ApiError(403, 'Cette action est réservée aux administrateurs.'));
    const offline = failureLine(new ApiError(0, 'Impossible de joindre le serveur.'));
    const unknown = failureLine(new TypeError('x is undefined'));

    // Assert
    expect(forbidden).toBe('← Erreur 403 : Cette action est réservée aux administrateurs.');
    expect(offline).toBe('← Erreur : Impossible de joindre le serveur.');
    expect(unknown).toBe('← Erreur : Une erreur est survenue. Veuillez réessayer.');
  });

  it('should sum up an audio combination by its parts and totals, in French', () => {
    // Arrange
    const part = (offsetMs: number) => ({ text: 'x', frameCount: 10, durationMs: 261.224, offsetMs, words: [] });

    // Act
    const summary = combinationSummary({
      id: '01J',
      parts: [part(0), part(261.224)],
      frameCount: 20,
      durationMs: 522.448,
      words: [{ word: 'un', startMs: 0, endMs: 10 }],
      mp3Bytes: 3_000,
      audioUrl: 'https://media.test/a.mp3',
    });

    // Assert
    expect(formatSeconds(6478.4)).toBe('6,478 s');
    expect(summary).toBe('2 parties combinées : 0,522 s, 20 trames, 1 mot ; débuts des parties : 0 s, 0,261 s');
  });
});
