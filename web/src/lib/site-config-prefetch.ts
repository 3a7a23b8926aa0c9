/**
 * `/config.json` is the app's first request once its code has run: the shell cannot configure Amplify,
 * so cannot ask for the session or any story, before it has the document. main.tsx starts that request
 * here, while the app shell's chunks are still downloading, and `loadSiteConfig` takes the answer.
 *
 * This module is part of the public initial JS: no zod, no shared schema, only the path (the same as
 * SITE_CONFIG_PATH in shared/site-config.ts; a unit test keeps them equal).
 */
export const PREFETCHED_CONFIG_PATH = '/config.json';

/** The same request as `fetchSiteConfig` makes ('no-cache': a redeployed stack may have a new user pool). */
export const SITE_CONFIG_REQUEST: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

let prefetched: Promise<Response> | undefined;

export function prefetchSiteConfig(fetchImpl: (input: string, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init)): void {
  prefetched = fetchImpl(PREFETCHED_CONFIG_PATH, SITE_CONFIG_REQUEST);
  // A failure is handled by whoever takes it (or ignored on a public page that never does).
  prefetched.catch(() => {});
}

/** The prefetched answer, once: a retry after an error fetches again. */
export function takePrefetchedSiteConfig(): Promise<Response> | undefined {
  const response = prefetched;
  prefetched = undefined;
  return response;
}
