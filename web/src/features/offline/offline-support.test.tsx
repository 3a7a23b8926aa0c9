import { act, render, screen } from '@testing-library/react';
import { Hub } from 'aws-amplify/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentADevice, type MemoryCaches } from '@/test/fixtures/memory-caches';
import { OFFLINE_MESSAGES } from '@/features/offline/messages';
import { saveStory } from './offline-store';
import OfflineSupport from './offline-support';

vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const CACHE = 'contes-offline-v1';
let storage: MemoryCaches;
const fetchMedium = () => Promise.resolve(new Response(new Uint8Array(10), { headers: { 'content-type': 'audio/mpeg' } }));
const story = (id: string) => ({ id, title: `Histoire ${id}`, audioUrl: `https://media.example/${id}.mp3?sig=1` });

/** The browser going offline or online, as it tells the page. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  storage = parentADevice();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OfflineSupport', () => {
  it('should say the device is offline while it is, and nothing once back online', () => {
    // Arrange
    render(<OfflineSupport />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // Act
    goOnline(false);
    const offline = screen.getByRole('status').textContent;
    goOnline(true);

    // Assert
    expect(offline).toBe(OFFLINE_MESSAGES.banner);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("should remove another parent's copies from a shared device when a parent signs in, and keep theirs", async () => {
    // Arrange
    await saveStory(story('mine'), 'parent-a', { storage, fetchMedium });
    await saveStory(story('theirs'), 'parent-b', { storage, fetchMedium });

    // Act
    render(<OfflineSupport />);

    // Assert
    await vi.waitFor(() => expect(storage.entries(CACHE)).toEqual(['/offline/mine/audio', '/offline/mine/story.json']));
  });

  it('should clear every copy on the device at sign-out', async () => {
    // Arrange
    await saveStory(story('mine'), 'parent-a', { storage, fetchMedium });
    render(<OfflineSupport />);
    // Amplify warns when anyone but itself speaks on its 'auth' channel; here the test speaks for it.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    // Act
    Hub.dispatch('auth', { event: 'signedOut' });

    // Assert
    await vi.waitFor(() => expect(storage.entries(CACHE)).toEqual([]));
  });
});
