import { describe, expect, it } from 'vitest';
import { EMOTION_SUGGESTIONS, MAX_TAGS } from '@shared/stories';
import { CREATE_MESSAGES, showMoreLabel, STORY_MESSAGES } from '@/features/stories/messages';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import {
  addCustomTag,
  creationFailure,
  refusedField,
  firstInvalidStep,
  initialWizardValues,
  nextStep,
  previousStep,
  storyIdFromState,
  suggestionView,
  tagChoices,
  toggleTag,
  validateStep,
  wizardEntry,
  type WizardValues,
} from './wizard-logic';

const PROFILE_ID = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';
const complete = (overrides: Partial<WizardValues> = {}): WizardValues => ({
  profileId: PROFILE_ID,
  mainCharacter: 'un petit dragon',
  setting: 'la forêt enchantée',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie'],
  values: ["l'amitié"],
  narration: true,
  ...overrides,
});

describe('initialWizardValues', () => {
  it('should preselect the given child, choose nothing else and turn the narration on', () => {
    // Arrange / Act
    const values = initialWizardValues(PROFILE_ID);

    // Assert
    expect(values).toEqual({ profileId: PROFILE_ID, mainCharacter: '', setting: '', scenario: '', emotions: [], values: [], narration: true });
  });

  it('should leave the child to choose when none is selected', () => {
    // Arrange / Act / Assert
    expect(initialWizardValues(null).profileId).toBe('');
  });
});

describe('nextStep and previousStep', () => {
  it('should move one step at a time and stay within steps 1 to 4', () => {
    // Arrange / Act / Assert
    expect([nextStep(1), nextStep(3), nextStep(4)]).toEqual([2, 4, 4]);
    expect([previousStep(4), previousStep(2), previousStep(1)]).toEqual([3, 1, 1]);
  });
});

describe('validateStep', () => {
  it('should accept every step of a complete story', () => {
    // Arrange
    const values = complete();

    // Act
    const results = ([1, 2, 3, 4] as const).map((step) => validateStep(step, values).valid);

    // Assert
    expect(results).toEqual([true, true, true, true]);
  });

  it("should ask for a child on step 1 with 'Champ requis'", () => {
    // Arrange / Act
    const result = validateStep(1, complete({ profileId: '' }));

    // Assert
    expect(result).toEqual({
      valid: false,
      fieldErrors: { profileId: STORY_MESSAGES.profileRequired },
      firstField: 'profileId',
      toast: { title: 'Champ requis', description: 'Veuillez sélectionner un profil enfant pour continuer' },
    });
  });

  it.each(['   ', '\u200B\u200D\u2060', '\u202E \uFEFF'])("should ask for the main character on step 2, %j counting as nothing", (mainCharacter) => {
    // Arrange / Act
    const result = validateStep(2, complete({ mainCharacter }));

    // Assert
    expect(result).toEqual({
      valid: false,
      fieldErrors: { mainCharacter: 'Veuillez choisir ou décrire le personnage principal' },
      firstField: 'mainCharacter',
      toast: { title: 'Champ requis', description: 'Veuillez choisir ou décrire le personnage principal' },
    });
  });

  it("should name each missing field of step 3 under it and toast the step's own sentence", () => {
    // Arrange / Act
    const both = validateStep(3, complete({ setting: '', scenario: '' }));
    const scenarioOnly = validateStep(3, complete({ scenario: ' ' }));

    // Assert
    expect(both).toMatchObject({
      fieldErrors: { setting: "Veuillez indiquer le lieu de l'histoire", scenario: "Veuillez décrire le scénario de l'histoire" },
      firstField: 'setting',
      toast: { title: 'Information manquante', description: 'Veuillez compléter les informations sur le scénario et le lieu' },
    });
    expect(scenarioOnly).toMatchObject({
      fieldErrors: { scenario: "Veuillez décrire le scénario de l'histoire" },
      firstField: 'scenario',
      toast: { title: 'Information manquante', description: 'Veuillez compléter les informations sur le scénario et le lieu' },
    });
  });

  it('should toast the combined message on step 4 when both lists are empty, and the one missing otherwise', () => {
    // Arrange / Act
    const both = validateStep(4, complete({ emotions: [], values: [] }));
    const emotions = validateStep(4, complete({ emotions: [] }));
    const values = validateStep(4, complete({ values: [] }));

    // Assert
    expect(both).toMatchObject({
      fieldErrors: { emotions: STORY_MESSAGES.emotionRequired, values: STORY_MESSAGES.valueRequired },
      toast: { title: 'Information manquante', description: 'Veuillez sélectionner au moins une émotion et une valeur' },
    });
    expect(emotions).toMatchObject({ toast: { description: "Veuillez sélectionner au moins une émotion pour l'histoire" } });
    expect(values).toMatchObject({ firstField: 'values', toast: { description: "Veuillez sélectionner au moins une valeur pour l'histoire" } });
  });

  it('should report a text that is too long with its own message rather than as missing', () => {
    // Arrange / Act
    const result = validateStep(2, complete({ mainCharacter: 'x'.repeat(201) }));

    // Assert
    expect(result).toMatchObject({
      fieldErrors: { mainCharacter: STORY_MESSAGES.choiceTooLong },
      toast: { title: 'Information manquante', description: STORY_MESSAGES.choiceTooLong },
    });
  });
});

describe('firstInvalidStep', () => {
  it('should give the first incomplete step, or null when all are complete', () => {
    // Arrange / Act / Assert
    expect(firstInvalidStep(complete())).toBeNull();
    expect(firstInvalidStep(complete({ setting: '', values: [] }))).toBe(3);
    expect(firstInvalidStep(initialWizardValues(PROFILE_ID))).toBe(2);
  });
});

describe('toggleTag', () => {
  it('should add a chip that is not chosen and remove it when chosen again', () => {
    // Arrange
    const added = toggleTag(['la joie'], 'le courage');

    // Act
    const removed = toggleTag(added.tags, 'le courage');

    // Assert
    expect(added).toMatchObject({ tags: ['la joie', 'le courage'], outcome: 'added' });
    expect(removed).toMatchObject({ tags: ['la joie'], outcome: 'removed' });
  });

  it('should refuse a choice beyond the maximum, and still allow removing one', () => {
    // Arrange
    const full = Array.from({ length: MAX_TAGS }, (_, index) => `émotion ${index}`);

    // Act
    const refused = toggleTag(full, 'la joie');
    const removed = toggleTag(full, 'émotion 0');

    // Assert
    expect(refused).toMatchObject({ tags: full, outcome: 'tooMany', message: STORY_MESSAGES.tooManyTags });
    expect(removed.tags).toHaveLength(MAX_TAGS - 1);
  });
});

describe('addCustomTag', () => {
  it('should add the trimmed text and clear the input', () => {
    // Arrange / Act
    const result = addCustomTag(['la joie'], '  la   douceur ');

    // Assert
    expect(result).toEqual({ tags: ['la joie', 'la douceur'], outcome: 'added', clearInput: true });
  });

  it('should ignore an empty or blank entry', () => {
    // Arrange / Act
    const results = ['', '    '].map((input) => addCustomTag(['la joie'], input));

    // Assert
    expect(results.map((result) => [result.tags, result.outcome])).toEqual([
      [['la joie'], 'ignored'],
      [['la joie'], 'ignored'],
    ]);
  });

  it('should keep an entry already chosen once, whatever its letter case, and clear the input', () => {
    // Arrange / Act
    const result = addCustomTag(['la joie'], 'La Joie');

    // Assert
    expect(result).toEqual({ tags: ['la joie'], outcome: 'alreadySelected', clearInput: true });
  });

  it("should choose the suggestion itself when the parent types a suggestion's words", () => {
    // Arrange / Act
    const result = addCustomTag([], 'LE COURAGE', EMOTION_SUGGESTIONS);

    // Assert
    expect(result.tags).toEqual(['le courage']);
  });

  it('should refuse a text over 40 characters or a ninth entry, keeping the input', () => {
    // Arrange
    const full = Array.from({ length: MAX_TAGS }, (_, index) => `valeur ${index}`);

    // Act
    const tooLong = addCustomTag([], 'x'.repeat(41));
    const tooMany = addCustomTag(full, 'la patience');

    // Assert
    expect(tooLong).toMatchObject({ tags: [], outcome: 'tooLong', clearInput: false, message: STORY_MESSAGES.tagTooLong });
    expect(tooMany).toMatchObject({ tags: full, outcome: 'tooMany', clearInput: false, message: STORY_MESSAGES.tooManyTags });
  });
});

describe('tagChoices', () => {
  it("should list the suggestions then the parent's own entries, without repeating a suggestion", () => {
    // Arrange / Act
    const choices = tagChoices(['la joie', 'le courage'], ['le courage', 'la douceur']);

    // Assert
    expect(choices).toEqual(['la joie', 'le courage', 'la douceur']);
  });
});

describe('suggestionView', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it("should show 4 items folded with 'Voir plus' counting the others", () => {
    // Arrange / Act
    const view = suggestionView(items, { expanded: false, isSelected: () => false });

    // Assert
    expect(view).toEqual({ shown: ['a', 'b', 'c', 'd'], hiddenCount: 3, canToggle: true });
    expect(showMoreLabel(view.hiddenCount)).toBe('Voir plus (3 suggestions)');
  });

  it("should show everything unfolded, with 'Voir moins' to fold back", () => {
    // Arrange / Act
    const view = suggestionView(items, { expanded: true, isSelected: () => false });

    // Assert
    expect(view).toEqual({ shown: items, hiddenCount: 0, canToggle: true });
  });

  it('should keep a chosen item beyond the first 4 on screen when folded', () => {
    // Arrange / Act
    const view = suggestionView(items, { expanded: false, isSelected: (item) => item === 'f' });

    // Assert
    expect(view).toEqual({ shown: ['a', 'b', 'c', 'd', 'f'], hiddenCount: 2, canToggle: true });
  });

  it('should offer no toggle for a list of 4 or fewer', () => {
    // Arrange / Act
    const view = suggestionView(['a', 'b', 'c', 'd'], { expanded: false, isSelected: () => false });

    // Assert
    expect(view).toEqual({ shown: ['a', 'b', 'c', 'd'], hiddenCount: 0, canToggle: false });
  });
});

describe('wizardEntry', () => {
  const base = { profiles: [{}], profilesLoading: false, creditsChecked: true, storiesLeft: 1 };

  it('should wait for the profiles and for a fresh read of the credits', () => {
    // Arrange / Act / Assert
    expect(wizardEntry({ ...base, profilesLoading: true, profiles: undefined })).toBe('loading');
    expect(wizardEntry({ ...base, creditsChecked: false })).toBe('loading');
  });

  it('should send a parent without a child profile to create one', () => {
    // Arrange / Act / Assert
    expect(wizardEntry({ ...base, profiles: [] })).toBe('noProfile');
  });

  it('should stop a parent with no story left', () => {
    // Arrange / Act / Assert
    expect(wizardEntry({ ...base, storiesLeft: 0 })).toBe('noCredits');
  });

  it('should let the parent in when the credits could not be read (the server checks again)', () => {
    // Arrange / Act / Assert
    expect(wizardEntry({ ...base, storiesLeft: undefined })).toBe('ready');
  });

  it('should report profiles that could not be read', () => {
    // Arrange / Act / Assert
    expect(wizardEntry({ ...base, profiles: undefined })).toBe('loadFailed');
  });
});

describe('creationFailure', () => {
  it("should turn 402 into 'Plus de crédits disponibles'", () => {
    // Arrange / Act
    const failure = creationFailure(new ApiError(402, 'Crédits insuffisants'));

    // Assert
    expect(failure).toEqual({ kind: 'noCredits', title: 'Plus de crédits disponibles', description: CREATE_MESSAGES.noCreditsDescription });
  });

  it("should turn 401 into 'Non connecté'", () => {
    // Arrange / Act / Assert
    expect(creationFailure(new ApiError(401, 'Non autorisé'))).toMatchObject({ kind: 'signedOut', title: 'Non connecté' });
  });

  it('should turn 404 into the missing child profile', () => {
    // Arrange / Act / Assert
    expect(creationFailure(new ApiError(404, 'Profil enfant non trouvé'))).toEqual({
      kind: 'profileNotFound',
      title: 'Erreur',
      description: 'Profil enfant non trouvé',
    });
  });

  it("should show the server's message as is when it names no field", () => {
    // Arrange
    const message = 'Un des textes saisis contient des mots inadaptés pour une histoire d’enfant.';

    // Act / Assert
    expect(creationFailure(new ApiError(400, message))).toEqual({ kind: 'error', title: 'Erreur', description: message });
  });

  it('should take the parent to the step and field of a text the Moderator refused, named by the answer', () => {
    // Arrange
    const message = 'Le texte du champ « Personnage principal » contient des insultes ou des grossièretés. Merci de le reformuler.';

    // Act
    const failure = creationFailure(new ApiError(400, message, { field: 'mainCharacter' }));

    // Assert
    expect(failure).toEqual({ kind: 'refused', field: 'mainCharacter', step: 2, title: 'Erreur', description: message });
  });

  it('should find the refused field from the label in the message when the answer does not name it', () => {
    // Arrange
    const messages = {
      setting: 'Le texte du champ « Lieu » contient des mots violents. Merci de le reformuler.',
      scenario: 'Le texte du champ « Scénario » parle de drogue. Merci de le reformuler.',
      values: 'Le texte du champ « Valeurs » contient des insultes. Merci de le reformuler.',
    };

    // Act
    const failures = Object.values(messages).map((message) => creationFailure(new ApiError(400, message)));

    // Assert
    expect(failures.map((failure) => (failure.kind === 'refused' ? [failure.field, failure.step] : failure.kind))).toEqual([
      ['setting', 3],
      ['scenario', 3],
      ['values', 4],
    ]);
  });

  it('should read a custom emotion named by its position as the emotions field', () => {
    // Arrange / Act
    const fields = [refusedField({ field: 'emotions[1]', message: '' }), refusedField({ field: 'values.0', message: '' }), refusedField({ field: 'title', message: '' })];

    // Assert
    expect(fields).toEqual(['emotions', 'values', null]);
  });

  it('should fall back to the generic sentence when the server sent no message or the error is not an API one', () => {
    // Arrange / Act
    const failures = [creationFailure(new ApiError(500, API_ERROR_MESSAGES.unknown)), creationFailure(new Error('boom'))];

    // Assert
    expect(failures.map((failure) => failure.description)).toEqual([
      "Une erreur est survenue lors de la création de l'histoire",
      "Une erreur est survenue lors de la création de l'histoire",
    ]);
  });
});

describe('storyIdFromState', () => {
  it('should read a story id from the navigation state, and nothing else', () => {
    // Arrange / Act / Assert
    expect(storyIdFromState({ storyId: 'abc' })).toBe('abc');
    expect([storyIdFromState(null), storyIdFromState({ storyId: 3 }), storyIdFromState({ storyId: '' }), storyIdFromState('x')]).toEqual([null, null, null, null]);
  });
});
