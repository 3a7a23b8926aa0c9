import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { canSubmitPasswordChange, validationToast } from './change-password';

describe('validationToast', () => {
  it("should title a too-short password 'Erreur de validation' with the 6-character rule", () => {
    // Arrange
    const errors = { password: { message: AUTH_MESSAGES.passwordTooShort } };

    // Act
    const toast = validationToast(errors);

    // Assert
    expect(toast).toEqual({ title: 'Erreur de validation', description: 'Le mot de passe doit contenir au moins 6 caractères' });
  });

  it("should title a mismatch 'Erreur' with 'Les mots de passe ne correspondent pas'", () => {
    // Arrange
    const errors = { confirmPassword: { message: AUTH_MESSAGES.passwordsDiffer } };

    // Act
    const toast = validationToast(errors);

    // Assert
    expect(toast).toEqual({ title: 'Erreur', description: 'Les mots de passe ne correspondent pas' });
  });

  it('should report the length rule first when the passwords are also different', () => {
    // Arrange
    const errors = {
      password: { message: AUTH_MESSAGES.passwordTooShort },
      confirmPassword: { message: AUTH_MESSAGES.passwordsDiffer },
    };

    // Act
    const toast = validationToast(errors);

    // Assert
    expect(toast?.description).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it('should fall back to the first field message for any other error', () => {
    // Arrange
    const errors = { currentPassword: { message: AUTH_MESSAGES.passwordRequired } };

    // Act
    const toast = validationToast(errors);

    // Assert
    expect(toast).toEqual({ title: 'Erreur de validation', description: AUTH_MESSAGES.passwordRequired });
  });

  it('should return null when no field has an error', () => {
    // Arrange / Act
    const toast = validationToast({ password: undefined, confirmPassword: { message: '' } });

    // Assert
    expect(toast).toBeNull();
  });
});

describe('canSubmitPasswordChange', () => {
  it('should allow submitting once every field is filled and nothing is in progress', () => {
    // Arrange
    const values = { currentPassword: 'ancien1', password: 'nouveau1', confirmPassword: 'nouveau1' };

    // Act
    const allowed = canSubmitPasswordChange(values, false);

    // Assert
    expect(allowed).toBe(true);
  });

  it('should refuse while any field is empty', () => {
    // Arrange
    const cases = [
      { currentPassword: '', password: 'nouveau1', confirmPassword: 'nouveau1' },
      { currentPassword: 'ancien1', password: '', confirmPassword: 'nouveau1' },
      { currentPassword: 'ancien1', password: 'nouveau1' },
    ];

    // Act
    const results = cases.map((values) => canSubmitPasswordChange(values, false));

    // Assert
    expect(results).toEqual([false, false, false]);
  });

  it('should refuse while submitting even with every field filled', () => {
    // Arrange
    const values = { currentPassword: 'ancien1', password: 'nouveau1', confirmPassword: 'nouveau1' };

    // Act
    const allowed = canSubmitPasswordChange(values, true);

    // Assert
    expect(allowed).toBe(false);
  });
});
