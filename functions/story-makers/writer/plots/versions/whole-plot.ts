import type { Plot, PlotVersion } from '../plot';

/**
 * A whole telling of a preset scenario (issue 26, the editor's read 37: five presets in 3 stories of 40
 * with the same sentences, ten more in pairs): its own goal set out, a first try that fails for a reason
 * of the place or the companion, a second that fails into the clue planted in the setup, the child's idea
 * that uses it, a resolution that reaches exactly the scenario's goal and an ending that says only what
 * happened. From 8 on, a helper met for a reason (compose.ts tells `helper` after the second try). Lines
 * that fit only some worlds say so with `needs` (world.ts); slots as in plot.ts.
 */
export type WholePlot = PlotVersion & Pick<Partial<Plot>, 'helper'>;

export const LAND = ['land'] as const;
export const WATER = ['water'] as const;
export const AIR = ['air'] as const;
export const SPACE = ['space'] as const;
export const NOT_WATER = ['land', 'air', 'space'] as const;
/** A line that fits every medium, even one whose words the sea would refuse (a telling that goes up to the surface). */
export const ANYWHERE = ['land', 'water', 'air', 'space'] as const;
/** A line that names the evening to come (« ce soir ») yet is told by day. */
export const DAYTIME = ['morning', 'day'] as const;
/** A line told at dusk or at night whose words (« soleil » as a game's word) would read as daytime. */
export const EVENING = ['dusk', 'night'] as const;
