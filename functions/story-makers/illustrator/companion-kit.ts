import { darken } from './palette';
import { circle, ellipse, line, n, path } from './svg';

/** The companions' drawing kit: outlined flat shapes, shiny eyes, smiles and blush. */

export const INK = '#2E2130';
export const BLUSH = '#FF8FA3';

/** Fill with a darker outline of the same hue: the flat look. */
export const paint = (fill: string, width = 4) => `stroke="${darken(fill, 0.42)}" stroke-width="${width}" stroke-linejoin="round"`;

export const shape = (d: string, fill: string, width = 4) => path(d, fill, paint(fill, width));
export const oval = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0) =>
  ellipse(cx, cy, rx, ry, fill, `${paint(fill)}${rotate ? ` transform="rotate(${rotate} ${n(cx)} ${n(cy)})"` : ''}`);
export const disc = (cx: number, cy: number, r: number, fill: string) => circle(cx, cy, r, fill, paint(fill));
/** A thick rounded limb or tail: outline stroke then fill stroke. */
export const limb = (d: string, fill: string, width: number) => line(d, darken(fill, 0.42), width + 8) + line(d, fill, width);

/** Two shiny eyes. */
export function eyes(points: readonly (readonly [number, number])[], r: number): string {
  return points
    .map(([x, y]) => ellipse(x, y, r, r * 1.15, INK) + circle(x - r * 0.3, y - r * 0.4, r * 0.38, '#FFFFFF') + circle(x + r * 0.35, y + r * 0.4, r * 0.16, '#FFFFFF'))
    .join('');
}

export const smile = (x: number, y: number, w: number) => line(`M${n(x - w)} ${n(y)}Q${n(x)} ${n(y + w * 0.9)} ${n(x + w)} ${n(y)}`, INK, 4);
export const blush = (points: readonly (readonly [number, number])[], r = 12) => points.map(([x, y]) => ellipse(x, y, r, r * 0.62, BLUSH, 'opacity="0.55"')).join('');

/** A quaver: oval head, stem and flag (music of a singing companion, or the notes of a song). */
export function musicNote(x: number, y: number, s: number, fill: string): string {
  return (
    ellipse(x, y, 13 * s, 10 * s, fill, `transform="rotate(-20 ${n(x)} ${n(y)})" stroke="${darken(fill, 0.4)}" stroke-width="3"`) +
    line(`M${n(x + 11 * s)} ${n(y - 2 * s)}L${n(x + 11 * s)} ${n(y - 52 * s)}Q${n(x + 22 * s)} ${n(y - 40 * s)} ${n(x + 30 * s)} ${n(y - 30 * s)}`, darken(fill, 0.4), 5 * s)
  );
}
