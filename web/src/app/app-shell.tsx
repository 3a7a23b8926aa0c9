import { QueryClientProvider } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppToaster } from '@/components/app-toaster';
import { BackgroundArt } from '@/components/background-art/background-art';
import { Button } from '@/components/ui/button';
import { APP_MESSAGES } from '@/app/messages';
import { configureAmplify } from '@/lib/amplify';
import { SessionProvider } from '@/lib/auth/session';
import type { OfflineSlots } from '@/lib/offline-slots';
import type { ShareSlots } from '@/lib/share-slots';
import { createQueryClient } from '@/lib/query-client';
import { loadSiteConfig, siteConfigErrorMessage, SiteConfigContext, type SiteConfig } from '@/lib/site-config';
import { prefetchFirstPage } from './first-page-prefetch';
import { RouteFallback } from './route-fallback';

/** The configuration read, then Amplify told the user pool: what every child route needs first. */
async function startShell(): Promise<SiteConfig> {
  const config = await loadSiteConfig();
  await configureAmplify(config);
  return config;
}

/**
 * One cache for the page's lifetime. The shell starts as soon as this chunk is evaluated, while React
 * Router still waits for the page's own chunks, and so does the data of the page opened directly
 * (first-page-prefetch.ts): on a phone opening a story's link, that is what the parent waits for.
 */
const queryClient = createQueryClient();
let firstStart: Promise<SiteConfig> | undefined = startShell();
firstStart.then(() => prefetchFirstPage(window.location.pathname, queryClient)).catch(() => {});

/**
 * Offline reading (features/offline), each piece its own chunk loaded after the shell: the service worker's
 * registration and the offline banner, and the pieces the story page and the library show.
 */
const OfflineSupport = lazy(() => import('@/features/offline/offline-support'));
const offlineSlots: OfflineSlots = {
  SaveOfflineButton: lazy(() => import('@/features/offline/save-offline-button')),
  SavedStoriesPanel: lazy(() => import('@/features/offline/saved-stories-panel')),
};
globalThis.contesMagiquesOfflineSlots = offlineSlots;
/** The family link's pieces on the story and account pages (features/share, issue 31, item 2), each its own chunk. */
const shareSlots: ShareSlots = {
  ShareStoryControl: lazy(() => import('@/features/share/components/share-story-control')),
  ShareLinksCard: lazy(() => import('@/features/share/components/share-links-card')),
};
globalThis.contesMagiquesShareSlots = shareSlots;

type ShellState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; config: SiteConfig };

/**
 * Layout of the protected area, loaded as its own chunk so that public pages never download Amplify or
 * React Query. It reads `/config.json` once, configures Amplify with it, then renders the child route
 * inside the query cache and the toaster.
 */
function AppShell() {
  const [state, setState] = useState<ShellState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    // The start begun with the chunk, once; a retry starts again. Amplify must know the user pool
    // before any child route asks for the session.
    const start = firstStart ?? startShell();
    firstStart = undefined;
    start
      .then((config) => {
        if (active) setState({ status: 'ready', config });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error', message: siteConfigErrorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    <QueryClientProvider client={queryClient}>
      <BackgroundArt />
      {state.status === 'loading' ? <RouteFallback label={APP_MESSAGES.loadingApp} /> : null}
      {state.status === 'error' ? <ConfigError message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <SiteConfigContext value={state.config}>
          <SessionProvider>
            <Suspense fallback={null}>
              <OfflineSupport />
            </Suspense>
            <Outlet />
          </SessionProvider>
        </SiteConfigContext>
      ) : null}
      <AppToaster />
    </QueryClientProvider>
  );
}

function ConfigError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="flex w-full max-w-md flex-col items-center gap-5 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm">
        <h1 className="text-2xl font-extrabold">{APP_MESSAGES.startFailed}</h1>
        <p role="alert" className="text-muted-foreground">
          {message}
        </p>
        <Button size="lg" onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          {APP_MESSAGES.retry}
        </Button>
      </div>
    </main>
  );
}

export { AppShell as Component };
