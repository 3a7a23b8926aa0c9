import type { ReadingLevel } from '../../../shared/profiles';
import type { Arc } from './banks/arcs';
import { combineSentences } from './combine';
import type { Facts } from './facts';
import { polish } from './french';
import type { Block, Layout, Offer } from './layout';
import type { Random } from './random';
import { assemble, renderTemplate, resolveDeferred, type Segment, type TemplateContext } from './template';
import { countWords, splitSentences } from './text-metrics';

/**
 * Fitting a planned story to the child: words by age (adding the offered lines, or dropping optional
 * ones) and sentence length by reading level (joining or cutting clauses at the templates' seams, then
 * joining neighbouring sentences for confident readers).
 */

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

/** "Les deux amis" would come back too often: the pair is also named ("Léa et le dragon"). */
function varyPair(template: string): string {
  return template.replace(/\{duo(:cap)?\}/g, (_match, cap: string | undefined) => `{?{duo${cap ?? ''}}|{name} et {mcShort}}`);
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

export function allBlocks(layout: Layout): Block[] {
  return layout.paragraphs.flatMap((paragraph) => paragraph.blocks);
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
    return resolved.split('\n\n').map((paragraph, index) => {
      const draws = this.random.fork(`combine:${index}`);
      const subject = { name: this.facts.slots.name ?? '', pronoun: this.facts.context.feminine.g ? 'Elle' : 'Il' };
      return polish(combineSentences(polish(paragraph), sentences, MAX_JOINED_WORDS[this.level], () => draws.next(), subject));
    });
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

/** Scenes of the journey go before the call, or after the call and then after the help (see Arc.journey). */
const JOURNEY_ANCHORS: Record<Arc['journey'], string[]> = { before: ['companion'], after: ['call', 'help'] };
const SCENES_PER_PARAGRAPH = 3;

function insertScene(layout: Layout, anchor: string, block: Block): void {
  const key = `${anchor}+`;
  let last = -1;
  layout.paragraphs.forEach((paragraph, index) => {
    if (paragraph.key === key) last = index;
  });
  const current = layout.paragraphs[last];
  if (current && current.blocks.length < SCENES_PER_PARAGRAPH) {
    current.blocks.push(block);
    return;
  }
  const at = last >= 0 ? last + 1 : layout.paragraphs.findIndex((paragraph) => paragraph.key === anchor) + 1;
  layout.paragraphs.splice(at, 0, { key, blocks: [block] });
}

/** A second phrasing of a beat goes into the beat's paragraph, before or after the first by its rank. */
function insertStacked(layout: Layout, block: Block): void {
  const paragraph = layout.paragraphs.find((candidate) => candidate.key === block.beat);
  if (!paragraph) return;
  const beatBlocks = paragraph.blocks.filter((candidate) => candidate.beat !== undefined);
  const after = beatBlocks.filter((candidate) => (candidate.rank ?? 0) < (block.rank ?? 0)).pop();
  const index = after ? paragraph.blocks.indexOf(after) + 1 : 0;
  paragraph.blocks.splice(index, 0, block);
}

export function fitLength(renderer: StoryRenderer, layout: Layout, offers: Offer[], progress: string | null, arc: Arc, band: [number, number], seams: number, random: Random): void {
  const [low, high] = band;
  // Aim in the lower half of the band: room for the words the last seams and joins may add.
  const target = Math.round(low + (high - low) * (0.2 + 0.25 * random.next()));
  const anchors = JOURNEY_ANCHORS[arc.journey];
  const wordsOf = (block: Block): number => countWords(renderer.text(block, seams));
  let total = allBlocks(layout).reduce((sum, block) => sum + wordsOf(block), 0);

  // Too long (long free texts, many emotions for a small child): drop optional lines first.
  const optional = allBlocks(layout)
    .filter((block) => block.optional)
    .sort((a, b) => (a.keep ?? 0) - (b.keep ?? 0));
  for (const block of optional) {
    if (total <= high - 15) break;
    for (const paragraph of layout.paragraphs) {
      const index = paragraph.blocks.indexOf(block);
      if (index >= 0) paragraph.blocks.splice(index, 1);
    }
    total -= wordsOf(block);
  }

  // Too short: the offers, in order, until the target. Loose scenes of the journey are capped (a
  // story is not a string of games), unless the story would stay under its band without them.
  let journeyScenes = 0;
  const journeyCap = arc.journey === 'before' ? SCENES_PER_PARAGRAPH : 2 * SCENES_PER_PARAGRAPH;
  const taken = new Set<Offer>();
  for (const pass of [0, 1]) {
    for (const offer of offers) {
      if (taken.has(offer) || total >= (pass === 0 ? target : low + 20)) continue;
      if (pass === 0 && offer.place.kind === 'journey' && journeyScenes >= journeyCap) continue;
      const blocks = [...offer.blocks];
      // The first scene of the journey is announced ("Le chemin serpentait…").
      if (offer.place.kind === 'journey' && journeyScenes === 0 && progress) blocks.unshift({ template: progress });
      const words = blocks.reduce((sum, block) => sum + wordsOf(block), 0);
      if (total + words > high - 15) continue;
      const place = offer.place;
      if (place.kind === 'stack') blocks.forEach((block) => insertStacked(layout, block));
      else if (place.kind === 'into') {
        const paragraph = layout.paragraphs.find((candidate) => candidate.key === place.paragraph);
        if (place.where === 'end') paragraph?.blocks.push(...blocks);
        else paragraph?.blocks.unshift(...blocks);
      } else if (place.kind === 'extra') blocks.forEach((block) => insertScene(layout, arc.extrasAt ?? 'obstacle', block));
      else {
        // Fill the first journey paragraph, then alternate so both halves of the story breathe.
        const anchor = anchors[Math.floor(journeyScenes / SCENES_PER_PARAGRAPH) % anchors.length] as string;
        blocks.forEach((block) => insertScene(layout, anchor, block));
        journeyScenes += 1;
      }
      taken.add(offer);
      total += words;
    }
  }
}
