import { unpackJson } from '../../common/packed-json';
import type { Plot, PlotVersion } from './plot';
import { PACKED_PRESET_VERSIONS } from './versions/packed-preset-versions';
import { PACKED_TELLING_EVENTS } from './versions/packed-telling-events';

/**
 * Second tellings of the preset scenarios the editor found told alike (read 37), written in
 * versions/preset-version-sources.ts and shipped packed (scripts/pack-texts.ts) to fit the writer's byte budget.
 */
export const PRESET_VERSIONS = unpackJson<Record<string, PlotVersion[]>>(PACKED_PRESET_VERSIONS);

/** The presets' own clue, second obstacle and value acts (versions/telling-event-sources.ts), unpacked once at load. */
export const TELLING_EVENTS = unpackJson<Record<string, Pick<Plot, 'clue' | 'obstacle2' | 'valueActs'>>>(PACKED_TELLING_EVENTS);
