import { capitalizeFirst, withA, withDe } from './french';
import type { Random } from './random';
import { splitWordings } from './wording-variants';

/**
 * The phrase banks are written in a small template language, so that the data reads like French and
 * the logic stays in one place:
 *
 *   {name}            a slot; {mcShort:de} and {mcShort:a} contract ("du dragon", "à la licorne")
 *   {g:il|elle}       the child's gender (boy|girl)
 *   {c:ami|amie}      the main character's gender, or {c:ms|fs|mp|fp} with its number too
 *   {n:sourit|sourirent}  the main character's number (one | several, e.g. "deux lapins")
 *   {o:…|…} {f:…|…}   the gender of the arc's object, of the little friend met on the way
 *   {k:…|…}           the gender of the little creature seen on the way ({critter}: "une jeune loutre")
 *   {?a|b|c}          one of several phrasings, chosen by the seed (nestable)
 *   {+, et }          a seam between two clauses: joined with ", et " for confident readers, or cut into
 *                     two sentences for beginners; {+, mais |Mais } gives the word that starts the
 *                     second sentence when cut.
 */

export type Selector = 'g' | 'c' | 'n' | 'o' | 'f' | 'k';

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'slot'; name: string; modifier: '' | 'de' | 'a' | 'cap' }
  | { kind: 'select'; on: Selector; options: Node[][] }
  | { kind: 'alternatives'; options: Node[][] }
  | { kind: 'seam'; joiner: Node[]; splitStart: Node[] };

export interface Seam {
  joiner: string;
  splitStart: string;
}

export type Segment = string | Seam;

export interface TemplateContext {
  slots: Readonly<Record<string, string>>;
  /**
   * Slots whose wording depends on what came before in the finished story (the first mention of the
   * little friend is "un petit hérisson", the next ones "le petit hérisson"): rendered as placeholders
   * and settled by `resolveDeferred` once the story's order is final.
   */
  deferred?: readonly string[];
  /** For each selector: feminine (child, companion, object, friend, critter) and plural (companion). */
  feminine: Readonly<Record<'g' | 'c' | 'o' | 'f' | 'k', boolean>>;
  companionPlural: boolean;
}

const cache = new Map<string, Node[]>();
const MODIFIERS = ['', 'de', 'a', 'cap'] as const;

function applyModifier(value: string, modifier: (typeof MODIFIERS)[number]): string {
  if (modifier === 'de') return withDe(value);
  if (modifier === 'a') return withA(value);
  if (modifier === 'cap') return capitalizeFirst(value);
  return value;
}

/** The two wordings of a deferred slot: its first mention, and every later one. */
export interface DeferredForms {
  first: string;
  later: string;
}

/** Settles the placeholders of deferred slots, in the order they appear in `text`. */
export function resolveDeferred(text: string, forms: readonly DeferredForms[]): string {
  const seen = new Set<number>();
  return text.replace(/\uE000(\d)(\d)\uE000/g, (_match, index: string, modifier: string) => {
    const slot = Number(index);
    const wording = forms[slot];
    if (!wording) return '';
    const value = seen.has(slot) ? wording.later : wording.first;
    seen.add(slot);
    return applyModifier(value, MODIFIERS[Number(modifier)] ?? '');
  });
}

/** Speech tags and their plural, for a line that tags the companion's words (« … », demanda {mcShort}). */
const PLURAL_TAGS: Record<string, string> = {
  dit: 'dirent', demanda: 'demandèrent', répondit: 'répondirent', "s'écria": "s'écrièrent", murmura: 'murmurèrent',
  souffla: 'soufflèrent', proposa: 'proposèrent', chuchota: 'chuchotèrent', cria: 'crièrent', ajouta: 'ajoutèrent',
  soupira: 'soupirèrent', avoua: 'avouèrent', expliqua: 'expliquèrent', déclara: 'déclarèrent', annonça: 'annoncèrent',
  promit: 'promirent', lança: 'lancèrent', rit: 'rirent', sourit: 'sourirent', insista: 'insistèrent', répéta: 'répétèrent',
  conclut: 'conclurent', "s'inquiéta": "s'inquiétèrent", chantonna: 'chantonnèrent', protesta: 'protestèrent', remarqua: 'remarquèrent', constata: 'constatèrent', "s'exclama": "s'exclamèrent",
};
const TAG_BEFORE_COMPANION = new RegExp(`(?<![\\p{L}'])(${Object.keys(PLURAL_TAGS).join('|')}) \\{mcShort\\}`, 'gu');

/**
 * A tag written in the singular before the companion agrees with a plural companion too: « demanda
 * {mcShort} » reads « demandèrent les deux lapins » (issue 16 bug), without a {n:…} in every bank line.
 */
function withAgreeingTags(template: string): string {
  return template.replace(TAG_BEFORE_COMPANION, (_match, verb: string) => `{n:${verb}|${PLURAL_TAGS[verb] ?? verb}} {mcShort}`);
}

/**
 * Slots that always hold a noun phrase ("le chaton", "les deux lapins", "une jeune loutre"): written
 * after à or de without the modifier ("à {friend}", "{?demanda conseil à|interrogea} {critter}"), they
 * still contract, "au chaton", "du chaton", "jusqu'au nid", never "à le chaton".
 */
const NOUN_SLOTS = new Set(['friend', 'critter', 'mcShort', 'baby', 'babyShort', 'family', 'home', 'object', 'objectShort', 'treasure', 'treasureShort']);
/** À or de ending the text before a slot (only a letter before it makes it another word: "jusqu'à" counts). */
const PREPOSITION_BEFORE = /(?<![\p{L}])(à|de) $/u;

function parse(source: string): Node[] {
  const cached = cache.get(source);
  if (cached) return cached;
  const template = withAgreeingTags(source);
  let position = 0;

  const readRaw = (): string => {
    const end = template.indexOf('}', position);
    if (end < 0) throw new Error(`Unclosed { in template: ${template}`);
    const raw = template.slice(position, end);
    position = end + 1;
    return raw;
  };

  // Reads nodes until one of the stop characters at this nesting level; leaves position on it.
  const readSequence = (stops: string): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    while (position < template.length) {
      const char = template.charAt(position);
      if (stops.includes(char)) break;
      if (char === '{') {
        if (text) nodes.push({ kind: 'text', text });
        text = '';
        position += 1;
        nodes.push(readBrace());
        continue;
      }
      text += char;
      position += 1;
    }
    if (text) nodes.push({ kind: 'text', text });
    return nodes;
  };

  const readOptions = (): Node[][] => {
    const options: Node[][] = [];
    for (;;) {
      options.push(readSequence('|}'));
      const char = template.charAt(position);
      position += 1;
      if (char === '}') return options;
      if (char !== '|') throw new Error(`Unclosed { in template: ${template}`);
    }
  };

  const readBrace = (): Node => {
    const head = template.charAt(position);
    if (head === '?') {
      position += 1;
      return { kind: 'alternatives', options: readOptions() };
    }
    if (head === '+') {
      position += 1;
      const [joiner = [], splitStart = []] = readOptions();
      return { kind: 'seam', joiner, splitStart };
    }
    if (/^[gcnofk]:/.test(template.slice(position, position + 2))) {
      const on = head as Selector;
      position += 2;
      return { kind: 'select', on, options: readOptions() };
    }
    const [name = '', modifier = ''] = readRaw().split(':');
    if (modifier !== '' && modifier !== 'de' && modifier !== 'a' && modifier !== 'cap') throw new Error(`Unknown modifier ${modifier} in: ${template}`);
    return { kind: 'slot', name, modifier };
  };

  const nodes = withWordingChoices(readSequence(''));
  cache.set(source, nodes);
  return nodes;
}

/**
 * The fixed text of a template cut at the wordings that mean the same anywhere (wording-variants.ts):
 * each becomes a choice, as if the line had been written with it (issue 26, item 4). A seam's own
 * words are left as they are (they decide how two clauses join).
 */
function withWordingChoices(nodes: Node[]): Node[] {
  return nodes.flatMap((node): Node[] => {
    if (node.kind === 'text') {
      return splitWordings(node.text).map((piece): Node => (typeof piece === 'string' ? { kind: 'text', text: piece } : { kind: 'alternatives', options: piece.map((text) => (text ? [{ kind: 'text', text }] : [])) }));
    }
    if (node.kind === 'select' || node.kind === 'alternatives') return [{ ...node, options: node.options.map(withWordingChoices) }];
    return [node];
  });
}

/**
 * Slots whose value follows the child's or the companion's gender and number only ("il", "elle",
 * "prêt{e}"): as fixed as the words around them between two stories of the same gender.
 */
const GRAMMAR_SLOTS = new Set(['il', 'lui', 'ils', 'eux']);
/** Endings of agreement ("prêt{e}"): part of the word before them. */
const ENDING_SLOTS = new Set(['e', 'es', 'oAgree']);

const wordsIn = (text: string): string[] => text.replace(/[^\p{L}\p{N}'’-]+/gu, ' ').trim().split(' ').filter(Boolean);

/**
 * The longest run of words a template always tells alike (issue 26, item 4): its fixed text, read
 * across gender and number selectors (their longest wording) and grammar slots, and cut by every
 * choice ({?…}, a family's wording) and every slot of the story's own (the name, the place…). A run of
 * eight words or more can be told word for word by every story that draws the line.
 */
export function longestFixedRun(template: string): number {
  let best = 0;
  const walk = (nodes: Node[], run: number): number => {
    let current = run;
    for (const node of nodes) {
      if (node.kind === 'text') current += wordsIn(node.text).length;
      else if (node.kind === 'slot') current = ENDING_SLOTS.has(node.name) ? current : GRAMMAR_SLOTS.has(node.name) ? current + 1 : 0;
      else if (node.kind === 'select') current = Math.max(...node.options.map((option) => walk(option, current)));
      else if (node.kind === 'alternatives') {
        node.options.forEach((option) => walk(option, 0));
        current = 0;
      } else current += wordsIn(`${node.joiner.map((each) => (each.kind === 'text' ? each.text : ' x ')).join('')}`).length;
      best = Math.max(best, current);
    }
    return current;
  };
  walk(parse(template), 0);
  return best;
}

function selectIndex(on: Selector, optionCount: number, context: TemplateContext): number {
  if (on === 'n') return context.companionPlural ? 1 : 0;
  const feminine = context.feminine[on] ? 1 : 0;
  if (on === 'c' && optionCount === 4) return (context.companionPlural ? 2 : 0) + feminine;
  return feminine;
}

/** Renders a template to text and seams (the seams are decided later, by reading level). */
export function renderTemplate(template: string, context: TemplateContext, random: Random): Segment[] {
  let segments: Segment[] = [];
  const emit = (text: string): void => {
    const last = segments[segments.length - 1];
    if (typeof last === 'string') segments[segments.length - 1] = last + text;
    else segments.push(text);
  };
  // A seam's two wordings are rendered on their own, as plain text.
  const renderText = (nodes: Node[]): string => {
    const saved = segments;
    segments = [];
    walk(nodes);
    const text = segments.filter((segment): segment is string => typeof segment === 'string').join('');
    segments = saved;
    return text;
  };
  const walk = (nodes: Node[]): void => {
    for (const node of nodes) {
      switch (node.kind) {
        case 'text':
          emit(node.text);
          break;
        case 'slot': {
          let { modifier } = node;
          const last = segments[segments.length - 1];
          const before = modifier === '' && NOUN_SLOTS.has(node.name) && typeof last === 'string' ? PREPOSITION_BEFORE.exec(last) : null;
          if (before) {
            segments[segments.length - 1] = (last as string).slice(0, before.index);
            modifier = before[1] === 'à' ? 'a' : 'de';
          }
          const deferredIndex = context.deferred?.indexOf(node.name) ?? -1;
          if (deferredIndex >= 0) {
            emit(`\uE000${deferredIndex}${MODIFIERS.indexOf(modifier)}\uE000`);
            break;
          }
          const value = context.slots[node.name];
          if (value === undefined) throw new Error(`Unknown slot {${node.name}}`);
          emit(applyModifier(value, modifier));
          break;
        }
        case 'select':
          walk(node.options[Math.min(selectIndex(node.on, node.options.length, context), node.options.length - 1)] ?? []);
          break;
        case 'alternatives':
          walk(random.pick(node.options));
          break;
        case 'seam':
          segments.push({ joiner: renderText(node.joiner), splitStart: renderText(node.splitStart) });
          break;
      }
    }
  };
  walk(parse(template));
  return segments;
}

/** Every slot name a template mentions (for the tests that check the banks). */
export function slotsOf(template: string): string[] {
  const names: string[] = [];
  const walk = (nodes: Node[]): void => {
    for (const node of nodes) {
      if (node.kind === 'slot') names.push(node.name);
      else if (node.kind === 'select' || node.kind === 'alternatives') node.options.forEach(walk);
      else if (node.kind === 'seam') [node.joiner, node.splitStart].forEach(walk);
    }
  };
  walk(parse(template));
  return names;
}

/** A sentence's end: . ! ? … or a quote that closes on one (« Viens ! »), not a quoted word. */
const ENDS_SENTENCE = /([.!?…]|[.!?…][\s\u00A0]*»)$/;

/**
 * Turns segments into text: at each seam, `join(seam)` says whether the two clauses stay one sentence
 * (with the seam's joiner) or become two (a full stop, then the split start, capitalised later).
 */
export function assemble(segments: readonly Segment[], join: (seam: Seam) => boolean): string {
  let text = '';
  for (const segment of segments) {
    if (typeof segment === 'string') {
      text += segment;
      continue;
    }
    if (join(segment)) {
      text = text.replace(/\s+$/, '') + segment.joiner;
    } else {
      text = text.replace(/[\s,;:]+$/, '');
      if (!ENDS_SENTENCE.test(text)) text += '.';
      text += ` ${segment.splitStart}`;
    }
  }
  return text;
}
