import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { storyDetail } from '@/test/fixtures/story-detail';
import { MORAL_HEADING, STORY_LOAD_FAILED, STORY_MESSAGES } from '@/features/stories/messages';
import { Component as StoryPage } from './story-page';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the page, its view and article, and the answer's schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal, { withInit: false }));
// The header's menu reads the session: a parent signed in.
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

function renderStoryPage(id: string) {
  renderWithProviders(
    <Routes>
      <Route path="/story/:id" element={<StoryPage />} />
      <Route path="/app" element={<p>Accueil</p>} />
    </Routes>,
    { route: `/story/${id}` },
  );
}

afterEach(() => {
  api.fetch.mockReset();
});

describe('StoryPage', () => {
  it("should show the story's title, its paragraphs and its moral once read", async () => {
    // Arrange
    const story = storyDetail({ id: '01HZX3K7Q9M2V8N4P6R5T0W1Y3', status: 'completed' });
    api.fetch.mockImplementation((path) => (path === '/stories/01HZX3K7Q9M2V8N4P6R5T0W1Y3' ? Promise.resolve(story) : Promise.reject(new ApiError(404, 'Introuvable'))));

    // Act
    renderStoryPage('01HZX3K7Q9M2V8N4P6R5T0W1Y3');

    // Assert
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.getByTestId('story-text')).toHaveTextContent('Il était une fois Léa.');
    expect(screen.getByTestId('story-text')).toHaveTextContent('Elle rencontra un dragon timide.');
    expect(screen.getByRole('heading', { level: 2, name: MORAL_HEADING })).toBeInTheDocument();
    expect(screen.getByText(story.moral)).toBeInTheDocument();
  });

  it('should say why a failed story failed', async () => {
    // Arrange
    const story = storyDetail({ id: '01HZX3K7Q9M2V8N4P6R5T0W1Y4', status: 'failed', failureReason: "L'illustration n'a pas pu être dessinée." });
    api.fetch.mockImplementation((path) => (path === '/stories/01HZX3K7Q9M2V8N4P6R5T0W1Y4' ? Promise.resolve(story) : Promise.reject(new ApiError(404, 'Introuvable'))));

    // Act
    renderStoryPage('01HZX3K7Q9M2V8N4P6R5T0W1Y4');

    // Assert
    expect(await screen.findByText(STORY_MESSAGES.progressErrorTitle)).toBeInTheDocument();
    expect(screen.getByText("L'illustration n'a pas pu être dessinée.")).toBeInTheDocument();
  });

  it('should offer to read the story again when the read failed', async () => {
    // Arrange
    api.fetch.mockRejectedValue(new ApiError(500, 'Le serveur ne répond pas.'));

    // Act
    renderStoryPage('01HZX3K7Q9M2V8N4P6R5T0W1Y5');

    // Assert
    // The page asks once more, a second later, before it says so.
    expect(await screen.findByText(STORY_LOAD_FAILED, undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Le serveur ne répond pas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('should take the parent home when the story is not theirs', async () => {
    // Arrange
    api.fetch.mockRejectedValue(new ApiError(404, 'Histoire non trouvée'));

    // Act
    renderStoryPage('01HZX3K7Q9M2V8N4P6R5T0W1Y6');

    // Assert
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
  });
});
