import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, newPasswordSchema, registerSchema, resetPasswordSchema } from '#shared/auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account form schemas (spec part 1 §5)', () => {
  it('should require the e-mail and the password to sign in', () => {
    // Act
    const result = loginSchema.safeParse({ email: '', password: '' });

    // Assert
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'password']);
  });

  it('should trim the e-mail and accept any non-empty password at sign-in', () => {
    // Act & Assert
    expect(loginSchema.parse({ email: '  lea@example.fr ', password: 'x' })).toEqual({ email: 'lea@example.fr', password: 'x' });
  });

  it('should require first name, last name, e-mail and a 6-character password to register', () => {
    // Act
    const result = registerSchema.safeParse({ firstName: ' ', lastName: '', email: 'pas-un-email', password: '12345' });

    // Assert
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Le prénom est requis',
      'Le nom est requis',
      "L'adresse email n'est pas valide",
      'Le mot de passe doit contenir au moins 6 caractères',
    ]);
  });

  it('should accept a 6-character password with no other rule', () => {
    // Act & Assert
    expect(registerSchema.safeParse({ firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', password: 'aaaaaa' }).success).toBe(true);
  });

  it('should refuse a new password shorter than 6 characters with the spec text', () => {
    // Act & Assert
    expect(firstMessage(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });

  it('should refuse a confirmation that differs, on the confirmation field', () => {
    // Act
    const result = newPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' });

    // Assert
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: 'Les mots de passe ne correspondent pas', path: ['confirmPassword'] })]);
  });

  it('should need the 6-digit code to reset, and the current password to change', () => {
    // Act & Assert
    expect(firstMessage(resetPasswordSchema.safeParse({ code: '12a456', password: 'abcdef', confirmPassword: 'abcdef' }))).toBe('Le code contient 6 chiffres');
    expect(resetPasswordSchema.safeParse({ code: ' 123456 ', password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
    expect(changePasswordSchema.safeParse({ currentPassword: '', password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(false);
  });

  it('should clean the names, the e-mail and the code of invisible characters, and never touch a password', () => {
    // Arrange
    const invisible = '\u200B\u202E\uFEFF';

    // Act
    const registered = registerSchema.parse({ firstName: `${invisible}Camille `, lastName: 'Du\u00ADrand', email: ` camille@example.fr${invisible}`, password: ` secret1${invisible}` });
    const reset = resetPasswordSchema.parse({ code: `${invisible}123456`, password: 'abcdef', confirmPassword: 'abcdef' });

    // Assert
    expect(registered).toEqual({ firstName: 'Camille', lastName: 'Durand', email: 'camille@example.fr', password: ` secret1${invisible}` });
    expect(reset.code).toBe('123456');
  });

  it('should answer a missing or wrongly typed field in French', () => {
    // Act
    const messages = loginSchema.safeParse({ email: 42 }).error?.issues.map((issue) => issue.message);

    // Assert
    expect(messages).toEqual(['Le champ « Email » doit être un texte.', 'Le champ « Mot de passe » est requis.']);
  });
});
