import { useQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { NO_CREDIT_REDIRECT_MS } from '@shared/stories';
import { SessionSideMenu } from '@/components/side-menu/session-side-menu';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProgressScreen } from '@/features/stories/components/progress-screen';
import { StoryWizard } from '@/features/stories/components/story-wizard';
import { storyIdFromState, wizardEntry, type WizardEntry } from '@/features/stories/components/wizard-logic';
import { CREATE_MESSAGES, STORY_MESSAGES } from '@/features/stories/messages';
import { SEQUEL_TEXT } from '@/features/stories/sequel/sequel-logic';
import { useSequelStart } from '@/features/stories/sequel/use-sequel-start';
import { creditsQueryOptions, creditTotals } from '@/features/credits';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useProfiles, useSelectedProfile } from '@/features/profiles';
import { NO_PROFILE_DESCRIPTION } from '@/features/stories/messages';
import { CREATE_PAGE_TEXT } from '@/features/stories/messages';

/**
 * /create and /story/{id}/loading (spec part 2 §2): one screen, the wizard until a story exists, then
 * its progress. The story's id comes from the route, or from the navigation state.
 */
function CreateStoryPage() {
  const { id } = useParams<{ id: string }>();
  const location = useLocation();
  const storyId = id ?? storyIdFromState(location.state);
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex w-full max-w-3xl items-center gap-2 px-3 pt-3">
        <SessionSideMenu />
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-2 pb-28 md:pb-12">
        {storyId ? <ProgressScreen key={storyId} storyId={storyId} /> : <WizardEntry />}
      </main>
    </div>
  );
}

/** The entry rules of spec part 2 §2 and §5, then the wizard. */
function WizardEntry() {
  useDocumentTitle(CREATE_PAGE_TEXT.title);
  const navigate = useNavigate();
  const { profiles, isLoading: profilesLoading, selected } = useSelectedProfile();
  const profilesQuery = useProfiles();
  // « La suite » (issue 31, item 1): /create?suite=<id> writes that story's next episode.
  const sequelStart = useSequelStart();
  // A balance cached by another screen may be stale (a story was just made): read it again on arrival.
  const credits = useQuery({ ...creditsQueryOptions(), refetchOnMount: 'always' });
  const live = wizardEntry({
    profiles,
    profilesLoading,
    creditsChecked: credits.isFetchedAfterMount,
    storiesLeft: credits.isError || !credits.data ? undefined : creditTotals(credits.data).storiesLeft,
  });

  // The entry is decided once: the balance is re-read every 5 s, and a story made in another tab must
  // not throw the parent out mid-wizard (the server answers 402 if the credit is really gone).
  const [decided, setDecided] = useState<Exclude<WizardEntry, 'loading' | 'loadFailed'> | null>(null);
  if (decided === null && live !== 'loading' && live !== 'loadFailed') setDecided(live);
  const entry = decided ?? live;

  useEffect(() => {
    if (entry === 'noProfile') {
      toast.error(CREATE_MESSAGES.noProfileTitle, { id: 'story-entry', description: NO_PROFILE_DESCRIPTION });
      void navigate(paths.childProfile, { replace: true });
      return;
    }
    if (entry === 'noCredits') {
      toast.error(STORY_MESSAGES.noCreditsTitle, { id: 'story-entry', description: CREATE_MESSAGES.noCreditsDescription });
      const timer = window.setTimeout(() => void navigate(paths.app, { replace: true }), NO_CREDIT_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [entry, navigate]);

  if (entry === 'loading' || entry === 'noProfile' || sequelStart.state === 'loading') return <CenteredSpinner />;
  if (sequelStart.state === 'failed') return <LoadError onRetry={sequelStart.retry}>{SEQUEL_TEXT.loadFailed}</LoadError>;
  if (entry === 'loadFailed' || !profiles) {
    return (
      <LoadError onRetry={() => void profilesQuery.refetch()}>
        {CREATE_MESSAGES.loadFailed}
      </LoadError>
    );
  }
  return (
    <StoryWizard
      profiles={profiles}
      initialProfileId={selected?.id ?? null}
      canContinue={entry === 'ready'}
      {...(sequelStart.state === 'ready' ? { sequel: sequelStart.sequel } : {})}
    />
  );
}

function CenteredSpinner() {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner className="[&_svg]:size-10" label="Chargement..." />
    </div>
  );
}

function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{CREATE_MESSAGES.errorTitle}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{children}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Réessayer
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export { CreateStoryPage as Component };
