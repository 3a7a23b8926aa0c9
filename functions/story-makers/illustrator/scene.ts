import type { StoryRequest } from '#core/story-makers-port';
import type { SceneLight, SceneMoment, StoryScene } from '#core/story-scenes';
import { drawBackground, GREEN_SETTINGS, INDOOR_SETTINGS, SIZE, type BackgroundOptions } from './backgrounds';
import type { CompanionId } from './characters';
import { drawChild } from './child-figure';
import { recognizeTrait, traitState } from './companion-traits';
import { drawCompanion } from './companions';
import { PROP_DRAWINGS, propFits } from './props';
import { createRandom, type Random } from './random';
import { verticalBands, type GradientStops } from './scenery';
import type { SceneSettingId } from './settings';
import { pictureSubject } from './frame-drawing';
import { circleSub } from './shapes';
import { circle, ellipse, escapeXml, n, path, rect, sparklePath } from './svg';

/**
 * The whole picture as SVG: the setting's background in the scene's light, the scene's objects, the main
 * character on the right with its trait, the child on the left in the scene's pose, and the child's first
 * name on a small ribbon. Without a scene: the opening, in daylight, as the first picture always was.
 * Pure: same request and scene, same SVG.
 */

/** Where the characters stand. */
export const GROUND_Y = 880;
const CHILD_X = 360;
const COMPANION_X = 735;

interface Slot {
  x: number;
  y: number;
  scale: number;
}

/**
 * Each moment's composition: the opening shows the pair arriving (objects small, to the sides), the
 * problem spreads them apart around the obstacle in the middle, the resolution brings them together
 * around what they reached.
 */
const LAYOUTS: Record<SceneMoment, { child: number; companion: number; ground: Slot[] }> = {
  opening: { child: CHILD_X, companion: COMPANION_X, ground: [{ x: 548, y: 872, scale: 0.62 }, { x: 96, y: 905, scale: 0.6 }, { x: 952, y: 905, scale: 0.55 }] },
  problem: { child: 262, companion: 792, ground: [{ x: 527, y: 868, scale: 1 }, { x: 948, y: 905, scale: 0.58 }, { x: 92, y: 905, scale: 0.58 }] },
  resolution: { child: 318, companion: 756, ground: [{ x: 537, y: 862, scale: 0.88 }, { x: 94, y: 905, scale: 0.6 }, { x: 952, y: 905, scale: 0.55 }] },
};
const SKY_SLOTS: Slot[] = [{ x: 512, y: 190, scale: 0.85 }, { x: 210, y: 170, scale: 0.65 }, { x: 820, y: 160, scale: 0.65 }];
/** Family name of the bundled font (the renderer loads only that file). */
export const FONT_FAMILY = 'Nunito';
const MAX_CAPTION_CHARS = 28;

const BACKLIGHT_DEFS =
  '<defs><radialGradient id="backlight"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.38"/><stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0.14"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>';

export interface SceneDescription {
  setting: SceneSettingId;
  character: CompanionId;
}

/** The frame's character and place when the request has a frame (issue 25); an old story's keywords otherwise. */
export function describeScene(request: StoryRequest): SceneDescription {
  const subject = pictureSubject(request);
  return { setting: subject.setting, character: subject.companion.id };
}

function caption(name: string): string {
  const chars = Array.from(name.trim().replace(/\s+/g, ' '));
  if (chars.length === 0) return '';
  const text = chars.slice(0, MAX_CAPTION_CHARS).join('');
  // Nunito ExtraBold at 38 px: about 22 px a character.
  const width = Math.min(820, Math.max(200, text.length * 22 + 150));
  const x0 = (SIZE - width) / 2;
  const y0 = 946;
  const ribbon = `M${n(x0)} ${y0}H${n(x0 + width)}L${n(x0 + width - 18)} ${y0 + 30}L${n(x0 + width)} ${y0 + 60}H${n(x0)}L${n(x0 + 18)} ${y0 + 30}Z`;
  return (
    path(ribbon, '#FFFFFF', 'opacity="0.93" stroke="#C9A7EB" stroke-width="4" stroke-linejoin="round"') +
    path(sparklePath(x0 + 38, y0 + 30, 11) + sparklePath(x0 + width - 38, y0 + 30, 11), '#FFC83D') +
    `<text x="${SIZE / 2}" y="${y0 + 44}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="800" font-size="38" fill="#5B3A8C">${escapeXml(text)}</text>`
  );
}

/** The scene's objects, the most important in the best slot of its kind (ground or sky). */
function drawProps(scene: StoryScene, setting: SceneSettingId): string {
  const layout = LAYOUTS[scene.moment];
  const free = { ground: [...layout.ground], sky: [...SKY_SLOTS] };
  let svg = '';
  for (const prop of scene.props.slice(0, 3).filter((each) => propFits(each, setting))) {
    const drawing = PROP_DRAWINGS[prop];
    const slot = free[drawing.place].shift();
    if (!slot) continue;
    svg += `<g id="prop-${prop}" transform="translate(${slot.x} ${slot.y}) scale(${slot.scale})">${drawing.draw(scene.moment === 'resolution')}</g>`;
  }
  return svg;
}

interface LightLayers {
  /** Over the background, under the objects and characters. */
  back: string;
  /** Over everything but the name ribbon: the characters share the scene's light. */
  front: string;
}

/** The dusk's glow, plum at the top to orange at the horizon (drawn as bands: see verticalBands). */
const DUSK_STOPS: GradientStops = [[0, '#8E5BA8'], [0.6, '#FF7E5F'], [1, '#FFB36B']];

const MOON = (x: number, y: number) =>
  circle(x, y, 92, '#FFF7D6', 'opacity="0.18"') + circle(x, y, 62, '#FFF7D6', 'opacity="0.25"') + path(`M${n(x + 8)} ${n(y - 48)}A50 50 0 1 0 ${n(x + 46)} ${n(y + 30)}A40 40 0 1 1 ${n(x + 8)} ${n(y - 48)}Z`, '#FFF3B0', 'stroke="#E0C060" stroke-width="3"');

function nightSky(rng: Random, spot: BackgroundOptions['skySpot']): string {
  let dots = '';
  for (let i = 0; i < 40; i += 1) dots += circleSub(rng.range(10, 1014), rng.range(10, 440), rng.range(1.5, 3.5));
  let twinkles = '';
  for (let i = 0; i < 6; i += 1) twinkles += sparklePath(rng.range(40, 984), rng.range(30, 400), rng.range(7, 12));
  const moon = spot ? MOON(spot.x, spot.y) : MOON(850, 150);
  return path(dots, '#FFFFFF', 'opacity="0.85"') + path(twinkles, '#FFF3B0') + moon;
}

function lightLayers(light: SceneLight, indoor: boolean, rng: Random, spot: BackgroundOptions['skySpot']): LightLayers {
  // `veil-…`: the renderer folds a veil into the colours under it (fold-veils.ts) rather than painting it.
  const veil = (layer: keyof LightLayers, colour: string, opacity: number) => rect(0, 0, SIZE, SIZE, colour, `id="veil-${layer}" opacity="${opacity}"`);
  switch (light) {
    case 'morning':
      return { back: veil('back', '#FFD9A8', 0.16), front: veil('front', '#FFE8C8', 0.06) };
    case 'dusk':
      return {
        back: `<g id="light-dusk">${verticalBands(0, SIZE, DUSK_STOPS, 0.3)}</g>`,
        front: veil('front', '#FF9A6B', 0.1),
      };
    case 'night':
      // Indoors a lamp-lit evening; outdoors a moonlit sky with its stars over the darkened place.
      return indoor
        ? { back: veil('back', '#241A40', 0.38), front: veil('front', '#241A40', 0.14) }
        : { back: veil('back', '#101A48', 0.55) + nightSky(rng, spot), front: veil('front', '#101A48', 0.2) };
    default:
      return { back: '', front: '' };
  }
}

/** The resolution's joy: confetti and sparkles in the air. */
function celebration(rng: Random): string {
  const colours = ['#FF6B6B', '#FFD93D', '#5CCB6B', '#4D96FF', '#B79CFF', '#FF9F1C'];
  let svg = '';
  for (let i = 0; i < 22; i += 1) {
    const x = rng.range(30, 994);
    const y = rng.range(40, 520);
    svg += rect(x, y, 14, 8, rng.pick(colours), `transform="rotate(${n(rng.range(0, 180))} ${n(x + 7)} ${n(y + 4)})"`);
  }
  return svg + path(sparklePath(rng.range(100, 300), rng.range(260, 420), 16) + sparklePath(rng.range(700, 920), rng.range(240, 400), 14), '#FFFFFF', 'stroke="#FFC83D" stroke-width="2"');
}

/**
 * Brothers and sisters (issue 31, item 5): two children share the child's place, each drawn from their own
 * profile (skin, hair, eyes, outfit, height by age), a little smaller so that both fit beside the companion,
 * the first on the left. The second child's drawing names its own gradients and patterns (« sibling-… »):
 * two heads of hair of different colours never share one.
 */
const PAIR_SCALE = 0.8;
const PAIR_SPREAD = 112;

function drawChildren(request: StoryRequest, x: number, pose: NonNullable<StoryScene['pose']>): string {
  if (!request.sibling) {
    const child = drawChild(request.child, x, GROUND_Y, pose);
    return defs(child.defs) + `<g id="child">${child.svg}</g>`;
  }
  const smaller = (at: number, svg: string) => `<g transform="translate(${n(at)} ${GROUND_Y}) scale(${PAIR_SCALE}) translate(${n(-at)} ${-GROUND_Y})">${svg}</g>`;
  const firstX = x - PAIR_SPREAD;
  const secondX = x + PAIR_SPREAD;
  const first = drawChild(request.child, firstX, GROUND_Y, pose);
  const second = drawChild(request.sibling, secondX, GROUND_Y, pose);
  const own = (svg: string) => svg.replace(/id="(?!child-)([^"]+)"/g, 'id="sibling-$1"').replace(/url\(#([^)]+)\)/g, 'url(#sibling-$1)').replace(/id="child-(figure|pose)"/g, 'id="sibling-$1"');
  return defs(first.defs) + `<g id="child">${smaller(firstX, first.svg)}</g>` + defs(own(second.defs)) + `<g id="sibling">${smaller(secondX, own(second.svg))}</g>`;
}

/**
 * `opacity` makes resvg paint the element into a layer of its own and blend it back (about a third of
 * the render time for a few dozen of them); fill and stroke opacities, inherited through groups, look
 * the same on our flat shapes and cost nothing.
 */
const cheapOpacity = (svg: string) => svg.replace(/ opacity="([^"]*)"/g, ' fill-opacity="$1" stroke-opacity="$1"');

const defs = (content: string) => (content ? `<defs>${content}</defs>` : '');

export function buildSceneSvg(request: StoryRequest, scene?: StoryScene): string {
  const subject = pictureSubject(request);
  const { setting } = subject;
  const character = subject.companion.id;
  const light: SceneLight = scene?.light ?? 'day';
  const indoor = INDOOR_SETTINGS.has(setting);
  const backgroundOptions: BackgroundOptions = { text: subject.placeText, light };
  const background = drawBackground(setting, createRandom(request.seed, 'background'), backgroundOptions);
  const layout = scene ? LAYOUTS[scene.moment] : { child: CHILD_X, companion: COMPANION_X };
  const companion = drawCompanion(character, createRandom(request.seed, 'companion'), {
    greenScene: GREEN_SETTINGS.has(setting),
    trait: recognizeTrait(subject.traitText),
    traitState: traitState(scene?.companionTrait),
    underwater: setting === 'underwater',
    seaNearby: setting === 'beach' || setting === 'island',
    kindWords: subject.companion.words,
    feminine: subject.companion.feminine,
  });
  const children = drawChildren(request, layout.child, scene?.pose ?? 'standing');
  const lights = lightLayers(light, indoor, createRandom(request.seed, `light-${scene?.moment ?? 'opening'}`), backgroundOptions.skySpot);
  const scale = companion.scale;
  const companionSvg =
    ellipse(layout.companion, GROUND_Y - 4, 120 * scale, 18 * scale, '#000000', `opacity="${companion.lift > 0 ? 0.07 : 0.12}"`) +
    `<g id="companion-${character}" transform="translate(${layout.companion} ${n(GROUND_Y - companion.lift * scale)}) scale(${n(scale)})">${companion.svg}</g>`;
  const backlight = background.dark
    ? BACKLIGHT_DEFS + ellipse(layout.child, GROUND_Y - 250, request.sibling ? 330 : 250, 330, 'url(#backlight)') + ellipse(layout.companion, GROUND_Y - 200, 220, 280, 'url(#backlight)')
    : '';
  return cheapOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    // Each layer's definitions just before it: the veils drawn over a layer fold into its gradients too.
    defs(background.defs) +
    background.svg +
    lights.back +
    (scene ? `<g id="moment-${scene.moment}">${drawProps(scene, setting)}</g>` : '') +
    backlight +
    defs(companion.defs) +
    companionSvg +
    children +
    lights.front +
    (scene?.moment === 'resolution' ? celebration(createRandom(request.seed, 'celebration')) : '') +
    caption(request.sibling ? `${request.child.name.trim()} et ${request.sibling.name.trim()}` : request.child.name) +
    '</svg>'
  );
}
