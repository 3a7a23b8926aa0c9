import { useLibraryFilter } from '@/features/stories/components/use-library-filter';
import { BookOpenIcon } from 'lucide-react';
import { Suspense } from 'react';
import { BackHomeHeader } from '@/components/back-home-header';
import { LibraryChildFilter } from '@/features/stories/components/library-child-filter';
import { LibraryGrid } from '@/features/stories/components/library-grid';
import { childStoriesHeading } from '@/features/stories/components/library-logic';
import { useDocumentTitle } from '@/lib/document-title';
import { LIBRARY_TEXT } from '@/features/stories/messages';

/**
 * /library and /app/library (spec part 2 §2): the parent's stories, newest first, those being made 'En cours'
 * (one child's with the filter, `?profileId=`). The page composes: useLibraryFilter decides whose stories and
 * where a parent without a child goes, LibraryChildFilter and LibraryGrid draw them.
 */
export function LibraryPage() {
  useDocumentTitle(LIBRARY_TEXT.title);
  const { profiles, profileId, noProfile, child, chooseChild } = useLibraryFilter();
  // The app shell's (lib/offline-slots.ts), loaded only when shown.
  const SavedStoriesPanel = globalThis.contesMagiquesOfflineSlots?.SavedStoriesPanel;

  return (
    <div className="min-h-dvh">
      <BackHomeHeader className="max-w-5xl" />
      <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="flex items-center gap-3 text-3xl font-extrabold text-balance sm:text-4xl">
          <BookOpenIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
          {LIBRARY_TEXT.title}
        </h1>
        {child ? <p className="-mt-3 text-lg text-muted-foreground">{childStoriesHeading(child.name)}</p> : null}
        {profiles && profiles.length > 0 ? <LibraryChildFilter profiles={profiles} profileId={profileId} onChoose={chooseChild} /> : null}
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

export { LibraryPage as Component };
