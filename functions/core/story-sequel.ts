import type { StoryFrame } from './story-frame';
import type { Gender } from '../../shared/profiles';

/**
 * « La suite » (issue 31, item 1): what a sequel knows of the episode before it. Everything comes from facts
 * stored with the earlier story (its title and its frame: the companion, the place, the goal and what the goal
 * was about), never from re-reading its text. The recap and the thread are written once, when the sequel is
 * created, and stored with its request: the embedded writer and the OpenAI prompt tell the same ones, and the
 * sequel still reads right if the earlier episode is gone.
 */
export interface StorySequel {
  /** The series is named after its first episode's id. */
  seriesId: string;
  /** This episode's number (the earlier one's plus one). */
  episode: number;
  previous: {
    storyId: string;
    title: string;
    frame: StoryFrame;
  };
  /** Two French sentences in the narration's past, agreed with the child: what happened last time. */
  recap: string;
  /** One French sentence picking up a thread of the earlier episode (the thing found, the friend made, a promise). */
  thread: string;
  /** The parent kept the earlier companion and place (or changed them): the OpenAI prompt says so. */
  sameCompanion: boolean;
  samePlace: boolean;
}

/** What the sequel module of the writer makes of the earlier episode's facts (functions/story-makers/writer/sequel). */
export interface SequelWriter {
  recap(input: { child: { name: string; gender: Gender }; previous: StorySequel['previous']; sameCompanion: boolean }): { recap: string; thread: string };
}
