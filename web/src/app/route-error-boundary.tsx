import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { APP_MESSAGES } from '@/app/messages';

/**
 * Replaces React Router's English default error screen. The usual cause is a lazy chunk that no longer
 * exists after a new deployment, which a reload fixes. Plain markup on purpose: this is in the initial
 * bundle of every page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-extrabold">{APP_MESSAGES.routeError}</h1>
      <p className="text-muted-foreground">{APP_MESSAGES.routeErrorHint}</p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-6 font-bold text-primary-foreground hover:bg-primary/90 focus-ring"
      >
        {APP_MESSAGES.reloadPage}
      </button>
    </main>
  );
}
