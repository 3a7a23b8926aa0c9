import { LoaderCircleIcon, RefreshCwIcon, BookOpenIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLibrary } from '@/features/stories/api/get-library';
import { STORY_GRID_CLASS, StoryCard, StoryCardSkeleton } from '@/features/stories/components/story-card';
import { groupSeries } from '@/features/stories/sequel/library-series';
import { EpisodeCard, SeriesGroup } from '@/features/stories/sequel/series-group';
import { paths } from '@/lib/paths';
import { LIBRARY_TEXT } from '@/features/stories/messages';

/**
 * The library's grid (spec part 2 §2): 6 stories at a time, newest first, a series' episodes together. More are
 * loaded when the end of the grid scrolls into view, or with the button under it (keyboard, or a browser without
 * IntersectionObserver).
 */
export function LibraryGrid({ profileId }: { profileId: string | null }) {
  const library = useLibrary(profileId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = library;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (library.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{LIBRARY_TEXT.loading}</span>
        <div className={STORY_GRID_CLASS}>
          {Array.from({ length: 6 }, (_, index) => (
            <StoryCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (library.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{LIBRARY_TEXT.libraryLoadFailed}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <Button variant="outline" size="sm" onClick={() => void library.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            {LIBRARY_TEXT.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const stories = library.data.pages.flatMap((page) => page.stories);
  if (stories.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center text-card-foreground shadow-sm">
        <BookOpenIcon aria-hidden="true" className="size-12 text-primary" />
        <p className="text-xl font-extrabold">{LIBRARY_TEXT.emptyTitle}</p>
        <Button asChild size="lg">
          <Link to={paths.create}>
            <SparklesIcon aria-hidden="true" />
            {LIBRARY_TEXT.createStory}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-6">
      <ul className={STORY_GRID_CLASS} aria-label={LIBRARY_TEXT.title}>
        {/* « La suite » (issue 31, item 1): a series' episodes together, each with its number. */}
        {groupSeries(stories).map((entry) =>
          entry.kind === 'series' ? (
            <li key={`series-${entry.id}`} className="col-span-full">
              <SeriesGroup episodes={entry.episodes} />
            </li>
          ) : (
            <li key={entry.story.id}>{entry.story.series ? <EpisodeCard story={entry.story} /> : <StoryCard story={entry.story} />}</li>
          ),
        )}
      </ul>
      {library.isFetchNextPageError ? (
        <p role="alert" className="font-semibold text-destructive">
          {LIBRARY_TEXT.libraryLoadFailed}
        </p>
      ) : null}
      {hasNextPage ? (
        <>
          <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : null}
            {isFetchingNextPage ? LIBRARY_TEXT.loading : LIBRARY_TEXT.loadMore}
          </Button>
        </>
      ) : null}
    </div>
  );
}
