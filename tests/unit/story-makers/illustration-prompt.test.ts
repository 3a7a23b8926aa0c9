import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../functions/core/story-makers-port';
import { SCENE_PROPS, type StoryScene } from '../../../functions/core/story-scenes';
import { buildIllustrationPrompt, captionWithoutName, childDescription, PROP_WORDS, REFERENCE_INSTRUCTION } from '../../../functions/story-makers/openai/illustration-prompt';

const REQUEST: StoryRequest = {
  seed: 'prompt-1',
  child: {
    name: 'Léa',
    age: 6,
    gender: 'girl',
    personality: ['Curieux'],
    interests: ['Espace'],
    favoriteColor: '#8E24AA',
    favoriteHobby: 'la danse',
    readingLevel: 'beginner',
    skinColor: 'Métisse moyenne',
    hairColor: 'Châtain',
    hairType: 'Bouclés',
    hairLength: 'Mi-longs',
    eyeColor: 'Noisette',
    height: 'Petit(e)',
    style: 'Aventurier',
  },
  choices: {
    mainCharacter: 'une licorne qui a perdu sa corne',
    setting: 'un château dans les nuages',
    scenario: "retrouver l'étoile tombée du ciel",
    emotions: ['la joie'],
    values: ["l'amitié"],
  },
};

const SCENES: StoryScene[] = [
  { moment: 'opening', paragraph: 0, light: 'morning', pose: 'standing', props: ['fallen-star'], companionTrait: 'before', caption: 'Léa et la licorne découvrent une étoile tombée.' },
  { moment: 'problem', paragraph: 3, light: 'dusk', pose: 'worried', props: ['storm-clouds', 'fallen-star'], companionTrait: 'before', caption: "L'orage gronde et l'étoile pâlit." },
  { moment: 'resolution', paragraph: 6, light: 'night', pose: 'celebrating', props: ['star-in-sky', 'rainbow'], companionTrait: 'after', caption: 'LÉA rit : l’étoile brille de nouveau.' },
];

const heroLine = (prompt: string) => prompt.split('\n').find((line) => line.startsWith('The hero in the foreground:'));

describe('OpenAI illustration prompt: the scenes', () => {
  it('should describe the moment, its caption, light, pose and objects in words', () => {
    // Arrange
    const [, problem] = SCENES;

    // Act
    const prompt = buildIllustrationPrompt(REQUEST, problem);

    // Assert
    for (const expected of ['the problem of the story', "L'orage gronde et l'étoile pâlit.", 'dusk, warm orange and pink sunset light', 'a little worried', 'grey storm clouds', 'a small glowing star fallen on the ground', 'still visible']) {
      expect(prompt).toContain(expected);
    }
  });

  it('should keep the child described word for word the same in the three pictures and without a scene', () => {
    // Arrange
    const prompts = [buildIllustrationPrompt(REQUEST), ...SCENES.map((scene) => buildIllustrationPrompt(REQUEST, scene))];

    // Act
    const heroes = prompts.map(heroLine);

    // Assert
    expect(heroes[0]).toContain('6-year-old girl');
    expect(new Set(heroes).size).toBe(1);
  });

  it("should leave the child's name and the parent's other texts out of the prompt", () => {
    // Arrange
    const prompts = SCENES.map((scene) => buildIllustrationPrompt(REQUEST, scene));

    // Act
    const joined = prompts.join('\n');

    // Assert
    expect(joined).not.toMatch(/léa/i);
    expect(joined).toContain("l'enfant et la licorne découvrent");
    expect(joined).not.toContain(REQUEST.child.favoriteHobby);
    expect(joined).not.toContain(REQUEST.choices.emotions[0]);
  });

  it('should replace the name only as a whole word', () => {
    // Arrange
    const caption = 'Léane regarde Léa.';

    // Act
    const cleaned = captionWithoutName(caption, 'Léa');

    // Assert
    expect(cleaned).toBe("Léane regarde l'enfant.");
  });

  it('should say the trait is solved at the resolution and have words for every object', () => {
    // Arrange
    const resolution = SCENES[2];

    // Act
    const prompt = buildIllustrationPrompt(REQUEST, resolution);

    // Assert
    expect(prompt).toContain('now solved');
    expect(prompt).toContain('celebrating');
    expect(Object.keys(PROP_WORDS).sort()).toEqual([...SCENE_PROPS].sort());
  });

  it('should keep the prompt without a scene as it was', () => {
    // Arrange
    const request = REQUEST;

    // Act
    const prompt = buildIllustrationPrompt(request);

    // Assert
    expect(prompt).not.toContain('This picture shows');
    expect(prompt.split('\n')).toHaveLength(7);
  });

  it("should describe the frame's character kind and place kind, not the parent's words, when the request has a frame", () => {
    // Arrange
    const request: StoryRequest = {
      ...REQUEST,
      choices: { ...REQUEST.choices, mainCharacter: 'Pistache, le chien de tonton Marc', setting: 'chez tonton Marc' },
      frame: {
        character: { kind: { id: 'chien', singular: 'chien', plural: 'chiens', gender: 'm', family: 'pet', hands: false, motion: 'walks' }, name: 'Pistache', count: 1, qualities: ['petit'], owner: 'family' },
        place: { kind: { id: 'phare', singular: 'phare', plural: 'phares', gender: 'm', family: 'beach', indoors: false, medium: 'land', preposition: 'dans' }, features: ['enchante'], owner: null },
        goal: { presetId: null, action: 'find', skill: null, object: { noun: { id: 'doudou', singular: 'doudou', plural: 'doudous', gender: 'm' }, qualities: ['perdu'], owner: 'child' }, without: null, before: null, beneficiary: null },
        emotions: ['joie'],
        values: ['amitie'],
      },
    };

    // Act
    const prompt = buildIllustrationPrompt(request, SCENES[0]);

    // Assert
    expect(prompt).toContain('The setting, described in French: "phare, enchante".');
    expect(prompt).toContain('the story\'s main character, described in French: "chien, petit"');
    expect(prompt).toContain('"trouver doudou"');
    expect(prompt).not.toMatch(/tonton|Marc|Pistache/);
  });

  it('should add only the instruction to keep the reference picture\'s child and companion when a reference is sent', () => {
    // Arrange
    const [, problem] = SCENES;

    // Act
    const without = buildIllustrationPrompt(REQUEST, problem).split('\n');
    const withReference = buildIllustrationPrompt(REQUEST, problem, { withReference: true }).split('\n');

    // Assert
    expect(withReference[1]).toBe(REFERENCE_INSTRUCTION);
    expect(withReference.filter((line) => line !== REFERENCE_INSTRUCTION)).toEqual(without);
    expect(REFERENCE_INSTRUCTION).toMatch(/same child \(the same face, hair, skin, eyes, body and clothes\) and the same main character/);
  });

  it("should describe a child of 4 and a child of 10 with different body proportions, the rest of the description alike", () => {
    // Arrange
    const atAge = (age: number): StoryRequest => ({ ...REQUEST, child: { ...REQUEST.child, age } });

    // Act
    const [four, ten] = [childDescription(atAge(4)), childDescription(atAge(10))];

    // Assert
    expect(four).toContain("a preschooler's proportions");
    expect(ten).toContain("an older child's proportions");
    expect(four.replace(/, with a.*$/, '').replace('4-year-old', '')).toBe(ten.replace(/, with a.*$/, '').replace('10-year-old', ''));
  });
});
