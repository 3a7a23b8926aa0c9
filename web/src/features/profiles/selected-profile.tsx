import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@shared/profiles';
import { useSession } from '@/lib/auth/session';
import { applyDocumentTheme, rememberChildTheme } from '@/lib/document-theme';
import { useProfiles } from '@/features/profiles/api/get-profiles';
import { effectiveSelection, readSelection, writeSelection, type SelectionStorage } from './selection-memory';

export interface SelectedProfile {
  /** The parent's profiles, undefined while loading. */
  profiles: Profile[] | undefined;
  isLoading: boolean;
  /** The selected profile: the remembered one, else the first child; null only when there is no child. */
  selected: Profile | null;
  /** Stores the choice (localStorage `selectedProfileId`, spec part 1 §3, and per account) and applies its theme. */
  select(profileId: string | null): void;
}

const SelectedProfileContext = createContext<SelectedProfile | null>(null);

const browserStorage = (): SelectionStorage | undefined => {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The selected child profile, shared by the home screen, the menu and the story screens. The page
 * theme (`data-theme` on <html>) follows it, 'normal' when none is selected (spec part 1 §2).
 * The choice is remembered per account (selection-memory.ts), so it survives a sign-out and a new
 * sign-in; a remembered id that matches no profile any more, or none at all, selects the first child.
 */
export function SelectedProfileProvider({ children }: { children: ReactNode }) {
  const { data: profiles, isLoading } = useProfiles();
  const { user } = useSession();
  const userId = user?.id;
  const [remembered, setRemembered] = useState(() => ({ userId, id: readSelection(browserStorage(), userId) }));
  // Another parent signed in on this page: their own memory, never the previous parent's choice.
  if (remembered.userId !== userId) setRemembered({ userId, id: readSelection(browserStorage(), userId) });

  const select = useCallback(
    (profileId: string | null) => {
      writeSelection(browserStorage(), userId, profileId);
      setRemembered({ userId, id: profileId });
    },
    [userId],
  );

  const selected = useMemo(() => effectiveSelection(profiles, remembered.id), [profiles, remembered.id]);

  useEffect(() => {
    // The first child chosen by default is remembered too, so every screen (and the next visit) agrees.
    if (selected && selected.id !== remembered.id) writeSelection(browserStorage(), userId, selected.id);
  }, [selected, remembered.id, userId]);

  useEffect(() => {
    applyDocumentTheme(selected?.theme);
    // Kept for the screens outside the signed-in area that still belong to the child (the 404 page).
    rememberChildTheme(selected?.theme ?? null);
  }, [selected?.theme]);
  // Leaving the signed-in area (sign-out) puts the page back on the default theme.
  useEffect(() => () => applyDocumentTheme(null), []);

  const value = useMemo<SelectedProfile>(() => ({ profiles, isLoading, selected, select }), [profiles, isLoading, selected, select]);
  return <SelectedProfileContext value={value}>{children}</SelectedProfileContext>;
}

export function useSelectedProfile(): SelectedProfile {
  const value = use(SelectedProfileContext);
  if (!value) throw new Error('useSelectedProfile() outside <SelectedProfileProvider>');
  return value;
}

/**
 * Spec part 1 §4: after deleting the selected profile, the first remaining one is selected, or none.
 * Returns the id to select after `deletedId` is gone.
 */
export function nextSelectionAfterDelete(profiles: readonly Profile[], selectedId: string | null, deletedId: string): string | null {
  if (selectedId !== deletedId) return selectedId;
  return profiles.find((profile) => profile.id !== deletedId)?.id ?? null;
}
