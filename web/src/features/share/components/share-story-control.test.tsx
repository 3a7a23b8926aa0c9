import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { frenchDate, SHARE_UI_MESSAGES as M } from '@/features/share/messages';
import ShareStoryControl from './share-story-control';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the control, its three queries and the answers' schemas run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));

const STORY_ID = 'story-1';
const SHARE_PATH = `/stories/${STORY_ID}/share`;
const LINK = { url: 'https://contes.example/partage/abc', expiresAt: '2027-01-06T10:00:00.000Z' };

/** Answers the list of links with `shares`, and the story's share route with `share` for each method. */
function answer(shares: unknown[], share: Partial<Record<'POST' | 'DELETE', () => Promise<unknown>>> = {}) {
  api.fetch.mockImplementation((path, init) => {
    if (path === '/me/shares') return Promise.resolve({ shares });
    const method = (init?.method ?? 'GET') as 'POST' | 'DELETE';
    if (path === SHARE_PATH && share[method]) return share[method]();
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
}

const callsTo = (method: string) => api.fetch.mock.calls.filter(([path, init]) => path === SHARE_PATH && init?.method === method);

function renderControl(status: 'completed' | 'generating_audio' = 'completed') {
  return renderWithProviders(<ShareStoryControl story={{ id: STORY_ID, status }} />);
}

afterEach(() => {
  api.fetch.mockReset();
  vi.restoreAllMocks();
});

describe('ShareStoryControl', () => {
  it('should show nothing for a story that is not finished', () => {
    // Arrange
    answer([]);

    // Act
    renderControl('generating_audio');

    // Assert
    expect(screen.queryByRole('heading', { name: M.sectionTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.create })).not.toBeInTheDocument();
  });

  it('should make a link for the chosen duration, show it once and copy it', async () => {
    // Arrange
    answer([], { POST: () => Promise.resolve(LINK) });
    const user = renderControl();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    // Act
    await user.click(screen.getByRole('radio', { name: M.days(7) }));
    await user.click(screen.getByRole('button', { name: M.create }));
    const link = await screen.findByRole('textbox', { name: M.linkLabel });
    await user.click(screen.getByRole('button', { name: M.copy }));

    // Assert
    expect(JSON.parse(String(callsTo('POST')[0]?.[1]?.body))).toEqual({ days: 7 });
    expect(link).toHaveValue(LINK.url);
    expect(link).toHaveAccessibleDescription(`${M.activeUntil(frenchDate(LINK.expiresAt))} ${M.shownOnce}`);
    expect(screen.getByRole('button', { name: M.replace })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText(M.copied)).toBeInTheDocument();
  });

  it('should ask for 30 days when the parent keeps the default duration', async () => {
    // Arrange
    answer([], { POST: () => Promise.resolve(LINK) });
    const user = renderControl();

    // Act
    await user.click(screen.getByRole('button', { name: M.create }));
    await screen.findByRole('textbox', { name: M.linkLabel });

    // Assert
    expect(screen.getByRole('radio', { name: M.days(30) })).toBeChecked();
    expect(JSON.parse(String(callsTo('POST')[0]?.[1]?.body))).toEqual({ days: 30 });
  });

  it("should say until when the story's active link works, and end it on « Désactiver le lien »", async () => {
    // Arrange
    const active = { storyId: STORY_ID, title: 'Le dragon', createdAt: '2026-12-01T10:00:00.000Z', expiresAt: '2026-12-31T10:00:00.000Z' };
    answer([active], { DELETE: () => Promise.resolve(undefined) });
    const user = renderControl();
    expect(await screen.findByText(M.activeUntil(frenchDate(active.expiresAt)))).toBeInTheDocument();
    answer([], { DELETE: () => Promise.resolve(undefined) });

    // Act
    await user.click(screen.getByRole('button', { name: M.revoke }));

    // Assert
    expect(await screen.findByText(M.revoked)).toBeInTheDocument();
    expect(callsTo('DELETE')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: M.create })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.revoke })).not.toBeInTheDocument();
  });

  it("should show the server's French message when the link cannot be made, and no link", async () => {
    // Arrange
    const refusal = "L'histoire n'est pas encore terminée : le lien pourra être créé quand elle sera prête.";
    answer([], { POST: () => Promise.reject(new ApiError(409, refusal)) });
    const user = renderControl();

    // Act
    await user.click(screen.getByRole('button', { name: M.create }));

    // Assert
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: M.linkLabel })).not.toBeInTheDocument();
  });

  it('should tell the parent to copy the link by hand when the clipboard refuses', async () => {
    // Arrange
    answer([], { POST: () => Promise.resolve(LINK) });
    const user = renderControl();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: M.create }));
    await screen.findByRole('textbox', { name: M.linkLabel });

    // Act
    await user.click(screen.getByRole('button', { name: M.copy }));

    // Assert
    expect(await screen.findByText(M.copyFailed)).toBeInTheDocument();
  });
});
