import { ImageIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { StoryCard as StoryCardData } from '@shared/stories';
import { Skeleton } from '@/components/ui/skeleton';
import { HeroesLine } from '@/features/stories/siblings/heroes-line';
import { paths } from '@/lib/paths';
import { STORY_CARD_TEXT } from '@/features/stories/messages';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Spec part 2 §4: on a card an empty status counts as completed; failed stories are not 'in progress'
 * either (they open on their page, which says what went wrong).
 */
export function isCardInProgress(status: StoryCardData['status'] | '' | undefined): boolean {
  return !!status && status !== 'completed' && status !== 'failed';
}

/**
 * One story as the home grid and the library show it: its picture, title, date and excerpt. A finished
 * story is a link to /story/{id}; one still being made shows 'En cours' and only toasts when pressed
 * (spec part 2 §4, non-completed card) — it stays a button so the keyboard can reach the explanation.
 */
export function StoryCard({ story }: { story: StoryCardData }) {
  const inProgress = isCardInProgress(story.status);
  const body = <StoryCardBody story={story} inProgress={inProgress} />;
  const className =
    'group flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-card text-left text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-ring';
  if (inProgress) {
    return (
      <button
        type="button"
        data-testid="story-card"
        className={className}
        aria-label={`${story.title || STORY_CARD_TEXT.untitled} (${STORY_CARD_TEXT.inProgress})`}
        onClick={() => toast.info(STORY_CARD_TEXT.inProgressToastTitle, { id: `in-progress-${story.id}`, description: STORY_CARD_TEXT.inProgressToastDescription })}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to={paths.story(story.id)} data-testid="story-card" className={className}>
      {body}
    </Link>
  );
}

function StoryCardBody({ story, inProgress }: { story: StoryCardData; inProgress: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = !!story.imageUrl && story.imageUrl !== failedUrl;
  const date = new Date(story.createdAt);
  return (
    <>
      <span className="relative block aspect-[4/3] w-full overflow-hidden bg-muted">
        {showImage ? (
          <img
            src={story.imageUrl!}
            alt=""
            loading="lazy"
            onError={() => setFailedUrl(story.imageUrl)}
            className="size-full object-cover transition-transform motion-safe:group-hover:scale-105"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-12" />
          </span>
        )}
        {inProgress ? (
          <span className="absolute inset-0 flex items-center justify-center bg-black/55">
            <span className="inline-flex items-center gap-2 rounded-full bg-primary px-3 py-1.5 text-sm font-bold text-primary-foreground shadow">
              <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              {STORY_CARD_TEXT.inProgress}
            </span>
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="text-lg leading-snug font-extrabold text-balance">{story.title || STORY_CARD_TEXT.untitled}</span>
        {Number.isNaN(date.getTime()) ? null : (
          <time dateTime={story.createdAt} className="text-sm text-muted-foreground">
            {dateFormat.format(date)}
          </time>
        )}
        {/* A story of two children (issue 31, item 5) names both; the hook runs for those cards only. */}
        {story.siblingProfileId ? <HeroesLine story={story} /> : null}
        {story.excerpt ? <span className="line-clamp-3 text-base text-card-foreground/90">{story.excerpt}</span> : null}
      </span>
    </>
  );
}

/** The shape of a card while the list loads (hidden from assistive technology; pair with a status). */
export function StoryCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/** The 1, 2 or 3 column grid of cards (mobile first). */
export const STORY_GRID_CLASS = 'grid w-full grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
