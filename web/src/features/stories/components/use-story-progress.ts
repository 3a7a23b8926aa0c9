import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PROGRESS } from '@shared/stories';
import { isStoryNotFound, storyQueryOptions } from '@/features/stories/api/get-story';
import { storyQueryKeys } from '@/features/stories/api/story-query-keys';
import { STORY_MESSAGES } from '@/features/stories/messages';
import { CREDITS_QUERY_KEY } from '@/features/credits';
import { paths } from '@/lib/paths';
import { confirmationToast } from '@/lib/toasts';
import { checkCount, nextPollDelay, progressView, type ProgressView } from './progress-logic';

/** The timers the progress screen uses, passed in so that a test or a story book can drive time itself. */
export interface ProgressClock {
  now(): number;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export const browserClock: ProgressClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

export interface StoryProgress extends ProgressView {
  failureReason: string | null;
  /** A test story (the /test page's, `isDemo`) cost no credit: its failure gives none back. */
  creditReturned: boolean;
}

/**
 * Follows story `id` from the screen's opening: the time-based progress (tick 500 ms), the status
 * checks (every 5 s, 30 at most) and what happens at the end (spec part 2 §4). The time counts from
 * the screen's opening, not from the story's creation date: a phone's clock may be minutes off the
 * server's. A story waiting its turn (issue 28, item 7) moves that start: its three minutes and its 30
 * checks begin when its text starts being written, the last check that found it waiting.
 */
export function useStoryProgress(id: string, clock: ProgressClock = browserClock, { followEnd = true }: { followEnd?: boolean } = {}): StoryProgress {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = storyQueryOptions(id);

  // A story checked earlier in this visit keeps its counts in the cache: only this screen's checks count.
  const [baseline] = useState(() => checkCount(queryClient.getQueryState(options.queryKey)));
  // Where the screen's time and checks count from: its opening, then the last check that found the story waiting.
  const [origin, setOrigin] = useState(() => ({ at: clock.now(), checks: 0 }));
  const [elapsedMs, setElapsedMs] = useState(0);

  const query = useQuery({
    ...options,
    // Each check is one of the 30: a failed one is not retried, the next poll is its retry.
    retry: false,
    refetchInterval: (current) => nextPollDelay(current.state.data, checkCount(current.state) - baseline - origin.checks),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    // Every check re-renders the screen, even one whose answer did not change: it counts.
    notifyOnChangeProps: 'all',
  });
  const allChecks = checkCount(queryClient.getQueryState(options.queryKey)) - baseline;
  const checks = allChecks - origin.checks;

  const view = progressView({ elapsedMs, story: query.data, checks, notFound: isStoryNotFound(query.error) });
  const { outcome } = view;

  // Adjusted while rendering (React's pattern for state that follows an answer): each check that finds the
  // story still waiting moves the start of its three minutes. The tick is stopped meanwhile.
  if (outcome === 'waiting' && origin.checks !== allChecks) setOrigin({ at: clock.now(), checks: allChecks });

  useEffect(() => {
    // A story whose text is written is still being made: a preview keeps its progress moving.
    if (outcome !== 'running' && (followEnd || outcome !== 'textReady')) return;
    const timer = clock.setInterval(() => setElapsedMs(clock.now() - origin.at), PROGRESS.tickMs);
    return () => clock.clearInterval(timer);
  }, [outcome, clock, origin.at, followEnd]);

  useEffect(() => {
    if (outcome === 'running' || outcome === 'waiting') return;
    if (outcome === 'completed' || outcome === 'textReady' || outcome === 'failed') {
      // The credit was spent (written, completed) or given back (failed), and the story lists changed.
      for (const queryKey of [CREDITS_QUERY_KEY, storyQueryKeys.recent, storyQueryKeys.pending]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    // A preview (the /test page's) stays where it is: the page around it keeps its log and controls.
    if (!followEnd) return;
    if (outcome === 'completed') {
      // 100 % stays on screen for a moment before the story opens.
      const timer = clock.setTimeout(() => {
        confirmationToast(STORY_MESSAGES.storyFinished, { id: `story-finished-${id}` });
        void navigate(paths.story(id), { replace: true });
      }, PROGRESS.redirectDelayMs);
      return () => clock.clearTimeout(timer);
    }
    if (outcome === 'textReady') {
      // Not finished: the page shows the text now, then the pictures and the narration as they come.
      confirmationToast(STORY_MESSAGES.storyTextReady, { id: `story-text-ready-${id}` });
      void navigate(paths.story(id), { replace: true });
    } else if (outcome === 'timedOut') {
      void navigate(paths.story(id), { replace: true });
    } else if (outcome === 'notFound') {
      toast.error(STORY_MESSAGES.storyNotFound, { id: `story-not-found-${id}`, description: STORY_MESSAGES.storyMissingDescription });
      void navigate(paths.app, { replace: true });
    }
  }, [outcome, id, clock, navigate, queryClient, followEnd]);

  return { ...view, failureReason: query.data?.failureReason ?? null, creditReturned: query.data?.isDemo !== true };
}
