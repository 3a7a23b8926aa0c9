import { normalizeText } from './keywords';
import { darken, hairBaseColor, lighten, lightness, mix, type HairPaint } from './palette';
import { arcPoints, circleSub, ellipseSub, outlinedUnion, resample, segmentPoints, smoothPath, waveOffset, type Point } from './shapes';
import { line, n, path } from './svg';

/**
 * The child's hair in the figure's coordinates (feet at 0, head centred at (0, -392)): a back layer
 * drawn behind the head and body, and a front layer over the forehead. Each of the seven types has
 * its own construction (smooth, wavy, ringlets, tight coils, afro, locks, braids) and each of the five
 * lengths its own bottom line, so any change of type or length changes the silhouette.
 */

export interface Hair {
  defs: string;
  back: string;
  front: string;
  /** Highest point of the hair: hats and crowns sit there. */
  top: number;
  halfWidth: number;
  browColor: string;
}

export interface HairStyle {
  paint: HairPaint;
  type: string;
  length: string;
  /** Colour of braid ties. */
  accent: string;
}

type HairType = 'straight' | 'wavy' | 'curly' | 'very-curly' | 'coily' | 'locks' | 'braids';

const TYPES: Record<string, HairType> = {
  lisses: 'straight',
  ondules: 'wavy',
  boucles: 'curly',
  'tres boucles': 'very-curly',
  crepus: 'coily',
  locks: 'locks',
  tresses: 'braids',
};
const LENGTHS = ['tres courts', 'courts', 'mi longs', 'longs', 'tres longs'];

export const hairType = (label: string): HairType => TYPES[normalizeText(label)] ?? 'wavy';
/** 0 (très courts) … 4 (très longs). */
export function hairLevel(label: string): number {
  const level = LENGTHS.indexOf(normalizeText(label));
  return level < 0 ? 1 : level;
}

/** Bottom of long hair by level (y). */
const BOTTOMS = [-405, -345, -290, -215, -135] as const;
const bottomOf = (level: number) => BOTTOMS[level] ?? -345;

const TEMPLE_Y = -398;

/** The hairline over the forehead, right temple to left temple, swept to one side. */
function fringePoints(innerX: number, depth: number, count = 12, tufts = 0): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = innerX - 2 * innerX * t;
    const lift = depth * Math.pow(Math.sin(Math.PI * t), 0.7) * (1 - 0.3 * t);
    // Tufts: every other point of the hairline pulled up, a fringe of pointed locks.
    const tuft = tufts > 0 && i > 0 && i < count && i % 2 === 1 ? tufts : 0;
    points.push([x, TEMPLE_Y - lift - tuft]);
  }
  return points;
}

interface CapShape {
  /** Outer half width at the temples. */
  w: number;
  top: number;
  /** Where the strands beside the face end (y). */
  sideBottom: number;
  /** Inner edge of the strands (x). */
  innerX: number;
  fringeDepth: number;
  /** Height of pointed locks along the fringe (0: a smooth hairline). */
  tufts?: number;
}

/** The front cap: over the top of the head, strands down beside the face, the fringe over the forehead. */
function capContour({ w, top, sideBottom, innerX, fringeDepth, tufts = 0 }: CapShape): Point[] {
  const ry = TEMPLE_Y - top;
  const points: Point[] = [];
  const hasSides = sideBottom > TEMPLE_Y + 4;
  if (hasSides) points.push(...segmentPoints([-w, sideBottom], [-w, TEMPLE_Y], 6));
  points.push(...arcPoints(0, TEMPLE_Y, w, ry, 180, 360, 24));
  if (hasSides) {
    points.push(...segmentPoints([w, TEMPLE_Y], [w, sideBottom], 6));
    points.push([w - 6, sideBottom + 4], [innerX + 4, sideBottom + 2]);
    points.push(...segmentPoints([innerX, sideBottom], [innerX, TEMPLE_Y], 6));
  }
  points.push(...fringePoints(innerX, fringeDepth, tufts > 0 ? 14 : 12, tufts));
  if (hasSides) {
    points.push(...segmentPoints([-innerX, TEMPLE_Y], [-innerX, sideBottom], 6));
    points.push([-innerX - 4, sideBottom + 2], [-w + 6, sideBottom + 4]);
  }
  return points;
}

/** The back layer: around the head and down to `bottom`, a little wider at the ends. */
function backContour(w: number, top: number, bottom: number): Point[] {
  const ry = TEMPLE_Y - top;
  const flare = 6;
  return [
    ...arcPoints(0, TEMPLE_Y, w, ry, 180, 360, 24),
    ...segmentPoints([w, TEMPLE_Y], [w + flare, bottom - 22], 8),
    [w + flare - 6, bottom - 6],
    [w * 0.5, bottom + 2],
    [0, bottom + 6],
    [-w * 0.5, bottom + 2],
    [-w - flare + 6, bottom - 6],
    ...segmentPoints([-w - flare, bottom - 22], [-w, TEMPLE_Y], 8),
  ];
}

/** The hair's outline: darker, except for very dark hair where a soft lighter rim keeps the shape readable. */
export function hairOutline(base: string): string {
  return lightness(base) < 0.2 ? mix(base, '#9A8AA6', 0.45) : darken(base, 0.45);
}

/** Fine strands drawn over a smooth cap, from the parting to the temples. */
const capStrands = (w: number, top: number, color: string) =>
  line(`M-6 ${top + 8}Q${n(-w * 0.55)} ${top + 30} ${n(-w * 0.78)} ${TEMPLE_Y - 30}M6 ${top + 8}Q${n(w * 0.55)} ${top + 30} ${n(w * 0.78)} ${TEMPLE_Y - 30}M-4 ${top + 10}Q${n(-w * 0.3)} ${top + 50} ${n(-w * 0.42)} ${TEMPLE_Y - 44}`, color, 3, 'opacity="0.5"');

function paintOf(style: HairStyle, top: number, bottom: number): { fill: string; defs: string; base: string } {
  const base = hairBaseColor(style.paint);
  if (style.paint.kind === 'solid') return { fill: style.paint.color, defs: '', base };
  const colors = style.paint.colors;
  const stops = colors
    .map((color, i) => {
      const from = i / colors.length;
      const to = (i + 1) / colors.length;
      return `<stop offset="${n(from + 0.02)}" stop-color="${color}"/><stop offset="${n(to - 0.02)}" stop-color="${color}"/>`;
    })
    .join('');
  // Diagonal bands repeating every ~190 px: every part of the hair (cap, braids, curls) shows several colours.
  const span = Math.min(190, Math.max(150, (bottom - top) / 2));
  const defs = `<linearGradient id="hair-rainbow" gradientUnits="userSpaceOnUse" spreadMethod="repeat" x1="-40" y1="${n(top)}" x2="40" y2="${n(top + span)}">${stops}</linearGradient>`;
  return { fill: 'url(#hair-rainbow)', defs, base };
}

const shine = (w: number, top: number, color: string, opacity: number) =>
  line(smoothPath(arcPoints(0, TEMPLE_Y, w - 24, TEMPLE_Y - top - 22, 208, 246, 6), false), color, 8, `opacity="${opacity}"`);

/** Circles of radius r along a contour, plus the contour itself: a curly silhouette. */
function curlyParts(points: readonly Point[], r: number, spacing: number): string[] {
  const centres = resample(points, spacing);
  return [smoothPath(resample(points, 12)), centres.map(([x, y]) => circleSub(x, y, r)).join('')];
}

/** Little "c" strokes inside a curly mass. */
function curlMarks(points: readonly Point[], inset: number, r: number, every: number): string {
  const centres = resample(points, every);
  let cx = 0;
  let cy = 0;
  for (const [x, y] of points) {
    cx += x / points.length;
    cy += y / points.length;
  }
  return centres
    .map(([x, y], i) => {
      const dx = cx - x;
      const dy = cy - y;
      const length = Math.hypot(dx, dy) || 1;
      const px = x + (dx / length) * inset;
      const py = y + (dy / length) * inset;
      const flip = i % 2 === 0 ? 1 : -1;
      return `M${n(px - r)} ${n(py)}a${n(r)} ${n(r)} 0 1 ${flip > 0 ? 1 : 0} ${n(r * 1.4)} ${n(r * 0.9 * flip)}`;
    })
    .join('');
}

export function drawHair(style: HairStyle): Hair {
  const type = hairType(style.type);
  const level = hairLevel(style.length);
  const bottom = bottomOf(level);
  switch (type) {
    case 'straight':
    case 'wavy':
      return smoothHair(style, type, level, bottom);
    case 'curly':
    case 'very-curly':
      return curlyHair(style, type, level, bottom);
    case 'coily':
      return coilyHair(style, level);
    case 'locks':
      return locksHair(style, level, bottom);
    case 'braids':
      return braidsHair(style, level);
  }
}

function smoothHair(style: HairStyle, type: 'straight' | 'wavy', level: number, bottom: number): Hair {
  const wavy = type === 'wavy';
  const w = level === 0 ? 104 : wavy ? 118 : 114;
  const top = level === 0 ? -508 : wavy ? -522 : -518;
  const sideBottom = level === 0 ? TEMPLE_Y : level === 1 ? -360 : bottom;
  const { fill, defs, base } = paintOf(style, top, bottom);
  const stroke = hairOutline(base);
  const shape = (points: Point[]) => (wavy ? smoothPath(waveOffset(resample(points, 8), level === 0 ? 3 : 5, 7)) : smoothPath(points));
  const cap = capContour({ w, top, sideBottom, innerX: 88, fringeDepth: level === 0 ? 50 : 44, tufts: wavy ? 0 : 12 });
  const backW = w + 4 + level * 3;
  const back = level >= 2 ? path(shape(backContour(backW, top - 4, bottom)), fill, `stroke="${stroke}" stroke-width="4" stroke-linejoin="round"`) : '';
  const strands = wavy && level >= 2 ? line(`M${-w + 14} ${TEMPLE_Y + 20} Q${-w + 4} ${n((TEMPLE_Y + bottom) / 2)} ${-w + 16} ${bottom - 20}M${w - 14} ${TEMPLE_Y + 20} Q${w - 4} ${n((TEMPLE_Y + bottom) / 2)} ${w - 16} ${bottom - 20}`, stroke, 3, 'opacity="0.5"') : '';
  const front =
    path(shape(cap), fill, `stroke="${stroke}" stroke-width="4" stroke-linejoin="round"`) +
    strands +
    shine(w, top, style.paint.kind === 'solid' ? lighten(base, 0.45) : '#FFFFFF', style.paint.kind === 'solid' ? 0.75 : 0.5);
  return { defs, back, front, top, halfWidth: Math.max(w, level >= 2 ? backW + 6 : 0), browColor: darken(base, 0.3) };
}

function curlyHair(style: HairStyle, type: 'curly' | 'very-curly', level: number, bottom: number): Hair {
  const tight = type === 'very-curly';
  const r = tight ? 14 : 20;
  const spacing = tight ? 17 : 25;
  const w = (tight ? 128 : 120) + (level === 0 ? -14 : 0);
  const top = level === 0 ? -510 : tight ? -532 : -524;
  const sideBottom = level === 0 ? TEMPLE_Y : level === 1 ? -352 : Math.max(bottom, -320);
  const backBottom = level === 0 ? TEMPLE_Y : level === 1 ? -330 : bottom + (tight ? 30 : 16);
  const { fill, defs, base } = paintOf(style, top - r, backBottom);
  const stroke = hairOutline(base);
  const backW = w + (tight ? 14 : 8) + level * (tight ? 8 : 5);
  const backPoints = backContour(backW, top - 6, backBottom);
  const back = level >= 1 ? outlinedUnion(curlyParts(backPoints, r, spacing), fill, stroke) + line(curlMarks(backPoints, r + 12, r * 0.45, spacing * 2.2), stroke, 3, 'opacity="0.45"') : '';
  const cap = capContour({ w, top, sideBottom, innerX: 94, fringeDepth: 50 });
  const front = outlinedUnion(curlyParts(cap, r, spacing), fill, stroke) + line(curlMarks(cap, r + 8, r * 0.45, spacing * 1.7), stroke, 3, 'opacity="0.45"');
  return { defs, back, front, top: top - r, halfWidth: (level >= 1 ? backW : w) + r, browColor: darken(base, 0.3) };
}

function coilyHair(style: HairStyle, level: number): Hair {
  const radius = [106, 128, 146, 164, 180][level] ?? 128;
  const cy = -410 - (level === 0 ? 0 : 6);
  const ry = radius * 0.94;
  const top = cy - ry - 18;
  const { fill, defs, base } = paintOf(style, top, cy + ry);
  const stroke = hairOutline(base);
  const puff = arcPoints(0, cy, radius, ry, 0, 360, 48).slice(0, 47);
  const bump = level === 0 ? 10 : 18;
  const texture = `<pattern id="coils" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3" fill="none" stroke="${stroke}" stroke-width="1.6" opacity="0.35"/><circle cx="14" cy="13" r="3" fill="none" stroke="${stroke}" stroke-width="1.6" opacity="0.35"/></pattern>`;
  const puffParts = curlyParts(puff, bump, bump * 1.5);
  const back = level >= 1 ? outlinedUnion(puffParts, fill, stroke) + puffParts.map((d) => `<path d="${d}" fill="url(#coils)"/>`).join('') : '';
  // The front: the hair over the head down to a soft, bumpy hairline.
  const capW = level === 0 ? 104 : 106;
  const capTop = level === 0 ? -508 : -512;
  const cap = capContour({ w: capW, top: capTop, sideBottom: TEMPLE_Y, innerX: 92, fringeDepth: 46 });
  const hairline = resample(fringePoints(92, 46), 13, false).map(([x, y]) => circleSub(x, y, 8)).join('');
  const capPath = smoothPath(resample(cap, 10));
  const front =
    level === 0
      ? outlinedUnion(curlyParts(cap, 8, 12), fill, stroke) + `<path d="${capPath}" fill="url(#coils)"/>`
      : `<path d="${hairline}" fill="none" stroke="${stroke}" stroke-width="8"/>` + path(capPath, fill) + path(hairline, fill) + `<path d="${capPath}" fill="url(#coils)"/>`;
  return {
    defs: defs + texture,
    back,
    front,
    top: level === 0 ? capTop - 4 : top,
    halfWidth: level === 0 ? capW : radius + bump,
    browColor: darken(base, 0.3),
  };
}

function locksHair(style: HairStyle, level: number, bottom: number): Hair {
  const w = 108;
  const top = -514;
  const { fill, defs, base } = paintOf(style, top - 30, bottom);
  const stroke = hairOutline(base);
  const texture = lightness(base) < 0.3 ? lighten(base, 0.3) : darken(base, 0.25);
  const cap =
    path(smoothPath(resample(capContour({ w, top, sideBottom: TEMPLE_Y, innerX: 90, fringeDepth: 42 }), 9)), fill, `stroke="${stroke}" stroke-width="4" stroke-linejoin="round"`) +
    capStrands(w, top, texture);
  const lockStrokes = (d: string) =>
    line(d, stroke, 28) + line(d, fill, 20) + line(d, texture, 20, 'stroke-dasharray="3 11" stroke-linecap="butt" opacity="0.4"');
  if (level === 0) {
    // Short twists standing up all over the head.
    const twists = arcPoints(0, TEMPLE_Y - 8, 100, 110, 192, 348, 11)
      .map(([x, y]) => {
        const dx = x / 100;
        const dy = (y - (TEMPLE_Y - 8)) / 110;
        return `M${n(x)} ${n(y)}L${n(x + dx * 22)} ${n(y + dy * 22)}`;
      })
      .join('');
    return { defs, back: '', front: lockStrokes(twists) + cap, top: top - 32, halfWidth: w + 20, browColor: darken(base, 0.3) };
  }
  const backLocks: string[] = [];
  for (let i = 0; i < 13; i += 1) {
    const x = -132 + i * 22;
    const end = bottom + ((i * 37) % 3) * 8 - 8;
    backLocks.push(`M${n(x * 0.7)} -455Q${n(x * 1.05)} -420 ${n(x)} ${n(end)}`);
  }
  const frontLocks = [-1, 1]
    .flatMap((side) => [
      `M${n(side * 92)} -430Q${n(side * 112)} -400 ${n(side * 108)} ${n(bottom + 4)}`,
      `M${n(side * 104)} -440Q${n(side * 130)} -400 ${n(side * 128)} ${n(bottom - 6)}`,
    ])
    .join('');
  const fringeLocks = 'M-52 -462L-56 -432M-16 -474L-18 -440M24 -470L28 -438';
  return {
    defs,
    back: lockStrokes(backLocks.join('')),
    front: cap + lockStrokes(frontLocks + fringeLocks),
    top,
    halfWidth: 146,
    browColor: darken(base, 0.3),
  };
}

function braidsHair(style: HairStyle, level: number): Hair {
  const w = 108;
  const top = -514;
  const bottom = ([-405, -300, -255, -195, -130] as const)[level] ?? -300;
  const { fill, defs, base } = paintOf(style, top, bottom);
  const stroke = hairOutline(base);
  const cap = capContour({ w, top, sideBottom: TEMPLE_Y, innerX: 90, fringeDepth: 40 });
  const capPath = path(smoothPath(resample(cap, 9)), fill, `stroke="${stroke}" stroke-width="4" stroke-linejoin="round"`) + capStrands(w, top, stroke);
  const shineColor = style.paint.kind === 'solid' ? lighten(base, 0.45) : '#FFFFFF';
  if (level === 0) {
    // Cornrows: plaited rows from the hairline to the back of the head.
    const rows = [-64, -32, 0, 32, 64]
      .map((x) => `M${n(x * 0.9)} ${n(-448 - Math.abs(x) * 0.25)}Q${n(x * 1.05)} -492 ${n(x * 0.6)} -512`)
      .join('');
    const front = capPath + line(rows, stroke, 3) + line(rows, stroke, 12, 'stroke-dasharray="2 8" stroke-linecap="butt" opacity="0.45"');
    return { defs, back: '', front, top, halfWidth: w, browColor: darken(base, 0.3) };
  }
  const links: string[] = [];
  const creases: string[] = [];
  const ties: string[] = [];
  const tufts: string[] = [];
  for (const side of [-1, 1]) {
    const x0 = side * 118;
    let count = 0;
    for (let y = -366; y <= bottom; y += 23) {
      const x = x0 + (count % 2 === 0 ? -3 : 3);
      links.push(ellipseSub(x, y, 19, 14));
      creases.push(`M${n(x - 12)} ${n(y - 5)}Q${n(x)} ${n(y + 6)} ${n(x + 12)} ${n(y - 5)}`);
      count += 1;
    }
    const end = -366 + (count - 1) * 23;
    tufts.push(`M${n(x0 - 10)} ${n(end + 14)}L${n(x0 - 16)} ${n(end + 40)}Q${n(x0)} ${n(end + 32)} ${n(x0 + 16)} ${n(end + 40)}L${n(x0 + 10)} ${n(end + 14)}Z`);
    ties.push(`M${n(x0 - 14)} ${n(end + 14)}h28v9h-28Z`);
    // Where the braid leaves the head, tucked under the cap.
    links.push(ellipseSub(side * 104, -392, 16, 22));
  }
  const parting = line('M0 -514L4 -456', stroke, 3, 'opacity="0.7"');
  const front =
    outlinedUnion([links.join(''), tufts.join('')], fill, stroke) +
    line(creases.join(''), stroke, 3, 'opacity="0.7"') +
    path(ties.join(''), style.accent, `stroke="${darken(style.accent, 0.4)}" stroke-width="3"`) +
    capPath +
    parting +
    shine(w, top, shineColor, style.paint.kind === 'solid' ? 0.75 : 0.5);
  return { defs, back: '', front, top, halfWidth: 140, browColor: darken(base, 0.3) };
}
