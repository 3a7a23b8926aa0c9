import { blush, disc, eyes, INK, limb, oval, shape, smile } from './companion-kit';
import { darken, lighten } from './palette';
import type { Random } from './random';
import { circleSub } from './shapes';
import { circle, ellipse, line, path, sparklePath, starPath } from './svg';

/**
 * The companions of our suggestions that used to fall back to the star-sprite: the turtle, the whale and
 * the witch. Same conventions as companions.ts: feet at (0, 0), facing left towards the child.
 */

export function turtle(): string {
  const skin = '#A8D68A';
  const shell = '#5FA35A';
  const rim = '#E7C46A';
  const plates =
    `M-60 -70L-30 -150L30 -150L60 -70Z` +
    `M-60 -70L-96 -58M60 -70L96 -58M-30 -150L-60 -176M30 -150L60 -176M-60 -70L-40 -44M60 -70L40 -44`;
  return (
    // Legs and tail first, so that the shell covers their tops.
    oval(-74, -20, 30, 24, skin) +
    oval(70, -20, 30, 24, skin) +
    shape('M110 -48L150 -36L112 -28Z', skin, 3) +
    limb('M-96 -70Q-130 -96 -150 -118', skin, 40) +
    shape('M-112 -44Q-112 -196 0 -200Q112 -196 112 -44Z', shell) +
    line(plates, darken(shell, 0.35), 4) +
    shape('M-124 -48Q0 -28 124 -48L120 -30Q0 -10 -120 -30Z', rim, 3) +
    oval(-166, -134, 46, 40, skin) +
    eyes([[-182, -146]], 10) +
    blush([[-158, -118]], 9) +
    line('M-204 -124Q-190 -112 -174 -118', INK, 4)
  );
}

export interface WhaleOptions {
  /** Not in water (a forest, a castle…): the whale sits in a round pool with a fountain rim, never on dry ground. */
  pool: boolean;
  /** Singing: the mouth open. */
  singing: boolean;
  /** An orca: black with a white belly, a white patch behind the eye and a tall fin. */
  orca?: boolean;
}

export function whale(options: WhaleOptions): string {
  const body = options.orca ? '#2B2A36' : '#5C8FD6';
  const belly = options.orca ? '#FFFFFF' : '#D6E8FA';
  const orcaMarks = options.orca ? shape('M-20 -210Q-6 -280 30 -300Q22 -250 40 -206Z', body) + oval(-76, -140, 26, 12, '#FFFFFF', -12) : '';
  const water = '#7FCBF2';
  const poolBack = options.pool
    ? ellipse(10, -18, 236, 52, darken(water, 0.15), `stroke="${darken('#C9B79A', 0.3)}" stroke-width="4"`) + ellipse(10, -22, 214, 40, water)
    : '';
  const poolFront = options.pool
    ? path('M-226 -18Q10 58 246 -18L246 6Q10 82 -226 6Z', '#C9B79A', `stroke="${darken('#C9B79A', 0.35)}" stroke-width="4" stroke-linejoin="round"`) +
      path('M-190 -26Q-160 -34 -130 -26M120 -24Q150 -32 180 -24', 'none', `stroke="${lighten(water, 0.6)}" stroke-width="5" stroke-linecap="round"`)
    : '';
  const mouth = options.singing
    ? shape('M-150 -86Q-120 -64 -92 -84Q-118 -40 -150 -86Z', '#7D2C3B', 3)
    : line('M-150 -86Q-120 -70 -90 -84', INK, 4);
  return (
    poolBack +
    shape('M120 -110Q180 -140 196 -214Q214 -180 250 -196Q226 -150 238 -110Q196 -96 150 -80Z', body) +
    shape('M-170 -90Q-176 -200 -40 -206Q120 -210 150 -96Q140 -26 0 -20Q-150 -20 -170 -90Z', body) +
    path('M-164 -80Q-150 -30 0 -24Q100 -24 140 -70Q60 -54 -40 -58Q-120 -58 -164 -80Z', belly) +
    line('M-120 -56Q-40 -40 40 -50M-100 -44Q-30 -32 30 -40', darken(belly, 0.25), 3) +
    shape('M-40 -70Q-20 -30 30 -34Q0 -58 -10 -80Z', darken(body, 0.1), 3) +
    orcaMarks +
    (options.orca ? circle(-112, -126, 17, '#FFFFFF') : '') +
    eyes([[-112, -126]], 12) +
    blush([[-132, -100]], 11) +
    mouth +
    // The spout: a little fountain of water over the head.
    line('M-70 -206Q-74 -250 -70 -280M-70 -280Q-100 -300 -118 -282M-70 -280Q-40 -300 -22 -282', lighten(water, 0.2), 10) +
    path(circleSub(-120, -272, 8) + circleSub(-20, -272, 8) + circleSub(-70, -296, 9), lighten(water, 0.4)) +
    poolFront
  );
}

export interface WitchOptions {
  /** The potion's smoke: grey and puffy while the potions fail, sparkling once one works. */
  potion: 'failed' | 'working' | 'none';
}

export function witch(rng: Random, options: WitchOptions): string {
  const skin = rng.pick(['#FCE3D2', '#E3B088', '#BF865A', '#8E5A39', '#56331F']);
  const hair = rng.pick(['#D9572B', '#2A2224', '#F2C84B', '#9A6AD8']);
  const robe = '#6A4BB5';
  const hat = '#4A347F';
  const cauldron =
    shape('M70 -96Q60 -10 130 -8Q200 -10 190 -96Z', '#3B3446') +
    ellipse(130, -96, 66, 16, '#2A2434', 'stroke="#5A5070" stroke-width="4"') +
    ellipse(130, -98, 54, 10, options.potion === 'failed' ? '#8FAF5A' : '#C07BFF') +
    line('M86 -10L80 0M174 -10L180 0', '#3B3446', 8);
  let smoke = '';
  if (options.potion === 'failed') {
    smoke = path(circleSub(118, -140, 24) + circleSub(150, -170, 30) + circleSub(120, -206, 26) + circleSub(160, -232, 20), '#9A9A9A', `opacity="0.85" stroke="#6E6E6E" stroke-width="3"`) + circle(126, -168, 5, INK) + circle(146, -160, 5, INK);
  } else if (options.potion === 'working') {
    smoke =
      path(circleSub(124, -140, 20) + circleSub(148, -176, 24) + circleSub(128, -214, 18), '#E6C8FF', 'opacity="0.85"') +
      path(starPath(150, -176, 14, 6) + starPath(112, -220, 10, 4) + sparklePath(176, -226, 12) + sparklePath(96, -170, 9), '#FFD93D');
  }
  return (
    line('M40 -40L-50 -250', '#8B5A3C', 10) +
    shape('M-62 -262L-84 -292L-40 -280L-54 -252Z', '#C9A46A', 3) +
    shape('M-44 -200L44 -200L80 -6Q0 10 -80 -6Z', robe) +
    path(starPath(-30, -80, 12, 5) + starPath(36, -50, 10, 4) + starPath(10, -130, 9, 4), '#FFD93D') +
    shape('M-52 -210Q0 -190 52 -210L48 -190Q0 -170 -48 -190Z', '#FFB547', 3) +
    limb('M-40 -190Q-78 -160 -90 -124', robe, 22) +
    disc(-92, -118, 13, skin) +
    limb('M40 -190Q80 -170 96 -140', robe, 22) +
    disc(100, -136, 13, skin) +
    shape('M-58 -300Q-80 -220 -66 -190L-34 -196Q-44 -240 -32 -290ZM58 -300Q80 -220 66 -190L34 -196Q44 -240 32 -290Z', hair) +
    oval(0, -258, 54, 56, skin) +
    eyes([[-22, -254], [18, -254]], 8) +
    blush([[-36, -234], [32, -234]], 9) +
    smile(-4, -230, 12) +
    ellipse(-2, -244, 6, 5, darken(skin, 0.2)) +
    ellipse(0, -300, 110, 20, hat, `stroke="${darken(hat, 0.4)}" stroke-width="4"`) +
    shape('M-60 -304Q-30 -360 -10 -420Q10 -470 60 -470Q24 -440 30 -400Q40 -340 60 -304Z', hat) +
    shape('M-58 -316Q0 -300 58 -316L60 -302Q0 -286 -60 -302Z', '#FFB547', 3) +
    path(starPath(4, -360, 14, 6), '#FFD93D') +
    cauldron +
    smoke
  );
}
