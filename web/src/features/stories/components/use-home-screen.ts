import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Profile } from '@shared/profiles';
import { creditTotals, isUpsellDue, useCredits, useFirstLoadSync } from '@/features/credits';
import { useSelectedProfile } from '@/features/profiles';
import { useSession } from '@/lib/auth/session';
import { isCreatingStory, mainActionFor, searchWithoutNewSignup, welcomeLine, type MainAction } from './home-logic';
import { useParentFirstName } from './use-parent-first-name';

/** What the home screen draws, decided from the session, the children and the credits. */
export interface HomeScreen {
  /** 'Bienvenue, Camille !', or 'Bienvenue !' while the first name is unknown. */
  welcome: string;
  /** The child whose stories the next ones will be (the header's badge), if any. */
  selected: Profile | null;
  /** The main button: loading, the first child's profile, the shop or a new story. */
  action: MainAction;
  /** `creating_story=true`: the story being written replaces the actions and the recent stories. */
  creating: boolean;
  /** The recent stories are shown once the family has a child. */
  hasChildren: boolean;
  /** The upsell dialog (then its banner) is offered; never while a story is being created. */
  upsellDue: boolean;
}

/**
 * The home screen's state (spec part 1 §2, §4): reads the session, the parent's first name, the children
 * and the credits; on its first load synchronises the story counters once; removes `new_signup` from the
 * address on arrival. The page only draws what this returns.
 */
export function useHomeScreen(): HomeScreen {
  const { user, status } = useSession();
  const firstName = useParentFirstName(user?.id);
  const { profiles, isLoading: profilesLoading, selected } = useSelectedProfile();
  const credits = useCredits();
  const location = useLocation();
  useRemoveNewSignupParam();

  const signedIn = status === 'signedIn';
  const loading = !signedIn || profilesLoading || credits.isLoading;
  useFirstLoadSync(signedIn ? user?.id : undefined, credits.data);
  const creating = isCreatingStory(location.search);
  return {
    welcome: welcomeLine(firstName),
    selected,
    action: mainActionFor({
      loading,
      profileCount: profiles?.length,
      credits: credits.data ? { planType: credits.data.planType, ...creditTotals(credits.data) } : undefined,
    }),
    creating,
    hasChildren: Boolean(profiles && profiles.length > 0),
    upsellDue: !creating && isUpsellDue({ loading, signedIn, profileCount: profiles?.length, credits: credits.data }),
  };
}

/** Spec part 1 §2: `new_signup=true` is removed from the address on arrival, the other parameters kept. */
function useRemoveNewSignupParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = searchWithoutNewSignup(location.search);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, navigate]);
}
