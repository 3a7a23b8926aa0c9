import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLEEP_MESSAGES } from '@/features/stories/messages';
import { NARRATION_END_EVENT, type NarrationControl } from './narration-sequence';
import SleepScreen from './sleep-screen';

const PARAGRAPHS = ['Il était une fois Léa.', 'Elle rencontra un dragon timide.'];

/** The page's <audio> and the player's control, as the story page hands them to the screen; the time is the test's. */
function renderSleepScreen({ playing = false, profileId = 'profile-lea' } = {}) {
  const audio = document.createElement('audio');
  const pause = vi.spyOn(audio, 'pause');
  const control: NarrationControl = {
    position: vi.fn(() => ({ currentTime: 30, duration: 300 })),
    seek: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
  };
  const time = { now: 5_000_000 };
  const onClose = vi.fn();
  const view = render(
    <SleepScreen
      audioRef={{ current: audio }}
      control={{ current: control }}
      playing={playing}
      profileId={profileId}
      childName="Léa"
      title="Léa et le dragon timide"
      paragraphs={PARAGRAPHS}
      picture={null}
      onClose={onClose}
      returnFocusTo={{ current: null }}
      now={() => time.now}
    />,
  );
  return { audio, pause, control, time, onClose, view, user: userEvent.setup() };
}

afterEach(() => {
  localStorage.clear();
});

describe('SleepScreen', () => {
  it('should open dark: the narration to its end, no text and no pictures', () => {
    // Arrange / Act
    renderSleepScreen();

    // Assert
    expect(screen.getByRole('dialog', { name: SLEEP_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: SLEEP_MESSAGES.timerEndOfStory })).toBeChecked();
    expect(screen.getByRole('switch', { name: SLEEP_MESSAGES.showText })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: SLEEP_MESSAGES.showPictures })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(PARAGRAPHS[0]!)).not.toBeInTheDocument();
    expect(screen.getByTestId('sleep-remaining')).toHaveTextContent(SLEEP_MESSAGES.remainingEndOfStory);
  });

  it('should show the text when asked, and remember it for this child only', async () => {
    // Arrange
    const { user, view } = renderSleepScreen();

    // Act
    await user.click(screen.getByRole('switch', { name: SLEEP_MESSAGES.showText }));
    view.unmount();
    renderSleepScreen({ profileId: 'profile-lea' });
    const sameChild = screen.getByTestId('sleep-text');
    expect(sameChild).toHaveTextContent(PARAGRAPHS[1]!);
    renderSleepScreen({ profileId: 'profile-tom' });

    // Assert
    expect(screen.getAllByTestId('sleep-text')).toEqual([sameChild]);
  });

  it('should drive the narration from its big button', async () => {
    // Arrange
    const paused = renderSleepScreen({ playing: false });

    // Act
    await paused.user.click(screen.getByRole('button', { name: SLEEP_MESSAGES.play }));
    paused.view.unmount();
    const playing = renderSleepScreen({ playing: true });
    await playing.user.click(screen.getByRole('button', { name: SLEEP_MESSAGES.pause }));

    // Assert
    expect(paused.control.play).toHaveBeenCalledOnce();
    expect(playing.control.pause).toHaveBeenCalledOnce();
    expect(playing.control.play).not.toHaveBeenCalled();
  });

  it('should count the chosen timer down, then pause the narration at full volume and say good night', async () => {
    // Arrange
    const { audio, pause, time, user } = renderSleepScreen();
    await user.click(screen.getByRole('radio', { name: SLEEP_MESSAGES.timerMinutes(10) }));
    expect(screen.getByTestId('sleep-remaining')).toHaveTextContent(SLEEP_MESSAGES.remaining('10 min'));

    // Act
    time.now += 10 * 60_000;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });

    // Assert
    expect(pause).toHaveBeenCalled();
    expect(audio.volume).toBe(1);
    expect(screen.getByTestId('sleep-closing')).toHaveTextContent(SLEEP_MESSAGES.goodNight('Léa'));
    expect(screen.getByRole('button', { name: SLEEP_MESSAGES.listenAgain })).toBeInTheDocument();
  });

  it('should fade the narration over the timer’s last seconds', async () => {
    // Arrange
    const { audio, time, user } = renderSleepScreen();
    vi.spyOn(audio, 'paused', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('radio', { name: SLEEP_MESSAGES.timerMinutes(10) }));

    // Act
    time.now += 10 * 60_000 - 10_000;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });

    // Assert
    expect(audio.volume).toBeGreaterThan(0);
    expect(audio.volume).toBeLessThan(1);
    expect(screen.getByText(SLEEP_MESSAGES.fading)).toBeInTheDocument();
  });

  it("should say good night at the story's end and play it again from its start on « Réécouter »", async () => {
    // Arrange
    const { audio, control, user } = renderSleepScreen();
    act(() => {
      audio.dispatchEvent(new Event(NARRATION_END_EVENT));
    });
    vi.mocked(control.position).mockReturnValue({ currentTime: 300, duration: 300 });

    // Act
    await user.click(screen.getByRole('button', { name: SLEEP_MESSAGES.listenAgain }));

    // Assert
    expect(control.play).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByTestId('sleep-closing')).not.toBeInTheDocument();
  });

  it('should close on Escape', async () => {
    // Arrange
    const { onClose, user } = renderSleepScreen();

    // Act
    await user.keyboard('{Escape}');

    // Assert
    expect(onClose).toHaveBeenCalledOnce();
  });
});
