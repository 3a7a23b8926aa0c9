import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { EMAIL_LINK_PARAMS, type RegisterInput } from '@shared/auth';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastAuthError } from '@/features/auth/components/auth-toasts';
import { ConfirmCodeDialog } from '@/features/auth/components/confirm-code-dialog';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { confirmRegistration, signInWithPassword } from '@/lib/auth/auth-client';
import { useSession } from '@/lib/auth/session';
import { PASSWORD_REDIRECT_DELAY_MS } from '@/lib/constants';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { PUBLIC_PATHS } from '@/lib/route-table';
import { authBackLink, isResetMode, returnPathAfterSignIn } from './redirect';
import { AUTH_PAGE_TEXT } from '@/features/auth/messages';

type Tab = 'login' | 'register';
interface PendingConfirmation {
  email: string;
  password: string;
  reason: 'signUp' | 'login';
}

/** Where a new parent lands (spec: /app?new_signup=true; the home screen then removes the parameter). */
const NEW_SIGNUP_PATH = `${paths.app}?new_signup=true`;

/**
 * /auth and /auth/reset-password (spec part 1 §2): the Connexion and Inscription tabs, the success
 * dialog, the reset mode, and the links of the confirmation and reset e-mails.
 */
function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  const resetMode = isResetMode(location);
  const [tab, setTab] = useState<Tab>('login');
  const [loginEmail, setLoginEmail] = useState('');
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  useDocumentTitle(resetMode ? AUTH_PAGE_TEXT.forgotTitle : tab === 'login' ? 'Connexion' : 'Inscription');

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

  if (session.status === 'loading') return <Spinner className="mx-auto mt-24" />;
  // A signed-in visitor has nothing to do here (spec), unless a reset is under way.
  if (session.status === 'signedIn' && !resetMode && !leaving) return <Navigate to={returnPathAfterSignIn(location.state)} replace />;

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

  const title = resetMode ? AUTH_PAGE_TEXT.forgotTitle : tab === 'login' ? 'Connexion' : 'Inscription';
  const backLink = authBackLink(resetMode, PUBLIC_PATHS);

  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-12">
      <div className="flex w-full max-w-md flex-col gap-4">
        {backLink ? (
          <Link to={backLink.to} className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold text-primary focus-ring">
            <ArrowLeftIcon aria-hidden="true" className="size-5" />
            {backLink.label}
          </Link>
        ) : null}
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-3xl font-extrabold">{title}</h1>
            <p className="text-muted-foreground">{AUTH_PAGE_TEXT.tagline}</p>
          </CardHeader>
          <CardContent>
            {leaving ? (
              <p role="status" className="flex items-center justify-center gap-3 py-8 font-semibold">
                <Spinner /> Redirection...
              </p>
            ) : resetMode ? (
              <ResetPasswordPanel
                linkUser={linkUser}
                linkCode={linkCode}
                onSignUp={() => {
                  setTab('register');
                  navigate(paths.auth, { replace: true });
                }}
                onPasswordReset={afterReset}
              />
            ) : (
              <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
                <TabsList aria-label={AUTH_PAGE_TEXT.tabs}>
                  <TabsTrigger value="login">Connexion</TabsTrigger>
                  <TabsTrigger value="register">Inscription</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm
                    key={loginEmail}
                    defaultEmail={loginEmail}
                    onSignedIn={() => goOn(returnPathAfterSignIn(location.state))}
                    onNeedsConfirmation={(email, password) => setPending({ email, password, reason: 'login' })}
                  />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm
                    onRegistered={(input: RegisterInput) => setPending({ email: input.email.trim(), password: input.password, reason: 'signUp' })}
                    onSwitchToLogin={(email) => {
                      setLoginEmail(email);
                      setTab('login');
                    }}
                  />
                </TabsContent>
              </Tabs>
            )}
            {!resetMode && !leaving ? (
              <>
                <div className="my-6 flex items-center gap-3 text-sm text-muted-foreground">
                  <Separator className="flex-1" />
                  ou
                  <Separator className="flex-1" />
                </div>
                <SocialSignIn />
              </>
            ) : null}
          </CardContent>
        </Card>
      </div>
      {pending ? (
        <ConfirmCodeDialog
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          email={pending.email}
          reason={pending.reason}
          onConfirm={confirmAndEnter}
        />
      ) : null}
    </main>
  );
}

export { AuthPage as Component };
