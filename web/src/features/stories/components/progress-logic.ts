import { PROGRESS, STORY_STEP_LABELS, type StoryDetail, type StoryStatus } from '@shared/stories';
import { PROGRESS_DONE_MESSAGE, progressMessage, waitingTurnDetail } from '@/features/stories/messages';
import { FIRST_SOUND_POLL_MS, isStoryReadyToRead, isTextReady, type ReadinessStory } from '@/features/stories/components/story-logic';
import { WAITING_TURN_MESSAGE, WAITING_TURN_STEP_LABEL } from '@/features/stories/messages';

/**
 * The progress screen's rules (spec part 2 §2, §4, §9), as functions of the time since the screen
 * opened and of the story's last known state, so that they are tested without waiting.
 */

/** What the screen needs of the story: what the story page needs to tell it is ready, and whether it waits its turn. */
export type ProgressStory = ReadinessStory & Partial<Pick<StoryDetail, 'waitingTurn'>>;


/** The story waits for its text's turn: nothing of it is being made yet. */
export function isWaitingTurn(story: ProgressStory | undefined): boolean {
  return story?.waitingTurn?.medium === 'text' && story.status !== 'failed' && !isTextReady(story);
}

/**
 * Finished for this screen exactly when the story page will show it finished (issue 27 item 7): 100 %,
 * 'Terminé' and the redirect never come while the page would still say 'En cours'.
 */
export const isStoryReady = isStoryReadyToRead;

/** Linear from 0 to 95 % over 3 minutes, then held at 95 % until the story is done (whole percents). */
export function progressPercent(elapsedMs: number): number {
  const ratio = Math.max(0, elapsedMs) / PROGRESS.durationMs;
  return Math.min(PROGRESS.capPercent, Math.floor(ratio * PROGRESS.capPercent));
}

/** 'Voir ma bibliothèque' appears after 45 s. */
export function showsLibraryButton(elapsedMs: number): boolean {
  return elapsedMs >= PROGRESS.libraryButtonAfterMs;
}

/**
 * After 3 minutes, or the fast checks and 30 more that did not find the story finished, the parent is sent
 * to the story anyway.
 */
export function mustForceRedirect(elapsedMs: number, checks: number): boolean {
  return elapsedMs >= PROGRESS.durationMs || checks >= FAST_CHECKS + PROGRESS.maxPolls;
}

/** The running count of answers (and failures) a query has had: one per check of the story. */
export function checkCount(state: { dataUpdateCount: number; errorUpdateCount: number } | undefined): number {
  return state ? state.dataUpdateCount + state.errorUpdateCount : 0;
}

/**
 * Issue 30: the first checks come every second, while the text is being written (a few seconds on the
 * embedded makers); they do not count among the spec's 30.
 */
export const FAST_CHECKS = 20;

/**
 * When to ask again: every second for the first FAST_CHECKS checks, then every 5 s while the story is being
 * made, at most 30 times more; never once it is finished or failed.
 */
export function nextPollDelay(story: ProgressStory | undefined, checks: number): number | false {
  if (story && (story.status === 'failed' || isStoryReady(story))) return false;
  // Waiting in line is not being made: the checks go on, without counting, until the story's turn comes.
  if (isWaitingTurn(story)) return PROGRESS.pollIntervalMs;
  if (checks < FAST_CHECKS) return FIRST_SOUND_POLL_MS;
  return checks >= FAST_CHECKS + PROGRESS.maxPolls ? false : PROGRESS.pollIntervalMs;
}

/**
 * - waiting: waiting for its turn to be written (the progress and its three minutes start with the turn);
 * - running: still being made, its text not written yet;
 * - textReady: its text is written, its pictures or narration still being made → the story page at once,
 *   which shows the text and plays the narration's first part as soon as it is there (issue 30);
 * - completed: finished → 100 %, then the story page after 500 ms;
 * - failed: the pipeline gave up (its credit went back) → the error view;
 * - timedOut: 3 minutes or 30 checks → the story page without waiting any longer;
 * - notFound: the id is not one of the parent's stories.
 */
export type ProgressOutcome = 'waiting' | 'running' | 'textReady' | 'completed' | 'failed' | 'timedOut' | 'notFound';

export interface ProgressInput {
  elapsedMs: number;
  /** The last answer, undefined before the first one. */
  story: ProgressStory | undefined;
  /** Checks since the screen opened (answers and failures alike), the last one included. */
  checks: number;
  notFound: boolean;
}

export interface ProgressView {
  outcome: ProgressOutcome;
  percent: number;
  message: string;
  /** From the story's real status ('Initialisation' until the first answer). */
  stepLabel: string;
  showLibraryButton: boolean;
  /** Only while the story waits its turn: how many stories pass first, in French. */
  waitingDetail?: string;
}

export function progressView({ elapsedMs, story, checks, notFound }: ProgressInput): ProgressView {
  let outcome: ProgressOutcome = 'running';
  if (notFound) outcome = 'notFound';
  else if (story?.status === 'failed') outcome = 'failed';
  else if (story && isStoryReady(story)) outcome = 'completed';
  else if (story && isTextReady(story)) outcome = 'textReady';
  else if (isWaitingTurn(story)) outcome = 'waiting';
  else if (mustForceRedirect(elapsedMs, checks)) outcome = 'timedOut';

  if (outcome === 'waiting') {
    // Nothing moves while the story waits: no percent that climbs, and the parent may leave at once.
    return {
      outcome,
      percent: 0,
      message: WAITING_TURN_MESSAGE,
      stepLabel: WAITING_TURN_STEP_LABEL,
      showLibraryButton: true,
      waitingDetail: waitingTurnDetail(story!.waitingTurn!.ahead),
    };
  }

  const done = outcome === 'completed';
  const percent = done ? 100 : progressPercent(elapsedMs);
  return {
    outcome,
    percent,
    message: done ? PROGRESS_DONE_MESSAGE : progressMessage(percent),
    stepLabel: done ? STORY_STEP_LABELS.completed : runningStepLabel(story?.status),
    showLibraryButton: showsLibraryButton(elapsedMs),
  };
}

/** 'Terminé' belongs to a story ready to read: a completed one still waiting for a medium is being finalised. */
function runningStepLabel(status: StoryStatus | undefined): string {
  return status === 'completed' ? STORY_STEP_LABELS.generating_audio : STORY_STEP_LABELS[status ?? 'draft'];
}

export { WAITING_TURN_MESSAGE, WAITING_TURN_STEP_LABEL, waitingTurnDetail };
