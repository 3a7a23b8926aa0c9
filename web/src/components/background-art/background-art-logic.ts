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

// ── Keeping the art out of the text (issue 18) ──────────────────────────────────────────────────────

/**
 * A rectangle in px, in the art layer's own coordinates (its top-left corner is 0, 0). The art layer
 * covers the whole page, not only the screen, so a decoration stays where it was placed while the page
 * scrolls and never ends up under a word that scrolled to it.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Everything a decoration of a kind may cover while it moves, relative to its anchor (the left and top
 * of its span): its own box and its animation's whole travel. These numbers are index.css's: a change
 * of size or motion there is a change here. 1rem = 16 px.
 */
export function decorationReach(kind: LayerKind, size: number): Box {
  switch (kind) {
    // Scales between 0.7 and 1 around its centre: never beyond its own box.
    case 'twinkle':
      return { left: 0, top: 0, right: size * 2.5, bottom: size * 2.5 };
    // Drifts 0.75rem right and 1.5rem up, and back.
    case 'float':
      return { left: 0, top: -24, right: size + 12, bottom: size };
    // Falls from 3rem above its place to 3rem below it.
    case 'fall':
      return { left: 0, top: -48, right: size, bottom: size + 48 };
    // A 2.5 × 1.5 leaf turning around its centre (its diagonal) while it falls 3rem either way.
    case 'leaf': {
      const half = Math.ceil(Math.hypot(size * 2.5, size * 1.5) / 2);
      const centreX = size * 1.25;
      const centreY = size * 0.75;
      return { left: centreX - half - 1, top: centreY - half - 48 - 1, right: centreX + half + 1, bottom: centreY + half + 48 + 1 };
    }
    // Rises from 1.5rem below its place to 3rem above it.
    case 'bubble':
      return { left: 0, top: -48, right: size * 4, bottom: size * 4 + 24 };
    // A 4rem streak turned 150° around its left end, sliding 4rem further that way: down and to the left.
    case 'shoot':
      return { left: -112, top: -2, right: 2, bottom: 68 };
  }
}

/** Room kept between a decoration's reach and any text or control, in px. */
export const TEXT_CLEARANCE_PX = 8;
/** Other places tried, from the same seed, for a decoration whose own place is taken. */
const PLACEMENT_TRIES = 24;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const grow = (box: Box, by: number): Box => ({ left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by });
const shift = (box: Box, x: number, y: number): Box => ({ left: box.left + x, top: box.top + y, right: box.right + x, bottom: box.bottom + y });

/** A decoration where it goes: its anchor in px in the art layer, and the star it draws. */
export interface PlacedStar {
  left: number;
  top: number;
  star: Star;
}

export interface PlacementInput {
  /** The art layer's size (the page's, in px). */
  width: number;
  height: number;
  /** What must stay clear: every text, control, picture and card, in the art layer's coordinates. */
  obstacles: readonly Box[];
  /** The layers, back to front, each with its stars (starField) and a seed for other places to try. */
  layers: readonly { kind: LayerKind; stars: readonly Star[]; seed: number }[];
}

/**
 * Where each decoration goes (issue 18: sparkles sat on words, half-rings were cut at the screen's
 * edges): at its own place if its whole reach (animation included) stays inside the page and clear of
 * every obstacle and of the decorations already placed, else at the first such place among a few others
 * drawn from the layer's seed; a decoration with no room is left out. Deterministic: the same page gives
 * the same art.
 */
export function placeStars({ width, height, obstacles, layers }: PlacementInput): PlacedStar[][] {
  const taken: Box[] = [];
  const isFree = (reach: Box) => {
    const clear = grow(reach, TEXT_CLEARANCE_PX);
    return obstacles.every((box) => !overlaps(clear, box)) && taken.every((box) => !overlaps(reach, box));
  };
  return layers.map(({ kind, stars, seed }) => {
    const random = seededRandom(seed);
    const placed: PlacedStar[] = [];
    for (const star of stars) {
      const reach = decorationReach(kind, star.size);
      const spanX = reach.right - reach.left;
      const spanY = reach.bottom - reach.top;
      if (spanX > width || spanY > height) continue;
      // Anchors whose reach stays inside the page: a decoration is never cut by an edge.
      const minX = -reach.left;
      const maxX = width - reach.right;
      const minY = -reach.top;
      const maxY = height - reach.bottom;
      const candidates = [[star.x / 100, star.y / 100], ...Array.from({ length: PLACEMENT_TRIES }, () => [random(), random()])];
      for (const [fractionX, fractionY] of candidates as [number, number][]) {
        const left = Math.round(minX + fractionX * (maxX - minX));
        const top = Math.round(minY + fractionY * (maxY - minY));
        const box = shift(reach, left, top);
        if (!isFree(box)) continue;
        taken.push(box);
        placed.push({ left, top, star });
        break;
      }
    }
    return placed;
  });
}
