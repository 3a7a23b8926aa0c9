import { describe, expect, it } from 'vitest';
import type { StoryFrame } from '../../../functions/core/story-frame';
import { readStoryFrame } from '../../../functions/story-makers/frame/index';
import { goalPhrases, renderCharacter, renderGoal, renderPlace, type RenderChild } from '../../../functions/story-makers/frame/render';
import { fold } from '../../../functions/story-makers/frame/text';
import {
  ADJECTIVES,
  BENEFICIARIES,
  FEARS,
  KINDS,
  OCCASIONS,
  PLACE_PHRASES,
  PLACES,
  RELATIVES_TABLE,
  SKILLS,
  THINGS,
  TITLES,
  skillPast,
} from '../../../functions/story-makers/frame/vocabulary';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS } from '../../../shared/stories';

/** The frame told in French: only the vocabulary's forms and a checked name, in the writer's shapes. */

const LEA: RenderChild = { name: 'Léa', gender: 'girl' };
const TOM: RenderChild = { name: 'Tom', gender: 'boy' };

function frameOf(texts: { mainCharacter?: string; setting?: string; scenario?: string }): StoryFrame {
  const reading = readStoryFrame({ mainCharacter: 'un dragon', setting: 'la forêt', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"], ...texts });
  if (!reading.ok) throw new Error(`declined: ${JSON.stringify(reading.declines)}`);
  return reading.frame;
}

/** The words a rendering may use: the vocabulary's forms and the few words of the renderer's own grammar. */
const RENDER_WORDS = `un une des le la l les du de d au aux à ce cet cette ces son sa ses qui et était étaient avait avaient très tout toute tous toutes
chez là-bas dans sur sous en près au bord fond sans avant pour aller allé allée était apprendre retrouver trouver aider fabriquer construire préparer réparer
fêter organiser gagner faire pousser découvrir explorer apporter ne plus avoir peur oser se des amis devenir ami amie avec appris retrouvé trouvé aidé construit
fabriqué préparé réparé fêté organisé gagné fait découvert exploré apporté osé devenu devenue n s fait deux trois quatre cinq six sept huit neuf dix famille grandir loin
résoudre résolu`;

const VOCABULARY = new Set(
  [
    RENDER_WORDS,
    ...KINDS.flatMap((kind) => [kind.singular, kind.plural]),
    ...ADJECTIVES.flatMap((adjective) => adjective.forms),
    ...RELATIVES_TABLE.flatMap((relative) => relative.past),
    ...PLACES.flatMap((place) => [place.singular, place.plural]),
    ...THINGS.flatMap((thing) => [thing.singular, thing.plural]),
    ...Object.values(OCCASIONS).map((occasion) => occasion.said),
    ...Object.values(BENEFICIARIES).map((beneficiary) => beneficiary.said),
    ...Object.values(FEARS),
    ...Object.values(PLACE_PHRASES),
    ...Object.values(TITLES),
    ...SKILLS.flatMap((skill) => [skill.infinitive, skillPast(skill, false), skillPast(skill, true)]),
  ]
    .join(' ')
    .split(/[\s']+/)
    .map((word) => fold(word.replace(/[{}]|\/\S*/g, '')).replace(/\{e\}/g, ''))
    .concat(['e', 'seule', 'seul']),
);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  // The shape's tags ("gender": "m", "form": "goal") are not told.
  return Object.entries(value)
    .filter(([key]) => key !== 'gender' && key !== 'form')
    .flatMap(([, inner]) => strings(inner));
}

function foreignWords(text: string, names: readonly string[]): string[] {
  return text
    .split(/[\s',]+/)
    .filter(Boolean)
    .filter((word) => !VOCABULARY.has(fold(word)) && !names.includes(word));
}

describe('frame render: the writer’s shapes', () => {
  it('should tell a character with its trait in the narration’s past', () => {
    // Act
    const dragon = renderCharacter(frameOf({ mainCharacter: 'un petit dragon qui a peur du noir' }).character, LEA);

    // Assert
    expect(dragon).toMatchObject({
      full: 'un petit dragon qui avait peur du noir',
      definite: 'le petit dragon qui avait peur du noir',
      short: 'le petit dragon',
      indefinite: 'un petit dragon',
      demonstrative: 'ce petit dragon',
      possessive: 'son petit dragon',
      gender: 'm',
      plural: false,
      proper: false,
      trait: { predicate: 'avait peur du noir', relative: 'qui avait peur du noir' },
    });
  });

  it('should tell a named character by its name, with its kind and owner at first mention', () => {
    // Act
    const dog = renderCharacter(frameOf({ mainCharacter: 'Pistache, le chien de la famille' }).character, LEA);
    const granny = renderCharacter(frameOf({ mainCharacter: 'Mamie Jo' }).character, TOM);

    // Assert
    expect(dog).toMatchObject({ full: 'Pistache, le chien de la famille', short: 'Pistache', named: 'Pistache', proper: true, gender: 'm', head: 'chien' });
    expect(granny).toMatchObject({ full: 'Mamie Jo', short: 'Mamie Jo', gender: 'f' });
  });

  it('should tell the number the parent typed, even two, and only a plural when none was typed', () => {
    // Arrange
    const texts = ['deux lapins', 'des lapins', 'trois petits chats', 'des fourmis'];

    // Act
    const told = texts.map((mainCharacter) => renderCharacter(frameOf({ mainCharacter }).character, LEA).full);

    // Assert
    expect(told).toEqual(['deux lapins', 'des lapins', 'trois petits chats', 'des fourmis']);
  });

  it('should agree a trait with a feminine kind', () => {
    // Act
    const fairy = renderCharacter(frameOf({ mainCharacter: 'une toute petite fée très curieuse' }).character, TOM);

    // Assert
    expect(fairy.full).toBe('une toute petite fée très curieuse');
    expect(fairy.trait?.predicate).toBe('était très curieuse');
  });

  it('should say where a place is with its preposition', () => {
    // Act
    const locs = ['la forêt enchantée', 'le fond de la mer', 'chez mamie', 'Mars', 'la ferme de grand-mère', 'ma chambre', 'le marché'].map(
      (setting) => renderPlace(frameOf({ setting }).place).loc,
    );

    // Assert
    expect(locs).toEqual(['dans la forêt enchantée', 'au fond de la mer', 'chez Mamie', 'sur Mars', 'à la ferme de Grand-mère', 'dans sa chambre', 'au marché']);
  });

  it('should tell a goal as an infinitive, its achievement and its constraints', () => {
    // Act
    const goal = frameOf({ scenario: 'apprendre à nager sans brassards avant les vacances' }).goal;
    const woven = renderGoal(goal, LEA);
    const phrases = goalPhrases(goal, LEA);

    // Assert
    expect(woven).toMatchObject({ form: 'goal', verb: 'apprendre', object: null, infinitive: 'apprendre à nager sans brassards avant les vacances' });
    expect(phrases).toMatchObject({ achieved: 'nageait sans brassards', without: 'sans brassards', occasion: 'avant les vacances', skill: 'nager' });
  });

  it('should give a goal its verb, its object and what follows', () => {
    // Act
    const woven = renderGoal(frameOf({ scenario: 'aider un oiseau blessé à voler avant la nuit' }).goal, TOM);

    // Assert
    expect(woven).toMatchObject({ form: 'goal', verb: 'aider', rest: 'à voler avant la nuit', infinitive: 'aider un oiseau blessé à voler avant la nuit' });
    expect(woven.form === 'goal' ? woven.object?.full : null).toBe('un oiseau blessé');
  });

  it('should not repeat a lost thing’s state in the goal to find it', () => {
    // Act
    const woven = renderGoal(frameOf({ scenario: 'le doudou perdu de Maël' }).goal, TOM);

    // Assert
    expect(woven).toMatchObject({ form: 'goal', verb: 'retrouver', infinitive: 'retrouver son doudou', full: 'retrouver son doudou perdu' });
  });

  it('should say a typed owner’s name as the child’s, never as a stranger’s name (editor’s read 37)', () => {
    // Act
    const woven = renderGoal(frameOf({ scenario: 'le doudou de Jules a disparu' }).goal, TOM);

    // Assert
    expect(woven.form === 'goal' ? woven.infinitive : null).toBe('retrouver son doudou');
  });


  it('should agree a goal with the child', () => {
    // Act
    const sleep = goalPhrases(frameOf({ scenario: 'apprendre à dormir seul' }).goal, LEA);
    const friend = goalPhrases(frameOf({ scenario: 'devenir ami avec un hérisson' }).goal, LEA);

    // Assert
    expect(sleep.infinitive).toBe('apprendre à dormir seule');
    expect(sleep.achieved).toBe('dormait seule');
    expect(friend.infinitive).toBe('devenir amie avec un hérisson');
  });
});

describe('frame render: only the vocabulary', () => {
  it('should render the suggestions and presets with no word outside the vocabulary and the names', () => {
    // Arrange
    const frames = [
      ...MAIN_CHARACTER_SUGGESTIONS.map((mainCharacter) => frameOf({ mainCharacter })),
      ...SETTING_SUGGESTIONS.map((setting) => frameOf({ setting })),
      ...SEEDED_SCENARIOS.map((preset) => frameOf({ scenario: preset.description })),
      frameOf({ mainCharacter: 'Pistache, le chien de la famille', setting: 'chez mamie', scenario: 'le doudou perdu de Maël' }),
      frameOf({ mainCharacter: 'un poney nommé Caramel', setting: 'LA LUNE', scenario: 'apprendre à nager sans brassards avant les vacances' }),
      frameOf({ mainCharacter: 'Mamie Jo', setting: 'une grotte au bord de la mer', scenario: 'organiser une fête surprise pour papi' }),
    ];

    // Act
    const rendered = frames.flatMap((frame) =>
      [LEA, TOM].flatMap((child) => [
        ...strings(renderCharacter(frame.character, child)),
        ...strings(renderPlace(frame.place, child)),
        ...strings(renderGoal(frame.goal, child)),
        ...strings(goalPhrases(frame.goal, child)),
      ]),
    );

    // Assert
    const names = ['Pistache', 'Caramel', 'Jo', 'Maël', 'Léa', 'Tom'];
    expect(rendered.length).toBeGreaterThan(500);
    expect(rendered.flatMap((text) => foreignWords(text, names))).toEqual([]);
  });
});

describe('frame render: events typed as a noun phrase', () => {
  it('should tell an event scenario with the verb it implies', () => {
    // Arrange
    const texts = ['Une course de vélos', 'Un pique-nique au bord du lac', 'Un voyage sur la Lune'];

    // Act
    const cores = texts.map((scenario) => goalPhrases(frameOf({ scenario }).goal, LEA).core);

    // Assert
    expect(cores[0]).toMatch(/^gagner (une|la) course/);
    expect(cores[1]).toBe('organiser un pique-nique au bord du lac');
    expect(cores[2]).toMatch(/^aller .*Lune$/);
  });
});

describe('frame render: riddles', () => {
  it('should tell a riddle as solved, and the starry-night preset as discovered', () => {
    // Act
    const mystery = goalPhrases(frameOf({ scenario: 'Résoudre un mystère' }).goal, LEA);
    const night = goalPhrases(frameOf({ scenario: 'découvrir le secret de la nuit' }).goal, LEA);

    // Assert
    expect([mystery.core, mystery.achieved]).toEqual(['résoudre un mystère', 'avait résolu le mystère']);
    expect(night.verb).toBe('découvrir');
  });
});
