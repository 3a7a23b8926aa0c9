import { useQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isStoryNotFound, storyQueryOptions } from '@/features/stories/api/get-story';
import { STORY_LOAD_FAILED, STORY_MESSAGES, STORY_PAGE_TEXT, STORY_VIEW_TEXT } from '@/features/stories/messages';
import { isPossibleStoryId, storyPollDelay } from '@/features/stories/components/story-logic';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { StoryArticle } from './story-article';

/**
 * Story `id` read and followed while it is being made (storyPollDelay): its article once read, a retry when the read
 * failed, and home with a toast for an id that is not the parent's (spec part 2 §2).
 */
export function StoryView({ id }: { id: string }) {
  const navigate = useNavigate();
  const possible = isPossibleStoryId(id);
  const story = useQuery({
    ...storyQueryOptions(id),
    enabled: possible,
    // 'Histoire non trouvée' will not change by asking again.
    retry: (failures, error) => !isStoryNotFound(error) && failures < 1,
    refetchInterval: (query) => storyPollDelay(query.state.data),
  });
  const notFound = !possible || isStoryNotFound(story.error);
  useDocumentTitle(story.data?.title || STORY_VIEW_TEXT.documentTitle);

  useEffect(() => {
    if (!notFound) return;
    toast.error(STORY_MESSAGES.storyNotFound, { id: `story-not-found-${id}`, description: STORY_MESSAGES.storyMissingDescription });
    void navigate(paths.app, { replace: true });
  }, [notFound, id, navigate]);

  if (story.data) return <StoryArticle story={story.data} refreshStory={async () => (await story.refetch()).data} />;
  if (story.isError && !notFound) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{STORY_LOAD_FAILED}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{story.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void story.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            {STORY_VIEW_TEXT.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{STORY_PAGE_TEXT.loading}</span>
      <Skeleton className="h-[400px] w-full rounded-2xl" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

