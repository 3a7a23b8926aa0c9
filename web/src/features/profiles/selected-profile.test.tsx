import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profiles';
import { childProfile } from '@/test/fixtures/child-profile';
import { SelectedProfileProvider, useSelectedProfile } from './selected-profile';
import { api } from '@/test/api-double';
import { session } from '@/test/session-double';

// The API is the network here: the provider, the profiles query and its schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const child = (id: string, name: string, theme: Profile['theme']): Profile => childProfile({ id, name, theme });

const LEA = child('01JZ8Y3M4N5P6Q7R8S9T0V1W2B', 'Léa', 'nature');
const TOM = child('01JZ8Y3M4N5P6Q7R8S9T0V1W2C', 'Tom', 'ocean');

/** What a screen of the app reads from the provider: the selected child, and a way to choose another. */
function Reader() {
  const { selected, profiles, select } = useSelectedProfile();
  return (
    <>
      <p>{selected ? `Enfant choisi : ${selected.name}` : 'Aucun enfant'}</p>
      {profiles?.map((profile) => (
        <button key={profile.id} type="button" onClick={() => select(profile.id)}>
          {`Choisir ${profile.name}`}
        </button>
      ))}
    </>
  );
}

function renderProvider() {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SelectedProfileProvider>
        <Reader />
      </SelectedProfileProvider>
    </QueryClientProvider>,
  );
  return { user, view };
}

beforeEach(() => {
  localStorage.clear();
  session.current = { user: { id: 'parent-a' } };
  api.fetch.mockImplementation((path) => (path === '/profiles' ? Promise.resolve([LEA, TOM]) : Promise.reject(new Error(`unexpected ${path}`))));
});

afterEach(() => {
  api.fetch.mockReset();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('SelectedProfileProvider', () => {
  it('should select the first child when none is remembered, remember it and take its theme', async () => {
    // Arrange, Act
    renderProvider();

    // Assert
    expect(await screen.findByText('Enfant choisi : Léa')).toBeInTheDocument();
    expect(localStorage.getItem('selectedProfileId:parent-a')).toBe(LEA.id);
    expect(document.documentElement.dataset.theme).toBe('nature');
  });

  it("should select the child remembered for this account, and the page take that child's theme", async () => {
    // Arrange
    localStorage.setItem('selectedProfileId:parent-a', TOM.id);

    // Act
    renderProvider();

    // Assert
    expect(await screen.findByText('Enfant choisi : Tom')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('ocean');
  });

  it('should remember a choice for the account and change the theme at once', async () => {
    // Arrange
    const { user } = renderProvider();
    await screen.findByText('Enfant choisi : Léa');

    // Act
    await user.click(screen.getByRole('button', { name: 'Choisir Tom' }));

    // Assert
    expect(screen.getByText('Enfant choisi : Tom')).toBeInTheDocument();
    expect(localStorage.getItem('selectedProfileId:parent-a')).toBe(TOM.id);
    expect(localStorage.getItem('selectedProfileId')).toBe(TOM.id);
    expect(document.documentElement.dataset.theme).toBe('ocean');
  });

  it("should not give another parent the previous parent's choice when they sign in on the same page", async () => {
    // Arrange
    localStorage.setItem('selectedProfileId:parent-a', TOM.id);
    localStorage.setItem('selectedProfileId:parent-b', LEA.id);
    const { view } = renderProvider();
    await screen.findByText('Enfant choisi : Tom');
    session.current = { user: { id: 'parent-b' } };

    // Act
    view.rerender(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SelectedProfileProvider>
          <Reader />
        </SelectedProfileProvider>
      </QueryClientProvider>,
    );

    // Assert
    expect(await screen.findByText('Enfant choisi : Léa')).toBeInTheDocument();
  });

  it('should select nobody and put the page back on the default theme for a parent without children', async () => {
    // Arrange
    api.fetch.mockResolvedValue([]);
    document.documentElement.dataset.theme = 'volcano';

    // Act
    renderProvider();

    // Assert
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalledWith('/profiles', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Aucun enfant')).toBeInTheDocument();
    expect(localStorage.getItem('selectedProfileId:parent-a')).toBeNull();
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('normal'));
  });
});
