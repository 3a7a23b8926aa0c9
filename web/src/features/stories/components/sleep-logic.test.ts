import { describe, expect, it } from 'vitest';
import {
  createSleepTimer,
  DEFAULT_SLEEP_SETTINGS,
  parseSleepSettings,
  remainingText,
  serializeSleepSettings,
  sleepSettingsKey,
  sleepVolume,
  timerEndsAt,
  TIMER_FADE_MS,
} from './sleep-logic';

/** A clock the test moves by hand. */
function manualClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const MIDDLE = { currentTime: 30, duration: 300 };

describe('sleep timer', () => {
  it('should keep the full volume until the last 20 s of a 10 min timer, fade, then stop at the end', () => {
    // Arrange
    const clock = manualClock(1_000_000);
    const timer = createSleepTimer(10, clock.now);

    // Act / Assert
    expect(timer.endsAt).toBe(1_000_000 + 600_000);
    clock.advance(600_000 - TIMER_FADE_MS - 1);
    expect(timer.step(MIDDLE)).toEqual({ volume: 1, done: false, remaining: '21 s' });
    clock.advance(1 + TIMER_FADE_MS / 2);
    const halfway = timer.step(MIDDLE);
    expect(halfway.volume).toBe(0.25);
    expect(halfway.done).toBe(false);
    clock.advance(TIMER_FADE_MS / 2);
    expect(timer.step(MIDDLE)).toEqual({ volume: 0, done: true, remaining: '0 s' });
  });

  it('should make the volume go down steadily during the fade', () => {
    // Arrange
    const endsAt = 100_000;
    const times = [80_000, 85_000, 90_000, 95_000, 99_000, 100_000];

    // Act
    const volumes = times.map((now) => sleepVolume(now, endsAt, MIDDLE));

    // Assert
    expect(volumes[0]).toBe(1);
    for (let index = 1; index < volumes.length; index += 1) expect(volumes[index]!).toBeLessThan(volumes[index - 1]!);
    expect(volumes.at(-1)).toBe(0);
  });

  it("should never stop an 'end of story' timer by the clock, only fade the story's last seconds", () => {
    // Arrange
    const clock = manualClock(0);
    const timer = createSleepTimer('end', clock.now);

    // Act
    clock.advance(3 * 3_600_000);
    const middle = timer.step(MIDDLE);
    const threeSecondsLeft = timer.step({ currentTime: 297, duration: 300 });
    const atTheEnd = timer.step({ currentTime: 300, duration: 300 });

    // Assert
    expect(timer.endsAt).toBeNull();
    expect(middle).toEqual({ volume: 1, done: false, remaining: null });
    expect(threeSecondsLeft.volume).toBe(0.25);
    expect(atTheEnd.volume).toBe(0);
    expect(atTheEnd.done).toBe(false);
  });

  it('should keep the full volume while the length of the narration is unknown', () => {
    // Arrange / Act
    const volumes = [Number.NaN, Number.POSITIVE_INFINITY, 0].map((duration) => sleepVolume(0, null, { currentTime: 0, duration }));

    // Assert
    expect(volumes).toEqual([1, 1, 1]);
  });

  it('should fade to the lower of the two when the timer ends with the story', () => {
    // Arrange — 10 s left on the timer (volume 0.25) and 1.5 s of story (volume 0.0625).
    const endsAt = timerEndsAt(20, 0)!;

    // Act
    const volume = sleepVolume(endsAt - 10_000, endsAt, { currentTime: 298.5, duration: 300 });

    // Assert
    expect(volume).toBe(0.063);
  });

  it('should say the time left in whole minutes rounded up, then in seconds', () => {
    // Arrange / Act / Assert
    expect(remainingText(0, 30 * 60_000)).toBe('30 min');
    expect(remainingText(1, 30 * 60_000)).toBe('30 min');
    expect(remainingText(0, 61_000)).toBe('2 min');
    expect(remainingText(0, 59_500)).toBe('60 s');
    expect(remainingText(10, 5)).toBe('0 s');
    expect(remainingText(0, null)).toBeNull();
  });
});

describe('sleep settings per child', () => {
  it('should key the settings by the profile id only', () => {
    // Arrange / Act / Assert
    expect(sleepSettingsKey('01J0000000000000000000000A')).toBe('sleepMode:01J0000000000000000000000A');
  });

  it('should read back what it stored', () => {
    // Arrange
    const settings = { timer: 20, showText: true, showPictures: false } as const;

    // Act
    const read = parseSleepSettings(serializeSleepSettings(settings));

    // Assert
    expect(read).toEqual(settings);
  });

  it('should fall back to the default, field by field, on anything else', () => {
    // Arrange / Act / Assert
    expect(parseSleepSettings(null)).toEqual(DEFAULT_SLEEP_SETTINGS);
    expect(parseSleepSettings('{not json')).toEqual(DEFAULT_SLEEP_SETTINGS);
    expect(parseSleepSettings('42')).toEqual(DEFAULT_SLEEP_SETTINGS);
    expect(parseSleepSettings('{"timer":15,"showText":"yes","showPictures":true}')).toEqual({ ...DEFAULT_SLEEP_SETTINGS, showPictures: true });
    expect(parseSleepSettings('{"timer":"end","showText":true}')).toEqual({ ...DEFAULT_SLEEP_SETTINGS, timer: 'end', showText: true });
  });
});
