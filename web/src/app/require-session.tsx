import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { SessionMenuProvider } from '@/components/side-menu/session-side-menu';
import { PendingStoriesWatcher } from '@/features/stories/components/pending-stories-watcher';
import { useSession } from '@/lib/auth/session';
import { CreditsSync, useNewStoryNavigation } from '@/features/credits';
import { ProfilesSection, SelectedProfileProvider } from '@/features/profiles';
import { paths } from '@/lib/paths';
import { SIGNED_OUT_MESSAGES } from '@/app/messages';

/** The menu's child profiles (the profiles feature), whose 'Modifier' loads its form on the first opening. */
const renderProfilesSection = (close: () => void) => <ProfilesSection onDone={close} />;

/** The pages that say why a signed-out visitor is sent to /auth, and what they say. */
const SIGNED_OUT_REASONS: Readonly<Record<string, { title: string; description: string }>> = {
  [paths.childProfile]: SIGNED_OUT_MESSAGES.childProfile,
  [paths.create]: SIGNED_OUT_MESSAGES.create,
  [paths.shop]: SIGNED_OUT_MESSAGES.shop,
};

/**
 * The route guard of spec part 1 §4, for every protected route:
 * - nothing is shown while the session loads (or during the 500 ms of a sign-out);
 * - no session → /auth, remembering where the parent was going;
 * - a session and an access token in the URL (an OAuth return) → /app;
 * - a session and `redirect_to=/account` → /account.
 * Behind it, the side menu shows the profiles feature's child list and checks the credits feature's
 * balance before 'Nouvelle histoire'.
 */
function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  const unauthorizedReason = status === 'signedOut' ? SIGNED_OUT_REASONS[location.pathname] : undefined;
  const startNewStory = useNewStoryNavigation();
  const menuSlots = useMemo(() => ({ renderSections: renderProfilesSection, startNewStory }), [startNewStory]);
  useEffect(() => {
    // Spec part 1 §8 and part 2 §2, §6: the create-profile, create-story and shop pages name why they send a visitor to /auth.
    if (unauthorizedReason) toast.error(unauthorizedReason.title, { description: unauthorizedReason.description });
  }, [unauthorizedReason]);
  if (status === 'loading' || status === 'signingOut') return null;

  const query = new URLSearchParams(location.search);
  const carriesToken = location.hash.includes('access_token') || query.has('access_token');
  if (status === 'signedOut') {
    return <Navigate to={paths.auth} replace state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }} />;
  }
  if (carriesToken) return <Navigate to={paths.app} replace />;
  if (query.get('redirect_to') === paths.account && location.pathname !== paths.account) return <Navigate to={paths.account} replace />;
  return (
    <SelectedProfileProvider>
      <SessionMenuProvider slots={menuSlots}>
        {/* Announces, on any signed-in page, a story that finished in the background (spec part 2 §7). */}
        <PendingStoriesWatcher />
        {/* The credits refresh rules of spec part 1 §4 (forced story syncs), on every signed-in page. */}
        <CreditsSync />
        <Outlet />
      </SessionMenuProvider>
    </SelectedProfileProvider>
  );
}

export { RequireSession as Component };
