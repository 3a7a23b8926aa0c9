// Icons no preloaded page uses: one they share would become a chunk of its own in the public entry's preload list.
import { CircleMinusIcon, CloudOffIcon, HardDriveDownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { formatBytes, totalBytes } from './offline-keys';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';
import type { SavedStorySummary } from './offline-store';

const loadStore = () => import('./offline-store');
const SAVED_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long' });

/**
 * The library's 'Disponibles hors ligne': the stories this device keeps for the signed-in parent, the space
 * each takes and their total, with a way to remove each. It reads only the device's copies, so it is there
 * without a network too, when the rest of the library cannot load.
 */
export default function SavedStoriesPanel() {
  const owner = useSession().user?.id ?? null;
  const [saved, setSaved] = useState<SavedStorySummary[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    const list = !owner || typeof caches === 'undefined' ? Promise.resolve([]) : loadStore().then((store) => store.listSavedStories(owner));
    list
      .catch(() => [])
      .then((stories) => {
        if (active) setSaved(stories);
      });
    return () => {
      active = false;
    };
  }, [owner, version]);

  if (!owner || saved === null) return null;

  const remove = async (story: SavedStorySummary) => {
    await (await loadStore()).removeStory(story.storyId);
    setSaved((current) => current?.filter((item) => item.storyId !== story.storyId) ?? null);
    setVersion((value) => value + 1);
    setAnnouncement(OFFLINE_MESSAGES.removed);
    // The row and its button are gone: the focus goes to the section's heading rather than to the page's top.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="offline-stories" className="flex flex-col gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <h2 id="offline-stories" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-extrabold focus-ring">
        <CloudOffIcon aria-hidden="true" className="size-6 text-primary" />
        {OFFLINE_MESSAGES.panelTitle}
      </h2>
      {saved.length === 0 ? (
        <p className="text-muted-foreground">{OFFLINE_MESSAGES.panelEmpty}</p>
      ) : (
        <>
          <p className="text-muted-foreground" data-testid="offline-total">
            {OFFLINE_MESSAGES.panelTotal(saved.length, formatBytes(totalBytes(saved)))}
          </p>
          <ul className="flex flex-col divide-y" aria-label={OFFLINE_MESSAGES.panelTitle}>
            {saved.map((story) => (
              <li key={story.storyId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex min-w-0 flex-col">
                  <Link to={paths.story(story.storyId)} className="truncate font-bold text-primary underline-offset-4 hover:underline focus-ring" aria-label={OFFLINE_MESSAGES.open(story.title)}>
                    {story.title}
                  </Link>
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <HardDriveDownloadIcon aria-hidden="true" className="size-4" />
                    {formatBytes(story.bytes)} · {OFFLINE_MESSAGES.savedOn(SAVED_DATE.format(new Date(story.savedAt)))}
                  </span>
                </div>
                <Button variant="outline" size="icon" aria-label={OFFLINE_MESSAGES.removeNamed(story.title)} onClick={() => void remove(story)}>
                  <CircleMinusIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
