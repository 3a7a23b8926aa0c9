/**
 * Pure rules of the home screen (spec part 1 §2), kept apart from React so they are tested alone.
 */

/** Set on /app by the register dialog's 'Continuer vers l'application' button; removed on arrival. */
export const NEW_SIGNUP_PARAM = 'new_signup';

/**
 * The query string without `new_signup` (whatever its value), other parameters kept in order; null when
 * there was nothing to remove, so the caller leaves the address alone.
 */
export function searchWithoutNewSignup(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(NEW_SIGNUP_PARAM)) return null;
  params.delete(NEW_SIGNUP_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The parent's first name from the ID token's claims (Cognito's `given_name`), or null. */
export function firstNameFromClaims(claims: unknown): string | null {
  if (!claims || typeof claims !== 'object') return null;
  const value = (claims as Record<string, unknown>).given_name;
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name === '' ? null : name;
}

/** The welcome line: by first name when we know it. */
export function welcomeLine(firstName: string | null | undefined): string {
  return firstName ? `Bonjour ${firstName} !` : 'Bienvenue !';
}
