import '@fontsource-variable/nunito';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppRouter, routes } from './app/router';
import { prefetchSiteConfig } from './lib/site-config-prefetch';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Élément #root introuvable dans index.html');
}

/**
 * A public page arrives prerendered (scripts/prerender-web.ts): its lazy routes must be loaded before the
 * router is created, or its first render would be the loading state instead of the server's markup
 * (React Router, "lazy routes and hydration"). The prerender resolved the same matches.
 */
async function loadMatchedLazyRoutes(routeTree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (root.hasChildNodes()) {
    // A prerendered public page: no app shell, so no /config.json to prefetch (the shell asks for it if a
    // later navigation needs it).
    try {
      await loadMatchedLazyRoutes(routes);
    } catch {
      // A chunk that failed to load (a deployment in between, the network): the router retries it and
      // shows its French error screen, with a reload button, in place of the static page.
      createRoot(root).render(app(createAppRouter()));
      return;
    }
    // In a transition, React hydrates in slices that yield to the browser between them, instead of one long
    // task: on a phone the page stays responsive to a tap while it hydrates (Lighthouse's total blocking time).
    startTransition(() => {
      hydrateRoot(root, app(createAppRouter()));
    });
    return;
  }
  // Before the router loads any route: the app shell's first need, fetched while its chunks download.
  prefetchSiteConfig();
  createRoot(root).render(app(createAppRouter()));
}

void start(container);
