import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { checkStory, WORLD_FIT_RULE } from '../../../functions/story-makers/story-checker';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';

/**
 * The evening told after the night and what is only heard or seen by day in a paragraph at night (brief C of
 * session 41, the editor's read 40), each on a sentence of our own that breaks it and on one that fits; and
 * the place's own actions that fit (a drink of water on land, planks on a beach, the companion at the child's
 * door), which world.ts's rows must leave alone.
 */

interface ActionCase {
  setting: string;
  content: string;
  /** The illustrator's light for the first paragraph. */
  light?: 'day' | 'night';
}

function findings({ setting, content, light }: ActionCase): string[] {
  const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, choices: { ...SAMPLE_STORY_REQUEST.choices, setting, mainCharacter: 'un lapin très curieux', scenario: 'aider un petit animal perdu à retrouver sa famille' } };
  const story: WrittenStory = {
    title: 'Une histoire',
    content,
    moral: 'Un ami, c’est précieux.',
    scenes: light ? [{ moment: 'opening', paragraph: 0, light, pose: 'standing', props: [], caption: 'Léa et le lapin se promènent.' }] : undefined,
  };
  return checkStory(story, request)
    .filter((finding) => finding.rule === WORLD_FIT_RULE)
    .map((finding) => finding.detail);
}

const WRONG: [string, ActionCase][] = [
  ['dusk after night has fallen', { setting: 'la forêt enchantée', content: 'Il faisait nuit noire sur la forêt.\n\nÀ la tombée du soir, Léa rentra.' }],
  ['the day going down after midnight', { setting: 'la forêt enchantée', content: 'À minuit, un bruit les réveilla. Le jour commençait à baisser : il était temps de rentrer.' }],
  ['birdsong in a paragraph said at night', { setting: 'la forêt enchantée', content: 'Au clair de lune, tout était calme. On n’entendait que le chant des oiseaux.' }],
  ['birdsong in a paragraph drawn at night', { setting: 'la forêt enchantée', content: 'Tout était calme, les oiseaux chantaient doucement.', light: 'night' }],
  ['shade under palm trees at night', { setting: 'le désert aux mille étoiles', content: 'La nuit était tombée. Toutes deux se blottirent à l’ombre des palmiers.' }],
];

const RIGHT: [string, ActionCase][] = [
  ['drinking water on land', { setting: 'la forêt enchantée', content: 'Le lapin but un peu d’eau à la source.' }],
  ['planks on a beach', { setting: 'à la plage', content: 'Léa cloua une planche sur le radeau.' }],
  ['the companion knocking at the child’s home door', { setting: 'le désert aux mille étoiles', content: 'Un beau jour, un lapin frappa à la porte de Léa.' }],
  ['a door in a library', { setting: 'une bibliothèque magique', content: 'La balle attendait devant la porte.' }],
  ['walking west in a forest by day', { setting: 'la forêt enchantée', content: 'Ils firent douze pas vers le couchant.' }],
  ['dusk on the next day after a night', { setting: 'la forêt enchantée', content: 'Il faisait nuit noire. Le lendemain, à la tombée du soir, Léa rentra.' }],
  ['dusk with no night before it', { setting: 'la forêt enchantée', content: 'À la tombée du soir, Léa rentra.' }],
  ['birdsong in a paragraph drawn by day', { setting: 'la forêt enchantée', content: 'Tout était calme, les oiseaux chantaient doucement.', light: 'day' }],
  ['birdsong in a later paragraph after a night one', { setting: 'la forêt enchantée', content: 'Il faisait nuit noire.\n\nLe matin, on entendait le chant des oiseaux.' }],
];

describe('story checker: world-fit, actions and timeline', () => {
  it.each(WRONG)('should flag %s', (_label, actionCase) => {
    // Act
    const found = findings(actionCase);

    // Assert
    expect(found).toHaveLength(1);
  });

  it.each(RIGHT)('should not flag %s', (_label, actionCase) => {
    // Act
    const found = findings(actionCase);

    // Assert
    expect(found).toEqual([]);
  });
});
