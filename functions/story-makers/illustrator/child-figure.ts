import type { StoryChild } from '../../core/story-makers-port';
import { accessoryFor, type AccessoryLayers } from './accessories';
import { HEAD, LOWERED_HAND, RAISED_HAND } from './figure-geometry';
import { drawHair } from './hair';
import { clothesColor, darken, eyeColor, hairPaint, heightScale, lighten, lightness, mix, skinTone, type FigurePalette } from './palette';
import { circle, ellipse, line, n, path, rect } from './svg';

/**
 * The child, from the profile: skin tone, hair (colour, type, length), eye colour, clothes in the
 * favourite colour, the style's accessory, and a size by height. Drawn in its own coordinates, feet at
 * (0, 0), head centred at (0, -392), then placed on the scene's ground.
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

function legsAndShoes(child: StoryChild, p: FigurePalette): string {
  const shoe = '#5B4256';
  const shoes = ellipse(-40, -12, 34, 17, shoe, `stroke="${darken(shoe, 0.4)}" stroke-width="4"`) + ellipse(40, -12, 34, 17, shoe, `stroke="${darken(shoe, 0.4)}" stroke-width="4"`);
  const shine = line('M-58 -20Q-48 -26 -36 -25M22 -20Q32 -26 44 -25', lighten(shoe, 0.5), 4, 'opacity="0.8"');
  if (child.gender === 'girl') {
    const legs = path('M-42 -110L-40 -16L-14 -16L-12 -110ZM12 -110L14 -16L40 -16L42 -110Z', p.skin, `stroke="${p.skinLine}" stroke-width="4" stroke-linejoin="round"`);
    const socks = path('M-41 -44L-40 -16L-14 -16L-13 -44ZM13 -44L14 -16L40 -16L41 -44Z', '#FFFFFF', `stroke="${darken('#FFFFFF', 0.3)}" stroke-width="3"`);
    return legs + socks + shoes + shine;
  }
  const trousers = path('M-74 -156L74 -156L72 -20L16 -20L8 -104L-8 -104L-16 -20L-72 -20Z', p.trousers, `stroke="${darken(p.trousers, 0.4)}" stroke-width="4" stroke-linejoin="round"`);
  return trousers + shoes + shine;
}

function torso(child: StoryChild, p: FigurePalette): string {
  const attrs = `stroke="${p.clothesLine}" stroke-width="4" stroke-linejoin="round"`;
  const neckline = 'M-26 -282Q0 -258 26 -282';
  if (child.gender === 'girl') {
    const dress = `M-26 -282Q0 -258 26 -282L62 -282Q84 -280 86 -256L82 -196L116 -100Q118 -88 104 -86Q52 -70 0 -82Q-52 -70 -104 -86Q-118 -88 -116 -100L-82 -196L-86 -256Q-84 -280 -62 -282Z`;
    const sash = path('M-82 -204Q0 -188 82 -204L82 -184Q0 -168 -82 -184Z', darken(p.clothes, 0.22), `opacity="0.9"`);
    const hem = line('M-104 -96Q-52 -80 0 -92Q52 -80 104 -96', lighten(p.clothes, 0.5), 6, 'opacity="0.8"');
    return path(dress, p.clothes, attrs) + sash + hem + line(neckline, p.clothesLine, 4);
  }
  const shirt = `M-26 -282Q0 -258 26 -282L62 -282Q84 -280 86 -256L82 -152Q81 -138 66 -138L-66 -138Q-81 -138 -82 -152L-86 -256Q-84 -280 -62 -282Z`;
  const band = path('M-81 -162L81 -162L81 -150Q80 -139 66 -139L-66 -139Q-80 -139 -81 -150Z', darken(p.clothes, 0.18));
  return path(shirt, p.clothes, attrs) + band + line(neckline, p.clothesLine, 4);
}

/** An arm: skin with its outline, then the short sleeve with its hem, then the hand. */
function arm(d: string, sleeve: string, hand: readonly [number, number], p: FigurePalette): string {
  return (
    line(d, p.skinLine, 36) +
    line(d, p.skin, 28) +
    line(sleeve, p.clothesLine, 44) +
    line(sleeve, p.clothes, 36) +
    circle(hand[0], hand[1], 18, p.skin, `stroke="${p.skinLine}" stroke-width="4"`)
  );
}

function face(child: StoryChild, p: FigurePalette, browColor: string): string {
  const iris = eyeColor(child.eyeColor);
  const ink = '#2E2130';
  const eyes = [-38, 38]
    .map((x) => {
      const y = -382;
      return (
        ellipse(x, y, 21, 24, '#FFFFFF', `stroke="${ink}" stroke-width="3"`) +
        circle(x + 1, y + 4, 15.5, iris, `stroke="${darken(iris, 0.35)}" stroke-width="2"`) +
        circle(x + 1, y + 4, 7.5, '#1E1A24') +
        circle(x - 4, y - 2, 5.5, '#FFFFFF') +
        circle(x + 6, y + 10, 2.5, '#FFFFFF') +
        line(`M${x - 22} ${y - 3}Q${x} ${y - 32} ${x + 22} ${y - 3}`, ink, 5)
      );
    })
    .join('');
  const lashes = child.gender === 'girl' ? line('M-58 -390L-68 -398M-56 -398L-63 -409M58 -390L68 -398M56 -398L63 -409', ink, 4) : '';
  const brows = line('M-54 -418Q-38 -430 -22 -420M22 -420Q38 -430 54 -418', browColor, 7);
  const blush = lightness(p.skin) < 0.45 ? '#FF6F8E' : '#FF8FA3';
  const cheeks = ellipse(-64, -344, 17, 11, blush, 'opacity="0.45"') + ellipse(64, -344, 17, 11, blush, 'opacity="0.45"');
  const nose = line('M-7 -352Q0 -345 7 -352', p.skinLine, 4);
  const mouth = path('M-26 -327Q0 -319 26 -327Q0 -292 -26 -327Z', '#7D2C3B', `stroke="${ink}" stroke-width="3" stroke-linejoin="round"`);
  const tongue = ellipse(0, -311, 10, 5, '#F0728A');
  return eyes + lashes + brows + cheeks + nose + mouth + tongue;
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

export interface ChildFigure {
  defs: string;
  svg: string;
}

/** The child standing with feet at (x, groundY), waving to the companion on the right. */
export function drawChild(child: StoryChild, x: number, groundY: number): ChildFigure {
  const p = figurePalette(child);
  const hair = drawHair({ paint: hairPaint(child.hairColor), type: child.hairType, length: child.hairLength, accent: p.accent });
  const extra: AccessoryLayers = accessoryFor(child, p, hair);
  const leftArm = arm(`M-70 -262Q-94 -222 ${LOWERED_HAND[0]} ${LOWERED_HAND[1]}`, 'M-68 -266L-86 -228', LOWERED_HAND, p);
  const rightArm = arm(`M70 -262Q118 -252 ${RAISED_HAND[0]} ${RAISED_HAND[1]}`, 'M68 -266L100 -256', RAISED_HAND, p);
  const scale = heightScale(child.height);
  const body =
    extra.behind +
    hair.back +
    legsAndShoes(child, p) +
    torso(child, p) +
    extra.body +
    headAndNeck(p) +
    face(child, p, hair.browColor) +
    hair.front +
    leftArm +
    extra.head +
    rightArm +
    extra.hand +
    extra.ground;
  const shadow = ellipse(x, groundY - 4, 110 * scale, 18 * scale, '#000000', 'opacity="0.12"');
  return {
    defs: hair.defs + extra.defs,
    svg: `${shadow}<g transform="translate(${n(x)} ${n(groundY)}) scale(${Math.round(scale * 100) / 100})">${body}</g>`,
  };
}
