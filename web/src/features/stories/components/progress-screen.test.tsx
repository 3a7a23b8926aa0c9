import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS, STORY_STEP_LABELS, type StoryDetail } from '@shared/stories';
import { storyDetail } from '@/test/fixtures/story-detail';
import { PROGRESS_SCREEN_TEXT, STORY_MESSAGES } from '@/features/stories/messages';
import { ProgressScreen } from './progress-screen';
import type { ProgressClock } from './use-story-progress';
import { api } from '@/test/api-double';

// The API is the network here: the screen, its hook, the progress rules and the answer's schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal, { withInit: false }));

/** A clock the test moves by hand: the screen's ticks and its redirect delay run when the test says time has passed. */
function manualClock() {
  let now = 1_000_000;
  let nextId = 1;
  const timers = new Map<number, { callback: () => void; at: number; every: number | null }>();
  const clock: ProgressClock = {
    now: () => now,
    setInterval: (callback, ms) => {
      timers.set(nextId, { callback, at: now + ms, every: ms });
      return nextId++;
    },
    clearInterval: (id) => timers.delete(id),
    setTimeout: (callback, ms) => {
      timers.set(nextId, { callback, at: now + ms, every: null });
      return nextId++;
    },
    clearTimeout: (id) => timers.delete(id),
  };
  /** Moves the time on by `ms`, running each timer that falls due on the way, in order. */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every === null) timers.delete(id);
      else timer.at += timer.every;
      act(() => timer.callback());
    }
    now = end;
  };
  return { clock, advance };
}

function renderScreen(story: StoryDetail, { preview = false } = {}) {
  api.fetch.mockImplementation((path) => (path === `/stories/${story.id}` ? Promise.resolve(story) : Promise.reject(new Error(`unexpected ${path}`))));
  const time = manualClock();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/story/${story.id}/loading`]}>
        <Routes>
          <Route path="/story/:id/loading" element={<ProgressScreen storyId={story.id} clock={time.clock} preview={preview} />} />
          <Route path="/story/:id" element={<p>La page de l'histoire</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return time;
}

afterEach(() => {
  api.fetch.mockReset();
});

describe('ProgressScreen', () => {
  it("should show the story's step once read, and move the progress with the clock", async () => {
    // Arrange
    const time = renderScreen(storyDetail({ status: 'generating_text', content: '' }));
    expect(screen.getByTestId('story-step-label')).toHaveTextContent(STORY_STEP_LABELS.draft);

    // Act
    await screen.findByText(STORY_STEP_LABELS.generating_text);
    time.advance(PROGRESS.durationMs / 2);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: PROGRESS_SCREEN_TEXT.title })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: PROGRESS_SCREEN_TEXT.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.floor(PROGRESS.capPercent / 2)));
    expect(bar).toHaveAttribute('aria-valuetext', `${String(Math.floor(PROGRESS.capPercent / 2))} % – ${STORY_STEP_LABELS.generating_text}`);
  });

  it('should offer the library only after the first minute or so', async () => {
    // Arrange
    const time = renderScreen(storyDetail({ status: 'generating_text', content: '' }));
    await screen.findByText(STORY_STEP_LABELS.generating_text);
    expect(screen.queryByRole('link', { name: PROGRESS_SCREEN_TEXT.library })).not.toBeInTheDocument();

    // Act
    time.advance(PROGRESS.libraryButtonAfterMs);

    // Assert
    expect(screen.getByRole('link', { name: PROGRESS_SCREEN_TEXT.library })).toHaveAttribute('href', '/app/library');
    expect(screen.getByRole('link', { name: PROGRESS_SCREEN_TEXT.home })).toBeInTheDocument();
  });

  it('should say why the story failed, that the credit came back, and take the focus to its heading', async () => {
    // Arrange / Act
    renderScreen(storyDetail({ id: 'story-7', status: 'failed', failureReason: "L'histoire n'a pas pu être écrite." }));

    // Assert
    const heading = await screen.findByRole('heading', { level: 1, name: STORY_MESSAGES.progressErrorTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(`L'histoire n'a pas pu être écrite.${STORY_MESSAGES.progressErrorCreditBack}`);
    expect(screen.getByRole('link', { name: STORY_MESSAGES.viewStoryAnyway })).toHaveAttribute('href', '/story/story-7');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('should not promise a credit back for a failed test story', async () => {
    // Arrange / Act
    renderScreen(storyDetail({ status: 'failed', isDemo: true }));

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(`${STORY_MESSAGES.generationFailed}${STORY_MESSAGES.progressErrorTestStory}`);
  });

  it('should show 100 % when the story is ready, then open it', async () => {
    // Arrange
    const time = renderScreen(storyDetail({ status: 'completed', imageUrl: 'https://images.example/1.png' }));
    await screen.findByText(STORY_STEP_LABELS.completed);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // Act
    time.advance(PROGRESS.redirectDelayMs);

    // Assert
    expect(await screen.findByText("La page de l'histoire")).toBeInTheDocument();
  });

  it('should stay where it is inside another page, under a second-level heading', async () => {
    // Arrange
    const time = renderScreen(storyDetail({ status: 'completed' }), { preview: true });
    await screen.findByText(STORY_STEP_LABELS.completed);

    // Act
    time.advance(PROGRESS.redirectDelayMs * 4);

    // Assert
    expect(screen.getByRole('heading', { level: 2, name: PROGRESS_SCREEN_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByText("La page de l'histoire")).not.toBeInTheDocument();
  });

  it('should say how many stories pass first while the story waits its turn, and hold its progress', async () => {
    // Arrange
    const time = renderScreen(storyDetail({ status: 'draft', content: '', waitingTurn: { medium: 'text', ahead: 3 } }));
    const detail = await screen.findByTestId('story-waiting-detail');

    // Act
    time.advance(PROGRESS.durationMs / 2);

    // Assert
    expect(detail).toHaveTextContent('3');
    expect(screen.getByText(PROGRESS_SCREEN_TEXT.busy, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('link', { name: PROGRESS_SCREEN_TEXT.library })).toBeInTheDocument();
  });
});
