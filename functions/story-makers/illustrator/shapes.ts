import { n } from './svg';

/**
 * Geometry for the flat drawing: point lists walked and smoothed into paths, circles as sub-paths, and
 * the "union outline" trick — one wide stroke under one fill — that outlines many overlapping parts
 * (curls, braid links, petals) as a single silhouette with two elements.
 */

export type Point = readonly [number, number];

/** Points along an ellipse from angle a0 to a1 (degrees, 0 = right, 90 = down), both ends included. */
export function arcPoints(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, count: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = ((a0 + ((a1 - a0) * i) / Math.max(1, count - 1)) * Math.PI) / 180;
    points.push([cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)]);
  }
  return points;
}

/** Points on the straight segment from a to b, a included, b excluded. */
export function segmentPoints(a: Point, b: Point, count: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i += 1) points.push([a[0] + ((b[0] - a[0]) * i) / count, a[1] + ((b[1] - a[1]) * i) / count]);
  return points;
}

/** Evenly spaced points along a closed (or open) polyline. */
export function resample(points: readonly Point[], spacing: number, closed = true): Point[] {
  const ring = closed ? [...points, points[0] as Point] : [...points];
  const result: Point[] = [];
  let carry = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const [x0, y0] = ring[i] as Point;
    const [x1, y1] = ring[i + 1] as Point;
    const length = Math.hypot(x1 - x0, y1 - y0);
    let at = carry;
    while (at < length) {
      const t = at / length;
      result.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
      at += spacing;
    }
    carry = at - length;
  }
  return result;
}

/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[], closed = true): string {
  const count = points.length;
  if (count < 2) return '';
  const at = (i: number): Point => (closed ? (points[(i + count) % count] as Point) : (points[Math.min(count - 1, Math.max(0, i))] as Point));
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

/** Each point pushed along the outline's normal by a sine wave: wavy hair. */
export function waveOffset(points: readonly Point[], amplitude: number, period: number): Point[] {
  const count = points.length;
  return points.map((point, i) => {
    const before = points[(i - 1 + count) % count] as Point;
    const after = points[(i + 1) % count] as Point;
    const dx = after[0] - before[0];
    const dy = after[1] - before[1];
    const length = Math.hypot(dx, dy) || 1;
    const offset = amplitude * Math.sin((i / period) * Math.PI * 2);
    return [point[0] + (dy / length) * offset, point[1] - (dx / length) * offset] as const;
  });
}

/** A circle as a sub-path, to put many circles in one <path>. */
export const circleSub = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;

export const ellipseSub = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/**
 * Many overlapping parts drawn as one outlined silhouette: a wide outline stroke of every part, then
 * every fill over it. Parts are separate paths, so opposite windings never punch holes.
 */
export function outlinedUnion(parts: string | readonly string[], fill: string, outlineColor: string, outlineWidth = 4): string {
  const list = (typeof parts === 'string' ? [parts] : parts).filter(Boolean);
  const strokes = list.map((d) => `<path d="${d}" fill="none" stroke="${outlineColor}" stroke-width="${n(outlineWidth * 2)}" stroke-linejoin="round"/>`);
  const fills = list.map((d) => `<path d="${d}" fill="${fill}"/>`);
  return strokes.join('') + fills.join('');
}
