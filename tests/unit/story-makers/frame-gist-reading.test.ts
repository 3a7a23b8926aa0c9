import { describe, expect, it } from 'vitest';
import { readStoryFrame } from '#story-makers/frame/index';
import type { FrameTexts } from '#core/story-frame';

/**
 * Issue 25, stop 44: the gist of a scenario typed the way a new hand types it (frame/goal-kinds.ts with the
 * rows of frame/gist-phrases.ts). SMS forms, set phrases and one-letter typos are written out before reading; a
 * problem told instead of a goal is read as its kind; in a run-on text the clause with a kind cue and a key is
 * the goal and the other clauses are context, dropped and never in the frame. A text declines when no clause
 * gives a kind and a key, when a dropped clause reports the child's words or negates the goal, or when it holds
 * a word of harm. Sentences of this file's own, none from a list.
 */

const base: FrameTexts = { mainCharacter: 'un hérisson', setting: 'la forêt', scenario: '', emotions: ['la joie'], values: ['le courage'] };

const goalOf = (scenario: string) => {
  const reading = readStoryFrame({ ...base, scenario });
  return reading.ok ? reading.frame.goal : null;
};
const keyOf = (scenario: string): string | null => {
  const goal = goalOf(scenario);
  return goal ? `${goal.action}/${goal.skill ?? goal.object?.noun.id ?? ''}` : null;
};

describe('frame: the gist of a scenario typed by a new hand', () => {
  it.each([
    ['dès qu’un chien aboie dans la rue elle pleure et court vers moi', 'overcome-fear/les-chiens'],
    ['Quand une abeille approche il hurle et part en courant', 'overcome-fear/les-abeilles'],
    ['il pique des crises dès qu’on éteint la télé', 'learn/calmer-sa-colere'],
    ['le soir il se roule par terre quand on éteint la télé', 'learn/calmer-sa-colere'],
    ['sa perruche s’est envolée par la fenêtre de la cuisine', 'find/perruche'],
    ['on retrouve plus son bracelet depuis la fête', 'find/bracelet'],
    ['elle a perdu le bracelet que sa tante lui a tressé pour Noël', 'find/bracelet'],
    ['on va vivre chez mamie quelques mois', 'learn/demenager'],
    ['elle a la trouille des orages', 'overcome-fear/les-orages'],
    ['il a peur quand il y a de l’orage', 'overcome-fear/l-orage'],
    ['il pleure au bain parce qu’il a peur d’avoir de l’eau dans les yeux', 'overcome-fear/l-eau'],
    ['on voudrait qu’il apprenne à baisser le volume gentiment', 'learn/parler-doucement'],
    ['partir sur la Lune en fusée pour voir les étoiles filantes', 'travel/lune'],
  ])('should read the problem « %s » as its goal %s', (scenario, expected) => {
    // Act
    const key = keyOf(scenario);

    // Assert
    expect(key).toBe(expected);
  });

  it.each([
    ['tt le monde sait nager sauf lui, il voudrait apprendre a nager cet été', 'learn/nager'],
    ['jade veut apprendre a faire du vélo sans les petites roues, du coup on s’entraîne chq dimanche', 'learn/faire-du-velo'],
    ['Tata lui a offert une trottinette bleue pour ses 6 ans et Malo voudrait apprendre à faire du vélo, il tombe souvent', 'learn/faire-du-velo'],
  ])('should read the goal clause of the run-on text « %s » (%s), the others dropped', (scenario, expected) => {
    // Act
    const key = keyOf(scenario);

    // Assert
    expect(key).toBe(expected);
  });

  it('should keep none of a run-on text’s dropped clauses in the frame', () => {
    // Arrange
    const scenario = 'Tata lui a offert une trottinette bleue pour ses 6 ans et Malo voudrait apprendre à faire du vélo, il tombe souvent';

    // Act
    const goal = goalOf(scenario);

    // Assert
    expect(goal).not.toBeNull();
    expect(JSON.stringify(goal)).not.toMatch(/tata|trottinette|bleue|malo|tombe|souvent/iu);
  });

  it('should keep a place’s kind and drop its « qui » clause, never its « où » clause nor a clause of harm', () => {
    // Act
    const purring = readStoryFrame({ ...base, setting: 'un volcan qui ronronne', scenario: 'apprendre à nager' });
    const where = readStoryFrame({ ...base, setting: 'un volcan où on chante des chansons bizarres', scenario: 'apprendre à nager' });
    const harm = readStoryFrame({ ...base, setting: 'un parc qui tue', scenario: 'apprendre à nager' });

    // Assert
    expect(purring.ok && purring.frame.place.kind.id).toBe('volcan');
    expect(JSON.stringify(purring.ok && purring.frame)).not.toMatch(/ronronne/u);
    expect(where.ok).toBe(false);
    expect(harm.ok).toBe(false);
  });

  it('should read an intensifier said twice as said once (« très très lent »)', () => {
    // Act
    const reading = readStoryFrame({ ...base, mainCharacter: 'Gaston, un escargot très très lent', scenario: 'apprendre à nager' });

    // Assert
    expect(reading.ok && reading.frame.character.kind.id).toBe('escargot');
    expect(reading.ok && reading.frame.character.name).toBe('Gaston');
  });

  it.each([
    ['elle ose jamais lever le doigt en classe', 'overcome-fear/lever-le-doigt'],
    ['elle a peur de tous les gens déguisés', 'overcome-fear/les-gens-deguises'],
    ['il a peur de la grande roue', 'overcome-fear/la-grande-roue'],
  ])('should read « %s » with the vocabulary’s new keys as %s', (scenario, expected) => {
    // Act
    const key = keyOf(scenario);

    // Assert
    expect(key).toBe(expected);
  });

  it('should read a one-letter typo in a long word as the vocabulary’s word, and no short word', () => {
    // Act
    const long = keyOf('il voudrait apprendre à grimpper à la corde');
    const short = keyOf('il voudrait apprendre à nagr');

    // Assert
    expect(long).toBe('learn/grimper-a-la-corde');
    expect(short).toBeNull();
  });

  it.each([
    ['il voudrait apprendre à nager, mais il dit qu’il déteste l’eau'],
    ['elle voudrait apprendre à nager, enfin elle dit que non'],
    ['dès qu’un chien approche il crie, mais il a pas peur des chiens'],
    ['il voudrait apprendre à faire du vélo cet été avec ses cousins, mais il a pas du tout envie de faire du vélo'],
    ['sa copine part vivre à Lyon'],
    ['il pleure souvent le soir dans son lit'],
  ])('should decline « %s »: a dropped clause reports the child’s words or negates the goal, or no clause gives a kind and a key', (scenario) => {
    // Act
    const reading = readStoryFrame({ ...base, scenario });

    // Assert
    expect(reading.ok).toBe(false);
    expect(reading.ok ? [] : reading.declines.map((decline) => decline.message)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
  });

  it.each([
    ['il a perdu son doudou, du coup il frappe son frère'],
    ['dès qu’un chien approche il crie, il voudrait le tuer'],
    ['elle veut apprendre à nager, tout à coup elle boit de l’alcool'],
    ['il a peur des orages et il reçoit d’insultes à l’école'],
  ])('should read nothing from « %s »: a word of harm, after a set phrase or an elision, keeps the whole text out of a frame', (scenario) => {
    // Act
    const reading = readStoryFrame({ ...base, scenario });

    // Assert
    expect(reading.ok).toBe(false);
  });
});
