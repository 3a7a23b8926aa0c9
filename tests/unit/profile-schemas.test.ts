import { describe, expect, it } from 'vitest';
import {
  AVATARS,
  EMPTY_PROFILE_FORM,
  EYE_COLORS,
  FAVORITE_COLORS,
  HAIR_COLORS,
  HAIR_LENGTHS,
  HAIR_TYPES,
  HEIGHTS,
  INTERESTS,
  PERSONALITY_TRAITS,
  profileFormSchema,
  profileInputSchema,
  SKIN_COLORS,
  STYLES,
  THEMES,
  traitLabel,
  type ProfileFormValues,
} from '../../shared/profiles';

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

const messagesOf = (kind: Parameters<typeof profileFormSchema>[0], values: ProfileFormValues) =>
  profileFormSchema(kind).safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('profile option lists (spec part 1 §3)', () => {
  it('should hold the spec counts of every list', () => {
    // Act & Assert
    expect([AVATARS, STYLES, HEIGHTS, SKIN_COLORS, HAIR_COLORS, HAIR_TYPES, HAIR_LENGTHS, EYE_COLORS, FAVORITE_COLORS, PERSONALITY_TRAITS, INTERESTS, THEMES].map((list) => list.length)).toEqual([
      12, 12, 4, 11, 10, 7, 5, 8, 12, 24, 40, 6,
    ]);
  });

  it('should show a trait in its feminine form for a girl and masculine otherwise', () => {
    // Act & Assert
    expect([traitLabel('Curieux', 'girl'), traitLabel('Observateur', 'girl'), traitLabel('Calme', 'girl'), traitLabel('Curieux', 'boy')]).toEqual([
      'Curieuse',
      'Observatrice',
      'Calme',
      'Curieux',
    ]);
  });
});

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

  it('should apply the API rules after the form rules (an age of 0 is not valid)', () => {
    // Act & Assert
    expect(messagesOf('editModal', { ...VALID_FORM, age: '0' })).toEqual(["L'âge doit être compris entre 1 et 18 ans"]);
  });
});
