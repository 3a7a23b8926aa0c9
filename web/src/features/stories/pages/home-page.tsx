import { CreatingStoryStatus, HomeQuickActions } from '@/features/stories/components/home-quick-actions';
import { HomeHeader } from '@/features/stories/components/home-header';
import { CreditsUpsell } from '@/features/credits';
import { RecentStories } from '@/features/stories/components/recent-stories';
import { useDocumentTitle } from '@/lib/document-title';
import { useHomeScreen } from '@/features/stories/components/use-home-screen';
import { HOME_EXTRA_TEXT } from '@/features/stories/messages';

/**
 * /app, the home screen (spec part 1 §2): the header (menu, the selected child's badge, the stories-left
 * button, the logo and tagline), then the main button and the way to the library, and the recent stories.
 * On its first load the story counters are synchronised once (spec part 1 §4); a free parent with a child
 * and no story left is offered more (the upsell dialog, then its banner). What to show is useHomeScreen's.
 */
function HomePage() {
  useDocumentTitle(HOME_EXTRA_TEXT.documentTitle);
  const home = useHomeScreen();
  return (
    <div className="flex min-h-dvh flex-col">
      <CreditsUpsell due={home.upsellDue} />
      <HomeHeader selected={home.selected} />
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center gap-6 px-4 pb-28 md:pb-12 text-center">
        <h1 className="text-2xl font-extrabold text-balance sm:text-3xl">{home.welcome}</h1>
        {home.creating ? (
          <CreatingStoryStatus />
        ) : (
          <>
            <HomeQuickActions action={home.action} />
            {home.hasChildren ? <RecentStories /> : null}
          </>
        )}
      </main>
    </div>
  );
}

export { HomePage as Component };
