import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@shared/profiles';
import { STORAGE_KEYS } from '@/lib/constants';
import { applyDocumentTheme } from '@/lib/document-theme';
import { useProfiles } from './get-profiles';

export interface SelectedProfile {
  /** The parent's profiles, undefined while loading. */
  profiles: Profile[] | undefined;
  isLoading: boolean;
  /** The selected profile, or null when there is none (or it no longer exists). */
  selected: Profile | null;
  /** Stores the choice (localStorage `selectedProfileId`, spec part 1 §3) and applies its theme. */
  select(profileId: string | null): void;
}

const SelectedProfileContext = createContext<SelectedProfile | null>(null);

function readStoredId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.selectedProfileId);
  } catch {
    return null;
  }
}

/**
 * The selected child profile, shared by the home screen, the menu and the story screens. The page
 * theme (`data-theme` on <html>) follows it, 'normal' when none is selected (spec part 1 §2).
 * A stored id that matches no profile any more counts as no selection.
 */
export function SelectedProfileProvider({ children }: { children: ReactNode }) {
  const { data: profiles, isLoading } = useProfiles();
  const [selectedId, setSelectedId] = useState<string | null>(readStoredId);

  const select = useCallback((profileId: string | null) => {
    try {
      if (profileId) localStorage.setItem(STORAGE_KEYS.selectedProfileId, profileId);
      else localStorage.removeItem(STORAGE_KEYS.selectedProfileId);
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
    setSelectedId(profileId);
  }, []);

  const selected = useMemo(() => profiles?.find((profile) => profile.id === selectedId) ?? null, [profiles, selectedId]);

  useEffect(() => {
    applyDocumentTheme(selected?.theme);
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
