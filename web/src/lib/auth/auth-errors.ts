/**
 * Cognito's answers, as Amplify raises them, turned into the specification's French messages
 * (part 1 §8). The local emulator answers some cases differently from Cognito (LOCAL-NOTES): a wrong
 * password there is `InvalidPasswordException` rather than `NotAuthorizedException`; both are mapped.
 */

export type AuthFlow = 'login' | 'signUp' | 'confirmSignUp' | 'resetRequest' | 'resetConfirm' | 'passwordUpdate' | 'session' | 'social';

/** A follow-up the message offers: sign in, sign up, or type the e-mailed code. */
export type AuthErrorAction = 'signIn' | 'signUp' | 'confirm';

export interface AuthErrorMessage {
  title?: string;
  description: string;
  action?: AuthErrorAction;
}

export const AUTH_ERROR_TEXTS = {
  notConfirmed: 'Veuillez vérifier votre email et confirmer votre compte',
  wrongCredentials: 'Email ou mot de passe incorrect',
  loginFailed: 'Erreur lors de la connexion',
  emailTaken: 'Cette adresse email est déjà utilisée',
  signUpFailed: "Erreur lors de l'inscription : {message}",
  tooManyAttempts: 'Veuillez patienter quelques secondes avant de réessayer',
  emailNotFound: 'Email non trouvé',
  resetEmailFailed: "Une erreur est survenue lors de l'envoi de l'email",
  resetFailed: 'Une erreur est survenue lors de la mise à jour du mot de passe. Veuillez réessayer.',
  passwordUpdateFailed: 'Une erreur est survenue lors de la mise à jour du mot de passe',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect',
  sessionFailed: 'Une erreur est survenue lors de la vérification de la session',
  socialFailed: 'Erreur: {message}',
  confirmFailed: 'Erreur lors de la confirmation du compte',
  wrongCode: 'Code incorrect. Vérifiez le code reçu par email.',
  expiredCode: 'Ce code a expiré. Demandez un nouveau code.',
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
  passwordRule: 'Le mot de passe doit contenir au moins 6 caractères',
  invalidDetails: 'les informations saisies ne sont pas valides',
  retry: 'veuillez réessayer',
} as const;

const RATE_LIMITED = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error) return String((error as { name: unknown }).name);
  return '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

function isRateLimited(error: unknown): boolean {
  const name = errorName(error);
  if (RATE_LIMITED.has(name)) return true;
  // Cognito says "Password attempts exceeded" with NotAuthorizedException; HTTP 429 may reach us as text.
  return /attempts exceeded|rate exceeded|too many requests|\b429\b/i.test(errorText(error));
}

function isNetworkFailure(error: unknown): boolean {
  return errorName(error) === 'NetworkError' || /network error|failed to fetch/i.test(errorText(error));
}

function fill(template: string, message: string): string {
  return template.replace('{message}', message);
}

/** The French message for an error raised by one of the account flows. */
export function authErrorMessage(flow: AuthFlow, error: unknown): AuthErrorMessage {
  const name = errorName(error);
  if (isRateLimited(error)) return { description: AUTH_ERROR_TEXTS.tooManyAttempts };

  switch (flow) {
    case 'login':
      if (name === 'UserNotConfirmedException') return { description: AUTH_ERROR_TEXTS.notConfirmed, action: 'confirm' };
      if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name)) {
        return { description: AUTH_ERROR_TEXTS.wrongCredentials };
      }
      if (isNetworkFailure(error)) return { description: AUTH_ERROR_TEXTS.network };
      return { description: AUTH_ERROR_TEXTS.loginFailed };

    case 'signUp':
      if (name === 'UsernameExistsException' || name === 'AliasExistsException') return { description: AUTH_ERROR_TEXTS.emailTaken, action: 'signIn' };
      if (name === 'InvalidPasswordException') return { description: fill(AUTH_ERROR_TEXTS.signUpFailed, AUTH_ERROR_TEXTS.passwordRule) };
      if (name === 'InvalidParameterException') return { description: fill(AUTH_ERROR_TEXTS.signUpFailed, AUTH_ERROR_TEXTS.invalidDetails) };
      if (isNetworkFailure(error)) return { description: fill(AUTH_ERROR_TEXTS.signUpFailed, AUTH_ERROR_TEXTS.network) };
      return { description: fill(AUTH_ERROR_TEXTS.signUpFailed, AUTH_ERROR_TEXTS.retry) };

    case 'confirmSignUp':
    case 'resetConfirm':
      if (name === 'CodeMismatchException') return { description: AUTH_ERROR_TEXTS.wrongCode };
      if (name === 'ExpiredCodeException') return { description: AUTH_ERROR_TEXTS.expiredCode };
      if (flow === 'resetConfirm' && name === 'InvalidPasswordException') return { description: AUTH_ERROR_TEXTS.passwordRule };
      if (isNetworkFailure(error)) return { description: AUTH_ERROR_TEXTS.network };
      return { description: flow === 'resetConfirm' ? AUTH_ERROR_TEXTS.resetFailed : AUTH_ERROR_TEXTS.confirmFailed };

    case 'resetRequest':
      if (name === 'UserNotFoundException') return { description: AUTH_ERROR_TEXTS.emailNotFound, action: 'signUp' };
      // Cognito refuses a reset for an address that was never confirmed.
      if (name === 'InvalidParameterException' && /verified|registered/i.test(errorText(error))) {
        return { description: AUTH_ERROR_TEXTS.notConfirmed, action: 'confirm' };
      }
      return { description: AUTH_ERROR_TEXTS.resetEmailFailed };

    case 'passwordUpdate':
      if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException') {
        return { title: 'Erreur', description: AUTH_ERROR_TEXTS.currentPasswordWrong };
      }
      return { title: 'Erreur', description: AUTH_ERROR_TEXTS.passwordUpdateFailed };

    case 'session':
      return { description: AUTH_ERROR_TEXTS.sessionFailed };

    case 'social':
      return { description: fill(AUTH_ERROR_TEXTS.socialFailed, isNetworkFailure(error) ? AUTH_ERROR_TEXTS.network : AUTH_ERROR_TEXTS.retry) };
  }
}
