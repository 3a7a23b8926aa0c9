import { MailIcon } from 'lucide-react';
import { Fragment, Suspense } from 'react';
import { BackHomeHeader } from '@/components/back-home-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ACCOUNT_TEXT } from '@/features/account/messages';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { CreditsCard } from '@/features/account/components/credits-card';
import { CreditsTools } from '@/features/account/components/credits-tools';
import { emailWrapPieces } from '@/features/account/components/email-parts';
import { MyDataCard } from '@/features/account/components/my-data-card';
import { SubscriptionCard } from '@/features/account/components/subscription-card';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/document-title';
import { PASSWORD_CARD_TEXT } from '@/features/account/messages';

const TITLE = ACCOUNT_TEXT.title;

/**
 * /account (spec part 1 §2): the e-mail, the credits with a way to the shop, the subscription ('Gérer mon
 * abonnement'), the credit checks, the password change, and the parent's data (download, account deletion).
 */
function AccountPage() {
  useDocumentTitle(TITLE);
  const { user } = useSession();
  const email = user?.email ?? '';
  // The family links (issue 31, item 2): the app shell's (lib/share-slots.ts), loaded only when shown.
  const ShareLinksCard = globalThis.contesMagiquesShareSlots?.ShareLinksCard;

  return (
    <div className="min-h-dvh">
      <BackHomeHeader />

      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{TITLE}</h1>

        <section aria-labelledby="email-title">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 id="email-title">{ACCOUNT_TEXT.accountTitle}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-1">
                <dt className="text-sm font-bold text-muted-foreground">{ACCOUNT_TEXT.emailLabel}</dt>
                <dd className="flex items-center gap-2 text-lg font-semibold">
                  <MailIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {/* Wraps at the address's own separators (<wbr>), never inside a word unless one piece is wider than the screen. */}
                  <span data-testid="account-email" className="min-w-0 wrap-break-word">
                    {emailWrapPieces(email).map((piece, index) => (
                      <Fragment key={index}>
                        {index > 0 ? <wbr /> : null}
                        {piece}
                      </Fragment>
                    ))}
                  </span>
                </dd>
              </dl>
            </CardContent>
          </Card>
        </section>

        <CreditsCard />
        <SubscriptionCard />
        <CreditsTools />

        <section aria-labelledby="password-title">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 id="password-title">{PASSWORD_CARD_TEXT.title}</h2>
              </CardTitle>
              <CardDescription>{PASSWORD_CARD_TEXT.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm email={email} />
            </CardContent>
          </Card>
        </section>

        {ShareLinksCard ? (
          <Suspense fallback={null}>
            <ShareLinksCard />
          </Suspense>
        ) : null}
        <MyDataCard />
      </main>
    </div>
  );
}

export { AccountPage as Component };
