import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditSummary } from '@shared/credits';
import type { Profile } from '@shared/profiles';
import type { StoryCard } from '@shared/stories';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ApiError } from '@/lib/api-client';
import { creditSummary } from '@/test/fixtures/credit-summary';
import { HOME_TEXT, MAIN_ACTION_LABELS, RECENT_TITLE } from '@/features/stories/messages';
import { Component as HomePage } from './home-page';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';
import { session, signedIn } from '@/test/session-double';

// The API and Cognito are the network here: the page, its hooks, the credits' and stories' reads run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
const cognito = vi.hoisted(() => ({ givenName: undefined as string | undefined }));
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: () => Promise.resolve({ tokens: { idToken: { payload: { sub: 'parent', given_name: cognito.givenName } } } }),
  fetchUserAttributes: () => Promise.resolve({}),
}));
// The first-load sync runs once per parent and page load: each test signs a parent of its own in.
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());
// The children and the selected one come from the signed-in shell's provider: here, the ones the test gives.
const family = vi.hoisted(() => ({ profiles: undefined as Profile[] | undefined }));
vi.mock('@/features/profiles', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/profiles')>()),
  useSelectedProfile: () => ({ profiles: family.profiles, isLoading: false, selected: family.profiles?.[0] }),
}));

const LEA = { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2B', name: 'Léa', age: 6, gender: 'girl', avatar: 'Star', favoriteColor: 'blue' } as Profile;

function card(id: string, title: string): StoryCard {
  return { id, profileId: LEA.id, title, excerpt: 'Il était une fois.', moral: 'Le courage grandit.', status: 'completed', createdAt: '2026-03-12T10:00:00.000Z', creditType: 'bonus', imageUrl: null };
}

/** The API as the page reads it: the credits, the recent stories and the first-load sync's answer. */
function answer({ credits = creditSummary(), recent = [] as StoryCard[] }: { credits?: CreditSummary; recent?: StoryCard[] } = {}) {
  api.fetch.mockImplementation((path) => {
    if (path === '/me/credits') return Promise.resolve(credits);
    if (path === '/stories/recent') return Promise.resolve(recent);
    if (path.endsWith('/sync/stories')) return Promise.resolve({ monthly_count: 0, bonus_count: 0, changes: [] });
    return Promise.reject(new ApiError(404, 'Introuvable'));
  });
}

function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

let signedInParents = 0;
function renderHome(address = '/app') {
  session.current = signedIn({ id: `parent-${String((signedInParents += 1))}`, email: 'parent@example.fr' });
  renderWithProviders(
    <TooltipProvider>
      <Routes>
        <Route path="/app" element={<HomePage />} />
      </Routes>
      <AddressProbe />
    </TooltipProvider>,
    { route: address },
  );
}

afterEach(() => {
  api.fetch.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  family.profiles = undefined;
  cognito.givenName = undefined;
});

describe('HomePage', () => {
  it('should greet the parent by first name, offer a new story, list the recent stories and sync the counters once', async () => {
    // Arrange
    family.profiles = [LEA];
    cognito.givenName = 'Camille';
    answer({ recent: [card('story-1', 'Léa et la lune')] });

    // Act
    renderHome();

    // Assert
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Camille !' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: MAIN_ACTION_LABELS.createStory })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('link', { name: HOME_TEXT.library })).toHaveAttribute('href', '/library');
    expect(await screen.findByRole('heading', { level: 2, name: RECENT_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('Léa et la lune')).toBeInTheDocument();
    expect(screen.getByTestId('selected-profile-badge')).toHaveTextContent('Histoire de Léa, 6 ans, Fille');
    await waitFor(() => expect(api.fetch.mock.calls.filter(([path]) => path.endsWith('/sync/stories'))).toHaveLength(1));
  });

  it('should send a parent without a child to the first profile and show no recent stories', async () => {
    // Arrange
    family.profiles = [];
    answer({ recent: [card('story-1', 'Léa et la lune')] });

    // Act
    renderHome();

    // Assert
    expect(await screen.findByRole('link', { name: MAIN_ACTION_LABELS.createProfile })).toHaveAttribute('href', '/child-profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue !' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: RECENT_TITLE })).not.toBeInTheDocument();
  });

  it('should send a free parent with no story left to the shop and offer more stories in the upsell dialog', async () => {
    // Arrange
    family.profiles = [LEA];
    answer({ credits: creditSummary({ storiesLeft: 0, bonusStories: 0 }) });

    // Act
    renderHome();

    // Assert
    expect(await screen.findByRole('dialog', { name: "Plus d'histoires disponibles !" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MAIN_ACTION_LABELS.getMoreStories, hidden: true })).toHaveAttribute('href', '/boutique');
  });

  it('should take new_signup off the address on arrival and keep the other parameters', async () => {
    // Arrange
    family.profiles = [LEA];
    answer();

    // Act
    renderHome('/app?new_signup=true&ref=mail');

    // Assert
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/app\?ref=mail$/));
  });

  it('should show the story being created in place of the actions and the recent stories', async () => {
    // Arrange
    family.profiles = [LEA];
    answer({ recent: [card('story-1', 'Léa et la lune')] });

    // Act
    renderHome('/app?creating_story=true');

    // Assert
    expect(await screen.findByText(HOME_TEXT.creating)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: HOME_TEXT.library })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: RECENT_TITLE })).not.toBeInTheDocument();
  });

  it('should fall back to the second logo, then leave the logo out when neither loads', async () => {
    // Arrange
    family.profiles = [LEA];
    answer();
    renderHome();
    const logo = await screen.findByTestId('app-logo');

    // Act
    fireEvent.error(logo);
    const fallbackSource = screen.getByTestId('app-logo').getAttribute('src');
    fireEvent.error(screen.getByTestId('app-logo'));

    // Assert
    expect(fallbackSource).toBe('/logo-fallback.svg');
    expect(screen.queryByTestId('app-logo')).not.toBeInTheDocument();
  });
});
