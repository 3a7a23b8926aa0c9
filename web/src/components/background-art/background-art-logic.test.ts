import { describe, expect, it } from 'vitest';
import {
  backgroundVariantFor,
  decorationReach,
  placeStars,
  TEXT_CLEARANCE_PX,
  type Box,
  type LayerKind,
  type PlacedStar,
  isLowEndDevice,
  isMobileWidth,
  layerSeed,
  seededRandom,
  STAR_COUNTS,
  starCountFor,
  starField,
  VARIANT_LAYERS,
  type BackgroundVariant,
} from './background-art-logic';

describe('backgroundVariantFor', () => {
  it("should give each route of the spec its art", () => {
    // Arrange
    const cases: [string, BackgroundVariant][] = [
      ['/app', 'enchanted'],
      ['/app/', 'enchanted'],
      ['/', 'magic'],
      ['/create', 'nature'],
      ['/story/01J9ZQ5X8Y/loading', 'nature'],
      ['/library', 'library'],
      ['/app/library', 'library'],
      ['/child-profile', 'profile'],
      ['/edit-profile/01J9ZQ5X8Y', 'profile'],
      ['/profile', 'profile'],
      ['/account', 'profile'],
      ['/auth', 'waves'],
      ['/auth/reset-password', 'waves'],
      ['/support', 'plain'],
      ['/boutique', 'plain'],
      ['/story/01J9ZQ5X8Y', 'plain'],
      ['/application', 'plain'],
      ['/authors', 'plain'],
    ];

    // Act
    const variants = cases.map(([pathname]) => backgroundVariantFor(pathname));

    // Assert
    expect(variants).toEqual(cases.map(([, variant]) => variant));
  });

  it('should give /app falling and shooting stars, and the plain gradient no layer', () => {
    // Arrange / Act
    const enchanted = VARIANT_LAYERS[backgroundVariantFor('/app')];
    const plain = VARIANT_LAYERS[backgroundVariantFor('/support')];

    // Assert
    expect(enchanted).toEqual(expect.arrayContaining(['fall', 'shoot']));
    expect(plain).toEqual([]);
  });
});

describe('isLowEndDevice', () => {
  it('should call a device low-end with 4 cores or fewer, 4 GB or less, or a mobile user agent', () => {
    // Arrange
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const cases = [
      { hardwareConcurrency: 4, deviceMemory: 16, userAgent: desktop },
      { hardwareConcurrency: 2, userAgent: desktop },
      { hardwareConcurrency: 8, deviceMemory: 4, userAgent: desktop },
      { hardwareConcurrency: 8, deviceMemory: 2, userAgent: desktop },
      { hardwareConcurrency: 12, deviceMemory: 8, userAgent: iphone },
      { hardwareConcurrency: 12, deviceMemory: 8, userAgent: android },
      { hardwareConcurrency: 8, deviceMemory: 8, userAgent: desktop },
      { hardwareConcurrency: 16, userAgent: desktop },
    ];

    // Act
    const results = cases.map(isLowEndDevice);

    // Assert
    expect(results).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('should not guess low-end from hints the browser does not give', () => {
    // Arrange
    const cases = [{}, { hardwareConcurrency: 0 }, { deviceMemory: 0 }, { userAgent: '' }];

    // Act
    const results = cases.map(isLowEndDevice);

    // Assert
    expect(results).toEqual([false, false, false, false]);
  });
});

describe('starCountFor', () => {
  it('should give 20 stars on desktop, 12 on mobile and 8 on a low-end device whatever its width', () => {
    // Arrange
    const devices = [
      { lowEnd: false, mobile: false },
      { lowEnd: false, mobile: true },
      { lowEnd: true, mobile: false },
      { lowEnd: true, mobile: true },
    ];

    // Act
    const counts = devices.map(starCountFor);

    // Assert
    expect(counts).toEqual([20, 12, 8, 8]);
    expect(STAR_COUNTS).toEqual({ desktop: 20, mobile: 12, lowEnd: 8 });
  });

  it('should call a width under 768 px mobile', () => {
    // Arrange
    const widths = [320, 767, 767.9, 768, 1280];

    // Act
    const results = widths.map(isMobileWidth);

    // Assert
    expect(results).toEqual([true, true, true, false, false]);
  });
});

describe('starField', () => {
  it('should place the same stars for the same seed, and others for another seed', () => {
    // Arrange
    const seed = layerSeed('enchanted', 0);

    // Act
    const first = starField(seed, 20);
    const again = starField(seed, 20);
    const other = starField(layerSeed('enchanted', 1), 20);

    // Assert
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('should give exactly the count asked, each star on screen with sane size, timing and opacity', () => {
    // Arrange
    const seed = 42;

    // Act
    const stars = starField(seed, 12);

    // Assert
    expect(stars).toHaveLength(12);
    for (const star of stars) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThanOrEqual(100);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThanOrEqual(100);
      expect(star.size).toBeGreaterThanOrEqual(2);
      expect(star.size).toBeLessThanOrEqual(6);
      expect(star.duration).toBeGreaterThanOrEqual(4);
      expect(star.delay).toBeGreaterThanOrEqual(0);
      expect(star.opacity).toBeGreaterThan(0);
      expect(star.opacity).toBeLessThanOrEqual(1);
    }
  });

  it('should be a prefix of a longer field, so a smaller screen keeps the same first stars', () => {
    // Arrange / Act
    const eight = starField(7, 8);
    const twenty = starField(7, 20);

    // Assert
    expect(twenty.slice(0, 8)).toEqual(eight);
  });

  it('should give no star for a count of zero or less', () => {
    // Arrange / Act / Assert
    expect(starField(1, 0)).toEqual([]);
    expect(starField(1, -3)).toEqual([]);
  });
});

describe('seededRandom and layerSeed', () => {
  it('should repeat its numbers for a seed, all in [0, 1)', () => {
    // Arrange
    const a = seededRandom(123);
    const b = seededRandom(123);

    // Act
    const first = Array.from({ length: 50 }, a);
    const second = Array.from({ length: 50 }, b);

    // Assert
    expect(second).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('should give each art and layer its own stable seed', () => {
    // Arrange / Act
    const seeds = [layerSeed('enchanted', 0), layerSeed('enchanted', 1), layerSeed('magic', 0), layerSeed('enchanted', 0)];

    // Assert
    expect(new Set(seeds.slice(0, 3)).size).toBe(3);
    expect(seeds[3]).toBe(seeds[0]);
  });
});

describe('placeStars', () => {
  const kinds: LayerKind[] = ['twinkle', 'float', 'fall', 'leaf', 'bubble', 'shoot'];
  const reachOf = (kind: LayerKind, { left, top, star }: PlacedStar): Box => {
    const reach = decorationReach(kind, star.size);
    return { left: reach.left + left, top: reach.top + top, right: reach.right + left, bottom: reach.bottom + top };
  };
  const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('should keep every decoration, its whole movement included, inside the page and clear of every text', () => {
    // Arrange: a phone-sized page with a title, a paragraph and a button
    const obstacles: Box[] = [
      { left: 16, top: 72, right: 374, bottom: 108 },
      { left: 16, top: 120, right: 300, bottom: 170 },
      { left: 16, top: 400, right: 374, bottom: 448 },
    ];
    const layers = kinds.map((kind, index) => ({ kind, stars: starField(layerSeed('enchanted', index), 20), seed: index + 1 }));

    // Act
    const placed = placeStars({ width: 390, height: 844, obstacles, layers });

    // Assert
    const reaches = placed.flatMap((stars, index) => stars.map((star) => reachOf(kinds[index]!, star)));
    expect(reaches.length).toBeGreaterThan(0);
    for (const reach of reaches) {
      expect(reach.left).toBeGreaterThanOrEqual(0);
      expect(reach.top).toBeGreaterThanOrEqual(0);
      expect(reach.right).toBeLessThanOrEqual(390);
      expect(reach.bottom).toBeLessThanOrEqual(844);
      const clear = { left: reach.left - TEXT_CLEARANCE_PX, top: reach.top - TEXT_CLEARANCE_PX, right: reach.right + TEXT_CLEARANCE_PX, bottom: reach.bottom + TEXT_CLEARANCE_PX };
      expect(obstacles.filter((box) => overlaps(clear, box))).toEqual([]);
    }
  });

  it('should never cut a ring at the edge: a bubble drawn at the far right is moved inside', () => {
    // Arrange
    const star = { x: 100, y: 50, size: 6, delay: 0, duration: 8, opacity: 0.5 };

    // Act
    const [[placed]] = placeStars({ width: 390, height: 844, obstacles: [], layers: [{ kind: 'bubble', stars: [star], seed: 1 }] }) as [[PlacedStar]];

    // Assert
    expect(placed.left + decorationReach('bubble', 6).right).toBeLessThanOrEqual(390);
  });

  it('should leave a decoration out when the page has no room for it, and never stack two on one place', () => {
    // Arrange
    const everywhere: Box[] = [{ left: 0, top: 0, right: 390, bottom: 844 }];
    const sameStars = Array.from({ length: 5 }, () => ({ x: 50, y: 50, size: 4, delay: 0, duration: 8, opacity: 0.5 }));

    // Act
    const none = placeStars({ width: 390, height: 844, obstacles: everywhere, layers: [{ kind: 'twinkle', stars: sameStars, seed: 1 }] });
    const spread = placeStars({ width: 390, height: 844, obstacles: [], layers: [{ kind: 'twinkle', stars: sameStars, seed: 1 }] });

    // Assert
    expect(none).toEqual([[]]);
    const boxes = spread[0]!.map((star) => reachOf('twinkle', star));
    expect(boxes.filter((box, index) => boxes.some((other, j) => j !== index && overlaps(box, other)))).toEqual([]);
  });

  it('should place the same page the same way every time', () => {
    // Arrange
    const input = { width: 1280, height: 800, obstacles: [{ left: 400, top: 60, right: 880, bottom: 400 }], layers: [{ kind: 'fall' as const, stars: starField(7, 20), seed: 9 }] };

    // Act / Assert
    expect(placeStars(input)).toEqual(placeStars(input));
  });
});
