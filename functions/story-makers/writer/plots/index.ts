import type { StoryFrame } from '../../../core/story-frame';
import { goalPlot, type GoalPlotWorld } from './goal';
import type { Plot } from './plot';
import { PRESETS_A } from './presets-a';
import { PRESETS_B } from './presets-b';

export type { Plot } from './plot';

/** One plot per preset scenario (same id as in SEEDED_SCENARIOS). */
export const PRESET_PLOTS: Plot[] = [...PRESETS_A, ...PRESETS_B];

/**
 * The plot of a frame's goal (issue 25, item 2): the preset's own plot when the goal is that preset,
 * else a plot built from the goal itself (plots/goal.ts). No keyword of the parent's text chooses it.
 */
export function plotOf(frame: StoryFrame, world: Omit<GoalPlotWorld, 'action' | 'motion' | 'qualities'>): { plot: Plot; preset: boolean } {
  const presetPlot = frame.goal.presetId ? PRESET_PLOTS.find((plot) => plot.id === frame.goal.presetId) : undefined;
  if (presetPlot) return { plot: presetPlot, preset: true };
  return { plot: goalPlot({ ...world, action: frame.goal.action, motion: frame.character.kind.motion, qualities: frame.character.qualities }), preset: false };
}
