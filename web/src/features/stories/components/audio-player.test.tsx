import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type MutableRefObject } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudioPart } from '@shared/stories';
import { AUDIO_TEXT } from '@/features/stories/messages';
import { AudioPlayer, type AudioPlayerProps } from './audio-player';
import { NARRATION_END_EVENT, type NarrationControl } from './narration-sequence';

const PART_1: AudioPart = { url: 'https://audio.example/part-1.mp3?sig=a', startMs: 0, durationMs: 60_000 };
const PART_2: AudioPart = { url: 'https://audio.example/part-2.mp3?sig=a', startMs: 60_000, durationMs: 40_000 };

/**
 * The player on a real <audio> element whose play() and pause() the test stands in for (happy-dom plays no sound):
 * the element's events (playing, ended, error) are fired by the test, as the browser would.
 */
function renderPlayer(props: Partial<AudioPlayerProps> = {}) {
  const audioRef = createRef<HTMLAudioElement>();
  const controlRef: MutableRefObject<NarrationControl | null> = { current: null };
  const onTimeChange = vi.fn<(ms: number) => void>();
  const onPlayingChange = vi.fn<(playing: boolean) => void>();
  const refreshParts = vi.fn<() => Promise<AudioPart[] | null>>(() => Promise.resolve(null));
  const all: AudioPlayerProps = { parts: [PART_1], complete: true, audioRef, controlRef, refreshParts, onTimeChange, onPlayingChange, ...props };
  const view = render(<AudioPlayer {...all} />);
  const audio = audioRef.current!;
  const play = vi.spyOn(audio, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(audio, 'pause').mockImplementation(() => fireEvent.pause(audio));
  const rerender = (next: Partial<AudioPlayerProps>) => view.rerender(<AudioPlayer {...all} {...next} />);
  return { audio, play, pause, controlRef, onTimeChange, onPlayingChange, refreshParts, rerender, user: userEvent.setup() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AudioPlayer', () => {
  it('should play nothing before « Lecture », then say it is loading until the narration plays', async () => {
    // Arrange
    const { audio, play, onPlayingChange, user } = renderPlayer();
    expect(play).not.toHaveBeenCalled();

    // Act
    await user.click(screen.getByRole('button', { name: AUDIO_TEXT.play }));
    const loading = screen.getByRole('button', { name: AUDIO_TEXT.loading });
    fireEvent.playing(audio);

    // Assert
    expect(play).toHaveBeenCalledOnce();
    expect(loading).toHaveAttribute('aria-busy', 'false');
    expect(loading).toHaveAccessibleName(AUDIO_TEXT.pause);
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
  });

  it('should pause on « Pause » and offer « Lecture » again', async () => {
    // Arrange
    const { audio, pause, onPlayingChange, user } = renderPlayer();
    await user.click(screen.getByRole('button', { name: AUDIO_TEXT.play }));
    fireEvent.playing(audio);

    // Act
    await user.click(screen.getByRole('button', { name: AUDIO_TEXT.pause }));

    // Assert
    expect(pause).toHaveBeenCalled();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: AUDIO_TEXT.play })).toBeInTheDocument();
  });

  it("should skip 10 s on the whole story's time and say where it is on the seek bar", async () => {
    // Arrange
    const { audio, onTimeChange, user } = renderPlayer({ parts: [PART_1, PART_2] });

    // Act
    await user.click(screen.getByRole('button', { name: AUDIO_TEXT.forward }));
    await user.click(screen.getByRole('button', { name: AUDIO_TEXT.forward }));
    await user.click(screen.getByRole('button', { name: AUDIO_TEXT.back }));

    // Assert
    expect(audio.currentTime).toBe(10);
    expect(onTimeChange).toHaveBeenLastCalledWith(10_000);
    const seek = screen.getByRole('slider', { name: AUDIO_TEXT.seek });
    expect(seek).toHaveAttribute('max', '100');
    expect(seek).toHaveValue('10');
  });

  it('should go on with the next part when one ends, and tell the story’s end on the element after the last', () => {
    // Arrange
    const { audio, onPlayingChange } = renderPlayer({ parts: [PART_1, PART_2] });
    const storyEnd = vi.fn();
    audio.addEventListener(NARRATION_END_EVENT, storyEnd);

    // Act
    fireEvent.ended(audio);
    const secondSource = audio.getAttribute('src');
    fireEvent.ended(audio);

    // Assert
    expect(secondSource).toBe(PART_2.url);
    expect(audio).toHaveAttribute('data-part', '2');
    expect(storyEnd).toHaveBeenCalledOnce();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
  });

  it('should wait for a part still being made, then play it as soon as it comes', () => {
    // Arrange
    const { audio, rerender } = renderPlayer({ parts: [PART_1], complete: false });
    expect(screen.getByRole('status')).toHaveTextContent(AUDIO_TEXT.more);
    const storyEnd = vi.fn();
    audio.addEventListener(NARRATION_END_EVENT, storyEnd);

    // Act
    fireEvent.ended(audio);
    const waiting = screen.getByRole('button', { name: AUDIO_TEXT.loading });
    rerender({ parts: [PART_1, PART_2], complete: true });

    // Assert
    expect(waiting).toHaveAttribute('aria-busy');
    expect(audio).toHaveAttribute('src', PART_2.url);
    expect(storyEnd).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('should try a failed narration again with a freshly signed URL, and say so after three tries', async () => {
    // Arrange
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = { ...PART_1, url: 'https://audio.example/part-1.mp3?sig=b' };
    const { audio, refreshParts } = renderPlayer();
    refreshParts.mockResolvedValue([fresh]);

    // Act
    fireEvent.error(audio);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const retried = audio.getAttribute('src');
    fireEvent.error(audio);
    fireEvent.error(audio);
    const alertAfterThree = screen.queryByRole('alert');
    fireEvent.error(audio);

    // Assert
    expect(retried).toBe(fresh.url);
    expect(alertAfterThree).not.toBeInTheDocument();
    expect(refreshParts).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(AUDIO_TEXT.failed);
    expect(screen.getByRole('button', { name: AUDIO_TEXT.play })).toBeDisabled();
    expect(screen.getByRole('button', { name: AUDIO_TEXT.retry })).toBeEnabled();
  });
});
