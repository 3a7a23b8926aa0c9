import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creditSummary } from '@/test/fixtures/credit-summary';
import type { CreditSummary } from '@shared/credits';
import { RECONCILE_TOASTS } from '@shared/reconcile';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider } from '@/lib/auth/session';
import { json, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { StoriesLeftButton } from './stories-left-button';

// The network is stubbed at its two doors: Amplify's Cognito session and `fetch` to the API.
vi.mock('aws-amplify/auth', async () => (await import('@/test/cognito-double')).mockSignedInCognito());

const summary = (overrides: Partial<CreditSummary> = {}): CreditSummary => creditSummary({ storiesLeft: 3, bonusStories: 3, totalStoriesCreated: 5, ...overrides });

let queryClient: QueryClient;

function renderButton() {
  return renderWithProviders(
    <SessionProvider>
      <TooltipProvider>
        <StoriesLeftButton />
      </TooltipProvider>
    </SessionProvider>,
    { route: '/', queryClient },
  );
}

beforeEach(() => {
  queryClient = new QueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoriesLeftButton', () => {
  it("should name the stories left from the parent's credits, read with the session's token", async () => {
    // Arrange
    const calls = stubFetch({ 'GET /api/me/credits': () => json(200, summary({ storiesLeft: 3 })) });

    // Act
    renderButton();

    // Assert
    const button = await screen.findByRole('button', { name: '3 histoires disponibles' });
    expect(button).toHaveTextContent('3 histoires');
    expect(calls[0]).toEqual({ url: '/api/me/credits', method: 'GET', authorization: 'Bearer id-token' });
  });

  it('should say "1 histoire disponible" in the singular', async () => {
    // Arrange
    stubFetch({ 'GET /api/me/credits': () => json(200, summary({ storiesLeft: 1 })) });

    // Act
    renderButton();

    // Assert
    expect(await screen.findByRole('button', { name: '1 histoire disponible' })).toBeInTheDocument();
  });

  it('should show nothing while the credits cannot be read', async () => {
    // Arrange
    const calls = stubFetch({ 'GET /api/me/credits': () => json(500, { message: 'Erreur interne' }) });

    // Act
    renderButton();

    // Assert
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /disponible/ })).not.toBeInTheDocument();
  });

  it('should open its panel with the stories left, the stories created and the bonus stories created', async () => {
    // Arrange
    stubFetch({ 'GET /api/me/credits': () => json(200, summary({ storiesLeft: 2, totalStoriesCreated: 7, bonusStoriesCreated: 4 })) });
    const user = renderButton();

    // Act
    await user.click(await screen.findByRole('button', { name: '2 histoires disponibles' }));

    // Assert
    const panel = await screen.findByRole('dialog', { name: 'Vos histoires' });
    const rows = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Histoires disponibles', '2'],
      ['Histoires créées', '7'],
      ['Histoires bonus créées', '4'],
    ]);
  });

  it('should synchronise the stories on demand, say what it found and read the credits again', async () => {
    // Arrange
    let storiesLeft = 0;
    const calls = stubFetch({
      'GET /api/me/credits': () => json(200, summary({ storiesLeft })),
      'POST /api/sync/stories': () => {
        storiesLeft = 2;
        return json(200, { monthly_count: 0, bonus_count: 2, changes: [] });
      },
    });
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: '0 histoire disponible' }));

    // Act
    await user.click(within(await screen.findByRole('dialog', { name: 'Vos histoires' })).getByRole('button', { name: 'Synchroniser mes histoires' }));

    // Assert
    expect(await screen.findByText(RECONCILE_TOASTS.storiesDetected(0, 2))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/sync/stories')).toBe(true);
    expect(await screen.findByRole('button', { name: '2 histoires disponibles' })).toBeInTheDocument();
  });

  it("should show the server's French message when the synchronisation fails", async () => {
    // Arrange
    stubFetch({
      'GET /api/me/credits': () => json(200, summary()),
      'POST /api/sync/stories': () => json(409, { message: 'Une synchronisation est déjà en cours.' }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: '3 histoires disponibles' }));

    // Act
    await user.click(within(await screen.findByRole('dialog', { name: 'Vos histoires' })).getByRole('button', { name: 'Synchroniser mes histoires' }));

    // Assert
    expect(await screen.findByText(RECONCILE_TOASTS.syncError)).toBeInTheDocument();
    expect(screen.getByText('Une synchronisation est déjà en cours.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
