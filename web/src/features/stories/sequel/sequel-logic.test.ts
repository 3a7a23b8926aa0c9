import { describe, expect, it } from 'vitest';
import type { StoryCard } from '@shared/stories';
import { episodeLabel } from '@shared/story-sequels';
import { groupSeries, libraryEpisodeLabel } from './library-series';
import { nextEpisode, sequelWizardValues } from './sequel-logic';

const card = (id: string, series?: { id: string; episode: number }): StoryCard => ({
  id,
  profileId: 'P',
  title: `Histoire ${id}`,
  excerpt: '…',
  moral: '',
  status: 'completed',
  createdAt: '2026-12-06T20:00:00.000Z',
  creditType: 'bonus',
  imageUrl: null,
  ...(series ? { series } : {}),
});

describe('groupSeries', () => {
  it("should put a series' episodes together, in episode order, where its newest episode stands", () => {
    // Arrange: newest first, as the library answers.
    const stories = [card('E3', { id: 'E1', episode: 3 }), card('B'), card('E2', { id: 'E1', episode: 2 }), card('A'), card('E1', { id: 'E1', episode: 1 })];

    // Act
    const entries = groupSeries(stories);

    // Assert
    expect(entries.map((entry) => (entry.kind === 'series' ? entry.episodes.map((story) => story.id).join('+') : entry.story.id))).toEqual(['E1+E2+E3', 'B', 'A']);
  });

  it('should keep two series apart and show an episode whose others are not loaded yet as a story', () => {
    // Arrange
    const stories = [card('S2', { id: 'S1', episode: 2 }), card('T2', { id: 'T1', episode: 2 }), card('S1', { id: 'S1', episode: 1 })];

    // Act
    const entries = groupSeries(stories);

    // Assert
    expect(entries).toEqual([
      { kind: 'series', id: 'S1', episodes: [stories[2], stories[0]] },
      { kind: 'story', story: stories[1] },
    ]);
  });
});

describe("the library's episode label", () => {
  it('should say the episode as the shared label does', () => {
    // Act / Assert
    for (const episode of [1, 2, 12]) expect(libraryEpisodeLabel(episode)).toBe(episodeLabel(episode));
  });
});

describe('the next episode', () => {
  it('should follow the story it continues, a story with no series being episode 1', () => {
    // Act / Assert
    expect(nextEpisode({ series: null })).toBe(2);
    expect(nextEpisode({ series: { id: 'S', episode: 4 } })).toBe(5);
  });

  it('should keep the companion, the place, the emotions and the values, and leave the goal to choose anew', () => {
    // Arrange
    const choices = { mainCharacter: 'Un dragon', setting: 'La plage', scenario: 'Trouver le trésor caché', emotions: ['Joie'], values: ['Amitié'] };

    // Act
    const values = sequelWizardValues({ profileId: 'P', choices });

    // Assert
    expect(values).toEqual({ profileId: 'P', mainCharacter: 'Un dragon', setting: 'La plage', scenario: '', emotions: ['Joie'], values: ['Amitié'] });
  });
});
