import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { NO_CREDIT_REDIRECT_MS } from '@shared/stories';
import { CREATE_MESSAGES, NO_PROFILE_DESCRIPTION, STORY_MESSAGES } from '@/features/stories/messages';
import { creditsQueryOptions, creditTotals } from '@/features/credits';
import { paths } from '@/lib/paths';
import { useProfiles, useSelectedProfile } from '@/features/profiles';
import { wizardEntry, type WizardEntry } from './wizard-logic';

/**
 * The wizard's entry rules (spec part 2 §2 and §5): a profile and a credit first. A parent without a profile is sent
 * to create one, a parent without a credit is told so and taken home; the profiles (and the one selected) come back
 * for the wizard, with a retry for a failed read.
 */
export function useWizardEntry() {
  const navigate = useNavigate();
  const { profiles, isLoading: profilesLoading, selected } = useSelectedProfile();
  const profilesQuery = useProfiles();
  // A balance cached by another screen may be stale (a story was just made): read it again on arrival.
  const credits = useQuery({ ...creditsQueryOptions(), refetchOnMount: 'always' });
  const live = wizardEntry({
    profiles,
    profilesLoading,
    creditsChecked: credits.isFetchedAfterMount,
    storiesLeft: credits.isError || !credits.data ? undefined : creditTotals(credits.data).storiesLeft,
  });

  // The entry is decided once: the balance is re-read every 5 s, and a story made in another tab must
  // not throw the parent out mid-wizard (the server answers 402 if the credit is really gone).
  const [decided, setDecided] = useState<Exclude<WizardEntry, 'loading' | 'loadFailed'> | null>(null);
  if (decided === null && live !== 'loading' && live !== 'loadFailed') setDecided(live);
  const entry = decided ?? live;

  useEffect(() => {
    if (entry === 'noProfile') {
      toast.error(CREATE_MESSAGES.noProfileTitle, { id: 'story-entry', description: NO_PROFILE_DESCRIPTION });
      void navigate(paths.childProfile, { replace: true });
      return;
    }
    if (entry === 'noCredits') {
      toast.error(STORY_MESSAGES.noCreditsTitle, { id: 'story-entry', description: CREATE_MESSAGES.noCreditsDescription });
      const timer = window.setTimeout(() => void navigate(paths.app, { replace: true }), NO_CREDIT_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [entry, navigate]);

  return { entry, profiles, selectedId: selected?.id ?? null, retryProfiles: () => void profilesQuery.refetch() };
}
