import type { GoalFrame, StoryFrame } from '#core/story-frame';
import { StoryMakerError } from '#core/story-maker-errors';
import type { StoryRequest } from '#core/story-makers-port';
import { goalPhrases, renderPlace, type RenderChild } from '../frame/render';
import { agree, BENEFICIARIES, EMOTIONS, FEARS, PLACE_BY_ID, VALUES as VALUE_WORDS } from '../frame/vocabulary';
import { FEELINGS, type Feeling } from './banks/feelings';
import { VALUES, type ValueEntry } from './banks/values';
import { parseLabel } from './free-text';
import type { WovenNoun, WovenPlace } from './woven-text';

/**
 * The story frame (issue 25) in the writer's words: the frame's render helpers (frame/render.ts) say
 * the companion, the place and the goal from the vocabulary's forms; this file adds what the goal
 * plots need beyond them (the fear as a noun, the goal said as done, a help's outcome, the friends
 * made) from the same vocabulary, never from the parent's spelling. An id we cannot say is left out.
 */

/**
 * A story that reaches the writer without a frame it can read: creation declines such texts before
 * any credit, so this is a bug upstream. A StoryMakerError by name, so the pipeline fails the story
 * without retrying it (shared/pipeline-failures.ts); the message names the fields, never their text.
 */
export class StoryFrameUnreadError extends StoryMakerError {
  readonly fields: string[];

  constructor(fields: string[]) {
    super(`The story's frame could not be read (fields: ${fields.join(', ') || 'unknown'}); creation should have declined it.`);
    this.fields = fields;
  }
}

type Reading = { ok: true; frame: StoryFrame } | { ok: false; declines: readonly { field: string }[] };

/** The frame the request carries, else the one read from its choices; a request whose frame cannot be read throws. */
export function frameOf(request: StoryRequest, read: (choices: StoryRequest['choices']) => Reading): StoryFrame {
  if (request.frame) return request.frame;
  const reading = read(request.choices);
  if (!reading.ok) throw new StoryFrameUnreadError(reading.declines.map((decline) => decline.field));
  return reading.frame;
}

/** The goal's slots: every one said from the frame (an empty slot keeps its lines out of the story). */
export interface GoalSlots {
  /** The goal set out with its constraints: "apprendre à nager sans brassards avant les vacances". */
  goalSetOut: string;
  /** After "réussi à": "nager sans brassards avant les vacances", "retrouver les lunettes de papi". */
  goalDone: string;
  /** After the child's name, in the past: "avait retrouvé les lunettes de papi", "nageait sans brassards". */
  goalAchieved: string;
  /** The same, without its qualifier or its occasion: said once set out, shown once achieved, not repeated after. */
  goalAchievedBare: string;
  skill: string;
  /** The skill with its constraints: "faire du vélo sans petites roues". */
  skillFull: string;
  /** The fear as a definite noun phrase: "l'orage", "le noir". */
  fear: string;
  /** "sa mamie" (the one the goal is for). */
  beneficiary: string;
  /** "sa mamie", also when the goal named them through an occasion: who is given what was made. */
  givenTo: string;
  /** Where a journey ends, as a complement: "sur la Lune", "au pôle Nord". */
  destinationLoc: string;
  /** What a helped being is once helped: "guéri", "libérée", "de retour chez lui". */
  helpState: string;
  /** The friends a befriending goal makes: "de nouveaux copains", "un ami". */
  friendsMade: string;
  /** What a discovery finds: "le trésor caché", "ce qui se cachait dans la grotte". */
  discovered: string;
  object: string;
  objectShort: string;
  /** The object's agreement: "e", "s", "es" or ''. */
  oAgree: string;
  oEtait: string;
  oAvait: string;
}

const words = (...parts: (string | null | undefined)[]): string => parts.filter((part): part is string => Boolean(part)).join(' ');

function helpStateOf(object: WovenNoun, qualities: readonly string[], agreement: string): string {
  if (qualities.some((quality) => /malade|blesse/.test(quality))) return `guéri${agreement}`;
  if (qualities.some((quality) => /coince|piege|prisonnier/.test(quality))) return `libéré${agreement}`;
  if (qualities.some((quality) => /perdu|tombe|egare/.test(quality))) return `de retour chez ${object.plural ? 'eux' : object.gender === 'f' ? 'elle' : 'lui'}`;
  return `tiré${agreement} d'affaire`;
}

/** The goal achieved under every constraint it was set out with: « avait préparé le gâteau pour l'anniversaire de sa maman ». */
function achievedFully(phrases: { achieved: string; without: string | null; beneficiary: string | null; occasion: string | null }, goal: GoalFrame): string {
  const missing = [phrases.without, goal.action === 'deliver' ? null : phrases.beneficiary, phrases.occasion].filter((part): part is string => Boolean(part) && !phrases.achieved.includes(part as string));
  return words(phrases.achieved, ...missing);
}

/** The goal plot's slots for this frame's goal, with the gender of its object for {o:…}. */
export function goalSlots(goal: GoalFrame, child: RenderChild, place: WovenPlace): { slots: GoalSlots; objectFeminine: boolean } {
  const girl = child.gender === 'girl';
  const said = goalPhrases(goal, child);
  // An occasion the vocabulary cannot say leaves a bare « avant »: dropped rather than told half.
  const bare = (text: string): string => text.replace(/ avant$/, '').replace(/ avant (?=pour )/, ' ');
  const phrases = { ...said, infinitive: bare(said.infinitive), occasion: said.occasion === 'avant' ? null : said.occasion };
  const object = goal.action === 'travel' ? null : phrases.object;
  const agreement = object ? `${object.gender === 'f' ? 'e' : ''}${object.plural ? 's' : ''}` : '';
  // A fear of any noun the vocabulary knows (« peur de l'aspirateur »): said with the object's own article.
  const fearSaid = goal.action === 'overcome-fear' ? (goal.skill ? FEARS[goal.skill] : object?.short) : undefined;
  const skill = goal.action === 'learn' ? (phrases.skill ?? '') : '';
  const skillFull = skill ? words(skill, phrases.without, phrases.occasion) : '';
  // "réussi à …": the skill itself for a goal of learning, else the goal as set out.
  const goalDone = goal.action === 'learn' ? skillFull : phrases.infinitive;
  let destinationLoc = '';
  if (goal.action === 'travel') {
    const entry = goal.object ? PLACE_BY_ID.get(goal.object.noun.id) : undefined;
    destinationLoc = entry ? renderPlace({ kind: entry, features: goal.object?.qualities ?? [], owner: goal.object?.owner ?? null }, child).loc : place.loc;
  }
  const named = object ? object.named || object.full : '';
  return {
    objectFeminine: object?.gender === 'f',
    slots: {
      goalSetOut: phrases.infinitive,
      goalDone,
      // Achieved as it was set out: for whom too (« avait préparé le gâteau pour sa maman »).
      goalAchieved: achievedFully(phrases, goal),
      // Editor's read 37: « sans brassards avant les vacances » three times; the ending says the goal bare.
      goalAchievedBare: [phrases.without, phrases.occasion].reduce<string>((text, part) => (part ? text.replace(` ${part}`, '') : text), achievedFully({ ...phrases, without: null, occasion: null }, goal)),
      skill,
      skillFull,
      fear: fearSaid ? agree(fearSaid, girl) : '',
      beneficiary: goal.beneficiary ? (phrases.beneficiary ?? '').replace(/^pour /, '') : '',
      // Who is given what was made, even when the goal said it as an occasion (« pour l'anniversaire de Mamie »).
      givenTo: goal.beneficiary ? (BENEFICIARIES[goal.beneficiary]?.said ?? (phrases.beneficiary ?? '').replace(/^pour /, '')) : '',
      destinationLoc,
      helpState: goal.action === 'help' && object ? helpStateOf(object, goal.object?.qualities ?? [], agreement) : '',
      friendsMade: goal.action === 'befriend' ? (object ? (object.plural ? `de nouveaux ${object.short.replace(/^les /, '')}` : object.indefinite || object.short) : 'de nouveaux amis') : '',
      discovered: goal.action === 'discover' ? (object ? named : `ce qui se cachait ${place.loc}`) : '',
      object: named,
      objectShort: object?.short ?? '',
      oAgree: agreement,
      oEtait: object ? (object.plural ? 'étaient' : 'était') : '',
      oAvait: object ? (object.plural ? 'avaient' : 'avait') : '',
    },
  };
}

/** An emotion or a value id of the frame, said with the vocabulary's first text for it (our suggestion), and its bank entry. */
function labelOf<T extends { keys: string[] }>(id: string, entries: readonly T[], texts: Record<string, string[]>): { entry: T; text: string; noun: string } | null {
  const text = texts[id]?.[0];
  if (!text) return null;
  const label = parseLabel(text);
  const entry = entries.find((each) => each.keys.includes(label.key));
  return entry && label.noun ? { entry, text: label.text, noun: label.noun } : null;
}

export const feelingOf = (id: string): { entry: Feeling; text: string; noun: string } | null => labelOf(id, FEELINGS, EMOTIONS);
export const valueOf = (id: string): { entry: ValueEntry; text: string; noun: string } | null => labelOf(id, VALUES, VALUE_WORDS);
