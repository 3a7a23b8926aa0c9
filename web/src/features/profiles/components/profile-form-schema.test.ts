import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@shared/messages';
import { profileInputSchema } from '@shared/profiles';
import { EMPTY_PROFILE_FORM, profileFormSchema, type ProfileFormKind, type ProfileFormValues } from './profile-form-schema';

const ZERO_WIDTH_SPACE = '\u200B';

const VALID_FORM: ProfileFormValues = {
  ...EMPTY_PROFILE_FORM,
  name: ' Léa ',
  age: '6',
  gender: 'girl',
  skinColor: 'Claire',
  hairColor: 'Roux',
  hairType: 'Bouclés',
  hairLength: 'Longs',
  eyeColor: 'Vert',
  height: 'Petit(e)',
  style: 'Magique',
  personality: ['Curieux'],
  interests: ['Espace'],
};

const messagesOf = (kind: ProfileFormKind, values: ProfileFormValues) =>
  profileFormSchema(kind).safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('profile forms (spec part 1 §5)', () => {
  it("should ask 'Veuillez sélectionner {label}' for each required field of the create form, in form order", () => {
    // Act
    const messages = messagesOf('create', { ...EMPTY_PROFILE_FORM, readingLevel: '' });

    // Assert
    expect(messages).toEqual([
      'Veuillez sélectionner le prénom',
      "Veuillez sélectionner l'âge",
      'Veuillez sélectionner le genre',
      'Veuillez sélectionner la couleur de peau',
      'Veuillez sélectionner la couleur des cheveux',
      'Veuillez sélectionner le type de cheveux',
      'Veuillez sélectionner la longueur des cheveux',
      'Veuillez sélectionner la couleur des yeux',
      'Veuillez sélectionner la taille',
      'Veuillez sélectionner le style vestimentaire',
      'Veuillez sélectionner le niveau de lecture',
      'Veuillez sélectionner au moins un trait de personnalité',
      "Veuillez sélectionner au moins un centre d'intérêt",
    ]);
  });

  it('should use the modal messages, requiring the favourite colour, and the page messages, which do not', () => {
    // Arrange
    const incomplete = { ...VALID_FORM, name: '', age: 'abc', favoriteColor: '', personality: [], interests: [] };

    // Act
    const modal = messagesOf('editModal', incomplete);
    const page = messagesOf('editPage', incomplete);

    // Assert
    expect(modal).toEqual([
      'Le nom est requis',
      "L'âge doit être un nombre valide",
      'La couleur préférée est requise',
      'Sélectionnez au moins un trait de personnalité',
      "Sélectionnez au moins un centre d'intérêt",
    ]);
    expect(page).toEqual([
      'Le nom est requis',
      "L'âge est requis",
      'Veuillez sélectionner au moins un trait de personnalité',
      "Veuillez sélectionner au moins un centre d'intérêt",
    ]);
  });

  it('should turn a complete form into the API input, trimmed and typed', () => {
    // Act
    const result = profileFormSchema('create').parse(VALID_FORM);

    // Assert
    expect(result).toMatchObject({ name: 'Léa', age: 6, favoriteColor: '#FFD700', readingLevel: 'beginner', theme: 'normal', avatar: 'default' });
    expect(profileInputSchema.safeParse(result).success).toBe(true);
  });

  it.each([
    ['create', '0', "L'âge doit être compris entre 1 et 18 ans"],
    ['create', '19', "L'âge doit être compris entre 1 et 18 ans"],
    ['editPage', '0', "L'âge doit être compris entre 1 et 18 ans"],
    ['editPage', '19', "L'âge doit être compris entre 1 et 18 ans"],
    ['editModal', '0', "L'âge doit être un nombre valide"],
    ['editModal', '19', "L'âge doit être un nombre valide"],
  ] as const)('should refuse on the %s form an age of %s with its own message', (kind, age, expected) => {
    // Arrange
    const values = { ...VALID_FORM, age };

    // Act
    const messages = messagesOf(kind, values);

    // Assert
    expect(messages).toEqual([expected]);
  });

  it.each<ProfileFormKind>(['create', 'editModal', 'editPage'])('should report a wrong age on the %s form at the first save, beside the other messages', (kind) => {
    // Arrange: the name is missing too, so the form's own rules fail before the API's could run
    const values = { ...VALID_FORM, name: '', age: '19' };

    // Act
    const issues = profileFormSchema(kind).safeParse(values).error?.issues.map((issue) => issue.path[0]) ?? [];

    // Assert
    expect(issues).toEqual(['name', 'age']);
  });

  it('should accept every age from 1 to 18', () => {
    // Arrange
    const ages = Array.from({ length: 18 }, (_, index) => String(index + 1));

    // Act
    const refused = ages.filter((age) => messagesOf('editModal', { ...VALID_FORM, age }).length > 0);

    // Assert
    expect(refused).toEqual([]);
  });

  it("should show the create form's own message for an invisible-only name", () => {
    // Act
    const messages = messagesOf('create', { ...VALID_FORM, name: ZERO_WIDTH_SPACE });

    // Assert
    expect(messages).toEqual(['Veuillez sélectionner le prénom']);
  });

  it.each<ProfileFormKind>(['create', 'editModal', 'editPage'])("should answer the %s form's values that are not an object with the API's French message", (kind) => {
    // Arrange
    const notForms: unknown[] = [undefined, null, [], 42, 'texte', true];

    // Act
    const messages = notForms.map((values) => profileFormSchema(kind).safeParse(values).error?.issues.map((issue) => issue.message));

    // Assert
    expect(messages).toEqual(notForms.map(() => [API_MESSAGES.invalidRequest]));
  });
});
