import { describe, expect, it } from 'vitest';
import { registerSchema } from '#shared/auth';
import { profileInputSchema, PROFILE_MESSAGES } from '#shared/profiles';
import { createStoryRequestSchema, STORY_MESSAGES, type CreateStoryRequest } from '#shared/stories';
import { cleanText, optionalText, requiredText } from '#shared/text-hygiene';
import { LEA } from '../fixtures/profiles';

const ZERO_WIDTH_SPACE = '\u200B';
const BIDI_OVERRIDE = '\u202E';

const STORY: CreateStoryRequest = {
  profileId: '01JC0000000000000000000000',
  mainCharacter: 'un petit dragon',
  setting: 'la forêt enchantée',
  scenario: 'retrouver une étoile',
  emotions: ['la joie'],
  values: ["l'amitié"],
};

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) => result.error?.issues[0]?.message;

describe('cleanText', () => {
  it.each([
    ['zero-width spaces, joiners and marks', `L${ZERO_WIDTH_SPACE}é\u200Ca\u200D\u200E\u200F`, 'Léa'],
    ['a byte order mark, a word joiner and invisible operators', '\uFEFFLéa\u2060\u2061\u2064', 'Léa'],
    ['a soft hyphen and the Mongolian vowel separator', 'Ma\u00ADrie\u180E', 'Marie'],
    ['bidi embeddings, overrides and isolates', `${BIDI_OVERRIDE}Noé\u202C\u202A\u2066\u2067\u2068\u2069\u061C`, 'Noé'],
    ['C0 controls and DEL', 'Lé\u0000a\u0007\u001B\u007F', 'Léa'],
    ['C1 controls', 'Lé\u0080a\u009F', 'Léa'],
    ['a lone high surrogate', 'Léa\uD83D', 'Léa'],
    ['a lone low surrogate', '\uDE00Léa', 'Léa'],
    ['spaces around the text', '  \u00A0Léa\u3000 ', 'Léa'],
  ])('should remove %s', (_case, input, expected) => {
    // Act
    const cleaned = cleanText(input);

    // Assert
    expect(cleaned).toBe(expected);
  });

  it('should compose a decomposed accent into its single NFC character', () => {
    // Arrange: "e" followed by the combining acute accent.
    const decomposed = 'Le\u0301a';

    // Act
    const cleaned = cleanText(decomposed);

    // Assert
    expect(cleaned).toBe('Léa');
    expect(cleaned).toHaveLength(3);
  });

  it('should compose an accent that an invisible character kept apart from its letter', () => {
    // Act & Assert
    expect(cleanText(`Le${ZERO_WIDTH_SPACE}\u0301a`)).toBe('Léa');
  });

  it('should keep emoji, including surrogate pairs and skin tones, and letters of every script', () => {
    // Arrange
    const texts = ['un chat 🐱 astronaute 🚀', 'Zoé 👋🏽', 'Αλέξης', 'Ярослав', 'سارة', '小龙'];

    // Act
    const cleaned = texts.map((text) => cleanText(text));

    // Assert
    expect(cleaned).toEqual(texts);
  });

  it('should turn the controls that separate words into spaces on a single line', () => {
    // Act & Assert
    expect(cleanText('un dragon\tet\r\nune fée\u0085\u2028ensemble')).toBe('un dragon et une fée ensemble');
  });

  it('should keep line breaks, as "\\n" only, in a multi-line text', () => {
    // Act
    const cleaned = cleanText('Bonjour,\r\nma fille\ra\u2028un souci\t!\u0007', { multiline: true });

    // Assert
    expect(cleaned).toBe('Bonjour,\nma fille\na\nun souci !');
  });

  it('should leave nothing of a text made only of invisible characters', () => {
    // Act & Assert
    expect(cleanText(`${ZERO_WIDTH_SPACE}\u200D\uFEFF${BIDI_OVERRIDE}\u00AD \u0000\uD800`)).toBe('');
  });
});

describe('requiredText and optionalText', () => {
  const required = requiredText({ required: 'Le champ est requis', max: { length: 5, message: 'Cinq caractères au plus' } });
  const optional = optionalText({ max: { length: 5, message: 'Cinq caractères au plus' } });

  it('should give the field its own required message when nothing is left after cleaning', () => {
    // Act
    const results = [undefined, null, '', '   ', ZERO_WIDTH_SPACE.repeat(30), `${BIDI_OVERRIDE}\u0000`].map((input) => firstMessage(required.safeParse(input)));

    // Assert
    expect(results).toEqual(Array(6).fill('Le champ est requis'));
  });

  it('should count the length after cleaning', () => {
    // Act
    const padded = required.safeParse(`${ZERO_WIDTH_SPACE.repeat(100)}Léa  `);
    const tooLong = required.safeParse('Mathilde');

    // Assert
    expect(padded.data).toBe('Léa');
    expect(firstMessage(tooLong)).toBe('Cinq caractères au plus');
  });

  it("should give an optional text '' when absent or invisible, and clean what it keeps", () => {
    // Act & Assert
    expect([optional.parse(undefined), optional.parse(ZERO_WIDTH_SPACE), optional.parse(' Vélo\u200B ')]).toEqual(['', '', 'Vélo']);
  });
});

describe('the schemas clean every name and free text before checking it', () => {
  it('should refuse a profile whose name is only zero-width characters with the name required message', () => {
    // Act
    const result = profileInputSchema.safeParse({ ...LEA, name: ZERO_WIDTH_SPACE.repeat(3) });

    // Assert
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['name', PROFILE_MESSAGES.nameRequired]]);
  });

  it('should store the name and the hobby cleaned and in NFC', () => {
    // Act
    const parsed = profileInputSchema.parse({ ...LEA, name: `${BIDI_OVERRIDE}Le\u0301a\u0000 `, favoriteHobby: `${ZERO_WIDTH_SPACE}les cabanes\u200D` });

    // Assert
    expect(parsed.name).toBe('Léa');
    expect(parsed.favoriteHobby).toBe('les cabanes');
  });

  it('should accept a 50-character name padded with 100 invisible characters', () => {
    // Act
    const result = profileInputSchema.safeParse({ ...LEA, name: `${'A'.repeat(50)}${ZERO_WIDTH_SPACE.repeat(100)}` });

    // Assert
    expect(result.success).toBe(true);
  });

  it.each([
    ['mainCharacter', { mainCharacter: ZERO_WIDTH_SPACE }, STORY_MESSAGES.mainCharacterRequired],
    ['setting', { setting: `\uFEFF${BIDI_OVERRIDE}` }, STORY_MESSAGES.settingRequired],
    ['scenario', { scenario: '\u200B\u200C\u200D\u2060' }, STORY_MESSAGES.scenarioRequired],
    ['an emotion', { emotions: [ZERO_WIDTH_SPACE] }, STORY_MESSAGES.emotionRequired],
    ['a value', { values: ['\u0007'] }, STORY_MESSAGES.valueRequired],
  ])('should refuse an invisible-only %s in the wizard with its own message', (_field, change, message) => {
    // Act
    const result = createStoryRequestSchema.safeParse({ ...STORY, ...change });

    // Assert
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
  });

  it("should keep the wizard's own messages for a value of another type", () => {
    // Act
    const messages = [{ mainCharacter: 42 }, { emotions: 'la joie' }, { values: [7] }].map((change) => firstMessage(createStoryRequestSchema.safeParse({ ...STORY, ...change })));

    // Assert
    expect(messages).toEqual([STORY_MESSAGES.mainCharacterRequired, STORY_MESSAGES.emotionRequired, STORY_MESSAGES.valueRequired]);
  });

  it("should clean the wizard's texts it accepts", () => {
    // Act
    const parsed = createStoryRequestSchema.parse({ ...STORY, scenario: `${BIDI_OVERRIDE}retrouver\tune e\u0301toile${ZERO_WIDTH_SPACE}`, emotions: [' la joie\u200B'] });

    // Assert
    expect(parsed.scenario).toBe('retrouver une étoile');
    expect(parsed.emotions).toEqual(['la joie']);
  });

  it("should refuse a parent's invisible first name at registration", () => {
    // Act
    const result = registerSchema.safeParse({ firstName: ZERO_WIDTH_SPACE, lastName: 'Durand', email: 'camille@example.fr', password: 'secret1' });

    // Assert
    expect(firstMessage(result)).toBe('Le prénom est requis');
  });
});
