import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { AUTH_ERROR_TEXTS } from '@/lib/auth/auth-errors';
import { LoginForm } from './login-form';
import { renderWithProviders } from '@/test/render';

// Amplify's calls are the network here (Cognito): the form's own code, and auth-client's, run as written.
const amplify = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ signIn: amplify.signIn }));

/** A Cognito error as Amplify throws it: its kind is in `name`. */
function cognitoError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

function renderLoginForm() {
  const onSignedIn = vi.fn(() => Promise.resolve());
  const onNeedsConfirmation = vi.fn();
  const user = renderWithProviders(<LoginForm onSignedIn={onSignedIn} onNeedsConfirmation={onNeedsConfirmation} />, { route: '/' });
  return { onSignedIn, onNeedsConfirmation, user };
}

async function signInAs(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  amplify.signIn.mockReset();
});

describe('LoginForm', () => {
  it('should say in French what is missing, on the fields, without calling Cognito', async () => {
    // Arrange
    const { user, onSignedIn } = renderLoginForm();

    // Act
    await signInAs(user, '', '');

    // Assert
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired);
    expect(amplify.signIn).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('should refuse an address that is not an e-mail', async () => {
    // Arrange
    const { user } = renderLoginForm();

    // Act
    await signInAs(user, 'lea.maman', 'secret1');

    // Assert
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('should sign in with the trimmed e-mail and hand over once Cognito accepts', async () => {
    // Arrange
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { user, onSignedIn } = renderLoginForm();

    // Act
    await signInAs(user, 'parent@example.fr ', 'secret1');

    // Assert
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(amplify.signIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'parent@example.fr', password: 'secret1' }));
  });

  it('should toast "Email ou mot de passe incorrect" when Cognito refuses the password', async () => {
    // Arrange
    amplify.signIn.mockRejectedValue(cognitoError('NotAuthorizedException'));
    const { user, onSignedIn, onNeedsConfirmation } = renderLoginForm();

    // Act
    await signInAs(user, 'parent@example.fr', 'wrong-one');

    // Assert
    expect(await screen.findByText(AUTH_ERROR_TEXTS.wrongCredentials)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(onNeedsConfirmation).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it('should ask for the code when the account exists but its e-mail is not confirmed', async () => {
    // Arrange
    amplify.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    const { user, onSignedIn, onNeedsConfirmation } = renderLoginForm();

    // Act
    await signInAs(user, 'parent@example.fr', 'secret1');

    // Assert
    expect(await screen.findByText(AUTH_ERROR_TEXTS.notConfirmed)).toBeInTheDocument();
    expect(onNeedsConfirmation).toHaveBeenCalledWith('parent@example.fr', 'secret1');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
