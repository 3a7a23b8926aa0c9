import { blush, disc, eyes, INK, limb, oval, paint, shape, smile } from './companion-kit';
import { recognizeKind, type KeywordKind } from './keywords';
import { darken, lighten } from './palette';
import { circleSub, outlinedUnion } from './shapes';
import { circle, ellipse, line, path, rect, sparklePath } from './svg';

/**
 * One drawing per family of the story frame's character kinds (issue 25), for the kinds that have no
 * drawing of their own: a giraffe is a four-legged animal with a long neck, a snail a small creature,
 * a grandmother a grown-up, the Moon a moon. Each family tells its kinds apart by a cheap look (colour,
 * neck, horns, shell…) chosen from the kind's vocabulary words, so nothing falls back to an unrelated
 * creature. Same conventions as companions.ts: feet at (0, 0), facing left towards the child.
 */

/** A look of a family, recognised from the kind's words (its vocabulary id and singular). */
const lookOf = <Id extends string, Fallback extends string>(words: string, kinds: readonly KeywordKind<Id>[], fallback: Fallback): Id | Fallback =>
  recognizeKind(words, kinds, fallback);

const wrap = (look: string, svg: string) => `<g id="look-${look}">${svg}</g>`;

// ── A four-legged animal ───────────────────────────────────────────────────────────────────────────

interface AnimalLook {
  coat: string;
  /** 0 short (a cow) to 1 (a giraffe). */
  neck: number;
  pattern: 'spots' | 'patches' | 'stripes' | 'wool' | 'none';
  head: 'ossicones' | 'horns' | 'antlers' | 'nose-horn' | 'none';
  /** Humps on the back: a dromedary has one, a camel two. */
  humps?: 1 | 2;
  /** A long tail with a tuft or a big cat's curl. */
  longTail?: boolean;
  nose: 'trunk' | 'snout' | 'muzzle';
  ears: 'big' | 'small' | 'long';
  /** A small animal stands low: its body sits this much nearer the ground, on shorter legs. */
  low?: number;
  /** A hedgehog's spines on the back. */
  spines?: string;
  /** A squirrel's bushy curl, a beaver's flat paddle, a raccoon's ringed tail (else a thin tail). */
  tail?: 'bushy' | 'paddle' | 'ringed';
  /** A bat's wings, in this colour. */
  wings?: string;
  /** A raccoon's or a badger's dark band across the eyes. */
  mask?: string;
}

type AnimalId =
  | 'giraffe'
  | 'cow'
  | 'sheep'
  | 'deer'
  | 'elephant'
  | 'pig'
  | 'zebra'
  | 'goat'
  | 'donkey'
  | 'wolf'
  | 'mouse'
  | 'hedgehog'
  | 'squirrel'
  | 'bat'
  | 'beaver'
  | 'raccoon'
  | 'monkey'
  | 'kangaroo'
  | 'hippo'
  | 'rhino'
  | 'camel'
  | 'dromedary'
  | 'leopard'
  | 'panther';

const ANIMAL_KINDS: readonly KeywordKind<AnimalId>[] = [
  { id: 'giraffe', keywords: ['girafe', 'girafon', 'giraffe'] },
  { id: 'cow', keywords: ['vache', 'veau', 'taureau', 'boeuf', 'bison', 'buffle', 'yack', 'zébu', 'cow'] },
  { id: 'sheep', keywords: ['mouton', 'brebis', 'agneau', 'bélier', 'lama', 'alpaga', 'sheep', 'lamb'] },
  { id: 'deer', keywords: ['cerf', 'biche', 'faon', 'renne', 'élan', 'chevreuil', 'gazelle', 'antilope', 'deer', 'reindeer'] },
  { id: 'elephant', keywords: ['éléphant', 'éléphanteau', 'mammouth', 'elephant'] },
  { id: 'pig', keywords: ['cochon', 'cochonnet', 'porcelet', 'truie', 'sanglier', 'marcassin', 'tapir', 'pig'] },
  { id: 'zebra', keywords: ['zèbre', 'zebra'] },
  { id: 'goat', keywords: ['chèvre', 'chevreau', 'bouc', 'goat'] },
  { id: 'donkey', keywords: ['âne', 'ânesse', 'ânon', 'mulet', 'donkey'] },
  { id: 'wolf', keywords: ['loup', 'louve', 'louveteau', 'hyène', 'wolf'] },
  // The forest's small animals of the stories, each with what tells it apart (spines, a bushy tail, wings…).
  { id: 'hedgehog', keywords: ['hérisson', 'hérissonne', 'porc-épic', 'hedgehog'] },
  { id: 'squirrel', keywords: ['écureuil', 'écureuille', 'squirrel'] },
  { id: 'bat', keywords: ['chauve-souris', 'chauve souris', 'bat'] },
  { id: 'beaver', keywords: ['castor', 'loutre', 'ornithorynque', 'beaver', 'otter'] },
  { id: 'raccoon', keywords: ['raton laveur', 'raton-laveur', 'blaireau', 'panda roux', 'raccoon', 'badger'] },
  { id: 'mouse', keywords: ['souris', 'souriceau', 'rat', 'hamster', 'cochon d’inde', 'cochon d inde', 'taupe', 'marmotte', 'mulot', 'loir', 'suricate', 'furet', 'tatou', 'mouffette', 'mouse'] },
  { id: 'monkey', keywords: ['singe', 'gorille', 'chimpanzé', 'orang-outan', 'ouistiti', 'lémurien', 'paresseux', 'monkey'] },
  { id: 'kangaroo', keywords: ['kangourou', 'wallaby', 'kangaroo'] },
  { id: 'hippo', keywords: ['hippopotame', 'hippo'] },
  { id: 'rhino', keywords: ['rhinocéros', 'rhino'] },
  { id: 'camel', keywords: ['chameau', 'camel'] },
  { id: 'dromedary', keywords: ['dromadaire', 'dromedary'] },
  { id: 'leopard', keywords: ['léopard', 'guépard', 'jaguar', 'lynx', 'guépard', 'leopard', 'cheetah'] },
  { id: 'panther', keywords: ['panthère', 'panthère noire', 'panther'] },
];

const ANIMAL_LOOKS: Readonly<Record<AnimalId | 'animal', AnimalLook>> = {
  giraffe: { coat: '#F2C14E', neck: 1, pattern: 'spots', head: 'ossicones', nose: 'muzzle', ears: 'small' },
  cow: { coat: '#FAF6F0', neck: 0, pattern: 'patches', head: 'horns', nose: 'muzzle', ears: 'small' },
  sheep: { coat: '#F7F3EA', neck: 0.1, pattern: 'wool', head: 'none', nose: 'muzzle', ears: 'small' },
  deer: { coat: '#B9794A', neck: 0.35, pattern: 'none', head: 'antlers', nose: 'muzzle', ears: 'small' },
  elephant: { coat: '#A7AEBF', neck: 0, pattern: 'none', head: 'none', nose: 'trunk', ears: 'big' },
  pig: { coat: '#F7B5C4', neck: 0, pattern: 'none', head: 'none', nose: 'snout', ears: 'small' },
  zebra: { coat: '#FAFAFA', neck: 0.3, pattern: 'stripes', head: 'none', nose: 'muzzle', ears: 'small' },
  goat: { coat: '#E8DCC8', neck: 0.2, pattern: 'none', head: 'horns', nose: 'muzzle', ears: 'small' },
  donkey: { coat: '#9C9AA6', neck: 0.3, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'long' },
  wolf: { coat: '#8E96A8', neck: 0.1, pattern: 'none', head: 'none', nose: 'snout', ears: 'small' },
  mouse: { coat: '#B8A99A', neck: 0, pattern: 'none', head: 'none', nose: 'snout', ears: 'big', low: 44, longTail: true },
  hedgehog: { coat: '#E9CFA6', neck: 0, pattern: 'none', head: 'none', nose: 'snout', ears: 'small', low: 56, spines: '#7A5438' },
  squirrel: { coat: '#D9773A', neck: 0, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'long', low: 40, tail: 'bushy' },
  bat: { coat: '#6E5E7E', neck: 0, pattern: 'none', head: 'none', nose: 'snout', ears: 'long', low: 56, wings: '#4E4260' },
  beaver: { coat: '#9A6A44', neck: 0, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'small', low: 48, tail: 'paddle' },
  raccoon: { coat: '#9C9AA6', neck: 0, pattern: 'none', head: 'none', nose: 'snout', ears: 'small', low: 36, tail: 'ringed', mask: '#3A3440' },
  monkey: { coat: '#9A6A44', neck: 0.1, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'small' },
  kangaroo: { coat: '#C98B58', neck: 0.25, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'long' },
  hippo: { coat: '#A393C2', neck: 0, pattern: 'none', head: 'none', nose: 'snout', ears: 'small' },
  rhino: { coat: '#A7AEBF', neck: 0, pattern: 'none', head: 'nose-horn', nose: 'muzzle', ears: 'small' },
  camel: { coat: '#D9B27A', neck: 0.55, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'small', humps: 2 },
  dromedary: { coat: '#D9B27A', neck: 0.55, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'small', humps: 1 },
  leopard: { coat: '#F2B94E', neck: 0.1, pattern: 'spots', head: 'none', nose: 'snout', ears: 'small', longTail: true },
  panther: { coat: '#3E3A48', neck: 0.1, pattern: 'none', head: 'none', nose: 'snout', ears: 'small', longTail: true },
  animal: { coat: '#C9A27A', neck: 0.15, pattern: 'none', head: 'none', nose: 'muzzle', ears: 'small' },
};

/** A mouse, a hamster, a hedgehog: smaller than the big animals; a beaver or a raccoon a little less so. */
const SMALL_ANIMALS: Partial<Record<AnimalId, number>> = { mouse: 0.7, hedgehog: 0.72, squirrel: 0.72, bat: 0.7, beaver: 0.8, raccoon: 0.8 };
export const animalScale = (words: string) => SMALL_ANIMALS[lookOf(words, ANIMAL_KINDS, 'animal') as AnimalId] ?? 1;

/** The hedgehog's spines: a zigzag crown along the top of the body's oval. */
function spines(colour: string): string {
  const points = Array.from({ length: 19 }, (_, i) => {
    const angle = Math.PI * (0.94 + (i / 18) * 1.12);
    const r = i % 2 ? 1.36 : 1.04;
    return `${Math.round(8 + Math.cos(angle) * 112 * r)} ${Math.round(-146 + Math.sin(angle) * 60 * r)}`;
  });
  return shape(`M${points.join('L')}Q8 -104 ${points[0]}Z`, colour);
}

/** The tail of the look, drawn behind the body. */
function animalTail(look: AnimalLook): string {
  switch (look.tail) {
    case 'bushy':
      return limb('M104 -150Q196 -150 196 -250Q194 -330 126 -318', look.coat, 62) + line('M124 -166Q176 -180 176 -250', lighten(look.coat, 0.3), 10, 'opacity="0.7"');
    case 'paddle':
      return oval(158, -104, 56, 22, '#6B4A34', 16) + line('M120 -118L190 -96M130 -100L180 -84M122 -136L196 -112', darken('#6B4A34', 0.3), 3, 'opacity="0.6"');
    case 'ringed':
      return limb('M104 -160Q180 -150 190 -226', look.coat, 26) + line('M104 -160Q180 -150 190 -226', look.mask ?? INK, 26, 'stroke-dasharray="16 16" stroke-linecap="butt"');
    default:
      // A hedgehog's tail hides under its spines.
      if (look.spines) return '';
      return look.longTail ? limb('M112 -160Q190 -150 180 -230Q176 -260 150 -256', look.coat, 16) : limb('M112 -160Q140 -130 132 -92', look.coat, 12);
  }
}

/** A bat's two wings, spread up behind the body. */
function batWings(colour: string): string {
  const wing = (side: 1 | -1) => {
    const x = (value: number) => String(8 + side * value);
    return shape(`M${x(20)} -190L${x(150)} -330Q${x(170)} -250 ${x(200)} -220Q${x(160)} -200 ${x(150)} -170Q${x(120)} -170 ${x(100)} -140Q${x(70)} -150 ${x(20)} -150Z`, colour);
  };
  return wing(-1) + wing(1);
}

export function animal(words: string): string {
  const id = lookOf(words, ANIMAL_KINDS, 'animal');
  const look = ANIMAL_LOOKS[id];
  const dark = darken(look.coat, 0.35);
  const hx = -118 - look.neck * 22;
  const hy = -226 - look.neck * 190;
  const low = look.low ?? 0;
  const legs = [-64, -34, 52, 82]
    .map((x) => shape(`M${x - 12} ${-112 + low}L${x + 12} ${-112 + low}L${x + 12} -20L${x - 12} -20Z`, x > 0 ? darken(look.coat, 0.06) : look.coat) + shape(`M${x - 13} -22L${x + 13} -22L${x + 14} 0L${x - 14} 0Z`, darken(look.coat, 0.55)))
    .join('');
  const body =
    look.pattern === 'wool'
      ? outlinedUnion([-80, -40, 0, 40, 80].map((x, i) => circleSub(x, -150 + (i % 2) * 14, 46)).join('') + circleSub(-20, -178, 48) + circleSub(40, -120, 48), look.coat, darken(look.coat, 0.3))
      : oval(8, -146, 112, 60, look.coat);
  const marks =
    look.pattern === 'spots'
      ? path([[-50, -150], [-10, -170], [30, -140], [70, -165], [-30, -120], [50, -118]].map(([x, y]) => circleSub(x ?? 0, y ?? 0, 13)).join('') + (look.neck > 0.5 ? circleSub(-96, -250, 10) + circleSub(-108, -310, 9) : ''), darken(look.coat, 0.3))
      : look.pattern === 'patches'
        ? path(`${circleSub(-30, -160, 26)}${circleSub(50, -130, 30)}${circleSub(-70, -130, 14)}`, '#3A3036')
        : look.pattern === 'stripes'
          ? line([-70, -40, -10, 20, 50, 80].map((x) => `M${x} -196Q${x + 10} -160 ${x} -130`).join(''), '#2E2A30', 10)
          : '';
  const neck = look.neck > 0.05 ? limb(`M-60 -170Q${hx + 20} ${(hy - 170) / 2} ${hx + 8} ${hy + 10}`, look.coat, 40 + look.neck * -8) : '';
  const ears =
    look.ears === 'big'
      ? oval(hx + 34, hy + 6, 40, 50, darken(look.coat, 0.08))
      : look.ears === 'long'
        ? oval(hx + 22, hy - 58, 12, 38, look.coat, 14)
        : oval(hx + 30, hy - 30, 12, 22, look.coat, 40);
  const headgear =
    look.head === 'ossicones'
      ? line(`M${hx - 8} ${hy - 30}L${hx - 12} ${hy - 66}M${hx + 12} ${hy - 30}L${hx + 14} ${hy - 66}`, dark, 8) + disc(hx - 12, hy - 68, 8, dark) + disc(hx + 14, hy - 68, 8, dark)
      : look.head === 'horns'
        ? shape(`M${hx - 20} ${hy - 30}Q${hx - 34} ${hy - 64} ${hx - 10} ${hy - 70}Q${hx - 20} ${hy - 50} ${hx - 8} ${hy - 34}ZM${hx + 12} ${hy - 32}Q${hx + 10} ${hy - 66} ${hx + 36} ${hy - 70}Q${hx + 22} ${hy - 50} ${hx + 24} ${hy - 30}Z`, '#F1E3C2', 3)
        : look.head === 'nose-horn'
          ? shape(`M${hx - 50} ${hy - 4}Q${hx - 66} ${hy - 56} ${hx - 60} ${hy - 70}Q${hx - 40} ${hy - 40} ${hx - 30} ${hy - 8}Z`, '#F1E3C2', 3)
          : look.head === 'antlers'
          ? line(`M${hx - 10} ${hy - 30}L${hx - 26} ${hy - 96}M${hx - 18} ${hy - 62}L${hx - 46} ${hy - 78}M${hx + 12} ${hy - 30}L${hx + 24} ${hy - 96}M${hx + 18} ${hy - 64}L${hx + 44} ${hy - 82}`, '#7A5434', 8)
          : '';
  const nose =
    look.nose === 'trunk'
      ? limb(`M${hx - 40} ${hy + 6}Q${hx - 84} ${hy + 50} ${hx - 64} ${hy + 110}`, look.coat, 24)
      : look.nose === 'snout'
        ? oval(hx - 44, hy + 10, 24, 18, lighten(look.coat, 0.25)) + path(circleSub(hx - 52, hy + 8, 4) + circleSub(hx - 38, hy + 8, 4), darken(look.coat, 0.5))
        : oval(hx - 36, hy + 12, 30, 22, lighten(look.coat, 0.3)) + ellipse(hx - 52, hy + 6, 4, 5, darken(look.coat, 0.55));
  const humps = look.humps ? (look.humps === 2 ? [-30, 50] : [10]).map((x) => oval(x, -196, 44, 40, look.coat)).join('') : '';
  // A raccoon's eyes look out of its dark band.
  const mask = look.mask ? oval(hx - 10, hy - 8, 34, 15, look.mask) : '';
  const face = look.mask ? path(circleSub(hx - 14, hy - 10, 15), '#FFFFFF') : '';
  const upper =
    (look.wings ? batWings(look.wings) : '') +
    animalTail(look) +
    humps +
    body +
    marks +
    (look.spines ? spines(look.spines) : '') +
    neck +
    ears +
    headgear +
    oval(hx, hy, 48, 40, look.coat) +
    mask +
    face +
    nose +
    eyes([[hx - 14, hy - 10]], 10) +
    blush([[hx - 4, hy + 16]], 9) +
    (look.nose === 'trunk' ? smile(hx - 20, hy + 28, 10) : line(`M${hx - 58} ${hy + 28}Q${hx - 44} ${hy + 38} ${hx - 30} ${hy + 28}`, INK, 3));
  // The legs are drawn first so the body covers their tops; a low animal's body comes down to them.
  return wrap(id, legs + (low ? `<g transform="translate(0 ${low})">${upper}</g>` : upper));
}

// ── A small creature: an insect, a snail ───────────────────────────────────────────────────────────

type CreatureId = 'snail' | 'ant' | 'ladybird' | 'bee' | 'butterfly' | 'spider' | 'worm' | 'caterpillar' | 'grasshopper' | 'fly' | 'beetle';

const CREATURE_KINDS: readonly KeywordKind<CreatureId>[] = [
  { id: 'snail', keywords: ['escargot', 'limace', 'snail'] },
  { id: 'ant', keywords: ['fourmi', 'termite', 'ant'] },
  { id: 'ladybird', keywords: ['coccinelle', 'ladybird', 'ladybug'] },
  { id: 'beetle', keywords: ['scarabée', 'hanneton', 'cloporte', 'puceron', 'beetle'] },
  { id: 'bee', keywords: ['abeille', 'bourdon', 'guêpe', 'bee'] },
  { id: 'butterfly', keywords: ['papillon', 'libellule', 'luciole', 'butterfly'] },
  { id: 'spider', keywords: ['araignée', 'spider'] },
  { id: 'worm', keywords: ['ver de terre', 'ver', 'lombric', 'mille-pattes', 'worm'] },
  { id: 'caterpillar', keywords: ['chenille', 'caterpillar'] },
  { id: 'grasshopper', keywords: ['sauterelle', 'criquet', 'grillon', 'phasme', 'grasshopper', 'cricket'] },
  { id: 'fly', keywords: ['mouche', 'moustique', 'moucheron', 'fly'] },
];

/** Eyes that show on a dark head: white first, then the shiny eye. */
const eyesOnDark = (points: readonly (readonly [number, number])[], r: number) => path(points.map(([x, y]) => circleSub(x, y, r * 1.5)).join(''), '#FFFFFF') + eyes(points, r);

/** A round-bodied segmented creature (a worm, a caterpillar): `count` segments from the head backwards. */
function segmented(id: string, colour: string, count: number, legs: boolean): string {
  const segments = Array.from({ length: count }, (_, i) => count - 1 - i)
    .map((i) => (legs ? line(`M${-60 + i * 34} -30L${-66 + i * 34} 0`, darken(colour, 0.4), 5) : '') + disc(-60 + i * 34, -44 - (i % 2) * 8, 34, i % 2 ? darken(colour, 0.06) : colour))
    .join('');
  return wrap(id, segments + disc(-100, -70, 44, colour) + eyes([[-116, -80], [-88, -82]], 9) + blush([[-126, -56], [-78, -58]], 8) + smile(-102, -56, 10));
}

export function smallCreature(words: string): string {
  const id = lookOf(words, CREATURE_KINDS, 'beetle');
  switch (id) {
    case 'spider': {
      const body = '#5E4B8B';
      const legs = [-1, 1].flatMap((side) => [0, 1, 2, 3].map((i) => `M${side * 40} ${-90 - i * 12}Q${side * (110 + i * 6)} ${-150 - i * 20} ${side * (120 + i * 14)} ${-10 - i * 4}`)).join('');
      return wrap(id, line(legs, darken(body, 0.3), 7) + oval(30, -110, 70, 62, body) + disc(-50, -110, 46, body) + eyesOnDark([[-66, -122], [-36, -124]], 9) + line('M-66 -94Q-52 -84 -38 -94', '#FFFFFF', 3));
    }
    case 'worm':
      return segmented(id, '#F29CA6', 6, false);
    case 'caterpillar':
      return segmented(id, '#8BCB5A', 6, true) + line('M-116 -110L-126 -144M-90 -112L-84 -146', '#5E8A3A', 4);
    case 'grasshopper': {
      const skin = '#7FCB4A';
      return wrap(
        id,
        line('M-40 -60L-60 0M0 -60L-10 0', darken(skin, 0.3), 6) +
          line('M40 -90L140 -190L150 0', darken(skin, 0.2), 14) +
          oval(20, -100, 110, 40, skin) +
          oval(40, -114, 90, 22, darken(skin, 0.1)) +
          line('M-110 -150Q-150 -230 -100 -270M-90 -150Q-110 -240 -60 -260', darken(skin, 0.3), 4) +
          oval(-100, -110, 44, 40, skin) +
          eyes([[-116, -120], [-88, -122]], 9) +
          blush([[-124, -96]], 8) +
          smile(-106, -92, 10),
      );
    }
    case 'fly':
      return wrap(
        id,
        `<g opacity="0.8">${oval(10, -200, 40, 64, '#E6F4FF', -20)}${oval(60, -196, 36, 58, '#E6F4FF', 30)}</g>` +
          line('M-30 -70L-40 0M20 -70L24 0M60 -70L80 0', INK, 5) +
          oval(20, -120, 80, 56, '#5A6B7A') +
          oval(-70, -130, 46, 44, '#5A6B7A') +
          disc(-90, -146, 20, '#C0392B') +
          disc(-52, -150, 20, '#C0392B') +
          eyes([[-90, -146], [-52, -150]], 7) +
          line('M-84 -110Q-72 -100 -60 -110', '#FFFFFF', 3),
      );
    case 'snail':
      return wrap(
        id,
        shape('M-150 0Q-160 -60 -120 -80Q-100 -40 -60 -30L120 -20Q140 -10 130 0Z', '#C9B79A') +
          line('M-130 -76L-146 -136M-112 -78L-112 -140', '#9C8A6E', 6) +
          disc(-146, -140, 9, '#9C8A6E') +
          disc(-112, -144, 9, '#9C8A6E') +
          disc(20, -110, 86, '#E59A5B') +
          line('M20 -110m0 -8a14 14 0 1 1 -14 18a32 32 0 1 1 36 -40a52 52 0 1 1 -62 60', darken('#E59A5B', 0.4), 6) +
          eyes([[-132, -56]], 9) +
          smile(-120, -40, 10),
      );
    case 'ant':
      return wrap(
        id,
        line('M-40 -80L-80 0M-20 -80L-20 0M0 -80L40 0M-40 -80L-90 -40M0 -80L60 -40', '#6B3A2A', 6) +
          oval(80, -80, 62, 48, '#A0522D') +
          oval(-6, -90, 34, 26, '#A0522D') +
          line('M-96 -170Q-110 -230 -80 -250M-66 -170Q-60 -230 -30 -240', '#6B3A2A', 5) +
          oval(-80, -130, 48, 44, '#A0522D') +
          eyesOnDark([[-98, -140], [-64, -142]], 9) +
          smile(-82, -110, 12),
      );
    case 'bee':
      return wrap(
        id,
        `<g opacity="0.85">${oval(20, -200, 44, 60, '#D8F1FF', 20)}${oval(60, -190, 36, 50, '#D8F1FF', 40)}</g>` +
          line('M-20 -60L-30 0M30 -60L40 0', INK, 5) +
          oval(10, -120, 100, 70, '#FFD23F') +
          line('M-20 -186Q-30 -120 -20 -54M30 -190Q20 -120 30 -52M80 -170Q70 -120 80 -70', '#2E2A30', 18) +
          shape('M108 -124L140 -118L108 -110Z', '#2E2A30', 2) +
          line('M-110 -180Q-120 -230 -96 -240M-84 -184Q-80 -230 -56 -236', '#2E2A30', 5) +
          oval(-96, -140, 46, 44, '#FFD23F') +
          eyes([[-112, -148], [-80, -150]], 9) +
          blush([[-120, -124], [-72, -124]], 8) +
          smile(-96, -122, 10),
      );
    case 'butterfly':
      return wrap(
        id,
        oval(-40, -250, 70, 60, '#FF8FB1', -20) +
          oval(50, -250, 70, 60, '#FF8FB1', 20) +
          oval(-30, -150, 50, 40, '#8FD3FF', 20) +
          oval(40, -150, 50, 40, '#8FD3FF', -20) +
          path(circleSub(-50, -260, 16) + circleSub(60, -260, 16), '#FFD93D') +
          oval(5, -180, 18, 80, '#5E4B8B') +
          line('M-4 -280Q-20 -330 -40 -336M14 -280Q30 -330 50 -336', '#5E4B8B', 5) +
          disc(5, -270, 26, '#5E4B8B') +
          eyesOnDark([[-6, -274], [16, -274]], 6) +
          line('M-4 -258Q5 -252 14 -258', '#FFFFFF', 3),
      );
    default: {
      // A ladybird: red with black spots; any other beetle: green and shiny.
      const shell = id === 'ladybird' ? '#E53950' : '#3E9E6A';
      return wrap(
        id,
        line('M-60 -40L-90 0M0 -30L0 0M60 -40L90 0', INK, 6) +
          shape('M-110 -60Q-100 -200 10 -200Q120 -200 130 -60Z', shell) +
          line('M10 -200L10 -60', INK, 5) +
          (id === 'ladybird' ? path(circleSub(-50, -140, 16) + circleSub(60, -150, 18) + circleSub(-20, -90, 12) + circleSub(80, -90, 12), INK) : line('M-60 -160Q-40 -180 -10 -180M40 -180Q70 -176 90 -150', lighten(shell, 0.5), 6)) +
          line('M-150 -130Q-170 -180 -150 -196M-120 -134Q-120 -180 -96 -190', INK, 5) +
          oval(-120, -90, 44, 40, '#2E2A30') +
          eyesOnDark([[-138, -98], [-106, -100]], 8) +
          line('M-134 -72Q-122 -64 -110 -72', '#FFFFFF', 3),
      );
    }
  }
}

// ── A sea animal ───────────────────────────────────────────────────────────────────────────────────

type SeaId = 'seal' | 'octopus' | 'fish' | 'crab' | 'dolphin' | 'shark' | 'narwhal' | 'seahorse';

const SEA_KINDS: readonly KeywordKind<SeaId>[] = [
  { id: 'seal', keywords: ['phoque', 'otarie', 'morse', 'lion de mer', 'loutre de mer', 'lamantin', 'seal'] },
  { id: 'octopus', keywords: ['pieuvre', 'poulpe', 'calamar', 'calmar', 'méduse', 'octopus'] },
  { id: 'crab', keywords: ['crabe', 'homard', 'crevette', 'langouste', 'étoile de mer', 'bernard-l’ermite', "bernard-l'ermite", 'crab'] },
  { id: 'dolphin', keywords: ['dauphin', 'marsouin', 'dolphin'] },
  { id: 'shark', keywords: ['requin', 'shark'] },
  { id: 'narwhal', keywords: ['narval', 'narwhal'] },
  { id: 'seahorse', keywords: ['hippocampe', 'seahorse'] },
  { id: 'fish', keywords: ['poisson', 'poisson-clown', 'raie', 'saumon', 'fish'] },
];

/** Fish and octopuses float in the sea; on land they sit in a round bowl of water. */
export const seaAnimalFloats = (words: string) => !['seal', 'crab'].includes(lookOf(words, SEA_KINDS, 'fish'));

/** The swimmers drawn on the fish's body: its colour, fin, snout, horn and stripes. */
const SWIMMERS: Readonly<Record<'fish' | 'dolphin' | 'shark' | 'narwhal', { body: string; fin: 'small' | 'tall'; snout: boolean; horn: boolean; stripes: boolean; teeth: boolean }>> = {
  fish: { body: '#FF9F43', fin: 'small', snout: false, horn: false, stripes: true, teeth: false },
  dolphin: { body: '#8FB2D0', fin: 'small', snout: true, horn: false, stripes: false, teeth: false },
  shark: { body: '#8E9AAE', fin: 'tall', snout: false, horn: false, stripes: false, teeth: true },
  narwhal: { body: '#A9B8C8', fin: 'small', snout: false, horn: true, stripes: false, teeth: false },
};

export function seaAnimal(words: string, inWater: boolean): string {
  const id = lookOf(words, SEA_KINDS, 'fish');
  switch (id) {
    case 'seal':
      return wrap(
        id,
        shape('M150 -20Q200 -40 210 -80Q180 -60 160 -64Q170 -40 150 -20Z', '#7E8A9C') +
          shape('M-100 -170Q-120 -60 -60 -20L150 -20Q170 -60 100 -90Q20 -120 -30 -180Z', '#8E9AAE') +
          oval(-40, -40, 30, 16, darken('#8E9AAE', 0.12), -20) +
          oval(-80, -200, 58, 52, '#8E9AAE') +
          oval(-118, -186, 26, 20, lighten('#8E9AAE', 0.35)) +
          ellipse(-134, -196, 7, 5, INK) +
          line('M-128 -180L-168 -184M-128 -174L-166 -166M-108 -180L-70 -186M-108 -174L-72 -168', INK, 2, 'opacity="0.6"') +
          eyes([[-96, -216], [-58, -218]], 10) +
          blush([[-70, -190]], 9) +
          line('M-130 -168Q-118 -160 -106 -168', INK, 3),
      );
    case 'octopus': {
      const skin = '#C77DDB';
      const arms = [-90, -54, -18, 18, 54, 90].map((x, i) => limb(`M${x * 0.6} -120Q${x} -60 ${x + (i % 2 ? 20 : -20)} -20`, skin, 24)).join('');
      return wrap(id, (inWater ? '' : bowl()) + arms + oval(0, -200, 86, 96, skin) + path(circleSub(-40, -250, 9) + circleSub(30, -270, 7) + circleSub(50, -230, 10), darken(skin, 0.12)) + eyes([[-30, -196], [26, -196]], 12) + blush([[-50, -170], [48, -170]]) + smile(-2, -166, 14));
    }
    case 'crab':
      return wrap(
        id,
        line('M-60 -60L-100 0M-30 -50L-50 0M30 -50L50 0M60 -60L100 0', '#C2412D', 8) +
          limb('M-80 -110Q-130 -140 -140 -190', '#E4573F', 16) +
          limb('M80 -110Q130 -140 140 -190', '#E4573F', 16) +
          shape('M-170 -200Q-160 -240 -130 -230L-140 -196Q-150 -190 -170 -200ZM170 -200Q160 -240 130 -230L140 -196Q150 -190 170 -200Z', '#E4573F') +
          oval(0, -100, 100, 62, '#E4573F') +
          line('M-30 -150L-40 -200M30 -150L40 -200', '#C2412D', 6) +
          disc(-40, -204, 16, '#FFFFFF') +
          disc(40, -204, 16, '#FFFFFF') +
          eyes([[-40, -204], [40, -204]], 8) +
          blush([[-50, -90], [50, -90]]) +
          smile(0, -86, 16),
      );
    case 'seahorse': {
      const skin = '#FFC04D';
      return wrap(
        id,
        (inWater ? '' : bowl()) +
          limb('M20 -120Q40 -40 0 -40Q-30 -40 -20 -70', skin, 26) +
          shape('M-30 -230Q-60 -170 -30 -110Q10 -90 40 -130Q50 -190 20 -230Z', skin) +
          shape('M30 -220Q60 -190 50 -150L36 -160Q44 -190 24 -210Z', darken(skin, 0.15), 3) +
          disc(-10, -250, 42, skin) +
          shape('M-40 -256L-96 -246L-96 -230L-40 -234Z', skin) +
          line('M-10 -300L-4 -280M10 -296L8 -278', darken(skin, 0.3), 5) +
          eyes([[-20, -260]], 10) +
          blush([[-26, -234]], 8),
      );
    }
    default: {
      const swimmer = SWIMMERS[id];
      const body = swimmer.body;
      return wrap(
        id,
        (inWater ? '' : bowl()) +
          shape('M80 -160L150 -210L140 -150L150 -90Z', darken(body, 0.1)) +
          (swimmer.fin === 'tall' ? shape('M-10 -204L40 -290L60 -200Z', darken(body, 0.1), 3) : shape('M-20 -214Q20 -250 50 -206Z', darken(body, 0.1), 3)) +
          (swimmer.snout ? oval(-100, -140, 30, 16, body) : '') +
          (swimmer.horn ? line('M-80 -180L-190 -230', '#F4EBD0', 10) + line('M-100 -190l6 -12M-130 -204l6 -12M-160 -218l6 -12', darken('#F4EBD0', 0.35), 3) : '') +
          oval(0, -150, 100, 62, body) +
          (swimmer.snout || swimmer.teeth ? path('M-96 -130Q0 -80 90 -140Q40 -96 -60 -100Z', lighten(body, 0.5)) : '') +
          (swimmer.stripes ? line('M-10 -206Q-30 -150 -10 -94M40 -200Q24 -150 40 -102', '#FFFFFF', 14) : '') +
          (swimmer.horn ? path(circleSub(10, -170, 8) + circleSub(40, -150, 7) + circleSub(20, -130, 6), darken(body, 0.15)) : '') +
          shape('M10 -130Q40 -110 30 -90Q0 -110 10 -130Z', darken(body, 0.15), 3) +
          eyes([[-58, -164]], 12) +
          blush([[-66, -136]], 9) +
          (swimmer.teeth ? line('M-96 -124Q-80 -110 -60 -118', INK, 4) + path('M-90 -120l6 8l4 -9ZM-78 -116l6 8l4 -9Z', '#FFFFFF') : smile(-82, -128, 10)) +
          path(circleSub(-120, -220, 9) + circleSub(-110, -260, 6), '#DFF4FF', 'stroke="#8FC7E8" stroke-width="2"'),
      );
    }
  }
}

function bowl(): string {
  return circle(0, -150, 150, '#BFE6FA', 'opacity="0.55" stroke="#7FB9D9" stroke-width="6"') + ellipse(0, -10, 100, 14, '#9AD0EE', 'stroke="#7FB9D9" stroke-width="4"');
}

// ── A frog, a snake, a lizard, a crocodile ────────────────────────────────────────────────────────────────────────────────

type ReptileId = 'frog' | 'snake' | 'lizard' | 'crocodile';

const REPTILE_KINDS: readonly KeywordKind<ReptileId>[] = [
  { id: 'frog', keywords: ['grenouille', 'crapaud', 'têtard', 'rainette', 'frog', 'toad'] },
  // A salamander, a newt or an axolotl walks low on four legs with a long tail: the lizard's shape.
  { id: 'lizard', keywords: ['triton', 'axolotl', 'salamandre', 'newt', 'salamander'] },
  { id: 'snake', keywords: ['serpent', 'boa', 'couleuvre', 'vipère', 'python', 'anguille', 'cobra', 'anaconda', 'crotale', 'orvet', 'snake'] },
  { id: 'lizard', keywords: ['lézard', 'gecko', 'iguane', 'varan', 'caméléon', 'basilic', 'lizard', 'chameleon'] },
  { id: 'crocodile', keywords: ['crocodile', 'alligator', 'caïman', 'crocodile'] },
];

/** A frog, a snake, a lizard or a crocodile, when the kind names one; any other reptile keeps the dinosaur. */
export const reptileLook = (words: string): ReptileId | null => {
  const id = lookOf(words, REPTILE_KINDS, 'none');
  return id === 'none' ? null : id;
};

/** A low long body on four short legs, the tail behind: a lizard (`long` false) or a crocodile's snout. */
function lowReptile(id: 'lizard' | 'crocodile', skin: string, chameleon: boolean): string {
  const crocodile = id === 'crocodile';
  const back = crocodile ? path([-60, -20, 20, 60, 100].map((x) => `M${x - 14} -96L${x} -118L${x + 14} -96Z`).join(''), darken(skin, 0.2)) : '';
  const head = crocodile
    ? shape('M-90 -110Q-200 -116 -236 -84Q-240 -64 -200 -60L-90 -56Z', skin) + line('M-226 -72L-100 -72', INK, 3) + path('M-200 -72l6 8l6 -8ZM-170 -72l6 8l6 -8ZM-140 -72l6 8l6 -8Z', '#FFFFFF') + disc(-120, -126, 20, skin) + eyes([[-120, -128]], 9)
    : oval(-110, -100, 60, 40, skin) + (chameleon ? path(circleSub(-100, -110, 18), darken(skin, 0.12)) : '') + eyes([[-120, -112]], 10) + blush([[-130, -86]], 8) + smile(-146, -90, 10);
  return wrap(
    id,
    limb(`M100 -70Q200 -60 230 -20${chameleon ? 'Q250 20 220 10Q200 0 214 -14' : 'L270 -12'}`, skin, 30) +
      [-50, 70].map((x) => limb(`M${x} -70L${x - 24} -6`, darken(skin, 0.08), 20)).join('') +
      oval(20, -80, 110, 44, skin) +
      back +
      path(circleSub(-10, -92, 8) + circleSub(40, -72, 9) + circleSub(80, -96, 7), darken(skin, 0.12)) +
      [-30, 90].map((x) => limb(`M${x} -60L${x + 18} -4`, skin, 20)).join('') +
      head,
  );
}

export function reptile(words: string): string {
  const look = reptileLook(words);
  // A chameleon orange, an axolotl pink, a salamander slate grey, any other lizard green.
  const lizardSkin = /\bcameleon\b/.test(words) ? '#F2A23A' : /\baxolotl\b/.test(words) ? '#F7A8C4' : /\bsalamandre\b/.test(words) ? '#6B6480' : '#8CCB4A';
  if (look === 'lizard') return lowReptile('lizard', lizardSkin, /\bcameleon\b/.test(words));
  if (look === 'crocodile') return lowReptile('crocodile', '#5E9E4A', false);
  if (look === 'snake') {
    const skin = '#7BC96F';
    return wrap(
      'snake',
      limb('M140 -20Q60 -10 0 -30Q-60 -50 -20 -90Q20 -130 -40 -160', skin, 44) +
        path(circleSub(60, -22, 8) + circleSub(0, -34, 8) + circleSub(-30, -80, 8), darken(skin, 0.18)) +
        oval(-70, -186, 56, 44, skin) +
        line('M-126 -176L-146 -172M-146 -172L-156 -180M-146 -172L-156 -164', '#E53950', 4) +
        eyes([[-90, -200], [-52, -202]], 10) +
        blush([[-106, -174], [-38, -176]], 9) +
        smile(-72, -170, 12),
    );
  }
  const skin = '#7DCB5A';
  return wrap(
    'frog',
    oval(-70, -20, 46, 18, skin) +
      oval(70, -20, 46, 18, skin) +
      oval(-80, -60, 30, 44, darken(skin, 0.08), -30) +
      oval(80, -60, 30, 44, darken(skin, 0.08), 30) +
      oval(0, -100, 96, 80, skin) +
      oval(0, -80, 60, 48, '#E8F5C8') +
      disc(-46, -180, 34, skin) +
      disc(46, -180, 34, skin) +
      eyes([[-46, -182], [46, -182]], 14) +
      blush([[-64, -126], [64, -126]]) +
      line('M-50 -128Q0 -96 50 -128', INK, 4),
  );
}

// ── A bird ─────────────────────────────────────────────────────────────────────────────────────────

type BirdId = 'parrot' | 'duck' | 'hen' | 'chick' | 'crow' | 'flamingo' | 'eagle' | 'swan' | 'robin' | 'ostrich' | 'peacock' | 'heron' | 'pelican' | 'kiwi' | 'seabird' | 'kingfisher';

const BIRD_KINDS: readonly KeywordKind<BirdId>[] = [
  { id: 'parrot', keywords: ['perroquet', 'perruche', 'canari', 'ara', 'toucan', 'colibri', 'parrot'] },
  { id: 'duck', keywords: ['canard', 'caneton', 'cane', 'oie', 'duck'] },
  { id: 'hen', keywords: ['poule', 'coq', 'dinde', 'dindon', 'hen'] },
  { id: 'chick', keywords: ['poussin', 'chick'] },
  { id: 'crow', keywords: ['corbeau', 'merle', 'pie', 'crow'] },
  { id: 'flamingo', keywords: ['flamant', 'flamant rose', 'flamingo'] },
  { id: 'eagle', keywords: ['aigle', 'faucon', 'vautour', 'phénix', 'griffon', 'eagle'] },
  { id: 'swan', keywords: ['cygne', 'colombe', 'swan'] },
  { id: 'robin', keywords: ['rouge-gorge', 'moineau', 'mésange', 'pigeon', 'hirondelle', 'rossignol', 'pinson', 'robin'] },
  { id: 'ostrich', keywords: ['autruche', 'émeu', 'ostrich'] },
  { id: 'peacock', keywords: ['paon', 'peacock'] },
  { id: 'heron', keywords: ['héron', 'grue', 'cigogne', 'heron', 'stork'] },
  { id: 'pelican', keywords: ['pélican', 'pelican'] },
  { id: 'kiwi', keywords: ['kiwi'] },
  { id: 'seabird', keywords: ['mouette', 'goéland', 'albatros', 'macareux', 'seagull'] },
  { id: 'kingfisher', keywords: ['martin-pêcheur', 'martin pêcheur', 'geai', 'kingfisher', 'jay'] },
];

interface BirdLook {
  body: string;
  belly: string;
  beak: string;
  comb: boolean;
  /** Long legs lift the body (a heron, an ostrich). */
  legs?: 'long';
  /** 0 (a robin) to 1 (an ostrich): the head rises on a neck. */
  neck?: number;
  /** A peacock's fan behind the body. */
  tail?: 'fan';
  /** A long bill (a heron, a kiwi) or a pelican's pouch. */
  bill?: 'long' | 'pouch';
  /** Long legs' colour, when not the beak's. */
  legColour?: string;
}

const BIRD_LOOKS: Readonly<Record<BirdId | 'bird', BirdLook>> = {
  parrot: { body: '#3DBB6B', belly: '#FFD23F', beak: '#3A3036', comb: false },
  duck: { body: '#FFD93D', belly: '#FFF0A6', beak: '#F58B1F', comb: false },
  hen: { body: '#FAF6F0', belly: '#FFFFFF', beak: '#F5A623', comb: true },
  chick: { body: '#FFE15A', belly: '#FFF3A8', beak: '#F5A623', comb: false },
  crow: { body: '#4A4658', belly: '#6C6880', beak: '#F5A623', comb: false },
  flamingo: { body: '#FF9EBB', belly: '#FFD1DF', beak: '#3A3036', comb: false, legs: 'long', neck: 0.7, legColour: '#F07FA0' },
  eagle: { body: '#8C5A3C', belly: '#FFFFFF', beak: '#F5C623', comb: false },
  swan: { body: '#FFFFFF', belly: '#F2F2F2', beak: '#F58B1F', comb: false, neck: 0.6 },
  robin: { body: '#9C7A5B', belly: '#F47C48', beak: '#3A3036', comb: false },
  ostrich: { body: '#4A4046', belly: '#F2EDE6', beak: '#E8B07A', comb: false, legs: 'long', neck: 1 },
  peacock: { body: '#2B6FD8', belly: '#3FA7A0', beak: '#E8B07A', comb: false, tail: 'fan', neck: 0.3 },
  heron: { body: '#C9D3E0', belly: '#F4F7FA', beak: '#F5C623', comb: false, legs: 'long', neck: 0.8, bill: 'long' },
  pelican: { body: '#FFFFFF', belly: '#F2F2F2', beak: '#F5A623', comb: false, neck: 0.3, bill: 'pouch' },
  kiwi: { body: '#8C6A4A', belly: '#A98A68', beak: '#E8D0A8', comb: false, bill: 'long' },
  seabird: { body: '#F4F7FA', belly: '#FFFFFF', beak: '#F5C623', comb: false },
  kingfisher: { body: '#2F8FD8', belly: '#F28A3A', beak: '#3A3036', comb: false, bill: 'long' },
  bird: { body: '#5FA8E8', belly: '#D6ECFF', beak: '#F5A623', comb: false },
};

/** The kind's words name a bird (a farm's hen, a pet canary): drawn as a bird whatever its family. */
export const namesBird = (words: string): boolean => lookOf(words, BIRD_KINDS, 'none') !== 'none' || /\b(oiseau|oisillon)\b/.test(words);

export function bird(words: string): string {
  const id = lookOf(words, BIRD_KINDS, 'bird');
  const look = BIRD_LOOKS[id];
  // Long legs lift the body; a neck lifts the head up and forwards from it.
  const lift = look.legs === 'long' ? 130 : 0;
  const neck = look.neck ?? 0;
  const hx = -54 - neck * 30;
  const hy = -210 - neck * 120 - lift;
  const legColour = look.legColour ?? (look.legs === 'long' ? darken(look.beak, 0.1) : '#F5A623');
  const fan =
    look.tail === 'fan'
      ? outlinedUnion(Array.from({ length: 7 }, (_, i) => circleSub(60 + 130 * Math.cos(((i * 26 - 168) * Math.PI) / 180) * -1, -150 + 130 * Math.sin(((i * 26 - 168) * Math.PI) / 180), 46)).join(''), '#3FA77A', darken('#3FA77A', 0.4)) +
        path(Array.from({ length: 7 }, (_, i) => circleSub(60 + 130 * Math.cos(((i * 26 - 168) * Math.PI) / 180) * -1, -150 + 130 * Math.sin(((i * 26 - 168) * Math.PI) / 180), 14)).join(''), '#2B6FD8', 'stroke="#FFD23F" stroke-width="6"')
      : '';
  const bill =
    look.bill === 'long'
      ? shape(`M${hx - 46} ${hy - 8}L${hx - 150} ${hy + 8}L${hx - 46} ${hy + 14}Z`, look.beak, 3)
      : look.bill === 'pouch'
        ? shape(`M${hx - 46} ${hy + 8}Q${hx - 110} ${hy + 80} ${hx - 150} ${hy + 6}Z`, lighten(look.beak, 0.3), 3) + shape(`M${hx - 46} ${hy - 8}L${hx - 156} ${hy + 2}L${hx - 46} ${hy + 10}Z`, look.beak, 3)
        : shape(`M${hx - 50} ${hy - 4}L${hx - 92} ${hy + 10}L${hx - 50} ${hy + 24}Z`, look.beak, 3);
  const body =
    shape('M70 -120L150 -150L140 -100L150 -70Z', darken(look.body, 0.12)) +
    oval(0, -120, 86, 74, look.body) +
    oval(-20, -100, 50, 46, look.belly) +
    oval(30, -130, 50, 30, darken(look.body, 0.12), -20);
  return wrap(
    id,
    line(`M-20 ${-60 - lift}L-24 0M20 ${-60 - lift}L24 0`, legColour, 7) +
      line('M-36 0L-12 0M8 0L36 0', legColour, 6) +
      fan +
      (lift ? `<g transform="translate(0 ${-lift})">${body}</g>` : body) +
      (neck > 0 ? limb(`M-40 ${-160 - lift}Q${hx + 10} ${(hy - 160 - lift) / 2 + 20} ${hx} ${hy + 20}`, look.body, 34) : '') +
      (look.comb ? shape(`M${hx - 26} ${hy - 52}Q${hx - 16} ${hy - 80} ${hx - 2} ${hy - 56}Q${hx + 8} ${hy - 84} ${hx + 24} ${hy - 52}Z`, '#E53950', 3) : '') +
      (id === 'peacock' ? line(`M${hx} ${hy - 54}L${hx - 6} ${hy - 86}M${hx + 10} ${hy - 54}L${hx + 14} ${hy - 84}`, look.body, 4) + path(circleSub(hx - 6, hy - 90, 7) + circleSub(hx + 14, hy - 88, 7), look.body) : '') +
      disc(hx, hy, 56, look.body) +
      bill +
      eyes([[hx - 20, hy - 12]], 11) +
      blush([[hx - 26, hy + 18]], 9),
  );
}

// ── A toy ──────────────────────────────────────────────────────────────────────────────────────────

type ToyId = 'doll' | 'ball' | 'spinning-top' | 'tin-soldier';

const TOY_KINDS: readonly KeywordKind<ToyId>[] = [
  { id: 'doll', keywords: ['poupée', 'poupon', 'pantin', 'marionnette', 'figurine', 'doll', 'puppet'] },
  { id: 'tin-soldier', keywords: ['soldat de plomb', 'soldat', 'casse-noisette', 'tin soldier', 'nutcracker'] },
  { id: 'ball', keywords: ['ballon', 'balle', 'ball'] },
  { id: 'spinning-top', keywords: ['toupie', 'yoyo', 'yo-yo', 'top'] },
];

export function toy(words: string): string {
  const id = lookOf(words, TOY_KINDS, 'doll');
  if (id === 'ball') {
    return wrap(id, disc(0, -110, 110, '#FF6B6B') + path('M-110 -110A110 110 0 0 1 0 -220L0 -110Z', '#FFD93D') + path('M0 -110L110 -110A110 110 0 0 1 0 0Z', '#4D96FF') + circle(0, -110, 110, 'none', `stroke="${darken('#FF6B6B', 0.4)}" stroke-width="4"`) + eyes([[-40, -130], [30, -130]], 12) + blush([[-60, -100], [50, -100]]) + smile(-4, -96, 18));
  }
  if (id === 'spinning-top') {
    return wrap(id, rect(-8, -300, 16, 50, '#8B5A3C') + shape('M-120 -200Q0 -290 120 -200L0 0Z', '#4DB6AC') + path('M-96 -186Q0 -150 96 -186L70 -150Q0 -120 -70 -150Z', '#FFD93D') + eyes([[-36, -210], [30, -210]], 11) + blush([[-56, -186], [50, -186]]) + smile(-4, -184, 14) + line('M130 -120L170 -110M124 -80L160 -60', '#9AA5B1', 5));
  }
  if (id === 'tin-soldier') {
    // Andersen's tin soldier: a tall black shako, a red jacket with gold buttons, blue trousers, on a stand.
    const red = '#D83A3A';
    return wrap(
      id,
      rect(-60, -22, 120, 22, '#9AA5B1', paint('#9AA5B1', 3)) +
        shape('M-36 -120L-6 -120L-6 -22L-36 -22ZM6 -120L36 -120L36 -22L6 -22Z', '#2F4A8A') +
        shape('M-44 -230L44 -230L48 -110L-48 -110Z', red) +
        line('M-44 -126L44 -126', '#FFFFFF', 8) +
        path(circleSub(0, -206, 5) + circleSub(0, -180, 5) + circleSub(0, -154, 5), '#FFC83D') +
        limb('M-44 -222Q-62 -180 -60 -140', red, 16) +
        limb('M44 -222Q64 -190 60 -150', red, 16) +
        disc(-60, -134, 11, '#F6D2B8') +
        disc(60, -144, 11, '#F6D2B8') +
        line('M62 -150L70 -300', '#8B5A3C', 6) +
        oval(0, -270, 40, 42, '#F6D2B8') +
        eyes([[-14, -272], [14, -272]], 6) +
        blush([[-24, -256], [24, -256]], 7) +
        smile(0, -256, 8) +
        shape('M-40 -296L-34 -380L34 -380L40 -296Z', '#2E2A3A') +
        line('M-40 -298L40 -298', '#FFC83D', 6) +
        disc(0, -386, 10, '#D83A3A'),
    );
  }
  // A rag doll with button eyes, yarn hair and a patched dress, its winding key in the back.
  const cloth = '#F6D2B8';
  return wrap(
    id,
    line('M40 -150L80 -150', '#B8A06A', 8) +
      shape('M80 -176Q100 -190 104 -170Q100 -150 80 -150Q100 -150 104 -130Q100 -110 80 -124Z', '#D4B254', 3) +
      line('M-24 -70L-30 -8M24 -70L30 -8', cloth, 18) +
      shape('M-50 -190L50 -190L80 -60Q0 -44 -80 -60Z', '#7EC8E3') +
      shape('M10 -120L44 -120L44 -88L10 -88Z', '#FFB3C8', 3) +
      line('M10 -120L44 -88M44 -120L10 -88', darken('#FFB3C8', 0.4), 2, 'stroke-dasharray="4 4"') +
      limb('M-44 -180Q-74 -150 -78 -116', cloth, 16) +
      limb('M44 -180Q74 -150 78 -116', cloth, 16) +
      outlinedUnion([circleSub(-56, -260, 24), circleSub(56, -260, 24), circleSub(-40, -300, 24), circleSub(40, -300, 24), circleSub(0, -314, 26)].join(''), '#E86A4A', darken('#E86A4A', 0.4)) +
      oval(0, -252, 56, 56, cloth) +
      disc(-20, -256, 10, '#3A3036') +
      disc(20, -256, 10, '#3A3036') +
      path(circleSub(-22, -258, 3) + circleSub(18, -258, 3), '#FFFFFF') +
      blush([[-34, -230], [34, -230]], 9) +
      line('M-14 -226Q0 -214 14 -226', '#C2412D', 4),
  );
}

// ── A vehicle ──────────────────────────────────────────────────────────────────────────────────────

type VehicleId = 'boat' | 'rocket' | 'plane' | 'bus' | 'truck' | 'tractor' | 'car';

const VEHICLE_KINDS: readonly KeywordKind<VehicleId>[] = [
  { id: 'boat', keywords: ['bateau', 'voilier', 'barque', 'navire', 'péniche', 'radeau', 'canot', 'sous-marin', 'boat'] },
  { id: 'rocket', keywords: ['fusée', 'vaisseau', 'navette', 'soucoupe', 'rocket'] },
  { id: 'plane', keywords: ['avion', 'hélicoptère', 'planeur', 'montgolfière', 'plane'] },
  { id: 'bus', keywords: ['bus', 'autobus', 'car scolaire', 'bus scolaire', 'autocar'] },
  { id: 'truck', keywords: ['camion', 'camion de pompiers', 'camion-poubelle', 'dépanneuse', 'camionnette', 'ambulance', 'truck'] },
  { id: 'tractor', keywords: ['tracteur', 'pelleteuse', 'bulldozer', 'moissonneuse', 'tractor'] },
  { id: 'car', keywords: ['voiture', 'car', 'train', 'locomotive', 'moto', 'vélo', 'trottinette'] },
];

/** Two wheels with their hubs. */
const wheels = (points: readonly (readonly [number, number, number])[]) => points.map(([x, y, r]) => disc(x, y, r, '#3A3036') + circle(x, y, r * 0.4, '#C9D3E0')).join('');

/** A bus: long and yellow, a row of windows, the face in the front one. */
function bus(): string {
  const paintColour = '#FFC83D';
  const windows = [-40, 30, 100].map((x) => shape(`M${x} -200L${x + 50} -200L${x + 50} -150L${x} -150Z`, '#BFE6FA', 3)).join('');
  return shape('M-190 -60Q-196 -250 -140 -250L170 -250Q196 -250 196 -220L196 -60Q196 -40 176 -40L-170 -40Q-190 -40 -190 -60Z', paintColour) + line('M-188 -110L194 -110', darken(paintColour, 0.3), 6) + shape('M-176 -206Q-172 -230 -140 -230L-70 -230L-70 -140L-178 -140Z', '#BFE6FA', 3) + windowFace(-124, -190, 40) + windows + wheels([[-110, -40, 38], [120, -40, 38]]) + disc(-184, -80, 11, '#FFE27A');
}

/** A truck: a cab in front and a box behind (a fire engine red with its ladder, an ambulance white with a cross). */
function truck(words: string): string {
  const fire = /\bpompiers?\b/.test(words);
  const ambulance = /\bambulance\b/.test(words);
  const cab = fire ? '#E53935' : ambulance ? '#F4F7FA' : '#4D96FF';
  const box = fire ? '#E53935' : ambulance ? '#F4F7FA' : '#FFB547';
  const mark = ambulance ? path('M52 -180h24v-24h20v24h24v20h-24v24h-20v-24h-24Z', '#E53935') : '';
  const ladder = fire ? line('M-20 -250L180 -270M-20 -236L180 -256', '#C9D3E0', 6) + line('M10 -252L12 -238M50 -256L52 -242M90 -260L92 -246M130 -264L132 -250', '#C9D3E0', 5) : '';
  return shape('M-10 -230L190 -230L190 -60L-10 -60Z', box) + mark + ladder + shape('M-180 -60Q-186 -130 -150 -140L-120 -200Q-110 -214 -80 -214L-10 -214L-10 -60Z', cab) + shape('M-112 -192L-40 -192L-40 -140L-140 -140Z', '#BFE6FA', 3) + windowFace(-80, -166, 34) + rect(-186, -66, 380, 22, '#51607A', 'rx="8"') + wheels([[-110, -40, 38], [110, -40, 38]]) + disc(-176, -96, 11, '#FFE27A');
}

/** A tractor: a big back wheel, a small front one, a cab with the face and a smoking exhaust. */
function tractor(): string {
  const green = '#5CB85C';
  return shape('M-170 -70L-170 -150Q-170 -170 -150 -170L10 -170L10 -70Z', green) + line('M-120 -170L-120 -220', '#51607A', 10) + path(circleSub(-112, -240, 10) + circleSub(-98, -262, 8), '#C9D3E0', 'opacity="0.8"') + shape('M0 -300L140 -300L150 -110L0 -110Z', darken(green, 0.1)) + shape('M20 -280L120 -280L126 -180L20 -180Z', '#BFE6FA', 3) + windowFace(72, -232, 40) + shape('M-176 -120L20 -120L20 -90L-176 -90Z', '#FFC83D', 3) + wheels([[-120, -42, 42], [90, -76, 76]]);
}

/** A windscreen face: the cartoon vehicle looks at the child through it. */
const windowFace = (x: number, y: number, r: number) => eyes([[x - r * 0.4, y - r * 0.1], [x + r * 0.35, y - r * 0.1]], r * 0.2) + smile(x, y + r * 0.35, r * 0.3);

export function vehicle(words: string): string {
  const id = lookOf(words, VEHICLE_KINDS, 'car');
  switch (id) {
    case 'boat':
      return wrap(id, line('M0 -60L0 -330', '#8B5A3C', 10) + shape('M10 -320Q110 -230 120 -90L10 -90Z', '#FFFFFF') + shape('M-10 -300Q-90 -220 -100 -100L-10 -100Z', '#FFD93D') + shape('M-170 -80L170 -80Q140 0 -130 0Z', '#E86A4A') + disc(-70, -46, 28, '#DFF4FF') + windowFace(-70, -46, 28) + line('M-160 8Q-120 -6 -80 8Q-40 22 0 8Q40 -6 80 8Q120 22 160 8', '#7FCBF2', 8));
    case 'rocket':
      return wrap(
        id,
        shape('M-20 -40Q0 40 20 -40Z', '#FFB547', 3) +
          shape('M-70 -120L-120 -30L-60 -50ZM70 -120L120 -30L60 -50Z', '#E53950') +
          shape('M-70 -60Q-90 -260 0 -380Q90 -260 70 -60Z', '#F2F4F8') +
          path('M-44 -320Q0 -380 44 -320Q0 -330 -44 -320Z', '#E53950') +
          disc(0, -220, 46, '#BFE6FA') +
          windowFace(0, -220, 46),
      );
    case 'plane':
      return wrap(
        id,
        shape('M110 -170L160 -260L180 -250L160 -150Z', '#4D96FF') +
          shape('M-20 -150L80 -80L40 -60L-40 -120Z', '#2F6FCB') +
          shape('M-160 -150Q-170 -210 -90 -210L140 -190Q170 -170 140 -140L-90 -120Q-150 -120 -160 -150Z', '#4D96FF') +
          disc(-110, -170, 30, '#BFE6FA') +
          windowFace(-110, -170, 30) +
          line('M-60 -120L-60 -40M60 -130L60 -40', '#51607A', 6) +
          disc(-60, -30, 18, '#3A3036') +
          disc(60, -30, 18, '#3A3036'),
      );
    case 'bus':
      return wrap(id, bus());
    case 'truck':
      return wrap(id, truck(words));
    case 'tractor':
      return wrap(id, tractor());
    default:
      return wrap(
        id,
        shape('M-170 -50Q-180 -130 -100 -140L-60 -210Q-40 -230 20 -230L70 -230Q110 -230 130 -150Q180 -140 180 -60Q180 -40 160 -40L-150 -40Q-170 -40 -170 -50Z', '#FF6B6B') +
          shape('M-46 -200Q-36 -214 -4 -214L-4 -150L-86 -150Z', '#BFE6FA', 3) +
          shape('M16 -214L62 -214Q86 -214 100 -150L16 -150Z', '#BFE6FA', 3) +
          windowFace(-40, -176, 40) +
          disc(-100, -40, 40, '#3A3036') +
          disc(110, -40, 40, '#3A3036') +
          circle(-100, -40, 16, '#C9D3E0') +
          circle(110, -40, 16, '#C9D3E0') +
          disc(-166, -100, 12, '#FFE27A'),
      );
  }
}

// ── The sky's bodies: the Moon, the Sun, a cloud ───────────────────────────────────────────────────

export function moon(): string {
  return wrap(
    'moon',
    circle(0, -180, 150, 'url(#companion-glow)') +
      path('M20 -300A120 120 0 1 0 100 -100A96 96 0 1 1 20 -300Z', '#FFF3B0', 'stroke="#E0C060" stroke-width="6" stroke-linejoin="round"') +
      path(circleSub(-40, -140, 12) + circleSub(-10, -250, 9) + circleSub(-70, -210, 7), '#F2E08E') +
      eyes([[-60, -184]], 11) +
      blush([[-70, -156]], 10) +
      smile(-46, -150, 14) +
      path(sparklePath(100, -300, 12) + sparklePath(130, -200, 9), '#FFFFFF', 'stroke="#FFD93D" stroke-width="2"'),
  );
}

export function sun(): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `M${Math.round(Math.cos(a) * 110)} ${Math.round(-180 + Math.sin(a) * 110)}L${Math.round(Math.cos(a) * 150)} ${Math.round(-180 + Math.sin(a) * 150)}`;
  }).join('');
  return wrap('sun', circle(0, -180, 150, 'url(#companion-glow)') + line(rays, '#FFB547', 14) + disc(0, -180, 92, '#FFD23F') + eyes([[-30, -196], [28, -196]], 12) + blush([[-52, -166], [50, -166]]) + smile(-2, -160, 18));
}

export function cloud(): string {
  return wrap(
    'cloud',
    outlinedUnion([circleSub(-80, -160, 56), circleSub(-20, -210, 72), circleSub(60, -190, 62), circleSub(110, -150, 44), ellipseLike(10, -140, 140, 46)].join(''), '#FFFFFF', '#B8C8DA') +
      eyes([[-40, -176], [20, -176]], 11) +
      blush([[-60, -150], [40, -150]]) +
      smile(-10, -150, 14),
  );
}

const ellipseLike = (cx: number, cy: number, rx: number, ry: number) => `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

// ── A plant ────────────────────────────────────────────────────────────────────────────────────────

type PlantId = 'tree' | 'mushroom' | 'cactus' | 'flower';

const PLANT_KINDS: readonly KeywordKind<PlantId>[] = [
  { id: 'tree', keywords: ['arbre', 'chêne', 'sapin', 'pommier', 'saule', 'baobab', 'palmier', 'bouleau', 'tree'] },
  { id: 'mushroom', keywords: ['champignon', 'mushroom'] },
  { id: 'cactus', keywords: ['cactus'] },
  { id: 'flower', keywords: ['fleur', 'tournesol', 'rose', 'tulipe', 'marguerite', 'pâquerette', 'graine', 'pousse', 'flower'] },
];

export function plant(words: string): string {
  const id = lookOf(words, PLANT_KINDS, 'flower');
  switch (id) {
    case 'tree':
      return wrap(id, shape('M-30 0L-24 -170L24 -170L30 0Z', '#8B5A3C') + outlinedUnion([circleSub(0, -260, 110), circleSub(-90, -210, 70), circleSub(90, -210, 70), circleSub(0, -350, 70)].join(''), '#6CC06A', darken('#6CC06A', 0.4)) + path(circleSub(-60, -300, 10) + circleSub(70, -270, 10) + circleSub(20, -340, 9), '#FF6B6B') + eyes([[-30, -240], [26, -240]], 12) + blush([[-52, -214], [48, -214]]) + smile(-2, -210, 16));
    case 'mushroom':
      return wrap(id, shape('M-50 0Q-60 -100 -40 -150L40 -150Q60 -100 50 0Z', '#FFF1DE') + shape('M-140 -150Q-130 -300 0 -300Q130 -300 140 -150Z', '#E53950') + path(circleSub(-70, -210, 18) + circleSub(10, -260, 16) + circleSub(80, -200, 20), '#FFFFFF') + eyes([[-20, -100], [18, -100]], 10) + blush([[-34, -78], [32, -78]], 9) + smile(-2, -76, 12));
    case 'cactus':
      return wrap(id, shape('M-80 0L80 0L66 -60L-66 -60Z', '#D9824B') + limb('M-40 -150Q-90 -150 -90 -210', '#5FB35A', 34) + limb('M40 -120Q90 -120 90 -180', '#5FB35A', 34) + shape('M-44 -60Q-50 -280 0 -290Q50 -280 44 -60Z', '#5FB35A') + disc(0, -296, 14, '#FF8FB1') + eyes([[-18, -200], [16, -200]], 10) + blush([[-30, -176], [30, -176]], 9) + smile(-2, -174, 12));
    default: {
      const petals = Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2;
        return circleSub(Math.cos(a) * 70, -260 + Math.sin(a) * 70, 40);
      }).join('');
      return wrap(id, line('M0 -10L0 -200', '#4C9A48', 14) + oval(-50, -100, 46, 20, '#6CC06A', -30) + oval(50, -140, 46, 20, '#6CC06A', 30) + shape('M-70 0L70 0L56 -60L-56 -60Z', '#D9824B') + outlinedUnion(petals, '#FF8FB1', darken('#FF8FB1', 0.4)) + disc(0, -260, 56, '#FFD23F') + eyes([[-20, -268], [18, -268]], 10) + blush([[-34, -244], [32, -244]], 9) + smile(-2, -242, 12));
    }
  }
}


/**
 * The look a family drawing takes for a kind's words, without drawing it (the same choice the drawing
 * makes): "giraffe" for the four-legged animal of "girafe". For the measurement of fallbacks.
 */
export function familyLook(id: 'animal' | 'small-creature' | 'sea-animal' | 'bird' | 'toy' | 'vehicle' | 'plant' | 'reptile', words: string): string {
  switch (id) {
    case 'animal':
      return lookOf(words, ANIMAL_KINDS, 'animal');
    case 'small-creature':
      return lookOf(words, CREATURE_KINDS, 'beetle');
    case 'sea-animal':
      return lookOf(words, SEA_KINDS, 'fish');
    case 'bird':
      return lookOf(words, BIRD_KINDS, 'bird');
    case 'toy':
      return lookOf(words, TOY_KINDS, 'doll');
    case 'vehicle':
      return lookOf(words, VEHICLE_KINDS, 'car');
    case 'plant':
      return lookOf(words, PLANT_KINDS, 'flower');
    case 'reptile':
      return reptileLook(words) ?? 'frog';
  }
}
