import type { StoryFrame } from '#core/story-frame';
import type { StoryRequest } from '#core/story-makers-port';
import type { Beat } from './banks/feelings';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { MORAL_SHAPES, PRESET_DEEDS, type EarnedValue } from './banks/values';
import { PLACE_DETAILS, placeDetailsOf, placeKind, type PlaceKind } from './banks/places';
import { TRAIT_ACTS } from './banks/portrait';
import { interestPhrase, looks, traitWords } from './child-words';
import { colourWords, RAINBOW } from '../common/colour-words';
import { companionOf } from './companions';
import { capitalizeFirst, joinList, numberInWords, startsWithVowelSound } from './french';
import { cleanFreeText, stripAccents } from './free-text';
import { renderCharacter, renderPlace } from '../frame/render';
import { feelingOf, goalSlots, valueOf } from './frame-words';
import type { Random } from './random';
import type { TemplateContext } from './template';
import { hobbyWords, readHobby } from '#shared/hobby';
import type { World } from './world';

/**
 * A request read into what the templates need: every slot (the child, the companion, the place, the
 * goal), the agreement switches (who is feminine, whether the companion is several), and the emotions
 * and values with their lines. The companion, the place, the goal, the emotions and the values come
 * from the story frame only (issue 25): each is said in the vocabulary's words (frame-words.ts), and
 * no text a parent typed reaches a slot. The hobby, a profile field, is read into its own frame too
 * (shared/hobby.ts): only the activities it names, in our words.
 */

export const FRIEND_SLOT = 'friend';
export const CRITTER_SLOT = 'critter';

/** A story's fixed facts: the slots every template can use, and what the frame became. */
export interface Facts {
  slots: Record<string, string>;
  context: Omit<TemplateContext, 'slots'>;
  friendForms: { first: string; later: string };
  critterForms: { first: string; later: string };
  emotions: { overlay: Record<string, string>; lines: readonly string[]; beat: Beat }[];
  values: { key: string; overlay: Record<string, string>; moments: readonly string[]; morals: readonly string[]; earned?: readonly EarnedValue[] }[];
  /** What the writer understood of the parent's texts: the only source of the companion, the place and the goal. */
  frame: StoryFrame;
  companion: { plural: boolean; proper: boolean; head: string };
  interests: string[];
  traits: { stored: string; shown: string }[];
  placeKindValue: PlaceKind;
}

export function keyOf(text: string): string {
  return stripAccents(text.toLowerCase());
}

function definiteNoun(noun: string): string {
  return startsWithVowelSound(noun) ? `l'${noun}` : `le ${noun}`;
}

/** The banks' kind of place from the frame's: its family when the banks know it, else its vocabulary words. */
const FAMILY_KINDS: Record<string, PlaceKind> = { underwater: 'sea', ocean: 'sea', beach: 'sea', lake: 'sea', river: 'garden', farm: 'garden', park: 'garden', orchard: 'garden', zoo: 'garden', school: 'city', village: 'city', town: 'city', library: 'city', bakery: 'city', shop: 'city', house: 'home', bedroom: 'home', kitchen: 'home', attic: 'home', castle: 'castle', lighthouse: 'island', boat: 'island', circus: 'fair', savanna: 'jungle', polar: 'snow', ice: 'snow' };

export function placeKindOf(frame: StoryFrame): PlaceKind {
  const { kind, features } = frame.place;
  if (kind.family in PLACE_DETAILS) return kind.family as PlaceKind;
  const byFamily = FAMILY_KINDS[kind.family];
  if (byFamily) return byFamily;
  return placeKind(`${kind.singular} ${features.join(' ')}`);
}

/**
 * The vocabulary's "water" places are by the water (a beach, an island, a lake) or under it (the seabed,
 * a reef): only the second are told under water (issue 26: a moonfish « faisant des bulles » on an island).
 */
function mediumOf(frame: StoryFrame): World['medium'] {
  const { kind, features } = frame.place;
  if (kind.medium !== 'water') return kind.medium;
  return kind.family === 'underwater' || features.some((feature) => /au-fond|sous/.test(feature)) ? 'water' : 'land';
}

/** The world the frame's place makes: its medium and indoors from the vocabulary, snow from its kind or features. */
export function frameWorld(frame: StoryFrame, kind: PlaceKind): Pick<World, 'medium' | 'indoors' | 'snowy'> {
  const snowy = kind === 'snow' || frame.place.features.some((feature) => /neige|glace|givre|hiver/.test(feature));
  return { medium: mediumOf(frame), indoors: frame.place.kind.indoors, snowy };
}

/** A trait's act with its agreements and its own choices drawn (`{e}`, `{il}`, then `{?a|b}`: see TRAIT_ACTS). */
function actOf(template: string, random: Random, girl: boolean): string {
  const agreed = template.replaceAll('{e}', girl ? 'e' : '').replaceAll('{il}', girl ? 'elle' : 'il');
  return agreed.replace(/\{\?([^{}]*)\}/gu, (_, body: string) => random.pick(body.split('|')));
}

/** The goal's words, accent-free, that a value's key may be found in. */
function goalWords(slots: { goalSetOut: string; skill: string }): string {
  return stripAccents(`${slots.goalSetOut} ${slots.skill}`.toLowerCase());
}

function keysOf(entry: { keys: string[] }): string[] {
  return entry.keys.filter((key) => key.length >= 5);
}

/**
 * The story's moral shape (MORAL_SHAPES), drawn once, with what happened in it (a preset's outcome, PRESET_DEEDS): so
 * that two stories sharing a value share neither a moral nor its frame (editor's read 41). A goal of the parent's own
 * takes a shape without a deed.
 */
function moralShape(frame: StoryFrame, random: Random): string {
  const deeds = frame.goal.presetId ? PRESET_DEEDS[frame.goal.presetId] : undefined;
  if (!deeds) return random.pick(MORAL_SHAPES.filter((shape) => !/Deed\}|\{deed\}/u.test(shape)));
  const deed = random.pick(deeds);
  const queDeed = /^(\{il\}|[aeiouyhéèêàâîôû])/iu.test(deed) ? `qu'${deed}` : `que ${deed}`;
  return random.pick(MORAL_SHAPES).replace('{deed}', deed).replace('{queDeed}', queDeed);
}

/**
 * Which of a value's morals a story tells. Editor's read 42: 9 pairs of stories sharing a moral's core in 40; then the
 * core taken at the scenario's preset rank made every two stories of one scenario and value share it (editor's read
 * 43: shared 8-word passages 21 / 21 / 25 of 40). Now the story's seed chooses, offset by its scenario (the preset's
 * rank, or the hash of the words a parent typed): two stories with one seed and different scenarios still never share a
 * core (a suggested value has 16 cores, one per preset and two more), and two stories of one scenario seldom do.
 */
const PRESET_RANKS = Object.keys(PRESET_DEEDS);
const hashOf = (text: string): number => [...text].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003, 7);
function moralCores(morals: readonly string[], presetId: string | null, typed: string | null, seed: string): readonly string[] {
  const rank = presetId && !typed ? PRESET_RANKS.indexOf(presetId) : -1;
  const scenario = rank >= 0 ? rank : hashOf(typed ?? '');
  const core = morals[(hashOf(seed) + scenario) % morals.length];
  return core ? [core] : morals;
}

export function buildFacts(request: StoryRequest, frame: StoryFrame, random: Random): Facts {
  const { child } = request;
  const girl = child.gender === 'girl';
  const name = capitalizeFirst(cleanFreeText(child.name) || 'Petit Cœur');

  // Traits: the child's own form (feminine for a girl); two or three of them, in a seeded order.
  const traitOrder = random.shuffle(child.personality.filter((trait) => trait.trim() !== ''));
  const traits = traitOrder.map((stored) => ({ stored, shown: traitWords([stored], child.gender)[0] ?? '' })).filter((trait) => trait.shown !== '');
  const listed = traits.slice(0, traits.length >= 3 && random.chance(0.4) ? 3 : 2).map((trait) => trait.shown);
  // Each trait told by what the child does (issue 26): one of its two acts, drawn on a fork so that the story's
  // other draws do not shift.
  const acts = traits.map((trait) => {
    const fork = random.fork(`act:${trait.stored}`);
    return fork.shuffle([...(TRAIT_ACTS[trait.stored] ?? [])]).map((act) => actOf(act, fork, girl));
  });
  const interests = random.shuffle(child.interests.filter((interest) => interest.trim() !== ''));

  const colour = colourWords(child.favoriteColor || '#FFD700');
  const colourNoun = definiteNoun(colour.name);
  const look = looks(child.hairColor, child.hairType, child.hairLength, child.eyeColor);

  // The hobby's frame: our words for the activities it names (« monte à poney tous les mercredis » → « faire du
  // poney »); left out when it names none.
  const hobbyFrame = readHobby(child.favoriteHobby);
  const hobby = hobbyFrame ? hobbyWords(hobbyFrame) : null;

  // The companion, the place and the goal: only the frame's words, never the parent's spelling.
  const renderChild = { name, gender: child.gender };
  const companionNoun = renderCharacter(frame.character, renderChild);
  const { subplot } = companionOf(frame.character);
  const companionFirst = subplot && companionNoun.indefinite ? companionNoun.indefinite : companionNoun.full;

  const place = renderPlace(frame.place, renderChild);
  const kind = placeKindOf(frame);
  // A suggested place's own details where its kind would bring another place's (no pigeons in a library):
  // keyed by our own suggestion's text, so a parent's text only selects, never shows.
  const details = placeDetailsOf(kind, request.choices.setting);
  const { indoors } = frameWorld(frame, kind);

  const goal = goalSlots(frame.goal, renderChild, place);

  // The little friend is never of the companion's kind (no "petit pingouin" next to "un pingouin").
  const head = companionNoun.head;
  const notCompanion = (creature: { indefinite: string }): boolean => !head || !keyOf(creature.indefinite).includes(keyOf(head));
  const others = details.creatures.filter(notCompanion);
  const creatures = random.shuffle(others.length >= 2 ? others : PLACE_DETAILS.generic.creatures.filter(notCompanion));
  const friend = creatures[0] ?? PLACE_DETAILS.generic.creatures[0];
  const critter = creatures[1] ?? PLACE_DETAILS.generic.creatures[1];
  const [storm = '', stormDef = ''] = random.pick(details.storm);

  const companionFeminine = companionNoun.gender === 'f';
  const bothFeminine = girl && companionFeminine;
  const duo = companionNoun.plural ? (bothFeminine ? 'les amies' : 'les amis') : bothFeminine ? 'les deux amies' : 'les deux amis';
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
    // « Tous deux partirent » opens a sentence on its verb: no fixed four words before it (issue 26, item 4).
    pair: companionNoun.plural ? duo : bothFeminine ? 'toutes deux' : 'tous deux',
    // « Complices » reads masculine to the checker: two girls stay « les deux amies ».
    mates: bothFeminine ? duo : companionNoun.plural ? 'les complices' : 'les deux complices',
    traits: joinList(listed),
    trait1: traits[0]?.shown ?? '',
    trait2: traits[1]?.shown ?? '',
    trait1Act: acts[0]?.[0] ?? '',
    trait2Act: acts[1]?.[0] ?? '',
    // The profile's interests are not told (issue 26, editor's read 40: « rêva de la mode », « un livre sur la poésie »
    // in every story, never asked for in the story): a line that needs one is left out (template.ts `usable`).
    interest1: '',
    interest2: '',
    interests: '',
    // Shared with someone (« avec papa »): said with the doing, so papa is in every hobby line.
    hobby: (hobbyFrame?.with ? hobby?.infinitive : null) ?? hobby?.noun ?? hobby?.infinitive ?? '',
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
    // No outfit either (« sa cape grise brodée de lunes »): the parent chose none.
    outfit: '',
    mc: companionFirst,
    mcDef: companionNoun.definite,
    mcShort: companionNoun.short,
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
    goal: goal.slots.goalSetOut,
    ...goal.slots,
    // What the child can offer to show: the hobby as a noun, else an interest.
    // No trait as a bedtime name (editor's read 41: « Bonne nuit, petite persévérante » where no act showed it).
    nickname: '',
    talent: hobby?.noun ?? (interests[0] ? interestPhrase(interests[0]) : 'la musique'),
  };

  const context: Omit<TemplateContext, 'slots'> = {
    feminine: { g: girl, c: companionFeminine, o: goal.objectFeminine, f: friend?.feminine ?? false, k: critter?.feminine ?? false },
    companionPlural: companionNoun.plural,
    deferred: [FRIEND_SLOT, CRITTER_SLOT],
  };

  // Emotions and values: the frame's ids, each said with our own suggestion's words and lines.
  const emotions: Facts['emotions'] = [];
  frame.emotions.forEach((id) => {
    const known = feelingOf(id);
    if (known && !emotions.some((each) => each.lines === known.entry.lines)) emotions.push({ overlay: { emotion: known.text, emotionNoun: known.noun }, lines: known.entry.lines, beat: known.entry.beat });
  });
  const values: Facts['values'] = [];
  const shape = moralShape(frame, random.fork('deed'));
  const typedScenario = SEEDED_SCENARIOS.some((scenario) => scenario.description === request.choices.scenario) ? null : request.choices.scenario;
  frame.values.forEach((id) => {
    const known = valueOf(id);
    if (!known?.noun || values.some((each) => each.moments === known.entry.moments)) return;
    const morals = moralCores(known.entry.morals, frame.goal.presetId, typedScenario, request.seed).map((core) => shape.replace('{core}', core));
    const value = { key: known.entry.keys[0] ?? '', overlay: { value: known.text, valueNoun: known.noun, valueGoal: '' }, moments: known.entry.moments, morals, ...(known.entry.earned ? { earned: known.entry.earned } : {}) };
    // The value the goal itself is about (« apprendre à partager ses jouets » and « le partage ») comes first, so the
    // moral is the story's (editor's read 40: a moral of patience closing a story about sharing).
    if (keysOf(known.entry).some((key) => goalWords(goal.slots).includes(key.slice(0, 5)))) values.unshift(value);
    else values.push(value);
  });

  return {
    slots,
    context,
    friendForms: { first: friend?.indefinite ?? 'un petit lapin', later: friend?.definite ?? 'le petit lapin' },
    critterForms: { first: critter?.indefinite ?? 'un petit oiseau', later: critter?.definite ?? 'le petit oiseau' },
    emotions,
    values,
    frame,
    companion: { plural: companionNoun.plural, proper: companionNoun.proper, head: companionNoun.head },
    interests,
    traits,
    placeKindValue: kind,
  };
}
