import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { Toaster } from 'sonner';

export interface RenderOptions {
  /** The address the router starts at (with a location's state, if need be); without it the component is rendered with no router. */
  route?: InitialEntry;
  /** The query cache, when the test reads or seeds it; by default a fresh one that retries nothing. */
  queryClient?: QueryClient;
}

/** A client that fails at once: the tests check what the parent sees after a refusal, not the retries' delays. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` as the app does around it: the query cache, sonner's toasts and, given a `route`, a router.
 * The user is set up before the render, as Testing Library advises, and returned for the test's actions.
 */
export function renderWithProviders(ui: ReactElement, { route, queryClient = testQueryClient() }: RenderOptions = {}) {
  const user = userEvent.setup();
  const page = (
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>
  );
  render(route === undefined ? page : <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>);
  return user;
}
