import { describe, expect, it } from 'vitest';
import { INTERESTS, STYLES } from '@shared/profiles';
import { PROFILE_FORM_FIELD_ORDER } from './profile-form-schema';
import {
  checkColorOn,
  PROFILE_FIELD_LABELS,
  favoriteColorName,
  firstErrorField,
  mutationErrorMessage,
  requiredFields,
  showMoreLabel,
  toggleInList,
  visibleOptions,
} from './profile-form-logic';

describe('visibleOptions', () => {
  it('should show the first 6 styles and count the 6 others as hidden', () => {
    // Arrange
    const options = STYLES;

    // Act
    const result = visibleOptions(options, 6, false);

    // Assert
    expect(result.visible).toEqual(['Sportif', 'Élégant', 'Décontracté', 'Fantaisie', 'Aventurier', 'Artistique']);
    expect(result.hiddenCount).toBe(6);
    expect(result.canToggle).toBe(true);
  });

  it('should show every option once expanded, with nothing hidden', () => {
    // Arrange
    const options = INTERESTS;

    // Act
    const result = visibleOptions(options, 8, true);

    // Assert
    expect(result.visible).toHaveLength(40);
    expect(result.hiddenCount).toBe(0);
    expect(result.canToggle).toBe(true);
  });

  it('should keep a chosen option past the limit visible, in list order, and not count it as hidden', () => {
    // Arrange
    const options = ['a', 'b', 'c', 'd', 'e'];

    // Act
    const result = visibleOptions(options, 2, false, ['d']);

    // Assert
    expect(result.visible).toEqual(['a', 'b', 'd']);
    expect(result.hiddenCount).toBe(2);
  });

  it('should offer no toggle when the list fits within the limit', () => {
    // Arrange
    const options = ['a', 'b'];

    // Act
    const result = visibleOptions(options, 8, false);

    // Assert
    expect(result).toEqual({ visible: ['a', 'b'], hiddenCount: 0, canToggle: false });
  });

  it('should offer no toggle when every option past the limit is chosen', () => {
    // Arrange
    const options = ['a', 'b', 'c'];

    // Act
    const result = visibleOptions(options, 2, false, ['c']);

    // Assert
    expect(result).toEqual({ visible: ['a', 'b', 'c'], hiddenCount: 0, canToggle: false });
  });
});

describe('showMoreLabel', () => {
  it("should read 'Voir plus (n)' while collapsed and 'Voir moins' once expanded", () => {
    // Arrange / Act
    const labels = [showMoreLabel(false, 32), showMoreLabel(true, 0)];

    // Assert
    expect(labels).toEqual(['Voir plus (32)', 'Voir moins']);
  });
});

describe('toggleInList', () => {
  it('should add a value that is not in the list, at the end', () => {
    // Arrange
    const list = ['Curieux'];

    // Act
    const result = toggleInList(list, 'Calme');

    // Assert
    expect(result).toEqual(['Curieux', 'Calme']);
  });

  it('should remove a value that is already in the list, without changing the original', () => {
    // Arrange
    const list = ['Curieux', 'Calme'];

    // Act
    const result = toggleInList(list, 'Curieux');

    // Assert
    expect(result).toEqual(['Calme']);
    expect(list).toEqual(['Curieux', 'Calme']);
  });
});

describe('firstErrorField', () => {
  it('should return the first field in form order, whatever the order of the errors object', () => {
    // Arrange
    const errors = { interests: { message: 'x' }, height: { message: 'y' }, gender: { message: 'z' } };

    // Act
    const field = firstErrorField(errors);

    // Assert
    expect(field).toBe('gender');
  });

  it('should return null when no field has an error', () => {
    // Arrange
    const errors = { name: undefined };

    // Act
    const field = firstErrorField(errors);

    // Assert
    expect(field).toBeNull();
  });
});

describe('requiredFields', () => {
  it('should require the eleven labelled fields, the traits and the interests on the create form', () => {
    // Arrange / Act
    const fields = requiredFields('create');

    // Assert
    expect([...fields].sort()).toEqual(
      ['age', 'eyeColor', 'gender', 'hairColor', 'hairLength', 'hairType', 'height', 'interests', 'name', 'personality', 'readingLevel', 'skinColor', 'style'].sort(),
    );
  });

  it('should require the favourite colour in the modal but not on the edit page, and the reading level in neither', () => {
    // Arrange / Act
    const modal = requiredFields('editModal');
    const page = requiredFields('editPage');

    // Assert
    expect(modal.has('favoriteColor')).toBe(true);
    expect(page.has('favoriteColor')).toBe(false);
    expect(modal.has('readingLevel') || page.has('readingLevel')).toBe(false);
    expect(modal.has('favoriteHobby') || page.has('favoriteHobby') || modal.has('avatar') || modal.has('theme')).toBe(false);
  });
});

describe('favoriteColorName', () => {
  it('should name a palette colour whatever the case of its hex value', () => {
    // Arrange / Act
    const names = [favoriteColorName('#E53935'), favoriteColorName('#e53935')];

    // Assert
    expect(names).toEqual(['Rouge', 'Rouge']);
  });

  it('should return null for a colour outside the palette, such as the default #FFD700', () => {
    // Arrange / Act
    const name = favoriteColorName('#FFD700');

    // Assert
    expect(name).toBeNull();
  });
});

describe('mutationErrorMessage', () => {
  const fallback = 'Une erreur est survenue lors de la création du profil';

  it("should show the API's French message for a refusal (4xx) or a network failure (status 0)", () => {
    // Arrange
    const errors = [
      { status: 400, message: 'Le nom est requis' },
      { status: 0, message: 'Impossible de joindre le serveur.' },
    ];

    // Act
    const messages = errors.map((error) => mutationErrorMessage(error, fallback));

    // Assert
    expect(messages).toEqual(['Le nom est requis', 'Impossible de joindre le serveur.']);
  });

  it("should fall back to the spec's text for a server fault or anything that is not an API error", () => {
    // Arrange
    const errors = [{ status: 500, message: 'Une erreur est survenue. Veuillez réessayer.' }, new Error('boom'), 'boom', null, { status: 400, message: '  ' }];

    // Act
    const messages = errors.map((error) => mutationErrorMessage(error, fallback));

    // Assert
    expect(messages).toEqual([fallback, fallback, fallback, fallback, fallback]);
  });
});

describe('checkColorOn', () => {
  it('should draw a dark check mark on light swatches and a white one on dark swatches', () => {
    // Arrange
    const swatches = ['#FFFFFF', '#FDD835', '#212121', '#5b21b6'];

    // Act
    const colors = swatches.map((hex) => checkColorOn(hex));

    // Assert
    expect(colors).toEqual(['#1e1745', '#1e1745', '#ffffff', '#ffffff']);
  });
});

describe('PROFILE_FIELD_LABELS', () => {
  it("should label every field of the profile forms in French, from the shared list of the API's field names", () => {
    // Arrange
    const fields = PROFILE_FORM_FIELD_ORDER;

    // Act
    const labels = fields.map((field) => PROFILE_FIELD_LABELS[field]);

    // Assert
    expect(labels.filter((label, index) => label === fields[index])).toEqual([]);
    expect([PROFILE_FIELD_LABELS.name, PROFILE_FIELD_LABELS.interests, PROFILE_FIELD_LABELS.theme]).toEqual(['Prénom', "Centres d'intérêt", 'Thème']);
  });
});
