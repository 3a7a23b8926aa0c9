import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profiles';
import type { StoryCard } from '@shared/stories';
import { LIBRARY_TEXT } from '@/features/stories/messages';
import { Component as LibraryPage } from './library-page';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the page, its grid and cards, and the answer's schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal, { withInit: false }));
// The children come from the signed-in shell's provider: here, the list the test gives.
const children = vi.hoisted(() => ({ profiles: undefined as Profile[] | undefined }));
vi.mock('@/features/profiles', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/profiles')>()),
  useSelectedProfile: () => ({ profiles: children.profiles }),
}));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const LEA = { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2B', name: 'Léa' } as Profile;
const TOM = { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2C', name: 'Tom' } as Profile;

function card(id: string, title: string, profileId: string): StoryCard {
  return { id, profileId, title, excerpt: 'Il était une fois.', moral: 'Le courage grandit.', status: 'completed', createdAt: '2026-03-12T10:00:00.000Z', creditType: 'bonus', imageUrl: null };
}

function renderLibrary() {
  return renderWithProviders(
    <Routes>
      <Route path="/library" element={<LibraryPage />} />
      <Route path="/app/child-profile" element={<p>Formulaire enfant</p>} />
      <Route path="/child-profile" element={<p>Formulaire enfant</p>} />
    </Routes>,
    { route: '/library' },
  );
}

afterEach(() => {
  api.fetch.mockReset();
  children.profiles = undefined;
});

describe('LibraryPage', () => {
  it("should list every child's stories, then only one child's once chosen in the filter", async () => {
    // Arrange
    children.profiles = [LEA, TOM];
    api.fetch.mockImplementation((path) =>
      Promise.resolve(
        path === `/stories?profileId=${TOM.id}`
          ? { stories: [card('01JZ8Y3M4N5P6Q7R8S9T0V1W3B', 'Tom et la fusée', TOM.id)], nextCursor: null }
          : { stories: [card('01JZ8Y3M4N5P6Q7R8S9T0V1W3A', 'Léa et le dragon', LEA.id), card('01JZ8Y3M4N5P6Q7R8S9T0V1W3B', 'Tom et la fusée', TOM.id)], nextCursor: null },
      ),
    );
    const user = renderLibrary();
    expect(await screen.findByText('Léa et le dragon')).toBeInTheDocument();

    // Act
    await user.selectOptions(screen.getByLabelText(LIBRARY_TEXT.childFilterLabel), TOM.id);

    // Assert
    expect(await screen.findByText('Les histoires de Tom', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Tom et la fusée')).toBeInTheDocument();
    expect(screen.queryByText('Léa et le dragon')).not.toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledWith(`/stories?profileId=${TOM.id}`);
  });

  it('should invite a parent with no story yet to create one', async () => {
    // Arrange
    children.profiles = [LEA];
    api.fetch.mockResolvedValue({ stories: [], nextCursor: null });

    // Act
    renderLibrary();

    // Assert
    expect(await screen.findByText(LIBRARY_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIBRARY_TEXT.createStory })).toBeInTheDocument();
  });

  it('should send a parent without any child to the child form, reading no library', async () => {
    // Arrange
    children.profiles = [];

    // Act
    renderLibrary();

    // Assert
    expect(await screen.findByText('Formulaire enfant')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

});
