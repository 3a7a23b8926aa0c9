import { unpackJson } from '../../../common/packed-json';
import { PACKED_WHOLE_PLOTS } from './packed-whole-plots';
import type { WholePlot } from './whole-plot';

/**
 * More whole tellings of the preset scenarios, by scenario id (plots/index.ts adds them to the presets'
 * own), unpacked once at load from packed-whole-plots.ts: the text of sources.ts, packed by scripts/pack-texts.ts to fit the writer's budget.
 */
export const WHOLE_PLOTS = unpackJson<Record<string, WholePlot[]>>(PACKED_WHOLE_PLOTS);
