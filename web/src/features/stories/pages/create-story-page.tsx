import { WizardEntry } from '@/features/stories/components/wizard-entry';
import { useLocation, useParams } from 'react-router-dom';
import { SessionSideMenu } from '@/components/side-menu/session-side-menu';
import { ProgressScreen } from '@/features/stories/components/progress-screen';
import { storyIdFromState } from '@/features/stories/components/wizard-logic';

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

export { CreateStoryPage as Component };
