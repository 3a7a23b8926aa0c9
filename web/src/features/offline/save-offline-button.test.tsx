import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentADevice, type MemoryCaches } from '@/test/fixtures/memory-caches';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';
import { formatBytes } from './offline-keys';
import { saveStory } from './offline-store';
import SaveOfflineButton from './save-offline-button';
import { session } from '@/test/session-double';

vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const CACHE = 'contes-offline-v1';
const AUDIO_BYTES = 4000;
const STORY = { id: 's1', title: 'Le dragon', audioUrl: 'https://media.example/n.mp3?sig=old' };
const FRESH = { ...STORY, audioUrl: 'https://media.example/n.mp3?sig=fresh' };

// The device's storage and the media's host: the real offline store runs against them.
let storage: MemoryCaches;
const fetchMedium = vi.fn<(url: string) => Promise<Response>>();

function renderButton(refreshStory: () => Promise<typeof STORY | undefined> = () => Promise.resolve(FRESH)) {
  const user = userEvent.setup();
  render(<SaveOfflineButton story={STORY} refreshStory={refreshStory} />);
  return user;
}

const saveButton = () => screen.getByRole('button', { name: OFFLINE_MESSAGES.save });

beforeEach(() => {
  storage = parentADevice();
  fetchMedium.mockImplementation(() => Promise.resolve(new Response(new Uint8Array(AUDIO_BYTES), { headers: { 'content-type': 'audio/mpeg' } })));
  vi.stubGlobal('fetch', (url: string) => fetchMedium(url));
});

afterEach(() => {
  fetchMedium.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SaveOfflineButton', () => {
  it('should show nothing to a visitor who is not signed in', () => {
    // Arrange
    session.current = { user: null };

    // Act
    render(<SaveOfflineButton story={STORY} refreshStory={() => Promise.resolve(FRESH)} />);

    // Assert
    expect(screen.queryByRole('button', { name: OFFLINE_MESSAGES.save })).not.toBeInTheDocument();
  });

  it('should save the story read again with fresh links, then show the button pressed and say how much space it takes', async () => {
    // Arrange
    const user = renderButton();
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'false'));
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');

    // Act
    await user.click(saveButton());

    // Assert
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(fetchMedium).toHaveBeenCalledWith(FRESH.audioUrl);
    expect(storage.entries(CACHE)).toEqual(['/offline/s1/audio', '/offline/s1/story.json']);
    const record = (await (await (await storage.open(CACHE)).match('/offline/s1/story.json'))!.json()) as { bytes: number };
    expect(record.bytes).toBeGreaterThan(AUDIO_BYTES);
    expect(screen.getByText(OFFLINE_MESSAGES.savedAnnouncement(formatBytes(record.bytes)))).toHaveAttribute('aria-live', 'polite');
    expect(saveButton()).toHaveFocus();
  });

  it('should show a copy this device already keeps as pressed, and remove it on a second press', async () => {
    // Arrange
    await saveStory(STORY, 'parent-a', { storage, fetchMedium });
    const user = renderButton();
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(OFFLINE_MESSAGES.saved)).toBeInTheDocument();

    // Act
    await user.click(saveButton());

    // Assert
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText(OFFLINE_MESSAGES.removed)).toBeInTheDocument();
    expect(storage.entries(CACHE)).toEqual([]);
  });

  it("should not take another parent's copy on this device for one of this parent's", async () => {
    // Arrange
    await saveStory(STORY, 'parent-b', { storage, fetchMedium });

    // Act
    renderButton();

    // Assert
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'false'));
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('should ask for a network before saving when the device is offline, and save nothing', async () => {
    // Arrange
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const refreshStory = vi.fn(() => Promise.resolve(FRESH));
    const user = renderButton(refreshStory);
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'false'));

    // Act
    await user.click(saveButton());

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.needsNetworkToSave);
    expect(refreshStory).not.toHaveBeenCalled();
    expect(storage.entries(CACHE)).toEqual([]);
  });

  it('should say in French that the saving failed when a medium cannot be downloaded, and keep nothing', async () => {
    // Arrange
    fetchMedium.mockResolvedValue(new Response('', { status: 403 }));
    const user = renderButton();
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'false'));

    // Act
    await user.click(saveButton());

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.saveFailed);
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    expect(storage.entries(CACHE)).toEqual([]);
  });

  it('should say the browser cannot keep stories when it has no Cache API', async () => {
    // Arrange
    vi.stubGlobal('caches', undefined);
    const user = renderButton();

    // Act
    await user.click(saveButton());

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.unsupported);
  });

  it('should ignore a second press while the story is being saved', async () => {
    // Arrange
    let finish: (story: typeof FRESH) => void = () => undefined;
    const refreshStory = vi.fn(() => new Promise<typeof FRESH>((resolve) => (finish = resolve)));
    const user = renderButton(refreshStory);
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'false'));
    await user.click(saveButton());
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');

    // Act
    await user.click(saveButton());
    finish(FRESH);

    // Assert
    await vi.waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(refreshStory).toHaveBeenCalledTimes(1);
    expect(fetchMedium).toHaveBeenCalledTimes(1);
  });
});
