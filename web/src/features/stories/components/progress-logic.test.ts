import { describe, expect, it } from 'vitest';
import { PROGRESS, STORY_STEP_LABELS, type StoryStatus } from '@shared/stories';
import { PROGRESS_DONE_MESSAGE, PROGRESS_MESSAGES } from '@/features/stories/messages';
import {
  checkCount,
  FAST_CHECKS,
  isStoryReady,
  mustForceRedirect,
  nextPollDelay,
  progressPercent,
  progressView,
  showsLibraryButton,
  waitingTurnDetail,
  WAITING_TURN_MESSAGE,
  type ProgressStory,
} from './progress-logic';

const story = (overrides: Partial<ProgressStory> = {}): ProgressStory => ({
  status: 'generating_text',
  narrationRequested: false,
  narrationComplete: false,
  content: '',
  ...overrides,
});
const TEXT = 'Il était une fois un dragon.';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe('progressPercent', () => {
  it('should start at 0 and rise linearly to 95 % over 3 minutes', () => {
    // Arrange
    const times = [0, 500, 45 * SECOND, 90 * SECOND, 3 * MINUTE];

    // Act
    const percents = times.map(progressPercent);

    // Assert
    expect(percents).toEqual([0, 0, 23, 47, 95]);
  });

  it('should hold at 95 % after 3 minutes and never go below 0', () => {
    // Arrange / Act
    const percents = [progressPercent(4 * MINUTE), progressPercent(60 * MINUTE), progressPercent(-5 * SECOND)];

    // Assert
    expect(percents).toEqual([95, 95, 0]);
  });

  it('should never decrease from one 500 ms tick to the next', () => {
    // Arrange
    const ticks = Array.from({ length: PROGRESS.durationMs / PROGRESS.tickMs + 10 }, (_, index) => index * PROGRESS.tickMs);

    // Act
    const percents = ticks.map(progressPercent);

    // Assert
    expect(percents.every((percent, index) => index === 0 || percent >= percents[index - 1]!)).toBe(true);
  });
});

describe('showsLibraryButton', () => {
  it("should show 'Voir ma bibliothèque' from 45 s on, not before", () => {
    // Arrange / Act
    const shown = [0, 44_999, 45_000, 3 * MINUTE].map(showsLibraryButton);

    // Assert
    expect(shown).toEqual([false, false, true, true]);
  });
});

describe('mustForceRedirect', () => {
  it('should force the redirect after 3 minutes', () => {
    // Arrange / Act / Assert
    expect(mustForceRedirect(3 * MINUTE - 1, 0)).toBe(false);
    expect(mustForceRedirect(3 * MINUTE, 0)).toBe(true);
  });

  it('should force the redirect after the fast checks and 30 more that did not find the story finished', () => {
    // Arrange / Act / Assert
    expect(mustForceRedirect(10 * SECOND, FAST_CHECKS + 29)).toBe(false);
    expect(mustForceRedirect(10 * SECOND, FAST_CHECKS + 30)).toBe(true);
  });
});

describe('isStoryReady', () => {
  it('should treat a completed story without narration as ready', () => {
    // Arrange / Act / Assert
    expect(isStoryReady(story({ status: 'completed' }))).toBe(true);
  });

  it('should treat a completed story with its narration as ready, but not before the whole narration is there', () => {
    // Arrange
    const withAudio = story({ status: 'completed', narrationRequested: true, narrationComplete: true });
    const withoutAudio = story({ status: 'completed', narrationRequested: true, narrationComplete: false });

    // Act / Assert
    expect([isStoryReady(withAudio), isStoryReady(withoutAudio)]).toEqual([true, false]);
  });

  it('should not treat a story still being illustrated or narrated as ready, whatever it already holds', () => {
    // Arrange
    const statuses: StoryStatus[] = ['draft', 'generating_text', 'content_generated', 'generating_image', 'image_generated', 'generating_audio'];

    // Act
    const results = statuses.map((status) => isStoryReady(story({ status, narrationRequested: true, narrationComplete: true, content: TEXT })));

    // Assert
    expect(results.every((ready) => !ready)).toBe(true);
  });

  it('should never treat a failed story as ready', () => {
    // Arrange / Act / Assert
    expect(isStoryReady(story({ status: 'failed', narrationComplete: true, content: TEXT }))).toBe(false);
  });
});

describe('nextPollDelay', () => {
  it('should ask again every second for the first checks, then every 5 s while the story is being made, until 30 more checks', () => {
    // Arrange / Act / Assert
    expect(nextPollDelay(undefined, 0)).toBe(1_000);
    expect(nextPollDelay(story(), FAST_CHECKS - 1)).toBe(1_000);
    expect(nextPollDelay(story(), FAST_CHECKS)).toBe(5_000);
    expect(nextPollDelay(story(), FAST_CHECKS + 29)).toBe(5_000);
    expect(nextPollDelay(story(), FAST_CHECKS + 30)).toBe(false);
  });

  it('should stop once the story is finished or failed', () => {
    // Arrange / Act / Assert
    expect(nextPollDelay(story({ status: 'completed' }), 3)).toBe(false);
    expect(nextPollDelay(story({ status: 'failed' }), 3)).toBe(false);
  });
});

describe('checkCount', () => {
  it('should count answers and failures alike, and nothing without a query', () => {
    // Arrange / Act / Assert
    expect(checkCount({ dataUpdateCount: 4, errorUpdateCount: 2 })).toBe(6);
    expect(checkCount(undefined)).toBe(0);
  });
});

describe('progressView', () => {
  it("should show 'Initialisation' and the first message before the first answer", () => {
    // Arrange / Act
    const view = progressView({ elapsedMs: 0, story: undefined, checks: 0, notFound: false });

    // Assert
    expect(view).toEqual({
      outcome: 'running',
      percent: 0,
      message: PROGRESS_MESSAGES[0],
      stepLabel: 'Initialisation',
      showLibraryButton: false,
    });
  });

  it("should name the step from the story's real status", () => {
    // Arrange
    const statuses: StoryStatus[] = ['draft', 'generating_text', 'content_generated', 'generating_image', 'image_generated'];

    // Act
    const labels = statuses.map((status) => progressView({ elapsedMs: 1_000, story: story({ status }), checks: 1, notFound: false }).stepLabel);

    // Assert
    expect(labels).toEqual(statuses.map((status) => STORY_STEP_LABELS[status]));
  });

  it('should rotate the message by quarter of the progress', () => {
    // Arrange
    const times = [0, 50 * SECOND, 100 * SECOND, 150 * SECOND];

    // Act
    const messages = times.map((elapsedMs) => progressView({ elapsedMs, story: story(), checks: 1, notFound: false }).message);

    // Assert
    expect(messages).toEqual([...PROGRESS_MESSAGES]);
  });

  it("should jump to 100 %, 'Terminé' and the closing message when the story is completed", () => {
    // Arrange / Act
    const view = progressView({ elapsedMs: 150 * SECOND, story: story({ status: 'completed' }), checks: 4, notFound: false });

    // Assert
    expect(view).toMatchObject({ outcome: 'completed', percent: 100, stepLabel: 'Terminé', message: PROGRESS_DONE_MESSAGE });
  });

  it("should never show 100 %, 'Terminé' or the closing message while the story page would still say 'En cours'", () => {
    // Arrange: every state the page reads as in progress, late in the screen's three minutes.
    const unfinished = [
      ...(['draft', 'generating_text', 'content_generated', 'generating_image', 'image_generated', 'generating_audio'] as const).map((status) =>
        story({ status, narrationRequested: true, narrationComplete: true }),
      ),
      story({ status: 'completed', narrationRequested: true, narrationComplete: false }),
    ];

    // Act
    const views = unfinished.map((unfinishedStory) => progressView({ elapsedMs: 170 * SECOND, story: unfinishedStory, checks: 10, notFound: false }));

    // Assert
    for (const view of views) {
      expect(['running', 'textReady']).toContain(view.outcome);
      expect(view.percent).toBeLessThan(100);
      expect(view.stepLabel).not.toBe('Terminé');
      expect(view.message).not.toBe(PROGRESS_DONE_MESSAGE);
    }
  });

  it('should hand over to the story page once its text is written, saying the real step rather than 100 % or Terminé', () => {
    // Arrange
    const written = story({ status: 'content_generated', narrationRequested: true, content: TEXT });
    const beingWritten = story({ status: 'generating_text', narrationRequested: true });

    // Act
    const views = [written, beingWritten].map((progressStory) => progressView({ elapsedMs: 3 * SECOND, story: progressStory, checks: 3, notFound: false }));

    // Assert
    expect(views.map((view) => view.outcome)).toEqual(['textReady', 'running']);
    expect(views[0]).toMatchObject({ stepLabel: STORY_STEP_LABELS.content_generated });
    expect(views[0]!.percent).toBeLessThan(100);
  });

  it('should report a failed story, even after 3 minutes', () => {
    // Arrange / Act
    const view = progressView({ elapsedMs: 4 * MINUTE, story: story({ status: 'failed' }), checks: 40, notFound: false });

    // Assert
    expect(view.outcome).toBe('failed');
  });

  it('should time out after 3 minutes or 30 unfinished checks, but prefer a finished story', () => {
    // Arrange / Act
    const late = progressView({ elapsedMs: 3 * MINUTE, story: story(), checks: 20, notFound: false });
    const tooManyChecks = progressView({ elapsedMs: 150 * SECOND, story: story(), checks: FAST_CHECKS + 30, notFound: false });
    const finishedOnLastCheck = progressView({ elapsedMs: 150 * SECOND, story: story({ status: 'completed' }), checks: FAST_CHECKS + 30, notFound: false });

    // Assert
    expect([late.outcome, tooManyChecks.outcome, finishedOnLastCheck.outcome]).toEqual(['timedOut', 'timedOut', 'completed']);
  });

  it('should report an unknown story as not found', () => {
    // Arrange / Act
    const view = progressView({ elapsedMs: 5 * SECOND, story: undefined, checks: 1, notFound: true });

    // Assert
    expect(view.outcome).toBe('notFound');
  });
});

describe('a story waiting its turn (issue 28, item 7)', () => {
  it('should say the story waits in line and how many pass first, at 0 %, never sending the parent on after 3 minutes', () => {
    // Arrange: long after the screen's three minutes and its 30 checks.
    const waiting = story({ status: 'draft', waitingTurn: { medium: 'text', ahead: 3 } });

    // Act
    const view = progressView({ elapsedMs: 4 * MINUTE, story: waiting, checks: FAST_CHECKS + 40, notFound: false });

    // Assert
    expect(view).toEqual({
      outcome: 'waiting',
      percent: 0,
      message: "En file d'attente : votre histoire commence dans un instant",
      stepLabel: "En file d'attente",
      showLibraryButton: true,
      waitingDetail: '3 histoires passent avant la vôtre.',
    });
    expect(view.message).toBe(WAITING_TURN_MESSAGE);
  });

  it('should keep checking every 5 s while the story waits, however many checks were made', () => {
    // Arrange
    const waiting = story({ status: 'draft', waitingTurn: { medium: 'text', ahead: 0 } });

    // Act
    const delays = [0, FAST_CHECKS, FAST_CHECKS + PROGRESS.maxPolls + 10].map((checks) => nextPollDelay(waiting, checks));

    // Assert
    expect(delays).toEqual([PROGRESS.pollIntervalMs, PROGRESS.pollIntervalMs, PROGRESS.pollIntervalMs]);
    expect(nextPollDelay(story(), FAST_CHECKS + PROGRESS.maxPolls)).toBe(false);
  });

  it('should hand over to the story page as usual when only its pictures or narration wait their turn', () => {
    // Arrange: the text is written; its picture waits for a turn.
    const written = story({ status: 'content_generated', content: TEXT, waitingTurn: { medium: 'image', ahead: 5 } });

    // Act
    const view = progressView({ elapsedMs: 10 * SECOND, story: written, checks: 3, notFound: false });

    // Assert
    expect(view.outcome).toBe('textReady');
    expect(view.waitingDetail).toBeUndefined();
  });

  it('should count the stories before it in French', () => {
    // Act
    const details = [0, 1, 12].map(waitingTurnDetail);

    // Assert
    expect(details).toEqual(['Votre histoire est la prochaine.', 'Une histoire passe avant la vôtre.', '12 histoires passent avant la vôtre.']);
  });
});
