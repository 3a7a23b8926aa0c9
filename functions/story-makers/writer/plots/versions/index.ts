import { inflateRawSync } from 'node:zlib';
import { PACKED_WHOLE_PLOTS } from './packed';
import type { WholePlot } from './whole-plot';

/**
 * More whole tellings of the preset scenarios, by scenario id (plots/index.ts adds them to the presets'
 * own), unpacked once at load from packed.ts: the text of sources.ts, deflated to fit the writer's budget.
 */
export const WHOLE_PLOTS: Record<string, WholePlot[]> = JSON.parse(inflateRawSync(Buffer.from(PACKED_WHOLE_PLOTS, 'base64')).toString('utf8')) as Record<string, WholePlot[]>;
