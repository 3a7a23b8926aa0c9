import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { StoryCard as StoryCardData } from '@shared/stories';
import { STORY_CARD_TEXT } from '@/features/stories/messages';
import { StoryCard } from './story-card';

const story: StoryCardData = {
  id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2A',
  profileId: '01JZ8Y3M4N5P6Q7R8S9T0V1W2B',
  title: 'Le dragon de Léa',
  excerpt: 'Il était une fois un dragon.',
  moral: 'Le courage grandit avec les amis.',
  status: 'completed',
  createdAt: '2026-03-12T10:00:00.000Z',
  creditType: 'bonus',
  imageUrl: 'https://media.test/story_images/1.webp',
};

// No sibling here: the heroes line never reads the profiles, so the query client stays idle.
function renderCard(overrides: Partial<StoryCardData> = {}) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <StoryCard story={{ ...story, ...overrides }} />
      </QueryClientProvider>
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('StoryCard', () => {
  it('should link a finished story to its page, with its date in French', () => {
    // Arrange / Act
    renderCard();

    // Assert
    const card = screen.getByTestId('story-card');
    expect(card.tagName).toBe('A');
    expect(card).toHaveAttribute('href', `/story/${story.id}`);
    expect(card).toHaveTextContent('12 mars 2026');
    expect(card).not.toHaveTextContent(STORY_CARD_TEXT.inProgress);
  });

  it('should make a story still being made a button that explains itself in a toast instead of opening', async () => {
    // Arrange
    const user = renderCard({ status: 'generating_images', title: '' });

    // Act
    await user.click(screen.getByRole('button', { name: `${STORY_CARD_TEXT.untitled} (${STORY_CARD_TEXT.inProgress})` }));

    // Assert
    expect(await screen.findByText(STORY_CARD_TEXT.inProgressToastDescription)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('should open a failed story on its page rather than call it in progress', () => {
    // Arrange / Act
    renderCard({ status: 'failed' });

    // Assert
    expect(screen.getByTestId('story-card').tagName).toBe('A');
  });

  it('should drop a picture that fails to load for the placeholder', () => {
    // Arrange
    renderCard();
    const picture = screen.getByTestId('story-card').querySelector('img');

    // Act
    fireEvent.error(picture!);

    // Assert
    expect(screen.getByTestId('story-card').querySelector('img')).toBeNull();
  });
});
