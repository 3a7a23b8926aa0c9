import type { SceneLight, ScenePose, SceneProp } from '#core/story-scenes';
import type { Random } from '../random';
import type { Line } from '../world';

/**
 * A plot: the story of one scenario, beat by beat (issue 16, "plots from the scenario"). The problem
 * sets the goal; the first attempt fails for a reason of the world, the second half-works; the turn
 * comes from the child's trait (the engine says which, then the plot says what it does) and the first
 * chosen value; the resolution tells the goal reached, and the ending says only what the plot told.
 * Each beat has several phrasings; `scenes` and `talks` lengthen the story for older children.
 *
 * Templates (see ../template.ts) may use the child's slots ({name}, {il}, {e}…), the companion
 * ({mcShort}, agreement {c:…} {n:…}), the place ({loc}, {locShort}, {hiding}, {hiding2}, {passage},
 * {shelter}, {sound}), the little friend met on the way ({friend}, gender {f:…}) and the plot's own
 * slots (`details`, one set chosen per story; `_o` gives the gender of {object} for {o:…}).
 */
export interface Plot {
  id: string;
  lights: { opening: SceneLight; problem: SceneLight; resolution: SceneLight };
  problemPose: ScenePose;
  props: { opening: SceneProp[]; problem: SceneProp[]; resolution: SceneProp[] };
  /** One short sentence each, in our own words: {child} and {companion} are ours, never typed text. */
  captions: { opening: string; problem: string; resolution: string };
  details?: Record<string, string>[];
  titles: string[];
  /** The calm before: the last line of the opening. */
  setup: Line[];
  problem: Line[];
  attempt1: Line[];
  attempt2: Line[];
  turn: Line[];
  resolution: Line[];
  ending: Line[];
  scenes: Line[];
  talks: Line[];
  /** What the goal needs brought into the story (water to swim in, a kitchen), told right after the problem. */
  bring?: Line[];
  /** From 8 on: a helper met for a reason, told after the second attempt (plots/goal-courses.ts). */
  helper?: Line[];
  /**
   * From 8 (issue 26, editor's read 41, change 1): the second obstacle, CAUSED by the first attempt's failure (the cat
   * hid deeper because they shouted), told right after that attempt. Length at 8–10 comes from it, not from loose scenes.
   */
  obstacle2?: Line[];
  /** From 8: a clue planted with the problem (a detail seen, a word heard) that the turn pays off. */
  clue?: Line[];
  /**
   * A chosen value lived through this telling's own events (issue 26, editor's read 42: « prêta sa lampe de poche »
   * with a lamp never mentioned read as bolted on): keyed by the value's first key in banks/values.ts ('partage',
   * 'courage'…), each line an act the telling's problem gives a reason for. Told at the value's beat before the bank's
   * place-free moments, which stay the fallback.
   */
  valueActs?: Record<string, Line[]>;
  /** Slots of the plot's own, from the world (where one swims, the kitchen). */
  slots?: Record<string, string>;
  /** Other whole tellings of the scenario, one chosen per story (see `versionOf`). */
  versions?: PlotVersion[];
}

/**
 * Another whole plot of one scenario (editor's read 37: five presets told with the same sentences in 3
 * stories of 40): its own problem, tries and way out, each beat following from the last. Its beats replace
 * the plot's, never mix with them, so a cause told in one telling is never answered by another's. Its own
 * id keys its older scenes (older-scenes.ts).
 */
export type PlotVersion = { id: string } & Partial<
  Pick<Plot, 'titles' | 'setup' | 'problem' | 'attempt1' | 'attempt2' | 'obstacle2' | 'clue' | 'valueActs' | 'turn' | 'resolution' | 'ending' | 'scenes' | 'talks' | 'details' | 'captions' | 'props'>
>;

/** The telling of a plot a story gets: the plot itself or one of its versions, evenly, by the story's seed. */
export function versionOf(plot: Plot, random: Random): Plot {
  if (!plot.versions?.length) return plot;
  const tellings = [undefined, ...plot.versions];
  // Every story draws evenly, whatever its seed: a read of numbered requests gets what production's story ids get.
  const chosen = tellings[random.int(tellings.length)];
  const { versions: _versions, ...base } = plot;
  // A telling that does not fit the place stands in the preset's own slot as its bare id (index.ts forPlace): the preset's own.
  if (!chosen || chosen.id === plot.id) return base;
  // Another telling's first attempt is not the one the plot's second obstacle, clue and value acts follow from: its own or none.
  return { ...base, obstacle2: undefined, clue: undefined, valueActs: undefined, ...chosen };
}
