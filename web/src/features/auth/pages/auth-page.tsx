import { useAuthFlow, type AuthTab } from '@/features/auth/components/use-auth-flow';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ConfirmCodeDialog } from '@/features/auth/components/confirm-code-dialog';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { useDocumentTitle } from '@/lib/document-title';
import { PUBLIC_PATHS } from '@/lib/route-table';
import { authBackLink } from '@/features/auth/redirect';
import { AUTH_PAGE_TEXT } from '@/features/auth/messages';

/**
 * /auth and /auth/reset-password (spec part 1 §2): the Connexion and Inscription tabs, the success
 * dialog, the reset mode, and the links of the confirmation and reset e-mails.
 */
function AuthPage() {
  const flow = useAuthFlow();
  const { session, resetMode, tab, leaving, pending } = flow;
  const title = resetMode ? AUTH_PAGE_TEXT.forgotTitle : tab === 'login' ? AUTH_PAGE_TEXT.loginTab : AUTH_PAGE_TEXT.registerTab;
  useDocumentTitle(title);

  if (session.status === 'loading') return <Spinner className="mx-auto mt-24" />;
  // A signed-in visitor has nothing to do here (spec), unless a reset is under way.
  if (session.status === 'signedIn' && !resetMode && !leaving) return <Navigate to={flow.returnPath} replace />;

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
                <Spinner /> {AUTH_PAGE_TEXT.leaving}
              </p>
            ) : resetMode ? (
              <ResetPasswordPanel linkUser={flow.linkUser} linkCode={flow.linkCode} onSignUp={flow.onResetSignUp} onPasswordReset={flow.afterReset} />
            ) : (
              <Tabs value={tab} onValueChange={(value) => flow.setTab(value as AuthTab)}>
                <TabsList aria-label={AUTH_PAGE_TEXT.tabs}>
                  <TabsTrigger value="login">{AUTH_PAGE_TEXT.loginTab}</TabsTrigger>
                  <TabsTrigger value="register">{AUTH_PAGE_TEXT.registerTab}</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm key={flow.loginEmail} defaultEmail={flow.loginEmail} onSignedIn={flow.onSignedIn} onNeedsConfirmation={flow.onNeedsConfirmation} />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm onRegistered={flow.onRegistered} onSwitchToLogin={flow.onSwitchToLogin} />
                </TabsContent>
              </Tabs>
            )}
            {!resetMode && !leaving ? (
              <>
                <div className="my-6 flex items-center gap-3 text-sm text-muted-foreground">
                  <Separator className="flex-1" />
                  {AUTH_PAGE_TEXT.or}
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
            if (!open) flow.closeConfirmation();
          }}
          email={pending.email}
          reason={pending.reason}
          onConfirm={flow.confirmAndEnter}
        />
      ) : null}
    </main>
  );
}

export { AuthPage as Component };
