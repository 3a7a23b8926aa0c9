import { useWizardEntry } from './use-wizard-entry';
import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CREATE_MESSAGES, CREATE_PAGE_TEXT, WIZARD_BUTTONS_TEXT } from '@/features/stories/messages';
import { SEQUEL_TEXT } from '@/features/stories/sequel/sequel-logic';
import { useSequelStart } from '@/features/stories/sequel/use-sequel-start';
import { useDocumentTitle } from '@/lib/document-title';
import { StoryWizard } from './story-wizard';

/** /create before a story exists: the entry rules (useWizardEntry), a sequel's start when asked, then the wizard. */
export function WizardEntry() {
  useDocumentTitle(CREATE_PAGE_TEXT.title);
  const { entry, profiles, selectedId, retryProfiles } = useWizardEntry();
  // « La suite » (issue 31, item 1): /create?suite=<id> writes that story's next episode.
  const sequelStart = useSequelStart();

  if (entry === 'loading' || entry === 'noProfile' || sequelStart.state === 'loading') return <CenteredSpinner />;
  if (sequelStart.state === 'failed') return <LoadError onRetry={sequelStart.retry}>{SEQUEL_TEXT.loadFailed}</LoadError>;
  if (entry === 'loadFailed' || !profiles) return <LoadError onRetry={retryProfiles}>{CREATE_MESSAGES.loadFailed}</LoadError>;
  return (
    <StoryWizard
      profiles={profiles}
      initialProfileId={selectedId}
      canContinue={entry === 'ready'}
      {...(sequelStart.state === 'ready' ? { sequel: sequelStart.sequel } : {})}
    />
  );
}

function CenteredSpinner() {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner className="[&_svg]:size-10" label={WIZARD_BUTTONS_TEXT.loading} />
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
          {WIZARD_BUTTONS_TEXT.retry}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

