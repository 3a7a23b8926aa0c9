import { describe, expect, it } from 'vitest';
import type { CharacterFrame } from '../../../functions/core/story-frame';
import type { StoryChild, StoryRequest } from '../../../functions/core/story-makers-port';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '../../../shared/stories';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { KINDS, KIND_BY_ID } from '../../../functions/story-makers/frame/vocabulary';
import { accessoryFor, type AccessoryLayers } from '../../../functions/story-makers/illustrator/accessories';
import { DEFAULT_CHARACTER, recognizeCharacter } from '../../../functions/story-makers/illustrator/characters';
import { childGeometry, drawChild, figurePalette, outfitFor } from '../../../functions/story-makers/illustrator/child-figure';
import { drawCompanion } from '../../../functions/story-makers/illustrator/companions';
import { planDrawing } from '../../../functions/story-makers/illustrator/drawing-plan';
import { frameCompanion, kindDrawing } from '../../../functions/story-makers/illustrator/frame-drawing';
import { drawHair } from '../../../functions/story-makers/illustrator/hair';
import { hairPaint } from '../../../functions/story-makers/illustrator/palette';
import { createRandom } from '../../../functions/story-makers/illustrator/random';

/** Issue 26: a drawing for every kind and suggestion, the child's age in its proportions, the style keeping gender cues. */

const characterOf = (id: string): CharacterFrame => {
  const kind = KIND_BY_ID.get(id);
  if (!kind) throw new Error(`no kind ${id} in the vocabulary`);
  return { kind, name: null, count: 1, qualities: [], owner: null };
};

/** The sky's own bodies: a star or a comet is the star-sprite. */
const STARS = /^(etoile|comete)/;

describe('embedded illustrator: which drawing every kind gets', () => {
  it('should draw no kind of the frame’s vocabulary as the star-sprite but a star or a comet', () => {
    // Arrange
    const kinds = KINDS;

    // Act
    const sprites = kinds.filter((kind) => kindDrawing(kind).drawing === DEFAULT_CHARACTER).map((kind) => kind.id);

    // Assert
    expect(kinds.length).toBeGreaterThan(400);
    expect(sprites.filter((id) => !STARS.test(id))).toEqual([]);
    expect(sprites).toContain('etoile');
  });

  it('should draw every suggested companion, read as a frame, with its own drawing', () => {
    // Arrange
    const texts = (mainCharacter: string) => ({ mainCharacter, setting: SETTING_SUGGESTIONS[0], scenario: 'retrouver une étoile perdue', emotions: [EMOTION_SUGGESTIONS[0]], values: [VALUE_SUGGESTIONS[0]] });

    // Act
    const drawings = MAIN_CHARACTER_SUGGESTIONS.map((suggestion) => {
      const reading = readStoryFrame(texts(suggestion));
      if (!reading.ok) throw new Error(`the suggestion "${suggestion}" is not read as a frame`);
      return [suggestion, kindDrawing(reading.frame.character.kind).drawing] as const;
    });

    // Assert
    for (const [suggestion, drawing] of drawings) expect([suggestion, drawing]).not.toEqual([suggestion, DEFAULT_CHARACTER]);
    expect(Object.fromEntries(drawings)).toMatchObject({ 'un petit dragon qui a peur du noir': 'dragon', 'une tortue très rapide': 'turtle', 'une baleine qui chante': 'whale', 'un pirate gentil': 'pirate' });
  });

  it('should draw every suggested companion with its own drawing on an old story without a frame', () => {
    // Arrange
    const suggestions = MAIN_CHARACTER_SUGGESTIONS;

    // Act
    const fallbacks = suggestions.filter((suggestion) => recognizeCharacter(suggestion) === DEFAULT_CHARACTER);

    // Assert
    expect(fallbacks).toEqual([]);
  });

  it('should draw no kind of the vocabulary named in an old story’s free text as the star-sprite but a star or a comet', () => {
    // Arrange: an old story has no frame; its companion is the parent's text, here each kind with its article.
    const request = (mainCharacter: string): StoryRequest => ({ seed: 'ancienne', child: CHILD, choices: { mainCharacter, setting: 'la forêt', scenario: 'jouer', emotions: ['la joie'], values: ['le partage'] } });

    // Act
    const sprites = KINDS.filter((kind) => planDrawing(request(`${kind.gender === 'f' ? 'une' : 'un'} ${kind.singular}`)).companion === DEFAULT_CHARACTER).map((kind) => kind.id);

    // Assert
    expect(sprites.filter((id) => !STARS.test(id))).toEqual([]);
  });

  it.each([
    ['un petit animal perdu', 'animal', 'animal'],
    ['un ami qui se sent seul', 'friend', 'friend'],
    ['un arc-en-ciel tout gris', 'cloud', 'rainbow'],
    ['une graine magique', 'plant', 'flower'],
    ['la Lune', 'moon', 'moon'],
    ['un dragon', 'dragon', 'dragon'],
    ['un livre magique', 'toy', 'book'],
    ['un bateau', 'vehicle', 'boat'],
    ['une fusée', 'vehicle', 'rocket'],
  ])('should draw a predefined scenario’s subject, "%s", chosen as the companion, as %s with the look %s', (mainCharacter, drawing, look) => {
    // Arrange: the subjects of SEEDED_SCENARIOS a parent may also take as the companion.
    const choices = { mainCharacter, setting: SETTING_SUGGESTIONS[0], scenario: 'retrouver une étoile perdue', emotions: [EMOTION_SUGGESTIONS[0]], values: [VALUE_SUGGESTIONS[0]] };

    // Act
    const reading = readStoryFrame(choices);

    // Assert
    if (!reading.ok) throw new Error(`"${mainCharacter}" is not read as a frame`);
    expect(kindDrawing(reading.frame.character.kind)).toEqual({ drawing, look });
  });

  it.each([
    ['phoque', 'sea-animal', 'seal'],
    ['lune', 'moon', 'moon'],
    ['soleil', 'sun', 'sun'],
    ['nuage', 'cloud', 'cloud'],
    ['arc-en-ciel', 'cloud', 'rainbow'],
    ['flocon-de-neige', 'cloud', 'snowflake'],
    ['fantome', 'cloud', 'ghost'],
    ['pomme', 'plant', 'apple'],
    ['carotte', 'plant', 'carrot'],
    ['tournesol', 'plant', 'flower'],
    ['train', 'vehicle', 'train'],
    ['velo', 'vehicle', 'bike'],
    ['bateau', 'vehicle', 'boat'],
    ['bus', 'vehicle', 'bus'],
    ['camion', 'vehicle', 'truck'],
    ['camion-de-pompiers', 'vehicle', 'truck'],
    ['ambulance', 'vehicle', 'truck'],
    ['tracteur', 'vehicle', 'tractor'],
    ['pelleteuse', 'vehicle', 'tractor'],
    ['taxi', 'vehicle', 'car'],
    ['cerf-volant', 'toy', 'kite'],
    ['livre', 'toy', 'book'],
    ['poupee', 'toy', 'doll'],
    ['soldat-de-plomb', 'toy', 'tin-soldier'],
    ['fourmi', 'small-creature', 'ant'],
    ['escargot', 'small-creature', 'snail'],
    ['araignee', 'small-creature', 'spider'],
    ['ver-de-terre', 'small-creature', 'worm'],
    ['chenille', 'small-creature', 'caterpillar'],
    ['sauterelle', 'small-creature', 'grasshopper'],
    ['mouche', 'small-creature', 'fly'],
    ['girafe', 'animal', 'giraffe'],
    ['chameau', 'animal', 'camel'],
    ['hippopotame', 'animal', 'hippo'],
    ['rhinoceros', 'animal', 'rhino'],
    ['guepard', 'animal', 'leopard'],
    ['marmotte', 'animal', 'mouse'],
    ['herisson', 'animal', 'hedgehog'],
    ['ecureuil', 'animal', 'squirrel'],
    ['chauve-souris', 'animal', 'bat'],
    ['castor', 'animal', 'beaver'],
    ['raton-laveur', 'animal', 'raccoon'],
    ['koala', 'bear', 'bear'],
    ['panda', 'bear', 'bear'],
    ['perroquet', 'bird', 'parrot'],
    ['autruche', 'bird', 'ostrich'],
    ['paon', 'bird', 'peacock'],
    ['heron', 'bird', 'heron'],
    ['pelican', 'bird', 'pelican'],
    ['dauphin', 'sea-animal', 'dolphin'],
    ['requin', 'sea-animal', 'shark'],
    ['narval', 'sea-animal', 'narwhal'],
    ['hippocampe', 'sea-animal', 'seahorse'],
    ['anguille', 'reptile', 'snake'],
    ['poisson-clown', 'sea-animal', 'fish'],
    ['lezard', 'reptile', 'lizard'],
    ['crocodile', 'reptile', 'crocodile'],
    ['cameleon', 'reptile', 'lizard'],
    ['salamandre', 'reptile', 'lizard'],
    ['axolotl', 'reptile', 'lizard'],
    ['tetard', 'reptile', 'frog'],
    ['grenouille', 'reptile', 'frog'],
    ['grand-mere', 'grown-up', 'elder'],
    ['papi', 'grown-up', 'elder'],
    ['grand-parent', 'grown-up', 'elder'],
    ['maitresse', 'grown-up', 'teacher'],
    ['maitre', 'grown-up', 'teacher'],
    ['pompier', 'grown-up', 'firefighter'],
    ['astronaute', 'grown-up', 'astronaut'],
    ['pere-noel', 'grown-up', 'santa'],
    ['monstre', 'grown-up', 'monster'],
    ['minotaure', 'grown-up', 'monster'],
    ['meilleur-ami', 'friend', 'friend'],
    ['meilleure-amie', 'friend', 'friend'],
    ['cousine', 'friend', 'friend'],
    ['chevalier', 'knight', 'knight'],
    ['bonhomme-de-neige', 'snowman', 'snowman'],
    ['martienne', 'alien', 'alien'],
    ['robot-extraterrestre', 'robot', 'robot'],
  ])('should draw the kind "%s" as %s with the look %s', (id, drawing, look) => {
    // Arrange
    const character = characterOf(id);

    // Act
    const chosen = kindDrawing(character.kind);

    // Assert
    expect(chosen).toEqual({ drawing, look });
  });

  it('should draw every kind with the look its choice announces', () => {
    // Arrange
    const kinds = KINDS;

    // Act: the drawing's own look group, where a family drawing has one.
    const mismatches = kinds.flatMap((kind) => {
      const companion = frameCompanion({ kind, name: null, count: 1, qualities: [], owner: null });
      const svg = drawCompanion(companion.id, createRandom(kind.id), { kindWords: companion.words, feminine: companion.feminine }).svg;
      const drawn = /<g id="look-([a-z-]+)">/.exec(svg)?.[1] ?? companion.id;
      const chosen = kindDrawing(kind);
      return drawn === chosen.look && companion.id === chosen.drawing ? [] : [`${kind.id}: ${drawn} ≠ ${chosen.look}`];
    });

    // Assert
    expect(mismatches).toEqual([]);
  });

  it('should draw no reptile as a dinosaur, no insect as a ladybird and no person as a prince unless it is one', () => {
    // Arrange
    const ofFamily = (family: string) => KINDS.filter((kind) => kind.family === family);

    // Act
    const reptiles = ofFamily('reptile').filter((kind) => kindDrawing(kind).drawing === 'dinosaur');
    const insects = ofFamily('insect').filter((kind) => kindDrawing(kind).look === 'ladybird');
    const princes = ofFamily('person').filter((kind) => kindDrawing(kind).drawing === 'prince');

    // Assert
    expect(reptiles.map((kind) => kind.id)).toEqual([]);
    expect(insects.map((kind) => kind.id)).toEqual(['coccinelle']);
    expect(princes.map((kind) => kind.id).sort()).toEqual(['petit-prince', 'prince', 'roi']);
  });

  it('should tell the forest’s small animals apart: a hedgehog’s spines, a squirrel’s bushy tail, a bat’s wings', () => {
    // Arrange
    const draw = (id: string) => {
      const companion = frameCompanion(characterOf(id));
      return drawCompanion(companion.id, createRandom(id), { kindWords: companion.words, feminine: companion.feminine });
    };

    // Act
    const [hedgehog, squirrel, bat, mouse] = ['herisson', 'ecureuil', 'chauve-souris', 'souris'].map(draw);

    // Assert: each is smaller than a cow and none is drawn as the mouse.
    const bodies = new Set([hedgehog, squirrel, bat, mouse].map((each) => each!.svg.replace(/<g id="look-[a-z-]+">/, '')));
    expect(bodies.size).toBe(4);
    expect(hedgehog!.svg).toContain('fill="#7A5438"');
    expect(bat!.svg).toContain('fill="#4E4260"');
    for (const each of [hedgehog, squirrel, bat]) expect(each!.scale).toBeLessThan(draw('vache').scale);
  });

  it('should draw a panda black and white, a koala grey and a bear brown', () => {
    // Arrange
    const draw = (id: string) => {
      const companion = frameCompanion(characterOf(id));
      return drawCompanion(companion.id, createRandom(id), { kindWords: companion.words }).svg;
    };

    // Act
    const [panda, koala, bear, polar] = ['panda', 'koala', 'ours', 'ours-polaire'].map(draw);

    // Assert
    expect(panda).toContain('fill="#37323C"');
    expect(panda).not.toContain('fill="#B07848"');
    expect(koala).toContain('fill="#A3A7B4"');
    expect(bear).toContain('fill="#B07848"');
    expect(polar).not.toContain('fill="#B07848"');
  });

  it('should dress a fairy in a petalled dress, an elf or a goblin in a tunic and a cap, an angel with a halo', () => {
    // Arrange
    const DRESS_HEM = 'L62 -64Q40 -52 24 -66';
    const draw = (id: string) => {
      const companion = frameCompanion(characterOf(id));
      return drawCompanion(companion.id, createRandom(id), { kindWords: companion.words, feminine: companion.feminine }).svg;
    };

    // Act
    const [fairy, goblin, elf, angel] = ['fee', 'lutin', 'elfe', 'ange'].map(draw);

    // Assert
    expect(fairy).toContain(DRESS_HEM);
    for (const masculine of [goblin, elf, angel]) expect(masculine).not.toContain(DRESS_HEM);
    expect(goblin).toContain('fill="#4CAF6A"');
    expect(angel).toContain('stroke="#FFC83D" stroke-width="8"');
  });

  it('should draw a tiger striped and without the lion’s mane, and an orca black and white', () => {
    // Arrange
    const MANE = 'fill="#D9822B"';
    const draw = (id: string) => {
      const companion = frameCompanion(characterOf(id));
      return drawCompanion(companion.id, createRandom(id), { kindWords: companion.words }).svg;
    };

    // Act
    const [tiger, lion, orca, whale] = ['tigre', 'lion', 'orque', 'baleine'].map(draw);

    // Assert
    expect(lion).toContain(MANE);
    expect(tiger).not.toContain(MANE);
    expect(tiger).toContain('stroke="#2E2430"');
    expect(orca).toContain('fill="#2B2A36"');
    expect(whale).not.toContain('fill="#2B2A36"');
  });

  it('should draw a king with a white beard and an ermine cape, a queen with her cape, and Pegasus with a wing', () => {
    // Arrange
    const [BEARD, ERMINE, WING] = ['fill="#ECE8E0"', 'fill="#8E2C48"', 'fill="#F2F6FF"'];
    const draw = (id: string) => {
      const companion = frameCompanion(characterOf(id));
      return drawCompanion(companion.id, createRandom(id), { kindWords: companion.words, feminine: companion.feminine }).svg;
    };

    // Act
    const [king, prince, queen, princess, pegasus, horse] = ['roi', 'prince', 'reine', 'princesse', 'pegase', 'cheval'].map(draw);

    // Assert
    expect(king).toContain(BEARD);
    expect(king).toContain(ERMINE);
    expect(prince).not.toContain(BEARD);
    expect(queen).toContain(ERMINE);
    expect(princess).not.toContain(ERMINE);
    expect(pegasus).toContain(WING);
    expect(horse).not.toContain(WING);
  });

  it('should draw the knight with a helmet, a sword and a shield and no crown', () => {
    // Arrange
    const knight = drawCompanion('knight', createRandom('chevalier')).svg;
    const prince = drawCompanion('prince', createRandom('chevalier')).svg;
    const CROWN = 'M-36 -326L-40 -366';

    // Act
    const crowned = [knight.includes(CROWN), prince.includes(CROWN)];

    // Assert
    expect(crowned).toEqual([false, true]);
    expect(knight).toContain('<g id="look-knight">');
  });

  it('should give a grandmother grey hair and glasses, and a friend a child’s size', () => {
    // Arrange
    const grandmother = characterOf('grand-mere');
    const mother = characterOf('maman');

    // Act
    const draw = (character: CharacterFrame) => {
      const companion = frameCompanion(character);
      return drawCompanion(companion.id, createRandom('famille'), { kindWords: companion.words, feminine: companion.feminine });
    };
    const [elder, grownUp, friend] = [draw(grandmother), draw(mother), draw(characterOf('meilleure-amie'))];

    // Assert
    expect(elder.svg).toContain('fill="#D9D9DE"');
    expect(elder.svg).toContain('fill="#E6F4FF"');
    expect(grownUp.svg).not.toContain('fill="#D9D9DE"');
    expect(friend.scale).toBeLessThan(grownUp.scale);
  });
});

const CHILD: StoryChild = {
  name: 'Lou',
  age: 6,
  gender: 'boy',
  personality: ['Curieux'],
  interests: ['Animaux'],
  favoriteColor: '#43A047',
  favoriteHobby: '',
  readingLevel: 'beginner',
  skinColor: 'Claire',
  hairColor: 'Brun',
  hairType: 'Lisses',
  hairLength: 'Courts',
  eyeColor: 'Marron',
  height: 'Moyen(ne)',
  style: 'Sportif',
};

describe('embedded illustrator: an old story without a frame', () => {
  it.each([
    ['un phoque qui rit', 'sea-animal'],
    ['ma grand-mère', 'grown-up'],
    ['une girafe timide', 'animal'],
    ['un escargot', 'small-creature'],
    ['un chevalier', 'knight'],
    ['un robot', 'robot'],
  ])('should draw "%s" as %s, not as the star-sprite', (mainCharacter, drawing) => {
    // Arrange
    const request: StoryRequest = { seed: 'ancienne', child: CHILD, choices: { mainCharacter, setting: 'la forêt', scenario: 'jouer', emotions: ['la joie'], values: ['le partage'] } };

    // Act
    const plan = planDrawing(request);

    // Assert
    expect(plan.companion).toBe(drawing);
  });
});

describe('embedded illustrator: the child’s age in the figure', () => {
  it('should draw a 4-year-old with a bigger head for the body, shorter legs and bigger, lower eyes than a 10-year-old', () => {
    // Arrange
    const [young, old] = [{ ...CHILD, age: 4 }, { ...CHILD, age: 10 }];

    // Act
    const [four, ten] = [childGeometry(young), childGeometry(old)];

    // Assert: about 2.4 heads tall at 4, 3.7 at 10; legs a third of the height at 4, almost half at 10.
    expect(four.headRatio - ten.headRatio).toBeGreaterThan(0.1);
    expect(ten.height / four.height).toBeGreaterThan(1.25);
    expect(ten.legLength / ten.height).toBeGreaterThan((four.legLength / four.height) * 1.3);
    expect(four.eyeLevel - ten.eyeLevel).toBeGreaterThan(0.08);
    expect(four.eyeSize / ten.eyeSize).toBeGreaterThan(1.2);
  });

  it('should draw a 4-year-old’s hanging hand at the waist and a 10-year-old’s longer arm down to the hip', () => {
    // Arrange
    const [young, old] = [{ ...CHILD, age: 4 }, { ...CHILD, age: 10 }];

    // Act
    const [four, ten] = [childGeometry(young), childGeometry(old)];

    // Assert: the arm grows faster than the figure, as the legs do.
    expect(ten.armLength / ten.height).toBeGreaterThan((four.armLength / four.height) * 1.25);
    expect(four.handBelowWaist).toBeLessThanOrEqual(0);
    expect(ten.handBelowWaist).toBeGreaterThan(20);
  });

  it('should keep a hand that holds the brow or the chest on it at every age', () => {
    // Arrange
    const old = { ...CHILD, age: 10 };
    const handsOf = (svg: string) => [...svg.slice(svg.indexOf('<g id="child-pose">')).matchAll(/<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="18"/g)].map((match) => [Number(match[1]), Number(match[2])]);

    // Act
    const [worried, searching] = [handsOf(drawChild(old, 0, 0, 'worried').svg), handsOf(drawChild(old, 0, 0, 'searching').svg)];

    // Assert: the worried hands meet in front of the chest; the searching hand shades the eyes, under the head's top.
    expect(worried).toHaveLength(2);
    expect(Math.abs(worried[0]![0]! - worried[1]![0]!)).toBeLessThan(60);
    expect(searching[1]![1]!).toBeGreaterThan(-440);
    expect(searching[1]![1]!).toBeLessThan(-340);
  });

  it('should change the proportions steadily from 4 to 10', () => {
    // Arrange
    const ages = [4, 5, 6, 7, 8, 9, 10];

    // Act
    const geometry = ages.map((age) => childGeometry({ ...CHILD, age }));

    // Assert
    for (let i = 1; i < geometry.length; i += 1) {
      expect(geometry[i]!.height).toBeGreaterThan(geometry[i - 1]!.height);
      expect(geometry[i]!.headRatio).toBeLessThan(geometry[i - 1]!.headRatio);
      expect(geometry[i]!.eyeLevel).toBeLessThan(geometry[i - 1]!.eyeLevel);
      expect(geometry[i]!.armLength).toBeGreaterThan(geometry[i - 1]!.armLength);
    }
  });

  it('should draw a 10-year-old’s figure with a longer torso and a smaller head than a 4-year-old’s', () => {
    // Arrange
    const [young, old] = [{ ...CHILD, age: 4 }, { ...CHILD, age: 10 }];

    // Act
    const [four, ten] = [drawChild(young, 300, 880).svg, drawChild(old, 300, 880).svg];
    const headScale = (svg: string) => Number(/\) scale\(([\d.]+)\)"><rect x="-18"/.exec(svg)?.[1] ?? 1);
    const torso = (svg: string) => Number(/translate\(0 -150\) scale\(1 ([\d.]+)\)/.exec(svg)?.[1] ?? 1);

    // Assert
    expect(headScale(ten)).toBeLessThan(headScale(four) - 0.2);
    expect(torso(ten)).toBeGreaterThan(torso(four) + 0.1);
  });
});

describe('embedded illustrator: the style keeps the child’s gender cues', () => {
  const GIRL_LASHES = 'M-58 -390L-68 -398';
  const accessories = (child: StoryChild): AccessoryLayers => {
    const palette = figurePalette(child);
    return accessoryFor(child, palette, drawHair({ paint: hairPaint(child.hairColor), type: child.hairType, length: child.hairLength, accent: palette.accent }));
  };

  it('should give a girl a flower crown and a boy a leaf cap with the Nature style', () => {
    // Arrange
    const [girl, boy] = [{ ...CHILD, gender: 'girl' as const, style: 'Nature' }, { ...CHILD, gender: 'boy' as const, style: 'Nature' }];

    // Act
    const [girlHead, boyHead] = [accessories(girl).head, accessories(boy).head];

    // Assert
    expect(girlHead).toContain('<g id="flower-crown">');
    expect(boyHead).not.toContain('<g id="flower-crown">');
    expect(boyHead).toContain('#6CB65A');
  });

  it('should give a girl a fairy’s pink wings and a boy a dragonfly’s with the Fantaisie style', () => {
    // Arrange
    const [girl, boy] = [{ ...CHILD, gender: 'girl' as const, style: 'Fantaisie' }, { ...CHILD, gender: 'boy' as const, style: 'Fantaisie' }];

    // Act
    const [girlWings, boyWings] = [accessories(girl).behind, accessories(boy).behind];

    // Assert
    expect(girlWings).toContain('<g id="fairy-wings"');
    expect(boyWings).not.toContain('<g id="fairy-wings"');
    expect(boyWings).not.toBe('');
  });

  it('should draw the hair the parent chose whatever the gender: a boy with long curls has a girl’s long curls', () => {
    // Arrange
    const longCurls = { hairLength: 'Longs', hairType: 'Bouclés' };
    const [boy, girl] = [{ ...CHILD, ...longCurls, gender: 'boy' as const }, { ...CHILD, ...longCurls, gender: 'girl' as const }];
    const hairOf = (child: StoryChild) => drawHair({ paint: hairPaint(child.hairColor), type: child.hairType, length: child.hairLength, accent: figurePalette(child).accent });

    // Act
    const [boyHair, girlHair, shortHair] = [hairOf(boy), hairOf(girl), hairOf({ ...boy, hairLength: 'Courts' })];

    // Assert
    expect(boyHair.back).toBe(girlHair.back);
    expect(boyHair.back).not.toBe(shortHair.back);
    expect(drawChild(boy, 300, 880).svg).toContain(boyHair.back);
  });

  it.each(['Sportif', 'Élégant', 'Décontracté', 'Fantaisie', 'Aventurier', 'Artistique', 'Royal', 'Futuriste', 'Magique', 'Nature', 'Cosmique', 'Vintage'])('should put no flower crown, hair bow or dress on a boy with the style %s', (style) => {
    // Arrange
    const boy = { ...CHILD, gender: 'boy' as const, style };

    // Act
    const figure = drawChild(boy, 300, 880).svg;
    const girlFigure = drawChild({ ...boy, gender: 'girl' }, 300, 880).svg;

    // Assert: and the girl keeps her own cue, the lashes, whatever the style.
    for (const cue of ['<g id="flower-crown">', '<g id="fairy-wings"', '<g id="hair-bow">']) expect(figure).not.toContain(cue);
    expect(outfitFor(boy).top).not.toBe('dress');
    expect(girlFigure).toContain(GIRL_LASHES);
  });
});
