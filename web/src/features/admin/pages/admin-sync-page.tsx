import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { API_MESSAGES } from '@shared/messages';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsAdmin } from '@/lib/auth/admin-session';
import { useDocumentTitle } from '@/lib/document-title';
import { AutoSyncSwitch } from '@/features/admin/components/auto-sync-switch';
import { CreditsForm } from '@/features/admin/components/credits-form';
import { OwnAccountTools } from '@/features/admin/components/own-account-tools';
import { ADMIN_PAGE_TEXT } from '@/features/admin/messages';

const TITLE = ADMIN_PAGE_TEXT.title;

/**
 * /AdminSync (spec part 2 §2): the subscription sync and the credit-type fix for every signed-in parent, on
 * their own account; the manual credits and the auto-sync setting for the `admins` group only (DESIGN
 * departure 4), shown when the session's token carries the group. No side-menu entry: the spec has none.
 */
function AdminSyncPage() {
  useDocumentTitle(TITLE);
  const { isAdmin, checked } = useIsAdmin();

  return (
    <div className="min-h-dvh">
      <BackHomeHeader />

      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{TITLE}</h1>

        <OwnAccountTools />

        {!checked ? (
          <Skeleton className="h-40" />
        ) : isAdmin ? (
          <section aria-labelledby="admin-tools-title" data-testid="admin-tools">
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2 id="admin-tools-title" className="flex items-center gap-2">
                    <ShieldCheckIcon aria-hidden="true" className="size-6 text-primary" />
                    {ADMIN_PAGE_TEXT.toolsTitle}
                  </h2>
                </CardTitle>
                <CardDescription>{ADMIN_PAGE_TEXT.creditsHistory}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-8">
                <section aria-labelledby="credits-form-title" className="flex flex-col gap-4">
                  <h3 id="credits-form-title" className="text-lg font-bold">
                    {ADMIN_PAGE_TEXT.creditsTitle}
                  </h3>
                  <CreditsForm />
                </section>
                <section aria-labelledby="auto-sync-title" className="flex flex-col gap-4">
                  <h3 id="auto-sync-title" className="text-lg font-bold">
                    {ADMIN_PAGE_TEXT.autoSyncTitle}
                  </h3>
                  <AutoSyncSwitch />
                </section>
              </CardContent>
            </Card>
          </section>
        ) : (
          <Alert variant="info" data-testid="admin-only-notice">
            <ShieldOffIcon aria-hidden="true" />
            <AlertTitle>{ADMIN_PAGE_TEXT.toolsTitle}</AlertTitle>
            <AlertDescription>{API_MESSAGES.adminOnly}</AlertDescription>
          </Alert>
        )}
      </main>
    </div>
  );
}

export { AdminSyncPage as Component };
