import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { AUTH_ERROR_TEXTS } from '@/lib/auth/auth-errors';
import { CONFIRM_CODE_TEXT } from '@/features/auth/messages';
import { ConfirmCodeDialog } from './confirm-code-dialog';
import { renderWithProviders } from '@/test/render';

// Amplify's calls are the network here (Cognito): the dialog's own code, and auth-client's, run as written.
const amplify = vi.hoisted(() => ({ resendSignUpCode: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ resendSignUpCode: amplify.resendSignUpCode }));

const CONTINUE = "Continuer vers l'application";

function renderDialog(reason: 'signUp' | 'login' = 'signUp') {
  const onConfirm = vi.fn((_code: string) => Promise.resolve());
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const user = renderWithProviders(<ConfirmCodeDialog open onOpenChange={onOpenChange} email="parent@example.fr" reason={reason} onConfirm={onConfirm} />);
  return { onConfirm, onOpenChange, user };
}

afterEach(() => {
  amplify.resendSignUpCode.mockReset();
});

describe('ConfirmCodeDialog', () => {
  it('should say the sign-up worked, name the address, and confirm with the code typed', async () => {
    // Arrange
    const { onConfirm, user } = renderDialog('signUp');

    // Act
    await user.type(screen.getByLabelText(CONFIRM_CODE_TEXT.codeLabel), '123456');
    await user.keyboard('{Enter}');

    // Assert
    const dialog = screen.getByRole('dialog', { name: CONFIRM_CODE_TEXT.signedUp });
    expect(within(dialog).getByText('parent@example.fr')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('should ask to confirm the address when a sign-in found the account unconfirmed', () => {
    // Arrange / Act
    renderDialog('login');

    // Assert
    expect(screen.getByRole('dialog', { name: CONFIRM_CODE_TEXT.confirmEmail })).toBeInTheDocument();
  });

  it('should refuse a code that is not six digits, on the field, without confirming', async () => {
    // Arrange
    const { onConfirm, user } = renderDialog();

    // Act
    await user.type(screen.getByLabelText(CONFIRM_CODE_TEXT.codeLabel), '12a45');
    await user.click(screen.getByRole('button', { name: CONTINUE }));

    // Assert
    expect(screen.getByLabelText(CONFIRM_CODE_TEXT.codeLabel)).toHaveAccessibleDescription(AUTH_MESSAGES.codeInvalid);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should send a new code to the address and say so', async () => {
    // Arrange
    amplify.resendSignUpCode.mockResolvedValue({});
    const { user } = renderDialog();

    // Act
    await user.click(screen.getByRole('button', { name: CONFIRM_CODE_TEXT.resend }));

    // Assert
    expect(await screen.findByText(CONFIRM_CODE_TEXT.resent)).toBeInTheDocument();
    expect(amplify.resendSignUpCode).toHaveBeenCalledExactlyOnceWith({ username: 'parent@example.fr' });
  });

  it('should ask the parent to wait when Cognito refuses another code so soon', async () => {
    // Arrange
    amplify.resendSignUpCode.mockRejectedValue(Object.assign(new Error('LimitExceededException'), { name: 'LimitExceededException' }));
    const { user } = renderDialog();

    // Act
    await user.click(screen.getByRole('button', { name: CONFIRM_CODE_TEXT.resend }));

    // Assert
    expect(await screen.findByText(AUTH_ERROR_TEXTS.tooManyAttempts)).toBeInTheDocument();
    expect(amplify.resendSignUpCode).toHaveBeenCalledExactlyOnceWith({ username: 'parent@example.fr' });
  });

  it('should let the parent close the dialog with Escape', async () => {
    // Arrange
    const { onOpenChange, user } = renderDialog();

    // Act
    await user.keyboard('{Escape}');

    // Assert
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});
