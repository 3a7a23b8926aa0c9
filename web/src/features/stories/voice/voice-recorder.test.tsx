import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VoiceRecorder from './voice-recorder';
import { VOICE_TEXT } from './voice-logic';

const STORY = { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2X', content: 'Premier paragraphe.\n\nDeuxième paragraphe.', voice: null };

afterEach(() => {
  vi.unstubAllGlobals();
  // The microphone stub is this file's: the next file finds happy-dom's own navigator.
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('VoiceRecorder', () => {
  it('should show the consent line and offer no recording before the parent accepts it', () => {
    // Act
    render(<VoiceRecorder story={STORY} onVoiceChange={vi.fn()} />);

    // Assert
    expect(screen.getByTestId('voice-consent')).toHaveTextContent('jamais envoyés à une intelligence artificielle');
    expect(screen.queryByRole('button', { name: VOICE_TEXT.record })).toBeNull();
    expect(screen.getByRole('button', { name: VOICE_TEXT.accept })).toBeVisible();
  });

  it('should list every paragraph to read once the parent accepts', async () => {
    // Arrange
    render(<VoiceRecorder story={STORY} onVoiceChange={vi.fn()} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: VOICE_TEXT.accept }));

    // Assert
    expect(screen.getByRole('group', { name: 'Paragraphe 1 sur 2' })).toHaveTextContent('Premier paragraphe.');
    expect(screen.getByRole('group', { name: 'Paragraphe 2 sur 2' })).toHaveTextContent('Deuxième paragraphe.');
    expect(screen.getByRole('status')).toHaveTextContent('0 paragraphe enregistré sur 2');
  });

  it('should say in French that the microphone was refused, and record nothing', async () => {
    // Arrange
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const onVoiceChange = vi.fn();
    render(<VoiceRecorder story={STORY} onVoiceChange={onVoiceChange} />);
    await userEvent.click(screen.getByRole('button', { name: VOICE_TEXT.accept }));

    // Act
    await userEvent.click(screen.getAllByRole('button', { name: VOICE_TEXT.record })[0]!);

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(VOICE_TEXT.micDenied);
    expect(onVoiceChange).not.toHaveBeenCalled();
  });

  it('should skip the consent step for a parent who recorded this story before', () => {
    // Act
    render(<VoiceRecorder story={{ ...STORY, voice: { paragraphs: [{ paragraph: 1, url: 'https://media.test/1', durationMs: 2000 }], paragraphCount: 2, complete: false } }} onVoiceChange={vi.fn()} />);

    // Assert
    expect(screen.getByRole('group', { name: 'Paragraphe 1 sur 2' })).toHaveTextContent(VOICE_TEXT.recorded);
    expect(screen.getByRole('button', { name: VOICE_TEXT.redo })).toBeVisible();
    expect(screen.getByRole('button', { name: VOICE_TEXT.remove })).toBeVisible();
  });
});
