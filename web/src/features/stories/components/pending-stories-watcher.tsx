import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { usePendingStories } from '@/features/stories/api/get-pending-stories';
import { fetchStory, isStoryNotFound } from '@/features/stories/api/get-story';
import { storyQueryKeys } from '@/features/stories/api/story-query-keys';
import { FINISHED_TOAST_TEXT } from '@/features/stories/messages';
import { CREDITS_QUERY_KEY } from '@/features/credits';
import { paths } from '@/lib/paths';
import { useDelayedStart } from '@/lib/use-delayed-start';
import { checkOutcome, shouldAnnounceFinished, watchStep } from './pending-logic';

const FINISHED_TITLE = FINISHED_TOAST_TEXT.title;
/**
 * The first poll waits this long after sign-in or a page load: it is background news, and the page's own
 * requests (the story being opened, the library) come first. Then it polls every 10 s as the spec says.
 */
export const FIRST_PENDING_POLL_DELAY_MS = 2_000;
const READ = FINISHED_TOAST_TEXT.read;

/**
 * Mounted once for the signed-in pages (spec part 2 §7, the realtime 'completed' notice): polls the
 * pending stories every 10 s (the first time 2 s after mounting); a story that left the list is read at each poll until it is completed
 * (toast 'Histoire terminée !' with 'Lire' → /story/{id}) or failed. The story lists and the credits
 * (a failed story gives its credit back) are refreshed when one ends. Renders nothing.
 *
 * No toast while the parent is on that story's progress screen (it announces the story itself and
 * opens it) or already on the story's page; the toast id is the progress screen's ('story-finished-{id}')
 * as well, so the two can never show side by side.
 */
export function PendingStoriesWatcher() {
  const pending = usePendingStories({ enabled: useDelayedStart(FIRST_PENDING_POLL_DELAY_MS) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const followed = useRef<Set<string>>(new Set());
  // Read when a story's check comes back, which may be after the parent moved on: the page they are on then.
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!pending.data) return;
    const step = watchStep(followed.current, pending.data);
    followed.current = step.followed;
    for (const id of step.toCheck) {
      void fetchStory(id)
        .then((story) => story.status, (error: unknown) => (isStoryNotFound(error) ? null : undefined))
        .then((status) => {
          // undefined: the read failed (network…); try again at the next poll.
          if (status === undefined) return;
          const outcome = checkOutcome(status);
          if (outcome === 'keep') return;
          followed.current.delete(id);
          for (const queryKey of [storyQueryKeys.recent, storyQueryKeys.libraries, storyQueryKeys.detail(id), CREDITS_QUERY_KEY]) {
            void queryClient.invalidateQueries({ queryKey });
          }
          if (outcome === 'announce' && shouldAnnounceFinished(id, currentPath.current)) {
            toast.success(FINISHED_TITLE, { id: `story-finished-${id}`, action: { label: READ, onClick: () => void navigate(paths.story(id)) } });
          }
        });
    }
  }, [pending.data, pending.dataUpdatedAt, queryClient, navigate]);

  return null;
}
