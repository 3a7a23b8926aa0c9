import { type Arc } from './banks/arcs';
import {
  CLOSING_LINES,
  GOODNIGHTS,
  SCENARIO_GOAL_LINES,
  SCENARIO_GOAL_RECALLS,
  SCENARIO_GOAL_RECALLS_SOLO,
  SCENARIO_NOUN_LINES,
  SCENARIO_NOUN_RECALLS,
  SCENARIO_QUOTE_LINES,
} from './banks/closings';
import { EPISODES } from './banks/episodes';
import { QUOTED_FEELING_LINES, type Beat } from './banks/feelings';
import { PLACE_DETAILS } from './banks/places';
import {
  COLOUR_LINES,
  COMPANION_INTROS,
  COMPANION_QUALITIES,
  HOBBY_LINES,
  HOBBY_QUOTE_LINES,
  INTEREST_LINES,
  LOOKS_LINES,
  OPENINGS,
  SETTING_INTROS,
  SINGLE_TRAIT_LINES,
  TRAIT_LINES,
} from './banks/portrait';
import { GENERIC_INTEREST_SKILLS, INTEREST_SKILLS, TRAIT_ACTIONS, TRAIT_LINES_IN_ACTION } from './banks/skills';
import { CELEBRATIONS, DEPARTURES, DOUBTS, ENCOURAGEMENTS, EXCHANGES, PROGRESS, RETURNS, THOUGHTS } from './banks/structure';
import { QUOTED_VALUE_MOMENTS } from './banks/values';
import { CRITTER_SLOT, FRIEND_SLOT, keyOf, type Facts } from './facts';
import type { Random } from './random';
import { assemble, renderTemplate, slotsOf } from './template';

/**
 * The plan of a story: paragraphs of blocks (one template each), from the portrait of the child to
 * the goodnight, with every personal detail placed once; and, in order, what a story that needs more
 * words may be offered (see fit.ts).
 */

export type ParagraphKey = 'portrait' | 'companion' | 'call' | 'obstacle' | 'help' | 'turn' | 'resolution' | 'close';
export const PARAGRAPH_ORDER: ParagraphKey[] = ['portrait', 'companion', 'call', 'obstacle', 'help', 'turn', 'resolution', 'close'];

export interface Block {
  template: string;
  /** For a beat's phrasing: its paragraph and its rank in the bank (stacked phrasings keep that order). */
  beat?: ParagraphKey;
  rank?: number;
  overlay?: Record<string, string>;
  /** Optional blocks are dropped, lowest `keep` first, when a story runs over its length. */
  optional?: boolean;
  keep?: number;
}

export interface Layout {
  paragraphs: { key: string; blocks: Block[] }[];
}

/** Whether every slot a template names has a value (a template about the hobby needs a hobby). */
export function usable(template: string, slots: Record<string, string>): boolean {
  return slotsOf(template).every((name) => name === FRIEND_SLOT || name === CRITTER_SLOT || (slots[name] ?? '') !== '');
}

class Picker {
  private readonly used = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly slots: () => Record<string, string>,
  ) {}

  /** A template of the bank not used yet in this story and whose slots are all filled. */
  pick(bank: readonly string[], overlay: Record<string, string> = {}): string | null {
    const slots = { ...this.slots(), ...overlay };
    const fresh = bank.filter((template) => !this.used.has(template) && usable(template, slots));
    const pool = fresh.length > 0 ? fresh : bank.filter((template) => usable(template, slots));
    if (pool.length === 0) return null;
    const chosen = this.random.pick(pool);
    this.used.add(chosen);
    return chosen;
  }

  has(template: string): boolean {
    return this.used.has(template);
  }
}

/** Where an offered addition goes. */
export type Placement = { kind: 'stack' } | { kind: 'into'; paragraph: ParagraphKey; where: 'start' | 'end' } | { kind: 'extra' } | { kind: 'journey' };

export interface Offer {
  blocks: Block[];
  place: Placement;
}

export function layoutStory(facts: Facts, arc: Arc, random: Random, age: number): { layout: Layout; offers: Offer[]; progress: string | null } {
  const slots = facts.slots;
  const picker = new Picker(random, () => slots);
  const paragraphs = new Map<ParagraphKey, Block[]>(PARAGRAPH_ORDER.map((key) => [key, []]));
  const add = (key: ParagraphKey, template: string | null, extra: Omit<Block, 'template'> = {}): void => {
    if (template) paragraphs.get(key)?.push({ template, ...extra });
  };

  // Portrait: who the child is. Traits first (two of them when the child has two), then the rest.
  add('portrait', picker.pick(OPENINGS));
  add('portrait', picker.pick(facts.traits.length >= 2 ? TRAIT_LINES : SINGLE_TRAIT_LINES));
  const portraitRest: Block[] = [];
  const interestLine = picker.pick(INTEREST_LINES);
  if (interestLine) portraitRest.push({ template: interestLine });
  const hobbyLine = slots.hobby ? picker.pick(HOBBY_LINES) : slots.hobbyQuote ? picker.pick(HOBBY_QUOTE_LINES) : null;
  if (hobbyLine) portraitRest.push({ template: hobbyLine });
  // A shade outside the palette is described ("sa couleur préférée, un joli doré"), not just named.
  const colourLine = picker.pick((slots.colourDescr ?? '').startsWith('un ') ? COLOUR_LINES.filter((line) => line.includes('{colourDescr')) : COLOUR_LINES);
  if (colourLine) portraitRest.push({ template: colourLine });
  const looksLine = picker.pick(LOOKS_LINES);
  if (looksLine) portraitRest.push({ template: looksLine, optional: true, keep: 2 });
  for (const block of random.shuffle(portraitRest)) paragraphs.get('portrait')?.push(block);

  // The companion and the place.
  add('companion', picker.pick(COMPANION_INTROS));
  add('companion', picker.pick(COMPANION_QUALITIES), { optional: true, keep: 1 });
  add('companion', picker.pick(SETTING_INTROS));
  add('companion', picker.pick(PLACE_DETAILS[facts.placeKindValue].ambience), { optional: true, keep: 3 });

  // The arc, with the scenario stated in the call.
  add('call', picker.pick(arc.call));
  const scenarioBank =
    facts.scenarioForm === 'goal' && random.chance(0.75) ? SCENARIO_GOAL_LINES : facts.scenarioForm === 'noun' && random.chance(0.7) ? SCENARIO_NOUN_LINES : SCENARIO_QUOTE_LINES;
  const scenarioLine = picker.pick(scenarioBank) ?? picker.pick(SCENARIO_QUOTE_LINES);
  // The arc's call sets the scene; the scenario then says what the adventure is about.
  add('call', scenarioLine);
  const beatBanks = { obstacle: arc.obstacle, help: arc.help, turn: arc.turn, resolution: arc.resolution } as const;
  for (const beat of ['obstacle', 'help', 'turn', 'resolution'] as const) {
    const template = picker.pick(beatBanks[beat]);
    add(beat, template, { beat, rank: template ? beatBanks[beat].indexOf(template) : 0 });
  }

  // The interest and a trait help at the turning point.
  const interest = facts.interests[0];
  const skills = [...(interest ? (INTEREST_SKILLS[interest] ?? []) : []), ...GENERIC_INTEREST_SKILLS];
  // …before the arc's turn itself: the idea comes, then the deed.
  const turnParagraph = paragraphs.get('turn') ?? [];
  const turnBeat = turnParagraph.splice(0, turnParagraph.length);
  add('turn', picker.pick(skills));
  const actingTrait = facts.traits[facts.traits.length > 2 ? 2 : 0] ?? facts.traits[0];
  if (actingTrait) {
    const actions = TRAIT_ACTIONS[actingTrait.stored];
    if (actions) {
      const action = renderPlain(random.pick(actions), facts, random);
      add('turn', picker.pick(TRAIT_LINES_IN_ACTION), { overlay: { traitNow: actingTrait.shown, action } });
    }
  }
  turnParagraph.push(...turnBeat);

  // Emotions where they belong, values lived once each.
  const beatParagraph: Record<Beat, ParagraphKey> = { call: 'call', obstacle: 'obstacle', help: 'help', turn: 'turn', resolution: 'resolution', close: 'close' };
  for (const emotion of facts.emotions) {
    const overlay = { emotion: emotion.label.text, emotionNoun: emotion.label.noun, emotionQuote: emotion.label.quote };
    add(beatParagraph[emotion.beat], picker.pick(emotion.lines, overlay) ?? picker.pick(QUOTED_FEELING_LINES, overlay), { overlay });
  }
  const valueParagraphs: ParagraphKey[] = ['resolution', 'help', 'turn'];
  facts.values.forEach((value, index) => {
    const overlay = { value: value.label.text, valueNoun: value.label.noun, valueGoal: value.label.goal, valueQuote: value.label.quote };
    add(valueParagraphs[index % valueParagraphs.length] as ParagraphKey, picker.pick(value.moments, overlay) ?? picker.pick(QUOTED_VALUE_MOMENTS, overlay), { overlay });
  });

  // The scenario recalled, when it reads well a second time.
  // "Léa et le Père Noël avaient réussi à aider le Père Noël…": when the goal names the companion, the child alone did it.
  const goalNamesCompanion = keyOf(slots.goal ?? '').includes(keyOf((slots.mcShort ?? '').replace(/^(le|la|les|l'|son|sa|ses) /, '')));
  const goalRecalls = goalNamesCompanion ? SCENARIO_GOAL_RECALLS_SOLO : SCENARIO_GOAL_RECALLS;
  const recalls = !facts.scenarioMatchesArc || arc.noRecall ? [] : facts.scenarioForm === 'goal' ? goalRecalls : facts.hasScenarioThis ? SCENARIO_NOUN_RECALLS : [];
  if (recalls.length > 0) add('resolution', picker.pick(recalls), { optional: true, keep: 4 });

  // Bedtime: two or three closing lines, in the order of the evening, then goodnight.
  const closingCount = age >= 6 ? 3 : 2;
  const stages = random.shuffle([0, 1, 2, 3]).slice(0, closingCount).sort();
  stages.forEach((stage, index) => {
    const line = picker.pick(CLOSING_LINES.filter(([lineStage]) => lineStage === stage).map(([, text]) => text));
    add('close', line, index === 1 && closingCount === 3 ? { optional: true, keep: 0 } : {});
  });
  add('close', picker.pick(GOODNIGHTS));

  const fits = (template: string): boolean => usable(template, slots) && !picker.has(template);
  // What a story that needs more words is offered, in this order: a second phrasing of a beat that
  // can stack (the search goes on…), the lines that shape a longer story (setting off, a doubt and
  // the companion's encouragement, a celebration, the way home), then the arc's own scenes and, in
  // turn, scenes of the journey.
  const offers: Offer[] = [];
  for (const beat of random.shuffle(arc.stack)) {
    const bank = beatBanks[beat];
    const candidates = bank.filter(fits);
    if (candidates.length === 0) continue;
    const template = random.pick(candidates);
    picker.pick([template]);
    offers.push({ blocks: [{ template, beat, rank: bank.indexOf(template) }], place: { kind: 'stack' } });
  }
  const structural: [readonly string[][], ParagraphKey, 'start' | 'end'][] = [
    [[DEPARTURES], 'call', 'end'],
    [[THOUGHTS], 'call', 'end'],
    [[EXCHANGES], 'obstacle', 'end'],
    [[EXCHANGES], 'help', 'end'],
    [[DOUBTS, ENCOURAGEMENTS], 'obstacle', 'end'],
    [[CELEBRATIONS], 'resolution', 'end'],
    [[RETURNS], 'close', 'start'],
  ];
  // A companion who is cross does not chat nor cheer the child up before the turning point.
  const friendly = (bank: readonly string[]): readonly string[] => (arc.companionAway ? bank.filter((line) => !line.includes('{mcShort')) : bank);
  for (const [banks, paragraph, where] of random.shuffle(structural)) {
    const blocks = banks.map((bank) => picker.pick(friendly(bank))).filter((template): template is string => template !== null).map((template) => ({ template }));
    if (blocks.length === banks.length) offers.push({ blocks, place: { kind: 'into', paragraph, where } });
  }
  const extras = random.shuffle(arc.extras).filter(fits).map((template): Offer => ({ blocks: [{ template }], place: { kind: 'extra' } }));
  extras.push(...random.shuffle(arc.extrasLate ?? []).filter(fits).map((template): Offer => ({ blocks: [{ template }], place: { kind: 'into', paragraph: 'turn', where: 'end' } })));
  const journey = random
    .shuffle(EPISODES.filter((episode) => !episode.not?.includes(facts.placeKindValue)).map((episode) => episode.text))
    .filter(fits)
    .map((template): Offer => ({ blocks: [{ template }], place: { kind: 'journey' } }));
  offers.push(...extras, ...journey);
  const progress = picker.pick(PROGRESS);

  return { layout: { paragraphs: PARAGRAPH_ORDER.map((key) => ({ key, blocks: paragraphs.get(key) ?? [] })) }, offers, progress };
}

/** Renders a small template to plain text (its seams joined). */
function renderPlain(template: string, facts: Facts, random: Random): string {
  return assemble(renderTemplate(template, { ...facts.context, slots: facts.slots, deferred: [] }, random), () => true);
}
