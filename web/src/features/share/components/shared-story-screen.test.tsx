import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedStory } from '@shared/story-shares';
import { SHARE_UI_MESSAGES as M } from '@/features/share/messages';
import SharedStoryScreen from './shared-story-screen';

const TOKEN = 'a'.repeat(43);

/** The story the API sends for a link: two paragraphs, a picture for each, the narration in two parts. */
function sharedStory(overrides: Partial<SharedStory> = {}): SharedStory {
  return {
    title: 'Léa et le dragon timide',
    childFirstName: 'Léa',
    content: 'Il était une fois Léa.\n\nElle rencontra un dragon timide.',
    moral: "Le courage, c'est d'essayer.",
    illustrations: [
      { url: 'https://media.example/p1.png', paragraph: 0, caption: 'Léa dans la forêt' },
      { url: 'https://media.example/p2.png', paragraph: 7, caption: 'Le dragon timide' },
    ],
    audioParts: [
      { url: 'https://media.example/n1.mp3', startMs: 0, durationMs: 1000 },
      { url: 'https://media.example/n2.mp3', startMs: 1000, durationMs: 1000 },
    ],
    words: null,
    parentVoice: null,
    ...overrides,
  };
}

// The network: the page's own plain fetch.
const network = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) => network.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const metaContent = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => network(url, init));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  network.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SharedStoryScreen', () => {
  it("should say it is loading, then show the story for the child's first name, each picture at its paragraph", async () => {
    // Arrange
    answer(200, sharedStory());

    // Act
    render(<SharedStoryScreen token={TOKEN} />);

    // Assert
    expect(screen.getByRole('status')).toHaveTextContent(M.loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa et le dragon timide' })).toBeInTheDocument();
    expect(screen.getByText(M.sharedFor('Léa'))).toBeInTheDocument();
    expect(network).toHaveBeenCalledWith(`/api/shared/${TOKEN}`, expect.objectContaining({ credentials: 'omit' }));
    // A picture whose paragraph is past the end goes with the last paragraph.
    const second = screen.getByText('Elle rencontra un dragon timide.');
    expect(second.previousElementSibling).toHaveAccessibleName('Le dragon timide');
    expect(screen.getByRole('heading', { name: M.moral })).toBeInTheDocument();
    // The title is set by an effect after the render that shows the story: under load it may come a moment later.
    await waitFor(() => expect(document.title).toContain('Léa et le dragon timide'));
  });

  it('should keep the page out of search engines and its link out of the media requests', () => {
    // Arrange
    answer(200, sharedStory());

    // Act
    const { unmount } = render(<SharedStoryScreen token={TOKEN} />);

    // Assert
    expect(metaContent('robots')).toBe('noindex, nofollow');
    expect(metaContent('referrer')).toBe('no-referrer');
    unmount();
    expect(metaContent('robots')).toBeUndefined();
  });

  it('should play the narration parts one after the other in one player', async () => {
    // Arrange
    answer(200, sharedStory());
    render(<SharedStoryScreen token={TOKEN} />);
    const player = await screen.findByLabelText<HTMLAudioElement>(M.listen, { selector: 'audio' });
    expect(player).toHaveAttribute('src', 'https://media.example/n1.mp3');

    // Act
    fireEvent.ended(player);

    // Assert
    await vi.waitFor(() => expect(player).toHaveAttribute('src', 'https://media.example/n2.mp3'));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  it("should play the parent's own reading in place of the synthetic voice, and say whose voice it is", async () => {
    // Arrange
    answer(200, sharedStory({ parentVoice: [{ url: 'https://media.example/maman-1.webm', durationMs: 900 }] }));

    // Act
    render(<SharedStoryScreen token={TOKEN} />);

    // Assert
    expect(await screen.findByLabelText(M.listen, { selector: 'audio' })).toHaveAttribute('src', 'https://media.example/maman-1.webm');
    expect(screen.getByText(M.parentVoice)).toBeInTheDocument();
  });

  it("should show the API's French message for a link that does not open", async () => {
    // Arrange
    answer(404, { message: M.linkNotFound });

    // Act
    render(<SharedStoryScreen token={TOKEN} />);

    // Assert
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.unavailableTitle);
    expect(alert).toHaveTextContent(M.linkNotFound);
  });

  it('should show its own French message for a throttled link, whatever the answer says', async () => {
    // Arrange
    answer(429, { message: 'Too Many Requests' });

    // Act
    render(<SharedStoryScreen token={TOKEN} />);

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(M.tooManyViews);
    expect(screen.queryByText('Too Many Requests')).not.toBeInTheDocument();
  });

  it('should say the server cannot be reached when the network fails', async () => {
    // Arrange
    network.mockRejectedValue(new TypeError('Failed to fetch'));

    // Act
    render(<SharedStoryScreen token={TOKEN} />);

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(M.networkError);
  });
});
