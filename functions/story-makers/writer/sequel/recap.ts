import type { StorySequel } from '#core/story-sequel';
import { goalPhrases, renderCharacter, renderPlace, type RenderChild } from '../../frame/render';
import { KIND_BY_ID } from '../../frame/vocabulary';
import { capitalizeFirst, startsWithVowelSound } from '../french';
import type { WovenNoun } from '../woven-text';

/**
 * « La suite » (issue 31, item 1): what happened last time, told from the earlier episode's stored frame (its
 * companion, its place, its goal and what the goal was about), never from its text. Every phrase comes from the
 * frame's renderers, so a parent's spelling never reaches it; the child's gender agrees the participles and the
 * pronouns; the companion's number and gender agree theirs.
 */

/** The child, the earlier episode's facts, and whether the parent kept the companion (the promise made together). */
export type SequelInput = Pick<StorySequel, 'child' | 'sibling' | 'previous' | 'sameCompanion'>;

/** Two sentences of recap in the narration's past (plus-que-parfait), and one thread sentence that opens the episode. */
export interface SequelTold {
  recap: string;
  thread: string;
}

/** Participle endings: "partie", "rencontrés", "devenues". */
const ending = (feminine: boolean, plural: boolean): string => `${feminine ? 'e' : ''}${plural ? 's' : ''}`;

/** "de Léa", "d'Anaïs". */
const ofName = (name: string): string => (startsWithVowelSound(name) ? `d'${name}` : `de ${name}`);

/** A being the child met (the kitten found, the dragon befriended), rather than a thing kept. */
const isBeing = (noun: WovenNoun | null, id: string | undefined): boolean => Boolean(noun && id && KIND_BY_ID.has(id));

const sentence = (text: string): string => `${capitalizeFirst(text.replace(/\s+/g, ' ').trim())}.`;

export function writeRecap({ child, sibling, previous, sameCompanion }: SequelInput): SequelTold {
  const girl = child.gender === 'girl';
  const who: RenderChild = { name: child.name, gender: girl ? 'girl' : 'boy' };
  const { frame } = previous;
  const companion = renderCharacter(frame.character, who);
  const place = renderPlace(frame.place, who);
  const goal = goalPhrases(frame.goal, who);
  const objectId = frame.goal.object?.noun.id;

  const aim = goal.infinitive ? `pour ${goal.infinitive}` : 'pour vivre une grande aventure';
  const achieved = goal.achieved || 'avait relevé son défi';
  if (sibling) {
    // Two heroes: both set off (a plural participle, feminine only when both are girls); the goal's phrases are
    // agreed for the first child, so the second sentence keeps the first child as its subject, the second beside.
    const girls = girl && sibling.gender === 'girl';
    const both = `${child.name} et ${sibling.name}`;
    const first = sentence(`la dernière fois, ${both} étaient parti${ending(girls, true)} ${place.loc} avec ${companion.named} ${aim}`);
    const second = sentence(`au bout de cette aventure, ${child.name} ${achieved}, avec ${sibling.name} à ses côtés`);
    return { recap: `${first} ${second}`, thread: threadOf({ child: child.name, sibling: sibling.name, girl, companion, goal, objectId, action: frame.goal.action, sameCompanion }) };
  }
  const first = sentence(`la dernière fois, ${child.name} était parti${ending(girl, false)} ${place.loc} avec ${companion.named} ${aim}`);
  // The name once, then its pronoun: the second sentence is about the same child.
  const second = sentence(`au bout de cette aventure, ${girl ? 'elle' : 'il'} ${achieved}`);

  return { recap: `${first} ${second}`, thread: threadOf({ child: child.name, girl, companion, goal, objectId, action: frame.goal.action, sameCompanion }) };
}

interface ThreadFacts {
  child: string;
  /** The second hero's name: the promise was made by both. */
  sibling?: string;
  girl: boolean;
  companion: WovenNoun;
  goal: ReturnType<typeof goalPhrases>;
  objectId: string | undefined;
  action: StorySequel['previous']['frame']['goal']['action'];
  sameCompanion: boolean;
}

/**
 * The thread picked up, by what the earlier goal left behind: a friend made or met, a thing found or made and
 * kept, a skill learnt, someone helped who remembers; otherwise the promise the child made to set off again.
 */
function threadOf({ child, sibling, girl, companion, goal, objectId, action, sameCompanion }: ThreadFacts): string {
  const pronoun = girl ? 'elle' : 'lui';
  const subject = girl ? 'elle' : 'il';
  const proud = girl ? 'fière' : 'fier';
  const object = goal.object;
  if (object && isBeing(object, objectId) && (action === 'befriend' || action === 'find')) {
    // The friend: "Léa et le petit chat étaient devenus inséparables" (feminine only when both are).
    const feminine = girl && object.gender === 'f';
    return sentence(`depuis la dernière fois, ${child} et ${object.short} étaient devenu${ending(feminine, true)} inséparables`);
  }
  if (object && action === 'help') {
    return sentence(`${object.short} n'avai${object.plural ? 'en' : ''}t pas oublié l'aide ${ofName(child)}`);
  }
  if (object && !isBeing(object, objectId) && (action === 'find' || action === 'make' || action === 'repair' || action === 'grow' || action === 'discover')) {
    return sentence(`${child} gardait toujours près d'${pronoun} ${object.short}, souvenir de sa dernière aventure`);
  }
  if (action === 'learn' && goal.skill) {
    return sentence(`depuis la dernière fois, ${child} savait ${goal.skill}, et ${subject} en était très ${proud}`);
  }
  if (action === 'overcome-fear' && goal.fear) {
    return sentence(`depuis la dernière fois, ${child} n'avait plus peur ${goal.fear}, et ${subject} en était très ${proud}`);
  }
  // « se promettre » takes an indirect object: "ils s'étaient promis", "elles s'étaient promis", never "promises".
  if (sibling) {
    return sameCompanion
      ? sentence(`${child}, ${sibling} et ${companion.short} s'étaient promis de repartir ensemble à l'aventure : ce jour était enfin arrivé`)
      : sentence(`${child} et ${sibling} s'étaient promis de repartir bientôt à l'aventure : ce jour était enfin arrivé`);
  }
  return sameCompanion
    ? sentence(`${child} et ${companion.short} s'étaient promis de repartir ensemble à l'aventure : ce jour était enfin arrivé`)
    : sentence(`${child} s'était promis de repartir bientôt à l'aventure : ce jour était enfin arrivé`);
}
