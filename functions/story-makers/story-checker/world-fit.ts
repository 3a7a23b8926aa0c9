import type { StoryFrame } from '../../core/story-frame';
import type { StoryRequest } from '../../core/story-makers-port';
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

export const checkWorldFit: StoryRule = (context) => {
  const world = requestWorld(context.request);
  if (!world) return [];
  const asked = askedWords(`${context.request.choices.mainCharacter} ${context.request.choices.scenario}`);
  const sentences = [...readStory(context.story.content).sentences.map((sentence) => sentence.text), ...(context.story.scenes ?? []).map((scene) => scene.caption)];
  // One finding per thing a sentence puts in the wrong place (« le bateau prenait l'eau » is one boat).
  return sentences.flatMap((sentence) => {
    const byWhat = new Map<string, string[]>();
    for (const { word, what } of worldBreaks(bare(sentence), world, asked)) byWhat.set(what, [...(byWhat.get(what) ?? []), word]);
    return [...byWhat].map(([what, words]) => finding(WORLD_FIT_RULE, sentence, `${what} (« ${words.join(' », « ')} ») ne va pas dans ce lieu (${describe(world)})`));
  });
};
