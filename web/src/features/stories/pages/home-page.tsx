import { BookOpenIcon, LoaderCircleIcon, RefreshCwIcon, ShoppingBagIcon, SparklesIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Profile } from '@shared/profiles';
import { CreditsUpsell, creditTotals, isUpsellDue, StoriesLeftButton, useCredits, useFirstLoadSync } from '@/features/credits';
import { ProfileAvatar } from '@/components/profile-avatar';
import { SessionSideMenu } from '@/components/side-menu/session-side-menu';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRecentStories } from '@/features/stories/api/get-recent-stories';
import { STORY_GRID_CLASS, StoryCard, StoryCardSkeleton } from '@/features/stories/components/story-card';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { profileBadgeText, useSelectedProfile } from '@/features/profiles';
import { isCreatingStory, LOGO_SOURCES, mainActionFor, nextLogoSource, searchWithoutNewSignup, welcomeLine, type MainAction } from './home-helpers';
import { useParentFirstName } from './use-parent-first-name';
import { RECENT_LOAD_FAILED, RECENT_TITLE, HOME_TAGLINE } from '@/features/stories/messages';
import { HOME_EXTRA_TEXT, HOME_TEXT } from '@/features/stories/messages';

const MAIN_ACTION_ICONS: Record<Exclude<MainAction['kind'], 'loading'>, LucideIcon> = {
  createProfile: UserPlusIcon,
  getMoreStories: ShoppingBagIcon,
  createStory: SparklesIcon,
};

/**
 * /app, the home screen (spec part 1 §2): the menu (top left), the selected child's badge and the
 * stories-left button (top right), the logo and tagline, then the main button and the way to the library,
 * and the recent stories. On its first load the story counters are synchronised once (spec part 1 §4); a
 * free parent with a child and no story left is offered more (the upsell dialog, then its banner).
 */
function HomePage() {
  useDocumentTitle(HOME_EXTRA_TEXT.documentTitle);
  const { user, status } = useSession();
  const firstName = useParentFirstName(user?.id);
  const { profiles, isLoading: profilesLoading, selected } = useSelectedProfile();
  const credits = useCredits();
  const location = useLocation();
  useRemoveNewSignupParam();

  const action = mainActionFor({
    loading: status !== 'signedIn' || profilesLoading || credits.isLoading,
    profileCount: profiles?.length,
    credits: credits.data ? { planType: credits.data.planType, ...creditTotals(credits.data) } : undefined,
  });
  const creating = isCreatingStory(location.search);
  useFirstLoadSync(status === 'signedIn' ? user?.id : undefined, credits.data);
  const upsellDue = isUpsellDue({
    loading: status !== 'signedIn' || profilesLoading || credits.isLoading,
    signedIn: status === 'signedIn',
    profileCount: profiles?.length,
    credits: credits.data,
  });

  return (
    <div className="flex min-h-dvh flex-col">
      <CreditsUpsell due={upsellDue && !creating} />
      <header className="px-3 pt-3 pb-8 text-center">
        <div className="flex min-h-11 items-start justify-between gap-3">
          <SessionSideMenu />
          <div className="flex flex-wrap items-center justify-end gap-2">
            {selected ? <SelectedProfileBadge profile={selected} /> : null}
            <StoriesLeftButton />
          </div>
        </div>
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 pt-4">
          <p className="flex items-center gap-3 text-3xl font-extrabold text-foreground sm:text-4xl">
            <AppLogo />
            {HOME_EXTRA_TEXT.appName}
          </p>
          <p className="text-lg text-pretty text-muted-foreground">{HOME_TAGLINE}</p>
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center gap-6 px-4 pb-28 md:pb-12 text-center">
        <h1 className="text-2xl font-extrabold text-balance sm:text-3xl">{welcomeLine(firstName)}</h1>
        {creating ? (
          <CreatingStoryStatus />
        ) : (
          <>
            <QuickActions action={action} />
            {profiles && profiles.length > 0 ? <RecentStories /> : null}
          </>
        )}
      </main>
    </div>
  );
}

/** 'Histoire de Léo, 6 ans, Garçon': whose stories the next ones will be. */
function SelectedProfileBadge({ profile }: { profile: Profile }) {
  return (
    <p
      data-testid="selected-profile-badge"
      className="flex min-h-11 max-w-[min(20rem,calc(100vw-5.5rem))] items-center gap-2 rounded-full border bg-card py-1 pr-4 pl-1 text-left text-sm font-bold text-card-foreground shadow-sm"
    >
      <ProfileAvatar avatar={profile.avatar} color={profile.favoriteColor} className="size-9" />
      <span className="min-w-0">{profileBadgeText(profile)}</span>
    </p>
  );
}

function QuickActions({ action }: { action: MainAction }) {
  return (
    <div className="flex w-full max-w-sm flex-col items-stretch gap-3">
      {action.kind === 'loading' ? (
        <Button size="lg" disabled aria-busy="true">
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          {action.label}
        </Button>
      ) : (
        <MainActionLink action={action} />
      )}
      <Button asChild size="lg" variant="outline">
        <Link to={paths.library}>
          <BookOpenIcon aria-hidden="true" />
          {HOME_TEXT.library}
        </Link>
      </Button>
    </div>
  );
}

function MainActionLink({ action }: { action: Exclude<MainAction, { kind: 'loading' }> }) {
  const Icon = MAIN_ACTION_ICONS[action.kind];
  return (
    <Button asChild size="lg" data-main-action={action.kind}>
      <Link to={action.to}>
        <Icon aria-hidden="true" />
        {action.label}
      </Link>
    </Button>
  );
}

/**
 * The 6 newest stories, whatever their status (spec part 2 §7, home recent): a story still being made
 * shows 'En cours' and does not open. Nothing is shown before the first story exists.
 */
function RecentStories() {
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

/** Spec part 1 §2: `creating_story=true` shows this in place of the quick actions and recent stories. */
function CreatingStoryStatus() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-card-foreground shadow-sm">
      <LoaderCircleIcon aria-hidden="true" className="size-10 animate-spin text-primary" />
      <p className="text-lg font-bold">{HOME_TEXT.creating}</p>
    </div>
  );
}

/** Spec part 1 §2: `new_signup=true` is removed from the address on arrival, the other parameters kept. */
function useRemoveNewSignupParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = searchWithoutNewSignup(location.search);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, navigate]);
}

/**
 * The product's logo, falling back to the second one if it cannot load (spec part 1 §2), and left out
 * if neither can: the name beside it says the same. Decorative, hence the empty alt.
 */
function AppLogo() {
  const [source, setSource] = useState<string | null>(LOGO_SOURCES[0]);
  if (!source) return null;
  return (
    <img
      src={source}
      alt=""
      width={56}
      height={56}
      data-testid="app-logo"
      onError={() => setSource(nextLogoSource(source))}
      className="size-12 shrink-0 drop-shadow-sm sm:size-14"
    />
  );
}

export { HomePage as Component };
