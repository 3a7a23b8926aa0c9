import type { StoryChild, StoryRequest, WrittenStory } from '#core/story-makers-port';
import { GOODNIGHTS } from '../banks/closings';
import { COLOUR_LINES, HOBBY_LINES, INTEREST_LINES, LOOKS_LINES, SINGLE_TRAIT_LINES, TRAIT_LINES } from '../banks/portrait';
import { TRAIT_ACTIONS, TRAIT_LINES_IN_ACTION } from '../banks/skills';
import { composeStory, type ComposedParts } from '../compose';
import { buildFacts, frameWorld, placeKindOf, type Facts } from '../facts';
import { stripAccents } from '../free-text';
import { StoryAssembler, StoryRenderer, usable, type Block, type Layout } from '../fit';
import { capitalizeFirst, numberInWords, polish } from '../french';
import { Random } from '../random';
import { assemble, renderTemplate } from '../template';
import { askedWords, worldBreaks } from '../world';
import { DUO_CHEERS, DUO_GOODNIGHTS, DUO_INTROS, DUO_TITLES, DUO_TOGETHER } from './duo-lines';

/**
 * A story with two heroes (issue 31, item 5: brothers and sisters). One plot, one world, one companion,
 * laid out once by the embedded writer (compose.ts) for the first child; then told beat by beat:
 *
 * - each paragraph belongs to one child, in turn (the first child's portrait, the second's portrait, then
 *   the beats alternate), and is rendered with that child's own facts: name, gender, traits, hobby,
 *   colour, looks. The bank lines are written for one child and stay about one child at a time;
 * - the turn is the first child's (their trait acts there, as in any story); the second child's trait
 *   acts in their last beat before it, with a line of their own;
 * - lines of writer/duo/ speak of both (the second child's arrival, acting together, the shared success,
 *   the goodnight), with plural verbs and the pair's agreement (« elles » only for two girls);
 * - « les deux amis » (the child and the companion) becomes « les trois amis »: there are three now.
 *
 * Age level (decision): the younger child's. The length band and the sentence length follow the
 * younger child's age and reading level — the older one follows a simpler story, not the other way
 * round. Each child keeps their own age in their portrait.
 */

/** The slots that are the child's own: taken from the second child's facts in their paragraphs. */
const CHILD_SLOTS = [
  'name', 'il', 'lui', 'e', 'traits', 'trait1', 'trait2', 'interest1', 'interest2', 'interests', 'hobby', 'hobbyVerb', 'hobbyPredicate',
  'colour', 'colourNoun', 'colourDescr', 'colourMs', 'colourFs', 'colourMp', 'colourFp', 'rainbowColour', 'hair', 'hairDef', 'eyes', 'eyesDef', 'outfit', 'talent',
] as const;

type Who = 'first' | 'second' | 'both';

export interface DuoChildren {
  first: StoryChild;
  second: StoryChild;
}

/** The younger child's age and reading level: the story is written at their level (decision above). */
export function duoLevel({ first, second }: DuoChildren): Pick<StoryChild, 'age' | 'readingLevel'> {
  const younger = second.age < first.age ? second : first;
  return { age: younger.age, readingLevel: younger.readingLevel };
}

/** « le frère et la sœur », « les deux sœurs », « les deux frères ». */
function kidsOf({ first, second }: DuoChildren): string {
  if (first.gender !== second.gender) return 'le frère et la sœur';
  return first.gender === 'girl' ? 'les deux sœurs' : 'les deux frères';
}

/** The second child as the first one's sibling: « une petite sœur » / « son grand frère ». */
function siblingWords({ first, second }: DuoChildren): { sib2: string; sib2Def: string } {
  const girl = second.gender === 'girl';
  const noun = girl ? 'sœur' : 'frère';
  const size = second.age < first.age ? (girl ? 'petite ' : 'petit ') : second.age > first.age ? (girl ? 'grande ' : 'grand ') : '';
  return { sib2: `${girl ? 'une' : 'un'} ${size}${noun}`, sib2Def: `${girl ? 'sa' : 'son'} ${size}${noun}` };
}

/** The companion and the two children are three: « les trois amis », « tous trois », « elles » for three feminine. */
function asThree(facts: Facts, allFeminine: boolean): Record<string, string> {
  const plural = facts.companion.plural;
  const duo = plural ? (allFeminine ? 'les amies' : 'les amis') : allFeminine ? 'les trois amies' : 'les trois amis';
  return {
    duo,
    pair: plural ? duo : allFeminine ? 'toutes trois' : 'tous trois',
    mates: allFeminine ? duo : plural ? 'les complices' : 'les trois complices',
    ils: allFeminine ? 'elles' : 'ils',
    eux: allFeminine ? 'elles' : 'eux',
    es: allFeminine ? 'es' : 's',
  };
}

/** The turn's trait of a child, as compose.ts reads it: the second trait the portrait names, else the first. */
function actingTrait(facts: Facts, random: Random): { traitNow: string; traitAction: string } {
  const acting = facts.traits[facts.traits.length >= 2 ? 1 : 0];
  const actions = acting ? TRAIT_ACTIONS[acting.stored] : undefined;
  if (!acting || !actions) return { traitNow: '', traitAction: '' };
  const action = assemble(renderTemplate(random.pick(actions), { ...facts.context, slots: facts.slots, deferred: [] }, random), () => true);
  return { traitNow: acting.shown, traitAction: action };
}

/** Renders each block with the facts of the child it belongs to (or of the pair, for the duo lines). */
class DuoRenderer extends StoryRenderer {
  constructor(
    first: Facts,
    random: Random,
    private readonly others: { second: StoryRenderer; both: StoryRenderer },
    private readonly owners: ReadonlyMap<Block, Who>,
  ) {
    super(first, random);
  }

  override text(block: Block, joinProbability: number): string {
    const owner = this.owners.get(block) ?? 'first';
    return owner === 'first' ? super.text(block, joinProbability) : this.others[owner].text(block, joinProbability);
  }
}

/** Sentences told twice (two bank lines ending alike once cut) are told once, as compose.ts does. */
function withoutRepeats(paragraphs: string[]): string[] {
  const seen = new Set<string>();
  return paragraphs.map((paragraph) => {
    const sentences = paragraph.split(/(?<=[.!?…»])\s+(?=\p{Lu}|«)/u);
    return sentences
      .filter((sentence) => {
        const key = sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
        if (key.split(' ').length < 3) return true;
        const repeated = seen.has(key);
        seen.add(key);
        return !repeated || sentences.length === 1;
      })
      .join(' ');
  });
}

/** Whether a line, told with these facts, puts nothing out of the story's place (no football under the sea). */
type Fits = (template: string, facts: Facts) => boolean;

/** The next fresh line of a bank that has its slots and fits the place, drawn by the seed. */
function pickFresh(bank: readonly string[], facts: Facts, used: Set<string>, random: Random, fitting: Fits): string | null {
  const fresh = bank.filter((line) => !used.has(line) && usable(line, facts.slots) && fitting(line, facts));
  if (fresh.length === 0) return null;
  const chosen = random.pick(fresh);
  used.add(chosen);
  return chosen;
}

/** The pair's facts: the first child's world, both names, the pair's gender in {g:…}. */
function pairFacts(first: Facts, second: Facts, children: DuoChildren): Facts {
  const bothGirls = children.first.gender === 'girl' && children.second.gender === 'girl';
  const slots = { ...first.slots, name2: second.slots.name ?? '', kids: kidsOf(children), age2: numberInWords(children.second.age), ...siblingWords(children) };
  return { ...first, slots, context: { ...first.context, feminine: { ...first.context.feminine, g: bothGirls } } };
}

function tell(parts: ComposedParts, request: StoryRequest, children: DuoChildren): string[] {
  const random = parts.random;
  const allFeminine = children.first.gender === 'girl' && children.second.gender === 'girl' && parts.facts.context.feminine.c;
  const three = asThree(parts.facts, allFeminine);
  // The first child keeps their own age in their portrait (the story is written at the younger's).
  const first: Facts = { ...parts.facts, slots: { ...parts.facts.slots, ...three, age: numberInWords(children.first.age) } };
  const own = buildFacts({ ...request, child: children.second }, parts.facts.frame, random.fork('second'));
  const secondSlots: Record<string, string> = { ...first.slots, age: numberInWords(children.second.age) };
  for (const slot of CHILD_SLOTS) secondSlots[slot] = own.slots[slot] ?? '';
  const second: Facts = {
    ...first,
    slots: secondSlots,
    context: { ...first.context, feminine: { ...first.context.feminine, g: children.second.gender === 'girl' } },
    traits: own.traits,
    interests: own.interests,
  };
  Object.assign(second.slots, actingTrait(second, random.fork('acting')));
  const both = pairFacts(first, second, children);

  const { frame } = parts.facts;
  const kind = placeKindOf(frame);
  const world = { ...frameWorld(frame, kind), kind };
  const asked = askedWords(`${request.choices.mainCharacter} ${request.choices.scenario}`);
  const fitting: Fits = (template, facts) => {
    const text = assemble(renderTemplate(template, { ...facts.context, slots: facts.slots, deferred: [] }, random.fork(`fit:${template}`)), () => true);
    // Every wording of the line, not only the one drawn here: the story's render may draw another.
    return [text, template.replace(/[{}|?]/g, ' ')].every((each) => worldBreaks(stripAccents(each.toLowerCase()), world, asked).length === 0);
  };
  const owners = new Map<Block, Who>();
  const used = new Set(parts.layout.paragraphs.flatMap((paragraph) => paragraph.blocks.map((block) => block.template)));
  const duoLine = (bank: readonly string[], label: string): Block | null => {
    const template = pickFresh(bank, both, used, random.fork(label), fitting);
    if (!template) return null;
    const block = { template };
    owners.set(block, 'both');
    return block;
  };
  const secondLine = (bank: readonly string[], label: string, overlay?: Record<string, string>): Block | null => {
    const template = pickFresh(bank, { ...second, slots: { ...second.slots, ...overlay } }, used, random.fork(label), fitting);
    if (!template) return null;
    const block: Block = overlay ? { template, overlay } : { template };
    owners.set(block, 'second');
    return block;
  };

  // The second child's portrait: their arrival, then their traits, hobby and colour, in their own words.
  const portrait: Block[] = [];
  const intro = duoLine(DUO_INTROS, 'intro');
  if (intro) portrait.push(intro);
  for (const [bank, label] of [
    // Named: after a line about the first child, « C'était une fille… » would say who?
    [(second.traits.length >= 2 ? TRAIT_LINES : SINGLE_TRAIT_LINES).filter((line) => line.includes('{name}')), 'traits'],
    [second.slots.hobbyPredicate ? HOBBY_LINES : INTEREST_LINES, 'hobby'],
    [COLOUR_LINES, 'colour'],
    [LOOKS_LINES, 'looks'],
  ] as const) {
    const block = secondLine(bank, label);
    if (block) portrait.push(block);
  }

  // The beats after the portrait alternate, the second child first; the turn is the first child's (their trait
  // acts there) and the ending is both children's.
  const paragraphs: { key: string; blocks: Block[] }[] = [];
  let turnOfSecond = true;
  let lastOfSecond: Block[] | null = null;
  let togetherTold = false;
  for (const paragraph of parts.layout.paragraphs) {
    const blocks = [...paragraph.blocks];
    if (paragraph.key === 'portrait') {
      paragraphs.push({ key: paragraph.key, blocks });
      if (portrait.length > 0) paragraphs.push({ key: 'portrait', blocks: portrait });
      continue;
    }
    if (paragraph.key === 'ending') {
      // The one-child goodnight gives way to the pair's.
      const kept = blocks.filter((block) => !GOODNIGHTS.includes(block.template));
      const night = duoLine(DUO_GOODNIGHTS, 'night');
      paragraphs.push({ key: paragraph.key, blocks: night ? [...kept, night] : kept });
      continue;
    }
    const whose: Who = paragraph.key === 'turn' ? 'first' : turnOfSecond ? 'second' : 'first';
    if (paragraph.key !== 'turn') turnOfSecond = !turnOfSecond;
    for (const block of blocks) owners.set(block, whose);
    if (whose === 'second' && !paragraphs.some((each) => each.key === 'turn')) lastOfSecond = blocks;
    if (paragraph.key === 'resolution' && paragraphs.every((each) => each.key !== 'resolution')) {
      const cheer = duoLine(DUO_CHEERS, 'cheer');
      if (cheer) blocks.unshift(cheer);
    }
    if (!togetherTold && (paragraph.key === 'attempt2' || paragraph.key === 'turn')) {
      const together = duoLine(DUO_TOGETHER, 'together');
      if (together) blocks.unshift(together);
      togetherTold = true;
    }
    paragraphs.push({ key: paragraph.key, blocks });
  }
  // The second child's trait acts in their last beat before the turn.
  if (lastOfSecond && second.slots.traitAction) {
    const action = secondLine(TRAIT_LINES_IN_ACTION, 'action', { action: second.slots.traitAction });
    if (action) lastOfSecond.push(action);
  }

  const layout: Layout = { paragraphs };
  const renderer = new DuoRenderer(first, random.fork('render-first'), { second: new StoryRenderer(second, random.fork('render-second')), both: new StoryRenderer(both, random.fork('render-both')) }, owners);
  const assembler = new StoryAssembler(renderer, first, layout, parts.level, random.fork('combine'));
  return withoutRepeats(assembler.paragraphs(assembler.tune()));
}

/** Writes one story for two children of the family, `children.first` being the one the wizard named first. */
export function composeDuoStory(request: StoryRequest, sibling: StoryChild): WrittenStory {
  const children: DuoChildren = { first: request.child, second: sibling };
  const written: StoryRequest = { ...request, child: { ...request.child, ...duoLevel(children) } };
  let pair: Facts | null = null;
  const story = composeStory(written, (parts) => {
    pair = pairFacts(parts.facts, { ...parts.facts, slots: { ...parts.facts.slots, name: capitalizeFirst(sibling.name.trim()) } }, children);
    return tell(parts, request, children);
  });
  return { ...story, title: duoTitle(pair, request.seed, story.title), scenes: story.scenes?.map((scene) => ({ ...scene, caption: duoCaption(scene.moment, children, pair) })) };
}

function duoTitle(pair: Facts | null, seed: string, fallback: string): string {
  if (!pair) return fallback;
  const facts: Facts = pair;
  const random = new Random(`${seed}\u0000duo-title`);
  const titles = DUO_TITLES.filter((template) => usable(template, facts.slots))
    .map((template) => polish(assemble(renderTemplate(template, { ...facts.context, slots: facts.slots, deferred: [] }, random), () => true)).replace(/\.$/, ''))
    .filter((title) => title.length <= 70);
  return titles.length > 0 ? capitalizeFirst(random.pick(titles)) : fallback;
}

const DUO_CAPTIONS: Record<string, string> = {
  opening: '{kids} et {companion} partent à l’aventure.',
  problem: '{kids} et {companion} cherchent comment faire.',
  resolution: '{kids} et {companion} fêtent leur réussite.',
};

/** A picture's caption names the pair (« Le frère, la sœur et le dragon… »), never the names. */
function duoCaption(moment: string, children: DuoChildren, pair: Facts | null): string {
  const companion = pair?.slots.mcShort ?? '';
  const kids = kidsOf(children);
  const subject = kids.startsWith('le frère') ? 'le frère, la sœur' : kids;
  const template = DUO_CAPTIONS[moment] ?? DUO_CAPTIONS.opening ?? '';
  const text = companion ? template.replace('{kids} et {companion}', `${subject} et ${companion}`) : template.replace('{kids} et {companion}', kids);
  return polish(capitalizeFirst(text));
}
