import type { GoalAction, StoryFrame } from '../../core/story-frame';

/**
 * The story frame (issue 25) as the OpenAI writer reads it, inside the prompt's data block: the
 * character's kind, name, qualities and owner, the place's kind and features, the goal's parts, each in
 * the vocabulary's own words (a kind's singular or plural, an id said as words), never the parent's
 * spelling. The model is told to tell this goal with this character in this place, and nothing else.
 */

/** The goal's action as a French verb. */
const ACTION_WORDS: Readonly<Record<GoalAction, string>> = {
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

/** Whose it is: the child's, the family's, or a relative's id as words ("mamie"), or a name as given by the frame. */
const ownerWords = (owner: string): string => (owner === 'child' ? "l'enfant" : owner === 'family' ? 'la famille' : idWords(owner));

/** Only the fields the frame has: an absent part is left out rather than sent empty. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))) as Partial<T>;
}

export function frameData(frame: StoryFrame): Record<string, unknown> {
  const { character, place, goal } = frame;
  return present({
    personnage: present({
      espece: character.count > 1 ? character.kind.plural : character.kind.singular,
      nombre: character.count,
      nom: character.name,
      qualites: character.qualities.map(idWords),
      proprietaire: character.owner ? ownerWords(character.owner) : null,
    }),
    lieu: present({
      type: place.kind.singular,
      particularites: place.features.map(idWords),
      proprietaire: place.owner ? ownerWords(place.owner) : null,
    }),
    but: present({
      action: ACTION_WORDS[goal.action],
      competence: goal.skill ? idWords(goal.skill) : null,
      objet: goal.object ? present({ nom: goal.object.noun.singular, qualites: goal.object.qualities.map(idWords), proprietaire: goal.object.owner ? ownerWords(goal.object.owner) : null }) : null,
      sans: goal.without ? goal.without.plural : null,
      avant: goal.before ? idWords(goal.before) : null,
      pourQui: goal.beneficiary ? idWords(goal.beneficiary) : null,
      scenarioPrevu: goal.presetId ? idWords(goal.presetId) : null,
    }),
    emotions: frame.emotions.map(idWords),
    valeurs: frame.values.map(idWords),
  });
}

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
