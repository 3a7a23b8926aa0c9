import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import type { StoryScene } from '../../../functions/core/story-scenes';
import { buildSceneSvg, renderOptions, renderScene } from '../../../functions/story-makers/illustrator/embedded-illustrator';
import { foldVeils } from '../../../functions/story-makers/illustrator/fold-veils';
import { encodeOpaquePng } from '../../../functions/story-makers/illustrator/png-encoder';
import { SIZE, verticalBands } from '../../../functions/story-makers/illustrator/scenery';

/**
 * How the picture is rendered quickly without looking different: gradients painted as bands, the light's
 * veils folded into the colours under them, the picture rendered in strips and encoded from their rows.
 */

const REQUEST: StoryRequest = {
  seed: 'rendu-1',
  child: {
    name: 'Noé',
    age: 8,
    gender: 'boy',
    personality: ['Curieux'],
    interests: ['Espace'],
    favoriteColor: '#1E88E5',
    favoriteHobby: '',
    readingLevel: 'intermediate',
    skinColor: 'Méditerranéenne',
    hairColor: 'Brun',
    hairType: 'Bouclés',
    hairLength: 'Courts',
    eyeColor: 'Marron',
    height: 'Moyen(ne)',
    style: 'Aventurier',
  },
  choices: {
    mainCharacter: 'un petit dragon qui a peur du noir',
    setting: 'la forêt enchantée',
    scenario: 'retrouver une étoile tombée',
    emotions: ['la joie'],
    values: ["l'amitié"],
  },
};

const scene = (light: StoryScene['light']): StoryScene => ({
  moment: 'problem',
  paragraph: 3,
  light,
  pose: 'worried',
  props: ['fallen-star', 'lantern'],
  companionTrait: 'before',
  caption: "L'étoile pâlit.",
});

const VEIL = (colour: string, opacity: number) =>
  `<rect x="0" y="0" width="${SIZE}" height="${SIZE}" fill="${colour}" id="veil-back" fill-opacity="${opacity}" stroke-opacity="${opacity}"/>`;

const bandsOf = (svg: string) =>
  [...svg.matchAll(/<rect x="0" y="([\d.]+)" width="\d+" height="([\d.]+)" fill="(#[0-9A-F]{6})"/g)].map(([, y, height, fill]) => ({ y: Number(y), height: Number(height), fill }));

/** The rows of an 8-bit RGBA PNG without filters, as our encoder writes it. */
function decodeRows(png: Uint8Array): { width: number; height: number; colourType: number; rows: Buffer[] } {
  const bytes = Buffer.from(png);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rows = Array.from({ length: height }, (_, y) => raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1)));
  return { width, height, colourType: bytes[25] ?? -1, rows };
}

describe('embedded illustrator: rendering', () => {
  it('should paint a vertical gradient as flat bands from its first colour to its last, row after row', () => {
    // Arrange
    const stops = [[0, '#BFE8F5'], [1, '#E8F7E0']] as const;

    // Act
    const bands = bandsOf(verticalBands(0, SIZE, stops));

    // Assert: contiguous bands covering every row, from the top colour to the bottom one.
    expect(bands.length).toBeGreaterThan(20);
    expect(bands[0]).toMatchObject({ y: 0, fill: '#BFE8F5' });
    expect(bands.at(-1)?.fill).toBe('#E8F7E0');
    let row = 0;
    for (const band of bands) {
      expect(band.y).toBe(row);
      row += band.height;
    }
    expect(row).toBe(SIZE);
  });

  it('should fold a veil into the colours drawn before it and leave the later ones alone', () => {
    // Arrange
    const svg = `<svg><rect fill="#000000" stroke="#FFFFFF"/><stop stop-color="#204060"/>${VEIL('#FFFFFF', 0.5)}<circle fill="#000000"/></svg>`;

    // Act
    const folded = foldVeils(svg, SIZE);

    // Assert
    expect(folded).toBe('<svg><rect fill="#808080" stroke="#FFFFFF"/><stop stop-color="#90A0B0"/><circle fill="#000000"/></svg>');
  });

  it('should leave a veil in place when a colour before it cannot be folded', () => {
    // Arrange
    const named = `<svg><rect fill="red"/>${VEIL('#FFFFFF', 0.5)}</svg>`;
    const styled = `<svg><rect style="fill:#000000"/>${VEIL('#FFFFFF', 0.5)}</svg>`;

    // Act
    const folded = [foldVeils(named, SIZE), foldVeils(styled, SIZE)];

    // Assert
    expect(folded).toEqual([named, styled]);
  });

  it('should render every light as the veiled picture would look, within a few levels', () => {
    // Arrange
    const svgs = (['morning', 'dusk', 'night'] as const).map((light) => buildSceneSvg(REQUEST, scene(light)));

    // Act
    const pairs = svgs.map((svg) => ({ veiled: new Resvg(svg, renderOptions()).render().pixels, folded: renderScene(svg).pixels, svg }));

    // Assert: the veils are gone from what resvg draws, and the pixels are those of the veiled picture.
    for (const { veiled, folded, svg } of pairs) {
      expect(svg).toContain('id="veil-front"');
      expect(foldVeils(svg, SIZE)).not.toContain('id="veil-');
      let total = 0;
      let far = 0;
      for (let i = 0; i < veiled.length; i += 1) {
        const difference = Math.abs((veiled[i] ?? 0) - (folded[i] ?? 0));
        total += difference;
        if (difference > 4) far += 1;
      }
      expect(total / veiled.length).toBeLessThan(1);
      expect(far / veiled.length).toBeLessThan(0.001);
    }
  });

  it('should encode the strips of a picture as one PNG of their rows, top to bottom', () => {
    // Arrange: a 2×3 picture as a strip of two rows and a strip of one row.
    const top = new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255]);
    const bottom = new Uint8Array([13, 14, 15, 255, 16, 17, 18, 255]);

    // Act
    const png = decodeRows(encodeOpaquePng([top, bottom], 2, 3));

    // Assert
    expect({ width: png.width, height: png.height, colourType: png.colourType }).toEqual({ width: 2, height: 3, colourType: 6 });
    expect(png.rows.map((row) => [...row])).toEqual([
      [0, 1, 2, 3, 255, 4, 5, 6, 255],
      [0, 7, 8, 9, 255, 10, 11, 12, 255],
      [0, 13, 14, 15, 255, 16, 17, 18, 255],
    ]);
  });

  it('should refuse strips that do not make the whole picture', () => {
    // Arrange
    const oneRow = new Uint8Array(2 * 4);

    // Act
    const encode = () => encodeOpaquePng([oneRow], 2, 3);

    // Assert
    expect(encode).toThrow(/1 rows of pixels for a picture 3 rows high/);
  });
});
