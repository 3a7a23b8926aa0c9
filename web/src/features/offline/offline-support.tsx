import { Hub } from 'aws-amplify/utils';
import { WifiOffIcon } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/auth/session';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';

const SERVICE_WORKER_URL = '/sw.js';

/** After the page has loaded and the browser is idle: the worker never competes with the first paint. */
function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => console.warn('Service worker', error));
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/**
 * The app shell's offline side, loaded lazily after the shell: the service worker's registration, the
 * « Vous êtes hors ligne » banner, and the saved copies' hygiene on a shared device — all go at sign-out,
 * and a parent signing in never keeps another parent's.
 */
export default function OfflineSupport() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const userId = useSession().user?.id;

  useEffect(registerServiceWorkerWhenIdle, []);

  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signedOut') void import('./offline-store').then((store) => store.clearSavedStories());
      }),
    [],
  );

  useEffect(() => {
    if (!userId || typeof caches === 'undefined') return;
    void import('./offline-store').then((store) => store.removeOthersStories(userId)).catch(() => undefined);
  }, [userId]);

  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-50">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm font-semibold text-background">
          <WifiOffIcon aria-hidden="true" className="size-4 shrink-0" />
          {OFFLINE_MESSAGES.banner}
        </p>
      )}
    </div>
  );
}
