import type { StoryRequest } from '../../core/story-makers-port';
import { FEELINGS, GENERIC_FEELING_LINES, type Beat } from './banks/feelings';
import { PLACE_DETAILS, placeDetailsOf, placeKind } from './banks/places';
import { GENERIC_VALUE_MORALS, GENERIC_VALUE_MOMENTS, GOAL_VALUE_MOMENTS, GOAL_VALUE_MORALS, VALUES } from './banks/values';
import { interestList, interestPhrase, looks, outfit, traitWords } from './child-words';
import { colourWords, RAINBOW } from '../common/colour-words';
import { companionOf } from './companions';
import { capitalizeFirst, joinList, numberInWords, startsWithVowelSound } from './french';
import { cleanFreeText, parseLabel, stripAccents } from './free-text';
import { genderOfNoun, type Gender } from './lexicon';
import type { Random } from './random';
import type { TemplateContext } from './template';
import { weaveCharacter, weaveHobby, weaveLabel, weavePlace, weaveScenario, type WeaveChild, type WovenNoun, type WovenScenario } from './woven-text';
import { placeWorld } from './world';

/**
 * A request read into what the templates need: every slot (the child, the companion, the place, the
 * scenario), the agreement switches (who is feminine, whether the companion is several), and the
 * emotions and values with their lines. Every text a parent typed — the companion, the place, the
 * scenario, the hobby, an emotion or a value that is not ours — goes through woven-text.ts: it comes
 * out in the narration's person and tense, or, when it cannot be woven safely, it is left out and the
 * story says it in its own words (issue 16, item 3). Nothing typed is ever quoted or pasted.
 */

export const FRIEND_SLOT = 'friend';
export const CRITTER_SLOT = 'critter';

/** A thing or a being of the parent's scenario, as the plot names it. */
export interface ScenarioThing {
  /** First mention: "le doudou de Maël", "un petit chat perdu". */
  first: string;
  /** Later mentions: "le doudou", "le petit chat". */
  short: string;
  gender: Gender;
}

/** A story's fixed facts: the slots every template can use, and what the choices of the wizard became. */
export interface Facts {
  slots: Record<string, string>;
  context: Omit<TemplateContext, 'slots'>;
  friendForms: { first: string; later: string };
  critterForms: { first: string; later: string };
  emotions: { overlay: Record<string, string>; lines: readonly string[]; beat: Beat }[];
  values: { overlay: Record<string, string>; moments: readonly string[]; morals: readonly string[] }[];
  /** How the parent's scenario was woven; null when it could not be (the plot alone tells it). */
  scenario: WovenScenario | null;
  companion: { plural: boolean; proper: boolean; head: string };
  interests: string[];
  traits: { stored: string; shown: string }[];
  placeKindValue: ReturnType<typeof placeKind>;
}

export function keyOf(text: string): string {
  return stripAccents(text.toLowerCase());
}

function definiteNoun(noun: string): string {
  return startsWithVowelSound(noun) ? `l'${noun}` : `le ${noun}`;
}

/** Traits that make a tender nickname ("petite curieuse", "petit rêveur"); others do not. */
const NICKNAME_TRAITS = new Set(['Créatif', 'Curieux', 'Aventurier', 'Rêveur', 'Courageux', 'Généreux', 'Espiègle', 'Passionné', 'Imaginatif', 'Observateur', 'Persévérant']);

function nicknameOf(stored: readonly string[], girl: boolean): string {
  const trait = stored.find((each) => NICKNAME_TRAITS.has(each));
  if (!trait) return '';
  return `${girl ? 'petite' : 'petit'} ${traitWords([trait], girl ? 'girl' : 'boy')[0] ?? ''}`.trim();
}

const childOf = (request: StoryRequest): WeaveChild => ({ name: request.child.name, gender: request.child.gender });

/** The companion when the parent's text cannot be woven: our own words, never theirs. */
const DEFAULT_COMPANION = 'un petit ours en peluche';

export function buildFacts(request: StoryRequest, random: Random): Facts {
  const { child, choices } = request;
  const girl = child.gender === 'girl';
  const name = capitalizeFirst(cleanFreeText(child.name) || 'Petit Cœur');
  const weaveChild = childOf(request);

  // Traits: the child's own form (feminine for a girl); two or three of them, in a seeded order.
  const traitOrder = random.shuffle(child.personality.filter((trait) => trait.trim() !== ''));
  const traits = traitOrder.map((stored) => ({ stored, shown: traitWords([stored], child.gender)[0] ?? '' })).filter((trait) => trait.shown !== '');
  const listed = traits.slice(0, traits.length >= 3 && random.chance(0.4) ? 3 : 2).map((trait) => trait.shown);
  const interests = random.shuffle(child.interests.filter((interest) => interest.trim() !== ''));

  const colour = colourWords(child.favoriteColor || '#FFD700');
  const colourNoun = definiteNoun(colour.name);
  const look = looks(child.hairColor, child.hairType, child.hairLength, child.eyeColor);

  // The hobby: a clause, a predicate after the name, an infinitive or a noun; left out when refused.
  const hobby = child.favoriteHobby.trim() ? weaveHobby(child.favoriteHobby, weaveChild).woven : null;

  // The companion: a known subplot tells its trait itself, so its first mention is the bare creature.
  const companionWeave = weaveCharacter(choices.mainCharacter, weaveChild).woven ?? (weaveCharacter(DEFAULT_COMPANION, weaveChild).woven as WovenNoun);
  const { subplot } = companionOf(choices.mainCharacter, companionWeave.plural);
  const companionFirst = subplot && companionWeave.indefinite ? companionWeave.indefinite : companionWeave.full;

  const placeWeave = weavePlace(choices.setting, weaveChild).woven;
  const place = placeWeave ?? { noun: null, loc: 'dans un endroit plein de surprises', locShort: 'là-bas' };
  const kind = placeKind(`${place.noun?.full ?? ''} ${choices.setting}`);
  // A suggested place's own details where its kind would bring another place's (no pigeons in a library).
  const details = placeDetailsOf(kind, choices.setting);
  const { indoors } = placeWorld(kind, choices.setting);

  const scenario = weaveScenario(choices.scenario, weaveChild).woven;

  // The little friend is never of the companion's kind (no "petit pingouin" next to "un pingouin").
  const head = companionWeave.head;
  const notCompanion = (creature: { indefinite: string }): boolean => !head || !keyOf(creature.indefinite).includes(keyOf(head));
  const others = details.creatures.filter(notCompanion);
  const creatures = random.shuffle(others.length >= 2 ? others : PLACE_DETAILS.generic.creatures.filter(notCompanion));
  const friend = creatures[0] ?? PLACE_DETAILS.generic.creatures[0];
  const critter = creatures[1] ?? PLACE_DETAILS.generic.creatures[1];
  const [storm = '', stormDef = ''] = random.pick(details.storm);

  const companionFeminine = companionWeave.gender === 'f';
  const bothFeminine = girl && companionFeminine;
  const duo = companionWeave.plural ? (bothFeminine ? 'les amies' : 'les amis') : bothFeminine ? 'les deux amies' : 'les deux amis';
  const [hiding = '', hiding2 = ''] = random.shuffle(details.hiding);

  const slots: Record<string, string> = {
    name,
    age: numberInWords(child.age),
    il: girl ? 'elle' : 'il',
    lui: girl ? 'elle' : 'lui',
    e: girl ? 'e' : '',
    ils: bothFeminine ? 'elles' : 'ils',
    eux: bothFeminine ? 'elles' : 'eux',
    es: bothFeminine ? 'es' : 's',
    duo,
    traits: joinList(listed),
    trait1: traits[0]?.shown ?? '',
    trait2: traits[1]?.shown ?? '',
    interest1: interests[0] ? interestPhrase(interests[0]) : '',
    interest2: interests[1] ? interestPhrase(interests[1]) : '',
    interests: interestList(interests.slice(0, 3)),
    hobby: hobby?.noun ?? hobby?.infinitive ?? '',
    hobbyVerb: hobby?.infinitive ?? '',
    hobbyPredicate: hobby?.predicate ?? '',
    colour: colour.name,
    colourNoun,
    colourDescr: colour.inPalette ? colourNoun : `un ${random.pick(['joli', 'beau'])} ${colour.name}`,
    colourMs: colour.ms,
    colourFs: colour.fs,
    colourMp: colour.mp,
    colourFp: colour.fp,
    rainbowColour: RAINBOW.has(colour.name) ? colourNoun : '',
    hair: look.hair,
    hairDef: look.hairDef,
    eyes: look.eyes,
    eyesDef: look.eyesDef,
    // On a fork: the outfit's wording does not shift the story's other draws.
    outfit: outfit(child.style, colour, child.gender, random.fork('outfit').int(3)),
    mc: companionFirst,
    mcDef: companionWeave.definite,
    mcShort: companionWeave.short,
    loc: place.loc,
    locShort: place.locShort,
    locInside: indoors ? place.locShort : '',
    place: place.noun?.short ?? '',
    hiding,
    hiding2,
    passage: random.pick(details.passage),
    shelter: random.pick(details.shelter),
    race: random.pick(details.race),
    storm,
    stormDef,
    sound: random.pick(details.sound),
    goal: scenario?.form === 'goal' ? scenario.infinitive : '',
    scenarioNoun: scenario?.form === 'noun' && !scenario.noun.state ? scenario.noun.full : '',
    scenarioThis: scenario?.form === 'noun' && !scenario.noun.state ? scenario.noun.demonstrative : '',
    scenarioSentence: scenario?.form === 'event' ? scenario.sentence : '',
    scenarioClause: scenario?.form === 'event' ? scenario.clause : '',
    // What the child can offer to show: the hobby as a noun, else an interest.
    nickname: nicknameOf(traits.map((trait) => trait.stored), girl),
    talent: hobby?.noun ?? (interests[0] ? interestPhrase(interests[0]) : 'la musique'),
  };

  const context: Omit<TemplateContext, 'slots'> = {
    feminine: { g: girl, c: companionFeminine, o: false, f: friend?.feminine ?? false, k: critter?.feminine ?? false },
    companionPlural: companionWeave.plural,
    deferred: [FRIEND_SLOT, CRITTER_SLOT],
  };

  // Emotions: ours (and their synonyms) have lines of their own; a parent's own emotion is woven into
  // the generic lines as a noun, or left out when it cannot be.
  const beats: Beat[] = ['turn', 'resolution', 'help', 'call'];
  const emotions: Facts['emotions'] = [];
  choices.emotions.map(cleanFreeText).filter(Boolean).forEach((raw, index) => {
    const label = parseLabel(raw);
    const known = FEELINGS.find((feeling) => feeling.keys.includes(label.key));
    if (known) {
      emotions.push({ overlay: { emotion: label.text, emotionNoun: label.noun }, lines: known.lines, beat: known.beat });
      return;
    }
    const noun = weaveLabel(raw, weaveChild).woven?.noun;
    if (!noun || noun.proper) return;
    emotions.push({ overlay: { emotion: '', emotionNoun: noun.full }, lines: GENERIC_FEELING_LINES, beat: beats[index % beats.length] as Beat });
  });

  const values: Facts['values'] = [];
  choices.values.map(cleanFreeText).filter(Boolean).forEach((raw) => {
    const label = parseLabel(raw);
    const known = VALUES.find((value) => value.keys.includes(label.key));
    if (known && label.noun) {
      values.push({ overlay: { value: label.text, valueNoun: label.noun, valueGoal: '' }, moments: known.moments, morals: known.morals });
      return;
    }
    const woven = weaveLabel(raw, weaveChild).woven;
    if (woven?.noun && !woven.noun.proper) values.push({ overlay: { value: '', valueNoun: woven.noun.full, valueGoal: '' }, moments: GENERIC_VALUE_MOMENTS, morals: GENERIC_VALUE_MORALS });
    else if (woven?.infinitive) values.push({ overlay: { value: '', valueNoun: '', valueGoal: woven.infinitive }, moments: GOAL_VALUE_MOMENTS, morals: GOAL_VALUE_MORALS });
  });

  return {
    slots,
    context,
    friendForms: { first: friend?.indefinite ?? 'un petit lapin', later: friend?.definite ?? 'le petit lapin' },
    critterForms: { first: critter?.indefinite ?? 'un petit oiseau', later: critter?.definite ?? 'le petit oiseau' },
    emotions,
    values,
    scenario,
    companion: { plural: companionWeave.plural, proper: companionWeave.proper, head: companionWeave.head },
    interests,
    traits,
    placeKindValue: kind,
  };
}

const QUEST_VERBS = new Set(['retrouver', 'trouver', 'chercher', 'rechercher', 'récupérer', 'rapporter', 'découvrir', 'dénicher', 'ramener']);
const RESCUE_VERBS = new Set(['sauver', 'aider', 'secourir', 'libérer', 'délivrer', 'protéger', 'soigner', 'consoler', 'ramener', 'raccompagner', 'reconduire', 'guider']);
const LOST_STATE = /^(perdue?s?|disparue?s?|égarée?s?|envolée?s?|oubliée?s?|volée?s?|cachée?s?)\b/;
/** "son chat avait disparu", "le dragon avait perdu son feu": what a scenario sentence says is lost. */
const LOST_EVENT = /^((?:son|sa|le|la|l')\s?([\p{L}-]+)) (?:avait|s'était) (?:disparu|été perdue?|égarée?|envolée?|perdue?)$/u;
const OWN_LOSS = /^[\p{Lu}][\p{L}-]* avait perdu ((?:son|sa) ([\p{L}-]+))$/u;

const goalVerb = (verb: string): string => verb.replace(/^(se |s')/, '');
const single = (noun: WovenNoun | null): noun is WovenNoun => noun !== null && !noun.plural && !noun.proper && noun.head !== '';

/** The thing a parent's scenario says is lost ("retrouver le doudou de Maël" → "le doudou de Maël"), or null. */
export function lostThingOf(scenario: WovenScenario | null): ScenarioThing | null {
  if (!scenario) return null;
  if (scenario.form === 'goal') {
    if (!QUEST_VERBS.has(goalVerb(scenario.verb)) || !single(scenario.object)) return null;
    return { first: scenario.object.named, short: scenario.object.short, gender: scenario.object.gender };
  }
  if (scenario.form === 'noun') {
    const noun = scenario.noun;
    if (!single(noun) || !noun.state || !LOST_STATE.test(noun.state)) return null;
    return { first: noun.named, short: noun.short, gender: noun.gender };
  }
  const lost = LOST_EVENT.exec(scenario.clause) ?? OWN_LOSS.exec(scenario.clause);
  if (!lost?.[1] || !lost[2]) return null;
  return { first: lost[1], short: lost[1], gender: genderOfNoun(lost[2]) };
}

/** Whom a parent's scenario says to help ("sauver la princesse" → "la princesse"), or null. */
export function helpedOf(scenario: WovenScenario | null): ScenarioThing | null {
  if (scenario?.form !== 'goal' || !RESCUE_VERBS.has(goalVerb(scenario.verb)) || !single(scenario.object)) return null;
  return { first: scenario.object.full, short: scenario.object.short, gender: scenario.object.gender };
}
