import { describe, expect, it } from 'vitest';
import type { StoryVoice } from '@shared/voice';
import { activeParagraph, microphoneError, playedVoice, recorderMimeType, VOICE_TEXT, voiceParts } from './voice-logic';

const voice = (complete: boolean): StoryVoice => ({
  paragraphs: [
    { paragraph: 1, url: 'https://media.test/1', durationMs: 3000 },
    { paragraph: 2, url: 'https://media.test/2', durationMs: 4500 },
  ],
  paragraphCount: complete ? 2 : 3,
  complete,
});

describe("the parent's voice on the story page", () => {
  it('should play the recorded paragraphs one after the other, each starting where the ones before end', () => {
    // Act
    const parts = voiceParts(voice(true));

    // Assert
    expect(parts).toEqual([
      { url: 'https://media.test/1', startMs: 0, durationMs: 3000 },
      { url: 'https://media.test/2', startMs: 3000, durationMs: 4500 },
    ]);
  });

  it.each([
    [0, 0],
    [2999, 0],
    [3000, 1],
    [9000, 1],
  ])('should follow paragraph by paragraph: at %i ms the paragraph read is %i', (ms, expected) => {
    // Arrange
    const parts = voiceParts(voice(true));

    // Act
    const paragraph = activeParagraph(parts, ms, true);

    // Assert
    expect(paragraph).toBe(expected);
  });

  it('should highlight no paragraph before the reading starts', () => {
    // Act
    const paragraph = activeParagraph(voiceParts(voice(true)), 0, false);

    // Assert
    expect(paragraph).toBeNull();
  });

  it.each([
    ['a whole recording, no choice made', voice(true), true, null, 'parent'],
    ['a whole recording, the synthetic voice picked back', voice(true), true, 'synthetic', 'synthetic'],
    ['a whole recording and no synthetic narration, whatever was picked', voice(true), false, 'synthetic', 'parent'],
    ['a recording still missing a paragraph', voice(false), true, 'parent', 'synthetic'],
    ['no recording and no narration', null, false, null, null],
  ] as const)('should play the right voice for %s', (_, given, hasSynthetic, chosen, expected) => {
    // Act
    const played = playedVoice(given, hasSynthetic, chosen);

    // Assert
    expect(played).toBe(expected);
  });

  it('should ask MediaRecorder for Opus in WebM first, then AAC in MP4 (Safari), and let the browser choose otherwise', () => {
    // Act
    const chromium = recorderMimeType((type) => type.startsWith('audio/webm'));
    const safari = recorderMimeType((type) => type === 'audio/mp4');
    const unknown = recorderMimeType(() => false);

    // Assert
    expect([chromium, safari, unknown]).toEqual(['audio/webm;codecs=opus', 'audio/mp4', undefined]);
  });

  it.each([
    ['NotAllowedError', VOICE_TEXT.micDenied],
    ['NotFoundError', VOICE_TEXT.micMissing],
    ['NotReadableError', VOICE_TEXT.micFailed],
  ])('should explain a microphone that failed with %s in French', (name, expected) => {
    // Act
    const message = microphoneError(new DOMException('x', name));

    // Assert
    expect(message).toBe(expected);
  });
});
