import { fnv1a32, mulberry32 } from '@shared/seeded-random';

/**
 * The pure rules of the background art (spec part 1 §2, "Background art per route"), apart from React so
 * they are tested alone: which art a path gets, how many stars a device can afford, and where the stars
 * go (always the same places for the same seed, so the art never jumps between renders or visits).
 */

/** One art per kind of screen. */
export type BackgroundVariant = 'enchanted' | 'magic' | 'nature' | 'library' | 'profile' | 'waves' | 'plain';

/**
 * - /app: the enhanced magical sky (falling and shooting stars);
 * - /: magic;
 * - /create and the story loading screen: nature;
 * - paths containing /library (/library, /app/library): the library;
 * - profile screens and /account: the profile art. The spec says "paths containing /profile"; the
 *   product's profile screens are /child-profile and /edit-profile/{id}, so `-profile` counts too;
 * - /auth and /auth/reset-password: waves;
 * - anything else: a plain gradient.
 */
export function backgroundVariantFor(pathname: string): BackgroundVariant {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/app') return 'enchanted';
  if (path === '/' || path === '') return 'magic';
  if (path === '/create' || /^\/story\/[^/]+\/loading$/.test(path)) return 'nature';
  if (path.includes('/library')) return 'library';
  if (/\/(?:[a-z]+-)?profile(?:\/|$)/i.test(path) || path.includes('/account')) return 'profile';
  if (path === '/auth' || path.startsWith('/auth/')) return 'waves';
  return 'plain';
}

/** What kind of decoration a layer holds; each is one CSS animation in index.css (`.magic-bg-…`). */
export type LayerKind = 'twinkle' | 'fall' | 'shoot' | 'float' | 'leaf' | 'bubble';

/** The layers of each art, back to front. The plain gradient has none. */
export const VARIANT_LAYERS: Readonly<Record<BackgroundVariant, readonly LayerKind[]>> = {
  enchanted: ['twinkle', 'fall', 'shoot'],
  magic: ['twinkle', 'float'],
  nature: ['leaf', 'float'],
  library: ['twinkle', 'float'],
  profile: ['bubble', 'twinkle'],
  waves: ['bubble'],
  plain: [],
};

/** Spec part 1 §9: stars per layer. */
export const STAR_COUNTS = { desktop: 20, mobile: 12, lowEnd: 8 } as const;
/** Spec part 1 §9: below this width the screen is a mobile one. */
export const MOBILE_BREAKPOINT_PX = 768;

/** What the browser says about the device (`navigator`); any of it may be missing. */
export interface DeviceHints {
  hardwareConcurrency?: number | undefined;
  /** Gigabytes, rounded by the browser (Chromium only). */
  deviceMemory?: number | undefined;
  userAgent?: string | undefined;
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|webOS/i;

/** Spec part 1 §2: low-end means 4 or fewer CPU cores, or 4 GB or less memory, or a mobile user agent. */
export function isLowEndDevice(hints: DeviceHints): boolean {
  const { hardwareConcurrency, deviceMemory, userAgent } = hints;
  if (typeof hardwareConcurrency === 'number' && hardwareConcurrency > 0 && hardwareConcurrency <= 4) return true;
  if (typeof deviceMemory === 'number' && deviceMemory > 0 && deviceMemory <= 4) return true;
  return typeof userAgent === 'string' && MOBILE_USER_AGENT.test(userAgent);
}

/** True below the 768 px breakpoint. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/** Stars per layer: 8 on a low-end device whatever its width, else 12 on a mobile width, else 20. */
export function starCountFor(device: { lowEnd: boolean; mobile: boolean }): number {
  if (device.lowEnd) return STAR_COUNTS.lowEnd;
  return device.mobile ? STAR_COUNTS.mobile : STAR_COUNTS.desktop;
}

/** One decoration: position in % of the screen, size in px, timings in seconds, resting opacity 0–1. */
export interface Star {
  x: number;
  y: number;
  size: number;
  delay: number;
  duration: number;
  opacity: number;
}

/** mulberry32 (shared/seeded-random.ts): the same seed always gives the same stars. */
export const seededRandom = mulberry32;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** `count` stars for a seed: the same seed always gives the same stars, in the same order. */
export function starField(seed: number, count: number): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => ({
    x: round(random() * 100, 1),
    y: round(random() * 100, 1),
    size: round(2 + random() * 4, 1),
    delay: round(random() * 12, 1),
    duration: round(4 + random() * 8, 1),
    opacity: round(0.35 + random() * 0.5),
  }));
}

/** A stable seed per art and layer, so each layer has its own pattern. */
export function layerSeed(variant: BackgroundVariant, layerIndex: number): number {
  return fnv1a32(`${variant}:${String(layerIndex)}`);
}
