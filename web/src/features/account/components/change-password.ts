import { AUTH_MESSAGES, type ChangePasswordInput } from '@shared/auth';
import { CHANGE_PASSWORD_TEXTS } from '@/features/account/messages';

/**
 * The rules of the account page's password form that do not need React (spec part 1 §5 and §8).
 */

export type ChangePasswordField = keyof ChangePasswordInput;

/** The fields in screen order: the first error in this order decides the toast. */
const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['currentPassword', 'password', 'confirmPassword'];

export interface ToastText {
  title: string;
  description: string;
}

/** What react-hook-form reports per field, reduced to what the toast needs. */
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, { message?: string } | undefined>>;

/**
 * The toast for a form that failed validation: the length rule first ('Erreur de validation'), then the
 * mismatch ('Erreur'), then any other field message (e.g. a missing current password). Null when valid.
 */
export function validationToast(errors: ChangePasswordErrors): ToastText | null {
  const messages = CHANGE_PASSWORD_FIELDS.map((field) => errors[field]?.message).filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
  if (messages.includes(AUTH_MESSAGES.passwordTooShort)) {
    return { title: CHANGE_PASSWORD_TEXTS.validationTitle, description: AUTH_MESSAGES.passwordTooShort };
  }
  if (messages.includes(AUTH_MESSAGES.passwordsDiffer)) {
    return { title: CHANGE_PASSWORD_TEXTS.errorTitle, description: AUTH_MESSAGES.passwordsDiffer };
  }
  const [first] = messages;
  return first ? { title: CHANGE_PASSWORD_TEXTS.validationTitle, description: first } : null;
}

/** Spec part 1 §5: the submit button stays disabled while any field is empty (or while submitting). */
export function canSubmitPasswordChange(values: Partial<Record<ChangePasswordField, string | undefined>>, busy: boolean): boolean {
  if (busy) return false;
  return CHANGE_PASSWORD_FIELDS.every((field) => (values[field] ?? '') !== '');
}
