import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { AUTH_ERROR_TEXTS } from '@/lib/auth/auth-errors';
import { CHANGE_PASSWORD_TEXTS as T } from '@/features/account/messages';
import { ChangePasswordForm } from './change-password-form';
import { renderWithProviders } from '@/test/render';

// Amplify's calls are the network here (Cognito): the form's own code, and auth-client's, run as written.
const amplify = vi.hoisted(() => ({ updatePassword: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ updatePassword: amplify.updatePassword, signOut: amplify.signOut }));

/** A Cognito error as Amplify throws it: its kind is in `name`. */
const cognitoError = (name: string) => Object.assign(new Error(name), { name });

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/account" element={<ChangePasswordForm email="parent@example.fr" />} />
      <Route path="/auth" element={<p>Page de connexion</p>} />
    </Routes>,
    { route: '/account' },
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, password: string, confirmation: string) {
  if (current) await user.type(screen.getByLabelText(T.currentPassword), current);
  if (password) await user.type(screen.getByLabelText(T.newPassword), password);
  if (confirmation) await user.type(screen.getByLabelText(T.confirmPassword), confirmation);
}

const submit = () => screen.getByRole('button', { name: T.submit });

afterEach(() => {
  amplify.updatePassword.mockReset();
  amplify.signOut.mockReset();
  vi.restoreAllMocks();
});

describe('ChangePasswordForm', () => {
  it('should keep the button disabled until the three fields are filled', async () => {
    // Arrange
    const user = renderForm();

    // Act
    await fill(user, 'ancien1', 'nouveau1', '');

    // Assert
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(T.confirmPassword), 'nouveau1');
    expect(submit()).toBeEnabled();
  });

  it('should refuse a new password that is too short, in French, without calling Cognito', async () => {
    // Arrange
    const user = renderForm();
    await fill(user, 'ancien1', 'abc', 'abc');

    // Act
    await user.click(submit());

    // Assert
    expect(await screen.findByText(T.validationTitle)).toBeInTheDocument();
    expect(screen.getAllByText(AUTH_MESSAGES.passwordTooShort).length).toBeGreaterThan(0);
    expect(amplify.updatePassword).not.toHaveBeenCalled();
  });

  it('should refuse two new passwords that differ, without calling Cognito', async () => {
    // Arrange
    const user = renderForm();
    await fill(user, 'ancien1', 'nouveau1', 'nouveau2');

    // Act
    await user.click(submit());

    // Assert
    expect(await screen.findByText(T.errorTitle)).toBeInTheDocument();
    expect(screen.getByLabelText(T.confirmPassword)).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.passwordsDiffer) as string);
    expect(amplify.updatePassword).not.toHaveBeenCalled();
  });

  it('should mark the current password wrong and focus it when Cognito refuses it', async () => {
    // Arrange
    amplify.updatePassword.mockRejectedValue(cognitoError('NotAuthorizedException'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderForm();
    await fill(user, 'mauvais1', 'nouveau1', 'nouveau1');

    // Act
    await user.click(submit());

    // Assert
    const current = screen.getByLabelText(T.currentPassword);
    await vi.waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(expect.stringContaining(AUTH_ERROR_TEXTS.currentPasswordWrong) as string);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('should give any other failure its French toast and leave the current password alone', async () => {
    // Arrange
    amplify.updatePassword.mockRejectedValue(cognitoError('InternalErrorException'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderForm();
    await fill(user, 'ancien1', 'nouveau1', 'nouveau1');

    // Act
    await user.click(submit());

    // Assert
    expect(await screen.findByText(AUTH_ERROR_TEXTS.passwordUpdateFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(T.currentPassword)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('should change the password, empty the fields, say a redirect is coming, then sign out and open /auth', async () => {
    // Arrange
    amplify.updatePassword.mockResolvedValue(undefined);
    amplify.signOut.mockResolvedValue(undefined);
    const user = renderForm();
    await fill(user, 'ancien1', 'nouveau1', 'nouveau1');

    // Act
    await user.click(submit());

    // Assert
    expect(await screen.findByText(T.successDescription)).toBeInTheDocument();
    expect(amplify.updatePassword).toHaveBeenCalledWith({ oldPassword: 'ancien1', newPassword: 'nouveau1' });
    expect(screen.getByText(T.updatedTitle)).toBeInTheDocument();
    expect(screen.getByLabelText(T.newPassword)).toHaveValue('');
    expect(screen.getByLabelText(T.newPassword)).toBeDisabled();
    expect(amplify.signOut).not.toHaveBeenCalled();
    expect(await screen.findByText('Page de connexion', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it('should stay on the page and say so when the sign-out after the change fails', async () => {
    // Arrange
    amplify.updatePassword.mockResolvedValue(undefined);
    amplify.signOut.mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderForm();
    await fill(user, 'ancien1', 'nouveau1', 'nouveau1');

    // Act
    await user.click(submit());

    // Assert
    expect(await screen.findByText(T.signOutFailedDescription, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Page de connexion')).not.toBeInTheDocument();
    expect(screen.queryByText(T.updatedTitle)).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.newPassword)).toBeEnabled();
  });
});
