import type { GoalFrame, StoryFrame } from '#core/story-frame';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '#shared/stories';
import { readStoryFrame } from '../../frame';
import { goalPlot, type GoalPlotWorld } from './goal';
import type { Plot, PlotVersion } from './plot';
import { whereOf, type Where } from '../world';
import { PRESET_PLOT_SOURCES } from './presets/index';
import { WHOLE_PLOTS } from './versions';

export type { Plot } from './plot';

/**
 * One plot per preset scenario (same id as in SEEDED_SCENARIOS), with every whole telling of it: the
 * presets' own versions, then those of versions/ (issue 26: templates reused across stories of one scenario).
 */
export const PRESET_PLOTS: Plot[] = PRESET_PLOT_SOURCES.map((plot) => {
  const more = WHOLE_PLOTS[plot.id];
  return more?.length ? { ...plot, versions: [...(plot.versions ?? []), ...more] } : plot;
});

/** Each preset's own goal, as the frame reader reads its description (read once). */
const presetGoals = new Map<string, GoalFrame | null>();

function presetGoal(id: string): GoalFrame | null {
  if (!presetGoals.has(id)) {
    const preset = SEEDED_SCENARIOS.find((scenario) => scenario.id === id);
    const reading = preset
      ? readStoryFrame({ mainCharacter: MAIN_CHARACTER_SUGGESTIONS[0], setting: SETTING_SUGGESTIONS[0], scenario: preset.description, emotions: [EMOTION_SUGGESTIONS[0]], values: [VALUE_SUGGESTIONS[0]] })
      : null;
    presetGoals.set(id, reading?.ok ? reading.frame.goal : null);
  }
  return presetGoals.get(id) ?? null;
}

/**
 * Whether a goal is its preset's own (issue 25: a preset plot only when the goal *is* that preset's):
 * the same action on the same thing, for the same one, with the same constraints. « Un gâteau au
 * chocolat pour l'anniversaire de maman » is near the giant cake for a dragon, but it is not it.
 */
function isPresetGoal(goal: GoalFrame): boolean {
  const own = goal.presetId ? presetGoal(goal.presetId) : null;
  if (!own) return false;
  return (
    own.action === goal.action &&
    (own.object?.noun.id ?? null) === (goal.object?.noun.id ?? null) &&
    (own.object?.owner ?? null) === (goal.object?.owner ?? null) &&
    own.beneficiary === goal.beneficiary &&
    own.skill === goal.skill &&
    (own.without?.id ?? null) === (goal.without?.id ?? null) &&
    own.before === goal.before
  );
}

/** Whether a telling fits the place: one whose details are all kept to other places (a real boat) does not. */
function fitsWhere(version: PlotVersion, where: Where): boolean {
  const wheres = version.details?.map((each) => each._where);
  return !wheres?.length || wheres.some((each) => !each || each === where);
}

/**
 * The preset's plot with a telling that does not fit the place told as the preset's own (« après la
 * tempête » with a real boat only where a boat fits: a sand yacht in the desert, a sledge on the snow),
 * in its slot, so the seed picks the same telling everywhere else.
 */
function forPlace(plot: Plot, where: Where): Plot {
  if (!plot.versions?.some((version) => !fitsWhere(version, where))) return plot;
  return { ...plot, versions: (plot.versions ?? []).map((version) => (fitsWhere(version, where) ? version : { id: plot.id })) };
}

/**
 * The plot of a frame's goal (issue 25, item 2): the preset's own plot when the goal is that preset,
 * else a plot built from the goal itself (plots/goal.ts). No keyword of the parent's text chooses it.
 */
export function plotOf(frame: StoryFrame, world: Omit<GoalPlotWorld, 'action' | 'motion' | 'qualities' | 'goal'>): { plot: Plot; preset: boolean } {
  const presetPlot = frame.goal.presetId && isPresetGoal(frame.goal) ? PRESET_PLOTS.find((plot) => plot.id === frame.goal.presetId) : undefined;
  if (presetPlot) return { plot: forPlace(presetPlot, whereOf(world)), preset: true };
  return { plot: goalPlot({ ...world, action: frame.goal.action, goal: frame.goal, motion: frame.character.kind.motion, qualities: frame.character.qualities }), preset: false };
}
