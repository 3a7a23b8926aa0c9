import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { storyDetail } from '@/test/fixtures/story-detail';
import { storyQueryKeys } from '@/features/stories/api/story-query-keys';
import { FINISHED_TOAST_TEXT } from '@/features/stories/messages';
import { CREDITS_QUERY_KEY } from '@/features/credits';
import { PendingStoriesWatcher } from './pending-stories-watcher';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the watcher, its queries and the answers' schemas run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
// The first poll's 2 s wait is the hook's own (use-delayed-start); here the watcher polls from the start.
vi.mock('@/lib/use-delayed-start', () => ({ useDelayedStart: () => true }));

const ID = 'story-1';
const pendingStory = { id: ID, title: 'Léa et le dragon timide', status: 'generating_text', createdAt: '2026-12-01T19:00:00.000Z' };

/** What the server answers now: the pending list, and the story's detail (or its failure). */
const server = { pending: [pendingStory] as unknown[], story: (): Promise<unknown> => Promise.resolve(storyDetail({ id: ID })) };

let client: QueryClient;

function renderWatcher(at = '/home') {
  return renderWithProviders(
    <>
      <PendingStoriesWatcher />
      <Routes>
        <Route path="/home" element={<p>Accueil</p>} />
        <Route path="/story/:id" element={<p>Page de l&apos;histoire</p>} />
        <Route path="/story/:id/loading" element={<p>Écran de progression</p>} />
      </Routes>
    </>,
    { route: at, queryClient: client },
  );
}

const storyReads = () => api.fetch.mock.calls.filter(([path]) => path === `/stories/${ID}`).length;

/** The watcher's first poll, answered and read. */
async function firstPoll() {
  await vi.waitFor(() => expect(client.getQueryData(storyQueryKeys.pending)).toEqual([pendingStory]));
}

/** The next 10 s poll, without waiting 10 s. */
async function nextPoll() {
  await act(() => client.refetchQueries({ queryKey: storyQueryKeys.pending }));
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  server.pending = [pendingStory];
  server.story = () => Promise.resolve(storyDetail({ id: ID, status: 'completed' }));
  api.fetch.mockImplementation((path) => (path === '/stories/pending' ? Promise.resolve(server.pending) : path === `/stories/${ID}` ? server.story() : Promise.reject(new Error(`unexpected ${path}`))));
});

afterEach(() => {
  api.fetch.mockReset();
  client.clear();
});

describe('PendingStoriesWatcher', () => {
  it("should announce a story that left the pending list finished, and open it on « Lire »", async () => {
    // Arrange
    const user = renderWatcher();
    await firstPoll();
    server.pending = [];

    // Act
    await nextPoll();
    const read = await screen.findByRole('button', { name: FINISHED_TOAST_TEXT.read });
    await user.click(read);

    // Assert
    expect(screen.getByText(FINISHED_TOAST_TEXT.title)).toBeInTheDocument();
    expect(await screen.findByText("Page de l'histoire")).toBeInTheDocument();
  });

  it('should not read a story that is still pending', async () => {
    // Arrange
    renderWatcher();
    await firstPoll();

    // Act
    await nextPoll();

    // Assert
    expect(storyReads()).toBe(0);
    expect(screen.queryByText(FINISHED_TOAST_TEXT.title)).not.toBeInTheDocument();
  });

  it('should keep reading a story that left the list while it is still being illustrated, and announce it once finished', async () => {
    // Arrange
    renderWatcher();
    await firstPoll();
    server.pending = [];
    server.story = () => Promise.resolve(storyDetail({ id: ID, status: 'generating_image' }));
    await nextPoll();
    await vi.waitFor(() => expect(storyReads()).toBe(1));
    expect(screen.queryByText(FINISHED_TOAST_TEXT.title)).not.toBeInTheDocument();
    server.story = () => Promise.resolve(storyDetail({ id: ID, status: 'completed' }));

    // Act
    await nextPoll();

    // Assert
    expect(await screen.findByText(FINISHED_TOAST_TEXT.title)).toBeInTheDocument();
    expect(storyReads()).toBe(2);
  });

  it('should refresh the story lists and the credits, without a toast, when the story failed', async () => {
    // Arrange
    renderWatcher();
    await firstPoll();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    server.pending = [];
    server.story = () => Promise.resolve(storyDetail({ id: ID, status: 'failed', failureReason: 'Erreur' }));

    // Act
    await nextPoll();

    // Assert
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: CREDITS_QUERY_KEY }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: storyQueryKeys.recent });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: storyQueryKeys.libraries });
    expect(screen.queryByText(FINISHED_TOAST_TEXT.title)).not.toBeInTheDocument();
    await nextPoll();
    expect(storyReads()).toBe(1);
  });

  it('should try a story again at the next poll when its read failed on the network', async () => {
    // Arrange
    renderWatcher();
    await firstPoll();
    server.pending = [];
    server.story = () => Promise.reject(new ApiError(0, 'Impossible de joindre le serveur.'));
    await nextPoll();
    await vi.waitFor(() => expect(storyReads()).toBe(1));
    server.story = () => Promise.resolve(storyDetail({ id: ID, status: 'completed' }));

    // Act
    await nextPoll();

    // Assert
    expect(await screen.findByText(FINISHED_TOAST_TEXT.title)).toBeInTheDocument();
  });

  it('should forget a story the server no longer knows, without a toast', async () => {
    // Arrange
    renderWatcher();
    await firstPoll();
    server.pending = [];
    server.story = () => Promise.reject(new ApiError(404, 'Histoire non trouvée'));
    await nextPoll();
    await vi.waitFor(() => expect(storyReads()).toBe(1));

    // Act
    await nextPoll();

    // Assert
    expect(storyReads()).toBe(1);
    expect(screen.queryByText(FINISHED_TOAST_TEXT.title)).not.toBeInTheDocument();
  });

  it("should not announce the story to a parent on its progress screen", async () => {
    // Arrange
    renderWatcher(`/story/${ID}/loading`);
    await firstPoll();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    server.pending = [];

    // Act
    await nextPoll();

    // Assert
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: storyQueryKeys.detail(ID) }));
    expect(screen.queryByText(FINISHED_TOAST_TEXT.title)).not.toBeInTheDocument();
  });
});
