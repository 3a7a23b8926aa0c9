import type { SceneProp } from '#core/story-scenes';
import type { SceneSettingId } from './settings';
import { blush, eyes, INK, musicNote, oval, shape, smile } from './companion-kit';
import { dragon } from './companions';
import { darken, lighten } from './palette';
import { cloud } from './scenery';
import { circleSub, ellipseSub } from './shapes';
import { circle, ellipse, line, n, path, rect, sparklePath, starPath } from './svg';

/**
 * One drawing for every object of the scenes' closed vocabulary (functions/core/story-scenes.ts): the
 * fallen star, the map and chest, the lost animal and its family, the seed that becomes a magic plant…
 * Ground objects stand on (0, 0) and grow upwards, about 200 wide; sky objects are centred on (0, 0).
 */

export type PropPlace = 'ground' | 'sky';

interface PropDrawing {
  place: PropPlace;
  /** `resolved`: the story's resolution (the fallen star smiles, the lost animal's tear is gone). */
  draw: (resolved: boolean) => string;
}

const GOLD = '#FFC83D';
const edge = (fill: string, width = 4) => `stroke="${darken(fill, 0.4)}" stroke-width="${width}" stroke-linejoin="round"`;
const fillShape = (d: string, fill: string, width = 4) => path(d, fill, edge(fill, width));
const halo = (x: number, y: number, r: number, colour = '#FFF3B0') => circle(x, y, r, colour, 'opacity="0.35"') + circle(x, y, r * 0.65, colour, 'opacity="0.35"');
const sparkles = (points: readonly (readonly [number, number, number])[], colour = '#FFFFFF') =>
  path(points.map(([x, y, s]) => sparklePath(x, y, s)).join(''), colour, `stroke="${GOLD}" stroke-width="2"`);

/** A small round creature (the lost animal and its family): a bunny-like ball of fur. */
function critter(x: number, s: number, fur: string, tear: boolean): string {
  const cy = -46 * s;
  return (
    oval(x - 16 * s, cy - 50 * s, 9 * s, 24 * s, fur, -12) +
    oval(x + 16 * s, cy - 50 * s, 9 * s, 24 * s, fur, 12) +
    oval(x, cy, 40 * s, 44 * s, fur) +
    oval(x, cy + 14 * s, 22 * s, 22 * s, lighten(fur, 0.55)) +
    eyes([[x - 14 * s, cy - 8 * s], [x + 14 * s, cy - 8 * s]], 5.5 * s) +
    blush([[x - 24 * s, cy + 6 * s], [x + 24 * s, cy + 6 * s]], 6 * s) +
    (tear ? path(`M${n(x - 22 * s)} ${n(cy)}q-6 10 0 14q6 -4 0 -14Z`, '#8FD3FF', 'stroke="#4A8FC2" stroke-width="2"') + line(`M${n(x - 8 * s)} ${n(cy + 12 * s)}Q${n(x)} ${n(cy + 6 * s)} ${n(x + 8 * s)} ${n(cy + 12 * s)}`, INK, 3) : smile(x, cy + 8 * s, 8 * s))
  );
}

function house(x: number, w: number, h: number, wall: string, roof: string): string {
  return (
    fillShape(`M${x - w / 2} 0L${x - w / 2} ${-h}L${x + w / 2} ${-h}L${x + w / 2} 0Z`, wall) +
    fillShape(`M${x - w / 2 - 10} ${-h}L${x} ${-h - w * 0.55}L${x + w / 2 + 10} ${-h}Z`, roof) +
    rect(x - w * 0.14, -h * 0.45, w * 0.28, h * 0.45, darken(wall, 0.3), 'rx="6"') +
    rect(x + w * 0.18, -h * 0.8, w * 0.2, w * 0.2, '#FFF4C2', edge('#FFF4C2', 3))
  );
}

function kid(x: number, skin: string, shirt: string, hair: string): string {
  return (
    rect(x - 14, -50, 10, 50, '#34405A') +
    rect(x + 4, -50, 10, 50, '#34405A') +
    fillShape(`M${x - 26} -110L${x + 26} -110L${x + 28} -46L${x - 28} -46Z`, shirt) +
    line(`M${x + 24} -100L${x + 46} -140`, skin, 10) +
    circle(x, -136, 28, skin, edge(skin, 3)) +
    path(`M${x - 30} -136Q${x - 28} -172 ${x} -170Q${x + 28} -172 ${x + 30} -136Q${x + 10} -156 ${x - 30} -136Z`, hair) +
    eyes([[x - 10, -136], [x + 10, -136]], 4) +
    smile(x, -124, 7)
  );
}

const rainbowArcs = (colours: readonly string[], radius: number, width: number) =>
  colours.map((colour, i) => `<path d="M${-radius + i * width} 60A${radius - i * width} ${radius - i * width} 0 0 1 ${radius - i * width} 60" fill="none" stroke="${colour}" stroke-width="${width}"/>`).join('');

const checker = (x: number, y: number, w: number, h: number, cells: number) => {
  let d = '';
  const cw = w / cells;
  const rows = Math.max(1, Math.round(h / cw));
  const ch = h / rows;
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cells; c += 1) if ((r + c) % 2 === 0) d += `M${n(x + c * cw)} ${n(y + r * ch)}h${n(cw)}v${n(ch)}h${n(-cw)}Z`;
  return rect(x, y, w, h, '#FFFFFF', `stroke="${INK}" stroke-width="3"`) + path(d, INK);
};

export const PROP_DRAWINGS: Record<SceneProp, PropDrawing> = {
  'fallen-star': {
    place: 'ground',
    draw: (resolved) =>
      halo(0, -50, 110) +
      ellipse(0, -6, 80, 14, '#000000', 'opacity="0.12"') +
      path(starPath(0, -58, 70, 32, -70), '#FFD93D', edge('#E0A81E', 6)) +
      eyes([[-16, -62], [16, -62]], 7) +
      (resolved ? smile(0, -46, 10) : line('M-10 -40Q0 -46 10 -40', INK, 3)) +
      sparkles([[-90, -110, 12], [84, -120, 10]]),
  },
  'star-in-sky': {
    place: 'sky',
    draw: () => halo(0, 0, 90) + path(starPath(0, 0, 60, 26), '#FFE066', edge('#E0A81E', 5)) + sparkles([[-80, -30, 12], [76, 40, 10], [30, -70, 8]]),
  },
  'treasure-map': {
    place: 'ground',
    draw: () =>
      fillShape('M-100 -10L-80 -100L100 -110L86 -14Z', '#F3DDB3') +
      line('M-60 -30Q-30 -80 10 -60T70 -90', '#B0413E', 4, 'stroke-dasharray="8 8"') +
      line('M60 -100L80 -80M80 -100L60 -80', '#D62828', 6) +
      path(circleSub(-50, -80, 10) + ellipseSub(20, -30, 18, 8), '#9BC27A', 'opacity="0.8"'),
  },
  'treasure-chest': {
    place: 'ground',
    draw: () =>
      halo(0, -90, 90, '#FFE27A') +
      fillShape('M-90 0L-90 -80L90 -80L90 0Z', '#B07A45') +
      fillShape('M-96 -80Q0 -150 96 -80Z', '#8B5A3C') +
      path(circleSub(-40, -92, 14) + circleSub(-10, -100, 14) + circleSub(22, -94, 14) + circleSub(50, -88, 12), GOLD, edge(GOLD, 2)) +
      rect(-94, -84, 188, 12, GOLD, edge(GOLD, 2)) +
      rect(-14, -66, 28, 30, GOLD, edge(GOLD, 2)) +
      circle(0, -52, 5, INK) +
      sparkles([[-70, -150, 12], [80, -140, 10]]),
  },
  'lost-animal': { place: 'ground', draw: (resolved) => critter(0, 1, '#C8B6E2', !resolved) },
  'animal-family': {
    place: 'ground',
    draw: () => critter(-60, 1.5, '#C8B6E2', false) + critter(60, 1.35, '#B4A2D6', false) + critter(0, 0.9, '#C8B6E2', false) + path('M0 -200c-12 -14 -30 0 0 20c30 -20 12 -34 0 -20Z', '#FF5A7A'),
  },
  garlands: {
    place: 'sky',
    draw: () => {
      const colours = ['#FF6B6B', '#FFD93D', '#5CCB6B', '#4D96FF', '#B79CFF'];
      let flags = '';
      for (let i = 0; i < 9; i += 1) {
        const x = -240 + i * 60;
        const y = 20 * Math.sin((i / 8) * Math.PI);
        flags += path(`M${n(x - 20)} ${n(y)}L${n(x + 20)} ${n(y + 2)}L${n(x)} ${n(y + 44)}Z`, colours[i % colours.length] ?? GOLD, edge(colours[i % colours.length] ?? GOLD, 2));
      }
      return line('M-270 -4Q0 44 270 -4', '#6B4A3A', 3) + flags;
    },
  },
  gift: {
    place: 'ground',
    draw: () => fillShape('M-60 0L-60 -100L60 -100L60 0Z', '#4D96FF') + rect(-12, -100, 24, 100, '#FF5A7A') + fillShape('M-68 -100L-68 -124L68 -124L68 -100Z', '#6FB1FF') + rect(-12, -124, 24, 24, '#FF5A7A') + fillShape('M0 -124Q-50 -170 -40 -124ZM0 -124Q50 -170 40 -124Z', '#FF5A7A', 3),
  },
  'party-table': {
    place: 'ground',
    draw: () =>
      rect(-96, -70, 12, 70, '#8B5A3C') +
      rect(84, -70, 12, 70, '#8B5A3C') +
      fillShape('M-120 -70L120 -70L110 -40L-110 -40Z', '#FFFFFF') +
      path('M-110 -40Q-90 -24 -70 -40Q-50 -24 -30 -40Q-10 -24 10 -40Q30 -24 50 -40Q70 -24 90 -40Q100 -30 110 -40', 'none', 'stroke="#FF8FB1" stroke-width="6"') +
      fillShape('M-40 -70L-40 -110L40 -110L40 -70Z', '#FFB3C8') +
      fillShape('M-40 -110Q0 -124 40 -110L40 -100Q0 -112 -40 -100Z', '#FFFFFF', 3) +
      line('M0 -112L0 -136', '#4D96FF', 6) +
      path('M0 -150q-6 8 0 14q6 -6 0 -14Z', '#FFB547') +
      fillShape('M-100 -70L-94 -100L-74 -100L-68 -70Z', '#5CCB6B', 3) +
      fillShape('M68 -70L74 -100L94 -100L100 -70Z', '#FFD93D', 3),
  },
  'grey-rainbow': {
    place: 'sky',
    draw: () => rainbowArcs(['#9A9AA6', '#A8A8B2', '#B6B6BE', '#C4C4CA', '#D2D2D6'], 200, 16) + cloud(-250, 60, 0.9, '#C9CCD6') + cloud(140, 64, 0.9, '#C9CCD6'),
  },
  rainbow: {
    place: 'sky',
    draw: () => rainbowArcs(['#FF6B6B', '#FFB547', '#FFE066', '#7ED67A', '#6EB5FF', '#B79CFF'], 210, 16) + cloud(-260, 60, 0.9) + cloud(150, 64, 0.9) + sparkles([[-100, -170, 12], [120, -150, 10]]),
  },
  'paint-pots': {
    place: 'ground',
    draw: () =>
      [[-60, '#FF5A6E'], [0, '#FFD93D'], [60, '#4D96FF']]
        .map(([x, colour]) => fillShape(`M${Number(x) - 24} 0L${Number(x) - 28} -60L${Number(x) + 28} -60L${Number(x) + 24} 0Z`, '#E8E8EE', 3) + ellipse(Number(x), -60, 28, 9, String(colour), edge(String(colour), 3)) + path(`M${Number(x) + 10} -58q4 20 -2 30q-6 -16 2 -30Z`, String(colour)))
        .join('') + line('M40 -60L96 -140', '#C98B4E', 8) + path('M92 -136L104 -150L110 -136Z', '#5CCB6B'),
  },
  school: {
    place: 'ground',
    draw: () =>
      fillShape('M-130 0L-130 -140L130 -140L130 0Z', '#F2C28A') +
      fillShape('M-146 -140L0 -200L146 -140Z', '#C8283C') +
      fillShape('M-30 -200L-30 -250L30 -250L30 -200Z', '#F2C28A') +
      fillShape('M-40 -250L0 -280L40 -250Z', '#C8283C') +
      circle(0, -226, 12, GOLD, edge(GOLD, 3)) +
      rect(-26, -80, 52, 80, '#8B5A3C', 'rx="6"') +
      [-96, -60, 60, 96].map((x) => rect(x - 14, -120, 28, 30, '#CFEFFF', edge('#CFEFFF', 3))).join('') +
      line('M50 -250L50 -310', '#6B4A3A', 4) +
      path('M50 -310L90 -298L50 -286Z', '#4D96FF'),
  },
  schoolbag: {
    place: 'ground',
    draw: () => fillShape('M-50 0L-54 -100Q-54 -120 -34 -120L34 -120Q54 -120 54 -100L50 0Z', '#FF8A3D') + fillShape('M-40 -40L40 -40L40 -6L-40 -6Z', '#FFB547', 3) + line('M-24 -120Q0 -150 24 -120', '#8B5A3C', 8) + rect(-8, -64, 16, 10, GOLD),
  },
  'new-friends': { place: 'ground', draw: () => kid(-44, '#E3B088', '#5CCB6B', '#2A2224') + kid(44, '#8E5A39', '#FFB547', '#5A3321') },
  seed: {
    place: 'ground',
    draw: () => fillShape('M-80 0Q-60 -40 0 -44Q60 -40 80 0Z', '#8B5A3C') + halo(0, -54, 36, '#D9FF9E') + oval(0, -54, 13, 17, '#C98B4E') + sparkles([[-30, -90, 8], [30, -84, 7]]),
  },
  sprout: {
    place: 'ground',
    draw: () => fillShape('M-80 0Q-60 -40 0 -44Q60 -40 80 0Z', '#8B5A3C') + line('M0 -40Q-4 -80 4 -110', '#4E9A43', 8) + fillShape('M2 -100Q-40 -130 -60 -100Q-30 -84 2 -100Z', '#6CC25A', 3) + fillShape('M4 -110Q40 -150 64 -118Q32 -98 4 -110Z', '#6CC25A', 3),
  },
  'magic-plant': {
    place: 'ground',
    draw: () =>
      fillShape('M-80 0Q-60 -40 0 -44Q60 -40 80 0Z', '#8B5A3C') +
      line('M0 -40Q-30 -140 10 -220T0 -330', '#3F9A4A', 14) +
      fillShape('M-6 -120Q-90 -160 -110 -100Q-50 -80 -6 -120Z', '#5CCB6B') +
      fillShape('M10 -200Q100 -250 120 -180Q60 -160 10 -200Z', '#5CCB6B') +
      fillShape('M-4 -270Q-80 -320 -96 -260Q-40 -244 -4 -270Z', '#5CCB6B') +
      halo(0, -350, 70, '#FFD1EC') +
      [0, 72, 144, 216, 288].map((deg) => circle(30 * Math.cos((deg * Math.PI) / 180), -350 + 30 * Math.sin((deg * Math.PI) / 180), 24, '#FF8FD8', edge('#FF8FD8', 3))).join('') +
      circle(0, -350, 18, GOLD) +
      sparkles([[-70, -400, 12], [70, -420, 10], [90, -300, 8]]),
  },
  'watering-can': {
    place: 'ground',
    draw: () => fillShape('M-50 0L-56 -80L40 -80L46 0Z', '#4FA3E0') + fillShape('M40 -60L110 -110L118 -100L46 -40Z', '#4FA3E0', 3) + line('M-50 -70Q-90 -80 -56 -20', '#2F6FA0', 8) + path('M118 -96l16 12M120 -90l12 18M114 -86l4 20', 'none', 'stroke="#8FD3FF" stroke-width="4" stroke-linecap="round"'),
  },
  rocket: {
    place: 'ground',
    draw: () =>
      fillShape('M0 -300Q60 -230 54 -90L-54 -90Q-60 -230 0 -300Z', '#FFFFFF') +
      fillShape('M0 -300Q30 -266 40 -236L-40 -236Q-30 -266 0 -300Z', '#FF5A6E') +
      circle(0, -180, 26, '#8FD3FF', edge('#51607A', 5)) +
      fillShape('M-54 -150L-96 -60L-54 -90ZM54 -150L96 -60L54 -90Z', '#FF5A6E') +
      fillShape('M-36 -90L36 -90L28 -70L-28 -70Z', '#9AA5B1', 3) +
      path('M-24 -70Q0 0 24 -70Z', '#FFB547') +
      path('M-12 -70Q0 -30 12 -70Z', '#FFF3B0'),
  },
  moon: {
    place: 'sky',
    draw: () => halo(0, 0, 90, '#FFF7D6') + path('M10 -64A66 66 0 1 0 60 40A54 54 0 1 1 10 -64Z', '#FFF3B0', edge('#E0C060', 4)) + circle(-20, 10, 6, INK) + line('M-30 30Q-18 40 -6 30', INK, 3),
  },
  toolbox: {
    place: 'ground',
    draw: () => fillShape('M-80 0L-80 -70L80 -70L80 0Z', '#E53950') + line('M-30 -70L-30 -96L30 -96L30 -70', '#51607A', 8) + rect(-80, -48, 160, 8, darken('#E53950', 0.2)) + line('M40 -70L90 -130', '#9AA5B1', 10) + circle(92, -134, 14, 'none', 'stroke="#9AA5B1" stroke-width="8"'),
  },
  'race-flags': {
    place: 'ground',
    draw: () => line('M-90 0L-90 -200M90 0L90 -200', '#6B4A3A', 8) + checker(-90, -200, 80, 56, 5) + checker(90, -200, 80, 56, 5),
  },
  'finish-line': {
    place: 'ground',
    draw: () => line('M-130 0L-130 -220M130 0L130 -220', '#6B4A3A', 10) + checker(-130, -220, 260, 40, 13) + line('M-130 -4L130 -4', '#FFFFFF', 10),
  },
  owl: {
    place: 'sky',
    draw: () =>
      line('M-110 60Q0 40 110 70', '#7A5236', 14) +
      oval(0, 0, 46, 58, '#A0785A') +
      oval(0, 14, 28, 36, '#F3E2C7') +
      shape('M-36 -44L-30 -76L-10 -52ZM36 -44L30 -76L10 -52Z', '#A0785A') +
      circle(-18, -16, 17, '#FFFFFF', edge('#FFFFFF', 2)) +
      circle(18, -16, 17, '#FFFFFF', edge('#FFFFFF', 2)) +
      eyes([[-18, -16], [18, -16]], 8) +
      shape('M-6 0L6 0L0 12Z', '#F5A623', 2),
  },
  fireflies: {
    place: 'sky',
    draw: () =>
      [[-200, 40], [-120, -30], [-40, 60], [40, -10], [130, 50], [210, -40], [-160, 110], [170, 120]]
        .map(([x = 0, y = 0]) => circle(x, y, 22, '#FFF3A0', 'opacity="0.35"') + circle(x, y, 7, '#FFF06B'))
        .join(''),
  },
  lantern: {
    place: 'ground',
    draw: () => halo(0, -70, 90, '#FFE7A0') + rect(-30, -110, 60, 80, '#FFE27A', edge('#8B5A3C', 6)) + line('M-30 -70L30 -70M0 -110L0 -30', '#8B5A3C', 4) + fillShape('M-40 -110L40 -110L24 -130L-24 -130Z', '#8B5A3C') + line('M0 -130L0 -150', '#8B5A3C', 5) + fillShape('M-36 -30L36 -30L36 -20L-36 -20Z', '#8B5A3C'),
  },
  'music-notes': {
    place: 'sky',
    draw: () => musicNote(-120, 30, 1.3, '#FF6B8A') + musicNote(-30, -30, 1.1, '#4D96FF') + musicNote(60, 20, 1.3, '#5CCB6B') + musicNote(150, -40, 1, '#FFB547') + line('M-200 60Q-100 0 0 30T200 0', '#FFFFFF', 3, 'opacity="0.6"'),
  },
  'village-houses': {
    place: 'ground',
    draw: () => house(-90, 90, 80, '#FFB4A2', '#C8283C') + house(0, 100, 110, '#FFE9B8', '#3E7BD6') + house(92, 86, 76, '#B5E48C', '#8E5BD0'),
  },
  'broken-boat': {
    place: 'ground',
    draw: () =>
      fillShape('M-120 -70L120 -70L90 0L-90 0Z', '#B07A45') +
      line('M-20 -70L0 -40L-16 -20L4 0', INK, 4) +
      line('M30 -70L50 -150', '#8B5A3C', 10) +
      line('M60 -170L90 -210', '#8B5A3C', 10) +
      fillShape('M-110 -10L-60 -4L-66 10L-116 4Z', '#C98B4E', 3) +
      line('M-90 -90L-60 -110', '#C9CCD6', 6),
  },
  boat: {
    place: 'ground',
    draw: () =>
      fillShape('M-120 -70L120 -70L90 0L-90 0Z', '#C98B4E') +
      rect(-100, -66, 200, 10, '#FFFFFF') +
      line('M0 -70L0 -250', '#8B5A3C', 10) +
      fillShape('M6 -244L100 -90L6 -90Z', '#FFFFFF') +
      fillShape('M-6 -220L-80 -96L-6 -96Z', '#FF6B6B') +
      path('M0 -250L40 -240L0 -230Z', '#4D96FF'),
  },
  'storm-clouds': {
    place: 'sky',
    draw: () => cloud(-200, 0, 1.4, '#7C8296', 1) + cloud(-20, -30, 1.6, '#6A7086', 1) + path('M40 40L10 100L40 96L20 150L80 80L50 84L70 40Z', '#FFE066', edge('#FFE066', 3)) + line('M-180 50L-190 80M-140 60L-150 90M-100 50L-110 80M120 50L110 80M160 60L150 90', '#8FD3FF', 4),
  },
  'giant-cake': {
    place: 'ground',
    draw: () =>
      fillShape('M-120 0L-120 -90L120 -90L120 0Z', '#FFB3C8') +
      fillShape('M-90 -90L-90 -170L90 -170L90 -90Z', '#FFF0D6') +
      fillShape('M-60 -170L-60 -240L60 -240L60 -170Z', '#C8B6E2') +
      path('M-120 -90Q-100 -70 -80 -90Q-60 -70 -40 -90Q-20 -70 0 -90Q20 -70 40 -90Q60 -70 80 -90Q100 -70 120 -90', 'none', 'stroke="#FFFFFF" stroke-width="10"') +
      path('M-90 -170Q-70 -152 -50 -170Q-30 -152 -10 -170Q10 -152 30 -170Q50 -152 70 -170Q80 -160 90 -170', 'none', 'stroke="#FF8FB1" stroke-width="8"') +
      [-36, 0, 36].map((x) => rect(x - 5, -276, 10, 36, '#4D96FF') + path(`M${x} -292q-7 9 0 16q7 -7 0 -16Z`, '#FFB547')).join('') +
      path(circleSub(-60, -40, 8) + circleSub(0, -50, 8) + circleSub(60, -36, 8) + circleSub(-40, -130, 7) + circleSub(40, -124, 7), '#FF5A6E'),
  },
  'dragon-friend': { place: 'ground', draw: () => `<g transform="scale(0.55)">${dragon('#F28A8A')}</g>` },
  'mixing-bowl': {
    place: 'ground',
    draw: () => fillShape('M-80 -60Q-76 0 0 0Q76 0 80 -60Z', '#8FD3FF') + ellipse(0, -60, 80, 16, '#FFF6E0', edge('#8FD3FF', 4)) + line('M20 -70L70 -150', '#9AA5B1', 6) + ellipse(76, -160, 14, 24, 'none', 'stroke="#9AA5B1" stroke-width="4" transform="rotate(30 76 -160)"') + path(circleSub(-30, -90, 10) + circleSub(-50, -110, 7), '#FFFFFF', 'opacity="0.9"'),
  },
  'magic-book': {
    place: 'ground',
    draw: () =>
      halo(0, -70, 100, '#E6D2FF') +
      fillShape('M0 -30Q-50 -60 -110 -40L-110 0Q-50 -20 0 10Z', '#FFFDF4') +
      fillShape('M0 -30Q50 -60 110 -40L110 0Q50 -20 0 10Z', '#FFFDF4') +
      line('M-90 -30Q-50 -40 -16 -20M-90 -16Q-50 -26 -16 -6M16 -20Q50 -40 90 -30M16 -6Q50 -26 90 -16', '#B9A98A', 3) +
      path(starPath(0, -120, 18, 8) + starPath(-50, -160, 10, 4) + starPath(54, -150, 12, 5), '#FFD93D') +
      sparkles([[-80, -110, 10], [80, -100, 9]]),
  },
  quill: {
    place: 'ground',
    draw: () => fillShape('M-30 0L-34 -40L34 -40L30 0Z', '#3B3446') + ellipse(0, -40, 34, 8, '#1E1A24') + line('M0 -40L40 -170', '#E8E0D0', 4) + fillShape('M40 -170Q70 -130 20 -60Q30 -120 40 -170Z', '#FFFFFF', 3),
  },
  key: {
    place: 'ground',
    draw: () => halo(0, -60, 70, '#FFE27A') + circle(-40, -60, 28, 'none', `stroke="${GOLD}" stroke-width="14"`) + line('M-12 -60L70 -60M50 -60L50 -36M68 -60L68 -40', GOLD, 14, 'stroke-linecap="butt"') + sparkles([[-70, -110, 10]]),
  },
  compass: {
    place: 'ground',
    draw: () => circle(0, -60, 56, '#F3DDB3', edge('#B7791F', 8)) + path('M0 -106L12 -60L0 -14L-12 -60Z', '#FFFFFF', 'stroke="#51607A" stroke-width="3"') + path('M0 -106L12 -60L-12 -60Z', '#E53950') + circle(0, -60, 6, INK),
  },
  footprints: {
    place: 'ground',
    draw: () => {
      let d = '';
      for (let i = 0; i < 6; i += 1) d += ellipseSub(-150 + i * 60, -10 - (i % 2) * 22, 12, 18) + circleSub(-160 + i * 60, -36 - (i % 2) * 22, 5) + circleSub(-146 + i * 60, -38 - (i % 2) * 22, 5);
      return path(d, '#6B4A3A', 'opacity="0.55"');
    },
  },
  bridge: {
    place: 'ground',
    draw: () => fillShape('M-160 0Q0 -110 160 0L140 0Q0 -84 -140 0Z', '#B07A45') + line('M-150 -30Q0 -140 150 -30', '#8B5A3C', 6) + line('M-120 -24L-120 -50M-60 -60L-60 -86M0 -76L0 -104M60 -60L60 -86M120 -24L120 -50', '#8B5A3C', 6) + path('M-140 0Q0 -70 140 0Z', '#7FCBF2', 'opacity="0.6"'),
  },
  door: {
    place: 'ground',
    draw: () => halo(0, -120, 120, '#FFF3B0') + fillShape('M-70 0L-70 -170Q0 -250 70 -170L70 0Z', '#8E5BD0') + fillShape('M-54 0L-54 -164Q0 -226 54 -164L54 0Z', '#B48BE8') + circle(34, -90, 8, GOLD) + path(starPath(0, -170, 16, 7), GOLD),
  },
};

export function drawProp(prop: SceneProp, resolved = false): string {
  return PROP_DRAWINGS[prop].draw(resolved);
}

const UNDER_OR_OFF_EARTH: readonly SceneSettingId[] = ['underwater', 'space'];
const ROOFED: readonly SceneSettingId[] = ['home', 'school', 'library', 'cave'];
/** Where a sailing boat cannot float: no water under it, or under the water itself. */
const DRY_OR_DEEP: readonly SceneSettingId[] = [...UNDER_OR_OFF_EARTH, ...ROOFED, 'desert', 'snow', 'mountain', 'volcano', 'sky', 'cloud-castle'];

/**
 * The places a prop is never drawn in (issue 26, item 1: a sailboat in the desert, lightning under
 * water); the writer's world model says the same of the words (writer/world.ts, WORLD_BREAKS). A plot
 * told where one of its props does not fit is drawn without it.
 */
export const PROP_UNFIT: Partial<Record<SceneProp, readonly SceneSettingId[]>> = {
  boat: DRY_OR_DEEP,
  'broken-boat': DRY_OR_DEEP,
  'storm-clouds': [...UNDER_OR_OFF_EARTH, ...ROOFED, 'desert'],
  owl: UNDER_OR_OFF_EARTH,
  fireflies: [...UNDER_OR_OFF_EARTH, 'snow'],
  'village-houses': UNDER_OR_OFF_EARTH,
  bridge: UNDER_OR_OFF_EARTH,
  'watering-can': ['underwater'],
  lantern: ['underwater'],
  // The sky's things float in the picture's sky: none under the sea, nor under a roof (a moon in the library).
  rainbow: [...UNDER_OR_OFF_EARTH, ...ROOFED],
  'grey-rainbow': [...UNDER_OR_OFF_EARTH, ...ROOFED],
  moon: ['underwater', ...ROOFED],
  'star-in-sky': ['underwater', ...ROOFED],
  // Candles, paint and flour under the sea; a rocket launched from the seabed; a flower where none grows.
  'giant-cake': ['underwater'],
  'party-table': ['underwater'],
  'mixing-bowl': ['underwater'],
  'paint-pots': ['underwater'],
  rocket: ['underwater'],
  'magic-plant': [...UNDER_OR_OFF_EARTH, 'snow'],
};

export const propFits = (prop: SceneProp, setting: SceneSettingId): boolean => !PROP_UNFIT[prop]?.includes(setting);
