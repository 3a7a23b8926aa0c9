import type { Gender } from '#shared/profiles';
import type { StoryFrame } from './story-frame';

/**
 * « La suite » (issue 31, item 1): what a sequel knows of the episode before it, stored with its request when it
 * is created. Everything comes from facts stored with the earlier story (its title and its frame: the companion,
 * the place, the goal and what the goal was about), never from re-reading its text: the writer's sequel module
 * (functions/story-makers/writer/sequel) tells the recap and the thread from them, for the embedded writer and in
 * the OpenAI prompt alike, and the sequel still reads right if the earlier episode is gone.
 */
export interface StorySequel {
  /** The series is named after its first episode's id. */
  seriesId: string;
  /** This episode's number (the earlier one's plus one). */
  episode: number;
  /** The child the recap is told for (the agreement of its participles and pronouns). */
  child: { name: string; gender: Gender };
  /**
   * The second hero of a story of two children (issue 31, item 5), carried from the earlier episode: the recap
   * names both and agrees with the pair (feminine only when both are girls). Absent for one child.
   */
  sibling?: { name: string; gender: Gender };
  previous: {
    storyId: string;
    title: string;
    frame: StoryFrame;
  };
  /** The parent kept the earlier companion and place (or changed them): the thread and the OpenAI prompt say so. */
  sameCompanion: boolean;
  samePlace: boolean;
}
