import type { StoryChild } from '#core/story-makers-port';
import type { StorySequel } from '#core/story-sequel';
import { writeRecap } from '../writer/sequel/recap';
import { frameData } from './frame-prompt-data';

/**
 * « La suite » (issue 31, item 1): the series' facts as the model reads them, inside the data block: the episode's
 * number, the earlier episode's title and frame, the recap and the thread written from them (the embedded writer
 * tells the same), and whether the parent kept the companion and the place.
 */
export function sequelData(sequel: StorySequel, child: StoryChild): Record<string, unknown> {
  const { recap, thread } = writeRecap(sequel);
  return {
    episode: sequel.episode,
    episodePrecedent: { titre: sequel.previous.title, cadre: frameData(sequel.previous.frame, child) },
    resume: recap,
    fil: thread,
    memePersonnage: sequel.sameCompanion,
    memeLieu: sequel.samePlace,
  };
}

/** The rule that goes with it, outside the data block: only field names and the episode's number. */
export function sequelRule(sequel: StorySequel): string {
  return `Cette histoire est l'épisode ${sequel.episode} d'une série (champ « suite ») : le premier paragraphe est le résumé de l'épisode précédent (champ « suite.resume »), repris tel quel ; le paragraphe suivant reprend le fil de l'épisode précédent (champ « suite.fil ») avant de poser le nouveau but du cadre, qui est différent de celui de l'épisode précédent.`;
}
