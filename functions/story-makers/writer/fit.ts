import type { ReadingLevel } from '#shared/profiles';
import { combineSentences } from './combine';
import { CRITTER_SLOT, FRIEND_SLOT, type Facts } from './facts';
import { dropRepeatedLeadIns, polish } from './french';
import type { Random } from './random';
import { assemble, renderTemplate, resolveDeferred, slotsOf, type Segment, type TemplateContext } from './template';
import { countWords, splitSentences } from './text-metrics';

/**
 * Fitting a planned story to the child: sentence length by reading level (joining or cutting clauses
 * at the templates' seams, then joining neighbouring sentences for confident readers). The words by
 * age are compose.ts's (it grows a story with its plot's own scenes).
 */

/** One template of a story, in its paragraph. */
export interface Block {
  template: string;
  overlay?: Record<string, string>;
  /** Optional blocks are dropped, lowest `keep` first, when a story runs over its length. */
  optional?: boolean;
  keep?: number;
}

export interface Layout {
  paragraphs: { key: string; blocks: Block[] }[];
}

/** Slots of agreement, empty by design for a boy ("prêt{e}"): a line that writes one is never missing it. */
const AGREEMENT_SLOTS = new Set(['e', 'oAgree']);

/** Whether every slot a template names has a value (a template about the hobby needs a hobby). */
export function usable(template: string, slots: Record<string, string>): boolean {
  return slotsOf(template).every((name) => name === FRIEND_SLOT || name === CRITTER_SLOT || AGREEMENT_SLOTS.has(name) || (slots[name] ?? '') !== '');
}

/** Words per story by age (issue: 4–5, 6–7, 8–10; younger and older children take the nearest band). */
export function lengthBand(age: number): [number, number] {
  if (age <= 5) return [250, 450];
  if (age <= 7) return [400, 700];
  return [600, 1000];
}

/** Mean words per sentence by reading level: the cap the issue sets, and what we aim for under it. */
export const SENTENCE_TARGETS: Record<ReadingLevel, { cap: number; aim: number }> = {
  beginner: { cap: 10, aim: 0 },
  intermediate: { cap: 14, aim: 9.8 },
  advanced: { cap: 18, aim: 14 },
};

interface RenderedBlock {
  segments: Segment[];
  /** One uniform draw per seam: joined when below the join probability. */
  draws: number[];
}

/**
 * "Les deux amis" would come back too often: the pair is also named ("Léa et le dragon"). At the head
 * of a sentence, though, « Léa et le dragon » is four words every story opens with alike (a frame, issue
 * 26, item 4): there the pair is « les deux amis », « tous deux » or « les deux complices », whose fourth word is the line's verb.
 */
function varyPair(template: string): string {
  return template
    .replace(/^\{name\} et \{mcShort\} /, '{duo:cap} ')
    .replace(/\{duo:cap\}/g, '{?{duo:cap}|{pair:cap}|{pair:cap}|{mates:cap}}')
    .replace(/\{duo\}/g, '{?{duo}|{name} et {mcShort}}');
}

export class StoryRenderer {
  private readonly cache = new Map<Block, RenderedBlock>();

  constructor(
    private readonly facts: Facts,
    private readonly random: Random,
  ) {}

  private rendered(block: Block): RenderedBlock {
    const cached = this.cache.get(block);
    if (cached) return cached;
    const context: TemplateContext = { ...this.facts.context, slots: { ...this.facts.slots, ...block.overlay } };
    const segments = renderTemplate(varyPair(block.template), context, this.random.fork(`block:${block.template}`));
    const seamRandom = this.random.fork(`seams:${block.template}`);
    const draws = segments.filter((segment) => typeof segment !== 'string').map(() => seamRandom.next());
    const result = { segments, draws };
    this.cache.set(block, result);
    return result;
  }

  /** A block's text for a join probability: seams whose draw is below it are joined. */
  text(block: Block, joinProbability: number): string {
    const { segments, draws } = this.rendered(block);
    let seam = 0;
    return polish(assemble(segments, () => (draws[seam++] ?? 1) < joinProbability));
  }
}

/**
 * One knob per story for sentence length, from 0 (every seam cut: shortest sentences) to 1: the first
 * half joins the templates' seams, the second half also joins neighbouring sentences.
 */
export function knobToJoins(knob: number): { seams: number; sentences: number } {
  return { seams: Math.min(1, knob * 2), sentences: Math.max(0, knob * 2 - 1) };
}

const MAX_JOINED_WORDS: Record<ReadingLevel, number> = { beginner: 0, intermediate: 22, advanced: 32 };

export class StoryAssembler {
  constructor(
    private readonly renderer: StoryRenderer,
    private readonly facts: Facts,
    private readonly layout: Layout,
    private readonly level: ReadingLevel,
    private readonly random: Random,
  ) {}

  paragraphs(knob: number): string[] {
    const { seams, sentences } = knobToJoins(knob);
    const raw = this.layout.paragraphs
      .map((paragraph) => paragraph.blocks.map((block) => this.renderer.text(block, seams)).join(' '))
      .filter((text) => text.trim() !== '');
    const resolved = resolveDeferred(raw.join('\n\n'), [this.facts.friendForms, this.facts.critterForms]);
    const combined = resolved.split('\n\n').map((paragraph, index) => {
      const draws = this.random.fork(`combine:${index}`);
      const subject = { name: this.facts.slots.name ?? '', pronoun: this.facts.context.feminine.g ? 'Elle' : 'Il' };
      return polish(combineSentences(polish(paragraph), sentences, MAX_JOINED_WORDS[this.level], () => draws.next(), subject));
    });
    return dropRepeatedLeadIns(combined);
  }

  mean(knob: number): number {
    const paragraphs = this.paragraphs(knob);
    const words = paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
    const sentences = paragraphs.reduce((sum, paragraph) => sum + splitSentences(paragraph).length, 0);
    return sentences === 0 ? 0 : words / sentences;
  }

  /** The knob that brings the mean sentence length nearest the level's aim, and under its cap. */
  tune(): number {
    const { cap, aim } = SENTENCE_TARGETS[this.level];
    if (aim === 0) return 0;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 7; step += 1) {
      const middle = (low + high) / 2;
      if (this.mean(middle) < aim) low = middle;
      else high = middle;
    }
    let knob = (low + high) / 2;
    while (knob > 0 && this.mean(knob) > cap - 0.3) knob -= 0.05;
    return Math.max(0, knob);
  }
}
