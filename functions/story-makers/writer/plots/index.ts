import { SEEDED_SCENARIOS } from '../../../../shared/scenarios';
import { cleanFreeText, stripAccents } from '../free-text';
import { GENERIC_PLOTS } from './generic';
import type { Plot } from './plot';
import { PRESETS_A } from './presets-a';
import { PRESETS_B } from './presets-b';

export type { Plot } from './plot';

/** One plot per preset scenario (same id as in SEEDED_SCENARIOS), then the generic ones. */
export const PRESET_PLOTS: Plot[] = [...PRESETS_A, ...PRESETS_B];
export const ALL_PLOTS: Plot[] = [...PRESET_PLOTS, ...GENERIC_PLOTS];

const keyOf = (text: string): string => stripAccents(cleanFreeText(text).toLowerCase()).replace(/[’']/g, "'");

/** A parent's text scores this much on a plot: the sum of the weights of the stems it holds. */
function scoreOf(plot: Plot, text: string): number {
  return plot.cues.reduce((sum, [stem, weight]) => sum + (stem.test(text) ? weight : 0), 0);
}

/** Below this, a preset plot is not the parent's story: a generic plot tells it instead. */
const PRESET_THRESHOLD = 3;

/**
 * The plot of a scenario: the preset whose description (or title) the wizard sent, else the plot whose
 * stems and synonyms the text holds most ("un gâteau pour mamie" → the cake), else the generic plot it
 * fits (a lost thing, someone to help), else a discovery.
 */
export function choosePlot(scenario: string): { plot: Plot; preset: boolean } {
  const text = keyOf(scenario);
  const seeded = SEEDED_SCENARIOS.find((each) => keyOf(each.description) === text || keyOf(each.title) === text);
  const presetPlot = seeded && PRESET_PLOTS.find((plot) => plot.id === seeded.id);
  if (presetPlot) return { plot: presetPlot, preset: true };
  const scored = PRESET_PLOTS.map((plot) => ({ plot, score: scoreOf(plot, text) })).sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (best && best.score >= PRESET_THRESHOLD) return { plot: best.plot, preset: false };
  const generic = GENERIC_PLOTS.map((plot) => ({ plot, score: scoreOf(plot, text) })).sort((a, b) => b.score - a.score)[0];
  if (generic && generic.score > 0) return { plot: generic.plot, preset: false };
  return { plot: GENERIC_PLOTS.find((plot) => plot.id === 'discovery') as Plot, preset: false };
}
