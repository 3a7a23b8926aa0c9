/** Spec part 1 §5 and §9: a password has at least 6 characters, and no other rule. */
export const MIN_PASSWORD_LENGTH = 6;
/** The Cognito group whose members may use the operator tools (DESIGN, departure 4). */
export const ADMINS_GROUP = 'admins';
