import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { useSelectedProfile } from '@/features/profiles';
import { shownChildId, withChildFilter } from './library-logic';
import { LIBRARY_TEXT } from '@/features/stories/messages';

/**
 * Which child's stories the library shows (`?profileId=`, spec part 2 §2), and where a parent without any child
 * goes instead (spec part 2 §8: the child form, with a notice).
 */
export function useLibraryFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { profiles } = useSelectedProfile();
  const profileId = shownChildId(profiles, searchParams.get('profileId') || null);
  const navigate = useNavigate();
  const noProfile = profiles !== undefined && profiles.length === 0;

  useEffect(() => {
    if (!noProfile) return;
    // Spec part 2 §8: a parent without any child has nothing to read yet.
    toast.info(LIBRARY_TEXT.noProfileTitle, { id: 'library-no-profile', description: LIBRARY_TEXT.noProfileDescription });
    void navigate(paths.childProfile, { replace: true });
  }, [noProfile, navigate]);

  return {
    profiles,
    profileId,
    noProfile,
    child: profileId ? profiles?.find((profile) => profile.id === profileId) : undefined,
    chooseChild: (value: string) => setSearchParams(withChildFilter(searchParams, value), { replace: true }),
  };
}
