import { BookOpenIcon, LoaderCircleIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import { Suspense, useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { NativeSelect } from '@/components/option-controls';
import { Button } from '@/components/ui/button';
import { useLibrary } from '@/features/stories/api/get-library';
import { STORY_GRID_CLASS, StoryCard, StoryCardSkeleton } from '@/features/stories/components/story-card';
import { groupSeries } from '@/features/stories/sequel/library-series';
import { EpisodeCard, SeriesGroup } from '@/features/stories/sequel/series-group';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useSelectedProfile } from '@/features/profiles';
import { ALL_CHILDREN, childStoriesHeading, shownChildId, withChildFilter } from './library-logic';
import { LIBRARY_TEXT } from '@/features/stories/messages';

/**
 * /library and /app/library (spec part 2 §2): the parent's stories, newest first, 6 at a time, those being made 'En cours'
 * (one child's with the filter, `?profileId=`). More are loaded when the end of the grid scrolls into view,
 * or with the button under it (keyboard, or a browser without IntersectionObserver).
 */
export function LibraryPage() {
  useDocumentTitle(LIBRARY_TEXT.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const { profiles } = useSelectedProfile();
  const profileId = shownChildId(profiles, searchParams.get('profileId') || null);
  const filterId = useId();
  const navigate = useNavigate();
  const noProfile = profiles !== undefined && profiles.length === 0;
  // The app shell's (lib/offline-slots.ts), loaded only when shown.
  const SavedStoriesPanel = globalThis.contesMagiquesOfflineSlots?.SavedStoriesPanel;

  useEffect(() => {
    if (!noProfile) return;
    // Spec part 2 §8: a parent without any child has nothing to read yet.
    toast.info(LIBRARY_TEXT.noProfileTitle, { id: 'library-no-profile', description: LIBRARY_TEXT.noProfileDescription });
    void navigate(paths.childProfile, { replace: true });
  }, [noProfile, navigate]);

  const child = profileId ? profiles?.find((profile) => profile.id === profileId) : undefined;
  return (
    <div className="min-h-dvh">
      <BackHomeHeader className="max-w-5xl" />
      <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="flex items-center gap-3 text-3xl font-extrabold text-balance sm:text-4xl">
          <BookOpenIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
          {LIBRARY_TEXT.title}
        </h1>
        {child ? <p className="-mt-3 text-lg text-muted-foreground">{childStoriesHeading(child.name)}</p> : null}
        {profiles && profiles.length > 0 ? (
          <div className="flex flex-col gap-2 sm:max-w-xs">
            <label htmlFor={filterId} className="font-semibold">
              {LIBRARY_TEXT.childFilterLabel}
            </label>
            <NativeSelect
              id={filterId}
              value={profileId ?? ALL_CHILDREN}
              onChange={(event) => setSearchParams(withChildFilter(searchParams, event.target.value), { replace: true })}
            >
              <option value={ALL_CHILDREN}>{LIBRARY_TEXT.allChildren}</option>
              {profiles.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {SavedStoriesPanel ? (
          <Suspense fallback={null}>
            <SavedStoriesPanel />
          </Suspense>
        ) : null}
        {noProfile ? null : <LibraryGrid profileId={profileId} />}
      </main>
    </div>
  );
}

function LibraryGrid({ profileId }: { profileId: string | null }) {
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

export { LibraryPage as Component };
