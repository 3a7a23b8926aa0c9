import { BookOpenIcon, LoaderCircleIcon, ShoppingBagIcon, SparklesIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Profile } from '../../../../shared/profiles';
import { ProfileAvatar } from '../../components/profile-avatar';
import { SessionSideMenu } from '../../components/side-menu/session-side-menu';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth/session';
import { useCredits } from '../../lib/credits/get-credits';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { profileBadgeText } from '../../lib/profiles/profile-labels';
import { useSelectedProfile } from '../../lib/profiles/selected-profile';
import { isCreatingStory, LOGO_SOURCES, mainActionFor, nextLogoSource, searchWithoutNewSignup, welcomeLine, type MainAction } from './home-helpers';
import { useParentFirstName } from './use-parent-first-name';

const TAGLINE = 'Créez des histoires aussi uniques que vos enfants';

const MAIN_ACTION_ICONS: Record<Exclude<MainAction['kind'], 'loading'>, LucideIcon> = {
  createProfile: UserPlusIcon,
  getMoreStories: ShoppingBagIcon,
  createStory: SparklesIcon,
};

/**
 * /app, the home screen (spec part 1 §2): the menu (top left), the selected child's badge (top right),
 * the logo and tagline, then the main button and the way to the library. The stories-left button and
 * the recent stories come with their own issues; their places stay empty until then.
 */
export function HomePage() {
  useDocumentTitle('Accueil');
  const { user, status } = useSession();
  const firstName = useParentFirstName(user?.id);
  const { profiles, isLoading: profilesLoading, selected } = useSelectedProfile();
  const credits = useCredits();
  const location = useLocation();
  useRemoveNewSignupParam();

  const action = mainActionFor({
    loading: status !== 'signedIn' || profilesLoading || credits.isLoading,
    profileCount: profiles?.length,
    credits: credits.data,
  });
  const creating = isCreatingStory(location.search);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-3 pt-3 pb-8 text-center">
        <div className="flex min-h-11 items-start justify-between gap-3">
          <SessionSideMenu />
          <div className="flex items-center gap-2">
            {selected ? <SelectedProfileBadge profile={selected} /> : null}
            {/* The stories-left button (spec part 1 §2) comes with the credits issue. */}
          </div>
        </div>
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 pt-4">
          <p className="flex items-center gap-3 text-3xl font-extrabold text-foreground sm:text-4xl">
            <AppLogo />
            Contes Magiques
          </p>
          <p className="text-lg text-pretty text-muted-foreground">{TAGLINE}</p>
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center gap-6 px-4 pb-12 text-center">
        <h1 className="text-2xl font-extrabold text-balance sm:text-3xl">{welcomeLine(firstName)}</h1>
        {creating ? <CreatingStoryStatus /> : <QuickActions action={action} />}
        {/* The recent stories (spec part 2) come with the library issue. */}
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
          Voir ma bibliothèque d'histoires
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

/** Spec part 1 §2: `creating_story=true` shows this in place of the quick actions and recent stories. */
function CreatingStoryStatus() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-card-foreground shadow-sm">
      <LoaderCircleIcon aria-hidden="true" className="size-10 animate-spin text-primary" />
      <p className="text-lg font-bold">Création de votre histoire en cours...</p>
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
