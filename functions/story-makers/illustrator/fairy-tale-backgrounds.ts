import type { Drawer } from './background-types';
import { darken, lighten } from './palette';
import type { Random } from './random';
import { cloud, SIZE, sky } from './scenery';
import { circleSub } from './shapes';
import { circle, ellipse, line, path, rect, sparklePath, starPath } from './svg';

/**
 * The fairy-tale places of our suggestions, drawn apart from backgrounds.ts: a castle standing on clouds,
 * the toy village and the magic library. Same rules as backgrounds.ts: the ground where the characters
 * stand (y ≈ 880) is left clear, and the decorations are placed by the seeded random.
 */

const INK = '#2E2130';
const edge = (fill: string, width = 4) => `stroke="${darken(fill, 0.32)}" stroke-width="${width}" stroke-linejoin="round"`;

/** A fluffy cloud bank (many circles, one path): the ground of the sky castle. */
function cloudBank(rng: Random, y: number, from: number, to: number, radius: number): string {
  let d = '';
  for (let x = from; x < to; x += radius * 1.1) d += circleSub(x + rng.range(-10, 10), y + rng.range(-14, 14), radius * rng.range(0.85, 1.15));
  return d;
}

function tower(x: number, top: number, bottom: number, w: number, wall: string, roof: string): string {
  return (
    rect(x - w, top, w * 2, bottom - top, wall, edge(wall)) +
    path(`M${x - w - 12} ${top}L${x} ${top - 120}L${x + w + 12} ${top}Z`, roof, edge(roof)) +
    rect(x - 10, top + 36, 20, 34, '#7E6AA8', 'rx="10"') +
    line(`M${x} ${top - 120}L${x} ${top - 156}`, '#6B4A3A', 4) +
    path(`M${x} ${top - 156}L${x + 34} ${top - 146}L${x} ${top - 136}Z`, '#FF6B8A')
  );
}

const cloudCastle: Drawer = (rng, options) => {
  const s = sky('bg-sky', [[0, '#8FC9FF'], [0.6, '#D9EEFF'], [1, '#FFE9F4']]);
  const wall = '#F5ECFF';
  const roof = '#9D7BE0';
  const castle =
    tower(380, 360, 620, 42, wall, roof) +
    tower(690, 360, 620, 42, wall, roof) +
    rect(380, 450, 310, 170, wall, edge(wall)) +
    tower(535, 270, 600, 52, wall, roof) +
    path('M505 620L505 560Q535 526 565 560L565 620Z', '#8A6A9E') +
    path('M380 450L380 430L404 430L404 450M440 450L440 430L464 430L464 450M606 450L606 430L630 430L630 450M666 450L666 430L690 430L690 450', wall, edge(wall));
  const rainbowBands = ['#FF8A8A', '#FFC36B', '#FFE680', '#8EDC8A', '#7DBBFF'];
  const arc = rainbowBands.map((colour, i) => `<path d="M${760 + i * 14} 660A${150 - i * 14} ${150 - i * 14} 0 0 1 ${1060 - i * 14} 660" fill="none" stroke="${colour}" stroke-width="14" opacity="0.7"/>`).join('');
  let sparkles = '';
  for (let i = 0; i < 6; i += 1) sparkles += sparklePath(rng.range(60, 960), rng.range(60, 300), rng.range(8, 14));
  return {
    defs: s.defs,
    svg:
      s.svg +
      (options.light === 'night' ? '' : path(sparkles, '#FFFFFF', 'opacity="0.9"')) +
      cloud(rng.range(40, 160), rng.range(110, 200), 1) +
      cloud(rng.range(780, 880), rng.range(90, 170), 0.8) +
      arc +
      path(cloudBank(rng, 640, -40, 1080, 70), '#FFFFFF', 'opacity="0.85"') +
      castle +
      path(cloudBank(rng, 760, -60, 1100, 90), '#FFFFFF', 'stroke="#D3E6F7" stroke-width="6"') +
      rect(0, 780, SIZE, 244, '#FFFFFF') +
      path(cloudBank(rng, 790, -60, 1100, 60), '#F3F8FF') +
      path(circleSub(140, 940, 44) + circleSub(900, 960, 52) + circleSub(520, 1000, 36), '#E6F1FC'),
  };
};

/** A toy house: a block with a pointed roof, a round window and a door. */
function toyHouse(x: number, base: number, w: number, h: number, wall: string, roofColour: string): string {
  return (
    rect(x - w / 2, base - h, w, h, wall, edge(wall)) +
    path(`M${x - w / 2 - 14} ${base - h}L${x} ${base - h - w * 0.6}L${x + w / 2 + 14} ${base - h}Z`, roofColour, edge(roofColour)) +
    circle(x, base - h * 0.66, w * 0.14, '#FFF4C2', edge('#FFF4C2', 3)) +
    rect(x - w * 0.15, base - h * 0.38, w * 0.3, h * 0.38, darken(wall, 0.25), 'rx="8"')
  );
}

const toyVillage: Drawer = (rng, options) => {
  const s = sky('bg-sky', [[0, '#9ED8FF'], [1, '#FFF0D6']]);
  const colours = ['#FF6B6B', '#FFD93D', '#5CCB6B', '#4D96FF', '#B79CFF', '#FF9F1C'];
  let houses = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 90 + i * 210 + rng.range(-20, 20);
    houses += toyHouse(x, 700, rng.range(110, 150), rng.range(110, 170), rng.pick(colours), rng.pick(colours));
  }
  // Building blocks with letters-free faces and a spinning top on the ground, at the sides.
  const block = (x: number, y: number, size: number, colour: string) => rect(x, y - size, size, size, colour, edge(colour)) + path(starPath(x + size / 2, y - size / 2, size * 0.28, size * 0.12), '#FFFFFF', 'opacity="0.85"');
  const spinningTop = (x: number, y: number) =>
    path(`M${x - 46} ${y - 60}Q${x} ${y - 96} ${x + 46} ${y - 60}L${x} ${y}Z`, '#FF6B8A', edge('#FF6B8A')) + line(`M${x - 40} ${y - 62}Q${x} ${y - 50} ${x + 40} ${y - 62}`, '#FFD93D', 8) + line(`M${x} ${y - 84}L${x} ${y - 112}`, '#6B4A3A', 8);
  const train =
    rect(660, 560, 120, 60, '#4D96FF', edge('#4D96FF')) +
    rect(690, 520, 50, 40, '#4D96FF', edge('#4D96FF')) +
    rect(790, 574, 90, 46, '#FFD93D', edge('#FFD93D')) +
    circle(690, 624, 16, INK) +
    circle(750, 624, 16, INK) +
    circle(815, 624, 14, INK) +
    circle(860, 624, 14, INK) +
    (options.light === 'night' ? '' : path(circleSub(700, 500, 14) + circleSub(724, 476, 18) + circleSub(756, 452, 22), '#FFFFFF', 'opacity="0.85"'));
  return {
    defs: s.defs,
    svg:
      s.svg +
      cloud(rng.range(60, 200), rng.range(90, 170), 0.9) +
      cloud(rng.range(600, 760), rng.range(70, 140), 0.8) +
      path('M0 640Q300 600 560 630T1024 620L1024 1024L0 1024Z', '#B5E48C') +
      houses +
      line('M0 630L1024 630', '#C49A6C', 6) +
      train +
      path('M0 720Q512 680 1024 720L1024 1024L0 1024Z', '#FFDCA8') +
      line('M0 790Q512 760 1024 790M0 880Q512 850 1024 880M0 970Q512 940 1024 970', '#F3C58A', 5) +
      block(40, 940, 70, rng.pick(colours)) +
      block(110, 940, 56, rng.pick(colours)) +
      block(66, 870, 50, rng.pick(colours)) +
      spinningTop(950, 960),
  };
};

const library: Drawer = (rng) => {
  const wood = '#8B5A3C';
  const spines = ['#C8283C', '#3E7BD6', '#5CA85C', '#E0A82E', '#8E5BD0', '#D9572B', '#2F8F8A'];
  const shelf = (x0: number, x1: number, top: number, rows: number) => {
    let svg = rect(x0 - 12, top - 12, x1 - x0 + 24, rows * 120 + 24, wood, edge(wood));
    for (let r = 0; r < rows; r += 1) {
      const base = top + (r + 1) * 120;
      svg += rect(x0, base - 118, x1 - x0, 110, darken(wood, 0.35));
      let x = x0 + 4;
      while (x < x1 - 22) {
        const w = rng.range(16, 28);
        const h = rng.range(70, 104);
        svg += rect(x, base - 8 - h, w, h, rng.pick(spines), `stroke="${INK}" stroke-width="2"`);
        x += w + 2;
      }
      svg += rect(x0 - 12, base - 8, x1 - x0 + 24, 12, lighten(wood, 0.15));
    }
    return svg;
  };
  // A flying open book and glowing motes: the library is magic.
  const flyingBook = (x: number, y: number) =>
    path(`M${x} ${y}Q${x - 40} ${y - 24} ${x - 80} ${y - 8}L${x - 80} ${y + 34}Q${x - 40} ${y + 18} ${x} ${y + 42}Z`, '#FFFDF4', edge('#FFFDF4', 3)) +
    path(`M${x} ${y}Q${x + 40} ${y - 24} ${x + 80} ${y - 8}L${x + 80} ${y + 34}Q${x + 40} ${y + 18} ${x} ${y + 42}Z`, '#FFFDF4', edge('#FFFDF4', 3)) +
    line(`M${x - 66} ${y + 6}Q${x - 36} ${y - 6} ${x - 10} ${y + 12}M${x + 10} ${y + 12}Q${x + 36} ${y - 6} ${x + 66} ${y + 6}`, '#B9A98A', 2);
  let motes = '';
  for (let i = 0; i < 10; i += 1) motes += sparklePath(rng.range(300, 720), rng.range(120, 560), rng.range(6, 11));
  return {
    defs: '',
    svg:
      rect(0, 0, SIZE, 780, '#F3E3C8') +
      shelf(30, 270, 120, 5) +
      shelf(754, 994, 120, 5) +
      path('M380 560L380 250Q512 130 644 250L644 560Z', '#2C3E73', edge('#2C3E73', 10)) +
      path(circleSub(450, 300, 4) + circleSub(560, 260, 3) + circleSub(600, 380, 4) + circleSub(430, 440, 3), '#FFF3B0') +
      path('M560 330A36 36 0 1 0 590 400A30 30 0 1 1 560 330Z', '#FFF3B0') +
      line('M512 180L512 560M380 400L644 400', '#8B5A3C', 10) +
      flyingBook(rng.range(420, 480), rng.range(600, 640)) +
      flyingBook(rng.range(560, 620), rng.range(170, 210)) +
      path(motes, '#FFE27A') +
      rect(0, 780, SIZE, 244, '#B07A45') +
      line('M0 850L1024 850M0 930L1024 930', darken('#B07A45', 0.2), 4) +
      ellipse(512, 930, 400, 64, '#8E2C48', `stroke="${darken('#8E2C48', 0.3)}" stroke-width="4"`) +
      ellipse(512, 930, 320, 40, 'none', `stroke="${lighten('#8E2C48', 0.4)}" stroke-width="6"`) +
      rect(44, 880, 110, 80, wood, edge(wood)) +
      rect(60, 850, 80, 30, '#3E7BD6', edge('#3E7BD6', 3)) +
      circle(960, 860, 60, '#FFF3B0', 'opacity="0.25"') +
      line('M960 960L960 870', '#6B4A3A', 6) +
      path('M924 880L996 880L978 830L942 830Z', '#FFD97D', edge('#FFD97D')),
  };
};

export const FAIRY_TALE_DRAWERS = {
  'cloud-castle': cloudCastle,
  'toy-village': toyVillage,
  library,
} as const;
