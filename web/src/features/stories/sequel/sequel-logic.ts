import type { StoryDetail, StoryForm } from '@shared/stories';
import { episodeLabel } from '@shared/story-sequels';

/**
 * « La suite » (issue 31, item 1) without React: what the wizard of the next episode starts from. The story page's
 * button (sequel-button.tsx) and the library's series (library-series.ts) keep their own few words, so that no
 * module is shared by the three routes: a chunk of its own would add its name to the public entry's preload list.
 */

export const SEQUEL_TEXT = {
  wizardTitle: (title: string, episode: number) => `La suite de « ${title} » · ${episodeLabel(episode)}`,
  wizardHint: "Le compagnon, le lieu, les émotions et les valeurs de l'épisode précédent sont repris : vous pouvez les changer. Choisissez un nouveau défi à l'étape 3.",
  loadFailed: "Impossible de charger l'épisode précédent. Veuillez réessayer.",
} as const;

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
