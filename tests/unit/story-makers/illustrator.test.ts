import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recognizeCharacter, DEFAULT_CHARACTER, type CompanionId } from '../../../functions/story-makers/illustrator/characters';
import {
  buildSceneSvg,
  createEmbeddedIllustrator,
  describeScene,
  renderScene,
} from '../../../functions/story-makers/illustrator/embedded-illustrator';
import { normalizeText } from '../../../functions/story-makers/illustrator/keywords';
import { CHIN_Y, childProportions } from '../../../functions/story-makers/illustrator/child-figure';
import { EYE_COLORS_HEX, RAINBOW, SKIN_TONES } from '../../../functions/story-makers/illustrator/palette';
import { createRandom } from '../../../functions/story-makers/illustrator/random';
import { GROUND_Y } from '../../../functions/story-makers/illustrator/scene';
import { DEFAULT_SETTING, recognizeSetting, type SceneSettingId } from '../../../functions/story-makers/illustrator/settings';
import type { StoryChild, StoryRequest } from '../../../functions/core/story-makers-port';
import { EYE_COLORS, FAVORITE_COLORS, HAIR_COLORS, HAIR_LENGTHS, HAIR_TYPES, HEIGHTS, SKIN_COLORS, STYLES } from '../../../shared/profiles';

const REQUEST: StoryRequest = {
  seed: 'histoire-42',
  child: {
    name: 'Léa',
    age: 6,
    gender: 'girl',
    personality: ['Curieux'],
    interests: ['Espace'],
    favoriteColor: '#1E88E5',
    favoriteHobby: '',
    readingLevel: 'beginner',
    skinColor: 'Claire',
    hairColor: 'Roux',
    hairType: 'Bouclés',
    hairLength: 'Longs',
    eyeColor: 'Vert',
    height: 'Moyen(ne)',
    style: 'Magique',
  },
  choices: {
    mainCharacter: 'un petit dragon',
    setting: 'la forêt enchantée',
    scenario: 'retrouver une étoile',
    emotions: ['la joie'],
    values: ["l'amitié"],
  },
};

const withChild = (child: Partial<StoryChild>, base: StoryRequest = REQUEST): StoryRequest => ({ ...base, child: { ...base.child, ...child } });
const withChoices = (choices: Partial<StoryRequest['choices']>): StoryRequest => ({ ...REQUEST, choices: { ...REQUEST.choices, ...choices } });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Width and height from the PNG's IHDR chunk (big-endian, right after the 8-byte signature and the chunk header). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function pixelAt(image: { pixels: Uint8Array; width: number }, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.pixels[i] ?? 0, image.pixels[i + 1] ?? 0, image.pixels[i + 2] ?? 0];
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const distance = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));

describe('embedded illustrator: the picture', () => {
  it('should return a 1024×1024 PNG', async () => {
    // Arrange
    const illustrator = createEmbeddedIllustrator();

    // Act
    const png = await illustrator.illustrate(REQUEST);

    // Assert
    expect(png).toBeInstanceOf(Uint8Array);
    expect(Array.from(png.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(new TextDecoder().decode(png.slice(12, 16))).toBe('IHDR');
    expect(pngSize(png)).toEqual({ width: 1024, height: 1024 });
  });

  it('should give the same bytes for the same request', async () => {
    // Arrange
    const illustrator = createEmbeddedIllustrator();

    // Act
    const first = await illustrator.illustrate(REQUEST);
    const second = await createEmbeddedIllustrator().illustrate(structuredClone(REQUEST));

    // Assert
    expect(sha256(second)).toBe(sha256(first));
  });

  it('should place the decorations by the seed and keep the child the same', () => {
    // Arrange
    const other = { ...REQUEST, seed: 'histoire-43' };

    // Act
    const svg = buildSceneSvg(REQUEST);
    const otherSvg = buildSceneSvg(other);

    // Assert
    expect(otherSvg).not.toBe(svg);
    const childOf = (text: string) => text.slice(text.indexOf('<g id="child">'));
    expect(childOf(otherSvg)).toBe(childOf(svg));
  });

  it('should draw a picture that is not blank', () => {
    // Arrange
    const svg = buildSceneSvg(REQUEST);

    // Act
    const image = renderScene(svg);

    // Assert
    expect(image.width).toBe(1024);
    expect(image.height).toBe(1024);
    const colours = new Set<string>();
    for (let y = 16; y < 1024; y += 48) for (let x = 16; x < 1024; x += 48) colours.add(pixelAt(image, x, y).join(','));
    expect(colours.size).toBeGreaterThan(20);
  });

  it("should paint the child's face in the skin tone and the eyes in the eye colour of the profile", () => {
    // Arrange
    const request = withChild({ skinColor: 'Brune', eyeColor: 'Bleu', height: 'Moyen(ne)' });
    // The figure's size follows the height and the age; the head is scaled about the chin and lifted by the legs.
    const { scale, headScale, legExtra } = childProportions(request.child);
    const childX = 360;
    const toScene = (x: number, y: number) => [childX + x * headScale * scale, GROUND_Y + (CHIN_Y + (y - CHIN_Y) * headScale - legExtra) * scale] as const;

    // Act
    const image = renderScene(buildSceneSvg(request));

    // Assert: between the eyes (figure coordinates (0, -392)) and in the right iris ring (39 + 11, -378).
    const [faceX, faceY] = toScene(0, -392);
    expect(distance(pixelAt(image, faceX, faceY), hexToRgb(SKIN_TONES.Brune ?? ''))).toBeLessThan(6);
    const [irisX, irisY] = toScene(39 + 11, -378);
    expect(distance(pixelAt(image, irisX, irisY), hexToRgb(EYE_COLORS_HEX.Bleu ?? ''))).toBeLessThan(10);
  });

  it("should write the child's name with the bundled font", () => {
    // Arrange
    const named = buildSceneSvg(REQUEST);
    const unnamed = buildSceneSvg(withChild({ name: '' }));
    const textColour = hexToRgb('#5B3A8C');

    // Act
    const countTextPixels = (svg: string) => {
      const image = renderScene(svg);
      let count = 0;
      for (let y = 950; y < 1004; y += 1) for (let x = 420; x < 604; x += 1) if (distance(pixelAt(image, x, y), textColour) < 40) count += 1;
      return count;
    };

    // Assert: the glyphs are drawn (resvg silently drops text without a font).
    expect(named).toContain('>Léa</text>');
    expect(countTextPixels(named)).toBeGreaterThan(300);
    expect(countTextPixels(unnamed)).toBe(0);
  });

  it('should escape the name in the SVG', () => {
    // Arrange
    const request = withChild({ name: '<Zoé & "Léo">' });

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(svg).toContain('&lt;Zoé &amp; &quot;Léo&quot;&gt;');
    expect(svg).not.toContain('<Zoé');
    expect(() => renderScene(svg)).not.toThrow();
  });

  it('should still draw a picture for unexpected profile values', () => {
    // Arrange
    const request = withChild({ favoriteColor: 'rouge', skinColor: '?', hairColor: '', hairType: 'inconnu', hairLength: '', eyeColor: 'x', height: '', style: '' });

    // Act
    const image = renderScene(buildSceneSvg(request));

    // Assert
    expect(image.width).toBe(1024);
  });

  it('should log nothing about the child', async () => {
    // Arrange
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
    const write = vi.spyOn(process.stdout, 'write');

    // Act
    await createEmbeddedIllustrator().illustrate(REQUEST);

    // Assert
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });
});

describe('embedded illustrator: the child from the profile', () => {
  const fields: [keyof StoryChild, readonly string[]][] = [
    ['skinColor', SKIN_COLORS],
    ['hairColor', HAIR_COLORS],
    ['hairType', HAIR_TYPES],
    ['hairLength', HAIR_LENGTHS],
    ['eyeColor', EYE_COLORS],
    ['favoriteColor', FAVORITE_COLORS.map((colour) => colour.hex)],
    ['style', STYLES],
    ['height', HEIGHTS],
  ];

  it.each(fields)('should draw a different picture for each value of %s', (field, values) => {
    // Arrange
    const requests = values.map((value) => withChild({ [field]: value }));

    // Act
    const svgs = requests.map((request) => buildSceneSvg(request));

    // Assert
    expect(new Set(svgs).size).toBe(values.length);
  });

  it.each(fields)('should change the PNG when %s changes', async (field, values) => {
    // Arrange
    const illustrator = createEmbeddedIllustrator();
    const current = String(REQUEST.child[field]);
    const other = values.find((value) => value !== current) ?? '';

    // Act
    const before = await illustrator.illustrate(REQUEST);
    const after = await illustrator.illustrate(withChild({ [field]: other }));

    // Assert
    expect(sha256(after)).not.toBe(sha256(before));
  });

  it('should change the hair for every type at every length', () => {
    // Arrange
    const combinations = HAIR_TYPES.flatMap((hairType) => HAIR_LENGTHS.map((hairLength) => withChild({ hairType, hairLength })));

    // Act
    const svgs = combinations.map((request) => buildSceneSvg(request));

    // Assert
    expect(new Set(svgs).size).toBe(HAIR_TYPES.length * HAIR_LENGTHS.length);
  });

  it('should paint rainbow hair with several colours', () => {
    // Arrange
    const rainbow = withChild({ hairColor: 'Arc-en-ciel', hairType: 'Tresses' });

    // Act
    const svg = buildSceneSvg(rainbow);
    const plain = buildSceneSvg(withChild({ hairColor: 'Blond', hairType: 'Tresses' }));

    // Assert
    const used = RAINBOW.filter((colour) => svg.includes(`stop-color="${colour}"`));
    expect(used.length).toBeGreaterThanOrEqual(5);
    expect(svg).toContain('fill="url(#hair-rainbow)"');
    expect(plain).not.toContain('hair-rainbow');
  });

  it('should show the rainbow in the rendered hair', () => {
    // Arrange
    const request = withChild({ hairColor: 'Arc-en-ciel', hairType: 'Crépus', hairLength: 'Très longs' });

    // Act
    const image = renderScene(buildSceneSvg(request));

    // Assert: around the afro, pixels close to at least four rainbow colours.
    const found = new Set<string>();
    for (let y = 300; y < 560; y += 4) {
      for (let x = 180; x < 540; x += 4) {
        const pixel = pixelAt(image, x, y);
        for (const colour of RAINBOW) if (distance(pixel, hexToRgb(colour)) < 30) found.add(colour);
      }
    }
    expect(found.size).toBeGreaterThanOrEqual(4);
  });

  it('should dress the child in the favourite colour', () => {
    // Arrange
    const request = withChild({ favoriteColor: '#43A047' });

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(svg).toContain('fill="#43A047"');
  });
});

describe('embedded illustrator: the setting', () => {
  const settings: [string, SceneSettingId][] = [
    ['la forêt enchantée', 'forest'],
    ['une plage de sable fin', 'beach'],
    ["l'océan", 'beach'],
    ['au fond de la mer', 'underwater'],
    ['un royaume sous-marin', 'underwater'],
    ["l'espace", 'space'],
    ['les étoiles', 'space'],
    ['la planète Mars', 'space'],
    ['un château', 'castle'],
    ['la montagne', 'mountain'],
    ['une montagne enneigée', 'snow'],
    ['le pôle Nord', 'snow'],
    ['le désert', 'desert'],
    ['une grande ville', 'city'],
    ['la jungle', 'jungle'],
    ['la ferme de papi', 'farm'],
    ['la campagne', 'farm'],
    ["l'école", 'school'],
    ['la maison', 'home'],
    ['ma chambre', 'home'],
    ['une île mystérieuse', 'island'],
    ['le jardin', 'garden'],
    ['le parc', 'garden'],
    ['dans le ciel', 'sky'],
    ['au-dessus des nuages', 'sky'],
    ['une grotte', 'cave'],
    ['un volcan', 'volcano'],
  ];

  it.each(settings)('should recognise "%s" as %s and draw its background', (text, id) => {
    // Arrange
    const request = withChoices({ setting: text });

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(recognizeSetting(text)).toBe(id);
    expect(svg).toContain(`<g id="setting-${id}">`);
  });

  it('should know at least 12 kinds of place, each with its own background', () => {
    // Arrange
    const ids = new Set(settings.map(([, id]) => id));

    // Act
    const backgrounds = new Set([...ids].map((id) => buildSceneSvg(withChoices({ setting: settings.find(([, other]) => other === id)?.[0] ?? '' })).match(/<g id="setting-[^"]+">/)?.[0]));

    // Assert
    expect(ids.size).toBeGreaterThanOrEqual(12);
    expect(backgrounds.size).toBe(ids.size);
  });

  it('should fall back to a hill under a sunset sky', () => {
    // Arrange
    const request = withChoices({ setting: 'un endroit secret' });

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(recognizeSetting('un endroit secret')).toBe(DEFAULT_SETTING);
    expect(svg).toContain(`<g id="setting-${DEFAULT_SETTING}">`);
  });

  it.each([
    ['LA FORET', 'forest'],
    ['Foret', 'forest'],
    ['CHÂTEAU', 'castle'],
    ['chateau fort', 'castle'],
    ['ECOLE', 'school'],
    ['ile deserte', 'island'],
    ['the forest', 'forest'],
    ['a sunny beach', 'beach'],
    ['under the sea', 'underwater'],
    ['outer space', 'space'],
    ['a snowy mountain', 'snow'],
    ['the castle', 'castle'],
    ['a big city', 'city'],
    ['a cave', 'cave'],
  ] as const)('should ignore accents and case and understand English: "%s" → %s', (text, id) => {
    // Arrange
    const input = text;

    // Act
    const recognised = recognizeSetting(input);

    // Assert
    expect(recognised).toBe(id);
  });

  it('should take the place named first, and the longer phrase at the same word', () => {
    // Arrange
    const texts = ['une étoile de mer sur la plage', 'un château dans la forêt', 'la forêt tropicale'];

    // Act
    const recognised = texts.map(recognizeSetting);

    // Assert
    expect(recognised).toEqual(['beach', 'castle', 'jungle']);
  });
});

describe('embedded illustrator: the main character', () => {
  const characters: [string, CompanionId][] = [
    ['un petit dragon', 'dragon'],
    ['une licorne magique', 'unicorn'],
    ['un chat roux', 'cat'],
    ['le chaton', 'cat'],
    ['un chien fidèle', 'dog'],
    ['un lapin blanc', 'rabbit'],
    ['Bip le robot', 'robot'],
    ['un ours en peluche', 'bear'],
    ['un renard rusé', 'fox'],
    ['un vieux hibou', 'owl'],
    ['un dinosaure', 'dinosaur'],
    ['une sirène', 'mermaid'],
    ['une fée', 'fairy'],
    ['un pirate', 'pirate'],
    ['une princesse', 'princess'],
    ['un prince', 'prince'],
    ['un extraterrestre', 'alien'],
    ['un lion courageux', 'lion'],
    ['un pingouin', 'penguin'],
    ['un poney', 'horse'],
  ];

  it.each(characters)('should recognise "%s" as %s and draw it', (text, id) => {
    // Arrange
    const request = withChoices({ mainCharacter: text });

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(recognizeCharacter(text)).toBe(id);
    expect(svg).toContain(`<g id="companion-${id}"`);
  });

  it('should know at least 12 kinds of character, each drawn differently', () => {
    // Arrange
    const ids = [...new Set(characters.map(([, id]) => id))];

    // Act
    const drawings = ids.map((id) => {
      const svg = buildSceneSvg(withChoices({ mainCharacter: characters.find(([, other]) => other === id)?.[0] ?? '' }));
      const start = svg.indexOf('<g id="companion-');
      return svg.slice(start, svg.indexOf('<g id="child">'));
    });

    // Assert
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(new Set(drawings).size).toBe(ids.length);
  });

  it('should fall back to a glowing star-sprite', () => {
    // Arrange
    const request = withChoices({ mainCharacter: 'un bidule tout bleu' });

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(describeScene(request).character).toBe(DEFAULT_CHARACTER);
    expect(svg).toContain(`<g id="companion-${DEFAULT_CHARACTER}"`);
  });

  it.each([
    ['UN DRAGON', 'dragon'],
    ['des dragons', 'dragon'],
    ['Une Licorne', 'unicorn'],
    ['la FÉE', 'fairy'],
    ['la fee clochette', 'fairy'],
    ['les hiboux', 'owl'],
    ['a friendly dragon', 'dragon'],
    ['a unicorn', 'unicorn'],
    ['my cat', 'cat'],
    ['a little puppy', 'dog'],
    ['a mermaid', 'mermaid'],
    ['an alien', 'alien'],
    ['the princess', 'princess'],
    ['un extra-terrestre', 'alien'],
  ] as const)('should ignore accents and case and understand English: "%s" → %s', (text, id) => {
    // Arrange
    const input = text;

    // Act
    const recognised = recognizeCharacter(input);

    // Assert
    expect(recognised).toBe(id);
  });

  it('should match whole words only ("chat" is not in "château")', () => {
    // Arrange
    const text = 'le gardien du château';

    // Act
    const recognised = recognizeCharacter(text);

    // Assert
    expect(recognised).toBe(DEFAULT_CHARACTER);
  });
});

describe('embedded illustrator: helpers', () => {
  it('should strip accents, case and punctuation', () => {
    // Arrange
    const text = "  L'Île  au TRÉSOR, cœur! ";

    // Act
    const normalized = normalizeText(text);

    // Assert
    expect(normalized).toBe('l ile au tresor coeur');
  });

  it('should draw the same random numbers for the same seed and stream', () => {
    // Arrange
    const draw = (seed: string, stream: string) => {
      const random = createRandom(seed, stream);
      return Array.from({ length: 5 }, () => random.next());
    };

    // Act
    const first = draw('seed', 'background');
    const again = draw('seed', 'background');
    const otherStream = draw('seed', 'companion');

    // Assert
    expect(again).toEqual(first);
    expect(otherStream).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });
});
