import { describe, expect, it } from 'vitest';
import type { CharacterFamily, CharacterKind, PlaceKind, StoryFrame } from '../../../functions/core/story-frame';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { planDrawing } from '../../../functions/story-makers/illustrator/drawing-plan';
import { buildSceneSvg, describeScene, renderScene } from '../../../functions/story-makers/illustrator/embedded-illustrator';
import { SETTING_IDS } from '../../../functions/story-makers/illustrator/settings';
import { frameCompanion } from '../../../functions/story-makers/illustrator/frame-drawing';
import { KINDS, PLACES } from '../../../functions/story-makers/frame/vocabulary';

const REQUEST: StoryRequest = {
  seed: 'cadre-1',
  child: {
    name: 'Noé',
    age: 6,
    gender: 'boy',
    personality: ['Curieux'],
    interests: ['Animaux'],
    favoriteColor: '#1E88E5',
    favoriteHobby: '',
    readingLevel: 'beginner',
    skinColor: 'Claire',
    hairColor: 'Brun',
    hairType: 'Lisses',
    hairLength: 'Courts',
    eyeColor: 'Marron',
    height: 'Moyen(ne)',
    style: 'Sportif',
  },
  // The parent's words say something else on purpose: with a frame, the picture reads only the frame.
  choices: { mainCharacter: 'un petit dragon', setting: 'la forêt enchantée', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"] },
};

const kind = (id: string, singular: string, family: CharacterFamily, gender: 'm' | 'f' = 'm'): CharacterKind => ({
  id,
  singular,
  plural: `${singular}s`,
  gender,
  family,
  hands: family === 'person',
  motion: 'walks',
});

const place = (id: string, singular: string, family: string): PlaceKind => ({ id, singular, plural: `${singular}s`, gender: 'f', family, indoors: false, medium: 'land', preposition: 'dans' });

const frameOf = (character: CharacterKind, where: PlaceKind = place('prairie', 'prairie', 'farm'), qualities: string[] = []): StoryFrame => ({
  character: { kind: character, name: null, count: 1, qualities, owner: null },
  place: { kind: where, features: [], owner: null },
  goal: { presetId: null, action: 'find', skill: null, object: null, without: null, before: null, beneficiary: null },
  emotions: ['joie'],
  values: ['amitie'],
});

/** Test rows named by the kind's singular. */
const familyRow = (character: CharacterKind, drawing: string, look: string) => [character.singular, character, drawing, look] as const;
const ownRow = (character: CharacterKind, drawing: string) => [character.singular, character, drawing] as const;

const withFrame = (frame: StoryFrame): StoryRequest => ({ ...REQUEST, frame });
const companionGroup = (svg: string) => /<g id="companion-([a-z-]+)"/.exec(svg)?.[1];
const lookOf = (svg: string) => /<g id="look-([a-z-]+)">/.exec(svg)?.[1];

describe('embedded illustrator: the frame’s character', () => {
  it.each([
    familyRow(kind('girafe', 'girafe', 'wild-animal', 'f'), 'animal', 'giraffe'),
    familyRow(kind('vache', 'vache', 'farm-animal', 'f'), 'animal', 'cow'),
    familyRow(kind('hamster', 'hamster', 'pet'), 'animal', 'mouse'),
    familyRow(kind('escargot', 'escargot', 'insect'), 'small-creature', 'snail'),
    familyRow(kind('fourmi', 'fourmi', 'insect', 'f'), 'small-creature', 'ant'),
    familyRow(kind('coccinelle', 'coccinelle', 'insect', 'f'), 'small-creature', 'ladybird'),
    familyRow(kind('phoque', 'phoque', 'sea-creature'), 'sea-animal', 'seal'),
    familyRow(kind('poisson', 'poisson', 'sea-creature'), 'sea-animal', 'fish'),
    familyRow(kind('pieuvre', 'pieuvre', 'sea-creature', 'f'), 'sea-animal', 'octopus'),
    familyRow(kind('perroquet', 'perroquet', 'bird'), 'bird', 'parrot'),
    familyRow(kind('grand-mere', 'grand-mère', 'person', 'f'), 'grown-up', 'elder'),
    familyRow(kind('maitresse', 'maîtresse', 'person', 'f'), 'grown-up', 'teacher'),
    familyRow(kind('meilleur-ami', 'meilleur ami', 'person'), 'friend', 'friend'),
    familyRow(kind('poupee', 'poupée', 'toy', 'f'), 'toy', 'doll'),
    familyRow(kind('voiture', 'voiture', 'vehicle', 'f'), 'vehicle', 'car'),
    familyRow(kind('bateau', 'bateau', 'vehicle'), 'vehicle', 'boat'),
    familyRow(kind('lune', 'Lune', 'sky', 'f'), 'moon', 'moon'),
    familyRow(kind('soleil', 'soleil', 'sky'), 'sun', 'sun'),
    familyRow(kind('nuage', 'nuage', 'sky'), 'cloud', 'cloud'),
    familyRow(kind('arbre', 'arbre', 'plant'), 'plant', 'tree'),
    familyRow(kind('fleur', 'fleur', 'plant', 'f'), 'plant', 'flower'),
    familyRow(kind('grenouille', 'grenouille', 'reptile', 'f'), 'reptile', 'frog'),
    familyRow(kind('serpent', 'serpent', 'reptile'), 'reptile', 'snake'),
    familyRow(kind('poule', 'poule', 'farm-animal', 'f'), 'bird', 'hen'),
    familyRow(kind('poisson-rouge', 'poisson rouge', 'pet'), 'sea-animal', 'fish'),
  ])('should draw the kind "%s" with its family’s drawing', (_, character, drawing, look) => {
    // Arrange
    const request = withFrame(frameOf(character));

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(companionGroup(svg)).toBe(drawing);
    expect(lookOf(svg)).toBe(look);
    expect(planDrawing(request).companion).toBe(drawing);
  });

  it.each([
    ownRow(kind('chien', 'chien', 'pet'), 'dog'),
    ownRow(kind('chat', 'chat', 'pet'), 'cat'),
    ownRow(kind('licorne', 'licorne', 'fantasy-creature', 'f'), 'unicorn'),
    ownRow(kind('dragon', 'dragon', 'fantasy-creature'), 'dragon'),
    ownRow(kind('poney', 'poney', 'farm-animal'), 'horse'),
    ownRow(kind('tortue', 'tortue', 'reptile', 'f'), 'turtle'),
    ownRow(kind('hibou', 'hibou', 'bird'), 'owl'),
    ownRow(kind('ours-en-peluche', 'ours en peluche', 'toy'), 'bear'),
  ])('should draw the kind "%s" with its own drawing', (_, character, drawing) => {
    // Arrange
    const request = withFrame(frameOf(character));

    // Act
    const described = describeScene(request);

    // Assert
    expect(described.character).toBe(drawing);
    expect(companionGroup(buildSceneSvg(request))).toBe(drawing);
  });

  it.each([
    kind('phoque', 'phoque', 'sea-creature'),
    kind('lune', 'Lune', 'sky', 'f'),
    kind('fourmi', 'fourmi', 'insect', 'f'),
    kind('meilleur-ami', 'meilleur ami', 'person'),
    kind('grand-mere', 'grand-mère', 'person', 'f'),
    kind('girafe', 'girafe', 'wild-animal', 'f'),
    kind('escargot', 'escargot', 'insect'),
  ].map((character) => [character.singular, character] as const))('should never draw the kind "%s" as the star-sprite', (_, character) => {
    // Arrange
    const request = withFrame(frameOf(character));

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(svg).not.toContain('companion-star-sprite');
    expect(describeScene(request).character).not.toBe('star-sprite');
  });

  it('should keep the star-sprite for a star', () => {
    // Arrange
    const request = withFrame(frameOf(kind('etoile', 'étoile', 'sky', 'f')));

    // Act
    const plan = planDrawing(request);

    // Assert
    expect(plan.companion).toBe('star-sprite');
  });

  it('should not take a cat’s drawing for a kind of another family that has "chat" in its name', () => {
    // Arrange
    const request = withFrame(frameOf(kind('poisson-chat', 'poisson-chat', 'sea-creature')));

    // Act
    const described = describeScene(request);

    // Assert
    expect(described.character).toBe('sea-animal');
  });

  it('should draw a grandmother without a crown and a giraffe different from a cow', () => {
    // Arrange
    const grandmother = withFrame(frameOf(kind('grand-mere', 'grand-mère', 'person', 'f')));
    const princess = withFrame(frameOf(kind('princesse', 'princesse', 'person', 'f')));
    const giraffe = buildSceneSvg(withFrame(frameOf(kind('girafe', 'girafe', 'wild-animal', 'f'))));
    const cow = buildSceneSvg(withFrame(frameOf(kind('vache', 'vache', 'farm-animal', 'f'))));

    // Act
    const companion = (svg: string) => svg.slice(svg.indexOf('<g id="companion-'), svg.indexOf('<g id="child">'));

    // Assert
    expect(companion(buildSceneSvg(princess))).toContain('#FFC83D');
    expect(companion(buildSceneSvg(grandmother))).not.toContain('M-36 -326L-40 -366');
    expect(companion(giraffe)).not.toBe(companion(cow));
  });

  it('should read the companion’s trait from the frame’s qualities', () => {
    // Arrange
    const scared = withFrame(frameOf(kind('dragon', 'dragon', 'fantasy-creature'), undefined, ['peur-du-noir']));
    const calm = withFrame(frameOf(kind('dragon', 'dragon', 'fantasy-creature')));

    // Act
    const [scaredSvg, calmSvg] = [buildSceneSvg(scared), buildSceneSvg(calm)];

    // Assert
    expect(scaredSvg).not.toBe(calmSvg);
  });

  it('should render every family drawing to a picture', () => {
    // Arrange
    const kinds = [kind('girafe', 'girafe', 'wild-animal', 'f'), kind('escargot', 'escargot', 'insect'), kind('phoque', 'phoque', 'sea-creature'), kind('grand-mere', 'grand-mère', 'person', 'f'), kind('lune', 'Lune', 'sky', 'f')];

    // Act
    const images = kinds.map((each) => renderScene(buildSceneSvg(withFrame(frameOf(each)))));

    // Assert
    for (const image of images) expect(image.width).toBe(1024);
  });
});

describe('embedded illustrator: every kind of the frame’s vocabulary', () => {
  it('should draw no kind as the star-sprite but a star or a comet', () => {
    // Arrange
    const kinds = KINDS;

    // Act
    const sprites = kinds.filter((each) => frameCompanion({ kind: each, name: null, count: 1, qualities: [], owner: null }).id === 'star-sprite').map((each) => each.id);

    // Assert
    expect(sprites.length).toBeGreaterThan(0);
    for (const id of sprites) expect(id).toMatch(/^(etoile|comete)/);
  });

  it('should give every place family of the vocabulary a background of its own', () => {
    // Arrange
    const families = new Set(PLACES.map((each) => each.family));

    // Act
    const missing = [...families].filter((family) => !(SETTING_IDS as readonly string[]).includes(family));

    // Assert
    expect(missing).toEqual([]);
  });
});

describe('embedded illustrator: the frame’s place', () => {
  it.each(SETTING_IDS.map((id) => [id]))('should draw the place family %s as its background', (family) => {
    // Arrange
    const request = withFrame(frameOf(kind('chien', 'chien', 'pet'), place('lieu', 'lieu', family)));

    // Act
    const svg = buildSceneSvg(request);

    // Assert
    expect(svg).toContain(`<g id="setting-${family}">`);
    expect(planDrawing(request).place).toBe(family);
  });

  it('should fall back to the place’s own word when its family is not a background', () => {
    // Arrange
    const request = withFrame(frameOf(kind('chien', 'chien', 'pet'), place('grotte', 'grotte', 'grotto')));

    // Act
    const described = describeScene(request);

    // Assert
    expect(described.setting).toBe('cave');
  });

  it('should keep the keyword drawing for an old story without a frame', () => {
    // Arrange
    const request = REQUEST;

    // Act
    const described = describeScene(request);

    // Assert
    expect(described).toEqual({ setting: 'forest', character: 'dragon' });
  });
});
