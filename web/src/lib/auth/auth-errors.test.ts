import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_TEXTS, authErrorMessage } from './auth-errors';

const cognitoError = (name: string, message = 'Cognito says no') => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'User does not exist.'],
    // The local emulator answers a wrong password this way (LOCAL-NOTES).
    ['InvalidPasswordException', 'Invalid password'],
  ])('should say "Email ou mot de passe incorrect" for a %s at login', (name, message) => {
    // Act
    const result = authErrorMessage('login', cognitoError(name, message));

    // Assert
    expect(result).toEqual({ description: 'Email ou mot de passe incorrect' });
  });

  it('should ask to confirm the e-mail, with a way to type the code, for an unconfirmed account', () => {
    // Act
    const result = authErrorMessage('login', cognitoError('UserNotConfirmedException'));

    // Assert
    expect(result).toEqual({ description: 'Veuillez vérifier votre email et confirmer votre compte', action: 'confirm' });
  });

  it.each([
    ['login', cognitoError('LimitExceededException')],
    ['resetRequest', cognitoError('TooManyRequestsException')],
    ['login', cognitoError('NotAuthorizedException', 'Password attempts exceeded')],
    ['signUp', cognitoError('SomethingElse', 'Request failed with status code 429')],
  ] as const)('should ask to wait a few seconds when %s is rate limited', (flow, error) => {
    // Act
    const result = authErrorMessage(flow, error);

    // Assert
    expect(result.description).toBe('Veuillez patienter quelques secondes avant de réessayer');
  });

  it('should fall back to "Erreur lors de la connexion" for any other login failure', () => {
    // Act & Assert
    expect(authErrorMessage('login', cognitoError('InternalErrorException')).description).toBe('Erreur lors de la connexion');
  });

  it('should say the address is taken, offering "Se connecter", for an existing account at sign-up', () => {
    // Act
    const result = authErrorMessage('signUp', cognitoError('UsernameExistsException'));

    // Assert
    expect(result).toEqual({ description: 'Cette adresse email est déjà utilisée', action: 'signIn' });
  });

  it('should explain a refused password at sign-up in French inside the spec sentence', () => {
    // Act
    const result = authErrorMessage('signUp', cognitoError('InvalidPasswordException', 'Password did not conform with policy'));

    // Assert
    expect(result.description).toBe("Erreur lors de l'inscription : Le mot de passe doit contenir au moins 6 caractères");
    expect(result.description).not.toContain('conform');
  });

  it('should never show Cognito\'s English text for an unknown sign-up error', () => {
    // Act
    const result = authErrorMessage('signUp', cognitoError('InternalErrorException', 'An internal error occurred'));

    // Assert
    expect(result.description).toMatch(/^Erreur lors de l'inscription : /);
    expect(result.description).not.toContain('internal');
  });

  it('should say "Email non trouvé", offering to sign up, for a reset of an unknown address', () => {
    // Act
    const result = authErrorMessage('resetRequest', cognitoError('UserNotFoundException'));

    // Assert
    expect(result).toEqual({ description: 'Email non trouvé', action: 'signUp' });
  });

  it('should use the generic e-mail failure text for other reset-request errors', () => {
    // Act & Assert
    expect(authErrorMessage('resetRequest', cognitoError('InternalErrorException')).description).toBe(AUTH_ERROR_TEXTS.resetEmailFailed);
  });

  it.each([
    ['CodeMismatchException', AUTH_ERROR_TEXTS.wrongCode],
    ['ExpiredCodeException', AUTH_ERROR_TEXTS.expiredCode],
    ['InternalErrorException', 'Une erreur est survenue lors de la mise à jour du mot de passe. Veuillez réessayer.'],
  ])('should map %s when setting a new password with the reset code', (name, expected) => {
    // Act & Assert
    expect(authErrorMessage('resetConfirm', cognitoError(name)).description).toBe(expected);
  });

  it('should say the current password is wrong on the account page', () => {
    // Act
    const result = authErrorMessage('passwordUpdate', cognitoError('NotAuthorizedException'));

    // Assert
    expect(result).toEqual({ title: 'Erreur', description: 'Le mot de passe actuel est incorrect' });
  });

  it('should give the spec texts for session and social sign-in failures', () => {
    // Act & Assert
    expect(authErrorMessage('session', new Error('boom')).description).toBe('Une erreur est survenue lors de la vérification de la session');
    expect(authErrorMessage('social', new Error('boom')).description).toMatch(/^Erreur: /);
  });

  it('should say when the server cannot be reached', () => {
    // Act & Assert
    expect(authErrorMessage('login', cognitoError('NetworkError', 'Network error')).description).toBe(AUTH_ERROR_TEXTS.network);
  });
});
