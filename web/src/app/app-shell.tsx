import { QueryClientProvider } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppToaster } from '@/components/app-toaster';
import { BackgroundArt } from '@/components/background-art/background-art';
import { Button } from '@/components/ui/button';
import { configureAmplify } from '@/lib/amplify';
import { SessionProvider } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { loadSiteConfig, siteConfigErrorMessage, SiteConfigContext, type SiteConfig } from '@/lib/site-config';
import { RouteFallback } from './route-fallback';

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
  // One cache for the page's lifetime: created lazily, never re-created by a re-render.
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    let active = true;
    loadSiteConfig()
      .then(async (config) => {
        // Amplify must know the user pool before any child route asks for the session.
        await configureAmplify(config);
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
      {state.status === 'loading' ? <RouteFallback label="Chargement de l'application..." /> : null}
      {state.status === 'error' ? <ConfigError message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <SiteConfigContext value={state.config}>
          <SessionProvider>
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
        <h1 className="text-2xl font-extrabold">Impossible de démarrer l'application</h1>
        <p role="alert" className="text-muted-foreground">
          {message}
        </p>
        <Button size="lg" onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Réessayer
        </Button>
      </div>
    </main>
  );
}

export { AppShell as Component };
