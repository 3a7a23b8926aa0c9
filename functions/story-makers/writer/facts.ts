import type { StoryRequest } from '../../core/story-makers-port';
import { ARCS, type Arc } from './banks/arcs';
import { FEELINGS, GENERIC_FEELING_LINES, QUOTED_FEELING_LINES, type Beat } from './banks/feelings';
import { PLACE_DETAILS, placeKind } from './banks/places';
import { GENERIC_VALUE_MORALS, GENERIC_VALUE_MOMENTS, GOAL_VALUE_MOMENTS, GOAL_VALUE_MORALS, QUOTED_VALUE_MOMENTS, QUOTED_VALUE_MORALS, VALUES } from './banks/values';
import { interestList, interestPhrase, looks, outfit, traitWords } from './child-words';
import { colourWords, RAINBOW } from '../common/colour-words';
import { capitalizeFirst, joinList, numberInWords, startsWithVowelSound, withA } from './french';
import { cleanFreeText, parseClause, parseLabel, parseNounPhrase, parsePlace, stripAccents, type Label } from './free-text';
import type { Random } from './random';
import { assemble, renderTemplate, type TemplateContext } from './template';

/**
 * A request read into what the templates need: every slot (the child, the companion, the place, the
 * scenario, the arc's details), the agreement switches (who is feminine, whether the companion is
 * several), the emotions and values with their lines, and the arc that tells the story.
 */

export const FRIEND_SLOT = 'friend';
export const CRITTER_SLOT = 'critter';

/** A story's fixed facts: the slots every template can use, and what the choices of the wizard became. */
export interface Facts {
  slots: Record<string, string>;
  context: Omit<TemplateContext, 'slots'>;
  friendForms: { first: string; later: string };
  critterForms: { first: string; later: string };
  emotions: { label: Label; lines: string[]; beat: Beat }[];
  values: { label: Label; moments: string[]; morals: string[] }[];
  scenarioForm: 'goal' | 'noun' | 'sentence';
  /** Whether the arc tells what the scenario asked (then the ending may say it was done). */
  scenarioMatchesArc: boolean;
  hasScenarioThis: boolean;
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

export function buildFacts(request: StoryRequest, random: Random): { facts: Facts; arc: Arc } {
  const { child, choices } = request;
  const girl = child.gender === 'girl';
  const name = capitalizeFirst(cleanFreeText(child.name) || 'Petit Cœur');

  // Traits: the child's own form (feminine for a girl); two or three of them, in a seeded order.
  const traitOrder = random.shuffle(child.personality.filter((trait) => trait.trim() !== ''));
  const traits = traitOrder.map((stored) => ({ stored, shown: traitWords([stored], child.gender)[0] ?? '' })).filter((trait) => trait.shown !== '');
  const listed = traits.slice(0, traits.length >= 3 && random.chance(0.4) ? 3 : 2).map((trait) => trait.shown);
  const interests = random.shuffle(child.interests.filter((interest) => interest.trim() !== ''));

  const colour = colourWords(child.favoriteColor || '#FFD700');
  const colourNoun = definiteNoun(colour.name);
  const look = looks(child.hairColor, child.hairType, child.hairLength, child.eyeColor);

  const hobbyText = cleanFreeText(child.favoriteHobby ?? '');
  const hobby = hobbyText ? parseClause(hobbyText, 'definite') : null;
  const hobbyPhrase = hobby && hobby.form !== 'sentence' ? hobby.text : '';

  // The wizard requires the three texts; a text with no words in it still gets a gentle default.
  const companion = parseNounPhrase(cleanFreeText(choices.mainCharacter) ? choices.mainCharacter : 'un petit ours en peluche');
  const place = parsePlace(choices.setting);
  const kind = placeKind(`${place.text} ${choices.setting}`);
  const details = PLACE_DETAILS[kind];
  const scenario = parseClause(cleanFreeText(choices.scenario) ? choices.scenario : 'Vivre une belle aventure', 'indefinite');

  const { arc, fitsScenario } = chooseArc(request, random);
  // The little friend is never of the companion's kind (no "petit pingouin" next to "un pingouin").
  const others = details.creatures.filter((creature) => !companion.head || !keyOf(creature.indefinite).includes(keyOf(companion.head)));
  const creatures = random.shuffle(others.length >= 2 ? others : PLACE_DETAILS.generic.creatures.filter((creature) => !companion.head || !keyOf(creature.indefinite).includes(keyOf(companion.head))));
  const friend = creatures[0] ?? PLACE_DETAILS.generic.creatures[0];
  const critter = creatures[1] ?? PLACE_DETAILS.generic.creatures[1];
  const [storm = '', stormDef = ''] = random.pick(details.storm);

  const companionFeminine = companion.gender === 'f';
  const bothFeminine = girl && companionFeminine;
  const duo = companion.plural ? (bothFeminine ? 'les amies' : 'les amis') : bothFeminine ? 'les deux amies' : 'les deux amis';

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
    hobby: hobbyPhrase,
    hobbyVerb: hobby?.form === 'goal' ? hobby.text : hobbyPhrase ? `se consacrer ${withA(hobbyPhrase)}` : '',
    hobbyQuote: hobby && hobby.form === 'sentence' ? hobby.quote : '',
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
    outfit: outfit(child.style, colour, child.gender),
    mc: companion.full,
    mcDef: companion.definite,
    mcShort: companion.short,
    loc: place.loc,
    locShort: place.locShort,
    locInside: place.inside ? place.locShort : '',
    place: place.noun,
    ...(() => {
      // Two hiding places: where the heroes look in vain, and where the thing really is.
      const [hiding = '', hiding2 = ''] = random.shuffle(details.hiding);
      return { hiding, hiding2 };
    })(),
    passage: random.pick(details.passage),
    shelter: random.pick(details.shelter),
    race: random.pick(details.race),
    storm,
    stormDef,
    sound: random.pick(details.sound),
    goal: scenario.form === 'goal' ? scenario.text : '',
    scenarioNoun: scenario.form === 'noun' ? scenario.text : '',
    scenarioQuote: scenario.quote,
    scenarioThis: scenario.form === 'noun' ? scenario.demonstrative : '',
    talent: hobby?.form === 'noun' ? hobby.text : interests[0] ? interestPhrase(interests[0]) : 'la musique',
  };

  const context: Omit<TemplateContext, 'slots'> = {
    feminine: { g: girl, c: companionFeminine, o: false, f: friend?.feminine ?? false },
    companionPlural: companion.plural,
    deferred: [FRIEND_SLOT, CRITTER_SLOT],
  };

  // The arc's props are templates too (they agree with the child, the friend…): rendered once here.
  // When the scenario names the very thing the arc is about ("retrouver le trésor", "sauver la
  // princesse", "la course des escargots"), the story uses it instead of one of its own.
  const fromScenario = scenarioProps(arc, scenario, companion.head);
  const props = { ...pickProps(arc.props, scenario.text, random), ...fromScenario.props };
  for (const [key, value] of Object.entries(fromScenario.slots)) slots[key] = value;
  let friendForms = { first: friend?.indefinite ?? 'un petit lapin', later: friend?.definite ?? 'le petit lapin' };
  if (fromScenario.friend) {
    const found = fromScenario.friend;
    friendForms = { first: /^(un|une) /.test(found.full) ? found.full : found.short, later: found.short };
    context.feminine = { ...context.feminine, f: fromScenario.friend.gender === 'f' };
  }
  context.feminine = { ...context.feminine, o: props._o === 'f' };
  const propContext: TemplateContext = { ...context, slots };
  for (const [key, template] of Object.entries(props)) {
    if (key.startsWith('_')) continue;
    slots[key] = assemble(renderTemplate(template, propContext, random.fork(`prop:${key}`)), () => true);
  }

  const emotions = choices.emotions.map(cleanFreeText).filter(Boolean).map((raw, index) => {
    const label = parseLabel(raw);
    const known = FEELINGS.find((feeling) => feeling.keys.includes(label.key));
    if (known) return { label, lines: known.lines, beat: known.beat };
    const beats: Beat[] = ['turn', 'resolution', 'help', 'call'];
    if (!label.noun) return { label, lines: QUOTED_FEELING_LINES, beat: beats[index % beats.length] as Beat };
    const determined = /^(un|une|des|du|de|mon|ma|mes|son|sa|ses)\b/i.test(label.text);
    return { label, lines: determined ? GENERIC_FEELING_LINES.filter((line) => !line.includes('{emotion}')) : GENERIC_FEELING_LINES, beat: beats[index % beats.length] as Beat };
  });

  const values = choices.values.map(cleanFreeText).filter(Boolean).map((raw) => {
    const label = parseLabel(raw);
    const known = VALUES.find((value) => value.keys.includes(label.key));
    if (known && label.noun) return { label, moments: known.moments, morals: known.morals };
    if (label.noun) return { label, moments: GENERIC_VALUE_MOMENTS, morals: GENERIC_VALUE_MORALS };
    if (label.goal) return { label, moments: GOAL_VALUE_MOMENTS, morals: GOAL_VALUE_MORALS };
    return { label, moments: QUOTED_VALUE_MOMENTS, morals: QUOTED_VALUE_MORALS };
  });

  return {
    arc,
    facts: {
      slots,
      context,
      friendForms,
      critterForms: { first: critter?.indefinite ?? 'un petit oiseau', later: critter?.definite ?? 'le petit oiseau' },
      emotions,
      values,
      scenarioForm: scenario.form,
      scenarioMatchesArc: fitsScenario,
      hasScenarioThis: slots.scenarioThis !== '',
      interests,
      traits,
      placeKindValue: kind,
    },
  };
}

/** The arc's details that the scenario speaks of, if any ("rallumer la lune" → the moon), else any. */
function pickProps(props: readonly Record<string, string>[], scenario: string, random: Random): Record<string, string> {
  const words = new Set(keyOf(scenario).split(/[^a-z]+/).filter((word) => word.length >= 4));
  const scoreOf = (prop: Record<string, string>): number =>
    Object.entries(prop)
      .filter(([key]) => !key.startsWith('_') || key === '_cue')
      .flatMap(([, value]) => keyOf(value).split(/[^a-z]+/))
      .filter((word) => word.length >= 4 && words.has(word)).length;
  const best = Math.max(...props.map(scoreOf));
  return random.pick(best > 0 ? props.filter((prop) => scoreOf(prop) === best) : props);
}

const QUEST_VERBS = new Set(['retrouver', 'trouver', 'chercher', 'rechercher', 'récupérer', 'rapporter', 'découvrir', 'dénicher']);
const RESCUE_VERBS = new Set(['sauver', 'aider', 'secourir', 'libérer', 'délivrer', 'protéger', 'soigner', 'consoler', 'ramener', 'raccompagner', 'reconduire', 'guider']);
const LOST = /\s+(perdue?s?|disparue?s?|égarée?s?|volée?s?|cachée?s?)$/;

/** The thing a goal is about: "retrouver le trésor perdu" → "le trésor"; '' when there is none. */
function goalObject(goal: string, verbs: ReadonlySet<string>): ReturnType<typeof parseNounPhrase> | null {
  const [verb = '', ...rest] = goal.split(' ');
  if (!verbs.has(verb.toLowerCase()) || rest.length === 0) return null;
  // Stop at what follows the noun phrase: "le petit chat chez lui", "le trésor dans la forêt".
  const words: string[] = [];
  for (const word of rest) {
    // "de" stays: "la couronne de la reine", "une étoile tombée du ciel" are one thing.
    if (words.length > 1 && /^(chez|dans|sur|sous|à|au|aux|en|vers|jusqu'à|avant|pour|avec|qui|que|et)$/i.test(word)) break;
    words.push(word);
  }
  const phrase = parseNounPhrase(words.join(' ').replace(LOST, ''));
  if (!phrase.determined || phrase.proper || phrase.plural || !phrase.head) return null;
  return phrase;
}

/** What a scenario sentence says was lost: "Les lapins ont perdu leur carotte magique" → "la carotte magique". */
function lostObject(sentence: string): ReturnType<typeof parseNounPhrase> | null {
  const match = /\b(?:perdu|égaré|oublié|cherche|cherchent)\s+(?:son|sa|leur|le|la|l'|un|une|mon|ma|ton|ta)\s*(.+)$/i.exec(sentence);
  if (!match?.[1]) return null;
  const words: string[] = [];
  for (const word of match[1].split(' ')) {
    if (words.length > 1 && /^(dans|sur|sous|à|au|aux|en|chez|qui|que|et|pour|avec)$/i.test(word)) break;
    words.push(word);
  }
  const bare = parseNounPhrase(words.join(' ').replace(LOST, ''), { bareArticle: 'definite' });
  if (bare.plural || bare.proper || !bare.head) return null;
  // Told by the narrator, "leur carotte" becomes "la carotte": anyone may speak of it.
  return { ...bare, full: bare.definite };
}

function scenarioProps(
  arc: Arc,
  scenario: ReturnType<typeof parseClause>,
  companionHead: string,
): { props: Record<string, string>; slots: Record<string, string>; friend: ReturnType<typeof parseNounPhrase> | null } {
  const none = { props: {}, slots: {}, friend: null };
  const goal = scenario.form === 'goal' ? scenario.text.replace(/^(se |s')/, '') : '';
  if (arc.id === 'quest') {
    const object = goal ? goalObject(goal, QUEST_VERBS) : lostObject(scenario.text);
    if (object) return { props: { object: object.definite, objectDef: object.definite, objectShort: object.short, _o: object.gender }, slots: {}, friend: null };
  }
  if ((arc.id === 'rescue' || arc.id === 'homeward') && goal) {
    const friend = goalObject(goal, RESCUE_VERBS);
    if (friend && friend.head !== companionHead) return { props: {}, slots: {}, friend };
  }
  const phraseOf = (pattern: RegExp): ReturnType<typeof parseNounPhrase> | null => {
    const text = scenario.form === 'noun' ? scenario.text : goal.split(' ').slice(1).join(' ');
    if (!text || !pattern.test(stripAccents(text.toLowerCase()))) return null;
    const phrase = parseNounPhrase(text);
    return phrase.head && !phrase.plural && !phrase.proper && pattern.test(stripAccents(phrase.head)) && phrase.definite.split(' ').length <= 7 ? phrase : null;
  };
  if (arc.id === 'race') {
    const race = phraseOf(/course|concours|tournoi|match|competition|rallye|championnat/);
    if (race) return { props: {}, slots: { race: race.definite }, friend: null };
  }
  if (arc.id === 'party') {
    const feast = phraseOf(/fete|anniversaire|\bbal\b|gouter|pique-nique|carnaval|festin|kermesse|soiree/);
    if (feast) return { props: { feast: feast.definite, _o: feast.gender }, slots: {}, friend: null };
  }
  return none;
}

/**
 * The arc: the scenario's words weigh most, then the emotions, the setting and the main character.
 * Among the arcs that fit best, the seed decides, so that similar requests still get different stories.
 */
function chooseArc(request: StoryRequest, random: Random): { arc: Arc; fitsScenario: boolean } {
  const scenario = keyOf(request.choices.scenario);
  const setting = keyOf(request.choices.setting);
  const character = keyOf(request.choices.mainCharacter);
  const emotionKeys = request.choices.emotions.map((emotion) => parseLabel(emotion).key);
  const hits = (cues: RegExp, text: string): number => text.match(new RegExp(cues.source, 'g'))?.length ?? 0;
  const scored = ARCS.map((arc) => {
    let score = 0;
    score += 4 * Math.min(2, hits(arc.cues, scenario));
    if (arc.cues.test(setting)) score += 1;
    if (arc.cues.test(character)) score += 1;
    score += emotionKeys.filter((key) => arc.feelings.includes(key)).length * 1.5;
    return { arc, score };
  });
  const best = Math.max(...scored.map((entry) => entry.score));
  const contenders = scored.filter((entry) => entry.score >= best - 1.5);
  const chosen = random.weighted(contenders, (entry) => 1 + entry.score);
  return { arc: chosen.arc, fitsScenario: hits(chosen.arc.cues, scenario) > 0 };
}
