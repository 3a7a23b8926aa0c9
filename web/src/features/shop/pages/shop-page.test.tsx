import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACKS, PAYMENT_MESSAGES } from '@shared/packs';
import { SiteConfigContext, type SiteConfig } from '@/lib/site-config';
import { creditSummary } from '@/test/fixtures/credit-summary';
import { Component as ShopPage } from './shop-page';
import { api } from '@/test/api-double';

// The API is the network here: the page, its cards and the credits' schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal, { withInit: false }));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const SITE_CONFIG: SiteConfig = { region: 'eu-west-3', userPoolId: 'eu-west-3_pool', userPoolClientId: 'client', socialProviders: [], local: false };

/** Where the shop left the address: its query once the notice was read. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderShop(entry: string) {
  render(
    <SiteConfigContext value={SITE_CONFIG}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/boutique"
              element={
                <>
                  <ShopPage />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SiteConfigContext>,
  );
}

afterEach(() => {
  api.fetch.mockReset();
});

describe('ShopPage', () => {
  it('should show the stories the parent has and every pack of the catalogue', async () => {
    // Arrange
    api.fetch.mockResolvedValue(creditSummary({ storiesLeft: 3, bonusStories: 3 }));

    // Act
    renderShop('/boutique');

    // Assert
    expect(await screen.findByTestId('shop-available-stories')).toHaveTextContent('Vous avez 3 histoires disponibles');
    const grid = screen.getByTestId('pack-grid');
    for (const pack of PACKS) expect(within(grid).getByRole('heading', { name: pack.name })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-cancelled')).not.toBeInTheDocument();
  });

  it('should say nothing was charged after a cancelled payment, and take the sign off the address', async () => {
    // Arrange
    api.fetch.mockResolvedValue(creditSummary());

    // Act
    renderShop('/boutique?paiement=annule&source=menu');

    // Assert
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent(PAYMENT_MESSAGES.paymentCancelled);
    expect(await screen.findByText('/boutique?source=menu')).toBeInTheDocument();
  });
});
