import type { StoryCard, StoryDetail, StoryForm } from '@shared/stories';
import { episodeLabel, SEQUEL_QUERY_PARAM } from '@shared/story-sequels';

/**
 * « La suite » (issue 31, item 1) without React: where 'Écrire la suite' leads, what the wizard starts from, and
 * how the library groups a series' episodes.
 */

export const SEQUEL_TEXT = {
  write: 'Écrire la suite',
  hint: 'Un nouvel épisode pour le même enfant, avec le même compagnon et le même lieu si vous le souhaitez (1 crédit).',
  wizardTitle: (title: string, episode: number) => `La suite de « ${title} » · ${episodeLabel(episode)}`,
  wizardHint: "Le compagnon, le lieu, les émotions et les valeurs de l'épisode précédent sont repris : vous pouvez les changer. Choisissez un nouveau défi à l'étape 3.",
  loadFailed: "Impossible de charger l'épisode précédent. Veuillez réessayer.",
  seriesHeading: (count: number) => `Une série de ${count} épisodes`,
} as const;

/** /create?suite=<id>: the wizard of the story's next episode. */
export const sequelPath = (createPath: string, storyId: string): string => `${createPath}?${SEQUEL_QUERY_PARAM}=${encodeURIComponent(storyId)}`;

/** The episode the sequel will be: the story's own number plus one (a story with no series is episode 1). */
export const nextEpisode = (story: Pick<StoryDetail, 'series'>): number => (story.series?.episode ?? 1) + 1;

/**
 * The wizard's values for the next episode: the companion, the place, the emotions and the values kept (the parent
 * may change them); the goal left empty, since a sequel brings a new one (the server refuses the same goal).
 */
export function sequelWizardValues(story: Pick<StoryDetail, 'profileId' | 'choices'>): Partial<StoryForm> & { profileId: string } {
  const choices = story.choices;
  return {
    profileId: story.profileId,
    ...(choices ? { mainCharacter: choices.mainCharacter, setting: choices.setting, emotions: [...choices.emotions], values: [...choices.values] } : {}),
    scenario: '',
  };
}

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
