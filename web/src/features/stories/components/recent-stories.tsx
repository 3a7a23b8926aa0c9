import { RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRecentStories } from '@/features/stories/api/get-recent-stories';
import { HOME_EXTRA_TEXT, HOME_TEXT, RECENT_LOAD_FAILED, RECENT_TITLE } from '@/features/stories/messages';
import { STORY_GRID_CLASS, StoryCard, StoryCardSkeleton } from './story-card';

/**
 * The 6 newest stories, whatever their status (spec part 2 §7, home recent): a story still being made
 * shows 'En cours' and does not open. Nothing is shown before the first story exists.
 */
export function RecentStories() {
  const recent = useRecentStories();
  if (recent.isSuccess && recent.data.length === 0) return null;
  return (
    <section aria-labelledby="recent-stories" className="flex w-full flex-col gap-4 pt-4 text-left">
      <h2 id="recent-stories" className="text-2xl font-extrabold">
        {RECENT_TITLE}
      </h2>
      {recent.isPending ? (
        <div role="status">
          <span className="sr-only">{HOME_TEXT.loadingStories}</span>
          <div className={STORY_GRID_CLASS}>
            {Array.from({ length: 3 }, (_, index) => (
              <StoryCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : recent.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{RECENT_LOAD_FAILED}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
              <RefreshCwIcon aria-hidden="true" />
              {HOME_EXTRA_TEXT.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <ul className={STORY_GRID_CLASS} aria-labelledby="recent-stories">
          {recent.data.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
