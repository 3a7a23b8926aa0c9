import { cloud } from './companion-families';
import { blush, disc, eyes, INK, limb, oval, shape, smile } from './companion-kit';
import { recognizeKind, type KeywordKind } from './keywords';
import { darken, lighten } from './palette';
import { circleSub } from './shapes';
import { circle, line, path, rect } from './svg';

/**
 * The frame's kinds that are things rather than creatures (issue 26): the sky's rainbow, snowflake,
 * raindrop, lightning, ghost and asteroid; fruit and vegetables; a train, a bike, a sleigh; a kite, a
 * book, a pencil. Each a friendly face on its own shape, so that none is drawn as a cloud, a flower,
 * a car or a doll. Same conventions as companions.ts: feet at (0, 0), facing left towards the child.
 */

const wrap = (look: string, svg: string) => `<g id="look-${look}">${svg}</g>`;
const face = (x: number, y: number, r: number) => eyes([[x - r * 0.45, y], [x + r * 0.4, y]], r * 0.2) + blush([[x - r * 0.7, y + r * 0.5], [x + r * 0.65, y + r * 0.5]], r * 0.18) + smile(x, y + r * 0.45, r * 0.28);

// ── The sky ────────────────────────────────────────────────────────────────────────────────────────

type SkyId = 'rainbow' | 'snowflake' | 'raindrop' | 'lightning' | 'ghost' | 'asteroid';

const SKY_KINDS: readonly KeywordKind<SkyId>[] = [
  { id: 'rainbow', keywords: ['arc-en-ciel', 'arc en ciel', 'rainbow'] },
  { id: 'snowflake', keywords: ['flocon', 'flocon de neige', 'snowflake'] },
  { id: 'raindrop', keywords: ['goutte', 'goutte de pluie', 'goutte d’eau', 'raindrop'] },
  { id: 'lightning', keywords: ['éclair', 'foudre', 'lightning'] },
  { id: 'ghost', keywords: ['fantôme', 'revenant', 'ghost'] },
  { id: 'asteroid', keywords: ['astéroïde', 'météorite', 'caillou', 'asteroid'] },
];

/** The sky body of a kind drawn as the cloud family: its own shape, or the cloud (a cloud, the wind). */
export const skyLook = (words: string): SkyId | 'cloud' => recognizeKind(words, SKY_KINDS, 'cloud');

export function skyBody(words: string): string {
  const id = skyLook(words);
  switch (id) {
    case 'rainbow': {
      const bands = ['#FF6B6B', '#FFB547', '#FFE15A', '#6CC06A', '#4D96FF', '#9B5DE5'];
      const arcs = bands.map((colour, i) => line(`M${-170 + i * 18} -100A${170 - i * 18} ${170 - i * 18} 0 0 1 ${170 - i * 18} -100`, colour, 18)).join('');
      return wrap(id, arcs + cloudPuff(-160, -96, 0.5) + cloudPuff(160, -96, 0.5) + face(0, -200, 40));
    }
    case 'snowflake': {
      const arms = Array.from({ length: 6 }, (_, i) => {
        const a = (i * Math.PI) / 3;
        const [x, y] = [Math.cos(a) * 130, -180 + Math.sin(a) * 130];
        const [bx, by] = [Math.cos(a) * 80, -180 + Math.sin(a) * 80];
        const side = (turn: number) => `M${Math.round(bx)} ${Math.round(by)}L${Math.round(bx + Math.cos(a + turn) * 36)} ${Math.round(by + Math.sin(a + turn) * 36)}`;
        return `M0 -180L${Math.round(x)} ${Math.round(y)}${side(0.8)}${side(-0.8)}`;
      }).join('');
      return wrap(id, line(arms, '#8FC7E8', 20) + line(arms, '#E6F6FF', 12) + disc(0, -180, 56, '#E6F6FF') + face(0, -186, 46));
    }
    case 'raindrop':
      return wrap(id, shape('M0 -330Q-110 -160 -96 -110Q-80 -20 0 -20Q80 -20 96 -110Q110 -160 0 -330Z', '#7FC8F2') + path('M-50 -150Q-56 -200 -20 -250', 'none', 'stroke="#FFFFFF" stroke-width="12" stroke-linecap="round" opacity="0.7"') + face(0, -110, 60));
    case 'lightning':
      return wrap(id, shape('M30 -340L-90 -160L-10 -160L-60 -10L100 -210L20 -210L80 -340Z', '#FFE15A') + face(10, -220, 40));
    case 'ghost':
      return wrap(id, shape('M-90 -60Q-100 -330 0 -340Q100 -330 90 -60Q70 -30 50 -60Q30 -30 10 -60Q-10 -30 -30 -60Q-50 -30 -70 -60Q-80 -40 -90 -60Z', '#FAFAFF') + oval(-34, -250, 14, 20, INK) + oval(30, -250, 14, 20, INK) + circle(-38, -258, 5, '#FFFFFF') + circle(26, -258, 5, '#FFFFFF') + blush([[-56, -216], [52, -216]]) + oval(-2, -206, 14, 12, INK) + limb('M-86 -190Q-130 -200 -140 -240', '#FAFAFF', 24));
    case 'asteroid':
      return wrap(id, shape('M-100 -200Q-110 -290 -10 -300Q90 -310 110 -220Q130 -120 40 -90Q-80 -70 -100 -200Z', '#9A8F86') + path(circleSub(-50, -250, 18) + circleSub(60, -160, 22) + circleSub(70, -260, 12), darken('#9A8F86', 0.18)) + line('M120 -160L220 -110M110 -120L200 -70', '#FFB547', 8, 'opacity="0.7"') + face(-10, -200, 50));
    default:
      return cloud();
  }
}

function cloudPuff(x: number, y: number, s: number): string {
  return path(circleSub(x - 40 * s, y, 40 * s) + circleSub(x + 10 * s, y - 24 * s, 50 * s) + circleSub(x + 50 * s, y, 38 * s), '#FFFFFF', 'stroke="#B8C8DA" stroke-width="4"');
}

// ── Fruit and vegetables ───────────────────────────────────────────────────────────────────────────

type ProduceId = 'apple' | 'strawberry' | 'pumpkin' | 'carrot' | 'radish' | 'pod' | 'leaf' | 'acorn' | 'bamboo';

const PRODUCE_KINDS: readonly KeywordKind<ProduceId>[] = [
  { id: 'apple', keywords: ['pomme', 'poire', 'pêche', 'orange', 'cerise', 'tomate', 'prune', 'apple'] },
  { id: 'strawberry', keywords: ['fraise', 'framboise', 'strawberry'] },
  { id: 'pumpkin', keywords: ['citrouille', 'potiron', 'courge', 'pumpkin'] },
  { id: 'carrot', keywords: ['carotte', 'navet', 'carrot'] },
  { id: 'radish', keywords: ['radis', 'betterave', 'oignon', 'radish'] },
  { id: 'pod', keywords: ['petit pois', 'haricot', 'haricot magique', 'fève', 'pea', 'bean'] },
  { id: 'leaf', keywords: ['feuille', 'leaf'] },
  { id: 'acorn', keywords: ['gland', 'noisette', 'châtaigne', 'marron', 'acorn'] },
  { id: 'bamboo', keywords: ['bambou', 'bamboo'] },
];

/** A plant kind that is a fruit, a vegetable, a leaf or a bamboo: its own shape; null for a flower or a tree. */
export const produceLook = (words: string): ProduceId | null => {
  const id = recognizeKind(words, PRODUCE_KINDS, 'none');
  return id === 'none' ? null : id;
};

const leafy = (x: number, y: number) => shape(`M${x} ${y}Q${x - 50} ${y - 50} ${x - 70} ${y - 30}Q${x - 40} ${y - 4} ${x} ${y}ZM${x} ${y}Q${x + 40} ${y - 60} ${x + 70} ${y - 44}Q${x + 50} ${y - 6} ${x} ${y}Z`, '#6CC06A', 3);

export function produce(words: string): string {
  const id = produceLook(words) ?? 'apple';
  switch (id) {
    case 'apple': {
      const skin = /\b(orange|peche)\b/.test(words) ? '#FFA23A' : /\bpoire\b/.test(words) ? '#C8D94A' : '#E53950';
      return wrap(id, line('M0 -230L6 -270', '#7A5236', 10) + leafy(6, -256) + shape('M0 -220Q-60 -250 -110 -200Q-150 -120 -90 -40Q-40 0 0 -20Q40 0 90 -40Q150 -120 110 -200Q60 -250 0 -220Z', skin) + path('M-70 -190Q-90 -160 -86 -130', 'none', `stroke="${lighten(skin, 0.5)}" stroke-width="10" stroke-linecap="round"`) + face(0, -130, 60));
    }
    case 'strawberry':
      return wrap(id, shape('M0 -20Q-120 -120 -110 -200Q-90 -250 0 -240Q90 -250 110 -200Q120 -120 0 -20Z', '#E53950') + path([[-60, -180], [40, -190], [-20, -90], [60, -120], [-70, -130], [10, -60]].map(([x, y]) => circleSub(x ?? 0, y ?? 0, 5)).join(''), '#FFE15A') + leafy(0, -238) + face(0, -160, 56));
    case 'pumpkin':
      return wrap(id, line('M0 -200L10 -250', '#6B8E3A', 14) + [-80, 80, 0].map((x) => oval(x * 0.9, -110, x === 0 ? 70 : 80, 96, '#F2892B')).join('') + line('M-40 -200Q-50 -110 -40 -20M40 -200Q50 -110 40 -20', darken('#F2892B', 0.25), 4) + face(0, -120, 60));
    case 'carrot':
      return wrap(id, leafy(0, -280) + line('M0 -280L-20 -330M0 -280L20 -334', '#4C9A48', 8) + shape('M-70 -280Q0 -300 70 -280Q40 -120 0 -10Q-40 -120 -70 -280Z', '#F58B1F') + line('M-40 -200L-20 -196M30 -160L14 -156M-20 -110L-6 -108', darken('#F58B1F', 0.3), 4) + face(0, -220, 44));
    case 'radish':
      return wrap(id, leafy(0, -220) + line('M0 -220L0 -260', '#4C9A48', 8) + disc(0, -130, 96, '#F0609A') + path('M-40 -60Q0 -30 40 -60Q20 -10 0 10Q-20 -10 -40 -60Z', '#FFFFFF') + face(0, -140, 56));
    case 'pod':
      return wrap(id, shape('M-170 -100Q-120 -200 0 -200Q140 -200 170 -110Q120 -60 0 -60Q-120 -60 -170 -100Z', '#7CCB5A') + path([-90, -30, 30, 90].map((x) => circleSub(x, -130, 30)).join(''), '#A8E07A', `stroke="${darken('#A8E07A', 0.4)}" stroke-width="3"`) + [-90, -30, 30, 90].map((x) => eyes([[x - 10, -136], [x + 10, -136]], 5)).join(''));
    case 'leaf':
      return wrap(id, shape('M0 -20Q-150 -160 0 -330Q150 -160 0 -20Z', '#6CC06A') + line('M0 -30L0 -310M0 -120L-60 -170M0 -200L50 -240M0 -160L60 -200', darken('#6CC06A', 0.35), 4) + face(0, -190, 50));
    case 'acorn':
      return wrap(id, line('M0 -250L6 -290', '#7A5236', 10) + oval(0, -120, 84, 100, '#C98B4E') + shape('M-100 -170Q-100 -260 0 -260Q100 -260 100 -170Q0 -150 -100 -170Z', '#7A5236') + face(0, -110, 56));
    case 'bamboo':
      return wrap(id, [-40, 40].map((x, i) => rect(x - 26, -360 + i * 60, 52, 360 - i * 60, '#8DC85A', `stroke="${darken('#8DC85A', 0.4)}" stroke-width="4"`) + line(`M${x - 26} ${-260 + i * 30}L${x + 26} ${-260 + i * 30}M${x - 26} ${-150 + i * 20}L${x + 26} ${-150 + i * 20}`, darken('#8DC85A', 0.4), 4)).join('') + leafy(40, -300) + face(-40, -200, 40));
  }
}

// ── Vehicles and toys of their own shape ───────────────────────────────────────────────────────────

type ThingId = 'train' | 'bike' | 'sleigh' | 'kite' | 'book' | 'pencil';

const THING_KINDS: readonly KeywordKind<ThingId>[] = [
  { id: 'train', keywords: ['train', 'locomotive', 'tramway', 'métro', 'train'] },
  { id: 'bike', keywords: ['vélo', 'bicyclette', 'trottinette', 'moto', 'scooter', 'bike'] },
  { id: 'sleigh', keywords: ['traîneau', 'luge', 'sleigh'] },
  { id: 'kite', keywords: ['cerf-volant', 'cerf volant', 'kite'] },
  { id: 'book', keywords: ['livre', 'cahier', 'album', 'book'] },
  { id: 'pencil', keywords: ['crayon', 'pinceau', 'feutre', 'pencil'] },
];

/** A vehicle or a toy with a shape of its own, or null (the family's car or doll). */
export const thingLook = (words: string): ThingId | null => {
  const id = recognizeKind(words, THING_KINDS, 'none');
  return id === 'none' ? null : id;
};

const wheel = (x: number, y: number, r: number) => disc(x, y, r, '#3A3036') + circle(x, y, r * 0.45, '#C9D3E0');

export function thing(words: string): string {
  const id = thingLook(words) ?? 'book';
  switch (id) {
    case 'train':
      return wrap(id, rect(30, -250, 130, 200, '#4D96FF', `stroke="${darken('#4D96FF', 0.4)}" stroke-width="4"`) + rect(-160, -170, 200, 120, '#E53950', `stroke="${darken('#E53950', 0.4)}" stroke-width="4"`) + rect(-130, -230, 40, 60, '#3A3036') + disc(-110, -250, 24, '#DADADA') + rect(50, -230, 90, 70, '#BFE6FA', 'stroke="#51607A" stroke-width="4"') + face(95, -200, 40) + [-120, -40, 60, 130].map((x) => wheel(x, -40, 34)).join('') + disc(-170, -110, 12, '#FFE27A'));
    case 'bike':
      return wrap(id, wheel(-110, -70, 66) + wheel(110, -70, 66) + line('M-110 -70L-30 -190L80 -190L110 -70M-30 -190L10 -70L80 -190M-30 -190L-50 -240', '#E53950', 12) + line('M-70 -244L-30 -244', '#3A3036', 12) + line('M80 -190L70 -260L40 -270', '#51607A', 8) + disc(10, -70, 16, '#FFB547') + disc(-110, -70, 10, '#3A3036') + shape('M46 -300Q80 -340 114 -300Q80 -270 46 -300Z', '#FFE27A', 3) + face(80, -306, 30));
    case 'sleigh':
      return wrap(id, line('M-180 -10L150 -10Q200 -10 200 -60', '#B7791F', 10) + line('M-120 -10L-120 -60M80 -10L80 -60', '#B7791F', 8) + shape('M-170 -60L150 -60Q190 -60 190 -140L150 -200L140 -140Q100 -110 -100 -110L-140 -200Q-170 -160 -170 -60Z', '#C8283C') + path('M-150 -90L160 -90', 'none', 'stroke="#FFC83D" stroke-width="8"') + face(20, -160, 50));
    case 'kite':
      return wrap(id, line('M0 -40Q-40 -80 0 -120Q40 -160 0 -200', '#51607A', 4) + shape('M0 -420L110 -300L0 -180L-110 -300Z', '#FF6B8A') + path('M0 -420L0 -180M-110 -300L110 -300', 'none', `stroke="${darken('#FF6B8A', 0.4)}" stroke-width="4"`) + path('M-20 -160l20 10l-20 10ZM20 -110l-20 10l20 10Z', '#FFD23F') + face(0, -300, 60));
    case 'book':
      return wrap(id, shape('M-150 -40L-150 -280Q-80 -300 0 -270L0 -30Q-80 -60 -150 -40Z', '#FFF3D6') + shape('M150 -40L150 -280Q80 -300 0 -270L0 -30Q80 -60 150 -40Z', '#FFF3D6') + line('M-120 -220Q-70 -236 -30 -220M-120 -180Q-70 -196 -30 -180M30 -220Q70 -236 120 -220', '#9AA5B1', 4) + shape('M-160 -30L-160 -40Q-80 -60 0 -30Q80 -60 160 -40L160 -30Q80 -50 0 -20Q-80 -50 -160 -30Z', '#E53950', 3) + face(-75, -120, 50));
    case 'pencil':
      return wrap(id, shape('M-40 -60L-40 -330L40 -330L40 -60Z', '#FFD23F') + shape('M-40 -330L-40 -370L40 -370L40 -330Z', '#F28AB0') + shape('M-40 -60L0 10L40 -60Z', '#F2D7B0') + shape('M-14 -16L0 10L14 -16Z', '#3A3036', 2) + line('M-14 -60L-14 -330M14 -60L14 -330', darken('#FFD23F', 0.2), 3) + face(0, -220, 44));
  }
}
