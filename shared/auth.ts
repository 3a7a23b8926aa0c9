import * as z from 'zod';
import './french-errors';
import { cleanText, requiredText } from './text-hygiene';

/** Spec part 1 §5 and §9: a password has at least 6 characters, and no other rule. */
export const MIN_PASSWORD_LENGTH = 6;
/** The Cognito group whose members may use the operator tools (DESIGN, departure 4). */
export const ADMINS_GROUP = 'admins';

/** The spec's texts for the account forms (part 1 §5 and §8). */
export const AUTH_MESSAGES = {
  emailRequired: "L'adresse email est requise",
  emailInvalid: "L'adresse email n'est pas valide",
  passwordRequired: 'Le mot de passe est requis',
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  codeInvalid: 'Le code contient 6 chiffres',
} as const;

/** Cleaned too: an address pasted with an invisible character would otherwise be refused or, worse, stored. */
const email = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? AUTH_MESSAGES.emailRequired : undefined) })
  .overwrite((text) => cleanText(text))
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));
const requiredPassword = z.string().min(1, AUTH_MESSAGES.passwordRequired);
const newPassword = z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort);

/** Login: e-mail and password required (spec part 1 §5). */
export const loginSchema = z.object({ email, password: requiredPassword });
export type LoginInput = z.infer<typeof loginSchema>;

/** Register: first name, last name, e-mail and password required; the password follows the 6-character rule. */
export const registerSchema = z.object({
  // The parent's names get the same hygiene as the child's; the spec sets them no maximum.
  firstName: requiredText({ required: AUTH_MESSAGES.firstNameRequired }),
  lastName: requiredText({ required: AUTH_MESSAGES.lastNameRequired }),
  email,
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The 6-digit code Cognito e-mails for sign-up confirmation and password reset. */
export const confirmationCodeSchema = z
  .string()
  .overwrite((text) => cleanText(text))
  .regex(/^\d{6}$/, AUTH_MESSAGES.codeInvalid);

export const resetRequestSchema = z.object({ email });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** A new password and its confirmation (reset and account page): ≥ 6 characters, equal. */
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: newPassword })
  .refine((value) => value.password === value.confirmPassword, { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

/** Reset with the e-mailed code. */
export const resetPasswordSchema = z
  .object({ code: confirmationCodeSchema, password: newPassword, confirmPassword: newPassword })
  .refine((value) => value.password === value.confirmPassword, { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * The account page's change. Cognito asks for the current password to change it (the specification's
 * backend did not), so the form has one more field than the spec shows.
 */
export const changePasswordSchema = z
  .object({ currentPassword: requiredPassword, password: newPassword, confirmPassword: newPassword })
  .refine((value) => value.password === value.confirmPassword, { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Query parameters of the links the confirmation and reset e-mails carry (no personal data: the Cognito user name is an id). */
export const EMAIL_LINK_PARAMS = { user: 'user', code: 'code' } as const;
