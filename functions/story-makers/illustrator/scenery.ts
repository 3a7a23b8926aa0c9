import { darken, lighten } from './palette';
import type { Random } from './random';
import { circleSub, ellipseSub, outlinedUnion } from './shapes';
import { circle, line, n, path, rect, sparklePath } from './svg';

/** The pieces the backgrounds are made of: sky, clouds, sun, trees, flowers, grass, birds, stars. */

export const SIZE = 1024;

export interface Layer {
  defs: string;
  svg: string;
}

export type GradientStops = readonly (readonly [number, string])[];

const channels = (hex: string): number[] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** The colour of a vertical gradient at `t` (0 top … 1 bottom), padded beyond the first and last stop as SVG does. */
function colourAt(stops: readonly { offset: number; rgb: number[] }[], t: number): number[] {
  const first = stops[0]!;
  if (t <= first.offset) return first.rgb;
  for (let i = 1; i < stops.length; i += 1) {
    const to = stops[i]!;
    if (t <= to.offset) {
      const from = stops[i - 1]!;
      const k = to.offset > from.offset ? (t - from.offset) / (to.offset - from.offset) : 1;
      return from.rgb.map((c, j) => c + ((to.rgb[j] ?? c) - c) * k);
    }
  }
  return stops[stops.length - 1]!.rgb;
}

/**
 * A vertical gradient painted as horizontal bands of flat colour, a new band only where the 8-bit colour
 * (as it shows through `opacity`) changes: the same pixels as a linearGradient, which resvg quantises to
 * 8 bits anyway, but resvg paints a gradient pixel by pixel in floating point (6–10 ms over the whole
 * canvas, the costliest layer of a picture) and an opaque flat band as a plain fill (under 1 ms for a
 * whole sky; a see-through one, like the dusk's, costs a blend: about 4 ms over the whole canvas).
 */
export function verticalBands(y0: number, height: number, stops: GradientStops, opacity = 1): string {
  const parsed = stops.map(([offset, colour]) => ({ offset, rgb: channels(colour) }));
  const key = (rgb: number[]) => rgb.map((c) => Math.round(c * opacity)).join(',');
  const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
  const extra = opacity < 1 ? `opacity="${opacity}"` : undefined;
  let svg = '';
  let start = 0;
  let startKey = key(colourAt(parsed, 0.5 / height));
  for (let row = 1; row <= height; row += 1) {
    const rowKey = row < height ? key(colourAt(parsed, (row + 0.5) / height)) : '';
    if (rowKey === startKey) continue;
    // The band's colour is the one at its middle row, so that a band sits centred on its step.
    svg += rect(0, y0 + start, SIZE, row - start, toHex(colourAt(parsed, ((start + row) / 2) / height)), extra);
    start = row;
    startKey = rowKey;
  }
  return svg;
}

/** A vertical sky gradient over the whole picture, drawn as bands (see verticalBands); `id` names its group. */
export function sky(id: string, stops: GradientStops): Layer {
  return { defs: '', svg: `<g id="${id}">${verticalBands(0, SIZE, stops)}</g>` };
}

export const cloud = (x: number, y: number, s: number, color = '#FFFFFF', opacity = 0.95) =>
  path(circleSub(x, y, 34 * s) + circleSub(x + 38 * s, y - 18 * s, 42 * s) + circleSub(x + 82 * s, y, 32 * s) + ellipseSub(x + 40 * s, y + 14 * s, 78 * s, 22 * s), color, `opacity="${opacity}"`);

export const sun = (x: number, y: number, r: number, color = '#FFE066') =>
  circle(x, y, r * 1.55, lighten(color, 0.5), 'opacity="0.35"') + circle(x, y, r, color, `stroke="${darken(color, 0.15)}" stroke-width="4"`);

export function roundTree(x: number, base: number, s: number, leaves: string, trunk = '#8B5A3C'): string {
  return (
    path(`M${n(x - 16 * s)} ${n(base)}L${n(x - 11 * s)} ${n(base - 150 * s)}L${n(x + 11 * s)} ${n(base - 150 * s)}L${n(x + 16 * s)} ${n(base)}Z`, trunk, `stroke="${darken(trunk, 0.35)}" stroke-width="3"`) +
    outlinedUnion(circleSub(x, base - 200 * s, 72 * s) + circleSub(x - 58 * s, base - 160 * s, 52 * s) + circleSub(x + 58 * s, base - 162 * s, 54 * s) + circleSub(x, base - 140 * s, 50 * s), leaves, darken(leaves, 0.3), 3) +
    path(circleSub(x - 24 * s, base - 222 * s, 18 * s), lighten(leaves, 0.3), 'opacity="0.6"')
  );
}

export function pine(x: number, base: number, s: number, color: string, snow = false): string {
  const tiers = [0, 1, 2]
    .map((i) => {
      const w = (70 - i * 16) * s;
      const y = base - 40 * s - i * 52 * s;
      return `M${n(x - w)} ${n(y)}L${n(x)} ${n(y - 90 * s)}L${n(x + w)} ${n(y)}Z`;
    })
    .join('');
  const caps = snow
    ? path([0, 1, 2].map((i) => {
        const y = base - 40 * s - i * 52 * s - 90 * s;
        return `M${n(x - 18 * s)} ${n(y + 26 * s)}L${n(x)} ${n(y)}L${n(x + 18 * s)} ${n(y + 26 * s)}Q${n(x)} ${n(y + 34 * s)} ${n(x - 18 * s)} ${n(y + 26 * s)}Z`;
      }).join(''), '#FFFFFF')
    : '';
  return rect(x - 9 * s, base - 44 * s, 18 * s, 44 * s, '#7A5236') + path(tiers, color, `stroke="${darken(color, 0.3)}" stroke-width="3" stroke-linejoin="round"`) + caps;
}

export function flower(x: number, y: number, s: number, petals: string): string {
  const r = 8 * s;
  const d = [0, 72, 144, 216, 288].map((deg) => circleSub(x + 9 * s * Math.cos((deg * Math.PI) / 180), y + 9 * s * Math.sin((deg * Math.PI) / 180), r)).join('');
  return line(`M${n(x)} ${n(y + 8 * s)}L${n(x)} ${n(y + 34 * s)}`, '#4E9A43', 4 * s) + path(d, petals, `stroke="${darken(petals, 0.25)}" stroke-width="2"`) + circle(x, y, 6 * s, '#F5A623');
}

export const FLOWER_COLOURS = ['#FF8FB1', '#FFFFFF', '#FFD93D', '#B79CFF', '#FF6B6B'] as const;

/** Flowers scattered on the ground, avoiding the middle where the characters stand. */
export function meadowFlowers(rng: Random, count: number, top: number, bottom: number): string {
  let svg = '';
  for (let i = 0; i < count; i += 1) {
    const left = i % 2 === 0;
    const x = left ? rng.range(20, 230) : rng.range(840, 1004);
    const y = rng.range(top, bottom);
    svg += flower(x, y, rng.range(0.8, 1.2), rng.pick(FLOWER_COLOURS));
  }
  return svg;
}

export function grassTufts(rng: Random, count: number, top: number, bottom: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(20, 1004);
    const y = rng.range(top, bottom);
    d += `M${n(x - 10)} ${n(y)}L${n(x - 4)} ${n(y - 18)}M${n(x)} ${n(y)}L${n(x + 2)} ${n(y - 24)}M${n(x + 10)} ${n(y)}L${n(x + 8)} ${n(y - 16)}`;
  }
  return line(d, color, 4);
}

export const birds = (points: readonly (readonly [number, number])[]) =>
  line(points.map(([x, y]) => `M${x - 16} ${y - 6}Q${x - 8} ${y - 12} ${x} ${y}Q${x + 8} ${y - 12} ${x + 16} ${y - 6}`).join(''), '#4A4060', 4);

export function stars(rng: Random, count: number, top: number, bottom: number): string {
  let dots = '';
  for (let i = 0; i < count; i += 1) dots += circleSub(rng.range(10, 1014), rng.range(top, bottom), rng.range(1.5, 4));
  let twinkles = '';
  for (let i = 0; i < 6; i += 1) twinkles += sparklePath(rng.range(40, 984), rng.range(top, bottom), rng.range(8, 14));
  return path(dots, '#FFFFFF', 'opacity="0.9"') + path(twinkles, '#FFF3B0');
}
