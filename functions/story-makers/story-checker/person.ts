import { MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS } from '#shared/stories';
import { finding, type StoryFinding, type StoryRule } from './context';
import { seededScenario } from './scenarios';
import { presentVerbs } from './tense';
import { escapeRegExp, normalise, normaliseChoice, words } from './text';

/**
 * Person and possessives: the narration (outside « … ») never speaks in the first person — "je", "mon",
 * "nous" belong to dialogue — and a parent's free text written in the first person or the present
 * ("mon lapin", "J'adore dessiner", "Inès monte à poney tous les mercredis") is never found verbatim:
 * it must be woven in (son lapin, dessiner, Inès montait…) or left out.
 *
 * Two storytelling conventions are the narrator's voice, not a character's, and are allowed (like the
 * moral, addressed to the listening child):
 * - the narrator's "notre"/"nos" before the story's own heroes: "notre héros", "nos deux amis",
 *   "notre petite exploratrice" (a closed list of protagonist nouns; "notre maison" stays a finding);
 * - a vocative "mon/ma/mes" + endearment addressed to the child in a line that speaks to the child:
 *   "Bonne nuit, ma petite curieuse.", "Dors bien, mon grand !" — set off by a comma, ending its
 *   clause, in a sentence that greets, bids or says "tu". An appositive ("Léa partit avec Pablo,
 *   mon lapin.") does not speak to the child and stays a finding, as does a parent's own text.
 */

export const PERSON_RULE = 'person';

const FIRST_PERSON = new Set(['je', "j'", 'mon', 'ma', 'mes', 'nous', 'notre', 'nos']);
const FIRST_PERSON_TEXT = new Set([...FIRST_PERSON, 'me', "m'", 'moi']);

/** "notre héros", "nos deux amis", "notre petite exploratrice": the storyteller's "notre" before the heroes. */
const NARRATOR_HEROES = new RegExp(
  `(?<![\\p{L}])(?:notre|nos)\\s+(?:(?:petite?s?|jeunes?|braves?|courageux|courageuses?|vaillante?s?|intrépides?|deux|trois|quatre)\\s+){0,2}` +
    `(?:héros|héroïnes?|amie?s?|aventurière?s?|aventuriers|exploratrices?|explorateurs?|compagnons|compagnes|voyageuses?|voyageurs?|duo|équipe|trio|compères)(?![\\p{L}])`,
  'giu',
);
/** A line that speaks to the listening child: a bedtime wish, an imperative the narrator gives, or "tu". */
const SPEAKS_TO_CHILD = /(?:^|[,:]\s*)(?:bonne nuit|douce nuit|dors bien|fais de (?:beaux|jolis|doux) rêves|à demain|chut|ferme les yeux|et toi)(?![\p{L}])|(?<![\p{L}])(?:tu|toi|te|t'|ton|ta|tes)(?![\p{L}])|-tu(?![\p{L}])/iu;
/** ", ma petite curieuse." — a possessive group set off by a comma (or opening the line) and ending its clause: a vocative. */
const VOCATIVE = /(?:^|,)\s*(?:mon|ma|mes)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s*(?=[,.!?…:;]|$)/giu;

/** The narration with the narrator's conventions removed: what is left in the first person is a character's voice. */
function withoutNarratorVoice(narration: string): string {
  const text = narration.replace(NARRATOR_HEROES, ' ');
  return SPEAKS_TO_CHILD.test(text.trim()) ? text.replace(VOCATIVE, ' ') : text;
}

/** The parent's free texts of a request: the hobby, and the companion, place and scenario when not one of our suggestions. */
export function parentTexts(request: Parameters<StoryRule>[0]['request']): { field: string; text: string }[] {
  const texts: { field: string; text: string }[] = [];
  if (request.child.favoriteHobby.trim()) texts.push({ field: 'loisir', text: request.child.favoriteHobby });
  const isSuggestion = (list: readonly string[], text: string) => list.some((item) => normaliseChoice(item) === normaliseChoice(text));
  if (!isSuggestion(MAIN_CHARACTER_SUGGESTIONS, request.choices.mainCharacter)) texts.push({ field: 'personnage', text: request.choices.mainCharacter });
  if (!isSuggestion(SETTING_SUGGESTIONS, request.choices.setting)) texts.push({ field: 'lieu', text: request.choices.setting });
  if (!seededScenario(request.choices.scenario)) texts.push({ field: 'scénario', text: request.choices.scenario });
  return texts;
}

export const checkPerson: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  for (const sentence of context.content.sentences) {
    const first = words(withoutNarratorVoice(sentence.narration)).filter((word) => FIRST_PERSON.has(word));
    if (first.length > 0) found.push(finding(PERSON_RULE, sentence, `première personne hors dialogue : ${[...new Set(first)].map((word) => `« ${word} »`).join(', ')}`));
  }
  for (const { field, text } of parentTexts(context.request)) {
    const firstPerson = words(text).some((word) => FIRST_PERSON_TEXT.has(word));
    const present = presentVerbs(text).length > 0;
    if (!firstPerson && !present) continue;
    const raw = new RegExp(`(?<![\\p{L}])${escapeRegExp(normaliseChoice(text))}(?![\\p{L}])`, 'u');
    for (const sentence of [...context.content.sentences, ...context.moral.sentences]) {
      // A first-person text is fine in the child's own mouth ("Viens, mon lapin !"); a present one nowhere.
      const where = present ? sentence.text : sentence.narration;
      if (raw.test(normalise(where))) found.push(finding(PERSON_RULE, sentence, `texte du parent (${field}) recopié tel quel, ${present ? 'au présent' : 'à la première personne'} : « ${text} »`));
    }
    if (raw.test(normalise(context.story.title)) && firstPerson) found.push(finding(PERSON_RULE, context.story.title, `texte du parent (${field}) recopié tel quel dans le titre : « ${text} »`));
  }
  return found;
};
