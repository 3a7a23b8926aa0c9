import { vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';

/**
 * The API as the component tests' network: the real api-client module runs (its errors, its schemas' callers),
 * only its one door to the network, `apiFetch`, answers from `api.fetch`. A test file wires it with
 * `vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal))`:
 * vi.mock is hoisted above the file's imports, so its factory cannot name an imported helper (not yet initialised
 * when a component first imports the client); it imports this module itself, the same instance the test reads.
 */
export const api = { fetch: vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>() };

export interface ApiDoubleOptions {
  /** False where a test's asserts read each call as its path alone: `api.fetch` is then called without the request. */
  withInit?: boolean;
}

/** The api-client module with `apiFetch` answered by `api.fetch`, given the path and the request. */
export async function mockApiClient(importOriginal: () => Promise<typeof ApiClient>, { withInit = true }: ApiDoubleOptions = {}): Promise<typeof ApiClient> {
  return {
    ...(await importOriginal()),
    apiFetch: ((path: string, init?: RequestInit) => (withInit ? api.fetch(path, init) : api.fetch(path))) as ApiClient.ApiFetch,
  };
}

/** The calls made to `path` (and with `method`, when given), as [path, init] pairs. */
export function callsTo(path: string, method?: string) {
  return api.fetch.mock.calls.filter(([called, init]) => called === path && (method === undefined || init?.method === method));
}

/** The bodies sent to `path`, parsed. */
export function sentTo(path: string): unknown[] {
  return callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}
