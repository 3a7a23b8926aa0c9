import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { SCENE_PROPS, type SceneProp, type StoryScene } from '../../../functions/core/story-scenes';
import { buildSceneSvg } from '../../../functions/story-makers/illustrator/embedded-illustrator';
import { pictureSubject } from '../../../functions/story-makers/illustrator/frame-drawing';
import { propFits } from '../../../functions/story-makers/illustrator/props';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';

/**
 * Issue 26, item 1: the illustrator draws only the props that fit the place (no sailboat in the desert,
 * no lightning under water), whichever plot asked for them; over every place × every prop.
 */

/** A place text for each of the illustrator's backgrounds. */
const PLACES: Record<string, string> = {
  forest: 'la forêt',
  beach: 'la plage',
  underwater: 'le fond de la mer',
  space: 'une station spatiale',
  castle: 'un château',
  mountain: 'une montagne',
  snow: 'une montagne enneigée',
  desert: 'le désert',
  city: 'la ville',
  jungle: 'la jungle',
  farm: 'la ferme',
  school: "l'école",
  home: 'la maison',
  island: 'une île',
  garden: 'un jardin',
  sky: 'le ciel',
  cave: 'une grotte',
  volcano: 'un volcan',
  'cloud-castle': 'un château dans les nuages',
  'toy-village': 'le village des jouets',
  library: 'une bibliothèque',
};

const requestIn = (setting: string): StoryRequest => ({ ...SAMPLE_STORY_REQUEST, seed: `world-${setting}`, choices: { ...SAMPLE_STORY_REQUEST.choices, setting } });
const sceneWith = (props: SceneProp[]): StoryScene => ({ moment: 'problem', paragraph: 0, light: 'day', pose: 'worried', props, caption: 'La petite fille et le lapin.' });
const drawn = (setting: string, props: SceneProp[]): SceneProp[] => props.filter((prop) => buildSceneSvg(requestIn(setting), sceneWith(props)).includes(`id="prop-${prop}"`));

/** Written by hand, apart from the table: what an editor would never accept in a picture. */
const NEVER: [string, SceneProp][] = [
  ['desert', 'boat'],
  ['desert', 'broken-boat'],
  ['space', 'boat'],
  ['library', 'boat'],
  ['snow', 'boat'],
  ['underwater', 'storm-clouds'],
  ['space', 'storm-clouds'],
  ['library', 'storm-clouds'],
  ['underwater', 'owl'],
  ['space', 'owl'],
  ['space', 'fireflies'],
  ['underwater', 'village-houses'],
  ['space', 'village-houses'],
  ['underwater', 'rainbow'],
  ['library', 'rainbow'],
  ['library', 'moon'],
  ['home', 'star-in-sky'],
  ['underwater', 'giant-cake'],
  ['underwater', 'party-table'],
  ['underwater', 'paint-pots'],
  ['underwater', 'rocket'],
  ['snow', 'magic-plant'],
];
/** And what fits, so that the filter does not empty pictures. */
const FITS: [string, SceneProp][] = [
  ['beach', 'boat'],
  ['island', 'broken-boat'],
  ['island', 'storm-clouds'],
  ['forest', 'owl'],
  ['forest', 'fireflies'],
  ['farm', 'village-houses'],
  ['space', 'rocket'],
  ['underwater', 'treasure-chest'],
  ['space', 'moon'],
  ['sky', 'rainbow'],
  ['beach', 'giant-cake'],
  ['garden', 'magic-plant'],
  ['space', 'star-in-sky'],
];

describe('illustrator: only props that fit the place', () => {
  it('should have a place text for every background of the illustrator', () => {
    // Act
    const settings = Object.entries(PLACES).map(([id, text]) => [id, pictureSubject(requestIn(text)).setting]);

    // Assert
    expect(settings.filter(([id, setting]) => id !== setting)).toEqual([]);
  });

  it.each(Object.keys(PLACES))('should draw in %s every prop that fits it and none that does not', (setting) => {
    // Arrange: the props three by three, as a scene holds them
    const triples = Array.from({ length: Math.ceil(SCENE_PROPS.length / 3) }, (_, index) => SCENE_PROPS.slice(index * 3, index * 3 + 3));

    // Act
    const shown = triples.flatMap((props) => drawn(PLACES[setting]!, props));

    // Assert
    expect(shown).toEqual(SCENE_PROPS.filter((prop) => propFits(prop, setting as never)));
  });

  it.each(NEVER)('should never draw in %s a %s', (setting, prop) => {
    // Act
    const shown = drawn(PLACES[setting]!, [prop]);

    // Assert
    expect(shown).toEqual([]);
  });

  it.each(FITS)('should draw in %s a %s', (setting, prop) => {
    // Act
    const shown = drawn(PLACES[setting]!, [prop]);

    // Assert
    expect(shown).toEqual([prop]);
  });
});
