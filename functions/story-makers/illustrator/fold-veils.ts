/**
 * The scene's light veils folded into the colours under them, just before rendering.
 *
 * A veil (scene.ts: `<rect id="veil-…">`, a flat colour at some opacity over the whole picture) costs
 * resvg about 4 ms: it blends a semi-transparent layer pixel by pixel over the whole canvas, and a night
 * or morning picture has two. Blending is linear and the picture under a veil is opaque, so blending
 * the veil into every colour drawn before it — fills, strokes, gradient stops — gives the same pixels
 * (within one level of rounding) for nothing. buildSceneSvg keeps its veils (it describes the picture);
 * only the markup handed to resvg is folded.
 *
 * What is folded must be plain `#RRGGBB` colours: at the first veil with anything else before it (a
 * named colour, a style attribute, a mask or a filter, which the rewrite would not see or would
 * change the meaning of), the rest is left as it is and rendered the slow way.
 */

const VEIL = /<rect x="0" y="0" width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)" fill="#([0-9A-Fa-f]{6})" id="veil-[a-z]+" fill-opacity="([0-9.]+)" stroke-opacity="[0-9.]+"\/>/g;
const COLOUR_ATTRIBUTE = /\b(fill|stroke|stop-color|flood-color|lighting-color|color)="([^"]*)"/g;
const UNSAFE = /\bstyle="|<mask\b|<filter\b|<image\b|<foreignObject\b|\bmix-blend-mode\b/;
const HEX = /^#[0-9A-Fa-f]{6}$/;

/** Whether every colour in `markup` is one foldVeils can blend: `#RRGGBB`, `none` or a gradient/pattern reference. */
function foldable(markup: string): boolean {
  if (UNSAFE.test(markup)) return false;
  for (const match of markup.matchAll(COLOUR_ATTRIBUTE)) {
    const value = match[2] ?? '';
    if (!(HEX.test(value) || value === 'none' || value.startsWith('url(#'))) return false;
  }
  return true;
}

function blend(hex: string, veil: readonly number[], opacity: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return `#${channels.map((c, i) => Math.round(c + ((veil[i] ?? 0) - c) * opacity).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** `svg` with each full-picture veil removed and blended into the colours drawn before it. */
export function foldVeils(svg: string, size: number): string {
  let out = svg;
  for (;;) {
    VEIL.lastIndex = 0;
    const veil = VEIL.exec(out);
    if (!veil) return out;
    const [element, width, height, colour = '', opacityText = ''] = veil;
    const opacity = Number(opacityText);
    const before = out.slice(0, veil.index);
    if (Number(width) !== size || Number(height) !== size || !(opacity >= 0 && opacity <= 1) || !foldable(before)) return out;
    const veilRgb = [0, 2, 4].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    const folded = before.replace(COLOUR_ATTRIBUTE, (match, name: string, value: string) => (HEX.test(value) ? `${name}="${blend(value, veilRgb, opacity)}"` : match));
    out = folded + out.slice(veil.index + element.length);
  }
}
