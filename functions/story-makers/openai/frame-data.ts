import type { GoalAction, StoryFrame } from '#core/story-frame';

/**
 * The story frame (issue 25) in a few plain words, for the picture prompt: the kinds' singular, ids
 * said as words. Light on purpose (no vocabulary tables): the image function's bundle carries it. The
 * story prompt's fuller rendering is frame-prompt-data.ts.
 */

/** The goal's action as a French verb. */
export const ACTION_WORDS: Readonly<Record<GoalAction, string>> = {
  learn: 'apprendre',
  find: 'trouver',
  help: 'aider',
  make: 'fabriquer',
  repair: 'réparer',
  celebrate: 'fêter',
  win: 'gagner',
  travel: 'voyager',
  'overcome-fear': 'ne plus avoir peur',
  befriend: 'devenir ami',
  grow: 'faire pousser',
  discover: 'découvrir',
  deliver: 'apporter',
};

/** A vocabulary id said as words: "peur-du-noir" → "peur du noir", "couleur-bleu" → "bleu". */
export const idWords = (id: string): string => id.replace(/^couleur-/, '').replace(/-/g, ' ').trim();

/** The frame's character and place in words for the illustration prompt: "girafe", "phare". */
export const frameSubject = (frame: StoryFrame): { character: string; place: string } => ({
  character: [character(frame), ...frame.character.qualities.map(idWords)].join(', '),
  place: [frame.place.kind.singular, ...frame.place.features.map(idWords)].join(', '),
});

const character = (frame: StoryFrame): string => (frame.character.count > 1 ? `${frame.character.count} ${frame.character.kind.plural}` : frame.character.kind.singular);

/** The goal in a few words for the illustration prompt: "apprendre nager sans brassards", "trouver doudou". */
export function frameGoalWords(frame: StoryFrame): string {
  const { goal } = frame;
  return [
    ACTION_WORDS[goal.action],
    goal.skill ? idWords(goal.skill) : '',
    goal.object ? goal.object.noun.singular : '',
    goal.without ? `sans ${goal.without.plural}` : '',
    goal.before ? `avant ${idWords(goal.before)}` : '',
    goal.beneficiary ? `pour ${idWords(goal.beneficiary)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
