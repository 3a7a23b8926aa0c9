import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_AGE, PROFILE_MESSAGES, type ProfileInput } from '@shared/profiles';
import { InvalidFormBanner } from './invalid-form-banner';
import { ProfileFields } from './profile-fields';
import { EMPTY_PROFILE_FORM, type ProfileFormKind } from './profile-form-schema';
import { useProfileForm } from './use-profile-form';

/** A profile form as the pages build it: the real form hook, its banner and its fields, and a save button. */
function ProfileFormHarness({ kind, onValid }: { kind: ProfileFormKind; onValid: (input: ProfileInput) => void }) {
  const form = useProfileForm(kind, EMPTY_PROFILE_FORM);
  return (
    <form noValidate aria-label="Profil" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <InvalidFormBanner form={form} kind={kind} />
      <ProfileFields form={form} kind={kind} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

function renderProfileForm(kind: ProfileFormKind = 'create') {
  const onValid = vi.fn();
  render(<ProfileFormHarness kind={kind} onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

describe('ProfileFields', () => {
  it('should show no error before the first save', () => {
    // Arrange / Act
    renderProfileForm();

    // Assert
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toBeValid();
  });

  it("should say on a failed save, in the create form's French words, what each required field needs", async () => {
    // Arrange
    const { user, onValid } = renderProfileForm('create');

    // Act
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires pour créer le profil');
    const name = screen.getByRole('textbox', { name: 'Prénom' });
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Veuillez sélectionner le prénom');
    expect(screen.getByRole('radiogroup', { name: 'Genre' })).toHaveAccessibleDescription('Veuillez sélectionner le genre');
    expect(screen.getByRole('group', { name: 'Personnalité' })).toHaveAccessibleDescription(
      /Veuillez sélectionner au moins un trait de personnalité$/,
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it("should use the edit page's own messages for the same empty fields", async () => {
    // Arrange
    const { user } = renderProfileForm('editPage');

    // Act
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Assert
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Veuillez remplir tous les champs obligatoires$/);
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(PROFILE_MESSAGES.nameRequired);
  });

  it('should name the age range for an age of 0 on a failed save, and clear it once the age is fixed', async () => {
    // Arrange
    const { user } = renderProfileForm('create');
    const age = screen.getByRole('spinbutton', { name: 'Âge' });
    await user.type(age, '0');

    // Act
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const descriptionAfterSave = age.getAttribute('aria-describedby') ? screen.getByText(PROFILE_MESSAGES.ageRange).id : null;
    await user.clear(age);
    await user.type(age, '7');

    // Assert
    expect(descriptionAfterSave).toMatch(/-age-error$/);
    expect(screen.queryByText(PROFILE_MESSAGES.ageRange)).not.toBeInTheDocument();
    expect(age).toBeValid();
    expect(age).toHaveAccessibleDescription(`En années, de 1 à ${String(MAX_AGE)} ans.`);
  });

  it('should offer the avatars only once a gender is chosen', async () => {
    // Arrange
    const { user } = renderProfileForm();
    const avatarsBefore = screen.queryByRole('radiogroup', { name: 'Avatar' });

    // Act
    await user.click(within(screen.getByRole('radiogroup', { name: 'Genre' })).getByRole('radio', { name: 'Fille' }));

    // Assert
    expect(avatarsBefore).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Avatar' })).toBeInTheDocument();
  });

  it('should tell, as the parent types the hobby, what the stories will say of it', async () => {
    // Arrange
    const { user } = renderProfileForm();
    const hobby = screen.getByRole('textbox', { name: 'Loisir préféré' });
    const emptyHint = hobby.getAttribute('aria-describedby');
    const emptyHintText = emptyHint ? document.getElementById(emptyHint)?.textContent : null;

    // Act
    await user.click(hobby);
    await user.paste('Inès monte à poney tous les mercredis');

    // Assert
    expect(emptyHintText).toBe('Facultatif. Par exemple : le dessin, le football...');
    expect(hobby).toHaveAccessibleDescription('Dans les histoires : « faire du poney ».');
  });

  it('should warn that a hobby naming no activity we know will be left out of the stories', async () => {
    // Arrange
    const { user } = renderProfileForm();
    const hobby = screen.getByRole('textbox', { name: 'Loisir préféré' });

    // Act
    await user.click(hobby);
    await user.paste('collectionner les capsules');

    // Assert
    expect(hobby).toHaveAccessibleDescription(/^Nous n’y reconnaissons aucune activité : ce loisir ne sera pas repris dans les histoires\./);
  });
});
