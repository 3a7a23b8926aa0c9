import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_LABELS, type Profile } from '@shared/profiles';
import { childProfile } from '@/test/fixtures/child-profile';
import { ApiError } from '@/lib/api-client';
import { PROFILES_SECTION_TEXT as T } from '@/features/profiles/messages';
import { SelectedProfileProvider } from '@/features/profiles/selected-profile';
import { ProfilesSection } from './profiles-section';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the section, the selected child's provider, the queries and mutations run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const child = (id: string, name: string, theme: Profile['theme']): Profile => childProfile({ id, name, theme });

const LEA = child('01JZ8Y3M4N5P6Q7R8S9T0V1W2B', 'Léa', 'nature');
const TOM = child('01JZ8Y3M4N5P6Q7R8S9T0V1W2C', 'Tom', 'ocean');

/** What the server holds and answers. */
const server = { profiles: [LEA, TOM], failDelete: false };

function renderSection() {
  const onDone = vi.fn();
  const user = renderWithProviders(
    <SelectedProfileProvider>
      <Routes>
        <Route path="/library" element={<ProfilesSection onDone={onDone} />} />
        <Route path="/app" element={<p>Accueil</p>} />
      </Routes>
    </SelectedProfileProvider>,
    { route: '/library' },
  );
  return { user, onDone };
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const calls = (method: string) => api.fetch.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(() => {
  localStorage.clear();
  server.profiles = [LEA, TOM];
  server.failDelete = false;
  api.fetch.mockImplementation((path, init) => {
    if (path === '/profiles') return Promise.resolve(server.profiles);
    const id = path.split('/')[2];
    if (init?.method === 'DELETE') {
      if (server.failDelete) return Promise.reject(new ApiError(500, 'Erreur serveur'));
      server.profiles = server.profiles.filter((profile) => profile.id !== id);
      return Promise.resolve({ deletedStories: 3 });
    }
    if (init?.method === 'PATCH') return Promise.resolve({ ...server.profiles.find((profile) => profile.id === id), ...(JSON.parse(String(init.body)) as object) });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

afterEach(() => {
  api.fetch.mockReset();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ProfilesSection', () => {
  it('should list the children with the selected one marked, and choose another, close the menu and go home', async () => {
    // Arrange
    const { user, onDone } = renderSection();
    await screen.findByRole('heading', { name: T.themeOf('Léa') });
    expect(row('Léa')).toHaveAttribute('aria-current', 'true');

    // Act
    await user.click(row('Tom'));

    // Assert
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('selectedProfileId:parent-a')).toBe(TOM.id);
  });

  it("should delete a child after the warning about their stories, say so and select the next child", async () => {
    // Arrange
    const { user } = renderSection();
    await screen.findByRole('heading', { name: T.themeOf('Léa') });
    await user.click(screen.getByRole('button', { name: T.deleteLabel('Léa') }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteWarning('Léa'));

    // Act
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));

    // Assert
    expect(await screen.findByText(T.deletedDescription)).toBeInTheDocument();
    expect(calls('DELETE')[0]?.[0]).toBe(`/profiles/${LEA.id}`);
    expect(await screen.findByRole('heading', { name: T.themeOf('Tom') })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: T.title })).toHaveFocus());
  });

  it('should keep the child and say so in French when the deletion fails', async () => {
    // Arrange
    server.failDelete = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSection();
    await screen.findByRole('heading', { name: T.themeOf('Léa') });
    await user.click(screen.getByRole('button', { name: T.deleteLabel('Léa') }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle });

    // Act
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));

    // Assert
    expect(await screen.findByText(T.deleteFailedDescription)).toBeInTheDocument();
    expect(row('Léa')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: T.deleteLabel('Léa') })).toHaveFocus());
  });

  it("should save a theme clicked for the selected child, dress the page in it and close the menu", async () => {
    // Arrange
    const { user, onDone } = renderSection();
    const themes = await screen.findByRole('radiogroup', { name: T.themeOf('Léa') });

    // Act
    await user.click(within(themes).getByRole('radio', { name: new RegExp(THEME_LABELS.volcano) }));

    // Assert
    expect(await screen.findByText(T.themeSavedTitle)).toBeInTheDocument();
    expect(JSON.parse(String(calls('PATCH')[0]?.[1]?.body))).toEqual({ theme: 'volcano' });
    expect(document.documentElement.dataset.theme).toBe('volcano');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('should save a theme reached with the arrow keys once the parent stops, without closing the menu', async () => {
    // Arrange
    const { user, onDone } = renderSection();
    const themes = await screen.findByRole('radiogroup', { name: T.themeOf('Léa') });
    within(themes).getByRole('radio', { name: new RegExp(THEME_LABELS.nature) }).focus();

    // Act
    await user.keyboard('{ArrowRight}{ArrowRight}');

    // Assert
    expect(calls('PATCH')).toHaveLength(0);
    expect(await screen.findByText(T.themeSavedTitle, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(calls('PATCH')).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
