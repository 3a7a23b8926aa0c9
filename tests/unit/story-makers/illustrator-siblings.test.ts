import { describe, expect, it } from 'vitest';
import type { StoryChild, StoryRequest } from '../../../functions/core/story-makers-port';
import { SCENE_MOMENTS, type StoryScene } from '../../../functions/core/story-scenes';
import { buildSceneSvg, renderScene } from '../../../functions/story-makers/illustrator/embedded-illustrator';
import { EYE_COLORS_HEX, SKIN_TONES } from '../../../functions/story-makers/illustrator/palette';

/** Issue 31, item 5: a story for two children draws both, each from their own profile, in every picture. */

const LEA: StoryChild = {
  name: 'Léa',
  age: 8,
  gender: 'girl',
  personality: ['Curieux'],
  interests: ['Espace'],
  favoriteColor: '#1E88E5',
  favoriteHobby: '',
  readingLevel: 'intermediate',
  skinColor: 'Claire',
  hairColor: 'Roux',
  hairType: 'Bouclés',
  hairLength: 'Longs',
  eyeColor: 'Vert',
  height: 'Moyen(ne)',
  style: 'Magique',
};
const TOM: StoryChild = { ...LEA, name: 'Tom', age: 5, gender: 'boy', skinColor: 'Noire', hairColor: 'Noir', hairType: 'Crépus', hairLength: 'Courts', eyeColor: 'Marron', favoriteColor: '#E53935', style: 'Sportif' };

const REQUEST: StoryRequest = {
  seed: 'fratrie-7',
  child: LEA,
  sibling: TOM,
  choices: { mainCharacter: 'un petit dragon', setting: 'la forêt enchantée', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"] },
};

const sceneOf = (moment: StoryScene['moment']): StoryScene => ({ moment, paragraph: 0, light: 'day', pose: 'standing', props: [], caption: 'Le frère, la sœur et le dragon.' });

/** The markup of a group opened with `<g id="…">`, up to its matching close. */
function group(svg: string, id: string): string {
  const start = svg.indexOf(`<g id="${id}">`);
  if (start < 0) return '';
  let depth = 0;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(svg); match; match = tags.exec(svg)) {
    depth += match[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(start, match.index + 4);
  }
  return '';
}

describe('the embedded illustrator with two children (issue 31, item 5)', () => {
  it.each(SCENE_MOMENTS)('should draw both children, each with their own skin and eyes, in the %s picture', (moment) => {
    const svg = buildSceneSvg(REQUEST, sceneOf(moment));

    const first = group(svg, 'child');
    const second = group(svg, 'sibling');
    expect(first).not.toBe('');
    expect(second).not.toBe('');
    expect(first).toContain(SKIN_TONES[LEA.skinColor]);
    expect(first).toContain(EYE_COLORS_HEX[LEA.eyeColor]);
    expect(second).toContain(SKIN_TONES[TOM.skinColor]);
    expect(second).toContain(EYE_COLORS_HEX[TOM.eyeColor]);
    expect(first).not.toContain(SKIN_TONES[TOM.skinColor]);
    expect(second).not.toContain(SKIN_TONES[LEA.skinColor]);
  });

  it('should give the second child gradients and patterns of their own and name both on the ribbon', () => {
    const svg = buildSceneSvg({ ...REQUEST, sibling: { ...TOM, hairColor: 'Arc-en-ciel' } }, sceneOf('opening'));

    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    const references = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reference of references) expect(ids).toContain(reference);
    expect(svg).toContain('>Léa et Tom</text>');
  });

  it('should draw one child only for a story of one child', () => {
    const svg = buildSceneSvg({ ...REQUEST, sibling: undefined }, sceneOf('problem'));

    expect(group(svg, 'sibling')).toBe('');
    expect(group(svg, 'child')).not.toBe('');
    expect(svg).toContain('>Léa</text>');
  });

  it('should render the picture of two children at full size', () => {
    const picture = renderScene(buildSceneSvg(REQUEST, sceneOf('resolution')));

    expect(picture.width).toBe(1024);
    expect(picture.height).toBe(1024);
  });
});
