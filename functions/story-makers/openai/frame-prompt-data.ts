import type { StoryFrame } from '#core/story-frame';
import type { StoryChild } from '#core/story-makers-port';
import { goalPhrases, renderCharacter, renderPlace, type RenderChild } from '../frame/render';
import { ADJECTIVE_BY_ID, agree, BENEFICIARIES, OCCASIONS, SKILL_BY_ID } from '../frame/vocabulary';
import { ACTION_WORDS, idWords } from './frame-data';

/**
 * The story frame (issue 25) as the OpenAI writer reads it, inside the prompt's data block: the
 * character's kind, name, qualities and owner, the place's kind and features, the goal's parts, each
 * rendered from the frame vocabulary's forms ("très curieux", "faire du vélo", "les vacances", "sa
 * mamie"), never from the parent's spelling, plus each part said in one phrase as the embedded writer
 * says it. The model is told to tell this goal with this character in this place, and nothing else.
 */

/** A quality id in the being's gender: 'tres-curieux' → "très curieuse"; an id the adjectives do not hold, said as words. */
function qualityWords(id: string, feminine: boolean): string {
  const intensified = /^(tres|tout)-(.+)$/.exec(id);
  const base = intensified?.[2] && ADJECTIVE_BY_ID.has(intensified[2]) ? intensified[2] : id;
  const entry = ADJECTIVE_BY_ID.get(base);
  if (!entry) return idWords(id);
  const form = entry.forms[feminine ? 1 : 0];
  return base === id ? form : `${intensified?.[1] === 'tres' ? 'très' : 'tout'} ${form}`;
}

/** Whose it is, as the story says it: "l'enfant", "la famille", "sa mamie", or the name the frame checked. */
function ownerWords(owner: string): string {
  if (owner === 'child') return "l'enfant";
  if (owner === 'family') return 'la famille';
  return BENEFICIARIES[owner]?.said ?? (/^\p{Lu}/u.test(owner) ? owner : idWords(owner));
}

/** A rendered phrase, or nothing when the renderer cannot say this frame (the fields still carry it). */
function said(render: () => string): string | null {
  try {
    return render() || null;
  } catch {
    return null;
  }
}

/** Only the fields the frame has: an absent part is left out rather than sent empty. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))) as Partial<T>;
}

export function frameData(frame: StoryFrame, child: Pick<StoryChild, 'name' | 'gender'>): Record<string, unknown> {
  const { character, place, goal } = frame;
  const renderChild: RenderChild = { name: child.name, gender: child.gender === 'girl' ? 'girl' : 'boy' };
  const feminine = character.kind.gender === 'f';
  const skill = goal.skill ? SKILL_BY_ID.get(goal.skill) : undefined;
  return present({
    personnage: present({
      espece: character.count > 1 ? character.kind.plural : character.kind.singular,
      nombre: character.count,
      nom: character.name,
      qualites: character.qualities.map((id) => qualityWords(id, feminine)),
      proprietaire: character.owner ? ownerWords(character.owner) : null,
      enUnePhrase: said(() => renderCharacter(character, renderChild).full),
    }),
    lieu: present({
      type: place.kind.singular,
      particularites: place.features.map((id) => qualityWords(id, place.kind.gender === 'f')),
      proprietaire: place.owner ? ownerWords(place.owner) : null,
      enUnePhrase: said(() => renderPlace(place, renderChild).loc),
    }),
    but: present({
      action: ACTION_WORDS[goal.action],
      competence: skill ? agree(skill.infinitive, renderChild.gender === 'girl').replace(/’/g, "'") : goal.skill ? idWords(goal.skill) : null,
      objet: goal.object
        ? present({
            nom: goal.object.noun.singular,
            qualites: goal.object.qualities.map((id) => qualityWords(id, goal.object?.noun.gender === 'f')),
            proprietaire: goal.object.owner ? ownerWords(goal.object.owner) : null,
          })
        : null,
      sans: goal.without ? goal.without.plural : null,
      avant: goal.before ? (OCCASIONS[goal.before]?.said ?? idWords(goal.before)) : null,
      pourQui: goal.beneficiary ? (BENEFICIARIES[goal.beneficiary]?.said ?? idWords(goal.beneficiary)) : null,
      scenarioPrevu: goal.presetId ? idWords(goal.presetId) : null,
      enUnePhrase: said(() => goalPhrases(goal, renderChild).infinitive),
    }),
    emotions: frame.emotions.map(idWords),
    valeurs: frame.values.map(idWords),
  });
}
