import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoryCard } from '@shared/stories';
import { SeriesGroup } from './series-group';

const episode = (id: string, number: number): StoryCard => ({
  id,
  profileId: 'P',
  title: `Le dragon, partie ${number}`,
  excerpt: '…',
  moral: '',
  status: 'completed',
  createdAt: '2026-12-06T20:00:00.000Z',
  creditType: 'bonus',
  imageUrl: null,
  series: { id: 'S', episode: number },
});

describe('SeriesGroup', () => {
  it('should show the series as one group with each episode numbered, in order', () => {
    // Act
    render(
      <MemoryRouter>
        <SeriesGroup episodes={[episode('A', 1), episode('B', 2)]} />
      </MemoryRouter>,
    );

    // Assert
    const group = screen.getByRole('region', { name: 'Une série de 2 épisodes' });
    const items = within(group).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Épisode \d$/).textContent)).toEqual(['Épisode 1', 'Épisode 2']);
    expect(within(items[1]!).getByRole('link')).toHaveAccessibleName(/Le dragon, partie 2/);
  });
});
