import { STORAGE_KEYS } from '@/lib/constants';

/**
 * Which child was selected last, remembered per account (issue 18: after signing in again the parent
 * found no child selected, no badge, the default colours, and step 1 of the wizard asking for a choice).
 *
 * The spec's key `selectedProfileId` is kept (other screens and the sign-out read it) and is forgotten
 * at sign-out as the spec says. Beside it, `selectedProfileId:<userId>` keeps the choice of that account
 * in this browser across sign-outs, sign-ins and tabs; keyed by the user id, so a second parent on the
 * same browser never inherits the first one's child. It holds a profile id only, nothing a stranger
 * could read a child's name from.
 */

/** The storage this needs (localStorage in the browser, a map in the tests). */
export interface SelectionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function accountSelectionKey(userId: string): string {
  return `${STORAGE_KEYS.selectedProfileId}:${userId}`;
}

/** Storage may be refused (private browsing, a full quota): the choice then lasts for this page only. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The remembered choice: this account's, else the spec key's (a selection made before this version). */
export function readSelection(storage: SelectionStorage | undefined, userId: string | undefined): string | null {
  if (!storage) return null;
  const forAccount = userId ? attempt(() => storage.getItem(accountSelectionKey(userId)), null) : null;
  return forAccount ?? attempt(() => storage.getItem(STORAGE_KEYS.selectedProfileId), null);
}

/** Remembers a choice (or forgets it, with null) under both keys. */
export function writeSelection(storage: SelectionStorage | undefined, userId: string | undefined, profileId: string | null): void {
  if (!storage) return;
  const keys = [STORAGE_KEYS.selectedProfileId, ...(userId ? [accountSelectionKey(userId)] : [])];
  for (const key of keys) {
    attempt(() => (profileId ? storage.setItem(key, profileId) : storage.removeItem(key)), undefined);
  }
}

/**
 * The child shown as selected: the remembered one while it still exists, else the first child (the
 * oldest profile comes first in the API's list), else none.
 */
export function effectiveSelection<T extends { id: string }>(profiles: readonly T[] | undefined, rememberedId: string | null): T | null {
  if (!profiles || profiles.length === 0) return null;
  return profiles.find((profile) => profile.id === rememberedId) ?? profiles[0] ?? null;
}
