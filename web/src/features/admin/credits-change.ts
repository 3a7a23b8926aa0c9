import { ADMIN_COUNT_FIELDS, type AdminCountField, type AdminCredits, type AdminCreditsRequest } from '@shared/admin';

/**
 * What the credit form sends for a parent: only the numbers the admin changed, each with the value the form showed
 * as its expected previous value, so the API writes nothing else and nothing over a value that moved meanwhile
 * (DESIGN departure 10). Null when nothing was changed: saving then calls nothing.
 */
export function creditsChangeRequest(userId: string, shown: AdminCredits, typed: AdminCredits): AdminCreditsRequest | null {
  const changed = ADMIN_COUNT_FIELDS.filter((field) => typed[field] !== shown[field]);
  if (changed.length === 0) return null;
  const pick = (numbers: AdminCredits) => Object.fromEntries(changed.map((field) => [field, numbers[field]])) as Partial<Record<AdminCountField, number>>;
  return { userId, ...pick(typed), expected: pick(shown) };
}
