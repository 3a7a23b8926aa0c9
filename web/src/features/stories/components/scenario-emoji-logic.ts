/**
 * The scenarios' emoji where no emoji font exists (issue 18: a computer without one showed empty boxes
 * on the scenario cards). Whether the emoji can be drawn is measured once per emoji in the browser
 * (scenario-emoji.tsx); these are the rules that need no browser.
 */

/** Lucide icon names standing in for the seeded scenarios' emoji (shared/scenarios.ts). */
const EMOJI_ICONS: Readonly<Record<string, ScenarioIconName>> = {
  '⭐': 'Star',
  '🗺': 'Map',
  '🐾': 'PawPrint',
  '🎉': 'PartyPopper',
  '🌈': 'Rainbow',
  '🎒': 'Backpack',
  '🌱': 'Sprout',
  '🚀': 'Rocket',
  '🏁': 'Flag',
  '🌙': 'Moon',
  '🎵': 'Music',
  '⛵': 'Sailboat',
  '🎂': 'Cake',
  '📖': 'BookOpen',
};

export type ScenarioIconName =
  | 'Star'
  | 'Map'
  | 'PawPrint'
  | 'PartyPopper'
  | 'Rainbow'
  | 'Backpack'
  | 'Sprout'
  | 'Rocket'
  | 'Flag'
  | 'Moon'
  | 'Music'
  | 'Sailboat'
  | 'Cake'
  | 'BookOpen'
  | 'Sparkles';

/** Variation selectors and the zero-width joiner do not change which picture an emoji means. */
const PRESENTATION_MARKS = /[\u{FE0E}\u{FE0F}\u{200D}]/gu;

/** The icon drawn instead of an emoji; an operator's scenario with an emoji we do not know gets sparkles. */
export function scenarioIconFor(emoji: string): ScenarioIconName {
  return EMOJI_ICONS[emoji.replace(PRESENTATION_MARKS, '').trim()] ?? 'Sparkles';
}

/**
 * A character no font draws: where the emoji's pixels equal this one's, the browser drew its "missing
 * glyph" box (or nothing) for the emoji too. U+0378 is unassigned in Unicode, so no font can have it.
 */
export const MISSING_GLYPH_PROBE = '\u0378';

/** True when two renderings have the same pixels (the emoji was drawn as the missing-glyph box). */
export function samePixels(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return false;
  }
  return true;
}

/** True when nothing was drawn at all. */
export function isBlank(pixels: ArrayLike<number>): boolean {
  for (let index = 3; index < pixels.length; index += 4) {
    if (pixels[index] !== 0) return false;
  }
  return true;
}

/**
 * Whether an emoji can be shown, from its rendering and the probe's (RGBA pixels of the same canvas):
 * not when nothing was drawn, nor when it looks exactly like a character no font has.
 */
export function emojiRenders(emojiPixels: ArrayLike<number>, probePixels: ArrayLike<number>): boolean {
  return !isBlank(emojiPixels) && !samePixels(emojiPixels, probePixels);
}
