import { unpackJson } from '../../common/packed-json';
import type { Line } from '../world';
import { PACKED_OLDER_SCENES } from './packed-older-scenes';

/** The older children's scenes of each plot (older-scene-sources.ts says what they are), unpacked once at load. */
export const OLDER_SCENES = unpackJson<Record<string, Line[]>>(PACKED_OLDER_SCENES);
