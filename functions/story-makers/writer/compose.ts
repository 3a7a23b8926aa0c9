import type { ReadingLevel } from '../../../shared/profiles';
import type { StoryRequest, WrittenStory } from '../../core/story-makers-port';
import type { Arc } from './banks/arcs';
import { DEFAULT_MORALS } from './banks/values';
import { buildFacts, CRITTER_SLOT, FRIEND_SLOT, type Facts } from './facts';
import { fitLength, knobToJoins, lengthBand, SENTENCE_TARGETS, StoryAssembler, StoryRenderer } from './fit';
import { joinList, polish } from './french';
import { layoutStory, usable } from './layout';
import { Random } from './random';
import { assemble, renderTemplate, type TemplateContext } from './template';

/**
 * Writes one story: reads the request into slots, picks an arc and its details with the seeded random,
 * lays out the story as blocks (one template each) in paragraphs, then fits it to the child — words by
 * age (adding middle scenes or dropping optional lines) and sentence length by reading level (joining
 * or cutting clauses at the templates' seams).
 */

function chooseTitle(arc: Arc, facts: Facts, random: Random): string {
  const slots = { ...facts.slots, [FRIEND_SLOT]: facts.friendForms.later, [CRITTER_SLOT]: facts.critterForms.later };
  const context: TemplateContext = { ...facts.context, slots, deferred: [] };
  // Titles that name the companion, the place or what the story is about are preferred: two stories
  // of the same arc then still get different titles.
  const specific = /\{(mcShort|loc|place|friend|object|objectDef|race|feast|light|vanished|stormDef|fearOf|colour|colourFs)\b/;
  const fitting = arc.titles
    .filter((template) => usable(template, slots))
    .map((template) => ({ template, title: polish(assemble(renderTemplate(template, context, random.fork(`title:${template}`)), () => true)).replace(/\.$/, '') }))
    // Not too long, and no "dans un château dans les nuages" after another "dans".
    .filter(({ title }) => title.length <= 70 && !/(?<![\p{L}])(dans|sur|sous|chez)(?![\p{L}]).*(?<![\p{L}])\1(?![\p{L}])/u.test(title));
  if (fitting.length === 0) return `L'aventure de ${facts.slots.name}`;
  return random.weighted(fitting, ({ template }) => (specific.test(template) ? 3 : 1)).title;
}

function writeMoral(facts: Facts, random: Random): string {
  const [first, ...others] = facts.values;
  if (!first) return random.pick(DEFAULT_MORALS);
  const overlay = { value: first.label.text, valueNoun: first.label.noun, valueGoal: first.label.goal, valueQuote: first.label.quote };
  const context: TemplateContext = { ...facts.context, slots: { ...facts.slots, ...overlay }, deferred: [] };
  const main = polish(assemble(renderTemplate(random.pick(first.morals), context, random.fork('moral')), () => true));
  const nouns = others.map((value) => value.label.noun).filter(Boolean);
  if (nouns.length === 0) return main;
  const list = joinList(nouns);
  const plural = nouns.length > 1;
  const closing = random.pick([
    `Et n'oublie jamais ${list} : ${plural ? 'ce sont de précieux compagnons' : "c'est un précieux compagnon"} de route.`,
    `Sans oublier ${list}, qui ${plural ? 'rendent' : 'rend'} chaque jour plus doux.`,
    `Garde aussi dans ton cœur ${list} : ${plural ? 'ils te porteront' : 'cela te portera'} loin.`,
  ]);
  return `${main} ${polish(closing)}`;
}

export function composeStory(request: StoryRequest): WrittenStory {
  const random = new Random(request.seed);
  const { facts, arc } = buildFacts(request, random);
  const band = lengthBand(request.child.age);
  const { layout, offers, progress } = layoutStory(facts, arc, random.fork('layout'), request.child.age);
  const renderer = new StoryRenderer(facts, random.fork('render'));
  const level: ReadingLevel = request.child.readingLevel in SENTENCE_TARGETS ? request.child.readingLevel : 'beginner';
  const assembler = new StoryAssembler(renderer, facts, layout, level, random.fork('combine'));

  fitLength(renderer, layout, offers, progress, arc, band, knobToJoins(assembler.tune()).seams, random.fork('length'));
  const content = assembler.paragraphs(assembler.tune()).join('\n\n');
  return { title: chooseTitle(arc, facts, random.fork('title')), content, moral: writeMoral(facts, random.fork('moral')) };
}
