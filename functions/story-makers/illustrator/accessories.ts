import type { StoryChild } from '#core/story-makers-port';
import { RAISED_HAND } from './figure-geometry';
import type { Hair } from './hair';
import { normalizeText } from './keywords';
import { darken, lighten, lightness, type FigurePalette } from './palette';
import { circleSub, ellipseSub, outlinedUnion } from './shapes';
import { circle, ellipse, line, n, path, polyline, rect, sparklePath, starPath } from './svg';

/**
 * One accessory per clothing style (spec part 1 §3, the twelve styles), in the figure's coordinates.
 * Layers: behind the body (wings, cape, backpack), on the body (badge, bow tie, scarf), on the head
 * (cap, crown, beret, hat, flower crown, visor, bow), in the raised hand (wand, brush), on the ground (ball).
 */

export interface AccessoryLayers {
  defs: string;
  behind: string;
  body: string;
  head: string;
  hand: string;
  ground: string;
}

const EMPTY: AccessoryLayers = { defs: '', behind: '', body: '', head: '', hand: '', ground: '' };

type Style =
  | 'sportif'
  | 'elegant'
  | 'decontracte'
  | 'fantaisie'
  | 'aventurier'
  | 'artistique'
  | 'royal'
  | 'futuriste'
  | 'magique'
  | 'nature'
  | 'cosmique'
  | 'vintage';

const GOLD = '#FFC83D';
const GOLD_LINE = '#B7791F';

const outlined = (color: string, width = 4) => `stroke="${darken(color, 0.42)}" stroke-width="${width}" stroke-linejoin="round"`;

export function accessoryFor(child: StoryChild, p: FigurePalette, hair: Hair): AccessoryLayers {
  const style = normalizeText(child.style) as Style;
  const girl = child.gender === 'girl';
  /** Where a hat's lower edge sits: on the hair, a little below its top. */
  const capBase = Math.max(-456, hair.top + 62);
  switch (style) {
    case 'sportif':
      return { ...EMPTY, head: sportCap(capBase, p.clothes), ground: ball() };
    case 'royal':
      return { ...EMPTY, behind: cape(p.clothes), head: crown(hair.top + 30) };
    case 'magique':
      return { ...EMPTY, hand: wand() };
    case 'futuriste':
      return { ...EMPTY, head: visor(), body: chestLight() };
    case 'aventurier':
      return { ...EMPTY, behind: backpack(), body: straps(), head: explorerHat(capBase + 8) };
    case 'artistique':
      return { ...EMPTY, head: beret(hair.top + 30), hand: brush(), body: paintDots() };
    case 'nature':
      // The style keeps the child's gender cues: a flower crown for a girl, a leaf cap for a boy.
      return { ...EMPTY, head: girl ? flowerCrown(hair.halfWidth) : leafCap(capBase), hand: butterfly(RAISED_HAND[0] + 40, RAISED_HAND[1] - 70) };
    case 'cosmique':
      return { ...EMPTY, body: starBadge(), head: cosmicSparkles(hair.top) };
    case 'vintage':
      // The same for every child: the style dresses them, not their gender.
      return { ...EMPTY, body: suspenders(p) + roundCollar() + bowTie('#8E2C48') };
    case 'elegant':
      return girl ? { ...EMPTY, head: hairBow(hair.top, p.clothes) } : { ...EMPTY, body: lapels(p) + collarBow() };
    case 'decontracte':
      return { ...EMPTY, body: scarf(p.clothes) };
    case 'fantaisie':
      // A fairy's round pink and lilac wings for a girl, a dragonfly's long blue ones for a boy.
      return { ...EMPTY, behind: girl ? wings() : dragonflyWings() };
    default:
      return EMPTY;
  }
}

function sportCap(base: number, clothes: string): string {
  const color = lightness(clothes) > 0.8 ? '#E53935' : clothes;
  const line_ = darken(color, 0.42);
  const dome = path(`M-106 ${base}C-106 ${base - 96} 106 ${base - 96} 106 ${base}Z`, color, outlined(color));
  const bill = path(`M-100 ${base - 4}Q-168 ${base - 14} -190 ${base + 8}Q-150 ${base + 22} -70 ${base + 10}Z`, darken(color, 0.2), outlined(color));
  const seam = line(`M0 ${base - 72}L0 ${base - 4}M-52 ${base - 60}Q-62 ${base - 30} -60 ${base - 2}M52 ${base - 60}Q62 ${base - 30} 60 ${base - 2}`, line_, 3, 'opacity="0.6"');
  const badge = circle(0, base - 32, 16, '#FFFFFF', `stroke="${line_}" stroke-width="3"`) + path(starPath(0, base - 32, 11, 5), color);
  return dome + seam + bill + badge + circle(0, base - 73, 8, darken(color, 0.2));
}

function ball(): string {
  const cx = 112;
  const cy = -42;
  const r = 42;
  const ink = '#2E2130';
  const pentagon = (x: number, y: number, size: number, rotation: number) =>
    polyline(
      [0, 1, 2, 3, 4].map((i) => {
        const angle = ((rotation + i * 72) * Math.PI) / 180;
        return [x + size * Math.cos(angle), y + size * Math.sin(angle)] as const;
      }),
      true,
    );
  return (
    circle(cx, cy, r, '#FFFFFF', `stroke="${ink}" stroke-width="4"`) +
    path(pentagon(cx, cy, 13, -90), ink) +
    line(`M${cx} ${cy - 13}L${cx} ${cy - r}M${cx + 12} ${cy - 4}L${cx + r - 2} ${cy - 12}M${cx - 12} ${cy - 4}L${cx - r + 2} ${cy - 12}M${cx + 8} ${cy + 11}L${cx + 22} ${cy + r - 6}M${cx - 8} ${cy + 11}L${cx - 22} ${cy + r - 6}`, ink, 3)
  );
}

function crown(base: number): string {
  const b = base;
  const body = path(`M-64 ${b}L-70 ${b - 62}L-36 ${b - 30}L0 ${b - 76}L36 ${b - 30}L70 ${b - 62}L64 ${b}Z`, GOLD, `stroke="${GOLD_LINE}" stroke-width="4" stroke-linejoin="round"`);
  const band = rect(-64, b - 16, 128, 16, '#FFB020', `stroke="${GOLD_LINE}" stroke-width="3"`);
  const gems = circle(0, b - 8, 7, '#E53950') + circle(-36, b - 8, 6, '#3FA9F5') + circle(36, b - 8, 6, '#3FA9F5');
  const tips = circle(-70, b - 66, 7, '#FFFFFF', `stroke="${GOLD_LINE}" stroke-width="2"`) + circle(0, b - 80, 8, '#E53950', `stroke="${GOLD_LINE}" stroke-width="2"`) + circle(70, b - 66, 7, '#FFFFFF', `stroke="${GOLD_LINE}" stroke-width="2"`);
  return `<g transform="rotate(-6 0 ${n(b)})">${body + band + gems + tips}</g>`;
}

function cape(clothes: string): string {
  // Royal purple, or red when the clothes are already purple-ish.
  const red = clothes === '#8E24AA' || clothes === '#7B3FA0' ? '#C8283C' : '#7B3FA0';
  return (
    path('M-70 -280L70 -280L132 -36Q0 -12 -132 -36Z', red, outlined(red)) +
    path('M-132 -36Q0 -12 132 -36L134 -20Q0 4 -134 -20Z', '#FFFFFF', `stroke="${darken('#FFFFFF', 0.3)}" stroke-width="3"`) +
    path(`${ellipseSub(-90, -24, 4, 6)}${ellipseSub(-30, -16, 4, 6)}${ellipseSub(30, -16, 4, 6)}${ellipseSub(90, -24, 4, 6)}`, '#2E2130')
  );
}

function wand(): string {
  const [hx, hy] = RAISED_HAND;
  const tipX = hx + 50;
  const tipY = hy - 96;
  return (
    line(`M${hx - 8} ${hy + 14}L${tipX} ${tipY}`, '#3B2A3F', 10) +
    line(`M${tipX - 12} ${tipY + 22}L${tipX} ${tipY}`, '#FFFFFF', 10) +
    circle(tipX, tipY, 46, '#FFF3B0', 'opacity="0.45"') +
    path(starPath(tipX, tipY, 30, 13), GOLD, `stroke="${GOLD_LINE}" stroke-width="4" stroke-linejoin="round"`) +
    path(sparklePath(tipX + 52, tipY + 10, 14) + sparklePath(tipX - 30, tipY - 44, 11) + sparklePath(tipX + 30, tipY - 56, 8), '#FFFFFF', `stroke="${GOLD}" stroke-width="2"`)
  );
}

function visor(): string {
  const band = path('M-114 -468Q0 -486 114 -468L110 -432Q0 -450 -110 -432Z', '#4FE3FF', 'stroke="#1F7FA8" stroke-width="4" stroke-linejoin="round" opacity="0.92"');
  const glare = line('M-80 -464Q-20 -474 30 -470', '#FFFFFF', 5, 'opacity="0.8"');
  const ears = circle(-112, -444, 17, '#C9D3E0', 'stroke="#5C6B80" stroke-width="4"') + circle(112, -444, 17, '#C9D3E0', 'stroke="#5C6B80" stroke-width="4"') + circle(-112, -444, 6, '#4FE3FF') + circle(112, -444, 6, '#4FE3FF');
  return band + glare + ears;
}

function chestLight(): string {
  return circle(0, -220, 26, '#4FE3FF', 'opacity="0.35"') + circle(0, -220, 17, '#E8FDFF', 'stroke="#1F7FA8" stroke-width="4"') + path('M3 -232L-7 -218L2 -218L-3 -207L8 -222L-1 -222Z', '#1F7FA8');
}

function backpack(): string {
  const brown = '#B07A45';
  return (
    path('M-128 -278Q-128 -296 -110 -296L-40 -296L-40 -150L-110 -150Q-128 -150 -128 -168Z', brown, outlined(brown)) +
    ellipse(-92, -300, 44, 17, '#5E9E57', outlined('#5E9E57'))
  );
}

function straps(): string {
  const strap = '#8A5A2E';
  return (
    path('M-58 -280L-36 -280L-40 -150L-60 -150ZM36 -280L58 -280L60 -150L40 -150Z', strap, outlined(strap, 3)) +
    rect(-56, -214, 18, 14, '#E8C55A', outlined('#E8C55A', 2)) +
    rect(40, -214, 18, 14, '#E8C55A', outlined('#E8C55A', 2))
  );
}

function explorerHat(base: number): string {
  const khaki = '#D2B277';
  return (
    ellipse(0, base, 156, 26, khaki, outlined(khaki)) +
    path(`M-94 ${base}C-96 ${base - 104} 96 ${base - 104} 94 ${base}Z`, khaki, outlined(khaki)) +
    path(`M-94 ${base - 6}Q0 ${base - 18} 94 ${base - 6}L92 ${base - 24}Q0 ${base - 36} -92 ${base - 24}Z`, '#7A5230')
  );
}

function beret(base: number): string {
  const red = '#D63E4F';
  return `<g transform="rotate(-12 -10 ${n(base)})">${ellipse(-10, base - 8, 112, 36, red, outlined(red))}${rect(-18, base - 58, 14, 18, darken(red, 0.2))}${line(`M-96 ${base}Q-10 ${base + 20} 80 ${base}`, darken(red, 0.3), 4, 'opacity="0.6"')}</g>`;
}

function brush(): string {
  const [hx, hy] = RAISED_HAND;
  return (
    line(`M${hx - 12} ${hy + 22}L${hx + 30} ${hy - 62}`, '#C98B4E', 11) +
    path(`M${hx + 22} ${hy - 50}L${hx + 38} ${hy - 44}L${hx + 44} ${hy - 60}L${hx + 28} ${hy - 66}Z`, '#B8C2CC', outlined('#B8C2CC', 3)) +
    path(`M${hx + 29} ${hy - 66}Q${hx + 36} ${hy - 100} ${hx + 58} ${hy - 112}Q${hx + 52} ${hy - 84} ${hx + 44} ${hy - 60}Z`, '#E53950', outlined('#E53950', 3)) +
    circle(hx + 70, hy - 130, 8, '#3FA9F5') +
    circle(hx + 86, hy - 104, 6, '#FFC83D')
  );
}

function paintDots(): string {
  return circle(-40, -240, 7, '#3FA9F5') + circle(-22, -208, 6, '#FFC83D') + circle(30, -180, 8, '#5CCB6B') + circle(48, -236, 5, '#E53950');
}

function flowerCrown(halfWidth: number): string {
  const rx = Math.min(halfWidth - 6, 118);
  const centres = [200, 222, 246, 270, 294, 318, 340].map((deg) => {
    const angle = (deg * Math.PI) / 180;
    return [rx * Math.cos(angle), -428 + 54 * Math.sin(angle)] as const;
  });
  const colours = ['#FF8FB1', '#FFFFFF', '#FFD93D'];
  const leaves = centres
    .slice(0, -1)
    .map(([x, y], i) => {
      const [x2, y2] = centres[i + 1] ?? [x, y];
      const mx = (x + x2) / 2;
      const my = (y + y2) / 2;
      return `M${n(mx - 14)} ${n(my + 4)}Q${n(mx)} ${n(my - 14)} ${n(mx + 14)} ${n(my + 4)}Q${n(mx)} ${n(my + 12)} ${n(mx - 14)} ${n(my + 4)}Z`;
    })
    .join('');
  let flowers = path(leaves, '#5CB85C', outlined('#5CB85C', 3));
  colours.forEach((colour, c) => {
    const petals = centres
      .filter((_, i) => i % 3 === c)
      .map(([x, y]) => [0, 72, 144, 216, 288].map((deg) => circleSub(x + 12 * Math.cos((deg * Math.PI) / 180), y + 12 * Math.sin((deg * Math.PI) / 180), 10)).join(''))
      .join('');
    flowers += outlinedUnion(petals, colour, darken(colour, 0.35), 2.5);
  });
  return `<g id="flower-crown">${flowers}${path(centres.map(([x, y]) => circleSub(x, y, 6)).join(''), '#F5A623')}</g>`;
}

/** A green cap with a stalk and a leaf on top: the nature style's boy's hat. */
function leafCap(base: number): string {
  const green = '#6CB65A';
  const dome = path(`M-104 ${base}C-104 ${base - 92} 104 ${base - 92} 104 ${base}Z`, green, outlined(green));
  const band = path(`M-106 ${base - 2}Q0 ${base - 16} 106 ${base - 2}L104 ${base + 12}Q0 ${base - 2} -104 ${base + 12}Z`, darken(green, 0.18), outlined(green, 3));
  const veins = line(`M0 ${base - 68}L0 ${base - 8}M-56 ${base - 54}Q-64 ${base - 28} -62 ${base - 4}M56 ${base - 54}Q64 ${base - 28} 62 ${base - 4}`, darken(green, 0.4), 3, 'opacity="0.5"');
  const leaf = path(`M4 ${base - 70}Q30 ${base - 120} 84 ${base - 108}Q64 ${base - 66} 4 ${base - 70}Z`, '#8BD46E', outlined('#8BD46E', 3)) + line(`M8 ${base - 72}Q40 ${base - 94} 72 ${base - 104}`, darken('#8BD46E', 0.4), 3);
  const stalk = line(`M0 ${base - 68}L-4 ${base - 92}`, '#7A5236', 7);
  return dome + veins + band + stalk + leaf;
}

function butterfly(x: number, y: number): string {
  const wing = '#FF8FB1';
  return (
    path(`${ellipseSub(x - 14, y - 10, 15, 12)}${ellipseSub(x + 14, y - 10, 15, 12)}${ellipseSub(x - 11, y + 9, 10, 9)}${ellipseSub(x + 11, y + 9, 10, 9)}`, wing, outlined(wing, 3)) +
    line(`M${x} ${y - 16}L${x} ${y + 16}M${x} ${y - 16}L${x - 8} ${y - 28}M${x} ${y - 16}L${x + 8} ${y - 28}`, '#3B2A3F', 4)
  );
}

function starBadge(): string {
  return (
    circle(-38, -226, 30, '#FFF3B0', 'opacity="0.55"') +
    path(starPath(-38, -226, 26, 11), GOLD, `stroke="${GOLD_LINE}" stroke-width="4" stroke-linejoin="round"`) +
    circle(-44, -232, 4, '#FFFFFF')
  );
}

function cosmicSparkles(top: number): string {
  return (
    path(sparklePath(-150, top + 40, 16) + sparklePath(150, top + 70, 12) + sparklePath(-120, top - 10, 9), '#FFE066', `stroke="${GOLD_LINE}" stroke-width="2"`) +
    circle(170, top + 10, 16, '#9B5DE5', outlined('#9B5DE5', 3)) +
    line(`M146 ${top + 18}Q170 ${top + 2} 196 ${top + 2}`, '#FFD93D', 5)
  );
}

function bowTie(colour: string): string {
  return (
    path('M0 -270L-40 -290L-40 -248ZM0 -270L40 -290L40 -248Z', colour, outlined(colour)) +
    path(`${circleSub(-26, -276, 4)}${circleSub(-22, -260, 4)}${circleSub(26, -262, 4)}${circleSub(24, -280, 4)}`, '#FFFFFF') +
    circle(0, -270, 10, darken(colour, 0.15), outlined(colour, 3))
  );
}

function suspenders(p: FigurePalette): string {
  const strap = darken(p.trousers, 0.1);
  return path('M-56 -280L-42 -280L-44 -150L-58 -150ZM42 -280L56 -280L58 -150L44 -150Z', strap, outlined(strap, 3)) + circle(-50, -162, 6, GOLD) + circle(50, -162, 6, GOLD);
}

function roundCollar(): string {
  return path('M-2 -276Q-34 -292 -56 -276Q-50 -246 -2 -262ZM2 -276Q34 -292 56 -276Q50 -246 2 -262Z', '#FFFFFF', outlined('#FFFFFF', 3));
}

function hairBow(top: number, clothes: string): string {
  const colour = lightness(clothes) > 0.8 ? '#E84A7F' : clothes;
  const x = 70;
  const y = top + 34;
  return (
    '<g id="hair-bow">' +
    path(`M${x} ${y}L${x - 52} ${y - 30}Q${x - 62} ${y} ${x - 52} ${y + 30}ZM${x} ${y}L${x + 52} ${y - 30}Q${x + 62} ${y} ${x + 52} ${y + 30}Z`, colour, outlined(colour)) +
    line(`M${x - 40} ${y - 14}L${x - 18} ${y - 4}M${x + 40} ${y - 14}L${x + 18} ${y - 4}`, lighten(colour, 0.4), 4, 'opacity="0.8"') +
    circle(x, y, 13, darken(colour, 0.15), outlined(colour, 3)) +
    '</g>'
  );
}

function lapels(p: FigurePalette): string {
  const jacket = darken(p.clothes, 0.25);
  return path('M-26 -280L-62 -280L-84 -256L-80 -150L-30 -150L-6 -230ZM26 -280L62 -280L84 -256L80 -150L30 -150L6 -230Z', jacket, outlined(jacket, 3)) + circle(-40, -180, 5, GOLD) + circle(40, -180, 5, GOLD);
}

function collarBow(): string {
  return path('M-2 -272L-30 -288L-30 -254ZM2 -272L30 -288L30 -254Z', '#FFC83D', outlined('#FFC83D', 3)) + circle(0, -272, 8, '#E0A800');
}

function scarf(clothes: string): string {
  const colour = lightness(clothes) > 0.6 || clothes === '#E53935' ? '#3E7BD6' : '#F2A93B';
  const stripe = lighten(colour, 0.55);
  return (
    path('M-54 -292Q0 -262 54 -292L58 -266Q0 -236 -58 -266Z', colour, outlined(colour)) +
    path('M20 -268L52 -272L60 -186L30 -182Z', colour, outlined(colour)) +
    line('M24 -236L55 -240M27 -212L57 -216', stripe, 6) +
    line('M32 -182L31 -168M42 -184L42 -170M52 -185L53 -171', colour, 4)
  );
}

function dragonflyWings(): string {
  const attrs = `stroke="#FFFFFF" stroke-width="5" opacity="0.85"`;
  const wing = (cx: number, cy: number, angle: number, fill: string) => `<ellipse cx="${cx}" cy="${cy}" rx="96" ry="26" fill="${fill}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  return `<g ${attrs}>${wing(-126, -290, -18, '#8FD8F0')}${wing(126, -290, 18, '#8FD8F0')}${wing(-112, -226, 14, '#9FE6C8')}${wing(112, -226, -14, '#9FE6C8')}</g>` + line('M-200 -300L-60 -280M200 -300L60 -280', '#FFFFFF', 3, 'opacity="0.8"');
}

function wings(): string {
  const wing = '#C9B6FF';
  const attrs = `stroke="#FFFFFF" stroke-width="5" opacity="0.9"`;
  return (
    `<g id="fairy-wings" ${attrs}>` +
    `<ellipse cx="-120" cy="-300" rx="78" ry="46" fill="${wing}" transform="rotate(-28 -120 -300)"/>` +
    `<ellipse cx="120" cy="-300" rx="78" ry="46" fill="${wing}" transform="rotate(28 120 -300)"/>` +
    `<ellipse cx="-96" cy="-214" rx="50" ry="30" fill="#FFB6D9" transform="rotate(24 -96 -214)"/>` +
    `<ellipse cx="96" cy="-214" rx="50" ry="30" fill="#FFB6D9" transform="rotate(-24 96 -214)"/>` +
    '</g>' +
    path(`${circleSub(-140, -310, 10)}${circleSub(140, -310, 10)}`, '#FFFFFF', 'opacity="0.8"') +
    path(sparklePath(-190, -350, 12) + sparklePath(184, -250, 10), '#FFFFFF')
  );
}
