import { describe, expect, it } from 'vitest';
import type { StoryChild, StoryRequest } from '../../../functions/core/story-makers-port';
import { SCENE_LIGHTS, SCENE_POSES, SCENE_PROPS, type StoryScene } from '../../../functions/core/story-scenes';
import { childProportions, outfitFor } from '../../../functions/story-makers/illustrator/child-figure';
import { drawCompanion } from '../../../functions/story-makers/illustrator/companions';
import { planDrawing } from '../../../functions/story-makers/illustrator/drawing-plan';
import { buildSceneSvg, createEmbeddedIllustrator, renderScene } from '../../../functions/story-makers/illustrator/embedded-illustrator';
import { drawProp } from '../../../functions/story-makers/illustrator/props';
import { createRandom } from '../../../functions/story-makers/illustrator/random';
import { GENDERS, STYLES } from '../../../shared/profiles';
import { MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS } from '../../../shared/stories';

const CHILD: StoryChild = {
  name: 'Inès',
  age: 7,
  gender: 'girl',
  personality: ['Curieux'],
  interests: ['Espace'],
  favoriteColor: '#43A047',
  favoriteHobby: '',
  readingLevel: 'intermediate',
  skinColor: 'Brune',
  hairColor: 'Noir',
  hairType: 'Tresses',
  hairLength: 'Longs',
  eyeColor: 'Marron',
  height: 'Moyen(ne)',
  style: 'Sportif',
};

const request = (overrides: { child?: Partial<StoryChild>; mainCharacter?: string; setting?: string; seed?: string } = {}): StoryRequest => ({
  seed: overrides.seed ?? 'livre-1',
  child: { ...CHILD, ...overrides.child },
  choices: {
    mainCharacter: overrides.mainCharacter ?? 'un petit dragon qui a peur du noir',
    setting: overrides.setting ?? 'la forêt enchantée',
    scenario: "retrouver l'étoile tombée",
    emotions: ['la joie'],
    values: ["l'amitié"],
  },
});

const scene = (overrides: Partial<StoryScene> = {}): StoryScene => ({
  moment: 'opening',
  paragraph: 0,
  light: 'day',
  pose: 'standing',
  props: [],
  caption: 'Le dragon et l’enfant arrivent dans la forêt.',
  ...overrides,
});

const THREE_SCENES: StoryScene[] = [
  scene({ moment: 'opening', light: 'morning', props: ['fallen-star'], companionTrait: 'before' }),
  scene({ moment: 'problem', paragraph: 3, light: 'dusk', pose: 'worried', props: ['fallen-star', 'storm-clouds'], companionTrait: 'before' }),
  scene({ moment: 'resolution', paragraph: 6, light: 'night', pose: 'celebrating', props: ['star-in-sky'], companionTrait: 'after' }),
];

/** The child's identity layer of a picture (everything but the pose). */
const childFigureOf = (svg: string) => svg.slice(svg.indexOf('<g id="child-figure">'), svg.indexOf('<g id="child-pose">'));
const childPoseOf = (svg: string) => svg.slice(svg.indexOf('<g id="child-pose">'), svg.indexOf('</g></g>', svg.indexOf('<g id="child-pose">')));
const companionOf = (svg: string) => svg.slice(svg.indexOf('<g id="companion-'), svg.indexOf('<g id="child">'));

describe('embedded illustrator: the drawing plan', () => {
  it('should have a drawing of its own for every suggested companion', () => {
    // Arrange
    const requests = MAIN_CHARACTER_SUGGESTIONS.map((mainCharacter) => request({ mainCharacter }));

    // Act
    const companions = requests.map((each) => planDrawing(each).companion);

    // Assert
    expect(companions).not.toContain(null);
    expect(new Set(companions).size).toBe(MAIN_CHARACTER_SUGGESTIONS.length);
    expect(companions).toEqual(expect.arrayContaining(['turtle', 'whale', 'witch']));
  });

  it('should have a drawing of its own for every suggested place', () => {
    // Arrange
    const requests = SETTING_SUGGESTIONS.map((setting) => request({ setting }));

    // Act
    const places = requests.map((each) => planDrawing(each).place);

    // Assert
    expect(places).not.toContain(null);
    expect(new Set(places).size).toBe(SETTING_SUGGESTIONS.length);
    expect(places).toEqual(expect.arrayContaining(['cloud-castle', 'toy-village', 'library']));
  });

  it('should name the drawing it uses and null for a fallback', () => {
    // Arrange
    const known = request({ mainCharacter: 'une tortue très rapide', setting: 'une bibliothèque magique' });
    const unknown = request({ mainCharacter: 'un bidule tout bleu', setting: 'un endroit secret' });

    // Act
    const plans = [planDrawing(known), planDrawing(unknown)];

    // Assert
    expect(plans).toEqual([{ companion: 'turtle', place: 'library' }, { companion: null, place: null }]);
    expect(buildSceneSvg(known)).toContain('<g id="companion-turtle"');
    expect(buildSceneSvg(known)).toContain('<g id="setting-library">');
  });
});

describe('embedded illustrator: the scenes of the picture book', () => {
  it('should have a drawing of its own for every scene object', () => {
    // Arrange
    const props = [...SCENE_PROPS];

    // Act
    const drawings = props.map((prop) => drawProp(prop));
    const svgs = props.map((prop) => buildSceneSvg(request(), scene({ moment: 'problem', props: [prop] })));

    // Assert
    expect(new Set(drawings).size).toBe(props.length);
    for (const drawing of drawings) expect(drawing.length).toBeGreaterThan(100);
    svgs.forEach((svg, i) => expect(svg).toContain(`<g id="prop-${props[i]}"`));
  });

  it('should draw up to three objects of a scene, in sky and ground places', () => {
    // Arrange
    const busy = scene({ moment: 'problem', props: ['rocket', 'moon', 'toolbox'] });

    // Act
    const svg = buildSceneSvg(request(), busy);

    // Assert
    for (const prop of busy.props) expect(svg).toContain(`<g id="prop-${prop}"`);
    expect(svg).toContain('<g id="moment-problem">');
  });

  it('should give each light and each pose a picture of its own', () => {
    // Arrange
    const base = request();

    // Act
    const byLight = SCENE_LIGHTS.map((light) => buildSceneSvg(base, scene({ light })));
    const byPose = SCENE_POSES.map((pose) => childPoseOf(buildSceneSvg(base, scene({ pose }))));

    // Assert
    expect(new Set(byLight).size).toBe(SCENE_LIGHTS.length);
    expect(new Set(byPose).size).toBe(SCENE_POSES.length);
  });

  it('should draw the opening in daylight, without objects, when no scene is given', () => {
    // Arrange
    const base = request();

    // Act
    const svg = buildSceneSvg(base);

    // Assert
    expect(svg).not.toContain('<g id="moment-');
    expect(svg).not.toContain('<g id="prop-');
    expect(childPoseOf(svg)).toBe(childPoseOf(buildSceneSvg(base, scene({ pose: 'standing' }))));
  });

  it('should draw the same child in every scene of every story of one profile', () => {
    // Arrange
    const stories = [request({ seed: 'a' }), request({ seed: 'b', mainCharacter: 'une baleine qui chante', setting: 'le fond de la mer' })];

    // Act
    const figures = stories.flatMap((story) => [buildSceneSvg(story), ...THREE_SCENES.map((each) => buildSceneSvg(story, each))]).map(childFigureOf);

    // Assert
    expect(figures[0]!.length).toBeGreaterThan(1000);
    expect(new Set(figures).size).toBe(1);
    expect(childFigureOf(buildSceneSvg(request({ child: { hairColor: 'Roux' } })))).not.toBe(figures[0]);
  });

  it('should render the three moments of a story as three different 1024×1024 PNGs', async () => {
    // Arrange
    const illustrator = createEmbeddedIllustrator();

    // Act
    const pngs: Uint8Array[] = [];
    for (const each of THREE_SCENES) pngs.push(await illustrator.illustrate(request(), each));

    // Assert
    expect(new Set(pngs.map((png) => Buffer.from(png).toString('base64'))).size).toBe(3);
    for (const png of pngs) expect(Buffer.from(png.slice(16, 24)).toString('hex')).toBe('0000040000000400');
  });

  it('should render every object, light and trait without an error', () => {
    // Arrange
    const svgs = [
      ...SCENE_LIGHTS.map((light, i) => buildSceneSvg(request({ mainCharacter: MAIN_CHARACTER_SUGGESTIONS[i] ?? '' }), scene({ light, props: SCENE_PROPS.slice(i * 3, i * 3 + 3) }))),
      buildSceneSvg(request({ setting: 'une bibliothèque magique' }), scene({ light: 'night', moment: 'resolution', props: ['magic-book', 'quill', 'owl'], companionTrait: 'after' })),
    ];

    // Act
    const images = svgs.map((svg) => renderScene(svg));

    // Assert
    for (const image of images) expect(image.width).toBe(1024);
  });
});

describe("embedded illustrator: the companion's trait", () => {
  const before = (mainCharacter: string, setting = 'la forêt enchantée') => companionOf(buildSceneSvg(request({ mainCharacter, setting }), scene({ companionTrait: 'before' })));
  const after = (mainCharacter: string, setting = 'la forêt enchantée') => companionOf(buildSceneSvg(request({ mainCharacter, setting }), scene({ moment: 'resolution', companionTrait: 'after' })));

  it.each(['un petit dragon qui a peur du noir', 'une licorne qui a perdu sa corne', 'un robot qui apprend à rire', 'une sorcière qui rate ses potions', 'une baleine qui chante'])(
    'should show "%s" differently before and after the story resolves its trait',
    (mainCharacter) => {
      // Arrange
      const text = mainCharacter;

      // Act
      const drawings = [before(text), after(text)];

      // Assert
      expect(drawings[0]).not.toBe(drawings[1]);
    },
  );

  it('should draw the unicorn without its horn until it gets it back', () => {
    // Arrange
    const horn = 'fill="#FFD54F"';

    // Act
    const drawings = { lost: before('une licorne qui a perdu sa corne'), back: after('une licorne qui a perdu sa corne'), plain: before('une licorne') };

    // Assert
    expect(drawings.lost).not.toContain(horn);
    expect(drawings.back).toContain(horn);
    expect(drawings.plain).toContain(horn);
  });

  it('should light the scared dragon up once it is brave', () => {
    // Arrange
    const glow = 'url(#companion-glow)';

    // Act
    const drawings = [before('un petit dragon qui a peur du noir'), after('un petit dragon qui a peur du noir')];

    // Assert
    expect(drawings[0]).not.toContain(glow);
    expect(drawings[1]).toContain(glow);
  });

  it.each(['un lapin très curieux', 'une fée minuscule', 'un ours en peluche vivant', 'un chat astronaute', 'une tortue très rapide', 'un pirate gentil', 'un dinosaure végétarien'])(
    'should show the trait of "%s"',
    (mainCharacter) => {
      // Arrange
      const plain = mainCharacter.split(' ').slice(0, 2).join(' ');

      // Act
      const drawings = [before(mainCharacter), before(plain)];

      // Assert
      expect(drawings[0]).not.toBe(drawings[1]);
    },
  );

  it('should put the whale in a pool on dry land and let it swim under the sea', () => {
    // Arrange
    const rim = '#C9B79A';

    // Act
    const dry = drawCompanion('whale', createRandom('s', 'companion'), {});
    const sea = drawCompanion('whale', createRandom('s', 'companion'), { underwater: true });

    // Assert
    expect(dry.svg).toContain(rim);
    expect(dry.lift).toBe(0);
    expect(sea.svg).not.toContain(rim);
    expect(sea.lift).toBeGreaterThan(0);
  });
});

describe('embedded illustrator: the child', () => {
  it('should cut the clothes by the style, not by the gender', () => {
    // Arrange
    const styles = STYLES.filter((style) => style !== 'Élégant');

    // Act
    const outfits = styles.map((style) => GENDERS.map((gender) => outfitFor({ ...CHILD, style, gender })));

    // Assert: only the formal style has a girl's and a boy's cut; no other style puts a girl in a dress.
    for (const [girl, boy] of outfits.map(([first, second]) => (first === undefined || second === undefined ? [] : [first, second]))) expect(girl).toEqual(boy);
    for (const [girl] of outfits) expect(girl?.top).not.toBe('dress');
    expect(outfitFor({ ...CHILD, style: 'Sportif', gender: 'girl' })).toMatchObject({ top: 'tee', bottom: 'shorts' });
    expect(outfitFor({ ...CHILD, style: 'Magique', gender: 'boy' })).toMatchObject({ top: 'robe' });
  });

  it('should draw an older child taller, with a smaller head for the body', () => {
    // Arrange
    const ages = [4, 6, 8, 10];

    // Act
    const proportions = ages.map((age) => childProportions({ ...CHILD, age }));

    // Assert
    for (let i = 1; i < proportions.length; i += 1) {
      expect(proportions[i]!.scale).toBeGreaterThan(proportions[i - 1]!.scale);
      expect(proportions[i]!.headScale).toBeLessThan(proportions[i - 1]!.headScale);
      expect(proportions[i]!.legExtra).toBeGreaterThan(proportions[i - 1]!.legExtra);
    }
    expect(childFigureOf(buildSceneSvg(request({ child: { age: 10 } })))).not.toBe(childFigureOf(buildSceneSvg(request({ child: { age: 4 } }))));
  });
});
