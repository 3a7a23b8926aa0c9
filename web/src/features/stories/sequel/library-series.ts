import type { StoryCard } from '@shared/stories';
import { libraryEpisodeLabel, seriesHeading } from '@/features/stories/messages';

/**
 * The library's series (« La suite », issue 31, item 1), without React. Its words are in the
 * feature's messages.ts (not @shared/story-sequels'): a new module shared with the other routes would be a chunk
 * named in the public entry.
 */
export type LibraryEntry = { kind: 'story'; story: StoryCard } | { kind: 'series'; id: string; episodes: StoryCard[] };

/**
 * The library's cards with each series' episodes together, in episode order, where its newest episode stands (the
 * list is newest first). A series with one episode loaded so far (its others are on a later page) is shown as a
 * story with its number; the group forms as the pages load.
 */
export function groupSeries(stories: readonly StoryCard[]): LibraryEntry[] {
  const bySeries = new Map<string, StoryCard[]>();
  for (const story of stories) {
    if (!story.series) continue;
    bySeries.set(story.series.id, [...(bySeries.get(story.series.id) ?? []), story]);
  }
  const entries: LibraryEntry[] = [];
  const placed = new Set<string>();
  for (const story of stories) {
    const episodes = story.series ? bySeries.get(story.series.id) : undefined;
    if (!story.series || !episodes || episodes.length < 2) {
      entries.push({ kind: 'story', story });
      continue;
    }
    if (placed.has(story.series.id)) continue;
    placed.add(story.series.id);
    entries.push({ kind: 'series', id: story.series.id, episodes: [...episodes].sort((a, b) => a.series!.episode - b.series!.episode || a.id.localeCompare(b.id)) });
  }
  return entries;
}

export { libraryEpisodeLabel, seriesHeading };
