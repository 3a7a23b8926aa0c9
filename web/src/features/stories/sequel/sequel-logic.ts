import type { StoryDetail, StoryForm } from '@shared/stories';
import { SEQUEL_TEXT } from '@/features/stories/messages';

/**
 * « La suite » (issue 31, item 1) without React: what the wizard of the next episode starts from. Its words are in
 * the feature's messages.ts, which the story page, the library and the wizard already share.
 */

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

export { SEQUEL_TEXT };
