/**
 * The sleep mode's rules ('Mode dodo', issue 30 item 2), free of the DOM: the timer choices, the settings
 * remembered per child, and the volume the narration should have at a given moment. The clock is always
 * passed in, so that the tests (and the page) decide what "now" is.
 */

/** 'end': until the end of the story; otherwise minutes from the moment the timer is chosen. */
export const SLEEP_TIMERS = ['end', 10, 20, 30] as const;
export type SleepTimer = (typeof SLEEP_TIMERS)[number];

export interface SleepSettings {
  timer: SleepTimer;
  showText: boolean;
  showPictures: boolean;
}

/** A dark screen by default: no text, no pictures, the narration to its end. */
export const DEFAULT_SLEEP_SETTINGS: SleepSettings = { timer: 'end', showText: false, showPictures: false };

/** The timer's fade: the volume goes down over the last 20 s before the narration is paused. */
export const TIMER_FADE_MS = 20_000;
/** The story's own end: its last seconds fade out instead of stopping on the last word. */
export const END_FADE_SECONDS = 6;

/** Only ids in the key, no personal data: the settings are three small values per child profile. */
export function sleepSettingsKey(profileId: string): string {
  return `sleepMode:${profileId}`;
}

/** Reads stored settings; anything missing or malformed falls back to the default, field by field. */
export function parseSleepSettings(raw: string | null): SleepSettings {
  if (!raw) return DEFAULT_SLEEP_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_SLEEP_SETTINGS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_SLEEP_SETTINGS;
  const record = value as Record<string, unknown>;
  const timer = SLEEP_TIMERS.find((choice) => choice === record.timer) ?? DEFAULT_SLEEP_SETTINGS.timer;
  return {
    timer,
    showText: typeof record.showText === 'boolean' ? record.showText : DEFAULT_SLEEP_SETTINGS.showText,
    showPictures: typeof record.showPictures === 'boolean' ? record.showPictures : DEFAULT_SLEEP_SETTINGS.showPictures,
  };
}

export function serializeSleepSettings(settings: SleepSettings): string {
  return JSON.stringify({ timer: settings.timer, showText: settings.showText, showPictures: settings.showPictures });
}

/** When the timer chosen at `startedAt` stops the narration; null for 'end of story'. */
export function timerEndsAt(timer: SleepTimer, startedAt: number): number | null {
  return timer === 'end' ? null : startedAt + timer * 60_000;
}

/** Where the narration is, as the <audio> element says it (duration NaN or Infinity while unknown). */
export interface NarrationPosition {
  currentTime: number;
  duration: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The narration's volume now: 1, then down to 0 over the timer's last 20 s, and over the story's last
 * seconds. The ear hears loudness on a log scale, so the fraction left is squared: a straight line in
 * amplitude would sound as if nothing happened, then a sudden drop.
 */
export function sleepVolume(now: number, endsAt: number | null, narration: NarrationPosition): number {
  const timerLeft = endsAt === null ? 1 : clamp01((endsAt - now) / TIMER_FADE_MS);
  const known = Number.isFinite(narration.duration) && narration.duration > 0;
  const storyLeft = known ? clamp01((narration.duration - narration.currentTime) / END_FADE_SECONDS) : 1;
  const left = Math.min(timerLeft, storyLeft);
  return Math.round(left * left * 1000) / 1000;
}

export function isTimerDone(now: number, endsAt: number | null): boolean {
  return endsAt !== null && now >= endsAt;
}

/** The time left on the timer, whole minutes rounded up, for « Arrêt dans … »; null for 'end of story'. */
export function remainingText(now: number, endsAt: number | null): string | null {
  if (endsAt === null) return null;
  const ms = Math.max(0, endsAt - now);
  if (ms < 60_000) return `${String(Math.ceil(ms / 1000))} s`;
  return `${String(Math.ceil(ms / 60_000))} min`;
}

/**
 * One step of a running sleep timer, read from an injected clock: the volume to set and whether the
 * narration must now be paused. A timer started again (another choice, 'Réécouter') is a new one.
 */
export function createSleepTimer(timer: SleepTimer, clock: () => number) {
  const endsAt = timerEndsAt(timer, clock());
  return {
    endsAt,
    step(narration: NarrationPosition) {
      const now = clock();
      return { volume: sleepVolume(now, endsAt, narration), done: isTimerDone(now, endsAt), remaining: remainingText(now, endsAt) };
    },
  };
}
