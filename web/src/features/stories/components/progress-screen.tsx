import { BookOpenIcon, HouseIcon, TriangleAlertIcon, WandSparklesIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { STORY_MESSAGES } from '@/features/stories/messages';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { browserClock, useStoryProgress, type ProgressClock, type StoryProgress } from './use-story-progress';
import { PROGRESS_SCREEN_TEXT, STORY_VIEW_TEXT } from '@/features/stories/messages';

/**
 * The generation progress of story `storyId` (spec part 2 §2 and §4): shown on /story/{id}/loading,
 * where the wizard sends the parent once the story is created.
 */
export function ProgressScreen({ storyId, clock = browserClock, preview = false }: { storyId: string; clock?: ProgressClock; preview?: boolean }) {
  // A preview sits inside another page (the /test page's): that page keeps its title, and the screen
  // neither opens the story at the end nor leaves.
  useDocumentTitle(preview ? null : PROGRESS_SCREEN_TEXT.title);
  const progress = useStoryProgress(storyId, clock, { followEnd: !preview });
  // Inside another page, the screen's title is a section's (h2), not the page's.
  const heading = preview ? 'h2' : 'h1';
  return progress.outcome === 'failed' ? (
    <ProgressError storyId={storyId} reason={progress.failureReason} creditReturned={progress.creditReturned} heading={heading} />
  ) : (
    <ProgressPanel progress={progress} heading={heading} />
  );
}

type HeadingLevel = 'h1' | 'h2';

function ProgressPanel({ progress, heading: Heading }: { progress: StoryProgress; heading: HeadingLevel }) {
  const headingId = useId();
  const { percent, message, stepLabel, showLibraryButton, waitingDetail } = progress;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-6 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-10"
    >
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <WandSparklesIcon className="size-10 motion-safe:animate-pulse" />
      </span>
      <Heading id={headingId} className="text-2xl font-extrabold text-balance sm:text-3xl">
        {PROGRESS_SCREEN_TEXT.title}
      </Heading>
      {/* Polite: the message and the step change a few times in three minutes, not at every tick. */}
      <div role="status" className="flex flex-col gap-1">
        <p className="text-lg font-bold">{message}</p>
        {waitingDetail ? <p data-testid="story-waiting-detail">{waitingDetail}</p> : null}
        <p>
          {STORY_VIEW_TEXT.stepLabel} <span data-testid="story-step-label" className="font-bold">{stepLabel}</span>
        </p>
      </div>
      <p aria-hidden="true" className="text-5xl font-extrabold text-primary tabular-nums">
        {percent}&nbsp;%
      </p>
      <div
        role="progressbar"
        aria-label={PROGRESS_SCREEN_TEXT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} % – ${stepLabel}`}
        className="h-4 w-full overflow-hidden rounded-full border border-input bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500 ease-linear motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-pretty text-muted-foreground">
        {waitingDetail
          ? PROGRESS_SCREEN_TEXT.busy
          : PROGRESS_SCREEN_TEXT.usualTime}{' '}
        {PROGRESS_SCREEN_TEXT.canLeave}
      </p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        {showLibraryButton ? (
          <Button asChild variant="secondary">
            <Link to={paths.appLibrary}>
              <BookOpenIcon aria-hidden="true" />
              {PROGRESS_SCREEN_TEXT.library}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.app}>
            <HouseIcon aria-hidden="true" />
            {PROGRESS_SCREEN_TEXT.home}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** The pipeline gave up: why, the credit that came back, and where to go (spec part 2 §2). */
function ProgressError({ storyId, reason, creditReturned, heading: Heading }: { storyId: string; reason: string | null; creditReturned: boolean; heading: HeadingLevel }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The screen changed under the parent's eyes: take the focus (and screen readers) to its heading.
    headingRef.current?.focus();
  }, []);
  return (
    <section className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-10">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-secondary text-destructive">
        <TriangleAlertIcon className="size-8" />
      </span>
      <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-balance outline-none sm:text-3xl">
        {STORY_MESSAGES.progressErrorTitle}
      </Heading>
      <div role="alert" className="flex flex-col gap-2">
        <p className="font-semibold text-destructive">{reason ?? STORY_MESSAGES.generationFailed}</p>
        <p className="text-pretty">{creditReturned ? STORY_MESSAGES.progressErrorCreditBack : STORY_MESSAGES.progressErrorTestStory}</p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={paths.story(storyId)} replace>
            <BookOpenIcon aria-hidden="true" />
            {STORY_MESSAGES.viewStoryAnyway}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.app}>
            <HouseIcon aria-hidden="true" />
            {PROGRESS_SCREEN_TEXT.home}
          </Link>
        </Button>
      </div>
    </section>
  );
}
