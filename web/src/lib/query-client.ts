import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from './constants';

/** The app-wide cache with the spec's general defaults; queries with other needs set their own options. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: QUERY_RETRY,
        // Without a network a request is still tried once (the service worker may answer it with a story saved
        // for offline reading) and a page that needs the API then says so, instead of waiting in silence.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
