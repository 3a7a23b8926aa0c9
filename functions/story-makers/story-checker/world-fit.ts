import type { StoryFrame } from '#core/story-frame';
import type { StoryRequest } from '#core/story-makers-port';
import { readStoryFrame } from '../frame';
import { frameWorld, placeKindOf } from '../writer/facts';
import { askedWords, worldBreaks, type PlaceWorld } from '../writer/world';
import { finding, type StoryRule } from './context';
import { normalise, readStory } from './text';

/**
 * Issue 26, item 1: one world per story. A thing that cannot be where the story happens is a finding:
 * a fawn « en haut de l'armoire » in a forest, a pond on a snowy mountain, a boat that « prenait l'eau »
 * on the seabed or in the desert, a miller's village in a space station, a mountain path in a library,
 * rain or lightning under water. The story's place is the one the app understood (the request's frame,
 * read as the writer reads it: medium, indoors, kind, snow), and the table of things that do not fit
 * each world is the writer's world model (WORLD_BREAKS in writer/world.ts). A word said as a comparison
 * (« blanc comme la neige »), denied (« pas de neige ») or dreamt (« rêva de neige ») is not in the
 * place; nor is what the parent asked for (a turtle companion in space, a boat to mend in the desert).
 */

export const WORLD_FIT_RULE = 'world-fit';

const bare = (text: string): string => normalise(text).normalize('NFD').replace(/\p{M}/gu, '');

/** The frame the story was written from: the request's, or its choices read as the app reads them. */
function frameOf(request: StoryRequest): StoryFrame | null {
  if (request.frame) return request.frame;
  const reading = readStoryFrame(request.choices);
  return reading.ok ? reading.frame : null;
}

/** The world of a request's place, as the writer builds it (null when its texts cannot be read). */
export function requestWorld(request: StoryRequest): PlaceWorld | null {
  const frame = frameOf(request);
  if (!frame) return null;
  const kind = placeKindOf(frame);
  return { ...frameWorld(frame, kind), kind };
}

const describe = (world: PlaceWorld): string =>
  [world.medium === 'water' ? 'sous l’eau' : world.medium === 'space' ? 'dans l’espace' : world.medium === 'air' ? 'dans les airs' : 'sur terre', world.indoors ? 'à l’intérieur' : 'dehors', world.kind, world.snowy ? 'enneigé' : '']
    .filter(Boolean)
    .join(', ');

/** « plongea sous sa couette » is no swim, nor « flottait comme si elle nageait ». */
const SWIM = /(?<![\p{L}])(?<!comme si (?:il|elle|ils|elles) )(?:nag(?:e|ea|eait|eaient|erent|er|eant|eons|eur|euse)|brasses?)(?![\p{L}])/u;
/** Words of water a child can swim in. */
const WATER = /(?<![\p{L}])(?:eau|mare|lac|piscine|rivieres?|mer|ocean|etang|bassin|vagues?|plage|ruisseau|baignoire|lagon|bain)(?![\p{L}])/u;
/** The middle of the night, said by the narration. */
const NIGHT = /(?<![\p{L}])(?:nuit noire|en pleine nuit|milieu de la nuit|minuit|il faisait nuit|la nuit etait tombee|la nuit tombait|au clair de lune|sous la lune)(?![\p{L}])/u;
/** What is only about by day: bees at work, butterflies, the sun high. */
const DAY_ONLY = /(?<![\p{L}])(?:abeilles?|bourdonnement|papillons?(?! de nuit)|le soleil brillait|le soleil tapait|en plein soleil|cigales?)(?![\p{L}])/u;

/**
 * Two things a sentence alone does not show: a swim in a story where no water is ever named (the
 * editor's swimming lesson « at the farm » with no pond), and a daytime creature in a paragraph that says
 * it is the middle of the night (bees buzzing at night). Only where the place itself does not already
 * break a swim.
 */
function storyBreaks(context: Parameters<StoryRule>[0], world: PlaceWorld): ReturnType<StoryRule> {
  const sentences = readStory(context.story.content).sentences;
  const found: ReturnType<StoryRule> = [];
  const swimBreaksHere = worldBreaks('nager', world).length > 0;
  const swim = sentences.find((sentence) => SWIM.test(bare(sentence.narration)));
  const byWater = world.medium === 'water' || world.kind === 'sea' || world.kind === 'island';
  if (swim && !swimBreaksHere && !byWater && !sentences.some((sentence) => WATER.test(bare(sentence.text)))) {
    found.push(finding(WORLD_FIT_RULE, swim.text, `une baignade sans eau : l'histoire ne dit jamais où l'on nage (${describe(world)})`));
  }
  const paragraphs = new Map<number, typeof sentences>();
  for (const sentence of sentences) paragraphs.set(sentence.paragraph, [...(paragraphs.get(sentence.paragraph) ?? []), sentence]);
  for (const paragraph of paragraphs.values()) {
    if (!paragraph.some((sentence) => NIGHT.test(bare(sentence.narration)))) continue;
    const day = paragraph.find((sentence) => DAY_ONLY.test(bare(sentence.narration)));
    if (day) found.push(finding(WORLD_FIT_RULE, day.text, `${DAY_ONLY.exec(bare(day.narration))![0]} en pleine nuit`));
  }
  return found;
}

/**
 * The evening told after the night (brief C of session 41, the editor's read 40: « À la tombée du soir » and « le
 * jour commençait à baisser » once night has fallen), and what only sounds or shades by day in a paragraph said
 * or drawn at night (birdsong, the shade of the palm trees). The place's own breaks (a drink of water on the
 * seabed, planks in space, a front door in the desert, « vers le couchant » in a station) are world.ts's rows.
 */
/** Dusk told after night has fallen in an earlier sentence, until a new day starts. */
const DUSK = /(?<![\p{L}])(?:vers le couchant|a la tombee du soir|le jour commencait a baisser|le soleil (?:se couchait|declinait)|le ciel se teintait de rose)(?![\p{L}])/u;
const NEW_DAY = /(?<![\p{L}])(?:lendemain|le matin|ce matin|a l'aube|au reveil|le jour se leva|le jour se levait|le soleil se leva)(?![\p{L}])/u;
/** What sounds or shades only by day: birdsong, the shade of a tree. */
const DAY_SOUND = /(?<![\p{L}])(?:chant des oiseaux|oiseaux chant\p{L}*|gazouill\p{L}*|a l'ombre d\p{L}*)(?![\p{L}])/u;

function timelineBreaks(context: Parameters<StoryRule>[0]): ReturnType<StoryRule> {
  const sentences = readStory(context.story.content).sentences;
  const found: ReturnType<StoryRule> = [];
  let night = false;
  let paragraphNight = -1;
  // A paragraph the illustrator draws at night is night, said or not (birdsong in the night-noise story).
  const nightScenes = new Set((context.story.scenes ?? []).filter((scene) => scene.light === 'night').map((scene) => scene.paragraph));
  for (const sentence of sentences) {
    const text = bare(sentence.narration);
    if (NEW_DAY.test(text)) night = false;
    if (night && DUSK.test(text)) found.push(finding(WORLD_FIT_RULE, sentence.text, `le soir qui tombe après la nuit : « ${DUSK.exec(text)![0]} »`));
    else if ((paragraphNight === sentence.paragraph || nightScenes.has(sentence.paragraph)) && DAY_SOUND.test(text)) found.push(finding(WORLD_FIT_RULE, sentence.text, `${DAY_SOUND.exec(text)![0]} en pleine nuit`));
    if (NIGHT.test(text)) [night, paragraphNight] = [true, sentence.paragraph];
  }
  return found;
}

/** An animal with flippers, fins or no legs at all, and the « pattes » a sentence gives it (a seal's paw prints). */
const NO_LEGS = /(?<![\p{L}])(?:phoques?|baleines?|dauphins?|poissons?|serpents?|escargots?|meduses?|pieuvres?)(?![\p{L}])[^.!?]*pattes|pattes[^.!?]*(?<![\p{L}])(?:phoques?|baleines?|dauphins?|poissons?|serpents?|escargots?|meduses?)(?![\p{L}])/u;

export const checkWorldFit: StoryRule = (context) => {
  const world = requestWorld(context.request);
  if (!world) return [];
  const asked = askedWords(`${context.request.choices.mainCharacter} ${context.request.choices.scenario}`);
  const sentences = [...readStory(context.story.content).sentences.map((sentence) => sentence.text), ...(context.story.scenes ?? []).map((scene) => scene.caption)];
  // One finding per thing a sentence puts in the wrong place (« le bateau prenait l'eau » is one boat).
  const inSentences = sentences.flatMap((sentence) => {
    const byWhat = new Map<string, string[]>();
    for (const { word, what } of worldBreaks(bare(sentence), world, asked)) byWhat.set(what, [...(byWhat.get(what) ?? []), word]);
    return [...byWhat].map(([what, words]) => finding(WORLD_FIT_RULE, sentence, `${what} (« ${words.join(' », « ')} ») ne va pas dans ce lieu (${describe(world)})`));
  });
  const legs = sentences.filter((sentence) => NO_LEGS.test(bare(sentence))).map((sentence) => finding(WORLD_FIT_RULE, sentence, 'des pattes à un animal qui n’en a pas'));
  return [...inSentences, ...legs, ...storyBreaks(context, world), ...timelineBreaks(context)];
};
