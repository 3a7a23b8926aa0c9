import type { CharacterFrame, GoalFrame, PlaceFrame } from '#core/story-frame';
import { readCharacter, readGoal, readPlace } from './fields';
import { refusesGoal } from './goal-kinds';
import { goalPhrases, renderCharacter, renderPlace, type RenderChild } from './render';
import { fold, words as wordsOf } from './text';
import { agree, deOf, RELATIVE_BY_ID } from './vocabulary';

/**
 * What the story will keep of a wizard text the reader read only in part (issue 25, item 3): « un suricate
 * qui guette tout » keeps a meerkat, « Tom (6 ans) doit apprendre à lire l'heure » keeps the goal. The parent is
 * told before confirming, in the writer's own words rendered from the frame — never the parent's text pasted.
 * A text read whole keeps everything, and nothing is said.
 */

/**
 * The check knows no child yet (the wizard asks the texts before the profile is chosen): the kept text is said
 * without a name, with the masculine agreement French uses for anyone ("devenir ami avec").
 */
const NEUTRAL_CHILD: RenderChild = { name: '', gender: 'boy' };

type TextField = 'mainCharacter' | 'setting' | 'scenario';

/**
 * Whether the field's own reader takes the whole text: the reader's other ways (a clause dropped, a last
 * quality dropped, the goal's words read by kind and key, a spoken aside or a first name left out) keep
 * only part of what was typed.
 */
function readWhole(field: TextField, text: string): boolean {
  const words = wordsOf(text);
  if (!words || words.length === 0) return false;
  if (field === 'mainCharacter') return readCharacter(words) !== null;
  if (field === 'setting') return readPlace(words) !== null;
  return !refusesGoal(words) && readGoal(text, words) !== null;
}

/**
 * A being's clauses in the present: the story narrates in the past (« la luciole qui brillait »), but the
 * parent is told what the being is (« la luciole qui brille »), with the vocabulary's own present forms.
 */
function inPresent(text: string, character: CharacterFrame): string {
  const plural = character.count > 1;
  const feminine = character.kind.gender === 'f';
  let said = text;
  for (const id of character.qualities) {
    const entry = RELATIVE_BY_ID.get(id);
    if (entry) said = said.replace(agree(entry.past[plural ? 1 : 0], feminine, plural), agree(entry.present[plural ? 1 : 0], feminine, plural));
  }
  // « qui avait peur du noir », « qui avait perdu son ballon »: the clauses render.ts builds itself.
  return said.replace(/\bqui avai(en)?t (?=peur |perdu )/g, (_match, many: string | undefined) => `qui ${many ? 'ont' : 'a'} `);
}

/** The frame said as the story says it: "un suricate", "la forêt enchantée", "apprendre à lire l'heure". */
export function frameText(value: CharacterFrame | PlaceFrame | GoalFrame): string {
  if ('action' in value) {
    const phrases = goalPhrases(value, NEUTRAL_CHILD);
    // A fear of a thing the vocabulary knows (« peur des guêpes ») is told with the thing itself as the fear
    // (the writer's goal slots): its phrases alone would say a bare « oser ».
    if (value.action === 'overcome-fear' && !phrases.fear && phrases.object && phrases.infinitive === phrases.verb) return `ne plus avoir peur ${deOf(phrases.object.short)}`;
    return phrases.infinitive;
  }
  if ('features' in value) {
    const place = renderPlace(value, NEUTRAL_CHILD);
    return place.noun?.full ?? place.loc;
  }
  const character = renderCharacter(value, NEUTRAL_CHILD);
  return inPresent(value.name ? character.full : character.indefinite || character.full, value);
}

/** Letters only, for comparing what was typed with what is kept ("l’heure" and "l'heure" alike). */
const comparable = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, ' ').trim();

/** `{ kept }` when the frame holds less than the parent typed; nothing when the text was read whole. */
export function keptText(field: TextField, text: string, value: CharacterFrame | PlaceFrame | GoalFrame): { kept: string } | Record<string, never> {
  if (readWhole(field, text)) return {};
  // The story's own typography: « l’heure », as the wizard's texts are written.
  const kept = frameText(value).replace(/'/g, '’');
  return kept && comparable(kept) !== comparable(text) ? { kept } : {};
}
