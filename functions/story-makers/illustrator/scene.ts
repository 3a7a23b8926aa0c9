import type { StoryRequest } from '../../core/story-makers-port';
import { drawBackground, GREEN_SETTINGS, SIZE } from './backgrounds';
import { recognizeCharacter, type CompanionId } from './characters';
import { drawChild } from './child-figure';
import { drawCompanion } from './companions';
import { createRandom } from './random';
import { recognizeSetting, type SceneSettingId } from './settings';
import { ellipse, escapeXml, n, path, sparklePath } from './svg';

/**
 * The whole picture as SVG: the setting's background, the main character on the right, the child on
 * the left waving to it, and the child's first name on a small ribbon. Pure: same request, same SVG.
 */

/** Where the characters stand. */
export const GROUND_Y = 880;
const CHILD_X = 360;
const COMPANION_X = 735;
/** Family name of the bundled font (the renderer loads only that file). */
export const FONT_FAMILY = 'Nunito';
const MAX_CAPTION_CHARS = 28;

const BACKLIGHT_DEFS =
  '<defs><radialGradient id="backlight"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.38"/><stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0.14"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>';

export interface SceneDescription {
  setting: SceneSettingId;
  character: CompanionId;
}

export function describeScene(request: StoryRequest): SceneDescription {
  return { setting: recognizeSetting(request.choices.setting), character: recognizeCharacter(request.choices.mainCharacter) };
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

export function buildSceneSvg(request: StoryRequest): string {
  const { setting, character } = describeScene(request);
  const background = drawBackground(setting, createRandom(request.seed, 'background'), { text: request.choices.setting });
  const companion = drawCompanion(character, createRandom(request.seed, 'companion'), { greenScene: GREEN_SETTINGS.has(setting) });
  const child = drawChild(request.child, CHILD_X, GROUND_Y);
  const scale = companion.scale;
  const companionSvg =
    ellipse(COMPANION_X, GROUND_Y - 4, 120 * scale, 18 * scale, '#000000', `opacity="${companion.lift > 0 ? 0.07 : 0.12}"`) +
    `<g id="companion-${character}" transform="translate(${COMPANION_X} ${n(GROUND_Y - companion.lift * scale)}) scale(${scale})">${companion.svg}</g>`;
  const backlight = background.dark
    ? BACKLIGHT_DEFS + ellipse(CHILD_X, GROUND_Y - 250, 250, 330, 'url(#backlight)') + ellipse(COMPANION_X, GROUND_Y - 200, 220, 280, 'url(#backlight)')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${background.defs}${companion.defs}${child.defs}</defs>` +
    background.svg +
    backlight +
    companionSvg +
    `<g id="child">${child.svg}</g>` +
    caption(request.child.name) +
    '</svg>'
  );
}
