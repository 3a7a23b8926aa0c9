import { darken, lighten } from './palette';
import type { Random } from './random';
import type { SceneSettingId } from './settings';
import type { Background, BackgroundOptions, Drawer } from './background-types';
import { FAIRY_TALE_DRAWERS } from './fairy-tale-backgrounds';
import { birds, cloud, flower, grassTufts, meadowFlowers, pine, roundTree, SIZE, sky, stars, sun } from './scenery';
import { circleSub, ellipseSub, outlinedUnion } from './shapes';
import { circle, ellipse, line, n, path, rect, starPath } from './svg';

export { SIZE } from './scenery';
export type { Background, BackgroundOptions, Drawer } from './background-types';

/**
 * One background per kind of place, 1024×1024, with the ground where the characters stand (y ≈ 880)
 * left clear. Decorations (stars, flowers, bubbles…) are placed by the seeded random, so a story keeps
 * its picture. Each background starts with `<g id="setting-…">`: its id can be read in the SVG.
 */

/** Mostly green scenes, where a green character would not stand out. */
export const GREEN_SETTINGS: ReadonlySet<SceneSettingId> = new Set<SceneSettingId>(['forest', 'jungle', 'garden', 'farm', 'mountain']);

/** Places seen from inside (no sky): at night they are lamp-lit rather than moonlit. */
export const INDOOR_SETTINGS: ReadonlySet<SceneSettingId> = new Set<SceneSettingId>(['home', 'school', 'library', 'cave', 'underwater']);

/** The sun of a background, as the light wants it: paler in the morning, low and orange at dusk, none at night (the light layer draws the moon there). */
function sunOrMoon(options: BackgroundOptions, x: number, y: number, r: number, color?: string): string {
  options.skySpot = { x, y, r };
  switch (options.light) {
    case 'night':
      return '';
    case 'dusk':
      return sun(x, y + 40, r * 1.1, '#FF9A5C');
    case 'morning':
      return sun(x, y + 20, r, '#FFF1A8');
    default:
      return sun(x, y, r, color);
  }
}

const INK = '#2E2130';

const DRAWERS: Record<SceneSettingId, Drawer> = {
  'sunset-hill': (rng, options) => {
    const s = sky('bg-sky', [[0, '#6C5B9E'], [0.45, '#F58E7F'], [0.75, '#FFD28C']]);
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, 700, 560, 110, '#FFE3A3') +
        cloud(rng.range(60, 200), rng.range(120, 200), 1.1, '#FFD1DC', 0.8) +
        cloud(rng.range(600, 800), rng.range(90, 170), 0.9, '#FFD1DC', 0.8) +
        birds([[rng.range(300, 420), rng.range(200, 260)], [rng.range(440, 520), rng.range(170, 230)]]) +
        path('M0 650Q260 540 520 620T1024 600L1024 1024L0 1024Z', '#8FBF7A') +
        roundTree(170, 610, 0.8, '#5E9E57') +
        path('M0 770Q420 610 1024 730L1024 1024L0 1024Z', '#6BAE5E') +
        path('M0 800Q420 650 1024 760', 'none', 'stroke="#86C773" stroke-width="10" opacity="0.7"') +
        grassTufts(rng, 10, 820, 1000, '#4E9A43') +
        meadowFlowers(rng, 8, 800, 990),
    };
  },

  forest: (rng) => {
    const s = sky('bg-sky', [[0, '#BFE8F5'], [1, '#E8F7E0']]);
    let far = '';
    for (let x = -20; x < 1060; x += 70) far += circleSub(x + rng.range(-10, 10), 600 + rng.range(-30, 20), rng.range(60, 90));
    const greens = ['#5E9E57', '#4C8C4A', '#6DB35F', '#3F7F45'];
    const trees =
      roundTree(rng.range(60, 110), 760, 1.5, rng.pick(greens)) +
      roundTree(rng.range(900, 960), 770, 1.55, rng.pick(greens)) +
      roundTree(rng.range(230, 300), 700, 0.9, rng.pick(greens)) +
      roundTree(rng.range(600, 700), 690, 0.85, rng.pick(greens));
    const rays = path('M120 0L260 0L620 700L480 700ZM340 0L420 0L760 700L680 700Z', '#FFFFFF', 'opacity="0.18"');
    // Overhanging foliage in the top corners frames the clearing.
    let canopy = '';
    for (let i = 0; i < 6; i += 1) canopy += circleSub(rng.range(-40, 200), rng.range(-40, 120), rng.range(60, 100)) + circleSub(rng.range(830, 1064), rng.range(-40, 120), rng.range(60, 100));
    const distant = pine(rng.range(330, 380), 690, 0.6, '#6FA86A') + pine(rng.range(470, 520), 680, 0.7, '#5E9E5C') + pine(rng.range(760, 800), 690, 0.55, '#6FA86A');
    let mushrooms = '';
    for (const x of [rng.range(30, 200), rng.range(860, 1000)]) {
      const y = rng.range(900, 980);
      mushrooms += rect(x - 8, y - 28, 16, 28, '#FFF3E0', `stroke="${darken('#FFF3E0', 0.3)}" stroke-width="3"`) + path(`M${n(x - 30)} ${n(y - 26)}Q${n(x)} ${n(y - 72)} ${n(x + 30)} ${n(y - 26)}Z`, '#E53950', `stroke="${darken('#E53950', 0.35)}" stroke-width="3"`) + path(circleSub(x - 10, y - 40, 5) + circleSub(x + 10, y - 44, 4), '#FFFFFF');
    }
    return {
      defs: s.defs,
      svg: s.svg + path(far, '#A7D49A') + rays + path('M0 700Q512 640 1024 700L1024 1024L0 1024Z', '#7CC36A') + distant + trees + outlinedUnion(canopy, '#4C8C4A', darken('#4C8C4A', 0.3), 3) + path('M0 760Q512 700 1024 760L1024 1024L0 1024Z', '#8DD07A') + grassTufts(rng, 14, 780, 1000, '#5AA84E') + mushrooms + meadowFlowers(rng, 6, 800, 990),
    };
  },

  beach: (rng, options) => {
    const s = sky('bg-sky', [[0, '#7FD3F7'], [0.6, '#D8F3FF']]);
    let shells = '';
    for (let i = 0; i < 4; i += 1) {
      const x = i % 2 === 0 ? rng.range(30, 220) : rng.range(860, 1000);
      const y = rng.range(900, 990);
      shells += i < 2 ? path(starPath(x, y, 18, 8, rng.range(-90, -60)), '#FF8A65', `stroke="${darken('#FF8A65', 0.3)}" stroke-width="3" stroke-linejoin="round"`) : path(`M${n(x - 16)} ${n(y)}Q${n(x)} ${n(y - 30)} ${n(x + 16)} ${n(y)}Z`, '#FFD1DC', `stroke="${darken('#FFD1DC', 0.3)}" stroke-width="3"`);
    }
    const stripes = [70, 130, 190, 250]
      .map((x0, i) => path(`M190 500L${x0} 580Q${x0 + 30} 562 ${x0 + 60} 580Z`, i % 2 === 0 ? '#FF6B6B' : '#FFFFFF', `stroke="${darken('#FF6B6B', 0.35)}" stroke-width="4" stroke-linejoin="round"`))
      .join('');
    const parasol = `<g transform="rotate(-10 190 900)">${line('M190 910L190 500', '#8B5A3C', 9)}${stripes}${circle(190, 498, 8, '#FFC83D')}</g>`;
    const sail = path('M860 548L860 480L900 548Z', '#FFFFFF', 'stroke="#9AA5B1" stroke-width="2"') + path('M836 550L910 550L898 562L846 562Z', '#C0392B');
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, rng.range(780, 880), rng.range(130, 200), 70) +
        cloud(rng.range(80, 260), rng.range(130, 220), 1) +
        cloud(rng.range(440, 600), rng.range(80, 150), 0.8) +
        birds([[rng.range(300, 420), rng.range(240, 300)], [rng.range(620, 700), rng.range(250, 320)]]) +
        rect(0, 560, SIZE, 200, '#3FA7E0') +
        line('M60 610Q90 600 120 610M300 640Q330 630 360 640M620 600Q650 590 680 600M760 660Q790 650 820 660M460 700Q490 690 520 700', '#BDE9FF', 5) +
        sail +
        path('M0 730Q150 700 300 724T620 716T1024 724L1024 1024L0 1024Z', '#FBE7BD') +
        path('M0 756Q200 730 420 752T1024 748L1024 1024L0 1024Z', '#F6D79B') +
        parasol +
        shells,
    };
  },

  underwater: (rng) => {
    const s = sky('bg-sea', [[0, '#52C7E8'], [0.55, '#1B8BC2'], [1, '#0F5C93']]);
    const rays = path('M160 0L260 0L420 760L300 760ZM480 0L560 0L680 760L580 760ZM760 0L830 0L900 760L820 760Z', '#FFFFFF', 'opacity="0.1"');
    let weeds = '';
    for (const x of [40, 110, 900, 970, 820]) {
      const h = rng.range(240, 380);
      weeds += `M${n(x)} 900Q${n(x - 30)} ${n(900 - h * 0.33)} ${n(x)} ${n(900 - h * 0.6)}T${n(x)} ${n(900 - h)}`;
    }
    let bubbles = '';
    for (let i = 0; i < 14; i += 1) bubbles += circleSub(rng.range(20, 1004), rng.range(60, 760), rng.range(5, 14));
    let fish = '';
    for (let i = 0; i < 3; i += 1) {
      const x = rng.range(120, 900);
      const y = rng.range(120, 420);
      const colour = rng.pick(['#FFB547', '#FF7A9A', '#FFE066']);
      fish += path(`M${n(x + 30)} ${n(y)}L${n(x + 52)} ${n(y - 16)}L${n(x + 52)} ${n(y + 16)}Z`, colour, `stroke="${darken(colour, 0.35)}" stroke-width="3"`) + ellipse(x, y, 36, 22, colour, `stroke="${darken(colour, 0.35)}" stroke-width="3"`) + circle(x - 18, y - 4, 5, INK);
    }
    const coral = line('M180 900L180 820M180 850L150 800M180 840L214 790M214 790L230 760M150 800L140 770', '#FF7A9A', 16) + line('M860 910L860 830M860 860L830 820M860 850L900 800', '#FFB547', 16);
    return {
      defs: s.defs,
      svg:
        s.svg +
        rays +
        fish +
        path('M0 780Q260 740 512 770T1024 770L1024 1024L0 1024Z', '#E8D3A0') +
        line(weeds, '#3FBF7F', 18) +
        coral +
        path(circleSub(280, 960, 26) + circleSub(940, 980, 20), '#B7A57E') +
        path(bubbles, 'none', 'stroke="#FFFFFF" stroke-width="3" opacity="0.65"'),
    };
  },

  space: (rng, { text }) => {
    const s = sky('bg-space', [[0, '#0B1036'], [0.6, '#2A1B5E'], [1, '#4B2A7B']]);
    const mars = /\bmars\b/i.test(text);
    const ground = mars ? '#D7774D' : '#8E7CC3';
    let craters = '';
    for (let i = 0; i < 5; i += 1) {
      const x = i % 2 === 0 ? rng.range(30, 240) : rng.range(820, 1000);
      craters += ellipseSub(x, rng.range(840, 990), rng.range(26, 50), rng.range(8, 14));
    }
    const rocket =
      `<g transform="rotate(28 880 420)">` +
      path('M880 340Q908 380 904 440L856 440Q852 380 880 340Z', '#FFFFFF', 'stroke="#9AA5B1" stroke-width="3"') +
      circle(880, 392, 12, '#4FC3F7', 'stroke="#51607A" stroke-width="3"') +
      path('M856 420L838 452L858 444ZM904 420L922 452L902 444Z', '#FF6B6B') +
      path('M866 442Q880 486 894 442Z', '#FFB547') +
      '</g>';
    return {
      defs: s.defs,
      svg:
        s.svg +
        stars(rng, 46, 10, 700) +
        circle(170, 170, 54, '#E8E6F0', 'stroke="#B9B4CC" stroke-width="4"') +
        path(circleSub(150, 160, 10) + circleSub(190, 190, 8) + circleSub(176, 140, 6), '#CFCBDD') +
        circle(800, 230, 72, '#F7A072', `stroke="${darken('#F7A072', 0.3)}" stroke-width="4"`) +
        ellipse(800, 230, 120, 26, 'none', 'stroke="#FFD28C" stroke-width="8" transform="rotate(-16 800 230)"') +
        rocket +
        path('M0 760Q512 660 1024 760L1024 1024L0 1024Z', ground, `stroke="${darken(ground, 0.3)}" stroke-width="4"`) +
        path(craters, darken(ground, 0.18)),
    };
  },

  castle: (rng) => {
    const s = sky('bg-sky', [[0, '#A7DBFF'], [1, '#FDE8F3']]);
    const wall = '#F1E4F7';
    const roof = '#B388EB';
    const towers = [
      [400, 420, 46],
      [720, 420, 46],
      [560, 330, 54],
    ] as const;
    let castle = rect(400, 470, 320, 190, wall, `stroke="${darken(wall, 0.3)}" stroke-width="4"`);
    for (const [x, top, w] of towers) {
      castle +=
        rect(x - w, top, w * 2, 660 - top, wall, `stroke="${darken(wall, 0.3)}" stroke-width="4"`) +
        path(`M${x - w - 10} ${top}L${x} ${top - 110}L${x + w + 10} ${top}Z`, roof, `stroke="${darken(roof, 0.3)}" stroke-width="4" stroke-linejoin="round"`) +
        rect(x - 10, top + 40, 20, 34, '#8A7FA8', 'rx="10"');
    }
    castle += path('M526 660L526 600Q560 560 594 600L594 660Z', '#8A6A9E') + line('M560 220L560 180', '#6B4A3A', 4) + path('M560 180L600 192L560 204Z', '#FF6B8A');
    castle += path('M400 470L400 452L424 452L424 470M456 470L456 452L480 452L480 470M640 470L640 452L664 452L664 470M696 470L696 452L720 452L720 470', wall, `stroke="${darken(wall, 0.3)}" stroke-width="4"`);
    return {
      defs: s.defs,
      svg:
        s.svg +
        cloud(rng.range(40, 160), rng.range(120, 220), 1) +
        cloud(rng.range(780, 880), rng.range(100, 200), 0.9) +
        path('M0 700Q300 600 560 640T1024 660L1024 1024L0 1024Z', '#9BD17F') +
        castle +
        path('M0 740Q512 680 1024 740L1024 1024L0 1024Z', '#8CCB6E') +
        path('M540 660L580 660L700 1024L420 1024Z', '#F3DDB3', 'opacity="0.9"') +
        meadowFlowers(rng, 8, 780, 990),
    };
  },

  mountain: (rng, options) => {
    const s = sky('bg-sky', [[0, '#8FD3FF'], [1, '#E6F6FF']]);
    const far = path('M-20 640L200 330L360 520L520 260L700 520L840 360L1044 640Z', '#A9B8D9', `stroke="${darken('#A9B8D9', 0.25)}" stroke-width="4" stroke-linejoin="round"`);
    const snow = path('M200 330L236 382L212 374L190 392L168 372ZM520 260L566 326L538 318L516 340L490 318L478 320ZM840 360L876 410L852 404L834 418L810 402Z', '#FFFFFF');
    const near = path('M-20 700L160 520L320 680L480 560L640 700L820 540L1044 700Z', '#7F94C2', `stroke="${darken('#7F94C2', 0.25)}" stroke-width="4" stroke-linejoin="round"`);
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, rng.range(840, 920), rng.range(110, 170), 56) +
        cloud(rng.range(60, 220), rng.range(110, 180), 0.9) +
        far +
        snow +
        near +
        path('M0 700Q512 640 1024 700L1024 1024L0 1024Z', '#8CCB6E') +
        pine(rng.range(50, 110), 780, 1.2, '#3F8F4A') +
        pine(rng.range(150, 200), 740, 0.9, '#4C9F52') +
        pine(rng.range(900, 980), 790, 1.3, '#3F8F4A') +
        grassTufts(rng, 10, 800, 1000, '#5AA84E') +
        meadowFlowers(rng, 6, 820, 990),
    };
  },

  snow: (rng) => {
    const s = sky('bg-sky', [[0, '#BFE2FF'], [1, '#F3FAFF']]);
    let flakes = '';
    for (let i = 0; i < 34; i += 1) flakes += circleSub(rng.range(10, 1014), rng.range(10, 860), rng.range(3, 7));
    const igloo =
      path('M60 800Q60 640 200 640Q340 640 340 800Z', '#FFFFFF', 'stroke="#A9C7E8" stroke-width="4"') +
      line('M80 740L320 740M66 780L334 780M100 700L300 700M150 660L250 660M140 700L140 740M200 740L200 780M260 700L260 740M170 660L170 700M230 660L230 700', '#C9DDF2', 3) +
      path('M160 800Q160 740 200 740Q240 740 240 800Z', '#5A7BA6');
    return {
      defs: s.defs,
      svg:
        s.svg +
        path('M-20 660L180 380L330 540L520 300L720 560L860 420L1044 660Z', '#E3F0FF', 'stroke="#A9C7E8" stroke-width="4" stroke-linejoin="round"') +
        path('M520 300L560 360L530 350L510 372L486 350Z', '#FFFFFF') +
        path('M0 700Q512 640 1024 700L1024 1024L0 1024Z', '#F4F9FF', 'stroke="#C9DDF2" stroke-width="4"') +
        line('M40 900Q200 880 360 910M640 960Q800 930 980 950', '#D6E6F7', 10) +
        pine(rng.range(860, 940), 780, 1.3, '#3F7F65', true) +
        pine(rng.range(960, 1010), 740, 0.9, '#4C8F72', true) +
        igloo +
        path(flakes, '#FFFFFF', 'opacity="0.9"'),
    };
  },

  desert: (rng, options) => {
    const s = sky('bg-sky', [[0, '#FFC98E'], [1, '#FFF1D0']]);
    const cactus = (x: number, base: number, k: number) =>
      path(
        `M${x - 18 * k} ${base}L${x - 18 * k} ${base - 150 * k}Q${x} ${base - 176 * k} ${x + 18 * k} ${base - 150 * k}L${x + 18 * k} ${base}Z` +
          `M${x - 18 * k} ${base - 70 * k}L${x - 50 * k} ${base - 70 * k}Q${x - 62 * k} ${base - 70 * k} ${x - 62 * k} ${base - 84 * k}L${x - 62 * k} ${base - 120 * k}Q${x - 50 * k} ${base - 134 * k} ${x - 40 * k} ${base - 120 * k}L${x - 40 * k} ${base - 92 * k}L${x - 18 * k} ${base - 92 * k}Z` +
          `M${x + 18 * k} ${base - 90 * k}L${x + 46 * k} ${base - 90 * k}L${x + 46 * k} ${base - 126 * k}Q${x + 56 * k} ${base - 140 * k} ${x + 66 * k} ${base - 126 * k}L${x + 66 * k} ${base - 84 * k}Q${x + 66 * k} ${base - 70 * k} ${x + 52 * k} ${base - 70 * k}L${x + 18 * k} ${base - 70 * k}Z`,
        '#5DAA68',
        `stroke="${darken('#5DAA68', 0.35)}" stroke-width="4" stroke-linejoin="round"`,
      );
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, rng.range(760, 860), rng.range(150, 210), 80, '#FFB347') +
        path('M520 640L640 480L760 640Z', '#E3A857', `stroke="${darken('#E3A857', 0.3)}" stroke-width="4" stroke-linejoin="round"`) +
        path('M640 480L760 640L690 640Z', darken('#E3A857', 0.15)) +
        path('M700 640L780 530L860 640Z', '#E3A857', `stroke="${darken('#E3A857', 0.3)}" stroke-width="4" stroke-linejoin="round"`) +
        path('M0 660Q260 580 520 650T1024 640L1024 1024L0 1024Z', '#F2C57C') +
        path('M0 740Q300 680 620 730T1024 720L1024 1024L0 1024Z', '#F6D08F') +
        line('M80 820Q160 800 240 820M760 960Q840 940 920 960', '#E9B264', 6) +
        cactus(rng.range(90, 150), 840, 1.3) +
        cactus(rng.range(900, 960), 860, 1.1) +
        path(ellipseSub(rng.range(240, 300), 960, 30, 14) + ellipseSub(rng.range(820, 880), 990, 22, 10), '#C99A5B'),
    };
  },

  city: (rng) => {
    const s = sky('bg-sky', [[0, '#9ED8FF'], [1, '#E7F5FF']]);
    let skyline = '';
    for (let x = 0; x < SIZE; x += 86) skyline += `M${x} 700L${x} ${n(rng.range(380, 560))}L${x + 80} ${n(rng.range(380, 560))}L${x + 80} 700Z`;
    const building = (x: number, width: number, top: number, colour: string) => {
      let windows = '';
      for (let y = top + 30; y < 660; y += 64) for (let wx = x + 20; wx + 30 <= x + width - 10; wx += 50) windows += `M${wx} ${y}h30v36h-30Z`;
      return rect(x, top, width, 720 - top, colour, `stroke="${darken(colour, 0.3)}" stroke-width="4"`) + path(windows, '#FFF4C2', `stroke="${darken(colour, 0.35)}" stroke-width="3"`);
    };
    const palette = ['#FFB4A2', '#9AD0EC', '#FFD97D', '#B5E48C', '#CDB4DB'];
    return {
      defs: s.defs,
      svg:
        s.svg +
        cloud(rng.range(300, 460), rng.range(90, 160), 0.9) +
        path(skyline, '#B9C7E6') +
        building(-10, 210, rng.range(260, 340), rng.pick(palette)) +
        building(840, 200, rng.range(240, 320), rng.pick(palette)) +
        rect(0, 720, SIZE, 220, '#D9D4CF') +
        line('M0 720L1024 720', '#B8B0A8', 6) +
        line('M120 720L120 940M360 720L360 940M600 720L600 940M840 720L840 940', '#C8C1B9', 3) +
        rect(0, 940, SIZE, 84, '#7D7F8C') +
        line('M40 985L140 985M260 985L360 985M480 985L580 985M700 985L800 985M920 985L1020 985', '#FFFFFF', 8, 'stroke-linecap="butt"') +
        line('M250 880L250 560', '#51607A', 10) +
        circle(250, 548, 22, '#FFF4C2', 'stroke="#51607A" stroke-width="5"') +
        roundTree(980, 880, 0.8, '#6DB35F'),
    };
  },

  jungle: (rng) => {
    const s = sky('bg-jungle', [[0, '#BFF0B5'], [1, '#6BBF6A']]);
    const leaf = (x: number, y: number, rx: number, ry: number, angle: number, colour: string) =>
      ellipse(x, y, rx, ry, colour, `stroke="${darken(colour, 0.3)}" stroke-width="4" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`);
    const greens = ['#2E8B57', '#3FA34D', '#57B85A', '#24734A'];
    let canopy = '';
    for (let i = 0; i < 9; i += 1) canopy += leaf(rng.range(-30, 300), rng.range(-30, 160 + i * 40), rng.range(90, 140), rng.range(34, 50), rng.range(-40, 40), rng.pick(greens));
    for (let i = 0; i < 9; i += 1) canopy += leaf(rng.range(724, 1054), rng.range(-30, 160 + i * 40), rng.range(90, 140), rng.range(34, 50), rng.range(140, 220), rng.pick(greens));
    for (let i = 0; i < 5; i += 1) canopy += leaf(260 + i * 130 + rng.range(-20, 20), rng.range(-40, 20), rng.range(100, 140), rng.range(34, 44), rng.range(-20, 20), rng.pick(greens));
    let bushes = '';
    for (let x = -20; x < 1060; x += 75) bushes += ellipseSub(x, 700 + rng.range(-16, 10), rng.range(60, 80), rng.range(40, 56));
    const vines = line(`M320 0Q300 120 330 240T320 420M700 0Q730 100 700 200T710 330M560 0Q540 80 566 150T556 240`, '#3F8F4A', 8);
    let blossoms = '';
    for (let i = 0; i < 5; i += 1) blossoms += flower(i % 2 === 0 ? rng.range(20, 220) : rng.range(840, 1004), rng.range(820, 980), 1.4, rng.pick(['#FF6B8A', '#FF8A3D', '#FFD93D']));
    return {
      defs: s.defs,
      svg:
        s.svg +
        rect(60, 0, 70, 760, '#7A5236', `stroke="${darken('#7A5236', 0.3)}" stroke-width="4"`) +
        rect(880, 0, 80, 760, '#7A5236', `stroke="${darken('#7A5236', 0.3)}" stroke-width="4"`) +
        vines +
        canopy +
        outlinedUnion(bushes, '#2E8B57', darken('#2E8B57', 0.3), 3) +
        path('M0 720Q512 660 1024 720L1024 1024L0 1024Z', '#3F8F4A') +
        leaf(40, 760, 110, 36, -30, '#57B85A') +
        leaf(990, 780, 110, 36, 210, '#57B85A') +
        path('M0 780Q512 720 1024 780L1024 1024L0 1024Z', '#4FA65A') +
        blossoms,
    };
  },

  farm: (rng, options) => {
    const s = sky('bg-sky', [[0, '#8FD3FF'], [1, '#E8F7FF']]);
    const barn =
      rect(70, 470, 240, 200, '#D94B3D', `stroke="${darken('#D94B3D', 0.35)}" stroke-width="4"`) +
      path('M50 480L190 380L330 480Z', '#7A3B35', `stroke="${darken('#7A3B35', 0.3)}" stroke-width="4" stroke-linejoin="round"`) +
      rect(150, 560, 80, 110, '#FFFFFF') +
      line('M150 560L230 670M230 560L150 670', '#D94B3D', 6) +
      circle(190, 450, 18, '#FFFFFF', `stroke="${darken('#7A3B35', 0.3)}" stroke-width="4"`);
    let fence = '';
    for (let x = 340; x < SIZE; x += 70) fence += `M${x} 760L${x} 680`;
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, rng.range(820, 900), rng.range(110, 160), 60) +
        cloud(rng.range(380, 560), rng.range(100, 170), 1) +
        path('M0 640Q300 560 620 620T1024 600L1024 1024L0 1024Z', '#B5D96B') +
        line('M360 640Q600 600 1024 630M420 660Q700 630 1024 660', '#9CC45A', 6) +
        barn +
        path('M0 700Q512 650 1024 700L1024 1024L0 1024Z', '#8CCB6E') +
        line(fence, '#C49A6C', 12) +
        line('M330 700L1024 700M330 735L1024 735', '#C49A6C', 10) +
        ellipse(930, 820, 70, 46, '#F2D06B', `stroke="${darken('#F2D06B', 0.35)}" stroke-width="4"`) +
        line('M880 810Q930 800 980 810M880 830Q930 820 980 830', darken('#F2D06B', 0.25), 3) +
        grassTufts(rng, 12, 800, 1000, '#5AA84E') +
        meadowFlowers(rng, 4, 860, 990),
    };
  },

  school: (rng) => {
    const pennants = ['#FF6B6B', '#FFD93D', '#5CCB6B', '#4D96FF', '#B79CFF'];
    let flags = '';
    for (let i = 0; i < 9; i += 1) {
      const x = 40 + i * 110;
      flags += path(`M${x} 60L${x + 60} 66L${x + 30} 120Z`, rng.pick(pennants));
    }
    let books = '';
    let x = 78;
    while (x < 210) {
      const w = rng.range(14, 24);
      const h = rng.range(50, 70);
      books += rect(x, 540 - h, w, h, rng.pick(pennants), `stroke="${INK}" stroke-width="2"`) + rect(x, 650 - h, w, h, rng.pick(pennants), `stroke="${INK}" stroke-width="2"`);
      x += w + 3;
    }
    return {
      defs: '',
      svg:
        rect(0, 0, SIZE, 760, '#FFE9B8') +
        rect(0, 600, SIZE, 160, '#F6C98B') +
        line('M0 64Q512 110 1024 64', '#9B7A5A', 3) +
        flags +
        rect(300, 170, 430, 250, '#8B5A3C', 'rx="10"') +
        rect(316, 186, 398, 218, '#2F5D50') +
        `<text x="350" y="262" font-family="Nunito" font-weight="800" font-size="54" fill="#FFFFFF" opacity="0.9">A B C</text>` +
        `<text x="350" y="350" font-family="Nunito" font-weight="800" font-size="46" fill="#FFF3B0" opacity="0.9">1 + 2 = 3</text>` +
        path(starPath(650, 250, 30, 13), 'none', 'stroke="#FFFFFF" stroke-width="4" stroke-linejoin="round" opacity="0.85"') +
        rect(300, 420, 430, 12, '#A8754F') +
        circle(870, 230, 56, '#FFFFFF', 'stroke="#4D96FF" stroke-width="8"') +
        line('M870 230L870 196M870 230L896 240', INK, 5) +
        rect(60, 400, 170, 280, '#B07A45', `stroke="${darken('#B07A45', 0.3)}" stroke-width="4"`) +
        rect(70, 540, 150, 8, '#8B5A3C') +
        books +
        rect(0, 760, SIZE, 264, '#D9A066') +
        line('M0 820L1024 820M0 900L1024 900M0 980L1024 980', '#C28A52', 4),
    };
  },

  home: (rng) => {
    const defs =
      '<pattern id="bg-wallpaper" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="#E8DDF7"/><circle cx="16" cy="16" r="5" fill="#F6EEFF"/><circle cx="48" cy="48" r="5" fill="#F6EEFF"/></pattern>';
    let windowStars = '';
    for (let i = 0; i < 6; i += 1) windowStars += circleSub(rng.range(610, 850), rng.range(160, 330), rng.range(2, 4));
    const blanket = rng.pick(['#7FB7F0', '#FF9EB5', '#8ED1A5']);
    return {
      defs,
      svg:
        rect(0, 0, SIZE, 760, 'url(#bg-wallpaper)') +
        rect(590, 130, 280, 230, '#2A3A7A', 'stroke="#FFFFFF" stroke-width="14"') +
        path(windowStars, '#FFF3B0') +
        path('M800 200A40 40 0 1 0 830 270A32 32 0 1 1 800 200Z', '#FFF3B0') +
        line('M730 130L730 360M590 245L870 245', '#FFFFFF', 8) +
        path('M570 120L650 120L630 380L560 390Z', '#FF9EB5', 'opacity="0.9"') +
        path('M890 120L810 120L830 380L900 390Z', '#FF9EB5', 'opacity="0.9"') +
        rect(260, 180, 120, 100, '#FFFFFF', 'stroke="#C49A6C" stroke-width="10"') +
        path(starPath(320, 230, 30, 13), '#FFD93D') +
        rect(0, 760, SIZE, 264, '#C99B6D') +
        line('M0 830L1024 830M0 920L1024 920', '#B5875B', 4) +
        rect(0, 500, 44, 290, '#B07A45', `stroke="${darken('#B07A45', 0.3)}" stroke-width="4" rx="12"`) +
        rect(30, 640, 230, 70, '#FFFFFF', `stroke="${darken('#FFFFFF', 0.3)}" stroke-width="4" rx="10"`) +
        rect(40, 704, 20, 80, '#8B5A3C') +
        rect(236, 704, 20, 80, '#8B5A3C') +
        ellipse(92, 630, 50, 24, '#FFFFFF', `stroke="${darken('#FFFFFF', 0.3)}" stroke-width="4"`) +
        path('M130 624L262 624Q274 624 274 636L274 730L130 730Q118 680 130 624Z', blanket, `stroke="${darken(blanket, 0.3)}" stroke-width="4" stroke-linejoin="round"`) +
        line('M136 660L268 660M140 696L268 696', lighten(blanket, 0.4), 6) +
        rect(900, 560, 90, 200, '#B07A45', `stroke="${darken('#B07A45', 0.3)}" stroke-width="4"`) +
        line('M945 560L945 470', '#7A5236', 6) +
        path('M905 480L985 480L960 420L930 420Z', '#FFD97D', `stroke="${darken('#FFD97D', 0.3)}" stroke-width="4"`) +
        circle(945, 460, 80, '#FFF3B0', 'opacity="0.25"') +
        ellipse(560, 920, 420, 70, '#FFB4A2', `stroke="${darken('#FFB4A2', 0.25)}" stroke-width="4"`) +
        ellipse(560, 920, 330, 46, 'none', `stroke="${lighten('#FFB4A2', 0.5)}" stroke-width="8"`),
    };
  },

  island: (rng, options) => {
    const s = sky('bg-sky', [[0, '#7FD3F7'], [0.6, '#E0F7FF']]);
    const palm = (x: number, base: number, k: number, flip: number) => {
      const topX = x + 60 * k * flip;
      const topY = base - 330 * k;
      const trunk = `M${x} ${base}Q${x + 10 * k * flip} ${base - 180 * k} ${topX} ${topY}`;
      const leaves = [-150, -110, -60, -20, 20]
        .map((deg) => {
          const a = ((deg + (flip < 0 ? -10 : 10)) * Math.PI) / 180;
          const ex = topX + Math.cos(a) * 140 * k;
          const ey = topY + Math.sin(a) * 140 * k + 40 * k;
          const cx = topX + Math.cos(a) * 70 * k;
          const cy = topY + Math.sin(a) * 70 * k - 30 * k;
          return `M${n(topX)} ${n(topY)}Q${n(cx - 20 * k)} ${n(cy)} ${n(ex)} ${n(ey)}Q${n(cx + 20 * k)} ${n(cy + 30 * k)} ${n(topX)} ${n(topY)}Z`;
        })
        .join('');
      return line(trunk, '#8B5A3C', 30 * k + 8) + line(trunk, '#C68B59', 30 * k, 'stroke-dasharray="6 16" stroke-linecap="butt"') + path(leaves, '#3FA34D', `stroke="${darken('#3FA34D', 0.35)}" stroke-width="4" stroke-linejoin="round"`) + path(circleSub(topX - 10, topY + 8, 11) + circleSub(topX + 12, topY + 12, 11), '#7A5236');
    };
    const chest = rect(900, 860, 90, 56, '#B07A45', `stroke="${darken('#B07A45', 0.35)}" stroke-width="4"`) + path('M900 860Q945 820 990 860Z', '#8B5A3C', `stroke="${darken('#8B5A3C', 0.35)}" stroke-width="4"`) + rect(936, 866, 18, 18, '#FFC83D');
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, rng.range(800, 880), rng.range(120, 180), 60) +
        cloud(rng.range(200, 400), rng.range(110, 180), 0.9) +
        rect(0, 560, SIZE, 464, '#36A9E1') +
        line('M60 620Q90 610 120 620M640 600Q670 590 700 600M860 680Q890 670 920 680M100 720Q130 710 160 720', '#BDE9FF', 5) +
        path('M700 560Q760 530 820 560Z', '#F6D79B') +
        line('M760 548L770 500', '#8B5A3C', 5) +
        path('M770 500Q750 490 736 500M770 500Q790 488 806 498M770 500Q770 480 780 472', 'none', 'stroke="#3FA34D" stroke-width="6" stroke-linecap="round"') +
        ellipse(512, 930, 560, 190, '#FBE7BD') +
        ellipse(512, 950, 520, 160, '#F6D79B') +
        palm(rng.range(90, 140), 900, 1.05, 1) +
        palm(rng.range(960, 990), 860, 0.75, -1) +
        chest,
    };
  },

  garden: (rng, options) => {
    const s = sky('bg-sky', [[0, '#A6E1FF'], [1, '#EAF8FF']]);
    let hedge = '';
    for (let x = -30; x < 1060; x += 80) hedge += circleSub(x, 660, 62);
    let tulips = '';
    for (let i = 0; i < 12; i += 1) {
      const x = i < 6 ? 30 + i * 40 : 800 + (i - 6) * 38;
      const y = 980 - (i % 2) * 30;
      const colour = rng.pick(['#FF6B8A', '#FFD93D', '#B79CFF', '#FF8A3D']);
      tulips += line(`M${x} ${y}L${x} ${y - 60}`, '#4E9A43', 5) + path(`M${x - 16} ${y - 76}L${x - 16} ${y - 56}Q${x} ${y - 42} ${x + 16} ${y - 56}L${x + 16} ${y - 76}L${x + 8} ${y - 66}L${x} ${y - 80}L${x - 8} ${y - 66}Z`, colour, `stroke="${darken(colour, 0.3)}" stroke-width="3" stroke-linejoin="round"`);
    }
    const butterflies = [0, 1]
      .map(() => {
        const x = rng.range(120, 900);
        const y = rng.range(120, 360);
        return path(ellipseSub(x - 12, y, 12, 16) + ellipseSub(x + 12, y, 12, 16), '#FFB4D9', 'stroke="#C2185B" stroke-width="2"') + line(`M${n(x)} ${n(y - 12)}L${n(x)} ${n(y + 14)}`, INK, 3);
      })
      .join('');
    return {
      defs: s.defs,
      svg:
        s.svg +
        sunOrMoon(options, rng.range(120, 200), rng.range(110, 160), 56) +
        cloud(rng.range(540, 720), rng.range(90, 160), 0.9) +
        roundTree(rng.range(780, 860), 640, 1.3, '#6DB35F') +
        outlinedUnion(hedge, '#5FAE57', darken('#5FAE57', 0.3), 3) +
        rect(0, 680, SIZE, 344, '#8CCB6E') +
        path('M470 680L560 680Q700 860 760 1024L300 1024Q380 860 470 680Z', '#F3DDB3') +
        grassTufts(rng, 10, 760, 1000, '#5AA84E') +
        tulips +
        butterflies,
    };
  },

  sky: (rng) => {
    const s = sky('bg-sky', [[0, '#6EC6FF'], [1, '#C9ECFF']]);
    const bands = ['#FF6B6B', '#FFB547', '#FFE066', '#7ED67A', '#6EB5FF', '#B79CFF'];
    const rainbow = bands.map((colour, i) => `<path d="M${60 + i * 22} 760A${452 - i * 22} ${452 - i * 22} 0 0 1 ${964 - i * 22} 760" fill="none" stroke="${colour}" stroke-width="22" opacity="0.75"/>`).join('');
    let platform = '';
    for (let x = -40; x < 1080; x += 90) platform += circleSub(x, 850 + (x % 180 === 0 ? -10 : 14), 80);
    const balloon =
      line('M846 300L858 352M914 300L902 352', '#8B5A3C', 3) +
      circle(880, 230, 76, '#FF8FB1', `stroke="${darken('#FF8FB1', 0.3)}" stroke-width="4"`) +
      path('M880 154Q840 230 880 306Q920 230 880 154Z', '#FFE066') +
      rect(856, 350, 48, 34, '#B07A45', `stroke="${darken('#B07A45', 0.3)}" stroke-width="3"`);
    return {
      defs: s.defs,
      svg:
        s.svg +
        rainbow +
        cloud(rng.range(40, 180), rng.range(140, 240), 1) +
        cloud(rng.range(420, 560), rng.range(60, 130), 0.8) +
        balloon +
        birds([[rng.range(260, 360), rng.range(260, 320)], [rng.range(380, 440), rng.range(300, 340)]]) +
        outlinedUnion([platform, 'M0 860H1024V1024H0Z'], '#FFFFFF', '#CFE6F7', 3) +
        path(circleSub(120, 930, 40) + circleSub(900, 950, 50), '#EAF6FF'),
    };
  },

  cave: (rng) => {
    const s = sky('bg-cave', [[0, '#2F2540'], [1, '#5A4A6B']]);
    let stalactites = '';
    for (let x = 0; x < SIZE; x += rng.range(60, 110)) {
      const w = rng.range(24, 44);
      stalactites += `M${n(x)} 0L${n(x + w)} 0L${n(x + w / 2)} ${n(rng.range(60, 170))}Z`;
    }
    const crystal = (x: number, y: number, colour: string) =>
      circle(x, y - 40, 70, colour, 'opacity="0.18"') +
      path(`M${x - 30} ${y}L${x - 36} ${y - 60}L${x - 20} ${y - 84}L${x - 8} ${y - 56}L${x - 4} ${y}ZM${x} ${y}L${x + 2} ${y - 90}L${x + 16} ${y - 120}L${x + 28} ${y - 86}L${x + 24} ${y}ZM${x + 26} ${y}L${x + 34} ${y - 50}L${x + 50} ${y - 64}L${x + 52} ${y}Z`, colour, `stroke="${lighten(colour, 0.5)}" stroke-width="3" stroke-linejoin="round"`);
    let fireflies = '';
    for (let i = 0; i < 12; i += 1) fireflies += circleSub(rng.range(40, 984), rng.range(200, 700), rng.range(3, 5));
    return {
      defs: s.defs,
      svg:
        s.svg +
        ellipse(560, 560, 240, 200, '#7C6A8F', 'opacity="0.7"') +
        ellipse(560, 600, 150, 140, '#A593B8', 'opacity="0.6"') +
        path(stalactites, '#4A3D5C', 'stroke="#3A2F4A" stroke-width="3"') +
        path('M0 740Q512 680 1024 740L1024 1024L0 1024Z', '#4A3D5C') +
        path('M0 280L60 300L80 740L0 740ZM1024 300L960 320L940 740L1024 740Z', '#3A2F4A') +
        crystal(rng.range(60, 160), 900, '#4FE3FF') +
        crystal(rng.range(860, 940), 930, '#FF8FD8') +
        crystal(rng.range(220, 260), 760, '#B79CFF') +
        path(fireflies, '#FFF3B0') +
        path(circleSub(300, 960, 22) + circleSub(700, 980, 28) + ellipseSub(980, 780, 40, 14), '#6B5A80'),
    };
  },

  volcano: (rng) => {
    const s = sky('bg-sky', [[0, '#FF9A6B'], [1, '#FFD3A5']]);
    let smoke = '';
    for (let i = 0; i < 5; i += 1) smoke += circleSub(540 + rng.range(-60, 60), 230 - i * 40 + rng.range(-10, 10), 40 + i * 8);
    let embers = '';
    for (let i = 0; i < 10; i += 1) embers += circleSub(rng.range(380, 700), rng.range(160, 360), rng.range(3, 6));
    return {
      defs: s.defs,
      svg:
        s.svg +
        path(smoke, '#9E9AA8', 'opacity="0.75"') +
        path('M100 700L300 520L380 560L200 700Z', '#8A6A62') +
        path('M200 720L470 300L610 300L880 720Z', '#7A5A54', `stroke="${darken('#7A5A54', 0.3)}" stroke-width="4" stroke-linejoin="round"`) +
        path('M470 300Q540 330 610 300Q600 360 560 380Q540 440 520 380Q480 360 470 300Z', '#FF6A2B', `stroke="${darken('#FF6A2B', 0.3)}" stroke-width="3"`) +
        line('M560 380Q580 470 620 520M520 380Q500 460 470 540', '#FF8A3D', 12) +
        path(embers, '#FFD93D') +
        path('M0 720Q512 660 1024 720L1024 1024L0 1024Z', '#6B4F4A') +
        line('M60 820L140 860L200 840M840 880L920 850L990 900M300 980L380 960', '#FF8A3D', 6) +
        path(ellipseSub(rng.range(100, 220), 950, 50, 20) + ellipseSub(rng.range(820, 940), 960, 44, 18), '#5A403C'),
    };
  },

  ...FAIRY_TALE_DRAWERS,
};

export function drawBackground(id: SceneSettingId, rng: Random, options: BackgroundOptions): Background {
  const background = DRAWERS[id](rng, options);
  return { defs: background.defs, svg: `<g id="setting-${id}">${background.svg}</g>`, dark: id === 'space' || id === 'cave' || options.light === 'night' };
}
