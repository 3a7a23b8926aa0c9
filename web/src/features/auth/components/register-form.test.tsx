import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { AUTH_ERROR_TEXTS } from '@/lib/auth/auth-errors';
import { RegisterForm } from './register-form';
import { renderWithProviders } from '@/test/render';

// Amplify's calls are the network here (Cognito): the form's own code, and auth-client's, run as written.
const amplify = vi.hoisted(() => ({ signUp: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ signUp: amplify.signUp }));

function renderRegisterForm() {
  const onRegistered = vi.fn();
  const onSwitchToLogin = vi.fn();
  const user = renderWithProviders(<RegisterForm onRegistered={onRegistered} onSwitchToLogin={onSwitchToLogin} />);
  return { onRegistered, onSwitchToLogin, user };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, fields: { firstName: string; lastName: string; email: string; password: string }) {
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), fields.firstName);
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), fields.lastName);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), fields.email);
  await user.type(screen.getByLabelText('Mot de passe'), fields.password);
}

const parent = { firstName: 'Camille', lastName: 'Martin', email: 'camille@example.fr', password: 'secret1' };

afterEach(() => {
  amplify.signUp.mockReset();
});

describe('RegisterForm', () => {
  it('should say in French what each empty field needs, without calling Cognito', async () => {
    // Arrange
    const { user } = renderRegisterForm();

    // Act
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    // Assert
    expect(await screen.findByText(AUTH_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(AUTH_MESSAGES.firstNameRequired);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(AUTH_MESSAGES.lastNameRequired);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(amplify.signUp).not.toHaveBeenCalled();
  });

  it('should keep the 6-character rule as the hint and say it again as the error for a short password', async () => {
    // Arrange
    const { user } = renderRegisterForm();
    await fillIn(user, { ...parent, password: 'abc' });

    // Act
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    // Assert
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(`Au moins 6 caractères. ${AUTH_MESSAGES.passwordTooShort}`);
    expect(amplify.signUp).not.toHaveBeenCalled();
  });

  it('should create the account with the given names and announce the confirmation e-mail', async () => {
    // Arrange
    amplify.signUp.mockResolvedValue({ userId: 'user-1' });
    const { user, onRegistered } = renderRegisterForm();
    await fillIn(user, parent);

    // Act
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    // Assert
    expect(await screen.findByText('Email de confirmation envoyé !')).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledWith(parent);
    expect(amplify.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        username: parent.email,
        options: { userAttributes: { email: parent.email, given_name: 'Camille', family_name: 'Martin' } },
      }),
    );
  });

  it('should warn that the address is taken and offer to sign in with it instead', async () => {
    // Arrange
    amplify.signUp.mockRejectedValue(Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }));
    const { user, onRegistered, onSwitchToLogin } = renderRegisterForm();
    await fillIn(user, parent);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText(AUTH_ERROR_TEXTS.emailTaken);

    // Act
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    // Assert
    expect(onSwitchToLogin).toHaveBeenCalledWith(parent.email);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
