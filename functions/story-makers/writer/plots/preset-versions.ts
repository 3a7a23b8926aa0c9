import { unpackJson } from '../../common/packed-json';
import type { PlotVersion } from './plot';
import { PACKED_PRESET_VERSIONS } from './versions/packed-preset-versions';

/**
 * Second tellings of the preset scenarios the editor found told alike (read 37), written in
 * versions/preset-version-sources.ts and shipped packed (scripts/pack-texts.ts) to fit the writer's byte budget.
 */
export const PRESET_VERSIONS = unpackJson<Record<string, PlotVersion[]>>(PACKED_PRESET_VERSIONS);
