import { inflateRawSync } from 'node:zlib';
import type { PlotVersion } from './plot';
import { PACKED_PRESET_VERSIONS } from './versions/packed';

/**
 * Second tellings of the preset scenarios the editor found told alike (read 37), written in
 * versions/preset-version-sources.ts and shipped packed (versions/pack.ts) to fit the writer's byte budget.
 */
export const PRESET_VERSIONS: Record<string, PlotVersion[]> = JSON.parse(inflateRawSync(Buffer.from(PACKED_PRESET_VERSIONS, 'base64')).toString('utf8')) as Record<string, PlotVersion[]>;
