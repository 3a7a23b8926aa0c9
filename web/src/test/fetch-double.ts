import { vi } from 'vitest';

/**
 * `fetch` itself as the network, for the component tests that run the whole client with the real session (the
 * Authorization header read from Amplify's token included), where the api double would skip what they check.
 * A test file stubs it in its arrange and unstubs it after each test (`vi.unstubAllGlobals()`).
 */

/** An answer as the API writes it: JSON with its status. */
export const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The answer to one `'<METHOD> <path>'`, given the request (its body, for a test that records it). */
export type FetchRoute = (init: RequestInit | undefined) => Response;

export interface FetchCall {
  url: string;
  method: string;
  authorization: string | null;
}

/** A fetch that answers the API paths it is given and records every call; any other path is a 404. */
export function stubFetch(routes: Record<string, FetchRoute>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    calls.push({ url: input, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('Authorization') });
    const route = routes[`${init?.method ?? 'GET'} ${input}`];
    return Promise.resolve(route ? route(init) : json(404, { message: 'Introuvable' }));
  });
  return calls;
}
