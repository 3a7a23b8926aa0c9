// Icons no preloaded page uses: one they share would become a chunk of its own in the public entry's preload list.
import { CloudCheckIcon, CloudDownloadIcon, LoaderPinwheelIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { formatBytes } from './offline-keys';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';

type SaveState = { status: 'checking' | 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

const loadStore = () => import('./offline-store');

/**
 * 'Disponible hors ligne' on a finished story: a toggle (pressed when this device has a copy) that saves the
 * story's text, pictures and narration, or removes the copy. The same button stays focused through both; what
 * happened is said in a live region. The story is read again first, so its signed URLs are fresh.
 */
export default function SaveOfflineButton<T extends { id: string; title: string }>({ story, refreshStory }: { story: T; refreshStory: () => Promise<T | undefined> }) {
  const owner = useSession().user?.id ?? null;
  const [state, setState] = useState<SaveState>({ status: 'checking' });
  const [announcement, setAnnouncement] = useState('');
  const supported = typeof caches !== 'undefined';

  useEffect(() => {
    if (!owner || !supported) return;
    let active = true;
    loadStore()
      .then((store) => store.isStorySaved(story.id, owner))
      .then((saved) => active && setState({ status: saved ? 'saved' : 'idle' }))
      .catch(() => active && setState({ status: 'idle' }));
    return () => {
      active = false;
    };
  }, [owner, story.id, supported]);

  if (!owner) return null;
  const saved = state.status === 'saved';
  const busy = state.status === 'saving' || state.status === 'checking';

  const toggle = async () => {
    if (state.status === 'saving') return;
    if (!supported) return setState({ status: 'error', message: OFFLINE_MESSAGES.unsupported });
    const store = await loadStore();
    if (saved) {
      await store.removeStory(story.id);
      setState({ status: 'idle' });
      setAnnouncement(OFFLINE_MESSAGES.removed);
      return;
    }
    if (!navigator.onLine) return setState({ status: 'error', message: OFFLINE_MESSAGES.needsNetworkToSave });
    setState({ status: 'saving' });
    setAnnouncement(OFFLINE_MESSAGES.saving);
    try {
      const fresh = (await refreshStory()) ?? story;
      const summary = await store.saveStory(fresh, owner, undefined, (done, total) => setAnnouncement(OFFLINE_MESSAGES.savingProgress(done, total)));
      setState({ status: 'saved' });
      setAnnouncement(OFFLINE_MESSAGES.savedAnnouncement(formatBytes(summary.bytes)));
    } catch (error) {
      setAnnouncement('');
      setState({ status: 'error', message: error instanceof store.OfflineSaveError ? error.message : OFFLINE_MESSAGES.saveFailed });
    }
  };

  return (
    <div className="flex flex-col items-center gap-2 self-center text-center">
      {/* Never `disabled` while saving: a disabled button drops the focus; a second tap is ignored instead. */}
      <Button variant="outline" size="lg" aria-pressed={saved} aria-busy={busy} aria-disabled={state.status === 'saving'} onClick={() => void toggle()}>
        {state.status === 'saving' ? (
          <LoaderPinwheelIcon aria-hidden="true" className="motion-safe:animate-spin" />
        ) : saved ? (
          <CloudCheckIcon aria-hidden="true" />
        ) : (
          <CloudDownloadIcon aria-hidden="true" />
        )}
        {OFFLINE_MESSAGES.save}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {saved && announcement === '' ? OFFLINE_MESSAGES.saved : announcement}
      </p>
      {state.status === 'error' ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
