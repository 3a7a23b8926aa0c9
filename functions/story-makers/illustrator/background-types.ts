import type { SceneLight } from '#core/story-scenes';
import type { Random } from './random';

/** The shapes backgrounds.ts and fairy-tale-backgrounds.ts share (apart, so that neither imports the other back). */

export interface Background {
  defs: string;
  svg: string;
  /** A dark scene (space, cave): the characters get a soft backlight. */
  dark?: boolean;
}

export interface BackgroundOptions {
  /** The free text of the setting (for small variants: Mars is red). */
  text: string;
  /** The scene's light: the sun becomes a low orange one at dusk and leaves the sky at night. Default day. */
  light?: SceneLight;
  /** Filled in by the drawer: where its sun stands, so that the night's moon takes its place. */
  skySpot?: { x: number; y: number; r: number };
}

export type Drawer = (rng: Random, options: BackgroundOptions) => Background;
