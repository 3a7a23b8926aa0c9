import type { CompanionTraitState } from '#core/story-scenes';
import type { CompanionId, FamilyDrawingId } from './characters';
import { animal, animalScale, bird, moon, plant, reptile, seaAnimal, seaAnimalFloats, smallCreature, sun, toy, vehicle } from './companion-families';
import { folkScale, friend, grownUp, knight, snowman } from './companion-folk';
import { produce, produceLook, skyBody, thing, thingLook } from './companion-things';
import { blush, disc, eyes, INK, limb, oval, paint, shape, smile } from './companion-kit';
import { turtle, whale, witch } from './companion-more';
import { traitSign } from './companion-trait-signs';
import type { CompanionTrait } from './companion-traits';
import { fairy, mermaid, pirate, royalty } from './companion-people';
import { darken, lighten } from './palette';
import type { Random } from './random';
import { circleSub, outlinedUnion } from './shapes';
import { circle, ellipse, line, path, rect, sparklePath, starPath } from './svg';

/**
 * The story's main character, drawn as simple friendly shapes in its own coordinates (feet at (0, 0),
 * facing left towards the child), then placed beside the child on the scene's ground.
 */

export interface Companion {
  defs: string;
  svg: string;
  /** Scale the drawing is placed at. */
  scale: number;
  /** Lifted off the ground (fairy, star-sprite). */
  lift: number;
}

export interface CompanionOptions {
  /** The scene is mostly green (forest, jungle, garden…): a green dragon would melt into it. */
  greenScene?: boolean;
  /** The trait the parent gave it ("qui a peur du noir"), and where its small subplot stands. */
  trait?: CompanionTrait | null;
  traitState?: CompanionTraitState;
  /** Under the sea: sea creatures swim. */
  underwater?: boolean;
  /** Sea or shore around: a whale needs no pool there. */
  seaNearby?: boolean;
  /** The frame's kind, as normalised words (its id and singular): a family drawing's look ("girafe", "escargot"). */
  kindWords?: string;
  /** The kind is feminine ("une grand-mère", "une amie"): a person's clothes. */
  feminine?: boolean;
}

/** The companion with its trait's sign: a glow behind, marks over it. */
export function drawCompanion(id: CompanionId, rng: Random, options: CompanionOptions = {}): Companion {
  const base = drawBody(id, rng, options);
  const sign = traitSign(id, options.trait ?? null, options.traitState ?? 'before');
  // A tiny companion is drawn smaller; everything else keeps its size.
  const scale = options.trait === 'tiny' ? base.scale * 0.62 : base.scale;
  const defs = sign.glow && !base.defs.includes('companion-glow') ? base.defs + GLOW_DEFS : base.defs;
  return { defs, svg: sign.behind + base.svg + sign.front, scale, lift: base.lift };
}

function drawBody(id: CompanionId, rng: Random, options: CompanionOptions): Companion {
  const state = options.traitState ?? 'before';
  switch (id) {
    case 'dragon':
      return { defs: '', svg: dragon(rng.pick(options.greenScene ? ['#9B7FE0', '#5FB8E8', '#F28A8A'] : ['#7BCB6B', '#9B7FE0', '#5FB8E8', '#F28A8A'])), scale: 1.08, lift: 0 };
    case 'unicorn':
      // "qui a perdu sa corne": no horn until the story gives it back.
      return { defs: '', svg: horse(true, !(options.trait === 'lost-horn' && state === 'before')), scale: 1.05, lift: 0 };
    case 'horse':
      return { defs: '', svg: horse(false, false, /\bpegase\b/.test(options.kindWords ?? '')), scale: 1.05, lift: 0 };
    case 'cat':
      return { defs: '', svg: cat(rng.pick(['#F6A35B', '#A9A9B8', '#5E5566'])), scale: 0.95, lift: 0 };
    case 'dog':
      return { defs: '', svg: dog(), scale: 0.98, lift: 0 };
    case 'rabbit':
      return { defs: '', svg: rabbit(), scale: 0.95, lift: 0 };
    case 'robot':
      // "qui apprend à rire": a flat mouth until it laughs.
      return { defs: '', svg: robot(options.trait === 'learning-to-laugh' ? (state === 'after' ? 'laugh' : 'flat') : 'smile'), scale: 1, lift: 0 };
    case 'bear':
      return { defs: '', svg: bear(options.kindWords), scale: 1.05, lift: 0 };
    case 'fox':
      return { defs: '', svg: fox(), scale: 0.98, lift: 0 };
    case 'owl':
      return { defs: '', svg: owl(), scale: 0.95, lift: 0 };
    case 'dinosaur':
      return { defs: '', svg: dinosaur(), scale: 0.95, lift: 0 };
    case 'mermaid':
      return { defs: '', svg: mermaid(rng), scale: 1.15, lift: 0 };
    case 'fairy':
      return { defs: GLOW_DEFS, svg: fairy(rng, options.feminine ?? true, /\bange\b/.test(options.kindWords ?? '')), scale: 0.95, lift: 150 };
    case 'pirate':
      return { defs: '', svg: pirate(rng), scale: 1.15, lift: 0 };
    case 'princess':
      return { defs: '', svg: royalty(rng, true, /\breine\b/.test(options.kindWords ?? '')), scale: 1.15, lift: 0 };
    case 'prince':
      return { defs: '', svg: royalty(rng, false, /\broi\b/.test(options.kindWords ?? '')), scale: 1.15, lift: 0 };
    case 'knight':
      return { defs: '', svg: knight(rng), scale: 1.15, lift: 0 };
    case 'alien':
      return { defs: '', svg: alien(), scale: 1, lift: 0 };
    case 'lion':
      return { defs: '', svg: lion(options.kindWords), scale: 1.02, lift: 0 };
    case 'penguin':
      return { defs: '', svg: penguin(), scale: 0.95, lift: 0 };
    case 'turtle':
      return { defs: '', svg: turtle(), scale: 0.95, lift: options.underwater ? 120 : 0 };
    case 'whale':
      return { defs: '', svg: whale({ pool: !options.underwater && !options.seaNearby, singing: options.trait === 'sings' && state === 'after', orca: /\borques?\b/.test(options.kindWords ?? '') }), scale: options.underwater ? 1 : 0.9, lift: options.underwater ? 150 : 0 };
    case 'witch':
      return {
        defs: '',
        svg: witch(rng, { potion: options.trait === 'failed-potions' ? (state === 'after' ? 'working' : 'failed') : 'none' }),
        scale: 1.1,
        lift: 0,
      };
    case 'star-sprite':
      return { defs: GLOW_DEFS, svg: starSprite(rng), scale: 1, lift: 170 };
    default:
      return drawFamily(id, rng, options);
  }
}

/** A frame kind with no drawing of its own, drawn as its family (companion-families.ts). */
function drawFamily(id: FamilyDrawingId, rng: Random, options: CompanionOptions): Companion {
  const words = options.kindWords ?? '';
  const feminine = options.feminine ?? false;
  const water = (options.underwater ?? false) || (options.seaNearby ?? false);
  switch (id) {
    case 'animal':
      return { defs: '', svg: animal(words), scale: animalScale(words), lift: 0 };
    case 'small-creature':
      return { defs: '', svg: smallCreature(words), scale: 0.9, lift: 0 };
    case 'sea-animal':
      return { defs: '', svg: seaAnimal(words, water), scale: 0.95, lift: options.underwater && seaAnimalFloats(words) ? 130 : 0 };
    case 'bird':
      return { defs: '', svg: bird(words), scale: 0.95, lift: 0 };
    case 'grown-up':
      return { defs: '', svg: grownUp(words, feminine, rng), scale: 1.15 * folkScale(words), lift: 0 };
    case 'friend':
      return { defs: '', svg: friend(feminine, rng), scale: 1.05, lift: 0 };
    case 'toy':
      return { defs: '', svg: thingLook(words) ? thing(words) : toy(words), scale: 0.95, lift: 0 };
    case 'vehicle':
      return { defs: '', svg: thingLook(words) ? thing(words) : vehicle(words), scale: 0.9, lift: 0 };
    case 'moon':
      return { defs: GLOW_DEFS, svg: moon(), scale: 1, lift: 170 };
    case 'sun':
      return { defs: GLOW_DEFS, svg: sun(), scale: 1, lift: 170 };
    case 'cloud':
      return { defs: '', svg: skyBody(words), scale: 1, lift: 150 };
    case 'plant':
      return { defs: '', svg: produceLook(words) ? produce(words) : plant(words), scale: 1, lift: 0 };
    case 'reptile':
      return { defs: '', svg: reptile(words), scale: 0.95, lift: 0 };
    case 'snowman':
      return { defs: '', svg: snowman(), scale: 1, lift: 0 };
  }
}

const GLOW_DEFS =
  '<radialGradient id="companion-glow"><stop offset="0" stop-color="#FFF7C2" stop-opacity="0.95"/><stop offset="0.45" stop-color="#FFE27A" stop-opacity="0.45"/><stop offset="1" stop-color="#FFE27A" stop-opacity="0"/></radialGradient>';

export function dragon(body: string): string {
  const belly = '#FFF0B3';
  const wing = darken(body, 0.12);
  const spikes = '#F6A04D';
  return (
    shape('M30 -190Q70 -330 190 -318Q168 -290 178 -258Q140 -262 128 -230Q96 -240 80 -206Z', wing) +
    line('M44 -200Q100 -290 180 -306M80 -206Q110 -260 176 -262', darken(wing, 0.3), 3, 'opacity="0.6"') +
    limb('M50 -60Q150 -10 180 -100', body, 32) +
    shape('M170 -92L176 -150L212 -108Z', spikes) +
    shape('M60 -214L92 -246L88 -200ZM86 -160L122 -180L108 -134ZM96 -100L134 -104L108 -70Z', spikes) +
    oval(-48, -16, 36, 19, body) +
    oval(50, -16, 36, 19, body) +
    oval(0, -122, 94, 108, body) +
    oval(-20, -110, 58, 80, belly) +
    line('M-64 -140Q-20 -126 24 -140M-70 -100Q-20 -86 30 -100M-62 -60Q-20 -48 22 -60', darken(belly, 0.25), 3) +
    oval(-86, -150, 20, 34, body, 30) +
    shape('M-86 -322Q-100 -376 -72 -388Q-70 -350 -54 -326Z', belly) +
    shape('M-20 -330Q-22 -384 8 -390Q2 -352 12 -324Z', belly) +
    oval(-40, -268, 84, 70, body) +
    oval(-104, -246, 54, 40, lighten(body, 0.25)) +
    ellipse(-132, -258, 6, 4, darken(body, 0.5)) +
    ellipse(-112, -262, 6, 4, darken(body, 0.5)) +
    eyes([[-76, -292], [-26, -296]], 13) +
    blush([[-92, -264], [4, -268]]) +
    line('M-136 -230Q-108 -212 -80 -228', INK, 4)
  );
}

/** A horse, or a unicorn (its colours) with or without its horn. */
/** A horse; a unicorn white with its horn; Pegasus (`winged`) white with a feathered wing on its back. */
function horse(horn: boolean, hornShown: boolean, winged = false): string {
  const coat = horn || winged ? '#FFFFFF' : '#C58B5C';
  const snout = horn ? '#FFE3EE' : '#E7B98E';
  const hoof = horn ? '#B9A3E3' : '#6B4A3A';
  const mane = horn ? ['#FF9EC7', '#FFD36E', '#8FD6FF', '#B79CFF'] : ['#6B3E26', '#6B3E26', '#6B3E26', '#6B3E26'];
  const tail = mane.slice(0, 3).map((colour, i) => line(`M${118 + i * 4} ${-176 + i * 6}Q${178 + i * 6} ${-150 + i * 10} ${150 + i * 6} ${-50 + i * 10}`, colour, 18)).join('');
  const legs = [-62, -30, 54, 86].map((x) => shape(`M${x - 13} -120L${x + 13} -120L${x + 13} -22L${x - 13} -22Z`, coat) + shape(`M${x - 14} -24L${x + 14} -24L${x + 15} 0L${x - 15} 0Z`, hoof)).join('');
  // The mane: flowing strands down the back of the neck, like the tail.
  const maneStrands = mane
    .slice(0, 3)
    .map((colour, i) => line(`M${-86 + i * 12} ${-318 + i * 4}Q${-40 + i * 10} ${-300 + i * 6} ${-36 + i * 8} ${-250}T${-6 + i * 6} ${-186 + i * 4}`, colour, 18))
    .join('');
  const hornShape = !horn
    ? ''
    : !hornShown
      ? // Where the horn was: a small pink bump, so the loss is visible.
        shape('M-106 -330Q-96 -352 -84 -330Z', '#FFB3D1', 3)
      : shape('M-108 -318L-96 -404L-80 -314Z', '#FFD54F') + line('M-104 -338L-84 -344M-100 -358L-86 -364M-98 -378L-90 -382', '#C99A1E', 3);
  return (
    tail +
    legs +
    shape('M-110 -150Q-118 -220 -104 -262L-40 -280Q-40 -214 -6 -160Z', coat) +
    oval(20, -150, 118, 64, coat) +
    (winged ? shape('M-10 -190Q-20 -300 60 -340Q70 -300 110 -300Q90 -270 120 -250Q80 -240 96 -214Q50 -200 30 -180Z', '#F2F6FF') + line('M20 -200Q40 -260 70 -300M40 -196Q70 -240 100 -262', '#C9D3E6', 4) : '') +
    maneStrands +
    shape('M-80 -312L-66 -348L-54 -306Z', coat) +
    oval(-94, -274, 54, 46, coat) +
    oval(-134, -252, 36, 30, snout) +
    hornShape +
    disc(-110, -318, 16, mane[0] ?? '#FF9EC7') +
    ellipse(-148, -256, 4, 5, darken(snout, 0.5)) +
    eyes([[-100, -286]], 11) +
    blush([[-118, -262]], 10) +
    line('M-156 -236Q-140 -226 -124 -236', INK, 4)
  );
}

function cat(fur: string): string {
  const cream = '#FFF1DE';
  const stripe = darken(fur, 0.3);
  return (
    limb('M60 -30Q130 -40 118 -150', fur, 24) +
    oval(0, -96, 76, 92, fur) +
    oval(0, -80, 44, 60, cream) +
    oval(-32, -12, 26, 15, fur) +
    oval(32, -12, 26, 15, fur) +
    shape('M-72 -246L-64 -318L-18 -280Z', fur) +
    shape('M72 -246L64 -318L18 -280Z', fur) +
    path('M-62 -262L-58 -302L-32 -282ZM62 -262L58 -302L32 -282Z', '#FFB3C1') +
    oval(0, -220, 84, 70, fur) +
    line('M-14 -284L-12 -262M0 -288L0 -264M14 -284L12 -262', stripe, 5) +
    oval(-15, -196, 19, 14, cream) +
    oval(15, -196, 19, 14, cream) +
    path('M-8 -210L8 -210L0 -200Z', '#FF7A9A') +
    eyes([[-34, -230], [30, -230]], 12) +
    blush([[-52, -206], [50, -206]]) +
    line('M-6 -196Q0 -190 0 -200Q0 -190 6 -196', INK, 3) +
    line('M-36 -200L-78 -208M-36 -192L-78 -188M36 -200L78 -208M36 -192L78 -188', INK, 2.5, 'opacity="0.7"')
  );
}

function dog(): string {
  const fur = '#E2B07A';
  const ear = '#8C5A3C';
  return (
    limb('M60 -50Q110 -70 120 -130', fur, 22) +
    oval(0, -96, 78, 92, fur) +
    oval(0, -86, 44, 62, '#FFF6EA') +
    oval(-32, -12, 27, 15, fur) +
    oval(32, -12, 27, 15, fur) +
    oval(0, -226, 84, 74, fur) +
    oval(-80, -214, 26, 54, ear, 12) +
    oval(80, -214, 26, 54, ear, -12) +
    ellipse(28, -240, 26, 22, darken(fur, 0.18)) +
    oval(0, -190, 42, 30, '#FFF6EA') +
    shape('M-10 -178Q0 -150 10 -178Z', '#FF7A9A', 3) +
    ellipse(0, -204, 15, 10, INK) +
    circle(-4, -207, 3, '#FFFFFF') +
    line('M-16 -182Q-8 -176 0 -184Q8 -176 16 -182', INK, 3) +
    eyes([[-32, -238], [30, -240]], 12) +
    blush([[-54, -208], [54, -208]]) +
    shape('M-62 -160Q0 -138 62 -160L60 -146Q0 -124 -60 -146Z', '#E53950', 3) +
    disc(0, -132, 10, '#FFC83D')
  );
}

function rabbit(): string {
  const fur = '#F5F1F8';
  const inner = '#FFB3C8';
  return (
    disc(66, -60, 22, '#FFFFFF') +
    oval(0, -92, 70, 86, fur) +
    oval(0, -78, 42, 56, '#FFFFFF') +
    oval(-36, -10, 34, 14, fur) +
    oval(36, -10, 34, 14, fur) +
    oval(-30, -318, 22, 70, fur, -10) +
    oval(30, -318, 22, 70, fur, 12) +
    ellipse(-30, -312, 10, 50, inner, 'transform="rotate(-10 -30 -312)"') +
    ellipse(30, -312, 10, 50, inner, 'transform="rotate(12 30 -312)"') +
    oval(0, -212, 72, 62, fur) +
    shape('M-8 -196L8 -196L0 -186Z', '#FF7A9A', 2) +
    line('M0 -186Q-8 -176 -14 -182M0 -186Q8 -176 14 -182', INK, 3) +
    rect(-7, -181, 14, 12, '#FFFFFF', `stroke="${INK}" stroke-width="2"`) +
    eyes([[-30, -222], [28, -222]], 11) +
    blush([[-46, -196], [46, -196]]) +
    line('M-24 -192L-62 -198M-24 -186L-62 -180M24 -192L62 -198M24 -186L62 -180', INK, 2.5, 'opacity="0.6"')
  );
}

function robot(mouth: 'smile' | 'flat' | 'laugh'): string {
  const metal = '#B8C7DA';
  const screen = '#263248';
  const light = '#4FE3FF';
  return (
    line('M0 -352L0 -392', '#51607A', 6) +
    circle(0, -398, 22, '#FF6B6B', 'opacity="0.3"') +
    disc(0, -398, 12, '#FF6B6B') +
    shape('M-50 -90L-20 -90L-20 -22L-50 -22ZM20 -90L50 -90L50 -22L20 -22Z', darken(metal, 0.12)) +
    shape('M-62 -24L-12 -24Q-8 -24 -8 -16L-8 0L-66 0L-66 -16Q-66 -24 -62 -24ZM12 -24L62 -24Q66 -24 66 -16L66 0L8 0L8 -16Q8 -24 12 -24Z', '#6C7A93') +
    limb('M-72 -196Q-110 -160 -104 -120', metal, 20) +
    limb('M72 -196Q110 -220 116 -262', metal, 20) +
    disc(-104, -112, 14, '#6C7A93') +
    disc(116, -270, 14, '#6C7A93') +
    shape('M-70 -222Q-70 -234 -58 -234L58 -234Q70 -234 70 -222L70 -102Q70 -90 58 -90L-58 -90Q-70 -90 -70 -102Z', metal) +
    rect(-14, -250, 28, 18, '#6C7A93') +
    path('M0 -150C-30 -172 -20 -196 0 -182C20 -196 30 -172 0 -150Z', '#FF6B8A') +
    circle(-40, -120, 7, '#FFC83D') +
    circle(-20, -120, 7, '#5CCB6B') +
    circle(40, -120, 7, light) +
    shape('M-80 -334Q-80 -352 -62 -352L62 -352Q80 -352 80 -334L80 -250Q80 -232 62 -232L-62 -232Q-80 -232 -80 -250Z', metal) +
    disc(-86, -292, 12, '#6C7A93') +
    disc(86, -292, 12, '#6C7A93') +
    rect(-60, -334, 120, 84, screen, 'rx="20"') +
    rect(-40, -312, 22, 26, light, 'rx="8"') +
    rect(10, -312, 22, 26, light, 'rx="8"') +
    (mouth === 'flat'
      ? line('M-24 -268L16 -268', light, 5)
      : mouth === 'laugh'
        ? path('M-30 -276Q-4 -236 22 -276Z', light) + line('M-48 -322L-56 -334M40 -322L48 -334', light, 4)
        : line('M-26 -272Q-4 -256 18 -272', light, 5))
  );
}

/** The bear's coats: a panda is white with black ears, limbs and eye patches, a koala grey with big fluffy ears. */
type BearCoat = 'brown' | 'panda' | 'polar' | 'koala';
const bearCoat = (words: string): BearCoat => (/\bpanda\b/.test(words) ? 'panda' : /\bpolaire\b/.test(words) ? 'polar' : /\bkoala\b/.test(words) ? 'koala' : 'brown');

function bear(words = ''): string {
  const coat = bearCoat(words);
  const fur = coat === 'panda' ? '#F7F5F0' : coat === 'polar' ? '#F4F0E6' : coat === 'koala' ? '#A3A7B4' : '#B07848';
  const light = coat === 'brown' ? '#EBC9A0' : coat === 'koala' ? '#E6E7EE' : '#FFFFFF';
  // A panda's ears, arms and feet are black.
  const limbs = coat === 'panda' ? '#37323C' : fur;
  const ears =
    coat === 'koala'
      ? disc(-78, -276, 40, fur) + disc(78, -276, 40, fur) + circle(-78, -276, 22, light) + circle(78, -276, 22, light)
      : disc(-62, -292, 26, limbs) + disc(62, -292, 26, limbs) + (coat === 'panda' ? '' : circle(-62, -292, 13, light) + circle(62, -292, 13, light));
  const patches = coat === 'panda' ? oval(-32, -236, 22, 27, limbs, 20) + oval(30, -236, 22, 27, limbs, -20) : '';
  const nose = coat === 'koala' ? ellipse(0, -208, 20, 25, '#3A3440') : ellipse(0, -212, 13, 9, INK);
  return (
    oval(0, -100, 86, 96, fur) +
    oval(0, -92, 52, 64, light) +
    oval(-40, -14, 34, 18, limbs) +
    oval(40, -14, 34, 18, limbs) +
    oval(-80, -130, 22, 40, limbs, 30) +
    oval(80, -130, 22, 40, limbs, -30) +
    ears +
    oval(0, -228, 84, 74, fur) +
    oval(0, -200, 36, 27, light) +
    patches +
    nose +
    line('M0 -204L0 -194M-12 -190Q0 -182 12 -190', INK, 3) +
    (coat === 'panda' ? eyesOnPatch() : eyes([[-32, -240], [30, -240]], 11)) +
    blush([[-54, -212], [54, -212]])
  );
}

/** Eyes that show on a panda's black patches: a white ring first. */
const eyesOnPatch = () => circle(-32, -240, 16, '#FFFFFF') + circle(30, -240, 16, '#FFFFFF') + eyes([[-32, -240], [30, -240]], 11);

function fox(): string {
  const fur = '#F28A3A';
  const white = '#FFF6EC';
  const dark = '#4A3040';
  return (
    shape('M50 -60Q170 -50 168 -160Q160 -220 120 -240Q140 -170 90 -120Q70 -100 40 -100Z', fur) +
    shape('M120 -240Q160 -220 168 -160Q140 -190 130 -205Q124 -226 120 -240Z', white) +
    oval(0, -96, 70, 90, fur) +
    oval(0, -96, 40, 62, white) +
    oval(-30, -12, 24, 15, dark) +
    oval(30, -12, 24, 15, dark) +
    shape('M-74 -246L-64 -336L-20 -282Z', fur) +
    shape('M74 -246L64 -336L20 -282Z', fur) +
    path('M-62 -262L-60 -310L-34 -282ZM62 -262L60 -310L34 -282Z', dark) +
    shape('M-92 -214Q-84 -294 0 -296Q84 -294 92 -214Q62 -160 0 -150Q-62 -160 -92 -214Z', fur) +
    path('M-92 -214Q-60 -214 -30 -190Q-10 -176 0 -176Q10 -176 30 -190Q60 -214 92 -214Q62 -160 0 -150Q-62 -160 -92 -214Z', white) +
    ellipse(0, -180, 11, 8, INK) +
    line('M-10 -166Q0 -158 10 -166', INK, 3) +
    eyes([[-34, -232], [30, -232]], 11) +
    blush([[-54, -204], [54, -204]], 10)
  );
}

function owl(): string {
  const feathers = '#A0785A';
  const belly = '#F3E2C7';
  const vs = [];
  for (const [x, y] of [
    [-24, -120],
    [0, -120],
    [24, -120],
    [-12, -96],
    [12, -96],
    [-24, -72],
    [0, -72],
    [24, -72],
  ]) {
    vs.push(`M${(x ?? 0) - 8} ${y ?? 0}Q${x ?? 0} ${(y ?? 0) + 10} ${(x ?? 0) + 8} ${y ?? 0}`);
  }
  return (
    shape('M-26 -2L-30 -20L-18 -18L-14 -26L-6 -16L-4 -2ZM4 -2L6 -16L14 -26L18 -18L30 -20L26 -2Z', '#F5A623', 3) +
    shape('M-70 -228L-60 -300L-26 -250ZM70 -228L60 -300L26 -250Z', feathers) +
    oval(0, -142, 90, 122, feathers) +
    oval(-84, -130, 26, 62, darken(feathers, 0.12), 16) +
    oval(84, -130, 26, 62, darken(feathers, 0.12), -16) +
    oval(0, -96, 56, 70, belly) +
    line(vs.join(''), darken(belly, 0.35), 3) +
    disc(-36, -196, 36, '#FFFFFF') +
    disc(36, -196, 36, '#FFFFFF') +
    eyes([[-40, -194], [32, -194]], 17) +
    shape('M-12 -170L12 -170L0 -148Z', '#F5A623', 3) +
    blush([[-62, -160], [62, -160]])
  );
}

function dinosaur(): string {
  const skin = '#7FC8A9';
  const spot = '#5AA88A';
  const belly = '#E8F5C8';
  return (
    shape('M100 -150Q200 -120 246 -30Q180 -60 100 -80Z', skin) +
    [-56, -16, 54, 94].map((x) => shape(`M${x - 18} -110L${x + 18} -110L${x + 18} -8Q${x} 0 ${x - 18} -8Z`, x > 0 ? darken(skin, 0.08) : skin)).join('') +
    limb('M-40 -160Q-110 -230 -112 -318', skin, 52) +
    oval(20, -122, 122, 72, skin) +
    path('M-84 -100Q20 -40 120 -100Q110 -60 20 -52Q-70 -60 -84 -100Z', belly) +
    path(`${circleSub(0, -160, 14)}${circleSub(44, -170, 10)}${circleSub(80, -140, 12)}${circleSub(-20, -130, 8)}${circleSub(-96, -250, 9)}`, spot) +
    oval(-128, -328, 52, 38, skin) +
    eyes([[-130, -340]], 11) +
    blush([[-150, -318]], 10) +
    ellipse(-168, -338, 4, 3, darken(skin, 0.5)) +
    line('M-172 -314Q-150 -300 -130 -312', INK, 4)
  );
}

function alien(): string {
  const skin = '#8BE07A';
  const suit = '#7E57C2';
  return (
    line('M-30 -300L-56 -370M30 -300L56 -370', darken(skin, 0.35), 6) +
    disc(-58, -374, 13, '#FFD93D') +
    disc(58, -374, 13, '#FFD93D') +
    oval(-30, -14, 30, 16, suit) +
    oval(30, -14, 30, 16, suit) +
    shape('M-60 -180Q-80 -20 -40 -20L40 -20Q80 -20 60 -180Z', suit) +
    path(starPath(0, -110, 20, 9), '#FFD93D', paint('#FFD93D', 3)) +
    limb('M-56 -160Q-94 -130 -96 -96', skin, 18) +
    limb('M56 -160Q96 -190 100 -226', skin, 18) +
    oval(0, -244, 92, 78, skin) +
    path(`${circleSub(-52, -290, 7)}${circleSub(62, -280, 6)}${circleSub(70, -214, 8)}`, darken(skin, 0.12)) +
    ellipse(-38, -250, 22, 28, INK) +
    ellipse(34, -250, 22, 28, INK) +
    ellipse(-2, -292, 13, 15, INK) +
    circle(-44, -260, 8, '#FFFFFF') +
    circle(28, -260, 8, '#FFFFFF') +
    circle(-6, -298, 5, '#FFFFFF') +
    blush([[-62, -216], [58, -216]]) +
    smile(-4, -208, 18)
  );
}

/** A lion with its mane; a tiger (« tigre », « tigresse ») orange with black stripes and no mane. */
function lion(words = ''): string {
  const tiger = /\btigre(sse)?\b/.test(words);
  const fur = tiger ? '#F28C28' : '#F4B942';
  const mane = '#D9822B';
  const muzzle = '#FFE6B0';
  const maneParts = [circleSub(0, -222, 96), ...Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2;
    return circleSub(96 * Math.cos(angle), -222 + 96 * Math.sin(angle), 30);
  })];
  const stripe = '#2E2430';
  const bodyStripes = tiger ? line('M-70 -120L-44 -112M-74 -80L-46 -76M70 -120L44 -112M74 -80L46 -76M-60 -150L-36 -140M60 -150L36 -140', stripe, 7) : '';
  const faceStripes = tiger ? line('M0 -288L0 -262M-18 -284L-12 -262M18 -284L12 -262M-72 -228L-50 -224M-70 -208L-50 -210M72 -228L50 -224M70 -208L50 -210', stripe, 6) : '';
  return (
    limb('M56 -40Q140 -40 130 -120', fur, 18) +
    (tiger ? line('M82 -46L90 -30M112 -70L126 -62M126 -100L142 -98', stripe, 6) : disc(130, -128, 18, mane)) +
    oval(0, -92, 74, 88, fur) +
    oval(0, -80, 42, 58, lighten(fur, 0.4)) +
    bodyStripes +
    oval(-32, -12, 27, 15, fur) +
    oval(32, -12, 27, 15, fur) +
    (tiger ? '' : outlinedUnion(maneParts.join(''), mane, darken(mane, 0.42))) +
    disc(-56, -276, 18, fur) +
    disc(56, -276, 18, fur) +
    oval(0, -222, 72, 66, fur) +
    faceStripes +
    oval(-16, -190, 22, 17, muzzle) +
    oval(16, -190, 22, 17, muzzle) +
    shape('M-12 -208L12 -208L0 -194Z', '#8C5A3C', 3) +
    line('M0 -194L0 -184M-10 -180Q0 -174 10 -180', INK, 3) +
    eyes([[-30, -236], [28, -236]], 11) +
    blush([[-50, -204], [48, -204]])
  );
}

function penguin(): string {
  const body = '#2F3B52';
  return (
    oval(-28, -10, 28, 13, '#F5A623') +
    oval(28, -10, 28, 13, '#F5A623') +
    oval(-76, -130, 22, 58, body, 24) +
    oval(76, -130, 22, 58, body, -24) +
    oval(0, -140, 80, 128, body) +
    path('M0 -236C-40 -262 -70 -230 -60 -190C-56 -110 -50 -40 0 -30C50 -40 56 -110 60 -190C70 -230 40 -262 0 -236Z', '#FFFFFF') +
    eyes([[-26, -206], [22, -206]], 10) +
    shape('M-16 -184L16 -184L0 -164Z', '#F5A623', 3) +
    blush([[-44, -180], [40, -180]], 10) +
    shape('M-60 -150Q0 -124 60 -150L58 -132Q0 -106 -58 -132Z', '#E53950', 3) +
    shape('M30 -136L54 -134L56 -84L34 -88Z', '#E53950', 3)
  );
}

function starSprite(rng: Random): string {
  const sparkles = Array.from({ length: 5 }, () => sparklePath(rng.range(-130, 130), rng.range(-320, -40), rng.range(7, 14))).join('');
  const trail = Array.from({ length: 4 }, (_, i) => circleSub(60 + i * 26, -120 + i * 18, 8 - i * 1.5)).join('');
  return (
    circle(0, -180, 150, 'url(#companion-glow)') +
    path(trail, '#FFE27A', 'opacity="0.8"') +
    path(starPath(0, -176, 100, 48), 'none', 'stroke="#E0A81E" stroke-width="34" stroke-linejoin="round"') +
    path(starPath(0, -176, 100, 48), '#FFD93D', 'stroke="#FFD93D" stroke-width="26" stroke-linejoin="round"') +
    path(starPath(-20, -200, 40, 18), '#FFF3B0', 'opacity="0.6"') +
    eyes([[-24, -186], [22, -186]], 11) +
    blush([[-44, -162], [42, -162]]) +
    smile(-2, -160, 16) +
    path(sparkles, '#FFFFFF', 'stroke="#FFD93D" stroke-width="2"')
  );
}
