import { DEFAULT_FAVORITE_COLOR } from '#shared/profiles';
import { normalizeText } from './keywords';

/**
 * Colours of the child: each option label of the profile (shared/profiles.ts) mapped to a paint, plus
 * the little colour arithmetic the drawing needs (darker outlines, lighter highlights).
 */

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `a` blended towards `b` by `t` (0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([0, 1, 2].map((i) => (ca[i] ?? 0) + ((cb[i] ?? 0) - (ca[i] ?? 0)) * t) as Rgb);
}

/** Darker: for outlines and shadows (a touch of plum rather than black keeps the flat look warm). */
export const darken = (hex: string, t: number) => mix(hex, '#2A1B2E', t);
export const lighten = (hex: string, t: number) => mix(hex, '#FFFFFF', t);

/** Relative lightness 0 (black) … 1 (white). */
export function lightness(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const lookup = <T>(table: Record<string, T>, label: string, fallback: T): T => {
  const key = normalizeText(label);
  for (const [name, value] of Object.entries(table)) if (normalizeText(name) === key) return value;
  return fallback;
};

/** The eleven skin labels of the profile, lightest to darkest. */
export const SKIN_TONES: Record<string, string> = {
  Claire: '#FCE3D2',
  'Claire rosée': '#F9D2C6',
  Méditerranéenne: '#E3B088',
  'Beige doré': '#EEC795',
  'Métisse claire': '#D4A071',
  'Métisse moyenne': '#BF865A',
  Ambrée: '#AD6C3C',
  Brune: '#8E5A39',
  'Brune foncée': '#6F4229',
  Noire: '#56331F',
  'Noire ébène': '#3E2417',
};

export const skinTone = (label: string) => lookup(SKIN_TONES, label, SKIN_TONES['Métisse claire'] ?? '#D4A071');

export const RAINBOW = ['#FF5A6E', '#FF9F1C', '#FFD93D', '#5CCB6B', '#4D96FF', '#9B5DE5'] as const;

export type HairPaint = { kind: 'solid'; color: string } | { kind: 'rainbow'; colors: readonly string[] };

export const HAIR_PAINTS: Record<string, HairPaint> = {
  Blond: { kind: 'solid', color: '#F2C84B' },
  Brun: { kind: 'solid', color: '#5A3321' },
  Noir: { kind: 'solid', color: '#2A2224' },
  Roux: { kind: 'solid', color: '#D9572B' },
  Châtain: { kind: 'solid', color: '#9C6238' },
  Gris: { kind: 'solid', color: '#B9BAC4' },
  Rose: { kind: 'solid', color: '#F58DB6' },
  Bleu: { kind: 'solid', color: '#5AA7EC' },
  Violet: { kind: 'solid', color: '#9A6AD8' },
  'Arc-en-ciel': { kind: 'rainbow', colors: RAINBOW },
};

export const hairPaint = (label: string): HairPaint => lookup(HAIR_PAINTS, label, { kind: 'solid', color: '#5A3321' });

/** The one colour standing for the hair (eyebrows, outline): the middle of a rainbow. */
export function hairBaseColor(paint: HairPaint): string {
  return paint.kind === 'solid' ? paint.color : '#8E5BD0';
}

export const EYE_COLORS_HEX: Record<string, string> = {
  Bleu: '#3A86F0',
  Vert: '#3DA553',
  Marron: '#7A4526',
  Noisette: '#A9793A',
  Gris: '#8A98A8',
  Violet: '#8C56CC',
  Ambre: '#DB9A16',
  Noir: '#2B2426',
};

export const eyeColor = (label: string) => lookup(EYE_COLORS_HEX, label, EYE_COLORS_HEX.Marron ?? '#7A4526');

/** The child's size in the picture, by height label (anchored at the feet). */
export const HEIGHT_SCALES: Record<string, number> = {
  'Petit(e)': 0.86,
  'Moyen(ne)': 0.94,
  'Grand(e)': 1.02,
  'Très grand(e)': 1.1,
};

export const heightScale = (label: string) => lookup(HEIGHT_SCALES, label, 0.94);

/** The favourite colour as #RRGGBB, or the profile's default when it is not a hex colour. */
export function clothesColor(hex: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toUpperCase() : DEFAULT_FAVORITE_COLOR;
}

/** The child figure's colours, shared by its body (child-figure.ts) and its accessories. */
export interface FigurePalette {
  skin: string;
  skinLine: string;
  clothes: string;
  clothesLine: string;
  trousers: string;
  accent: string;
}
