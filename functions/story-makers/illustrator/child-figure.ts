import type { StoryChild } from '#core/story-makers-port';
import type { ScenePose } from '#core/story-scenes';
import { accessoryFor, type AccessoryLayers } from './accessories';
import { HEAD, LOWERED_HAND, RAISED_HAND } from './figure-geometry';
import { drawHair } from './hair';
import { normalizeText } from './keywords';
import { clothesColor, darken, eyeColor, hairPaint, heightScale, lighten, lightness, mix, skinTone, type FigurePalette } from './palette';
import { circle, ellipse, line, n, path, rect } from './svg';

/**
 * The child, from the profile only: skin tone, hair (colour, type, length), eye colour, clothes cut by
 * the style and dyed in the favourite colour, the style's accessory, a size by height and proportions
 * by age. Drawn in its own coordinates, feet at (0, 0), then placed on the scene's ground.
 *
 * Two layers: `child-figure` (who the child is: the same bytes in every picture of every story for one
 * profile, whatever the seed or the scene) and `child-pose` (arms and mouth, which follow the scene).
 */

export function figurePalette(child: StoryChild): FigurePalette {
  const skin = skinTone(child.skinColor);
  const clothes = clothesColor(child.favoriteColor);
  return {
    skin,
    skinLine: darken(skin, 0.42),
    clothes,
    clothesLine: darken(clothes, lightness(clothes) > 0.85 ? 0.3 : 0.42),
    trousers: mix(clothes, '#34405A', 0.72),
    // Braid ties and small touches: a warm pink, or a sunny yellow when the clothes are already pink/red.
    accent: lightness(clothes) > 0.55 || clothes === '#EC407A' || clothes === '#E53935' ? '#FFC83D' : '#FF7AA2',
  };
}

// ── Proportions by age ─────────────────────────────────────────────────────────────────────────────

export interface ChildProportions {
  /** Overall size (height label × age growth), anchored at the feet. */
  scale: number;
  /** The head's size relative to the 4-year-old's: a 10-year-old has a smaller head for their body. */
  headScale: number;
  /** How much longer the legs are than the 4-year-old's, in figure units. */
  legExtra: number;
  /** The torso's length relative to the 4-year-old's (stretched upwards from the waist). */
  torsoStretch: number;
  /** The eyes' size relative to a 7-year-old's: a little child's eyes are bigger for the face… */
  eyeScale: number;
  /** …and sit lower in it (figure units, downwards). */
  eyeDrop: number;
  /** The arms' length relative to the 4-year-old's: a little child's hands hang at the waist, a 10-year-old's at the hip. */
  armStretch: number;
}

/** Ages outside the stories' 4–10 still get a sensible figure. */
const clampAge = (age: number) => Math.min(12, Math.max(3, Number.isFinite(age) ? age : 6));

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A 4-year-old is about four heads tall in a picture book, with big low-set eyes; a 10-year-old about six
 * and a half, with longer legs and torso. The figure grows in its own units (legs, torso) and in scale.
 */
export function childProportions(child: StoryChild): ChildProportions {
  const age = clampAge(child.age);
  const years = age - 4;
  return {
    scale: round3(heightScale(child.height) * (0.86 + years * 0.03)),
    headScale: round3(1 - years * 0.045),
    legExtra: years * 16,
    torsoStretch: round3(1 + years * 0.025),
    eyeScale: round3(1 + (7 - age) * 0.05),
    eyeDrop: (7 - age) * 4,
    armStretch: round3(1 + years * 0.1),
  };
}

/** The shirt's length from the waist (y = -150) to the shoulders (y = -282) before stretching. */
const TORSO = 132;
/** The head's top before scaling (HEAD.cy - HEAD.ry). */
const HEAD_TOP = HEAD.cy - HEAD.ry;

/** Measurable proportions of the drawn figure, in scene pixels (the same numbers the drawing uses). */
export interface ChildGeometry {
  /** Feet to the top of the head. */
  height: number;
  /** Chin to the top of the head. */
  headHeight: number;
  /** headHeight / height. */
  headRatio: number;
  /** Ground to the waist: the legs. */
  legLength: number;
  /** The eyes' centre below the head's centre, as a fraction of the head's height (the lower, the younger). */
  eyeLevel: number;
  /** An eye's width as a fraction of the head's width. */
  eyeSize: number;
  /** The shoulder to the hanging hand's centre. */
  armLength: number;
  /** How far the hanging hand's centre is below the waist (negative: above it). */
  handBelowWaist: number;
}

export function childGeometry(child: StoryChild): ChildGeometry {
  const { scale, headScale, legExtra, torsoStretch, eyeScale, eyeDrop, armStretch } = childProportions(child);
  const lift = legExtra + torsoLift(torsoStretch);
  // Measured on the drawn arm of the standing pose, in the lifted coordinates the arms are drawn in.
  const hanging = armPoints(ARMS.standing.left, LEFT_SHOULDER, { armStretch, headScale, torsoStretch });
  const waistY = -150 - legExtra + lift;
  const headHeight = (CHIN_Y - HEAD_TOP) * headScale * scale;
  const height = (-(CHIN_Y + (HEAD_TOP - CHIN_Y) * headScale) + lift) * scale;
  return {
    height: Math.round(height),
    headHeight: Math.round(headHeight),
    headRatio: round3(headHeight / height),
    legLength: Math.round((150 + legExtra) * scale),
    eyeLevel: round3((EYE_Y + eyeDrop - HEAD.cy) / (2 * HEAD.ry)),
    eyeSize: round3((EYE_RX * eyeScale) / HEAD.rx),
    armLength: Math.round(Math.hypot(hanging.hand[0] - LEFT_SHOULDER[0], hanging.hand[1] - LEFT_SHOULDER[1]) * scale),
    handBelowWaist: Math.round((hanging.hand[1] - waistY) * scale),
  };
}

const torsoLift = (stretch: number) => Math.round(TORSO * (stretch - 1));

/** The head and its hair scale about the chin, so a smaller head still sits on the neck. */
export const CHIN_Y = -290;

// ── Clothes by style ───────────────────────────────────────────────────────────────────────────────

type Top = 'tee' | 'shirt' | 'dress' | 'tunic' | 'robe' | 'smock' | 'jumpsuit' | 'overalls' | 'starTee';
type Bottom = 'shorts' | 'trousers' | 'leggings' | 'bare';
type Shoes = 'shoes' | 'sneakers' | 'boots';

export interface Outfit {
  top: Top;
  bottom: Bottom;
  shoes: Shoes;
  /** The bottom's colour when it is not the favourite colour's darker shade (jeans, khaki…). */
  bottomColor?: string;
}

/**
 * The profile's style chooses the cut (spec part 1 §3, the twelve styles); the gender only where the
 * style itself is a formal convention (élégant: a dress or a suit). Unknown style: tee and trousers.
 */
export function outfitFor(child: StoryChild): Outfit {
  switch (normalizeText(child.style)) {
    case 'sportif':
      return { top: 'tee', bottom: 'shorts', shoes: 'sneakers' };
    case 'elegant':
      return child.gender === 'girl' ? { top: 'dress', bottom: 'bare', shoes: 'shoes' } : { top: 'shirt', bottom: 'trousers', shoes: 'shoes' };
    case 'decontracte':
      return { top: 'tee', bottom: 'trousers', shoes: 'sneakers', bottomColor: '#4A6FA5' };
    case 'fantaisie':
      return { top: 'tunic', bottom: 'leggings', shoes: 'shoes', bottomColor: '#C9B6FF' };
    case 'aventurier':
      return { top: 'shirt', bottom: 'shorts', shoes: 'boots', bottomColor: '#B59A6A' };
    case 'artistique':
      return { top: 'smock', bottom: 'trousers', shoes: 'shoes' };
    case 'royal':
      return { top: 'tunic', bottom: 'leggings', shoes: 'boots', bottomColor: '#F4F1FA' };
    case 'futuriste':
      return { top: 'jumpsuit', bottom: 'trousers', shoes: 'boots' };
    case 'magique':
      return { top: 'robe', bottom: 'bare', shoes: 'shoes' };
    case 'nature':
      return { top: 'overalls', bottom: 'trousers', shoes: 'boots' };
    case 'cosmique':
      return { top: 'starTee', bottom: 'leggings', shoes: 'sneakers', bottomColor: '#2C2F6B' };
    case 'vintage':
      return { top: 'shirt', bottom: 'shorts', shoes: 'shoes' };
    default:
      return { top: 'tee', bottom: 'trousers', shoes: 'shoes' };
  }
}

const outlineOf = (fill: string, width = 4) => `stroke="${darken(fill, 0.4)}" stroke-width="${width}" stroke-linejoin="round"`;

/** Tops whose skirt covers the legs down to a hem (drawn in ground coordinates, so it follows the legs). */
function skirt(top: Top, p: FigurePalette, waistY: number, legExtra: number): string {
  const attrs = `stroke="${p.clothesLine}" stroke-width="4" stroke-linejoin="round"`;
  const flare = (hemY: number, half: number, colour: string) =>
    path(`M-82 ${n(waistY - 6)}L82 ${n(waistY - 6)}L${half} ${n(hemY - 10)}Q${half + 2} ${n(hemY)} ${half - 12} ${n(hemY + 2)}Q0 ${n(hemY + 14)} ${-half + 12} ${n(hemY + 2)}Q${-half - 2} ${n(hemY)} ${-half} ${n(hemY - 10)}Z`, colour, attrs);
  switch (top) {
    case 'dress': {
      const hem = waistY + 104 + legExtra * 0.35;
      return flare(hem, 116, p.clothes) + line(`M-104 ${n(hem - 8)}Q-52 ${n(hem + 8)} 0 ${n(hem - 4)}Q52 ${n(hem + 8)} 104 ${n(hem - 8)}`, lighten(p.clothes, 0.5), 6, 'opacity="0.8"');
    }
    case 'tunic': {
      const hem = waistY + 62 + legExtra * 0.2;
      return flare(hem, 100, p.clothes) + line(`M-92 ${n(hem - 6)}L92 ${n(hem - 6)}`, '#FFC83D', 6);
    }
    case 'robe':
      return flare(-26, 122, p.clothes) + line('M-112 -34Q0 -14 112 -34', '#FFC83D', 6) + line(`M0 ${n(waistY)}L0 -24`, p.clothesLine, 3, 'opacity="0.5"');
    case 'smock': {
      const hem = waistY + 50;
      return flare(hem, 96, lighten(p.clothes, 0.15)) + rect(24, waistY + 4, 34, 30, lighten(p.clothes, 0.35), outlineOf(p.clothes, 3));
    }
    default:
      return '';
  }
}

function legsAndShoes(outfit: Outfit, p: FigurePalette, legExtra: number): string {
  const hipY = -150 - legExtra;
  const skinAttrs = `stroke="${p.skinLine}" stroke-width="4" stroke-linejoin="round"`;
  const bottomColour = outfit.top === 'jumpsuit' ? p.clothes : outfit.top === 'overalls' ? p.clothes : (outfit.bottomColor ?? p.trousers);
  const legPath = `M-42 ${hipY}L-40 -16L-14 -16L-12 ${hipY}ZM12 ${hipY}L14 -16L40 -16L42 ${hipY}Z`;
  let svg = path(legPath, p.skin, skinAttrs);
  const knee = Math.round(hipY * 0.42);
  switch (outfit.bottom) {
    case 'trousers':
      svg += path(`M-74 ${hipY - 6}L74 ${hipY - 6}L72 -20L16 -20L8 ${hipY + 48}L-8 ${hipY + 48}L-16 -20L-72 -20Z`, bottomColour, outlineOf(bottomColour));
      break;
    case 'shorts':
      svg += path(`M-74 ${hipY - 6}L74 ${hipY - 6}L74 ${knee}L14 ${knee}L8 ${hipY + 44}L-8 ${hipY + 44}L-14 ${knee}L-74 ${knee}Z`, bottomColour, outlineOf(bottomColour));
      break;
    case 'leggings':
      svg += path(`M-60 ${hipY - 6}L60 ${hipY - 6}L44 -20L12 -20L6 ${hipY + 40}L-6 ${hipY + 40}L-12 -20L-44 -20Z`, bottomColour, outlineOf(bottomColour));
      break;
    case 'bare':
      svg += path('M-41 -48L-40 -16L-14 -16L-13 -48ZM13 -48L14 -16L40 -16L41 -48Z', '#FFFFFF', `stroke="${darken('#FFFFFF', 0.3)}" stroke-width="3"`);
      break;
  }
  const shoe = outfit.shoes === 'boots' ? (outfit.top === 'jumpsuit' ? '#C9D3E0' : '#7A5236') : '#5B4256';
  if (outfit.shoes === 'boots') {
    svg += path('M-46 -70L-10 -70L-8 -20L-46 -20ZM10 -70L46 -70L46 -20L8 -20Z', shoe, outlineOf(shoe));
  }
  svg += ellipse(-40, -12, 34, 17, shoe, outlineOf(shoe)) + ellipse(40, -12, 34, 17, shoe, outlineOf(shoe));
  svg +=
    outfit.shoes === 'sneakers'
      ? line('M-72 -4L-8 -4M8 -4L72 -4', '#FFFFFF', 6) + line('M-52 -20L-30 -24M28 -24L50 -20', '#FFFFFF', 4)
      : line('M-58 -20Q-48 -26 -36 -25M22 -20Q32 -26 44 -25', lighten(shoe, 0.5), 4, 'opacity="0.8"');
  return svg;
}

/** The upper body, in the torso's coordinates (shoulders at y = -282, waist at y = -150). */
function torso(outfit: Outfit, p: FigurePalette): string {
  const attrs = `stroke="${p.clothesLine}" stroke-width="4" stroke-linejoin="round"`;
  const neckline = 'M-26 -282Q0 -258 26 -282';
  const shirt = `M-26 -282Q0 -258 26 -282L62 -282Q84 -280 86 -256L82 -152Q81 -138 66 -138L-66 -138Q-81 -138 -82 -152L-86 -256Q-84 -280 -62 -282Z`;
  const body = (fill: string) => path(shirt, fill, attrs);
  switch (outfit.top) {
    case 'overalls':
      // A light shirt under a bib in the favourite colour.
      return body(lighten(p.clothes, 0.7)) + path('M-56 -230L56 -230L60 -140L-60 -140Z', p.clothes, attrs) + line('M-50 -230L-56 -282M50 -230L56 -282', p.clothes, 12) + circle(-40, -218, 6, '#FFC83D') + circle(40, -218, 6, '#FFC83D') + rect(-22, -206, 44, 30, lighten(p.clothes, 0.25), outlineOf(p.clothes, 3));
    case 'jumpsuit':
      return body(p.clothes) + line('M0 -268L0 -140', p.clothesLine, 4) + path('M-82 -176L82 -176L82 -160L-82 -160Z', '#C9D3E0', outlineOf('#C9D3E0', 3)) + circle(-44, -236, 8, '#4FE3FF');
    case 'shirt':
      return body(p.clothes) + path('M-26 -282L-4 -256L-30 -250ZM26 -282L4 -256L30 -250Z', '#FFFFFF', outlineOf('#FFFFFF', 3)) + path(`${['-232', '-204', '-176'].map((y) => `M-4 ${y}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z`).join('')}`, p.clothesLine);
    case 'starTee':
      return body(p.clothes) + path('M-40 -220l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2Z', '#FFE066') + circle(36, -190, 6, '#FFFFFF') + circle(50, -240, 4, '#FFFFFF') + line(neckline, p.clothesLine, 4);
    case 'dress':
    case 'tunic':
    case 'robe':
    case 'smock': {
      const fill = outfit.top === 'smock' ? lighten(p.clothes, 0.15) : p.clothes;
      const sash = outfit.top === 'dress' ? path('M-82 -164Q0 -148 82 -164L82 -144Q0 -128 -82 -144Z', darken(p.clothes, 0.22), 'opacity="0.9"') : '';
      return path(shirt, fill, attrs) + sash + line(neckline, p.clothesLine, 4);
    }
    default:
      return body(p.clothes) + path('M-81 -162L81 -162L81 -150Q80 -139 66 -139L-66 -139Q-80 -139 -81 -150Z', darken(p.clothes, 0.18)) + line(neckline, p.clothesLine, 4);
  }
}

// ── Head ───────────────────────────────────────────────────────────────────────────────────────────

/** Eyes, brows, cheeks and nose: who the child is. The mouth belongs to the pose (it follows the moment). */
/** The eyes' centre and half-width at 7, in figure units. */
const EYE_Y = -382;
const EYE_RX = 21;

function face(child: StoryChild, p: FigurePalette, browColor: string, eyeScale: number, eyeDrop: number): string {
  const iris = eyeColor(child.eyeColor);
  const ink = '#2E2130';
  const eyes = [-38, 38]
    .map((x) => {
      const y = EYE_Y;
      const sized = (content: string) => (eyeScale === 1 ? content : `<g transform="translate(${n(x * (1 - eyeScale))} ${n(y * (1 - eyeScale))}) scale(${eyeScale})">${content}</g>`);
      return sized(
        ellipse(x, y, 21, 24, '#FFFFFF', `stroke="${ink}" stroke-width="3"`) +
        circle(x + 1, y + 4, 15.5, iris, `stroke="${darken(iris, 0.35)}" stroke-width="2"`) +
        circle(x + 1, y + 4, 7.5, '#1E1A24') +
        circle(x - 4, y - 2, 5.5, '#FFFFFF') +
        circle(x + 6, y + 10, 2.5, '#FFFFFF') +
        line(`M${x - 22} ${y - 3}Q${x} ${y - 32} ${x + 22} ${y - 3}`, ink, 5),
      );
    })
    .join('');
  const lashes = child.gender === 'girl' ? line('M-58 -390L-68 -398M-56 -398L-63 -409M58 -390L68 -398M56 -398L63 -409', ink, 4) : '';
  const brows = line('M-54 -418Q-38 -430 -22 -420M22 -420Q38 -430 54 -418', browColor, 7);
  const blush = lightness(p.skin) < 0.45 ? '#FF6F8E' : '#FF8FA3';
  const cheeks = ellipse(-64, -344, 17, 11, blush, 'opacity="0.45"') + ellipse(64, -344, 17, 11, blush, 'opacity="0.45"');
  const nose = line('M-7 -352Q0 -345 7 -352', p.skinLine, 4);
  // The eyes and brows sit lower in a younger face; the nose and cheeks stay.
  const eyeArea = eyes + lashes + brows;
  return (eyeDrop === 0 ? eyeArea : `<g transform="translate(0 ${n(eyeDrop)})">${eyeArea}</g>`) + cheeks + nose;
}

function mouth(pose: ScenePose): string {
  const ink = '#2E2130';
  switch (pose) {
    case 'worried':
      return ellipse(0, -318, 13, 10, '#7D2C3B', `stroke="${ink}" stroke-width="3"`);
    case 'searching':
    case 'working':
      return line('M-20 -324Q0 -312 20 -324', ink, 5);
    case 'celebrating':
      return path('M-34 -330Q0 -320 34 -330Q0 -280 -34 -330Z', '#7D2C3B', `stroke="${ink}" stroke-width="3" stroke-linejoin="round"`) + ellipse(0, -304, 13, 6, '#F0728A');
    default:
      return path('M-26 -327Q0 -319 26 -327Q0 -292 -26 -327Z', '#7D2C3B', `stroke="${ink}" stroke-width="3" stroke-linejoin="round"`) + ellipse(0, -311, 10, 5, '#F0728A');
  }
}

function headAndNeck(p: FigurePalette): string {
  const attrs = `stroke="${p.skinLine}" stroke-width="4"`;
  return (
    rect(-18, -318, 36, 50, p.skin, attrs) +
    circle(-97, -380, 18, p.skin, attrs) +
    circle(97, -380, 18, p.skin, attrs) +
    ellipse(HEAD.cx, HEAD.cy, HEAD.rx, HEAD.ry, p.skin, attrs)
  );
}

// ── Pose ───────────────────────────────────────────────────────────────────────────────────────────

type Point = readonly [number, number];

/**
 * Where a hand is held: free in the air (it reaches further on a longer arm), on the body (a hip, the
 * chest: it follows the torso's stretch) or at the head (the brow: it follows the head's size).
 */
type HandHold = 'free' | 'torso' | 'head';

interface ArmPose {
  bend: Point;
  hand: Point;
  hold: HandHold;
}

interface Arms {
  left: ArmPose;
  right: ArmPose;
}

/** Left is the figure's back arm (away from the companion), right the arm towards it; drawn as a 4-year-old's. */
const ARMS: Record<ScenePose, Arms> = {
  standing: { left: { bend: [-94, -222], hand: LOWERED_HAND, hold: 'free' }, right: { bend: [118, -252], hand: RAISED_HAND, hold: 'free' } },
  searching: { left: { bend: [-118, -236], hand: [-92, -170], hold: 'torso' }, right: { bend: [150, -330], hand: [84, -420], hold: 'head' } },
  worried: { left: { bend: [-108, -200], hand: [-22, -226], hold: 'torso' }, right: { bend: [108, -200], hand: [22, -232], hold: 'torso' } },
  working: { left: { bend: [-40, -180], hand: [60, -186], hold: 'free' }, right: { bend: [120, -210], hand: [150, -196], hold: 'free' } },
  celebrating: { left: { bend: [-128, -318], hand: [-150, -420], hold: 'free' }, right: { bend: [128, -318], hand: [150, -420], hold: 'free' } },
};

const LEFT_SHOULDER: Point = [-70, -262];
const RIGHT_SHOULDER: Point = [70, -262];

/**
 * An arm at the child's age, in the lifted coordinates the arms are drawn in (where the shoulders stay put):
 * a free hand reaches further along the same line, its elbow's curve growing with it; a hand on the body
 * goes where that part of the body is now.
 */
function armPoints(pose: ArmPose, shoulder: Point, { armStretch, headScale, torsoStretch }: Pick<ChildProportions, 'armStretch' | 'headScale' | 'torsoStretch'>): { bend: Point; hand: Point } {
  const reach = (point: Point, stretch = armStretch): Point => [shoulder[0] + (point[0] - shoulder[0]) * stretch, shoulder[1] + (point[1] - shoulder[1]) * stretch];
  const [x, y] = pose.hand;
  const hand: Point =
    pose.hold === 'free'
      ? reach(pose.hand)
      : pose.hold === 'head'
        ? [x * headScale, CHIN_Y + (y - CHIN_Y) * headScale]
        : // The torso stretches down from the shoulders here (the lift raised it whole): the waist drops by its extra length.
          [x, y + (y + 282) * (torsoStretch - 1)];
  // A held hand barely moves away from the shoulder: the longer arm bends a little more, not a loop.
  const bend = reach(pose.bend, pose.hold === 'free' ? armStretch : 1 + (armStretch - 1) * 0.3);
  return { bend: [round1(bend[0]), round1(bend[1])], hand: [round1(hand[0]), round1(hand[1])] };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** An arm: skin with its outline, then the short sleeve with its hem, then the hand. */
function arm(shoulder: Point, bend: Point, hand: Point, p: FigurePalette, longSleeve: boolean): string {
  const d = `M${shoulder[0]} ${shoulder[1]}Q${bend[0]} ${bend[1]} ${hand[0]} ${hand[1]}`;
  // The sleeve runs a third of the way to the elbow (short) or along the whole arm (robe, jumpsuit).
  const t = longSleeve ? 0.85 : 0.3;
  const sx = shoulder[0] + (bend[0] - shoulder[0]) * t;
  const sy = shoulder[1] + (bend[1] - shoulder[1]) * t;
  const sleeve = longSleeve ? `M${shoulder[0]} ${shoulder[1]}Q${n(bend[0])} ${n(bend[1])} ${n(hand[0] + (bend[0] - hand[0]) * 0.25)} ${n(hand[1] + (bend[1] - hand[1]) * 0.25)}` : `M${shoulder[0]} ${shoulder[1] - 4}L${n(sx)} ${n(sy)}`;
  return (
    line(d, p.skinLine, 36) +
    line(d, p.skin, 28) +
    line(sleeve, p.clothesLine, 44) +
    line(sleeve, p.clothes, 36) +
    circle(hand[0], hand[1], 18, p.skin, `stroke="${p.skinLine}" stroke-width="4"`)
  );
}

export interface ChildFigure {
  defs: string;
  svg: string;
}

/** The child with feet at (x, groundY): the figure from the profile, the arms and mouth from the pose. */
export function drawChild(child: StoryChild, x: number, groundY: number, pose: ScenePose = 'standing'): ChildFigure {
  const p = figurePalette(child);
  const outfit = outfitFor(child);
  const proportions = childProportions(child);
  const { scale, headScale, legExtra, torsoStretch, eyeScale, eyeDrop } = proportions;
  // The torso stretches up from the waist: everything above it (head, arms, cape) rises by as much.
  const lift = legExtra + torsoLift(torsoStretch);
  const hair = drawHair({ paint: hairPaint(child.hairColor), type: child.hairType, length: child.hairLength, accent: p.accent });
  const extra: AccessoryLayers = accessoryFor(child, p, hair);
  const up = (content: string) => `<g transform="translate(0 ${-lift})">${content}</g>`;
  const torsoUp = (content: string) => `<g transform="translate(0 ${-legExtra})">${torsoStretch === 1 ? content : `<g transform="translate(0 -150) scale(1 ${torsoStretch}) translate(0 150)">${content}</g>`}</g>`;
  const head = (content: string) => (headScale === 1 ? content : `<g transform="translate(0 ${n(CHIN_Y * (1 - headScale))}) scale(${headScale})">${content}</g>`);
  const waistY = -150 - legExtra;
  const figure =
    up(extra.behind + head(hair.back)) +
    legsAndShoes(outfit, p, legExtra) +
    skirt(outfit.top, p, waistY, legExtra) +
    torsoUp(torso(outfit, p) + extra.body) +
    up(head(headAndNeck(p) + face(child, p, hair.browColor, eyeScale, eyeDrop) + hair.front + extra.head)) +
    extra.ground;
  const left = armPoints(ARMS[pose].left, LEFT_SHOULDER, proportions);
  const right = armPoints(ARMS[pose].right, RIGHT_SHOULDER, proportions);
  const longSleeve = outfit.top === 'robe' || outfit.top === 'jumpsuit';
  // The hand accessory (wand, brush, butterfly) is drawn for the raised hand: it moves with the right hand.
  const handShift = [n(right.hand[0] - RAISED_HAND[0]), n(right.hand[1] - RAISED_HAND[1])] as const;
  const handExtra = extra.hand ? `<g transform="translate(${handShift[0]} ${handShift[1]})">${extra.hand}</g>` : '';
  const posed = up(head(mouth(pose)) + arm(LEFT_SHOULDER, left.bend, left.hand, p, longSleeve) + arm(RIGHT_SHOULDER, right.bend, right.hand, p, longSleeve) + handExtra);
  const shadow = ellipse(x, groundY - 4, 110 * scale, 18 * scale, '#000000', 'opacity="0.12"');
  return {
    defs: hair.defs + extra.defs,
    svg: `${shadow}<g transform="translate(${n(x)} ${n(groundY)}) scale(${scale})"><g id="child-figure">${figure}</g><g id="child-pose">${posed}</g></g>`,
  };
}
