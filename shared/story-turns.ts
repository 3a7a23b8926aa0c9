import type { StoryMedium } from './story-makers-files';

/**
 * The story makers' turns (issue 28, item 7): a story whose maker is at its limit waits in line, in the
 * order it arrived, instead of retrying until a timeout. Data only, read by the state machine (its Wait
 * states, infra/constructs/pipeline.ts), the turn function (functions/story-pipeline/story-turns.ts) and
 * the story's answer to the web (`waitingTurn`, shared/stories.ts).
 */

/**
 * How long a waiting story sleeps before asking again, by how far back it stands: next in line asks
 * often (a turn freed is taken within 2 s), the back of a long line rarely (its turn is minutes away, and
 * each question is a Lambda call and three state transitions). Whole seconds: ASL's Wait takes no fraction.
 */
export const TURN_PAUSE_SECONDS = { near: 2, mid: 10, far: 60 } as const;
export type TurnPause = keyof typeof TURN_PAUSE_SECONDS;

/** The pause of a story with `ahead` stories before it in a line served `limit` at a time. */
export function turnPause(ahead: number, limit: number): TurnPause {
  if (ahead < limit) return 'near';
  return ahead < 4 * limit ? 'mid' : 'far';
}

/**
 * A waiting story that has not asked for this long is gone (its run was stopped): the line forgets it,
 * so it never holds the others back. Three of the longest pauses, with room for a slow Lambda.
 */
export const WAITER_GONE_AFTER_MS = 3 * TURN_PAUSE_SECONDS.far * 1000;
/** A waiting story's last question is written down at most this often (a read alone answers the others). */
export const WAITER_SEEN_EVERY_MS = 30_000;

/** Per medium: how many stories make it at once, and how long a turn may be held before it is taken back. */
export type TurnRules = Partial<Record<StoryMedium, { limit: number; leaseSeconds: number }>>;

/** The pipeline's turn function's input, from the state machine. */
export type TurnRequest =
  | { action: 'take'; medium: StoryMedium; userId: string; storyId: string }
  | { action: 'release'; medium: StoryMedium; storyId: string };

/** The turn function's answer to `take`: the story makes its medium now, or waits `pause` with `ahead` stories before it. */
export type TurnAnswer = { admitted: true; waitedMs: number } | { admitted: false; ahead: number; pause: TurnPause };

/** The story row's attribute holding its place in a medium's line while it waits (absent otherwise). */
export const WAITING_TURN_ATTRIBUTE: Readonly<Record<StoryMedium, string>> = { text: 'turnAheadText', image: 'turnAheadImage', audio: 'turnAheadAudio' };
