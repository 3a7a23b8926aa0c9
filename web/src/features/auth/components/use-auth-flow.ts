import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { EMAIL_LINK_PARAMS, type RegisterInput } from '@shared/auth';
import { confirmRegistration, signInWithPassword } from '@/lib/auth/auth-client';
import { useSession } from '@/lib/auth/session';
import { PASSWORD_REDIRECT_DELAY_MS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { AUTH_PAGE_TEXT } from '@/features/auth/messages';
import { isResetMode, returnPathAfterSignIn } from '@/features/auth/redirect';
import { toastAuthError } from './auth-toasts';

export type AuthTab = 'login' | 'register';

interface PendingConfirmation {
  email: string;
  password: string;
  reason: 'signUp' | 'login';
}

/** Where a new parent lands (spec: /app?new_signup=true; the home screen then removes the parameter). */
const NEW_SIGNUP_PATH = `${paths.app}?new_signup=true`;

/**
 * The account flows of /auth and /auth/reset-password (spec part 1 §2): the tab shown, the address a sign-up hands
 * to the sign-in, the account waiting for its code, the links of the confirmation and reset e-mails, and where the
 * parent goes once signed in (`leaving`: the page says 'Redirection...' meanwhile). The page only draws them.
 */
export function useAuthFlow() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  const resetMode = isResetMode(location);
  const [tab, setTab] = useState<AuthTab>('login');
  const [loginEmail, setLoginEmail] = useState('');
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);

  const linkUser = searchParams.get(EMAIL_LINK_PARAMS.user) ?? undefined;
  const linkCode = searchParams.get(EMAIL_LINK_PARAMS.code) ?? undefined;

  // The confirmation e-mail's link (/auth?user=…&code=…) confirms the address once, then asks to sign in.
  const confirmedLink = useRef(false);
  useEffect(() => {
    if (resetMode || !linkUser || !linkCode || confirmedLink.current) return;
    confirmedLink.current = true;
    confirmRegistration(linkUser, linkCode)
      .then(() => toast.success(AUTH_PAGE_TEXT.emailConfirmed, { description: AUTH_PAGE_TEXT.signInToContinue }))
      .catch((error: unknown) => toastAuthError('confirmSignUp', error))
      .finally(() => {
        setTab('login');
        setSearchParams({}, { replace: true });
      });
  }, [resetMode, linkUser, linkCode, setSearchParams]);

  const goOn = async (target: string) => {
    setLeaving(target);
    await session.refresh();
    navigate(target, { replace: true });
  };

  const confirmAndEnter = async (code: string) => {
    if (!pending) return;
    try {
      await confirmRegistration(pending.email, code);
    } catch (error) {
      toastAuthError('confirmSignUp', error);
      return;
    }
    const target = pending.reason === 'signUp' ? NEW_SIGNUP_PATH : returnPathAfterSignIn(location.state);
    // Set before signing in, so the "already signed in" redirect does not pre-empt the chosen target.
    setLeaving(target);
    try {
      await signInWithPassword(pending.email, pending.password);
    } catch (error) {
      toastAuthError('login', error);
      setLeaving(null);
      setPending(null);
      setTab('login');
      return;
    }
    await goOn(target);
  };

  const afterReset = async (username: string, newPassword: string) => {
    toast.success(AUTH_PAGE_TEXT.passwordUpdated, { description: AUTH_PAGE_TEXT.redirecting });
    setLeaving(paths.app);
    try {
      await signInWithPassword(username, newPassword);
    } catch (error) {
      toastAuthError('login', error);
      setLeaving(null);
      navigate(paths.auth, { replace: true });
      return;
    }
    // Spec part 1 §4: the reset ends on /app two seconds later.
    setTimeout(() => void goOn(paths.app), PASSWORD_REDIRECT_DELAY_MS);
  };

  return {
    session,
    resetMode,
    tab,
    setTab,
    loginEmail,
    pending,
    leaving,
    linkUser,
    linkCode,
    /** Where a signed-in parent goes back to: the protected page first asked for, or /app. */
    returnPath: returnPathAfterSignIn(location.state),
    confirmAndEnter,
    afterReset,
    onSignedIn: () => goOn(returnPathAfterSignIn(location.state)),
    onNeedsConfirmation: (email: string, password: string) => setPending({ email, password, reason: 'login' }),
    onRegistered: (input: RegisterInput) => setPending({ email: input.email.trim(), password: input.password, reason: 'signUp' }),
    onSwitchToLogin: (email: string) => {
      setLoginEmail(email);
      setTab('login');
    },
    /** 'S'inscrire' from the reset panel: the sign-up tab of /auth. */
    onResetSignUp: () => {
      setTab('register');
      navigate(paths.auth, { replace: true });
    },
    closeConfirmation: () => setPending(null),
  };
}
