import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { AUTH_ERROR_TEXTS } from '@/lib/auth/auth-errors';
import { ACTION_LABELS, RESET_PASSWORD_TEXT } from '@/features/auth/messages';
import { ResetPasswordPanel } from './reset-password-panel';
import { renderWithProviders } from '@/test/render';

// Amplify's calls are the network here (Cognito): the panel's own code, and auth-client's, run as written.
const amplify = vi.hoisted(() => ({ resetPassword: vi.fn(), confirmResetPassword: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ resetPassword: amplify.resetPassword, confirmResetPassword: amplify.confirmResetPassword }));

/** A Cognito error as Amplify throws it: its kind is in `name`. */
function cognitoError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

function renderPanel(link: { linkUser?: string; linkCode?: string } = {}) {
  const onSignUp = vi.fn();
  const onPasswordReset = vi.fn((_username: string, _password: string) => Promise.resolve());
  const user = renderWithProviders(<ResetPasswordPanel {...link} onSignUp={onSignUp} onPasswordReset={onPasswordReset} />);
  return { onSignUp, onPasswordReset, user };
}

async function chooseNewPassword(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(screen.getByLabelText(RESET_PASSWORD_TEXT.newPassword), password);
  await user.type(screen.getByLabelText(RESET_PASSWORD_TEXT.confirmPassword), confirmation);
  await user.click(screen.getByRole('button', { name: RESET_PASSWORD_TEXT.save }));
}

afterEach(() => {
  amplify.resetPassword.mockReset();
  amplify.confirmResetPassword.mockReset();
});

describe('ResetPasswordPanel', () => {
  it('should send the code to the address typed, then ask for the code and the new password', async () => {
    // Arrange
    amplify.resetPassword.mockResolvedValue({});
    const { user } = renderPanel();

    // Act
    await user.type(screen.getByLabelText('Email'), '  parent@example.fr ');
    await user.keyboard('{Enter}');

    // Assert
    expect(await screen.findByRole('form', { name: RESET_PASSWORD_TEXT.chooseTitle })).toBeInTheDocument();
    expect(amplify.resetPassword).toHaveBeenCalledExactlyOnceWith({ username: 'parent@example.fr' });
    expect(screen.getByLabelText(RESET_PASSWORD_TEXT.code)).toHaveValue('');
    expect(await screen.findByText(RESET_PASSWORD_TEXT.codeStep)).toBeInTheDocument();
  });

  it('should refuse an empty address on the field without calling Cognito', async () => {
    // Arrange
    const { user } = renderPanel();

    // Act
    await user.click(screen.getByRole('button', { name: RESET_PASSWORD_TEXT.sendCode }));

    // Assert
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(amplify.resetPassword).not.toHaveBeenCalled();
  });

  it("should say the address is unknown and offer « S'inscrire », which leads to the sign-up", async () => {
    // Arrange
    amplify.resetPassword.mockRejectedValue(cognitoError('UserNotFoundException'));
    const { onSignUp, user } = renderPanel();
    await user.type(screen.getByLabelText('Email'), 'inconnu@example.fr');

    // Act
    await user.click(screen.getByRole('button', { name: RESET_PASSWORD_TEXT.sendCode }));
    await user.click(await screen.findByRole('button', { name: ACTION_LABELS.signUp }));

    // Assert
    expect(screen.getByText(AUTH_ERROR_TEXTS.emailNotFound)).toBeInTheDocument();
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(screen.getByRole('form', { name: RESET_PASSWORD_TEXT.requestTitle })).toBeInTheDocument();
  });

  it("should set the new password with the e-mail link's code and hand the parent on to the sign-in", async () => {
    // Arrange
    amplify.confirmResetPassword.mockResolvedValue(undefined);
    const { onPasswordReset, user } = renderPanel({ linkUser: 'user-42', linkCode: '123456' });

    // Act
    await chooseNewPassword(user, 'lune-etoile', 'lune-etoile');

    // Assert
    expect(screen.getByLabelText(RESET_PASSWORD_TEXT.code)).toHaveValue('123456');
    expect(amplify.confirmResetPassword).toHaveBeenCalledExactlyOnceWith({ username: 'user-42', confirmationCode: '123456', newPassword: 'lune-etoile' });
    expect(onPasswordReset).toHaveBeenCalledExactlyOnceWith('user-42', 'lune-etoile');
  });

  it('should refuse two different passwords on the confirmation field without calling Cognito', async () => {
    // Arrange
    const { onPasswordReset, user } = renderPanel({ linkUser: 'user-42', linkCode: '123456' });

    // Act
    await chooseNewPassword(user, 'lune-etoile', 'soleil-etoile');

    // Assert
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByLabelText(RESET_PASSWORD_TEXT.confirmPassword)).toBeInvalid();
    expect(amplify.confirmResetPassword).not.toHaveBeenCalled();
    expect(onPasswordReset).not.toHaveBeenCalled();
  });

  it('should keep the parent on the form with the wrong-code message when Cognito refuses the code', async () => {
    // Arrange
    amplify.confirmResetPassword.mockRejectedValue(cognitoError('CodeMismatchException'));
    const { onPasswordReset, user } = renderPanel({ linkUser: 'user-42', linkCode: '654321' });

    // Act
    await chooseNewPassword(user, 'lune-etoile', 'lune-etoile');

    // Assert
    expect(await screen.findByText(AUTH_ERROR_TEXTS.wrongCode)).toBeInTheDocument();
    expect(onPasswordReset).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: RESET_PASSWORD_TEXT.chooseTitle })).toBeInTheDocument();
  });

  it('should go back to the request form on « Recevoir un nouveau code »', async () => {
    // Arrange
    const { user } = renderPanel({ linkUser: 'user-42', linkCode: '123456' });

    // Act
    await user.click(screen.getByRole('button', { name: RESET_PASSWORD_TEXT.newCode }));

    // Assert
    expect(screen.getByRole('form', { name: RESET_PASSWORD_TEXT.requestTitle })).toBeInTheDocument();
    expect(screen.queryByLabelText(RESET_PASSWORD_TEXT.code)).not.toBeInTheDocument();
  });
});
