import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentADevice, type MemoryCaches } from '@/test/fixtures/memory-caches';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';
import { formatBytes } from './offline-keys';
import { listSavedStories, saveStory } from './offline-store';
import SavedStoriesPanel from './saved-stories-panel';
import { session } from '@/test/session-double';

vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

// The device's storage, in memory: the real offline store saves the copies the panel lists.
let storage: MemoryCaches;
const fetchMedium = (bytes: number) => () => Promise.resolve(new Response(new Uint8Array(bytes), { headers: { 'content-type': 'audio/mpeg' } }));
const story = (id: string, title: string) => ({ id, title, audioUrl: `https://media.example/${id}.mp3?sig=1` });

function renderPanel() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SavedStoriesPanel />
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  storage = parentADevice();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedStoriesPanel', () => {
  it("should list this parent's copies only, with their total and a link to read each", async () => {
    // Arrange
    await saveStory(story('s1', 'Le dragon'), 'parent-a', { storage, fetchMedium: fetchMedium(3000) });
    await saveStory(story('s2', 'La licorne'), 'parent-a', { storage, fetchMedium: fetchMedium(5000) });
    await saveStory(story('s3', 'Le pirate'), 'parent-b', { storage, fetchMedium: fetchMedium(5000) });
    const mine = await listSavedStories('parent-a', { storage });

    // Act
    renderPanel();

    // Assert
    const list = await screen.findByRole('list', { name: OFFLINE_MESSAGES.panelTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: OFFLINE_MESSAGES.open('Le dragon') })).toHaveAttribute('href', '/story/s1');
    expect(within(list).queryByText('Le pirate')).not.toBeInTheDocument();
    expect(screen.getByTestId('offline-total')).toHaveTextContent(OFFLINE_MESSAGES.panelTotal(2, formatBytes(mine[0]!.bytes + mine[1]!.bytes)));
  });

  it('should say how to keep a story when the device keeps none', async () => {
    // Arrange: nothing saved.

    // Act
    renderPanel();

    // Assert
    expect(await screen.findByText(OFFLINE_MESSAGES.panelEmpty)).toBeInTheDocument();
  });

  it('should remove a copy from the device, say so and give the focus to the heading', async () => {
    // Arrange
    await saveStory(story('s1', 'Le dragon'), 'parent-a', { storage, fetchMedium: fetchMedium(3000) });
    const user = renderPanel();
    const remove = await screen.findByRole('button', { name: OFFLINE_MESSAGES.removeNamed('Le dragon') });

    // Act
    await user.click(remove);

    // Assert
    expect(await screen.findByText(OFFLINE_MESSAGES.panelEmpty)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_MESSAGES.removed)).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: OFFLINE_MESSAGES.panelTitle })).toHaveFocus();
    expect(storage.entries('contes-offline-v1')).toEqual([]);
  });

  it('should show nothing to a visitor who is not signed in', async () => {
    // Arrange
    session.current = { user: null };
    await saveStory(story('s1', 'Le dragon'), 'parent-a', { storage, fetchMedium: fetchMedium(3000) });

    // Act
    renderPanel();
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Assert
    expect(screen.queryByRole('heading', { name: OFFLINE_MESSAGES.panelTitle })).not.toBeInTheDocument();
  });
});
