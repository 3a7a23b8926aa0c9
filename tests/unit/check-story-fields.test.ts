import { describe, expect, it } from 'vitest';
import { checkStoryFields, refusalSuggestions } from '#core/stories/check-story-fields';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { checkStoryFieldsResponseSchema, FRAME_FIELDS, keptTextSchema, MAIN_CHARACTER_SUGGESTIONS, VALUE_SUGGESTIONS } from '#shared/stories';
import { declineMessage, declineSuggestions, FakeFrameReader, keptBy } from './support/fake-frame-reader';
import { FakeModerator, refusalMessage } from './support/fake-story-makers';

function ports() {
  const moderator = new FakeModerator('interdit');
  const frames = new FakeFrameReader('charabia');
  return { moderator, frames };
}

describe('checkStoryFields: what a wizard step may say before any credit', () => {
  it('should answer no declines when every field given is allowed and understood', async () => {
    // Arrange
    const world = ports();

    // Act
    const answer = await checkStoryFields(world, { setting: 'la forêt', scenario: 'retrouver une étoile' });

    // Assert
    expect(answer).toEqual({ declines: [] });
    expect(world.frames.fieldReads).toEqual([
      { field: 'setting', text: 'la forêt' },
      { field: 'scenario', text: 'retrouver une étoile' },
    ]);
  });

  it("should decline a text the reader does not understand with the reader's message and suggestions, naming its field", async () => {
    // Arrange
    const world = ports();

    // Act
    const answer = await checkStoryFields(world, { mainCharacter: 'un charabia volant' });

    // Assert
    expect(answer.declines).toEqual([
      { field: 'mainCharacter', message: declineMessage('mainCharacter', 'un charabia volant'), notUnderstood: ['charabia'], suggestions: declineSuggestions('mainCharacter') },
    ]);
    expect(checkStoryFieldsResponseSchema.parse(answer)).toEqual(answer);
  });

  it("should decline a text the Moderator refuses with the Moderator's French message and the wizard's own suggestions, and never read it", async () => {
    // Arrange
    const world = ports();

    // Act
    const answer = await checkStoryFields(world, { mainCharacter: 'un ogre interdit', setting: 'la forêt' });

    // Assert
    expect(answer.declines).toHaveLength(1);
    const [decline] = answer.declines;
    expect(decline).toMatchObject({ field: 'mainCharacter', message: refusalMessage('mainCharacter'), notUnderstood: [] });
    expect(decline!.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(decline!.suggestions.length).toBeLessThanOrEqual(3);
    expect(decline!.suggestions.every((suggestion) => (MAIN_CHARACTER_SUGGESTIONS as readonly string[]).includes(suggestion))).toBe(true);
    expect(world.frames.fieldReads).toEqual([{ field: 'setting', text: 'la forêt' }]);
  });

  it('should say each declined field on its own, so a step with two fields marks the right one', async () => {
    // Arrange
    const world = ports();

    // Act
    const answer = await checkStoryFields(world, { setting: 'un lieu interdit', scenario: 'faire du charabia' });

    // Assert
    expect(answer.declines.map((decline) => decline.field)).toEqual(['setting', 'scenario']);
    expect(answer.declines[0]!.message).toBe(refusalMessage('setting'));
    expect(answer.declines[1]!.message).toBe(declineMessage('scenario', 'faire du charabia'));
  });

  it('should check each emotion and value alone and say which entry of the list was declined', async () => {
    // Arrange
    const world = ports();

    // Act
    const answer = await checkStoryFields(world, { emotions: ['la joie', 'le charabia'], values: ["l'amitié", 'la valeur interdite'] });

    // Assert
    expect(answer.declines).toEqual([
      expect.objectContaining({ field: 'emotions', index: 1, message: declineMessage('emotions', 'le charabia') }),
      expect.objectContaining({ field: 'values', index: 1, message: refusalMessage('values[1]'), notUnderstood: [] }),
    ]);
    expect((VALUE_SUGGESTIONS as readonly string[]).includes(answer.declines[1]!.suggestions[0]!)).toBe(true);
    expect(world.moderator.seen).toContainEqual([
      { field: 'values[0]', text: "l'amitié" },
      { field: 'values[1]', text: 'la valeur interdite' },
    ]);
  });

  it('should not answer when the Moderator cannot be reached: the wizard lets the parent go on, creation checks again', async () => {
    // Arrange
    const world = { moderator: new FakeModerator(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), frames: new FakeFrameReader() };

    // Act
    const attempt = checkStoryFields(world, { mainCharacter: 'un robot' });

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('checkStoryFields: what the story will keep of a text read in part', () => {
  /** The fake reads « … qui … » in part, as the real reader drops a being's clause it cannot read. */
  function readingInPart() {
    return { moderator: new FakeModerator('interdit'), frames: new FakeFrameReader('charabia', ' qui ') };
  }

  it('should answer what the story keeps of a field whose clause the reader dropped, field by field', async () => {
    // Arrange
    const world = readingInPart();

    // Act
    const answer = await checkStoryFields(world, { mainCharacter: 'un suricate qui guette tout', setting: 'la forêt', scenario: 'aider une amie qui déménage' });

    // Assert
    expect(answer).toEqual({
      declines: [],
      kept: [
        { field: 'mainCharacter', text: keptBy('un suricate qui guette tout', ' qui ') },
        { field: 'scenario', text: keptBy('aider une amie qui déménage', ' qui ') },
      ],
    });
    expect(checkStoryFieldsResponseSchema.parse(answer)).toEqual(answer);
  });

  it('should answer nothing new for texts read whole', async () => {
    // Arrange
    const world = readingInPart();

    // Act
    const answer = await checkStoryFields(world, { mainCharacter: 'un suricate', emotions: ['la joie'], values: ["l'amitié"] });

    // Assert
    expect(answer).toEqual({ declines: [] });
  });

  it('should keep nothing of a declined field, whether the reader or the Moderator declined it', async () => {
    // Arrange
    const world = readingInPart();

    // Act
    const answer = await checkStoryFields(world, { mainCharacter: 'un charabia qui guette', setting: 'un lieu interdit qui brille', scenario: 'sauver un chat qui miaule' });

    // Assert
    expect(answer.declines.map((decline) => decline.field)).toEqual(['mainCharacter', 'setting']);
    expect(answer.kept).toEqual([{ field: 'scenario', text: keptBy('sauver un chat qui miaule', ' qui ') }]);
  });
});

describe('checkStoryFieldsResponseSchema: the kept texts', () => {
  it('should accept an answer without kept texts, as before', () => {
    // Act
    const parsed = checkStoryFieldsResponseSchema.safeParse({ declines: [] });

    // Assert
    expect(parsed.success).toBe(true);
  });

  it('should refuse an empty kept list, an empty kept text and a kept emotion or value', () => {
    // Act
    const answers = [
      { declines: [], kept: [] },
      { declines: [], kept: [{ field: 'mainCharacter', text: '' }] },
      { declines: [], kept: [{ field: 'emotions', text: 'la joie' }] },
    ].map((answer) => checkStoryFieldsResponseSchema.safeParse(answer).success);

    // Assert
    expect(answers).toEqual([false, false, false]);
    expect(keptTextSchema.parse({ field: 'scenario', text: 'apprendre à lire l’heure' })).toEqual({ field: 'scenario', text: 'apprendre à lire l’heure' });
  });
});

describe('refusalSuggestions', () => {
  it.each(FRAME_FIELDS)("should offer three distinct texts of the %s field's own list", (field) => {
    // Act
    const suggestions = refusalSuggestions(field, 'un texte refusé');

    // Assert
    expect(new Set(suggestions).size).toBe(3);
  });

  it("should offer the preset scenarios' goals for a refused scenario", () => {
    // Act
    const suggestions = refusalSuggestions('scenario', 'un scénario refusé');

    // Assert
    const goals = SEEDED_SCENARIOS.map((scenario) => scenario.description);
    expect(suggestions.every((suggestion) => goals.includes(suggestion))).toBe(true);
  });
});
