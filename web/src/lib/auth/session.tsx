import { Hub } from 'aws-amplify/utils';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SIGN_OUT_REDIRECT_DELAY_MS, STORAGE_KEYS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { confirmationToast } from '@/lib/toasts';
import { authErrorMessage } from './auth-errors';
import { isNetworkFailure } from './offline-parent';
import { currentParent, signOutParent } from './session-client';
// Another tab's sign-in or sign-out changes the tokens Amplify keeps under this prefix.
import { AMPLIFY_STORAGE_PREFIX } from './stored-session';

export interface SessionUser {
  id: string;
  email: string;
}

/** `signingOut` holds the screen still for the spec's 500 ms between sign-out and /auth. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'signingOut';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Re-reads the session (after a sign-in, or when another tab changed it). */
  refresh(): Promise<SessionUser | null>;
  /** Spec part 1 §4: forget the selected profile and the cookie choice, sign out, /auth after 500 ms. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);


const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The parent's session, followed live: Amplify's auth events in this tab, storage events from the others. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: SessionStatus; user: SessionUser | null }>({ status: 'loading', user: null });
  const signingOut = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const user = await currentParent();
      if (!signingOut.current) setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
      return user;
    } catch (error) {
      console.error(error);
      toast.error(authErrorMessage('session', error).description);
      if (!signingOut.current) setState({ status: 'signedOut', user: null });
      return null;
    }
  }, []);

  useEffect(() => {
    // The first read of the session; its answer arrives asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading an external store (Amplify) on mount
    void refresh();
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn' || payload.event === 'tokenRefresh' || payload.event === 'signInWithRedirect') void refresh();
      // A refresh that failed for want of a network is no sign-out: the parent keeps reading what this device saved.
      if (payload.event === 'tokenRefresh_failure' && isNetworkFailure(payload.data?.error)) return;
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
        // Cached answers (credits, profiles…) belong to the parent who just left, whichever way they left.
        queryClient.clear();
        if (!signingOut.current) setState({ status: 'signedOut', user: null });
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(AMPLIFY_STORAGE_PREFIX)) void refresh();
    };
    window.addEventListener('storage', onStorage);
    // Back online, the session is read again: refreshed, or found over (an expired refresh token) and sent to /auth.
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    };
  }, [refresh, queryClient]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    setState((current) => ({ ...current, status: 'signingOut' }));
    try {
      // The spec's keys; the per-account memory of the selected child (selection-memory.ts) stays, so
      // the child is selected again at the next sign-in.
      localStorage.removeItem(STORAGE_KEYS.selectedProfileId);
      localStorage.removeItem(STORAGE_KEYS.cookiesAccepted);
      localStorage.removeItem(STORAGE_KEYS.childTheme);
      await signOutParent();
      confirmationToast('Déconnexion réussie', { description: 'À bientôt!' });
      await wait(SIGN_OUT_REDIRECT_DELAY_MS);
      setState({ status: 'signedOut', user: null });
      navigate(paths.auth, { replace: true });
    } catch (error) {
      console.error(error);
      toast.error('Erreur', { description: 'Une erreur est survenue lors de la déconnexion' });
      signingOut.current = false;
      await refresh();
      return;
    }
    signingOut.current = false;
  }, [navigate, refresh]);

  const value = useMemo<Session>(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}
